/**
 * The GG turn economy on the combat tracker (OTHER-SYSTEMS.md A.1/A.2, GG-013..GG-027; seed 001,
 * "Active Time" and the common actions): AP and RP reset at each turn start to the stat block's
 * (GG-013), metres of Movement come only from the Movement action (GG-019/020) and expire at the
 * turn's end, and every action taken again in a turn costs the repeat surcharge (GG-015), counted
 * in the token state's turn ledger.
 */
import type { EconomyResource, StateChange, TurnAction } from '../../ruleset'
import { canTakeActions, speedWithConditions } from '../engine/conditions'
import { commonActions, repeatSurcharge, type GgAction } from '../engine/economy'
import type { GgInstance } from '../engine/instance'
import type { GgOptions } from '../engine/options'
import { conditionSet, ggOptionsOf, instanceOf, sheetOf, tokenById } from './ruleset-combat-being'
import type { GgCampaign, GgToken } from './types'

/** The resource that holds metres of Movement (the tracker's distance resource). */
export const MOVE = 'm'

/**
 * A turn's resources: AP and RP, both reset at the start of each turn (GG-013), and the metres of
 * Movement the Movement action gave, spent by map drags and Stand Up and gone at the next turn.
 */
export const GG_RESOURCES: readonly EconomyResource[] = [
  { id: 'ap', name: 'AP', refill: 'turn-start', show: 'pips' },
  { id: 'rp', name: 'RP', refill: 'turn-start', show: 'pips' },
  { id: MOVE, name: 'Movement', refill: 'turn-start', show: 'distance' },
]

/** Metres per Stand Up (GG-027). */
export const STAND_UP_METRES = 3

/**
 * The being's Movement speed in metres: the speed of the way the GM set it to move (GG-021), else
 * the token's own, else its sheet's walking speed, after Grappled (0) and Slowed (−1 m a Degree)
 * (A.5.1 defaults, GG-Q7), halved while a Memory's Obstructing Aura holds it (GG-121, marked at
 * its turn start).
 */
export function ggSpeed(token: GgToken, campaign: GgCampaign): number {
  const sheet = sheetOf(campaign, token)
  const inst = instanceOf(campaign, token)
  const walk = token.speed ?? sheet?.speed.walk ?? 6
  if (!inst) return walk
  // GG-021: the way the GM set it to move (its speed in that mode); a Prone being crawls on foot.
  const base = inst.move && !inst.conditions.includes('prone') ? inst.move.speed : walk
  const speed = speedWithConditions(base, conditionSet(inst), ggOptionsOf(campaign))
  // GG-121: a Memory's Obstructing Aura halved it at this turn's start (rounded down).
  return inst.obstructedBy ? Math.floor(speed / 2) : speed
}

/** The being may act this turn: not Surprised (its first turn), Unconscious, Incapacitated... */
function canAct(inst: GgInstance, options: GgOptions): boolean {
  const set = conditionSet(inst)
  if (inst.dying.dead) return false
  return canTakeActions(set, { firstTurn: true }, options)
}

/**
 * What a combatant gets at a refill (GG-013): the stat block's AP and RP (3 and 1 usually), none
 * while it cannot act (Surprised on its first turn, Unconscious, Incapacitated, out of the fight,
 * dead: A.5.1 defaults), and no metres: those come from the Movement action.
 */
export function ggEconomy(token: GgToken, campaign: GgCampaign): Record<string, number> {
  const sheet = sheetOf(campaign, token)
  const inst = instanceOf(campaign, token)
  const perTurn = sheet?.perTurn ?? { ap: 3, rp: 1 }
  const act = !inst || canAct(inst, ggOptionsOf(campaign))
  return { ap: act ? perTurn.ap : 0, rp: act ? perTurn.rp : 0, [MOVE]: 0 }
}

/** The common actions the tracker charges for, by the TurnAction id. */
const KEYS = {
  movement: 'movement',
  useItem: 'useItem',
  useSkill: 'useSkill',
  escapeGrapple: 'escapeGrapple',
} as const

/** Drop Prone and Stand Up: they cost no AP, so no repeat surcharge (GG-026, GG-027). */
export const DROP_PRONE = 'dropProne'
export const STAND_UP = 'standUp'

function apText(action: GgAction, surcharge: number, times: number): string {
  const base = `${action.apCost} AP`
  if (surcharge === 0) return base
  const again = times === 1 ? 'once' : `${times} times`
  return `${action.apCost + surcharge} AP (${base} + ${surcharge} AP: taken ${again} already this turn)`
}

/**
 * What a combatant can do that the tracker charges for, each at its cost for this token now
 * (GG-014, GG-015): Movement (1 AP + the surcharge: its speed in metres, GG-019), Use Item, Use
 * Skill, Escape Grapple (2 AP, while Grappled, GG-063), Drop Prone (free, GG-026) or Stand Up
 * (3 m of Movement, GG-027). Attacks, Mark and reactions are rolled from the sheet.
 */
export function ggActions(token: GgToken, campaign: GgCampaign): TurnAction[] {
  const options = ggOptionsOf(campaign)
  const inst = instanceOf(campaign, token)
  const taken = inst?.turn.taken ?? {}
  const common = commonActions(options)
  const priced = (action: GgAction) => {
    const times = Object.hasOwn(taken, action.key) ? (taken[action.key] ?? 0) : 0
    const surcharge = repeatSurcharge(action, times, options)
    return { cost: { ap: action.apCost + surcharge }, text: apText(action, surcharge, times) }
  }
  const speed = ggSpeed(token, campaign)
  const move = priced(common.movement)
  const out: TurnAction[] = [
    {
      id: KEYS.movement,
      name: 'Movement',
      cost: move.cost,
      gives: { [MOVE]: speed },
      summary: `${move.text}: move up to ${speed} m this turn, split around other actions`,
    },
  ]
  const item = priced(common.useItem)
  out.push({
    id: KEYS.useItem,
    name: 'Use Item',
    cost: item.cost,
    summary: `${item.text}: use an object or item`,
  })
  const skill = priced(common.useSkill)
  out.push({
    id: KEYS.useSkill,
    name: 'Use Skill',
    cost: skill.cost,
    summary: `${skill.text}: a Skill (Medicine to Stabilise: roll it from the sheet)`,
  })
  const prone = inst?.conditions.includes('prone') === true
  if (inst?.conditions.includes('grappled') === true) {
    const escape = priced(common.escapeGrapple)
    out.push({
      id: KEYS.escapeGrapple,
      name: 'Escape Grapple',
      cost: escape.cost,
      summary: `${escape.text}: roll Physique or Agility against TG 8 + the grappler's SB + Physique`,
    })
  }
  if (prone) {
    out.push({
      id: STAND_UP,
      name: 'Stand Up',
      cost: { [MOVE]: STAND_UP_METRES },
      summary: `${STAND_UP_METRES} m of Movement: stand up (provokes Opportunity Attacks from hostiles in reach)`,
    })
  } else {
    out.push({
      id: DROP_PRONE,
      name: 'Drop Prone',
      cost: {},
      summary: 'Free: drop Prone; your Movement stays',
    })
  }
  return out
}

/**
 * After a turn action is paid: count it in the turn ledger for the repeat surcharge (GG-015), put
 * Prone on (Drop Prone) or take it off (Stand Up), and start a Movement action's own account of
 * switches (GG-021). Nothing for a token with no GG state.
 */
export function ggActionTaken(
  campaign: GgCampaign,
  tokenId: string,
  actionId: string,
): StateChange[] {
  const token = tokenById(campaign, tokenId)
  const inst = token && instanceOf(campaign, token)
  if (!inst) return []
  let conditions = inst.conditions
  if (actionId === DROP_PRONE && !conditions.includes('prone')) {
    conditions = [...conditions, 'prone']
  }
  if (actionId === STAND_UP) conditions = conditions.filter((c) => c !== 'prone')
  const taken = { ...inst.turn.taken }
  taken[actionId] = Math.min(100, (Object.hasOwn(taken, actionId) ? (taken[actionId] ?? 0) : 0) + 1)
  // GG-021: a new Movement action starts its own account, whatever way it moves.
  const { switchedAt: _ended, ...ledger } = inst.turn
  const turn = actionId === 'movement' ? { ...ledger, taken } : { ...inst.turn, taken }
  const instance: GgInstance = { ...inst, conditions, turn }
  return [{ kind: 'instance', tokenId, instance }]
}
