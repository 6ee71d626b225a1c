/**
 * Knockback on the gridless board (C.7 "knockback vectors"): a unit hit by an explosion is thrown
 * straight away from the blast ("Explosion (Area Affect) Damage"), and a wall stops it.
 */
import { distance, pointInPolygon, segmentPolygonT } from './polygon'
import { snapHalfInch } from './path'
import type { Obstacle, Pt } from './types'

/** How far short of an obstacle's outline a knocked-back unit stops, in inches. */
export const KNOCKBACK_STOP_GAP = 1 / 64

export interface KnockbackResult {
  /** Where the unit's centre lands, exactly. */
  at: Pt
  /**
   * Where it lands on the board's ½" lattice: the lattice point nearest `at` that is no farther
   * from the start than the inches asked, not inside an obstacle, and reached without meeting
   * one (the start itself if no such point is near).
   */
  snapped: Pt
  /** Inches travelled to `at`. */
  distance: number
  /** The obstacle that stopped it short, if one did. */
  blockedBy?: string
}

/** The obstacles that can stop a unit at `from`: not the ones it already stands inside. */
function stoppers(from: Pt, obstacles: readonly Obstacle[]): Obstacle[] {
  return obstacles.filter((o) => !pointInPolygon(from, o.points))
}

function reachable(from: Pt, to: Pt, obstacles: readonly Obstacle[]): boolean {
  for (const o of obstacles) if (segmentPolygonT(from, to, o.points) !== null) return false
  return true
}

function snapKnockback(at: Pt, from: Pt, inches: number, obstacles: readonly Obstacle[]): Pt {
  const s = snapHalfInch(at)
  const candidates: Pt[] = []
  for (let i = -1; i <= 1; i++) {
    for (let j = -1; j <= 1; j++) candidates.push({ x: s.x + i / 2, y: s.y + j / 2 })
  }
  candidates.sort((p, q) => distance(p, at) - distance(q, at))
  for (const c of candidates) {
    if (distance(c, from) > inches + 1e-9) continue
    if (reachable(from, c, obstacles)) return c
  }
  return { x: from.x, y: from.y }
}

/**
 * BW-32 / BW-Q14: a unit at `unitAt` knocked back `inches` (1" per die of explosion damage)
 * straight away from the blast `centre`; a unit exactly on the centre is thrown north (up the
 * board, towards y = 0), the one direction the table can check by eye. It stops
 * {@link KNOCKBACK_STOP_GAP} short of the first obstacle it would enter (collision damage is not
 * in the rules); an obstacle it already stands inside does not stop it.
 */
export function knockback(
  centre: Pt,
  unitAt: Pt,
  inches: number,
  obstacles: readonly Obstacle[],
): KnockbackResult {
  const want = Math.max(0, inches)
  const d = distance(centre, unitAt)
  const ux = d === 0 ? 0 : (unitAt.x - centre.x) / d
  const uy = d === 0 ? -1 : (unitAt.y - centre.y) / d
  const end = { x: unitAt.x + ux * want, y: unitAt.y + uy * want }
  const walls = stoppers(unitAt, obstacles)
  let firstT = Infinity
  let blockedBy: string | undefined
  if (want > 0) {
    for (const o of walls) {
      const t = segmentPolygonT(unitAt, end, o.points)
      if (t !== null && t < firstT) [firstT, blockedBy] = [t, o.id]
    }
  }
  const travelled = blockedBy === undefined ? want : Math.max(0, firstT * want - KNOCKBACK_STOP_GAP)
  const at = { x: unitAt.x + ux * travelled, y: unitAt.y + uy * travelled }
  const snapped = snapKnockback(at, unitAt, want, walls)
  const out: KnockbackResult = { at, snapped, distance: travelled }
  if (blockedBy !== undefined) out.blockedBy = blockedBy
  return out
}
