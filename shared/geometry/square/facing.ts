/**
 * Facing on a square board (ZZ-29 facing and back, ZZ-39 Back Attack, ZZ-40 Flank Attack, ZZ-Q11,
 * ZZ-Q12). A heading is a compass direction 0..7 clockwise from north (0 N, 2 E, 4 S, 6 W), the
 * token's `heading`; with 4 facings only the even ones are used.
 */
import { footprintGap } from './footprint'
import { SQUARE_DIRECTIONS, type Square, type SquareMetric } from './square'

/** ZZ-Q12 `backArc`: which squares count as a figure's back. */
export type BackArc = 'rear3' | 'rearHalfPlane' | 'directlyBehind'

/** ZZ-Q12 `facings`: how many ways a figure can face. */
export type Facings = 4 | 8

/** ZZ-Q12: the headings a figure may take with `facings` ways to face. */
export function allowedHeadings(facings: Facings): number[] {
  return facings === 4 ? [0, 2, 4, 6] : [0, 1, 2, 3, 4, 5, 6, 7]
}

/** ZZ-Q12: refuse a heading the table's facings do not allow, in a GM's words. */
export function checkHeading(heading: number, facings: Facings): void {
  if (!allowedHeadings(facings).includes(heading)) {
    throw new Error(
      facings === 4
        ? 'With 4 facings a figure faces north, east, south or west, not a diagonal.'
        : 'A figure faces one of the eight compass directions.',
    )
  }
}

/** tan(22.5°): beyond it a direction is nearer the diagonal than the axis. */
const TAN_22_5 = Math.SQRT2 - 1

/**
 * ZZ-29: the heading from `from` toward `to` (turning a figure to face a square): the compass
 * direction nearest the line between them; with 4 facings the nearer axis (an exact diagonal
 * takes north or south). Null when the squares are the same.
 */
export function headingToward(from: Square, to: Square, facings: Facings = 8): number | null {
  const dx = to.x - from.x
  const dy = to.y - from.y
  if (dx === 0 && dy === 0) return null
  const ax = Math.abs(dx)
  const ay = Math.abs(dy)
  const vertical = dy < 0 ? 0 : 4
  const horizontal = dx > 0 ? 2 : 6
  if (facings === 4) return ax > ay ? horizontal : vertical
  if (ax <= ay * TAN_22_5) return vertical
  if (ay <= ax * TAN_22_5) return horizontal
  // A diagonal: NE 1, SE 3, SW 5, NW 7.
  if (dy < 0) return dx > 0 ? 1 : 7
  return dx > 0 ? 3 : 5
}

/**
 * ZZ-29 / ZZ-39 / ZZ-Q12: whether `attacker` stands at the back of a figure on `target` facing
 * `heading`. With v the step from the target to the attacker and f the facing vector:
 * - 'rearHalfPlane' (default): the angle between v and f is over 90° (v·f < 0); next to the
 *   figure that is its 3 rear squares;
 * - 'rear3': v lies within 45° of straight behind (the cone through the 3 rear squares, and
 *   beyond them at any distance);
 * - 'directlyBehind': v points straight behind (on the ray opposite the heading).
 * A figure's own square is never its back.
 */
export function backArc(target: Square, heading: number, attacker: Square, arc: BackArc): boolean {
  const f = SQUARE_DIRECTIONS[((heading % 8) + 8) % 8] as Square
  const vx = attacker.x - target.x
  const vy = attacker.y - target.y
  if (vx === 0 && vy === 0) return false
  const dot = vx * f.x + vy * f.y
  if (arc === 'rearHalfPlane') return dot < 0
  if (arc === 'directlyBehind') return dot < 0 && vx * f.y - vy * f.x === 0
  // cos(angle to -f) >= cos 45°: (-dot)^2 * 2 >= |v|^2 |f|^2, with -dot > 0.
  return dot < 0 && 2 * dot * dot >= (vx * vx + vy * vy) * (f.x * f.x + f.y * f.y)
}

/** One opponent of a target as ZZ-40 reads it. */
export interface FlankOpponent {
  readonly id: string
  readonly at: Square
  /** The range of the weapon it wields now, in spaces (ZZ-27). */
  readonly range: number
  /** Whether it has attacked the target since the target's last turn (B.8's attack log). */
  readonly attackedSinceTargetTurn: boolean
  /** Squares along a side of its footprint, anchored on `at` (footprint.ts); 1 when absent. */
  readonly side?: number
}

export interface FlankOptions {
  /** F-ZZ-5 / ZZ-Q10: how ranges count. */
  readonly metric: SquareMetric
  /** ZZ-Q11: the earlier attack must be by an opponent other than the current attacker. */
  readonly flankNeedsOther: boolean
}

/**
 * ZZ-40 / ZZ-Q11: whether a target on `target` is Flanked for the attack of `attackerId`: at least
 * two of `opponents` (the attacker among them) have it within their current weapon's range, and
 * one of those has attacked it since its last turn (with `flankNeedsOther`, one other than the
 * attacker). A Large or Giant figure (`targetSide`, an opponent's `side`) is in range from the
 * nearest square of its footprint, as it is for reach.
 */
export function flanked(
  target: Square,
  opponents: readonly FlankOpponent[],
  attackerId: string,
  options: FlankOptions,
  targetSide = 1,
): boolean {
  const inRange = opponents.filter(
    (o) => footprintGap(o.at, o.side ?? 1, target, targetSide, options.metric) <= o.range,
  )
  if (inRange.length < 2) return false
  return inRange.some(
    (o) => o.attackedSinceTargetTurn && (!options.flankNeedsOther || o.id !== attackerId),
  )
}
