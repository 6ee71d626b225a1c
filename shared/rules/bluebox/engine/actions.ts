import { ACTIONS } from './action-table'
import type { ActionCost, ActionId, ActionUntil } from './action-types'
import { CONDITIONS } from './condition-table'
import type { ConditionInstance, Incapacity } from './condition-types'
import { DEFAULT_SPEED_METRES } from './move-plan'
import { movementSpeed } from './movement'

export type * from './action-types'
export { ACTIONS, ACTION_IDS } from './action-table'

/** Most player characters have 2 AP per turn (Actions & Action Economy). */
export const BASE_AP_PER_TURN = 2

/** A being's turn-economy state; reset at its turn boundaries. */
export interface TurnState {
  readonly apSpent: number
  readonly moveActionsUsed: number
  readonly dashed: boolean
  readonly quickStepped: boolean
  readonly disengaged: boolean
  /** The one Reaction a round: gained at the start of the first turn, regained at the end of each turn. */
  readonly reactionAvailable: boolean
  /**
   * A Reaction was used this round: regaining it at the end of the own turn does not allow a
   * second one before the round ends (one Reaction per round). Absent: none used.
   */
  readonly reactedThisRound?: boolean
  readonly firstTurnTaken: boolean
  /** An action paid for on this being's turn and waiting for its trigger (Held Actions). */
  readonly held?: { readonly actionId: ActionId; readonly ap: number }
  readonly freeActionsUsed: readonly ActionId[]
}

/** Everything `canTakeAction` looks at. */
export interface ActorState {
  readonly conditions: readonly ConditionInstance[]
  readonly turn: TurnState
  /** AP per turn before conditions (default 2). */
  readonly baseAp?: number
  /** Base speed in metres, to tell whether movement is possible at all; absent: 6 m. */
  readonly speed?: number
  /** It is this being's turn (Actions are taken on your turn; Reactions on anyone's). */
  readonly ownTurn: boolean
  /** Adjacent to Cover (Hunker). */
  readonly inCover?: boolean
  /** Currently seen by an enemy (Hide needs not to be). */
  readonly seen?: boolean
  /** A Reaction trigger happened: an enemy moved 2 m or more within reach (Opportunity Attack). */
  readonly provoked?: boolean
}

/** Per-action details: the GM's AP for a longer Object Interaction, the action being held. */
export interface ActionChoice {
  readonly ap?: number
  readonly heldActionId?: ActionId
  /** Pay Stand up with the Move Action instead of 1 AP. */
  readonly useAltCost?: boolean
}

/** A being's turn state when combat starts: no Reaction until its first turn (Actions & Action Economy). */
export function turnStateAtCombatStart(): TurnState {
  return {
    apSpent: 0,
    moveActionsUsed: 0,
    dashed: false,
    quickStepped: false,
    disengaged: false,
    reactionAvailable: false,
    reactedThisRound: false,
    firstTurnTaken: false,
    freeActionsUsed: [],
  }
}

/** A new round begins: the one Reaction of the round may be used again once regained (Actions & Action Economy). */
export function turnStateAtRoundStart(prev: TurnState): TurnState {
  return { ...prev, reactedThisRound: false }
}

/** Start of own turn: AP and Move Action back, 1/round uses reset, the first turn grants the Reaction, an unused held action lapses (Actions & Action Economy; Held Actions). */
export function turnStateAtTurnStart(prev: TurnState): TurnState {
  return {
    apSpent: 0,
    moveActionsUsed: 0,
    dashed: false,
    quickStepped: false,
    disengaged: false,
    reactionAvailable: prev.firstTurnTaken ? prev.reactionAvailable : true,
    reactedThisRound: prev.reactedThisRound === true,
    firstTurnTaken: true,
    freeActionsUsed: [],
  }
}

/** End of own turn: the Reaction is regained (usable once the round has turned if one was used in this one) and Disengage stops applying (Actions & Action Economy; Disengage). */
export function turnStateAtTurnEnd(prev: TurnState): TurnState {
  return { ...prev, reactionAvailable: true, disengaged: false }
}

/** AP on this being's turn: 2 (or its own base), 1 when Down, 0 when it cannot act (Actions & Action Economy; Down & Out). */
export function apPerTurn(being: {
  readonly conditions: readonly ConditionInstance[]
  readonly baseAp?: number
}): number {
  let ap = being.baseAp ?? BASE_AP_PER_TURN
  for (const c of being.conditions) {
    const limit = CONDITIONS[c.id].apPerTurn
    if (limit !== undefined) ap = Math.min(ap, limit)
  }
  return ap
}

/** The answer of `canTakeAction`: allowed with what it costs, or refused with a reason. */
export type ActionCheck =
  | {
      readonly ok: true
      readonly ap: number
      readonly usesReaction: boolean
      readonly usesMoveAction: boolean
    }
  | { readonly ok: false; readonly reason: string }

function refuse(reason: string): ActionCheck {
  return { ok: false, reason }
}

function forbidding(
  conditions: readonly ConditionInstance[],
  what: Incapacity,
): string | undefined {
  const c = conditions.find((x) => CONDITIONS[x.id].cannot.includes(what))
  return c ? CONDITIONS[c.id].name : undefined
}

function apOf(cost: ActionCost, choice: ActionChoice): number {
  if (cost.kind !== 'ap') return 0
  return cost.variable === true && choice.ap !== undefined ? choice.ap : cost.ap
}

const REQUIREMENT_REASONS = {
  'in-cover': 'must be adjacent to Cover',
  unseen: 'must not be seen',
  prone: 'must be Prone',
  grappled: 'must be Grappled',
  grappler: 'must be a Grappler',
  provoked: 'nothing has provoked it',
} as const

/**
 * Whether a being may take an action now, and what it costs; otherwise why not: AP left, the one
 * Reaction, the Move Action and Dash, 1/round limits, Disengage, conditions that forbid acting,
 * reacting or moving, and each action's own prerequisite (Actions & Action Economy; Combat Actions).
 */
export function canTakeAction(
  state: ActorState,
  actionId: ActionId,
  choice: ActionChoice = {},
): ActionCheck {
  const def = ACTIONS[actionId]
  const { conditions, turn } = state
  const cannotAct = forbidding(conditions, 'act')
  if (cannotAct) return refuse(`${cannotAct}: cannot take actions, reactions or movement`)

  for (const r of def.requires) {
    const met =
      r === 'in-cover'
        ? state.inCover === true
        : r === 'unseen'
          ? state.seen !== true
          : r === 'provoked'
            ? state.provoked === true
            : conditions.some((c) => c.id === r)
    if (!met) return refuse(`${def.name}: ${REQUIREMENT_REASONS[r]}`)
  }
  if (def.attacks && turn.disengaged)
    return refuse('Disengaged: no attack rolls or forced saves this turn')

  if (def.cost.kind === 'reaction') {
    const cannotReact = forbidding(conditions, 'react')
    if (cannotReact) return refuse(`${cannotReact}: cannot take Reactions`)
    if (!turn.reactionAvailable || turn.reactedThisRound === true)
      return refuse('the Reaction is already used this round')
    return { ok: true, ap: 0, usesReaction: true, usesMoveAction: false }
  }
  if (!state.ownTurn) return refuse('actions are taken on your own turn')

  const cost = choice.useAltCost === true && def.altCost ? def.altCost : def.cost
  // Stand up is no movement, even paid with the Move Action: a being that cannot move still stands.
  // No speed stored is the default 6 m, so a Down or Hamstrung being still moves at half of it.
  if (def.movement && movementSpeed(state.speed ?? DEFAULT_SPEED_METRES, conditions) === 0) {
    return refuse('cannot move')
  }
  if (def.id === 'dash' && turn.dashed) return refuse('Dash is 1/round')
  if (def.id === 'quick-step' && turn.quickStepped) return refuse('Quick-step is 1/round')
  if (cost.kind === 'move-action' && turn.moveActionsUsed >= (turn.dashed ? 2 : 1)) {
    return refuse('no Move Action left (Dash grants a second)')
  }
  if (cost.kind === 'free' && turn.freeActionsUsed.includes(actionId)) {
    return refuse('each Free Action once per turn')
  }

  let ap = apOf(cost, choice)
  if (cost.kind === 'held') {
    if (turn.held) return refuse('an action is already held')
    const heldId = choice.heldActionId
    if (heldId === undefined || heldId === 'held-action') return refuse('name the action to hold')
    const heldDef = ACTIONS[heldId]
    if (heldDef.cost.kind !== 'ap') return refuse(`${heldDef.name} cannot be held: it costs no AP`)
    const cannotReact = forbidding(conditions, 'react')
    if (cannotReact) return refuse(`${cannotReact}: cannot take Reactions, so cannot hold`)
    ap = apOf(heldDef.cost, choice)
  }
  const left = apPerTurn(state) - turn.apSpent
  if (ap > left) return refuse(`needs ${ap} AP, ${left} left`)
  return { ok: true, ap, usesReaction: false, usesMoveAction: cost.kind === 'move-action' }
}

/** Take an action: the turn state after paying for it, or the reason it is refused (Actions & Action Economy). */
export function takeAction(
  state: ActorState,
  actionId: ActionId,
  choice: ActionChoice = {},
):
  | { readonly ok: true; readonly turn: TurnState }
  | { readonly ok: false; readonly reason: string } {
  const check = canTakeAction(state, actionId, choice)
  if (!check.ok) return check
  const t = state.turn
  const cost = ACTIONS[actionId].cost
  const heldId = choice.heldActionId
  return {
    ok: true,
    turn: {
      ...t,
      apSpent: t.apSpent + check.ap,
      moveActionsUsed: t.moveActionsUsed + (check.usesMoveAction ? 1 : 0),
      reactionAvailable: check.usesReaction ? false : t.reactionAvailable,
      ...(check.usesReaction ? { reactedThisRound: true } : {}),
      dashed: t.dashed || actionId === 'dash',
      quickStepped: t.quickStepped || actionId === 'quick-step',
      disengaged: t.disengaged || actionId === 'disengage',
      freeActionsUsed: cost.kind === 'free' ? [...t.freeActionsUsed, actionId] : t.freeActionsUsed,
      ...(actionId === 'held-action' && heldId !== undefined
        ? { held: { actionId: heldId, ap: check.ap } }
        : {}),
    },
  }
}

/** Trigger a held action as the Reaction (paid already); refused without a Reaction (Held Actions). */
export function triggerHeldAction(
  state: ActorState,
):
  | { readonly ok: true; readonly turn: TurnState; readonly actionId: ActionId }
  | { readonly ok: false; readonly reason: string } {
  const held = state.turn.held
  if (!held) return { ok: false, reason: 'no action is held' }
  const cannot = forbidding(state.conditions, 'act') ?? forbidding(state.conditions, 'react')
  if (cannot) return { ok: false, reason: `${cannot}: cannot take Reactions` }
  if (!state.turn.reactionAvailable || state.turn.reactedThisRound === true)
    return { ok: false, reason: 'the Reaction is already used this round' }
  const { held: _used, ...rest } = state.turn
  return {
    ok: true,
    actionId: held.actionId,
    turn: { ...rest, reactionAvailable: false, reactedThisRound: true },
  }
}

/** Opportunity Attack trigger: a voluntary move of 2 m or more within reach, not by Quick-step or after Disengage (Combat Actions). */
export function opportunityAttackProvoked(move: {
  readonly voluntary: boolean
  readonly metresWithinReach: number
  readonly quickStep?: boolean
  readonly disengaged?: boolean
}): boolean {
  if (!move.voluntary || move.quickStep === true || move.disengaged === true) return false
  return move.metresWithinReach >= 2
}

/** A timed condition an action applies, as an instance with its expiry (Shove, Flash Shot, Defensive Stance). */
export function actionConditionExpiry(
  until: ActionUntil,
  ids: { readonly actorId: string; readonly targetId?: string },
  round: number,
): NonNullable<ConditionInstance['expires']> {
  const beingId = until.of === 'actor' ? ids.actorId : (ids.targetId ?? ids.actorId)
  return until.next === true
    ? { at: until.at, beingId, afterRound: round }
    : { at: until.at, beingId }
}
