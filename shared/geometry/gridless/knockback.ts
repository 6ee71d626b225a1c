/**
 * Knockback on the gridless board (C.7 "knockback vectors"): a unit hit by an explosion is thrown
 * straight away from the blast ("Explosion (Area Affect) Damage"), and a wall stops it.
 */
import { distance, pointInPolygon, pointSegmentDistance, segmentPolygonT } from './polygon'
import { snapHalfInch } from './path'
import type { Obstacle, Pt } from './types'

/** How far short of an obstacle a knocked-back unit stops, in inches. */
export const KNOCKBACK_STOP_GAP = 1 / 64

export interface KnockbackResult {
  /** Where the unit's centre lands, exactly. */
  at: Pt
  /**
   * Where it lands on the board's ½" lattice: the lattice point nearest `at` that is no farther
   * from the start than the inches asked and reached without meeting an obstacle (the start
   * itself if no such point is near).
   */
  snapped: Pt
  /** Inches travelled to `at`. */
  distance: number
  /** The obstacle that stopped it short, if one did. */
  blockedBy?: string
}

/** The least distance from `p` to a polygon's outline. */
function toOutline(p: Pt, poly: readonly Pt[]): number {
  let best = Infinity
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Pt
    const b = poly[i] as Pt
    best = Math.min(best, pointSegmentDistance(p.x, p.y, a.x, a.y, b.x, b.y))
  }
  return best
}

/**
 * The first distance s in [0, len] at which a circle of radius r moving from `a` along the unit
 * vector u comes within r of the segment c–d (a ray against the segment's capsule), or Infinity.
 */
function sweepEdge(a: Pt, ux: number, uy: number, len: number, r: number, c: Pt, d: Pt): number {
  let best = Infinity
  for (const p of [c, d]) {
    const b = ux * (a.x - p.x) + uy * (a.y - p.y)
    const k = (a.x - p.x) ** 2 + (a.y - p.y) ** 2 - r * r
    const disc = b * b - k
    if (disc >= 0) {
      const s = -b - Math.sqrt(disc)
      if (s >= 0 && s <= len) best = Math.min(best, s)
    }
  }
  const el = distance(c, d)
  if (el > 0) {
    const ex = (d.x - c.x) / el
    const ey = (d.y - c.y) / el
    const un = ux * -ey + uy * ex
    if (un !== 0) {
      const h0 = (a.x - c.x) * -ey + (a.y - c.y) * ex
      for (const side of [r, -r]) {
        const s = (side - h0) / un
        const along = (a.x - c.x) * ex + (a.y - c.y) * ey + s * (ux * ex + uy * ey)
        if (s >= 0 && s <= len && along >= 0 && along <= el) best = Math.min(best, s)
      }
    }
  }
  return best
}

/** How far from `from` towards `to` a base of radius r first meets an obstacle, and which. */
function firstContact(
  from: Pt,
  to: Pt,
  r: number,
  obstacles: readonly Obstacle[],
): { at: number; id: string } | null {
  const len = distance(from, to)
  let hit: { at: number; id: string } | null = null
  for (const o of obstacles) {
    let at = Infinity
    if (r === 0) {
      const t = segmentPolygonT(from, to, o.points)
      if (t !== null) at = t * len
    } else if (len > 0) {
      const ux = (to.x - from.x) / len
      const uy = (to.y - from.y) / len
      const n = o.points.length
      for (let i = 0, j = n - 1; i < n; j = i++) {
        at = Math.min(at, sweepEdge(from, ux, uy, len, r, o.points[j] as Pt, o.points[i] as Pt))
      }
    }
    if (at !== Infinity && (hit === null || at < hit.at)) hit = { at, id: o.id }
  }
  return hit
}

/**
 * BW-32 / BW-Q14: a unit at `unitAt` knocked back `inches` (1" per die of explosion damage)
 * straight away from the blast `centre`; a unit exactly on the centre is thrown north (up the
 * board, towards y = 0), the one direction the table can check by eye. It stops
 * {@link KNOCKBACK_STOP_GAP} short of the first obstacle it would enter (collision damage is not
 * in the rules). `clearance` is the unit's radius in inches (0: its centre alone), so its base
 * stops at the wall rather than its centre; an obstacle it already stands in or touches does
 * not stop it.
 */
export function knockback(
  centre: Pt,
  unitAt: Pt,
  inches: number,
  obstacles: readonly Obstacle[],
  clearance = 0,
): KnockbackResult {
  const want = Math.max(0, inches)
  const r = Math.max(0, clearance)
  const d = distance(centre, unitAt)
  const ux = d === 0 ? 0 : (unitAt.x - centre.x) / d
  const uy = d === 0 ? -1 : (unitAt.y - centre.y) / d
  const end = { x: unitAt.x + ux * want, y: unitAt.y + uy * want }
  const walls = obstacles.filter(
    (o) => !pointInPolygon(unitAt, o.points) && toOutline(unitAt, o.points) > r,
  )
  const hit = want > 0 ? firstContact(unitAt, end, r, walls) : null
  const travelled = hit === null ? want : Math.max(0, hit.at - KNOCKBACK_STOP_GAP)
  const at = { x: unitAt.x + ux * travelled, y: unitAt.y + uy * travelled }
  const out: KnockbackResult = {
    at,
    snapped: snapLanding(at, unitAt, want, r, walls),
    distance: travelled,
  }
  if (hit !== null) out.blockedBy = hit.id
  return out
}

/** The lattice point nearest `at`, within `inches` of the start and reached without a contact. */
function snapLanding(at: Pt, from: Pt, inches: number, r: number, walls: readonly Obstacle[]): Pt {
  const s = snapHalfInch(at)
  const candidates: Pt[] = []
  for (let i = -1; i <= 1; i++) {
    for (let j = -1; j <= 1; j++) candidates.push({ x: s.x + i / 2, y: s.y + j / 2 })
  }
  candidates.sort((p, q) => distance(p, at) - distance(q, at))
  for (const c of candidates) {
    if (distance(c, from) > inches + 1e-9) continue
    if (firstContact(from, c, r, walls) === null) return c
  }
  return { x: from.x, y: from.y }
}
