/**
 * Sight and crossings on the gridless board (C.7 "line of sight and completely hidden", terrain
 * a movement path crosses): exact segment-against-polygon tests, in inches.
 */
import { distance, segmentPolygonT } from './polygon'
import { rectCorners } from './base'
import type { Area, Obstacle, Placed, Pt } from './types'

/** A minifig's eye height in brix: what blocks a minifig's view (BW-23). */
export const MINIFIG_EYE_BRIX = 4

export interface SightOptions {
  /** The viewer's eye height in brix; an obstacle at least this tall blocks. Default 4 (a minifig). */
  eyeBrix?: number
  /**
   * F-BW-5 `bw.brixPerInch` (3). Accepted for the table's scale; the sight test compares brix
   * with brix, and positions carry no elevation yet, so it does not change the answer today.
   */
  brixPerInch?: number
}

export interface SightResult {
  clear: boolean
  /** The ids of the obstacles that block, nearest the viewer first. */
  blockers: string[]
}

/** Whether the segment a–b meets the closed polygon (crosses it, touches it, or lies inside it). */
export function segmentHitsPolygon(a: Pt, b: Pt, poly: readonly Pt[]): boolean {
  return segmentPolygonT(a, b, poly) !== null
}

/** The obstacles at least `eyeBrix` tall that the segment a–b meets, nearest a first. */
function blockersOf(a: Pt, b: Pt, obstacles: readonly Obstacle[], eyeBrix: number): string[] {
  const hits: Array<{ id: string; t: number }> = []
  for (const o of obstacles) {
    if (o.heightBrix < eyeBrix) continue
    const t = segmentPolygonT(a, b, o.points)
    if (t !== null) hits.push({ id: o.id, t })
  }
  hits.sort((p, q) => p.t - q.t)
  return hits.map((h) => h.id)
}

/**
 * BW-23 / C.7: line of sight from one base to another, centre to centre. An obstacle blocks when
 * the line meets its outline and it is at least as tall as the viewer's eye (`eyeBrix`, 4).
 */
export function lineOfSight(
  from: Placed,
  to: Placed,
  obstacles: readonly Obstacle[],
  opts: SightOptions = {},
): SightResult {
  const blockers = blockersOf(from.at, to.at, obstacles, opts.eyeBrix ?? MINIFIG_EYE_BRIX)
  return { clear: blockers.length === 0, blockers }
}

/**
 * The points of the target's base a viewer at `eye` sees at the edges of its view: the two
 * tangent points of a round base, or the two corners of a rectangle at the widest angles.
 * Empty when the eye is on or inside the base.
 */
export function targetEdgePoints(eye: Pt, target: Placed): Pt[] {
  const { at, base } = target
  const d = distance(eye, at)
  if (base.shape === 'round') {
    const r = base.diameter / 2
    if (d <= r) return []
    const ux = (at.x - eye.x) / d
    const uy = (at.y - eye.y) / d
    const len = Math.sqrt(d * d - r * r)
    const sin = r / d
    const cos = len / d
    return [
      { x: eye.x + len * (ux * cos - uy * sin), y: eye.y + len * (ux * sin + uy * cos) },
      { x: eye.x + len * (ux * cos + uy * sin), y: eye.y + len * (-ux * sin + uy * cos) },
    ]
  }
  const corners = rectCorners(at, base)
  if (d === 0) return []
  const ux = (at.x - eye.x) / d
  const uy = (at.y - eye.y) / d
  let lo = corners[0]
  let hi = corners[0]
  let loA = Infinity
  let hiA = -Infinity
  for (const c of corners) {
    const vx = c.x - eye.x
    const vy = c.y - eye.y
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if (a < loA) [loA, lo] = [a, c]
    if (a > hiA) [hiA, hi] = [a, c]
  }
  // An eye inside the rectangle sees corners all around it.
  if (hiA - loA >= Math.PI) return []
  return [lo, hi]
}

/**
 * BW-23 "target completely hidden": every sight line from the viewer's centre (to the target's
 * centre and to the two edges of its base as the viewer sees them) is blocked.
 */
export function completelyHidden(
  from: Placed,
  to: Placed,
  obstacles: readonly Obstacle[],
  opts: SightOptions = {},
): boolean {
  const eyeBrix = opts.eyeBrix ?? MINIFIG_EYE_BRIX
  const edges = targetEdgePoints(from.at, to)
  if (edges.length === 0) return false
  for (const p of [to.at, ...edges]) {
    if (blockersOf(from.at, p, obstacles, eyeBrix).length === 0) return false
  }
  return true
}

/** An obstacle a movement path meets: its height, and how far along the path it is first met. */
export interface Crossing {
  id: string
  heightBrix: number
  /** Inches along the path to where it first meets the obstacle (0: it starts inside). */
  at: number
}

/** How far along `path` it first meets the polygon, in inches, or null if never. */
function firstContact(path: readonly Pt[], poly: readonly Pt[]): number | null {
  if (path.length === 1)
    return segmentPolygonT(path[0] as Pt, path[0] as Pt, poly) === null ? null : 0
  let walked = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Pt
    const b = path[i] as Pt
    const t = segmentPolygonT(a, b, poly)
    const len = distance(a, b)
    if (t !== null) return walked + t * len
    walked += len
  }
  return null
}

/**
 * BW-06 / BW-12 / BW-Q24: the obstacles a movement path crosses or touches, with their heights,
 * in the order the path meets them.
 */
export function obstaclesCrossed(path: readonly Pt[], obstacles: readonly Obstacle[]): Crossing[] {
  const out: Crossing[] = []
  for (const o of obstacles) {
    const at = firstContact(path, o.points)
    if (at !== null) out.push({ id: o.id, heightBrix: o.heightBrix, at })
  }
  return out.sort((p, q) => p.at - q.at)
}

/**
 * BW-07–10 / BW-Q26 ("any"): the ids of the areas (roads, liquid, slopes) that any part of the
 * path passes through or touches, in the order the path meets them.
 */
export function pathInsidePolygons(path: readonly Pt[], polys: readonly Area[]): string[] {
  const hits: Array<{ id: string; at: number }> = []
  for (const p of polys) {
    const at = firstContact(path, p.points)
    if (at !== null) hits.push({ id: p.id, at })
  }
  return hits.sort((p, q) => p.at - q.at).map((h) => h.id)
}
