/**
 * Segment and polygon primitives for the gridless board (C.7): exact, in inches, no sampling.
 * A polygon is closed (its last point joins its first); touching its outline counts as meeting it.
 */
import type { Pt } from './types'

const EPS = 1e-9

/** The distance from point (px, py) to the segment (ax, ay)-(bx, by). */
export function pointSegmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax
  const dy = by - ay
  const len2 = dx * dx + dy * dy
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0
  if (t < 0) t = 0
  else if (t > 1) t = 1
  const ex = ax + t * dx - px
  const ey = ay + t * dy - py
  return Math.sqrt(ex * ex + ey * ey)
}

/** Whether `p` lies inside the closed polygon or on its outline. */
export function pointInPolygon(p: Pt, poly: readonly Pt[]): boolean {
  const n = poly.length
  if (n === 0) return false
  let inside = false
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[i] as Pt
    const b = poly[j] as Pt
    if (pointSegmentDistance(p.x, p.y, a.x, a.y, b.x, b.y) <= EPS) return true
    if (a.y > p.y !== b.y > p.y) {
      const x = a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y)
      if (p.x < x) inside = !inside
    }
  }
  return inside
}

/**
 * Where the segment a→b first meets the segment c→d, as the fraction t in [0, 1] along a→b, or
 * null when they do not meet. Collinear overlapping segments meet where the overlap starts.
 */
export function segmentHitT(a: Pt, b: Pt, c: Pt, d: Pt): number | null {
  const rx = b.x - a.x
  const ry = b.y - a.y
  const sx = d.x - c.x
  const sy = d.y - c.y
  const qpx = c.x - a.x
  const qpy = c.y - a.y
  const denom = rx * sy - ry * sx
  const scale = Math.max(1, Math.abs(rx) + Math.abs(ry)) * Math.max(1, Math.abs(sx) + Math.abs(sy))
  if (Math.abs(denom) <= EPS * scale) {
    // Parallel: they meet only when collinear and overlapping.
    if (Math.abs(qpx * ry - qpy * rx) > EPS * scale) return null
    const rr = rx * rx + ry * ry
    if (rr === 0) {
      return pointSegmentDistance(a.x, a.y, c.x, c.y, d.x, d.y) <= EPS ? 0 : null
    }
    const t0 = (qpx * rx + qpy * ry) / rr
    const t1 = t0 + (sx * rx + sy * ry) / rr
    const lo = Math.max(0, Math.min(t0, t1))
    const hi = Math.min(1, Math.max(t0, t1))
    return lo <= hi + EPS ? lo : null
  }
  const t = (qpx * sy - qpy * sx) / denom
  const u = (qpx * ry - qpy * rx) / denom
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return null
  return Math.min(1, Math.max(0, t))
}

/**
 * Where the segment a→b first touches the closed polygon, as the fraction t in [0, 1] along it
 * (0 when a is already inside), or null when it never does.
 */
export function segmentPolygonT(a: Pt, b: Pt, poly: readonly Pt[]): number | null {
  if (pointInPolygon(a, poly)) return 0
  let best: number | null = null
  const n = poly.length
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const t = segmentHitT(a, b, poly[j] as Pt, poly[i] as Pt)
    if (t !== null && (best === null || t < best)) best = t
  }
  return best
}

/** The length of the segment from a to b, in inches. */
export function distance(a: Pt, b: Pt): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  return Math.sqrt(dx * dx + dy * dy)
}
