/**
 * The attack-roll actions the attack dialog offers (Combat Actions): what each is called, what it
 * costs in a fight, whether it deals damage, what a hit does, and the weapon it needs. Main's rules
 * decide and refuse; these words only tell the GM beforehand.
 */
import type { Combat } from '../../../../../shared/model'
import type { AttackAction } from '../../../../../shared/rules/bluebox'

export type { AttackAction }

export interface AttackActionInfo {
  id: AttackAction
  label: string
  /** What it costs in a fight, in the tracker's resource: 1 AP, or the round's Reaction. */
  resource: 'ap' | 'reaction'
  cost: string
  /** False: a hit deals no damage (only the hit chance matters; no sacrifice, no Decisive option). */
  damage: boolean
  /** The weapon it is made with; absent: either. */
  weapon?: 'melee' | 'ranged'
  /** How far it reaches whatever the weapon (a Shove: 1 m). */
  reachM?: number
  /** What a hit does, with {attacker} for the attacker's name. */
  onHit: string
}

export const ATTACK_ACTIONS: readonly AttackActionInfo[] = [
  {
    id: 'attack',
    label: 'Attack',
    resource: 'ap',
    cost: '1 AP',
    damage: true,
    onHit: 'A hit rolls damage.',
  },
  {
    id: 'shove',
    label: 'Shove',
    resource: 'ap',
    cost: '1 AP',
    damage: false,
    reachM: 1,
    onHit:
      'Target within 1 m. A hit pushes the target 1 m away and Back-foots it until the start of {attacker}’s next turn. No damage.',
  },
  {
    id: 'flash-shot',
    label: 'Flash Shot',
    resource: 'ap',
    cost: '1 AP',
    damage: false,
    weapon: 'ranged',
    onHit: 'A hit Back-foots the target until the end of {attacker}’s next turn. No damage.',
  },
  {
    id: 'trip',
    label: 'Trip',
    resource: 'ap',
    cost: '1 AP',
    damage: false,
    onHit: 'A hit knocks the target Prone. No damage.',
  },
  {
    id: 'opportunity',
    label: 'Opportunity Attack',
    resource: 'reaction',
    cost: 'Reaction',
    damage: true,
    // Made with a weapon the being has ready; the dialog offers a melee one first.
    weapon: 'melee',
    onHit: 'A hit rolls damage and stops the target’s movement where it is.',
  },
]

export function attackActionInfo(id: AttackAction): AttackActionInfo {
  return ATTACK_ACTIONS.find((a) => a.id === id) ?? (ATTACK_ACTIONS[0] as AttackActionInfo)
}

/**
 * Why this action cannot be made with this weapon at this distance, in words (as main will refuse
 * it); null when it can. An Opportunity Attack takes any weapon, so its `weapon` is only a default.
 */
export function actionProblem(
  action: AttackActionInfo,
  weapon: { name: string; kind: 'melee' | 'ranged' },
  distanceM: number | null,
): string | null {
  if (action.reachM !== undefined && distanceM !== null && distanceM > action.reachM)
    return `A ${action.label} reaches ${action.reachM} m; the target is ${distanceM} m away.`
  if (action.id !== 'opportunity' && action.weapon && action.weapon !== weapon.kind)
    return `A ${action.label} needs a ${action.weapon} weapon; ${weapon.name} is ${weapon.kind}.`
  return null
}

/**
 * What the attacker has left to pay with in the running fight, in words ("Vaka has 1 AP left this
 * turn"), and whether it is enough; null outside a fight or when the attacker is not in it.
 */
export function actionPurse(
  combat: Combat | null | undefined,
  attackerTokenId: string,
  attackerName: string,
  action: AttackActionInfo,
): { text: string; enough: boolean } | null {
  if (!combat || combat.phase !== 'running') return null
  const who = combat.order.find((c) => c.tokenId === attackerTokenId)
  if (!who) return null
  const left = who.left[action.resource]
  if (left === undefined) return null
  if (action.resource === 'ap') {
    return left > 0
      ? { text: `${attackerName} has ${left} AP left this turn.`, enough: true }
      : { text: `${attackerName} has no AP left this turn.`, enough: false }
  }
  if (!who.hasStarted && left <= 0)
    return { text: `${attackerName} has no Reaction before its first turn.`, enough: false }
  const used = (who.usedThisRound.reaction ?? 0) > 0
  if (left > 0 && !used) return { text: `${attackerName} has a Reaction ready.`, enough: true }
  return {
    text: used
      ? `${attackerName} has already reacted this round.`
      : `${attackerName} has no Reaction until the end of its turn.`,
    enough: false,
  }
}
