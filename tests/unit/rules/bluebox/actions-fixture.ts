/** A being's turn as the action tests start from: a fresh turn, an actor on it, bare conditions. */
import {
  turnStateAtCombatStart,
  turnStateAtTurnStart,
  type ActorState,
  type TurnState,
} from '../../../../shared/rules/bluebox/engine/actions'
import type { ConditionInstance } from '../../../../shared/rules/bluebox/engine/conditions'

/** The first turn of a fight, just begun. */
export const fresh = (): TurnState => turnStateAtTurnStart(turnStateAtCombatStart())

/** A being on its own fresh turn at 6 m speed, with no conditions unless `over` says. */
export const actor = (over: Partial<ActorState> = {}): ActorState => ({
  conditions: [],
  turn: fresh(),
  ownTurn: true,
  speed: 6,
  ...over,
})

/** Conditions by id, with nothing else kept. */
export const cond = (...ids: ConditionInstance['id'][]): ConditionInstance[] =>
  ids.map((id) => ({ id }))
