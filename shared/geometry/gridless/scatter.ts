/**
 * Where a near-miss lands (BW-Q10 `bw.nearMissPlacement`); the radius itself is BW-29's, worked
 * out by the rules ("NearMiss Caluclation"). Landing points are on the board's ½" lattice.
 */
import { distance } from './polygon'
import { snapHalfInch } from './path'
import type { Pt } from './types'

/**
 * The `Dice` of shared/dice, by shape: geometry sits below dice in the layers (ARCHITECTURE.md),
 * so it names the one method it needs and any `Dice` fits.
 */
export interface RollsDice {
  roll(sides: number): number
}

/** BW-Q10: the placements geometry can work out (the defender choosing is a person's call). */
export type ScatterPlacement = 'randomDisk' | 'd12clockFullRadius'

export interface ScatterResult {
  /** Where the shot lands, on the ½" lattice. */
  at: Pt
  /** The direction rolled, degrees clockwise from straight on (shooter → aim, beyond it). */
  angle: number
  /** How far `at` lies from the (lattice) aim point, in inches. */
  distance: number
}

const DEG = Math.PI / 180

/** The unit vector from the shooter through the aim (north, up the board, if they coincide). */
function straightOn(aim: Pt, shooter: Pt): Pt {
  const d = distance(shooter, aim)
  if (d === 0) return { x: 0, y: -1 }
  return { x: (aim.x - shooter.x) / d, y: (aim.y - shooter.y) / d }
}

/**
 * The ½" lattice point nearest `ideal` that lies within `max` of `from` (itself a lattice
 * point, the fallback), so snapping never carries a shot past its maximum.
 */
function latticeWithin(ideal: Pt, from: Pt, max: number): Pt {
  const s = snapHalfInch(ideal)
  let best = from
  let bestD = distance(ideal, from)
  for (let i = -1; i <= 1; i++) {
    for (let j = -1; j <= 1; j++) {
      const c = { x: s.x + i / 2, y: s.y + j / 2 }
      if (distance(c, from) > max + 1e-9) continue
      const d = distance(c, ideal)
      if (d < bestD - 1e-12) [best, bestD] = [c, d]
    }
  }
  return best
}

/**
 * BW-29 / BW-Q10: where a near-miss aimed at `aim` by a shooter at `shooter` lands, at most
 * `maxRadius` inches from the aim (the aim is first put on the ½" lattice, where the board keeps
 * positions). Rolls through `dice`:
 * - `randomDisk`: first a d360, whose face is the angle in degrees clockwise from straight on
 *   (360 = straight on, 90 = to the shooter's right); then a d(S + 1), S = `maxRadius` in whole
 *   ½" steps (a d7 for 3"), whose face minus 1 is the distance in ½" steps (0 … `maxRadius`, each
 *   equally likely). No dice are rolled when `maxRadius` is under ½": the shot lands on the aim.
 * - `d12clockFullRadius`: one d12 read as a clock face over the shooter → aim line (12 straight
 *   on, beyond the target; 3 to the shooter's right; 6 back towards the shooter), at the full
 *   `maxRadius`.
 * The exact point is then moved to the nearest ½" lattice point no farther than `maxRadius`.
 */
export function scatterPoint(
  aim: Pt,
  shooter: Pt,
  maxRadius: number,
  placement: ScatterPlacement,
  dice: RollsDice,
): ScatterResult {
  const from = snapHalfInch(aim)
  const steps = Math.floor(Math.max(0, maxRadius) * 2 + 1e-9)
  let angle: number
  let dist: number
  if (placement === 'd12clockFullRadius') {
    angle = (dice.roll(12) % 12) * 30
    dist = Math.max(0, maxRadius)
  } else {
    if (steps === 0) return { at: from, angle: 0, distance: 0 }
    angle = dice.roll(360) % 360
    dist = (dice.roll(steps + 1) - 1) / 2
  }
  const u = straightOn(aim, shooter)
  const c = Math.cos(angle * DEG)
  const s = Math.sin(angle * DEG)
  // Clockwise on a board whose y grows south.
  const ideal = { x: from.x + dist * (u.x * c - u.y * s), y: from.y + dist * (u.x * s + u.y * c) }
  const at = latticeWithin(ideal, from, Math.max(0, maxRadius))
  return { at, angle, distance: distance(from, at) }
}

/** BW-29: the circle a near-miss can land in, to draw: centred on the aim, `maxRadius` inches. */
export function nearMissArea(aim: Pt, maxRadius: number): { centre: Pt; radius: number } {
  return { centre: { x: aim.x, y: aim.y }, radius: Math.max(0, maxRadius) }
}
