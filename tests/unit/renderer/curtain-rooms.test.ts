/**
 * The curtain's "room by room" reveal: which hexes the players' screen uncovers in each step.
 * Walls bound rooms (cover does not), the room with the most PCs comes first, then the bigger
 * ones, fogged hexes are never part of a room, and a map without walls is one step (a fade).
 */
import { describe, expect, it } from 'vitest'
import { edgeBetween, edgeKey, hexKey, offsetToHex } from '../../../shared/geometry/hex'
import {
  MAX_ROOM_STEPS,
  revealRooms,
  type RevealMap,
} from '../../../renderer/src/board/reveal-rooms'

const at = (col: number, row = 0) => offsetToHex(col, row, 'pointy')
const key = (col: number, row = 0) => hexKey(at(col, row))
/** The edge between two neighbouring columns of row 0. */
const between = (a: number, b: number) => edgeKey(edgeBetween(at(a), at(b))!)

/** One row of 8 hexes; `walls` puts a wall after each listed column. */
function corridor(walls: number[], kind = 'wall'): RevealMap {
  return {
    orientation: 'pointy',
    cols: 8,
    rows: 1,
    edges: Object.fromEntries(walls.map((c) => [between(c, c + 1), kind])),
  }
}
const sorted = (steps: string[][]) => steps.map((s) => [...s].sort())

describe('revealRooms', () => {
  it('splits the map at its walls, the bigger room first when no PC stands in either', () => {
    const steps = revealRooms(corridor([2]), [])
    expect(sorted(steps)).toEqual([
      [3, 4, 5, 6, 7].map((c) => key(c)).sort(),
      [0, 1, 2].map((c) => key(c)).sort(),
    ])
  })

  it('puts the room with the most PCs first', () => {
    const steps = revealRooms(corridor([2, 4]), [at(3), at(4), at(0)])
    expect(sorted(steps)).toEqual([
      [key(3), key(4)].sort(),
      [0, 1, 2].map((c) => key(c)).sort(),
      [5, 6, 7].map((c) => key(c)).sort(),
    ])
  })

  it('is one step on a map without walls, and cover bounds no room', () => {
    expect(revealRooms(corridor([]), [])).toHaveLength(1)
    expect(revealRooms(corridor([1, 4], 'cover'), [])).toHaveLength(1)
    expect(revealRooms(corridor([]), [])[0]).toHaveLength(8)
  })

  it('keeps to the revealed hexes under fog: a fogged hex splits a room and joins none', () => {
    const map: RevealMap = {
      ...corridor([6]),
      fog: { enabled: true, revealed: { [key(0)]: 1, [key(1)]: 1, [key(3)]: 1, [key(7)]: 1 } },
    }
    const steps = revealRooms(map, [at(3)])
    expect(sorted(steps)).toEqual([[key(3)], [key(0), key(1)].sort(), [key(7)]])
    expect(steps.flat()).not.toContain(key(2))
  })

  it('shares the last step among the smallest rooms past the step limit', () => {
    const walls = [0, 1, 2, 3, 4, 5, 6]
    const steps = revealRooms(corridor(walls), [], 3)
    expect(steps).toHaveLength(3)
    expect(steps.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((c) => key(c)).sort())
    expect(MAX_ROOM_STEPS * 250).toBeLessThanOrEqual(3000)
  })
})
