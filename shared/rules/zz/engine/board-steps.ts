/**
 * Steps a rule moves a figure by on a square board (OTHER-SYSTEMS.md B.2, ZZ-23..26; seed 003,
 * "Movement"): whether a single step between neighbours is open (no wall or shut door on the side
 * it crosses, no wall at the corner of a diagonal, not into solid terrain, not off the map), and
 * whether a square is blank to end on (ZZ-24). Refusals name what is in the way.
 */
import {
  squareDirectionIndex,
  squareGridOf,
  squareImpassable,
  squareIndexXY,
  squareFootprintSide,
  squareStepOpen,
} from '../../../geometry/square'
import type { Campaign, SquareMapDef, Token } from '../../../model'
import type { ZzSquare } from './scatter'

/** What stops a step from `from` to its neighbour `to`, or null when it is open. */
export function zzStepBlocked(map: SquareMapDef, from: ZzSquare, to: ZzSquare): string | null {
  const grid = squareGridOf(map)
  const u = squareIndexXY(grid, from.x, from.y)
  const v = squareIndexXY(grid, to.x, to.y)
  if (u < 0 || v < 0) return 'the edge of the map'
  const dir = squareDirectionIndex(to.x - from.x, to.y - from.y)
  if (dir < 0) return 'a gap of more than one square'
  if (!squareStepOpen(grid, u, v, dir)) return 'a wall or a shut door'
  if (squareImpassable(grid, v)) return `solid terrain on ${to.x},${to.y}`
  return null
}

/**
 * The figure (other than `except`) standing on `at`, if any: a square with one is not blank. A
 * Large or Giant figure stands on every square of its footprint.
 */
export function zzOccupant(
  campaign: Campaign,
  map: SquareMapDef,
  at: ZzSquare,
  except: string,
): Token | null {
  for (const t of Object.values(campaign.tokens)) {
    if (t.id === except || t.mapId !== map.id) continue
    const n = squareFootprintSide(t.size)
    const dx = at.x - t.hex.q
    const dy = at.y - t.hex.r
    if (dx >= 0 && dx < n && dy >= 0 && dy < n) return t
  }
  return null
}

/** What stops a figure ending a step from `from` on `to`: the step itself, or a figure there. */
export function zzLandingBlocked(
  campaign: Campaign,
  map: SquareMapDef,
  from: ZzSquare,
  to: ZzSquare,
  mover: string,
): string | null {
  const step = zzStepBlocked(map, from, to)
  if (step) return step
  const who = zzOccupant(campaign, map, to, mover)
  return who ? `${who.name} on ${to.x},${to.y}` : null
}

/**
 * A wall or a shut door stands between a figure's square and the next one (ZZ-14..16: what is
 * beside the figure can be reached; through a wall it is not beside it). The same square, or one
 * that is not next, is for the distance rules to judge.
 */
export function zzWalledOff(map: SquareMapDef, a: ZzSquare, b: ZzSquare): boolean {
  const dir = squareDirectionIndex(b.x - a.x, b.y - a.y)
  if (dir < 0) return false
  const grid = squareGridOf(map)
  const u = squareIndexXY(grid, a.x, a.y)
  const v = squareIndexXY(grid, b.x, b.y)
  return u >= 0 && v >= 0 && !squareStepOpen(grid, u, v, dir)
}

/** Where a Dodge takes the mover: its anchor after each step, and how many steps cross the occupant. */
export interface ZzDodgeLine {
  /** The one step (a compass neighbour) the mover repeats, from its side toward the occupant. */
  step: ZzSquare
  /** The mover's anchor after each step; the last is where it comes out. */
  path: ZzSquare[]
  /** Steps that end with the mover on the occupant's squares (each costs `dodgeMoveCost`). */
  through: number
}

/**
 * ZZ-25 (seed 003 L120-130: "Pass through a space occupied by a hostile creature ... the character
 * moves through the space(s)") on footprints. The mover goes straight on, from its square nearest
 * the occupant (`from`) toward the occupant's square nearest it (`to`), one step at a time until
 * its whole footprint has left the occupant's: "straight beyond the occupant" is beyond its whole
 * footprint. A Medium mover passing a Medium occupant crosses its 1 space; a Large occupant (2 × 2)
 * is 2 spaces deep along any straight line through it, a Giant one 3, so the mover crosses 2 or 3
 * of the occupant's spaces, each a space it moves through (ZZ-Q28: `dodgeMoveCost` each), and
 * comes out on the first square past them. One occupant, one contest and 1 AP (ZZ-Q28).
 */
export function zzDodgeLine(
  mover: ZzSquare,
  moverSide: number,
  occupant: ZzSquare,
  occupantSide: number,
  from: ZzSquare,
  to: ZzSquare,
): ZzDodgeLine {
  const step = { x: Math.sign(to.x - from.x), y: Math.sign(to.y - from.y) }
  if (step.x === 0 && step.y === 0)
    throw new RangeError('a Dodge needs the occupant beside the mover')
  const overlaps = (a: ZzSquare) =>
    a.x < occupant.x + occupantSide &&
    occupant.x < a.x + moverSide &&
    a.y < occupant.y + occupantSide &&
    occupant.y < a.y + moverSide
  const path: ZzSquare[] = []
  let at = mover
  do {
    at = { x: at.x + step.x, y: at.y + step.y }
    path.push(at)
  } while (overlaps(at))
  return { step, path, through: path.length - 1 }
}

/**
 * What stops a Dodge along `line` from `mover` (side `side`): a wall, a shut door, solid terrain or
 * the map's edge on a step of any square of the mover's footprint, or a figure other than the
 * mover and the occupant on a square the footprint passes or ends on.
 */
export function zzDodgeBlocked(
  campaign: Campaign,
  map: SquareMapDef,
  mover: Token,
  occupant: string,
  line: ZzDodgeLine,
): string | null {
  const side = squareFootprintSide(mover.size)
  let prev: ZzSquare = { x: mover.hex.q, y: mover.hex.r }
  for (const next of line.path) {
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        const to = { x: next.x + dx, y: next.y + dy }
        const why = zzStepBlocked(map, { x: prev.x + dx, y: prev.y + dy }, to)
        if (why) return why
        const who = zzOccupant(campaign, map, to, mover.id)
        if (who && who.id !== occupant) return `${who.name} on ${to.x},${to.y}`
      }
    }
    prev = next
  }
  return null
}
