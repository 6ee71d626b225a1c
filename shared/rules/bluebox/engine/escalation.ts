import type { Dice } from '../../../dice'
import { rollPowerDice } from './check'
import type { ConditionInstance } from './condition-types'
import { healingBonusPowerDice } from './conditions'
import { thpAfterGain } from './damage'
import { resolveBlueboxOptions, type BlueBoxOptions } from './options'

/** The level of Exhaustion at which a being falls Unconscious (Exhaustion). */
const EXHAUSTION_UNCONSCIOUS = 7

/** Paying for an Escalation Point: with EP, or with a level of Exhaustion at 0 EP. */
export type EscalationSpend =
  | {
      readonly ok: true
      readonly paidWith: 'ep' | 'exhaustion'
      readonly ep: number
      readonly exhaustion: number
      /** The level taken was the 7th: Unconscious for 2d4 hours. */
      readonly fallsUnconscious: boolean
    }
  | { readonly ok: false; readonly reason: string }

/**
 * Spend one Escalation Point (never more than one at once); at 0 EP take one level of Exhaustion
 * instead (Escalation Points (EP⇧); Exhaustion).
 */
export function spendEscalationPoint(being: {
  readonly ep: number
  readonly exhaustion: number
}): EscalationSpend {
  if (being.exhaustion >= EXHAUSTION_UNCONSCIOUS) {
    return { ok: false, reason: 'Unconscious from Exhaustion: cannot spend EP' }
  }
  if (being.ep > 0) {
    return {
      ok: true,
      paidWith: 'ep',
      ep: being.ep - 1,
      exhaustion: being.exhaustion,
      fallsUnconscious: false,
    }
  }
  const exhaustion = being.exhaustion + 1
  return {
    ok: true,
    paidWith: 'exhaustion',
    ep: 0,
    exhaustion,
    fallsUnconscious: exhaustion >= EXHAUSTION_UNCONSCIOUS,
  }
}

/**
 * The party's Escalation Counter: its value, its maximum (pass `escalationMax(PCs)`), and the turn
 * it last ticked on. It belongs to the campaign, not to one combat: it persists between combats.
 */
export interface EscalationCounter {
  readonly value: number
  readonly max: number
  /** The initiative turn (any key the tracker uses) on which it last went up: 1/turn. */
  readonly lastTickTurn?: string | number
}

/** A new counter starts at 1 (Escalation Counter). */
export function escalationCounterStart(max: number): EscalationCounter {
  return { value: Math.min(1, max), max }
}

/** Change the maximum when the party changes size (pass `escalationMax(PCs)`); the value is capped (Escalation Counter). */
export function escalationCounterWithMax(
  counter: EscalationCounter,
  max: number,
): EscalationCounter {
  return { ...counter, max, value: Math.min(counter.value, max) }
}

/** What an Escalation Point spend was, for the counter. */
export interface EscalationSpendEvent {
  /** The current initiative turn; the counter goes up at most once per turn. */
  readonly turn: string | number
  readonly byPlayerCharacter: boolean
  readonly inCombat: boolean
}

/**
 * In combat, 1/turn, a player character expending an EP (paid with Exhaustion too) raises the
 * counter by 1, up to its maximum; no change when the optional rule is off (Escalation Counter).
 */
export function escalationCounterAfterSpend(
  counter: EscalationCounter,
  spend: EscalationSpendEvent,
  options?: Partial<BlueBoxOptions>,
): EscalationCounter {
  if (!resolveBlueboxOptions(options).escalationCounter) return counter
  if (!spend.inCombat || !spend.byPlayerCharacter) return counter
  if (counter.lastTickTurn === spend.turn) return counter
  return { ...counter, value: Math.min(counter.max, counter.value + 1), lastTickTurn: spend.turn }
}

/** The counter is maxed out: on any player's turn the party may activate it (Escalation Counter). */
export function escalationCounterReady(counter: EscalationCounter): boolean {
  return counter.value >= counter.max
}

/** The two activation options as data (Escalation Counter). */
export const ESCALATION_ACTIVATIONS = {
  'party-actions': {
    id: 'party-actions',
    name: 'Party actions',
    section: 'Escalation Counter',
    /** Read as: each party member may take one 1AP action, in any order, before turns resume. */
    actionsPerMember: 1,
    apPerAction: 1,
  },
  'party-healing': {
    id: 'party-healing',
    name: 'Party healing',
    section: 'Escalation Counter',
    /** Every member regains 2✦ HP; healing past the maximum becomes THP. */
    healingPowerDice: 2,
  },
} as const

export type EscalationActivation = keyof typeof ESCALATION_ACTIVATIONS

/** Activate a maxed-out counter: the chosen option applies and the counter resets to 1 (Escalation Counter). */
export function activateEscalationCounter(
  counter: EscalationCounter,
  choice: EscalationActivation,
  options?: Partial<BlueBoxOptions>,
):
  | {
      readonly ok: true
      readonly counter: EscalationCounter
      readonly activation: (typeof ESCALATION_ACTIVATIONS)[EscalationActivation]
    }
  | { readonly ok: false; readonly reason: string } {
  if (!resolveBlueboxOptions(options).escalationCounter) {
    return { ok: false, reason: 'the optional Escalation Counter is not in use' }
  }
  if (!escalationCounterReady(counter)) {
    return { ok: false, reason: `the counter is at ${counter.value} of ${counter.max}` }
  }
  const { lastTickTurn: _tick, ...rest } = counter
  return {
    ok: true,
    counter: { ...rest, value: Math.min(1, counter.max) },
    activation: ESCALATION_ACTIVATIONS[choice],
  }
}

/** One party member, for the healing activation. */
export interface HealedMember {
  readonly level: number
  readonly hp: number
  readonly maxHp: number
  readonly thp?: number
  /** Stasis adds a Power Die to healing received. */
  readonly conditions?: readonly ConditionInstance[]
}

/**
 * The healing activation for one member: 2✦ (plus Stasis's ✦) of healing; what would pass the
 * maximum becomes THP, which does not stack with THP held (Escalation Counter; Health & Healing).
 */
export function escalationHealing(
  member: HealedMember,
  dice: Dice,
): {
  readonly rolls: readonly number[]
  readonly healing: number
  readonly hp: number
  readonly thp: number
} {
  const count =
    ESCALATION_ACTIVATIONS['party-healing'].healingPowerDice +
    healingBonusPowerDice(member.conditions ?? [])
  const rolls = rollPowerDice(member.level, count, dice)
  const healing = rolls.reduce((a, b) => a + b, 0)
  const hp = Math.min(member.maxHp, member.hp + healing)
  const overflow = member.hp + healing - hp
  return { rolls, healing, hp, thp: thpAfterGain(member.thp ?? 0, overflow) }
}
