import { describe, expect, it } from 'vitest'
import {
  buildSquareGrid,
  cornerBlocked,
  squareAt,
  squareGridOf,
  squareImpassable,
  squareIndexOf,
  sideBlocksMove,
  sideBlocksShot,
  type SquareGridDoor,
} from '../../../../shared/geometry/square'

describe('buildSquareGrid (B.8)', () => {
  it('indexes squares row by row and links the eight neighbours, -1 off the map', () => {
    const g = buildSquareGrid({ cols: 4, rows: 3 })
    expect(g.size).toBe(12)
    const i = squareIndexOf(g, { x: 1, y: 1 })
    expect(i).toBe(5)
    expect(squareAt(g, i)).toEqual({ x: 1, y: 1 })
    expect(Array.from(g.neighbors.slice(i * 8, i * 8 + 8))).toEqual([1, 2, 6, 10, 9, 8, 4, 0])
    const corner = Array.from(g.neighbors.slice(0, 8))
    expect(corner).toEqual([-1, -1, 1, 5, 4, -1, -1, -1])
    expect(squareIndexOf(g, { x: 4, y: 0 })).toBe(-1)
  })

  it('sets a wall on both squares: "2,2,0" is the north side of 2,2 and the south side of 2,1', () => {
    const g = buildSquareGrid({ cols: 5, rows: 5, edges: { '2,2,0': 'wall', '3,3,1': 'wall' } })
    const at = (x: number, y: number) => squareIndexOf(g, { x, y })
    expect(sideBlocksMove(g, at(2, 2), 0)).toBe(true)
    expect(sideBlocksMove(g, at(2, 1), 4)).toBe(true)
    expect(sideBlocksShot(g, at(2, 1), 4)).toBe(true)
    expect(sideBlocksMove(g, at(3, 3), 6)).toBe(true)
    expect(sideBlocksMove(g, at(2, 3), 2)).toBe(true)
    expect(sideBlocksMove(g, at(2, 2), 2)).toBe(false)
  })

  it('keeps a border edge on its one on-map square and skips bad keys', () => {
    const g = buildSquareGrid({
      cols: 3,
      rows: 3,
      edges: { '0,0,0': 'wall', '9,9,0': 'wall', nope: 'wall', '1,1,0': 'cover' },
      terrain: { '1,1': { kind: 'impassable' }, '7,7': { kind: 'impassable' } },
    })
    expect(sideBlocksMove(g, 0, 0)).toBe(true)
    expect(sideBlocksMove(g, squareIndexOf(g, { x: 1, y: 1 }), 0)).toBe(false)
    expect(squareImpassable(g, squareIndexOf(g, { x: 1, y: 1 }))).toBe(true)
  })

  it.each<[string, SquareGridDoor, boolean, boolean]>([
    ['closed door blocks both', { kind: 'door', open: false }, true, true],
    ['open door blocks neither', { kind: 'door', open: true }, false, false],
    ['closed secret door blocks both', { kind: 'secret', open: false }, true, true],
    ['open window: no walking through, shots pass', { kind: 'window', open: true }, true, false],
    ['closed window blocks both', { kind: 'window', open: false }, true, true],
    ['closed portcullis: shots pass the bars', { kind: 'portcullis', open: false }, true, false],
    ['open portcullis blocks neither', { kind: 'portcullis', open: true }, false, false],
  ])('B.8 doors: %s', (_name, door, move, shot) => {
    const g = buildSquareGrid({ cols: 3, rows: 3, doors: { '1,1,1': door } })
    const i = squareIndexOf(g, { x: 1, y: 1 })
    expect(sideBlocksMove(g, i, 6)).toBe(move)
    expect(sideBlocksShot(g, i, 6)).toBe(shot)
    expect(sideBlocksMove(g, i - 1, 2)).toBe(move)
  })

  it('ZZ-23 a corner is blocked by a wall on any of its four edges, from both sides', () => {
    // The corner between 1,1 and its NE neighbour 2,0: edges 1,1,0 / 2,1,1 / 2,1,0 / 2,0,1.
    for (const key of ['1,1,0', '2,1,1', '2,1,0', '2,0,1']) {
      const g = buildSquareGrid({ cols: 4, rows: 4, edges: { [key]: 'wall' } })
      const u = squareIndexOf(g, { x: 1, y: 1 })
      const v = squareIndexOf(g, { x: 2, y: 0 })
      expect(cornerBlocked(g.walls, u, v, 1)).toBe(true)
      expect(cornerBlocked(g.walls, v, u, 5)).toBe(true)
    }
    const g = buildSquareGrid({ cols: 4, rows: 4, edges: { '1,1,1': 'wall', '0,0,0': 'wall' } })
    const u = squareIndexOf(g, { x: 1, y: 1 })
    expect(cornerBlocked(g.walls, u, squareIndexOf(g, { x: 2, y: 0 }), 1)).toBe(false)
  })

  it('squareGridOf builds once per map state', () => {
    const map = { cols: 2, rows: 2 }
    expect(squareGridOf(map)).toBe(squareGridOf(map))
    expect(squareGridOf({ ...map })).not.toBe(squareGridOf(map))
  })
})
