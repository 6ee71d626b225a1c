/**
 * Zealots of Zaldar turn-start steps and recovery (OTHER-SYSTEMS.md B.5, ZZ-08, ZZ-52, ZZ-55,
 * ZZ-Q29, ZZ-Q33, ZZ-Q35; seed 003, the Recovery ("Attempt to regain composure"), Defend and
 * Stop-Drop-Roll actions). `zzAtTurnStart` runs, in order: the Defend bonus expiry, fire damage,
 * the Recovery Roll, and returns the new state, the turn's ledger and log lines for the GM.
 */
import type { Dice } from '../../../dice'
import { zzTurnStart, type ZzLedger } from './economy'
import type { ZzFigure, ZzOrientation, ZzState } from './model'
import type { ZzOptions } from './options'
import { zzOrientationAfter, zzSetHp, zzWithoutStatus } from './status'

/** ZZ-52, ZZ-Q33: a Down figure's d20 Recovery Roll: ≥ Recovery → 1 HP and no longer Down (nor lying). */
export function zzRecoveryRoll(
  figure: Pick<ZzFigure, 'name' | 'recovery'>,
  state: ZzState,
  dice: Dice,
): { state: ZzState; roll: number; recovered: boolean; line: string } {
  if (!state.statuses.includes('down')) throw new Error(`${figure.name} is not Down.`)
  const roll = dice.roll(20)
  if (roll < figure.recovery) {
    return {
      state,
      roll,
      recovered: false,
      line: `${figure.name} rolls ${roll} for Recovery (needs ${figure.recovery}): still Down.`,
    }
  }
  const statuses = zzWithoutStatus(zzWithoutStatus(state.statuses, 'down'), 'tripped')
  return {
    state: { ...state, hp: 1, statuses },
    roll,
    recovered: true,
    line: `${figure.name} rolls ${roll} for Recovery (needs ${figure.recovery}): back on its feet with 1 HP and a full turn.`,
  }
}

/** Roll dice like "1d4" or "2d6+1" (the `onFireDamage` form, already checked by the options). */
function rollSimple(dice: Dice, text: string): { total: number; rolls: number[] } {
  const m = /^(\d+)d(\d+)([+-]\d+)?$/.exec(text)
  if (!m) throw new Error(`Fire damage must be dice like 1d4, not "${text}".`)
  const rolls = Array.from({ length: Number(m[1]) }, () => dice.roll(Number(m[2])))
  return { rolls, total: rolls.reduce((a, b) => a + b, 0) + Number(m[3] ?? 0) }
}

/** ZZ-55, ZZ-Q29 (`onFireDamage`): a burning figure's damage at the start of its turn (never negative); it may go Down. */
export function zzFireDamage(
  figure: Pick<ZzFigure, 'name'>,
  state: ZzState,
  options: Pick<ZzOptions, 'onFireDamage' | 'downAt' | 'deathAtNegMax'>,
  dice: Dice,
): { state: ZzState; damage: number; line: string } {
  const { total } = rollSimple(dice, options.onFireDamage)
  const damage = Math.max(0, total)
  const set = zzSetHp(state, state.hp - damage, options)
  const after = set.became ? ` and is ${set.became === 'dead' ? 'dead' : 'Down'}` : ''
  return {
    state: set.state,
    damage,
    line: `${figure.name} burns for ${damage} (HP ${set.state.hp})${after}.`,
  }
}

/**
 * ZZ-31/55, ZZ-Q29 (`sdrDifficulty`): the Stop, Drop & Roll check, d12 + DEX ≥ the Difficulty puts
 * the fire out; either way the figurine lies face-down. (The action's cost is `zzStopDropRollAction`.)
 */
export function zzStopDropRollCheck(
  figure: Pick<ZzFigure, 'name' | 'dex'>,
  state: ZzState,
  options: Pick<ZzOptions, 'sdrDifficulty'>,
  dice: Dice,
): {
  state: ZzState
  roll: number
  total: number
  extinguished: boolean
  orientation: ZzOrientation
  line: string
} {
  const roll = dice.roll(12)
  const total = roll + figure.dex
  const extinguished = total >= options.sdrDifficulty
  const statuses = extinguished ? zzWithoutStatus(state.statuses, 'onFire') : [...state.statuses]
  return {
    state: { ...state, statuses },
    roll,
    total,
    extinguished,
    orientation: zzOrientationAfter('stopDropRoll'),
    line: `${figure.name} rolls ${roll} + DEX ${figure.dex} = ${total} against ${options.sdrDifficulty}: ${extinguished ? 'the fire is out' : 'still On Fire'}.`,
  }
}

/**
 * ZZ-Q35 (`unconsciousWake`): an Unconscious figure wakes with 1 HP at the end of the encounter
 * (when the table plays that), or whenever Zaldar calls it; otherwise nothing changes.
 */
export function zzWake(
  state: ZzState,
  when: 'encounterEnd' | 'zaldar',
  options: Pick<ZzOptions, 'unconsciousWake'>,
): ZzState {
  if (!state.statuses.includes('unconscious')) return state
  if (when === 'encounterEnd' && options.unconsciousWake !== 'endOfEncounter') return state
  const statuses = zzWithoutStatus(zzWithoutStatus(state.statuses, 'unconscious'), 'down')
  return { ...state, hp: Math.max(1, state.hp), statuses }
}

/** What the start of a turn did. */
export interface ZzTurnStartResult {
  state: ZzState
  ledger: ZzLedger
  log: string[]
  /** How the figurine now lies, when it changed. */
  orientation?: ZzOrientation
}

/**
 * ZZ-08, ZZ-55, ZZ-52, ZZ-Q33, ZZ-Q35: the start of a figure's turn, in order: its Defend bonus
 * expires, fire burns it, then a figure that was already Down rolls for Recovery (a figure that
 * the fire has just put Down rolls next turn); Unconscious and dead figures roll nothing and act
 * not at all.
 */
export function zzAtTurnStart(
  figure: Pick<ZzFigure, 'name' | 'recovery' | 'move'>,
  state: ZzState,
  options: ZzOptions,
  dice: Dice,
): ZzTurnStartResult {
  const log: string[] = []
  let next: ZzState = state
  let orientation: ZzOrientation | undefined
  if (next.defendBonus !== 0) {
    log.push(`${figure.name}'s Defend bonus of +${next.defendBonus} expires.`)
    next = { ...next, defendBonus: 0 }
  }
  if (next.statuses.includes('dead')) {
    return { state: next, ledger: zzTurnStart(figure, next, options), log }
  }
  const wasDown = next.statuses.includes('down')
  if (next.statuses.includes('onFire')) {
    const fire = zzFireDamage(figure, next, options, dice)
    next = fire.state
    log.push(fire.line)
    if (next.statuses.includes('down') && !wasDown) orientation = zzOrientationAfter('down')
    if (next.statuses.includes('dead')) orientation = 'back'
  }
  if (wasDown && next.statuses.includes('down') && !next.statuses.includes('unconscious')) {
    const rec = zzRecoveryRoll(figure, next, dice)
    next = rec.state
    log.push(rec.line)
    if (rec.recovered) orientation = zzOrientationAfter('recovered')
  }
  const result: ZzTurnStartResult = { state: next, ledger: zzTurnStart(figure, next, options), log }
  if (orientation) result.orientation = orientation
  return result
}
