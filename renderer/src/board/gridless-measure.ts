/**
 * Measuring on a gridless table (issue 18, C.7): point to point in inches ("6½\""), and from a
 * unit to a unit the nearest-point distance between their bases ("6\" between bases", BW-31).
 */
import { baseToBase, distance, inchesText, pointToBase } from '../../../shared/geometry/gridless'
import type { Hex } from '../../../shared/geometry/hex'
import type { Base } from '../../../shared/model'
import { DEFAULT_BASE } from './gridless-token'

/** A lattice point in inches. */
const inch = (h: Hex) => ({ x: h.q / 2, y: h.r / 2 })

interface OnTable {
  hex: Hex
  base?: Base | undefined
}

/** The unit whose base covers lattice point `h` (the one nearest its centre), or null. */
export function unitAt<T extends OnTable>(tokens: readonly T[], h: Hex): T | null {
  const p = inch(h)
  let best: T | null = null
  let bestD = Infinity
  for (const t of tokens) {
    const placed = { at: inch(t.hex), base: t.base ?? DEFAULT_BASE }
    if (pointToBase(p, placed) > 0) continue
    const d = distance(p, placed.at)
    if (d < bestD) {
      best = t
      bestD = d
    }
  }
  return best
}

/**
 * What the ruler reads from `start` to `end`: the straight distance, and when both ends are on
 * (different) units, the distance between their bases too.
 */
export function gridlessRulerText(start: Hex, end: Hex, tokens: readonly OnTable[]): string {
  const straight = inchesText(distance(inch(start), inch(end)))
  const a = unitAt(tokens, start)
  const b = unitAt(tokens, end)
  if (!a || !b || a === b) return straight
  const gap = baseToBase(
    { at: inch(a.hex), base: a.base ?? DEFAULT_BASE },
    { at: inch(b.hex), base: b.base ?? DEFAULT_BASE },
  )
  return `${inchesText(gap)} between bases (${straight} point to point)`
}
