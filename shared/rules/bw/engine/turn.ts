/**
 * BW turn bookkeeping (F-BW-3, BW-Q3/Q4/Q8): what a token's state keeps from one turn to the
 * next. A unit moves and then acts in its own turn; Opportunity Fire comes outside it.
 */
import type { Dice } from '../../../dice'
import { endOfTurnEffort, type BwTurnEndEffort } from './effort'
import type { BwState } from './model'
import type { BwOptions } from './options'

/**
 * F-BW-3, BW-01/Q3/Q4: the end of a unit's own turn: the Extra Effort roll (effort.ts), then
 * this turn's movement becomes "last turn" (for the stationary and moving-target modifiers) and
 * the per-turn marks clear.
 */
export function bwTurnEnd(
  dice: Dice,
  state: BwState,
  options: Pick<BwOptions, 'exhaustionRecovery'>,
): BwTurnEndEffort<BwState> {
  const effort = endOfTurnEffort(dice, state, options)
  return {
    ...effort,
    state: {
      ...effort.state,
      movedLastTurnIn: state.movedThisTurnIn,
      movedThisTurnIn: 0,
      changedPosition: false,
      actedThisTurn: false,
    },
  }
}

/** BW-18 / BW-Q3: a target is stationary when it did not move on its most recent turn. */
export function isStationary(state: Pick<BwState, 'movedLastTurnIn'>): boolean {
  return state.movedLastTurnIn === 0
}

/**
 * BW-25 / BW-Q8: throw, in the GM's words, unless this unit may fire out of turn now: it has not
 * taken its action and has not already fired out of turn in this window.
 */
export function checkOpportunityFire(
  name: string,
  state: Pick<BwState, 'destroyed' | 'statuses' | 'actedThisTurn' | 'oppFireUsed'>,
): void {
  if (state.destroyed) throw new Error(`${name} is destroyed`)
  const out = state.statuses.find((s) => s === 'stunned' || s === 'unconscious')
  if (out)
    throw new Error(`${name} is ${out === 'stunned' ? 'Stunned' : 'Unconscious'} and cannot fire`)
  if (state.actedThisTurn) throw new Error(`${name} has already used its action`)
  if (state.oppFireUsed) throw new Error(`${name} has already fired out of turn`)
}

/**
 * BW-Q8: does Opportunity Fire come back at this moment: at the start of every enemy turn
 * (`oncePerEnemyTurn`), or only at the start of a round (`oncePerRound`).
 */
export function oppFireResets(
  moment: 'enemyTurnStart' | 'roundStart',
  options: Pick<BwOptions, 'oppFire'>,
): boolean {
  return moment === 'roundStart' || options.oppFire === 'oncePerEnemyTurn'
}
