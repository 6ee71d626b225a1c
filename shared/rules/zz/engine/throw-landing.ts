/**
 * Where a thrown object comes to rest on a square board (OTHER-SYSTEMS.md B.2, ZZ-32, ZZ-Q30; seed
 * 003, Throw): the Direction Die decides, whether the object hit or missed, for the Throw action
 * and for an attack with a thrown weapon alike, so the two never disagree.
 */
import type { Dice } from '../../../dice'
import {
  squareGridOf,
  squareImpassable,
  squareIndexXY,
  squareStepOpen,
} from '../../../geometry/square'
import type { SquareMapDef } from '../../../model'
import type { StateChange } from '../../ruleset'
import type { ZzOptions } from './options'
import { zzThrow, type ZzSquare, type ZzThrowResult } from './scatter'

export interface ZzLanding {
  result: ZzThrowResult
  /** The landing square's key, "x,y". */
  key: string
  /** The item added to the pile on that square. */
  change: StateChange
  /** "Range 7, 3 away; Direction Die: NE; it lands on 4,2". */
  words: string
}

/** ZZ-32: throw `item` from `from` at `to` with `str`; off-map, impassable and walled-off squares stop a step. */
export function zzLandThrow(
  map: SquareMapDef,
  from: ZzSquare,
  to: ZzSquare,
  str: number,
  item: { id: string; name: string },
  options: Pick<ZzOptions, 'directionDie' | 'throwScatterOrigin' | 'metric'>,
  dice: Dice,
): ZzLanding {
  const grid = squareGridOf(map)
  // A wall or shut door on the side (or at the corner) the object would cross stops it too.
  const result = zzThrow(from, to, str, options, dice, (x, y, at, dir) => {
    const i = squareIndexXY(grid, x, y)
    if (i < 0 || squareImpassable(grid, i)) return true
    const u = squareIndexXY(grid, at.x, at.y)
    return u >= 0 && !squareStepOpen(grid, u, i, dir)
  })
  const key = `${result.landing.x},${result.landing.y}`
  const pile = [...(map.items?.[key] ?? []), { id: item.id, name: item.name }].slice(-50)
  const dirs = result.rolls.map((d) => d.direction.name).join(', ')
  const beyond = result.outOfRange ? ` (${result.outOfRange} beyond range)` : ''
  return {
    result,
    key,
    change: { kind: 'map-features', mapId: map.id, items: { [key]: pile } },
    words: `Range ${result.range}, ${result.distance} away${beyond}; Direction Die: ${dirs}; it lands on ${key}`,
  }
}
