/**
 * BW Extra Effort and exhaustion (OTHER-SYSTEMS.md C.1 and C.5.1, BW-01/02, BW-Q31/32/35; seed 004
 * "Extra Effort"): who may put it forth, what it gives, the end-of-turn roll, and recovery.
 */
import type { Dice } from '../../../dice'
import { hasStatus, withStatus, type BwState, type BwUnitSheet } from './model'
import type { BwOptions } from './options'

type Unit = Pick<BwUnitSheet, 'name' | 'living'>
type EffortState = Pick<BwState, 'destroyed' | 'statuses' | 'extraEffort'>

/**
 * BW-01, BW-Q31/35: throw, in the GM's words, unless this unit may put forth Extra Effort now:
 * living (unless `bw.extraEffortEligible` all), not destroyed or Unconscious, once per turn.
 */
export function checkExtraEffort(
  unit: Unit,
  state: EffortState,
  options: Pick<BwOptions, 'extraEffortEligible'>,
): void {
  if (options.extraEffortEligible === 'living' && !unit.living) {
    throw new Error(`${unit.name} is not a living creature, so it cannot put forth Extra Effort`)
  }
  if (state.destroyed) throw new Error(`${unit.name} is destroyed`)
  if (hasStatus(state, 'unconscious')) throw new Error(`${unit.name} is Unconscious`)
  if (state.extraEffort !== null) {
    throw new Error(`${unit.name} has already put forth Extra Effort this turn`)
  }
}

/** What Extra Effort gives this turn. */
export interface BwEffortEffect {
  moveIn: number
  power: number
  /** BW-02: an exhausted unit acts as if it were not exhausted (and gains nothing else). */
  actsAsNotExhausted: boolean
}

/** BW-01/02, BW-Q32: +5" of Move or +1 Power; for an exhausted unit, acting normally instead. */
export function extraEffortEffect(
  state: Pick<BwState, 'statuses'>,
  kind: 'move' | 'power',
): BwEffortEffect {
  if (hasStatus(state, 'exhausted')) return { moveIn: 0, power: 0, actsAsNotExhausted: true }
  return kind === 'move'
    ? { moveIn: 5, power: 0, actsAsNotExhausted: false }
    : { moveIn: 0, power: 1, actsAsNotExhausted: false }
}

/** BW-01: the state after putting forth Extra Effort (checked first). */
export function putForthExtraEffort<S extends EffortState>(
  unit: Unit,
  state: S,
  kind: 'move' | 'power',
  options: Pick<BwOptions, 'extraEffortEligible'>,
): S {
  checkExtraEffort(unit, state, options)
  return { ...state, extraEffort: kind }
}

/** The end-of-turn outcome for one unit. */
export interface BwTurnEndEffort<S> {
  /** The d6 rolled, or null when nothing was rolled. */
  roll: number | null
  outcome: 'none' | 'fine' | 'exhausted' | 'stillExhausted' | 'unconscious' | 'recovered'
  state: S
}

/**
 * BW-01/02, BW-Q31, C.5.1: at the end of a unit's turn. After Extra Effort it rolls 1d6: rested,
 * 4 or lower leaves it Stunned from exhaustion; already exhausted, anything but a 6 knocks it
 * Unconscious. Without Extra Effort, an exhausted unit has now spent a full turn Stunned and
 * recovers (under `bw.exhaustionRecovery` oneTurn). The Extra Effort mark is cleared.
 */
export function endOfTurnEffort<S extends EffortState>(
  dice: Dice,
  state: S,
  options: Pick<BwOptions, 'exhaustionRecovery'>,
): BwTurnEndEffort<S> {
  const exhausted = hasStatus(state, 'exhausted')
  const done = { ...state, extraEffort: null }
  if (state.extraEffort === null) {
    if (exhausted && options.exhaustionRecovery === 'oneTurn') {
      const statuses = withStatus(withStatus(state.statuses, 'exhausted', false), 'stunned', false)
      return { roll: null, outcome: 'recovered', state: { ...done, statuses } }
    }
    return { roll: null, outcome: 'none', state: done }
  }
  const roll = dice.roll(6)
  if (exhausted) {
    if (roll === 6) return { roll, outcome: 'stillExhausted', state: done }
    const statuses = withStatus(state.statuses, 'unconscious', true)
    return { roll, outcome: 'unconscious', state: { ...done, statuses } }
  }
  if (roll <= 4) {
    const statuses = withStatus(withStatus(state.statuses, 'exhausted', true), 'stunned', true)
    return { roll, outcome: 'exhausted', state: { ...done, statuses } }
  }
  return { roll, outcome: 'fine', state: done }
}

/** BW-Q31 manual: the GM ends a unit's exhaustion (and the Stun that came with it). */
export function recoverExhaustion<S extends Pick<BwState, 'statuses'>>(state: S): S {
  return {
    ...state,
    statuses: withStatus(withStatus(state.statuses, 'exhausted', false), 'stunned', false),
  }
}
