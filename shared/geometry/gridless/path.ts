/**
 * Paths and measures on the gridless board (C.7: point-to-point distance, path length for
 * movement, ½" precision), and the one helper that shows an inch measure to the GM.
 */
import { distance, pointSegmentDistance } from './polygon'
import type { Pt } from './types'

/** C.7 / BW-Q4: the length of a movement path through `points`, in inches. */
export function pathLength(points: readonly Pt[]): number {
  let sum = 0
  for (let i = 1; i < points.length; i++) sum += distance(points[i - 1] as Pt, points[i] as Pt)
  return sum
}

/** BW-Q4 `displacement`: the straight-line distance from a to b, in inches. */
export function displacement(a: Pt, b: Pt): number {
  return distance(a, b)
}

/**
 * A pointer trail thinned by Douglas-Peucker: every dropped point lies within `tolerance` inches
 * of the kept line. The end points are always kept; the result is never longer than the input
 * (it keeps a subset of the points, and a straight cut is never longer than the detour).
 */
export function simplifyPath(points: readonly Pt[], tolerance: number): Pt[] {
  const n = points.length
  if (n <= 2) return points.map((p) => ({ x: p.x, y: p.y }))
  const keep = new Uint8Array(n)
  keep[0] = 1
  keep[n - 1] = 1
  // An explicit stack: a long trail would overflow recursion.
  const stack: number[] = [0, n - 1]
  while (stack.length > 0) {
    const last = stack.pop() as number
    const first = stack.pop() as number
    const a = points[first] as Pt
    const b = points[last] as Pt
    let worst = -1
    let worstAt = -1
    for (let i = first + 1; i < last; i++) {
      const p = points[i] as Pt
      const d = pointSegmentDistance(p.x, p.y, a.x, a.y, b.x, b.y)
      if (d > worst) {
        worst = d
        worstAt = i
      }
    }
    if (worstAt >= 0 && worst > tolerance) {
      keep[worstAt] = 1
      stack.push(first, worstAt, worstAt, last)
    }
  }
  const out: Pt[] = []
  for (let i = 0; i < n; i++) {
    const p = points[i] as Pt
    if (keep[i] === 1) out.push({ x: p.x, y: p.y })
  }
  return out
}

/** The ½" lattice the board stores positions on (C.7): the nearest lattice point to `p`. */
export function snapHalfInch(p: Pt): Pt {
  // `+ 0` turns a -0 from Math.round into 0.
  return { x: Math.round(p.x * 2) / 2 + 0, y: Math.round(p.y * 2) / 2 + 0 }
}

/**
 * An inch measure as the GM reads it, rounded to the nearest ½" (C.7): `6½"`, `½"`, `0"`, `-1½"`.
 * The one display helper for inches: use it everywhere a distance is shown.
 */
export function inchesText(inches: number): string {
  if (!Number.isFinite(inches)) return '?"'
  const halves = Math.round(Math.abs(inches) * 2)
  const sign = inches < 0 && halves > 0 ? '-' : ''
  const whole = Math.floor(halves / 2)
  const half = halves % 2 === 1
  if (whole === 0) return `${sign}${half ? '½' : '0'}"`
  return `${sign}${whole}${half ? '½' : ''}"`
}
