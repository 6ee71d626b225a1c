/**
 * Bases on the gridless board (C.7 "nearest-point distance to irregular models"): outlines and
 * exact edge-to-edge distances for round and rectangular bases, in inches.
 */
import { pointSegmentDistance } from './polygon'
import type { Base, Placed, Pt } from './types'

const DEG = Math.PI / 180

/** BW-35 "in physical contact": bases this close (inches) or closer touch. */
export const CONTACT_EPS = 1 / 64

/**
 * The distance from (px, py) to a base centred at (cx, cy): 0 inside. Allocates nothing, for the
 * band scans (BW-31, BW-35) that run over every unit on the board.
 */
export function pointToBaseXY(px: number, py: number, cx: number, cy: number, base: Base): number {
  const dx = px - cx
  const dy = py - cy
  if (base.shape === 'round') {
    return Math.max(0, Math.sqrt(dx * dx + dy * dy) - base.diameter / 2)
  }
  // Into the rectangle's own frame: turn back by its clockwise angle.
  const c = Math.cos(base.angle * DEG)
  const s = Math.sin(base.angle * DEG)
  const lx = Math.abs(dx * c + dy * s) - base.width / 2
  const ly = Math.abs(-dx * s + dy * c) - base.depth / 2
  const ox = lx > 0 ? lx : 0
  const oy = ly > 0 ? ly : 0
  return Math.sqrt(ox * ox + oy * oy)
}

/** BW-31 / BW-Q12: the nearest-point distance from `p` to a placed base, in inches (0 inside). */
export function pointToBase(p: Pt, placed: Placed): number {
  return pointToBaseXY(p.x, p.y, placed.at.x, placed.at.y, placed.base)
}

/** The four corners of a rectangular base, clockwise from the top-left at angle 0. */
export function rectCorners(
  at: Pt,
  base: { width: number; depth: number; angle: number },
): [Pt, Pt, Pt, Pt] {
  const c = Math.cos(base.angle * DEG)
  const s = Math.sin(base.angle * DEG)
  const hw = base.width / 2
  const hd = base.depth / 2
  const corner = (lx: number, ly: number): Pt => ({
    x: at.x + lx * c - ly * s,
    y: at.y + lx * s + ly * c,
  })
  return [corner(-hw, -hd), corner(hw, -hd), corner(hw, hd), corner(-hw, hd)]
}

/**
 * A base's outline as a polygon, for drawing and sampling: a rectangle's four corners, or a
 * circle as `segments` points on it (clockwise from the east).
 */
export function baseOutline(placed: Placed, segments = 32): Pt[] {
  const { at, base } = placed
  if (base.shape === 'rect') return rectCorners(at, base)
  const r = base.diameter / 2
  const out: Pt[] = []
  for (let i = 0; i < segments; i++) {
    const a = (2 * Math.PI * i) / segments
    out.push({ x: at.x + r * Math.cos(a), y: at.y + r * Math.sin(a) })
  }
  return out
}

/** The radius of the smallest circle about the centre that holds the base. */
export function baseReach(base: Base): number {
  return base.shape === 'round' ? base.diameter / 2 : Math.hypot(base.width, base.depth) / 2
}

/** Whether two convex quadrilaterals overlap or touch (separating axes). */
function rectsOverlap(a: readonly Pt[], b: readonly Pt[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i] as Pt
      const q = poly[(i + 1) % poly.length] as Pt
      const nx = q.y - p.y
      const ny = p.x - q.x
      let minA = Infinity
      let maxA = -Infinity
      let minB = Infinity
      let maxB = -Infinity
      for (const v of a) {
        const d = v.x * nx + v.y * ny
        if (d < minA) minA = d
        if (d > maxA) maxA = d
      }
      for (const v of b) {
        const d = v.x * nx + v.y * ny
        if (d < minB) minB = d
        if (d > maxB) maxB = d
      }
      const slack = 1e-12 * Math.max(1, Math.abs(minA), Math.abs(maxB))
      if (maxA < minB - slack || maxB < minA - slack) return false
    }
  }
  return true
}

/** The least distance from a point to a polygon's edges. */
function pointToEdges(p: Pt, poly: readonly Pt[]): number {
  let best = Infinity
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Pt
    const b = poly[i] as Pt
    const d = pointSegmentDistance(p.x, p.y, a.x, a.y, b.x, b.y)
    if (d < best) best = d
  }
  return best
}

/**
 * BW-35 / BW-Q12: the edge-to-edge distance between two bases (nearest point to nearest point),
 * 0 when they touch or overlap. Exact for circles and rectangles.
 */
export function baseToBase(a: Placed, b: Placed): number {
  if (a.base.shape === 'round') {
    return Math.max(0, pointToBase(a.at, b) - a.base.diameter / 2)
  }
  if (b.base.shape === 'round') {
    return Math.max(0, pointToBase(b.at, a) - b.base.diameter / 2)
  }
  const ca = rectCorners(a.at, a.base)
  const cb = rectCorners(b.at, b.base)
  if (rectsOverlap(ca, cb)) return 0
  // Apart, two convex polygons are nearest at a corner of one against an edge of the other.
  let best = Infinity
  for (const p of ca) best = Math.min(best, pointToEdges(p, cb))
  for (const p of cb) best = Math.min(best, pointToEdges(p, ca))
  return best
}

/** BW-35 "in physical contact": the bases touch or overlap, within `eps` inches. */
export function basesTouch(a: Placed, b: Placed, eps = CONTACT_EPS): boolean {
  return baseToBase(a, b) <= eps
}
