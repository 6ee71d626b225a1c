import { describe, expect, it } from 'vitest'
import { buildSquareGrid, squareIndexXY, squaresSeenFrom } from '../../../../shared/geometry/square'

// A 7 x 3 board, the viewer on (0,1). A wall on the west side of (3,1) in the middle row; a solid
// square on (2,0) in the top row; a door on the west side of (3,2) in the bottom row.
function seen(doorOpen: boolean, radius = 10) {
  const grid = buildSquareGrid({
    cols: 7,
    rows: 3,
    terrain: { '2,0': { kind: 'impassable' } },
    edges: { '3,1,1': 'wall' },
    doors: { '3,2,1': { kind: 'door', open: doorOpen } },
  })
  const flags = squaresSeenFrom(grid, [{ x: 0, y: 1 }], radius)
  return (x: number, y: number) => flags[squareIndexXY(grid, x, y)] === 1
}

describe('square sight for revealing fog (OTHER-SYSTEMS.md B.8: walls and closed doors block)', () => {
  it('a wall hides the square behind it; the squares before it are seen', () => {
    const s = seen(false)
    expect([s(0, 1), s(1, 1), s(2, 1)]).toEqual([true, true, true])
    expect([s(3, 1), s(6, 1)]).toEqual([false, false])
  })

  it('a shut door hides what is beyond it, an open one does not', () => {
    expect(seen(false)(4, 2)).toBe(false)
    expect(seen(true)(4, 2)).toBe(true)
  })

  it('a solid square is seen but hides what is behind it', () => {
    const s = seen(true)
    expect(s(2, 0)).toBe(true)
    expect(s(4, 0)).toBe(false)
  })

  it('nothing beyond the radius', () => {
    const s = seen(true, 1)
    expect([s(1, 1), s(1, 2), s(2, 1)]).toEqual([true, true, false])
  })
})
