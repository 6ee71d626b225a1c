/**
 * BW mass (OTHER-SYSTEMS.md C.2, BW-15/16, BW-Q33/34; seed 004 "Determining Mass"): the blox an
 * object weighs, from its Armor Rating and its footprint in dots.
 */
import type { BwOptions } from './options'

/** ⌈a/b⌉ for whole numbers without floating-point surprises. */
function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b)
}

/**
 * BW-15/16, BW-Q33: blox of an object. Equipment with no appreciable mass weighs 0. Small objects
 * weigh ⌈AR ÷ 5⌉; from 10 dots of footprint, ⌈Area × AR ÷ 100⌉ (`text`), or the larger of the two
 * (`maxOfBoth`).
 */
export function massBlox(
  o: { armorRating: number; areaDots: number; appreciable?: boolean },
  options: Pick<BwOptions, 'massFormula'>,
): number {
  if (o.appreciable === false) return 0
  const ar = Math.max(0, Math.ceil(o.armorRating))
  const area = Math.max(0, Math.ceil(o.areaDots))
  const small = ceilDiv(ar, 5)
  if (area < 10) return small
  const large = ceilDiv(area * ar, 100)
  return options.massFormula === 'maxOfBoth' ? Math.max(small, large) : large
}
