import { inchesText } from '../../../geometry/gridless'
import type { RollOutcome } from '../../ruleset'

/** How BW shows inches to the GM: the board's ½" rounding (6½"), with a true minus sign. */
export function formatInches(inches: number): string {
  return inchesText(inches).replace('-', '−')
}

/** A signed modifier for a GM's line: +2, −1, 0. */
export function formatSigned(n: number): string {
  if (n > 0) return `+${n}`
  if (n < 0) return `−${-n}`
  return '0'
}

/**
 * A roll whose name, total and outcome the players may read when the GM shows it on the table.
 * BrikWars plays with every stat open on the table (no hidden numbers), so these lines hold
 * nothing secret; the GM's detail line still stays with the GM.
 */
export function openRoll(o: Omit<RollOutcome, 'public'>): RollOutcome {
  return { ...o, public: { what: o.what, total: o.total, outcome: o.outcome } }
}
