/**
 * BW combat behind the Ruleset interface (F-BW-3, BW-01/02, C.5.1): a turn's Move in inches and
 * its one action, Extra Effort as turn actions, sides taking turns (ruleset-combat-turns.ts), the
 * statuses as conditions, vitals for the GM, and who is out of the fight.
 */
import type {
  CombatVitals,
  EconomyResource,
  RulesetCombat,
  StateChange,
  TurnAction,
} from '../../ruleset'
import { checkExtraEffort, recoverExhaustion } from '../engine/effort'
import { formatInches } from '../engine/format'
import { BW_STATUS_IDS, withStatus, type BwState, type BwStatusId } from '../engine/model'
import { moveBudget } from '../engine/movement'
import { bwOptionsOf, bwUnit, bwUnitById, stateChange, type BwUnit } from './ruleset-being'
import {
  bwAtTurnEnd,
  bwAtTurnStart,
  bwResolvePrompt,
  bwRollInitiative,
  bwSettleInitiative,
  bwTurnPrompts,
} from './ruleset-combat-turns'
import { BW_STATUSES } from '../engine/status'
import type { BwCampaign, BwToken, BwTypes } from './types'

export const BW_MOVE = 'move'
export const BW_ACTION = 'action'

/** F-BW-3: inches of Move and one action, refilled as each turn starts. */
export const BW_RESOURCES: readonly EconomyResource[] = [
  { id: BW_MOVE, name: 'Move', refill: 'turn-start', show: 'distance' },
  { id: BW_ACTION, name: 'Action', refill: 'turn-start', show: 'pips' },
]

/** Cannot move or act: destroyed, Unconscious or Stunned (C.5.1). */
function disabled(state: BwState): boolean {
  return (
    state.destroyed || state.statuses.includes('unconscious') || state.statuses.includes('stunned')
  )
}

/** F-BW-4, BW-05/14: the open-ground budget of a turn (standing up, carrying). */
function turnMove(u: BwUnit, campaign: BwCampaign): number {
  const options = bwOptionsOf(campaign)
  const budget = moveBudget(
    { ...u.sheet, name: u.token.name, moveIn: u.token.speed ?? u.sheet.moveIn },
    {
      changedPosition: u.state.statuses.includes('prone'),
      ...(u.state.carryingBlox > 0 ? { carryingBlox: u.state.carryingBlox } : {}),
    },
    options,
  )
  return budget.inches
}

/** F-BW-3: Move in inches and one action; none while out of action. */
export function bwEconomy(token: BwToken, campaign: BwCampaign): Record<string, number> {
  const u = bwUnit(campaign, token)
  if (!u) return { [BW_MOVE]: Math.max(0, token.speed ?? 5), [BW_ACTION]: 1 }
  if (disabled(u.state)) return { [BW_MOVE]: 0, [BW_ACTION]: 0 }
  return { [BW_MOVE]: turnMove(u, campaign), [BW_ACTION]: 1 }
}

/** BW-01/02: Extra Effort as turn actions, offered while the unit may put it forth. */
export function bwActions(token: BwToken, campaign: BwCampaign): TurnAction[] {
  const u = bwUnit(campaign, token)
  if (!u) return []
  try {
    checkExtraEffort({ ...u.sheet, name: token.name }, u.state, bwOptionsOf(campaign))
  } catch {
    return []
  }
  const roll = 'roll 1d6 at the end of the turn (4 or less: Stunned from exhaustion)'
  if (u.state.statuses.includes('exhausted')) {
    // BW-02: it acts as if not exhausted (nor Stunned by it); a Prone unit still stands up (BW-05).
    const rally = { ...u, state: recoverExhaustion(u.state) }
    return [
      {
        id: 'effortRally',
        name: 'Extra Effort: act despite exhaustion',
        cost: {},
        gives: { [BW_MOVE]: turnMove(rally, campaign), [BW_ACTION]: 1 },
        summary: `BW-02: ${token.name} moves and acts normally; then it needs a 6 or falls Unconscious`,
      },
    ]
  }
  return [
    {
      id: 'effortMove',
      name: 'Extra Effort: +5" Move',
      cost: {},
      gives: { [BW_MOVE]: 5 },
      summary: `BW-01: ${token.name} gets 5" more Move this turn; ${roll}`,
    },
    {
      id: 'effortPower',
      name: 'Extra Effort: +1 Power',
      cost: {},
      summary: `BW-01: ${token.name} gets +1 Power this turn; ${roll}`,
    },
  ]
}

/** BW-01: the Extra Effort mark, for its end-of-turn roll. */
export function bwActionTaken(
  campaign: BwCampaign,
  tokenId: string,
  actionId: string,
): StateChange[] {
  const u = bwUnitById(campaign, tokenId)
  if (!u) return []
  const kind = actionId === 'effortPower' ? 'power' : 'move'
  return [stateChange(tokenId, { ...u.state, extraEffort: kind })]
}

/**
 * C.5.1: the condition ids of a state: its flags, and On Fire while it burns. None for a token
 * with no state (the tracker's rows ask for every combatant, a token with no sheet too).
 */
export function bwConditionsOf(st: BwState | undefined): string[] {
  if (!st) return []
  return [...st.statuses, ...(st.burnLevel > 0 ? ['onFire'] : [])]
}

const isFlag = (id: string): id is BwStatusId => BW_STATUS_IDS.some((s) => s === id)

/** The state with a condition set or cleared (On Fire: Burn Level 1, or out). */
export function bwWithCondition(st: BwState, id: string, on: boolean): BwState {
  if (id === 'onFire') {
    if (on === st.burnLevel > 0) return st
    return { ...st, burnLevel: on ? 1 : 0 }
  }
  if (!isFlag(id) || st.statuses.includes(id) === on) return st
  return { ...st, statuses: withStatus(st.statuses, id, on) }
}

/** The GM's line: Armor, Skill, Move, moved, Burn Level and statuses; destroyed looks down. */
export function bwVitals(token: BwToken, campaign: BwCampaign): CombatVitals {
  const u = bwUnit(campaign, token)
  if (!u) return { lines: [] }
  if (u.state.destroyed) return { lines: ['Destroyed'], health: 'down' }
  const lines = [
    `Armor ${u.sheet.armor}`,
    `Skill d${u.sheet.skillDie}`,
    `Move ${formatInches(u.token.speed ?? u.sheet.moveIn)}`,
  ]
  if (u.state.movedLastTurnIn > 0)
    lines.push(`Moved ${formatInches(u.state.movedLastTurnIn)} last turn`)
  if (u.state.burnLevel > 0) lines.push(`On Fire (Burn Level ${u.state.burnLevel})`)
  if (u.state.extraEffort) lines.push('Extra Effort')
  for (const s of u.state.statuses) lines.push(BW_STATUSES[s].label)
  return u.state.statuses.includes('unconscious') ? { lines, health: 'down' } : { lines }
}

export const bwCombat: RulesetCombat<BwTypes> = {
  resources: BW_RESOURCES,
  economy: bwEconomy,
  actions: bwActions,
  actionTaken: bwActionTaken,
  rollInitiative: (token) => bwRollInitiative(token),
  settleInitiative: (_campaign, order) => bwSettleInitiative(order),
  atTurnStart: bwAtTurnStart,
  atTurnEnd: bwAtTurnEnd,
  prompts: (campaign, tokenId, at) => bwTurnPrompts(campaign, tokenId, at),
  resolvePrompt: bwResolvePrompt,
  conditionsOf: bwConditionsOf,
  withCondition: bwWithCondition,
  vitals: bwVitals,
  /** A unit destroyed by one change counts as one harm. */
  harm: (before, after) => (before && after && !before.destroyed && after.destroyed ? 1 : 0),
  /** Destroyed and Unconscious units take no turns (a Stunned one still passes its turn). */
  outOfFight: (token, campaign) => {
    const u = bwUnit(campaign, token)
    return u ? u.state.destroyed || u.state.statuses.includes('unconscious') : false
  },
}
