/**
 * Measuring on a gridless table (C.7): point to point in inches ("6½\""), and from a unit to a unit
 * the nearest-point distance between their bases ("6\" between bases", BW-31).
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

/**
 * The fog brush on a gridless table: every ½" cell whose centre lies within `radiusInches` of the
 * clicked cell's (a disc, C.7), on the table. Radius 0 is the one cell.
 */
export function gridlessBrush(
  centre: Hex,
  radiusInches: number,
  cols: number,
  rows: number,
): string[] {
  const reach = Math.max(0, Math.round(radiusInches * 2))
  const out: string[] = []
  for (let r = Math.max(0, centre.r - reach); r <= Math.min(rows - 1, centre.r + reach); r++) {
    for (let q = Math.max(0, centre.q - reach); q <= Math.min(cols - 1, centre.q + reach); q++) {
      const dq = q - centre.q
      const dr = r - centre.r
      if (dq * dq + dr * dr <= reach * reach) out.push(`${q},${r}`)
    }
  }
  return out
}
