/**
 * What a GG attack costs in a running fight, and the attacker's Turn ledger after it (GG-014 …
 * GG-016, GG-018; F-GG-4, GG-Q5, GG-Q6): the Attack action's AP with the repeat surcharge, Mark's
 * AP on top; an Opportunity Attack's RP, refused when the reaction was already used since the
 * attacker's Turn began.
 */
import { RollRefused } from '../../ruleset'
import type { AttackKind } from '../engine/attack-rules'
import type { GgAction } from '../engine/economy'
import type { GgInstance } from '../engine/instance'
import type { GgOptions } from '../engine/options'
import type { GgAttackRequest } from '../engine/roll-requests'
import { OA_KEYS } from './ruleset-combat-views'
import { surcharged } from './ruleset-rolls-lookup'
import type { GgSheetAction } from '../engine/sheet-schema'

export interface AttackCost {
  /** By resource id: { ap: 3 } or { rp: 1 }. */
  cost: Record<string, number>
  /** The surcharges in words ("Second Attack this Turn: +2AP (GG-015)"); absent when none. */
  surcharge?: string
  /** The attacker's state with the ledger counting this attack. */
  paid: GgInstance
}

/** The ledger key of Attacks made with a Light weapon this Turn, by its action id (GG-060). */
const LIGHT = 'light:'
/** The ledger key of the extra Light-weapon attacks made this Turn. */
const OFF_HAND = 'offHand'

/**
 * GG-060: the extra attack is part of the Attack action already paid for: no AP of its own (a
 * Mark still costs its AP), one per Attack made this Turn with a Light weapon, and with a
 * different Light weapon from that one.
 */
function offHandCost(
  who: string,
  mine: GgInstance,
  request: Pick<GgAttackRequest, 'mark'>,
  action: GgSheetAction,
  options: GgOptions,
): AttackCost {
  const taken = mine.turn.taken
  const lightAttacks = Object.entries(taken).filter(([k]) => k.startsWith(LIGHT))
  const made = lightAttacks.reduce((n, [, v]) => n + v, 0)
  const used = taken[OFF_HAND] ?? 0
  if (made === 0)
    throw new RollRefused(
      `${who} has not taken the Attack action with a Light weapon this Turn, so there is no extra attack to make (GG-060).`,
    )
  if (used >= made)
    throw new RollRefused(`${who} has already made the extra attack of this Turn's Attack action.`)
  if (lightAttacks.every(([k]) => k === `${LIGHT}${action.id}`))
    throw new RollRefused(
      `The extra attack is made with a different Light weapon from the one ${who} attacked with (GG-060).`,
    )
  const next: Record<string, number> = { ...taken, [OFF_HAND]: used + 1 }
  let ap = 0
  let surcharge: string | undefined
  if (request.mark) {
    const mark = surcharged({ key: 'mark', name: 'Mark', apCost: options.cost.mark }, mine, options)
    ap += mark.ap
    surcharge = mark.text
    next.mark = (taken.mark ?? 0) + 1
  }
  return {
    cost: ap > 0 ? { ap } : {},
    ...(surcharge ? { surcharge } : {}),
    paid: { ...mine, turn: { ...mine.turn, taken: next } },
  }
}

/**
 * Weapon and Unarmed attacks (Grapple and Shove too) are the Attack action at `cost.attack`; a
 * spell or other action costs its own AP and repeats under its own id.
 */
export function attackCost(
  who: string,
  mine: GgInstance,
  request: Pick<GgAttackRequest, 'opportunity' | 'mark' | 'offHand'>,
  kind: AttackKind,
  action: GgSheetAction,
  options: GgOptions,
): AttackCost {
  if (request.opportunity) {
    if (mine.turn.reactions.some((r) => OA_KEYS.includes(r)))
      throw new RollRefused(
        `${who} has already made an Opportunity Attack since its last Turn; a reaction can be used once per round (GG-016).`,
      )
    return {
      cost: { rp: options.cost.oaRP },
      paid: { ...mine, turn: { ...mine.turn, reactions: [...mine.turn.reactions, 'oa'] } },
    }
  }
  if (request.offHand !== 'none') return offHandCost(who, mine, request, action, options)
  const act: GgAction =
    kind !== 'spell'
      ? { key: 'attack', name: 'Attack', apCost: options.cost.attack }
      : { key: action.id, name: action.name, apCost: action.ap }
  const main = surcharged(act, mine, options)
  const taken = { ...mine.turn.taken, [act.key]: (mine.turn.taken[act.key] ?? 0) + 1 }
  // GG-060: an Attack made with a Light weapon readies one extra attack with another.
  if (kind === 'weapon' && action.properties.includes('light')) {
    const light = `${LIGHT}${action.id}`
    taken[light] = (mine.turn.taken[light] ?? 0) + 1
  }
  let ap = main.ap
  const notes = main.text ? [main.text] : []
  if (request.mark) {
    const mark = surcharged({ key: 'mark', name: 'Mark', apCost: options.cost.mark }, mine, options)
    ap += mark.ap
    if (mark.text) notes.push(mark.text)
    taken.mark = (mine.turn.taken.mark ?? 0) + 1
  }
  return {
    cost: { ap },
    ...(notes.length ? { surcharge: notes.join('; ') } : {}),
    paid: { ...mine, turn: { ...mine.turn, taken } },
  }
}
