import { describe, expect, it } from 'vitest'
import {
  HEX_DIRECTIONS,
  TERRAIN_CODES,
  buildHexGrid,
  edgeBlocked,
  edgeCover,
  edgeKey,
  gridEdgeKind,
  gridHexAt,
  gridInBounds,
  gridIndexOf,
  gridNeighbor,
  gridTerrainAt,
  hexAdd,
  hexEdge,
  hexInRect,
  hexKey,
  offsetToHex,
  type HexOrientation,
} from '../../../../shared/geometry/hex'

const ORIENTATIONS: HexOrientation[] = ['pointy', 'flat']

describe('buildHexGrid: indices and neighbours', () => {
  it.each(ORIENTATIONS)('%s: index i is (col, row) = (i %% cols, i / cols)', (orientation) => {
    const grid = buildHexGrid({ orientation, cols: 7, rows: 5 })
    expect(grid.size).toBe(35)
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 7; col++) {
        const h = offsetToHex(col, row, orientation)
        const i = row * 7 + col
        expect(gridHexAt(grid, i)).toEqual(h)
        expect(gridIndexOf(grid, h)).toBe(i)
        expect(gridInBounds(grid, h)).toBe(true)
      }
    }
  })

  it.each(ORIENTATIONS)('%s: off-map hexes have no index', (orientation) => {
    const grid = buildHexGrid({ orientation, cols: 6, rows: 4 })
    for (let q = -8; q <= 12; q++) {
      for (let r = -8; r <= 12; r++) {
        const h = { q, r }
        const inside = hexInRect(h, 6, 4, orientation)
        expect(gridInBounds(grid, h)).toBe(inside)
        if (!inside) expect(gridIndexOf(grid, h)).toBe(-1)
      }
    }
    expect(() => gridHexAt(grid, -1)).toThrow(RangeError)
    expect(() => gridHexAt(grid, 24)).toThrow(RangeError)
    expect(() => gridHexAt(grid, 1.5)).toThrow(RangeError)
  })

  it.each(ORIENTATIONS)(
    '%s: neighbours agree with HEX_DIRECTIONS and are mutual',
    (orientation) => {
      const grid = buildHexGrid({ orientation, cols: 9, rows: 8 })
      for (let i = 0; i < grid.size; i++) {
        const h = gridHexAt(grid, i)
        for (let d = 0; d < 6; d++) {
          const n = gridNeighbor(grid, i, d)
          expect(n).toBe(gridIndexOf(grid, hexAdd(h, HEX_DIRECTIONS[d]!)))
          if (n >= 0) expect(gridNeighbor(grid, n, (d + 3) % 6)).toBe(i)
        }
      }
    },
  )

  it.each([
    [0, 0],
    [3.5, 2],
    [-1, 4],
  ])('refuses a %i x %i map', (cols, rows) => {
    expect(() => buildHexGrid({ orientation: 'pointy', cols, rows })).toThrow(RangeError)
  })
})

describe('buildHexGrid: layers', () => {
  it('reads terrain kinds, elevation and Dangerous details; normal ground by default', () => {
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 10,
      rows: 10,
      terrain: {
        '1,1': { kind: 'difficult' },
        '2,1': { kind: 'water', elevation: -2 },
        '3,1': { kind: 'impassable' },
        '4,1': {
          kind: 'dangerous',
          dangerous: { stat: 'DEX', dc: 8, damageType: 'fire' },
        },
        '0,3': { kind: 'normal', elevation: 4 },
        // Off the map and malformed keys are skipped.
        '-50,0': { kind: 'dig' },
        nonsense: { kind: 'dig' },
      },
    })
    const at = (q: number, r: number) => gridIndexOf(grid, { q, r })
    expect(gridTerrainAt(grid, at(1, 1))).toBe('difficult')
    expect(gridTerrainAt(grid, at(2, 1))).toBe('water')
    expect(grid.elevation[at(2, 1)]).toBe(-2)
    expect(gridTerrainAt(grid, at(3, 1))).toBe('impassable')
    expect(gridTerrainAt(grid, at(4, 1))).toBe('dangerous')
    expect(grid.dangerous.get(at(4, 1))).toEqual({ stat: 'DEX', dc: 8, damageType: 'fire' })
    expect(grid.elevation[at(0, 3)]).toBe(4)
    expect(gridTerrainAt(grid, at(5, 5))).toBe('normal')
    expect(grid.terrain.filter((c) => c === TERRAIN_CODES.indexOf('dig'))).toHaveLength(0)
  })

  it.each(ORIENTATIONS)('%s: an edge is a wall or Cover seen from both sides', (orientation) => {
    const h = offsetToHex(4, 4, orientation)
    const edges: Record<string, 'wall' | 'cover'> = {}
    for (let d = 0; d < 6; d++) edges[edgeKey(hexEdge(h, d))] = d % 2 === 0 ? 'wall' : 'cover'
    const grid = buildHexGrid({ orientation, cols: 9, rows: 9, edges })
    const i = gridIndexOf(grid, h)
    for (let d = 0; d < 6; d++) {
      const n = gridNeighbor(grid, i, d)
      const back = (d + 3) % 6
      const want = d % 2 === 0 ? 'wall' : 'cover'
      expect(gridEdgeKind(grid, i, d)).toBe(want)
      expect(gridEdgeKind(grid, n, back)).toBe(want)
      expect(edgeBlocked(grid, i, d)).toBe(want === 'wall')
      expect(edgeCover(grid, n, back)).toBe(want === 'cover')
      // The neighbour's other sides stay clear.
      for (let e = 0; e < 6; e++) if (e !== back) expect(gridEdgeKind(grid, n, e)).toBeUndefined()
    }
  })

  it('keeps a wall on the map border on its one on-map side, and skips bad keys', () => {
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 4,
      rows: 4,
      edges: {
        [edgeKey(hexEdge({ q: 0, r: 0 }, 3))]: 'wall',
        '-40,-40,0': 'wall',
        'not,a,key': 'cover',
      },
    })
    expect(edgeBlocked(grid, 0, 3)).toBe(true)
    const walled = [...grid.walls].filter((b) => b !== 0)
    expect(walled).toEqual([1 << 3])
    expect([...grid.cover].every((b) => b === 0)).toBe(true)
  })

  it('builds every index of a big map with keys it can parse back', () => {
    const grid = buildHexGrid({ orientation: 'flat', cols: 200, rows: 200 })
    const seen = new Set<string>()
    for (let i = 0; i < grid.size; i += 97) seen.add(hexKey(gridHexAt(grid, i)))
    expect(seen.size).toBe(Math.ceil(grid.size / 97))
  })
})
