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
  squareStepOpen,
} from '../../geometry/square'
import type { Campaign, SquareMapDef, Token } from '../../model'
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

/** The figure (other than `except`) standing on `at`, if any: a square with one is not blank. */
export function zzOccupant(
  campaign: Campaign,
  map: SquareMapDef,
  at: ZzSquare,
  except: string,
): Token | null {
  for (const t of Object.values(campaign.tokens)) {
    if (t.id !== except && t.mapId === map.id && t.hex.q === at.x && t.hex.r === at.y) return t
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
