/**
 * The readers a sheet's fields are built from, with refusals that name the field the way the sheet
 * shows it ("HP must be at most 999, not 1200"). Every ruleset's sheet schema uses them, so the
 * library speaks one way whichever game the campaign plays.
 */
import { z } from 'zod'

/**
 * A whole number in [min, max]. `range`: a fraction is refused by naming the whole range ("Level
 * must be a whole number from 1 to 20, not 2.5"), for fields a GM fills from a short scale.
 */
export function sheetInt(label: string, min: number, max: number, words?: { range: true }) {
  const whole = words?.range
    ? `${label} must be a whole number from ${min} to ${max}`
    : `${label} must be a whole number`
  return z
    .number({ error: `${label} must be a number` })
    .int({ error: (i) => `${whole}, not ${String(i.input)}` })
    .min(min, { error: (i) => `${label} must be at least ${min}, not ${String(i.input)}` })
    .max(max, { error: (i) => `${label} must be at most ${max}, not ${String(i.input)}` })
}

/**
 * Text of `min` to `max` characters. A text too short or too long is read no further, so what is
 * said of its contents (not dice, a reserved name) never follows "must not be empty".
 */
export function sheetText(label: string, max: number, min = 0) {
  return z
    .string({ error: `${label} must be text` })
    .min(min, { error: `${label} must not be empty`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
}

/**
 * A sheet's id: a key of the library's records, so never `__proto__` (a record keyed by it would
 * lose the sheet when read back).
 */
export const SheetIdSchema = sheetText('Id', 100, 1).refine(
  (s) => s !== '__proto__',
  'the id "__proto__" is reserved',
)
