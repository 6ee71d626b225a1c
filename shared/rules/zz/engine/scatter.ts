/**
 * The Direction Die and where a thrown object lands (OTHER-SYSTEMS.md B.2, ZZ-32, F-ZZ-3,
 * ZZ-Q30; seed 003, the Throw action). Squares are `{x, y}` with y growing south: north is
 * (0, −1). Whether a square stops the object is the caller's `isBlocked`.
 */
import type { Dice } from '../../../dice'
import type { ZzOptions } from './options'

export interface ZzSquare {
  x: number
  y: number
}

/** A compass point and its step. */
export interface ZzDirection {
  name: 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW'
  dx: number
  dy: number
}

/** Clockwise from north, like a token's heading (0 = N, 2 = E, 4 = S, 6 = W). */
export const ZZ_COMPASS: readonly ZzDirection[] = [
  { name: 'N', dx: 0, dy: -1 },
  { name: 'NE', dx: 1, dy: -1 },
  { name: 'E', dx: 1, dy: 0 },
  { name: 'SE', dx: 1, dy: 1 },
  { name: 'S', dx: 0, dy: 1 },
  { name: 'SW', dx: -1, dy: 1 },
  { name: 'W', dx: -1, dy: 0 },
  { name: 'NW', dx: -1, dy: -1 },
]

/** One Direction Die roll: its face and the direction it names. */
export interface ZzDirectionRoll {
  face: number
  direction: ZzDirection
}

/** F-ZZ-3 (`directionDie`): roll the Direction Die: a d8 over the 8 compass points from N clockwise, or a d4 over N, E, S, W. */
export function zzRollDirection(
  dice: Dice,
  options: Pick<ZzOptions, 'directionDie'>,
): ZzDirectionRoll {
  if (options.directionDie === 'd4orthogonal') {
    const face = dice.roll(4)
    return { face, direction: ZZ_COMPASS[(face - 1) * 2] as ZzDirection }
  }
  const face = dice.roll(8)
  return { face, direction: ZZ_COMPASS[face - 1] as ZzDirection }
}

/** F-ZZ-5 (`metric`): the distance in spaces between two squares. */
export function zzDistance(a: ZzSquare, b: ZzSquare, options: Pick<ZzOptions, 'metric'>): number {
  const dx = Math.abs(a.x - b.x)
  const dy = Math.abs(a.y - b.y)
  return options.metric === 'manhattan' ? dx + dy : Math.max(dx, dy)
}

const roundHalfAway = (v: number) => Math.sign(v) * Math.round(Math.abs(v))

/**
 * The squares on the straight line from `from` to `to` (not `from` itself), one per space of
 * the metric: orthogonal steps for Manhattan, king's steps for Chebyshev.
 */
export function zzLine(
  from: ZzSquare,
  to: ZzSquare,
  options: Pick<ZzOptions, 'metric'>,
): ZzSquare[] {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const out: ZzSquare[] = []
  if (options.metric === 'chebyshev') {
    const n = Math.max(Math.abs(dx), Math.abs(dy))
    for (let i = 1; i <= n; i++) {
      out.push({ x: from.x + roundHalfAway((i * dx) / n), y: from.y + roundHalfAway((i * dy) / n) })
    }
    return out
  }
  const nx = Math.abs(dx)
  const ny = Math.abs(dy)
  let ix = 0
  let iy = 0
  let at = { ...from }
  while (ix < nx || iy < ny) {
    // Step along the axis whose next crossing comes first; x first on a tie.
    if (iy >= ny || (ix < nx && (2 * ix + 1) * ny <= (2 * iy + 1) * nx)) {
      at = { x: at.x + Math.sign(dx), y: at.y }
      ix++
    } else {
      at = { x: at.x, y: at.y + Math.sign(dy) }
      iy++
    }
    out.push(at)
  }
  return out
}

/** Where a throw ended and how. */
export interface ZzThrowResult {
  /** 5 + STR. */
  range: number
  distance: number
  outOfRange: number
  /** Where the scatter starts (the target, or the last square in range). */
  origin: ZzSquare
  rolls: ZzDirectionRoll[]
  landing: ZzSquare
}

/**
 * ZZ-32, ZZ-Q30 (`throwScatterOrigin`, `directionDie`, `metric`): throwing range is 5 + STR. Within
 * range one Direction Die roll moves the object to a square next to the target (it stays if that
 * square is blocked); beyond range one roll per space out of range, each moving it 1 square (a
 * blocked square stops that step), from the last square in range on the line or from the target.
 */
export function zzThrow(
  from: ZzSquare,
  target: ZzSquare,
  str: number,
  options: Pick<ZzOptions, 'directionDie' | 'throwScatterOrigin' | 'metric'>,
  dice: Dice,
  /** Whether the step from `from` along compass point `dir` (0 = N, clockwise) to (x, y) is stopped. */
  isBlocked: (x: number, y: number, from: ZzSquare, dir: number) => boolean,
): ZzThrowResult {
  const range = 5 + str
  const distance = zzDistance(from, target, options)
  const outOfRange = Math.max(0, distance - range)
  let origin = target
  if (outOfRange > 0 && options.throwScatterOrigin === 'lastInRange') {
    origin = range > 0 ? (zzLine(from, target, options)[range - 1] ?? target) : from
  }
  const rolls: ZzDirectionRoll[] = []
  let at = origin
  for (let i = 0; i < Math.max(1, outOfRange); i++) {
    const roll = zzRollDirection(dice, options)
    rolls.push(roll)
    const next = { x: at.x + roll.direction.dx, y: at.y + roll.direction.dy }
    if (!isBlocked(next.x, next.y, at, ZZ_COMPASS.indexOf(roll.direction))) at = next
  }
  return { range, distance, outOfRange, origin, rolls, landing: at }
}
