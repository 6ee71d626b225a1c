/**
 * Opportunity Attacks a move provoked: main lists them in the move's reply (Blue Box: the mover
 * walked 2 m or more within an enemy's reach this turn; only enemies that can still react). They
 * wait here, UI state only, until the GM rolls one (the attack dialog opens with the Opportunity
 * Attack preset; a hit stops the mover in the hex it stood in when the enemy reacted) or ignores
 * it; the next move's offers replace them, since the moment to react has passed.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'

/** One offer as main's move reply lists it. */
export interface OpportunityOffer {
  attackerId: string
  attackerName: string
  targetId: string
  /** Where a hit stops the mover (the hex it stood in when the attacker reacted). */
  stopAt?: { q: number; r: number }
}

/** The move reply's offers, whatever else the reply carries. */
export function offersIn(reply: unknown): OpportunityOffer[] {
  const list = (reply as { opportunities?: unknown } | null)?.opportunities
  if (!Array.isArray(list)) return []
  return list.filter(
    (o): o is OpportunityOffer =>
      typeof o === 'object' &&
      o !== null &&
      typeof (o as OpportunityOffer).attackerId === 'string' &&
      typeof (o as OpportunityOffer).targetId === 'string' &&
      typeof (o as OpportunityOffer).attackerName === 'string',
  )
}

export const useOpportunityStore = defineStore('opportunities', () => {
  const offers = ref<OpportunityOffer[]>([])

  /** A move was made: its offers (maybe none) replace the last move's. */
  function moved(reply: unknown): void {
    offers.value = offersIn(reply)
  }

  function dismiss(offer: OpportunityOffer): void {
    offers.value = offers.value.filter((o) => o !== offer)
  }

  function clear(): void {
    offers.value = []
  }

  return { offers, moved, dismiss, clear }
})
