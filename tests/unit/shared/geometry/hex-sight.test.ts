import { describe, expect, it } from 'vitest'
import {
  HEX_DIRECTIONS,
  buildHexGrid,
  edgeKey,
  fieldOfView,
  gridHexAt,
  gridIndexOf,
  hexDistance,
  hexEdge,
  hexKey,
  hexLineEdges,
  hexRange,
  lineOfSight,
  offsetToHex,
  revealedBy,
  type Hex,
  type HexGrid,
  type HexGridSource,
  type HexOrientation,
} from '../../../../shared/geometry/hex'
import type { EdgeKind, TerrainCell } from '../../../../shared/model'
import { prng } from '../../support/prng'

const SEEDS = [1, 2, 3]

function randomMap(
  rand: () => number,
  cols = 4 + Math.floor(rand() * 12),
  rows = 4 + Math.floor(rand() * 12),
  wallChance = 0.1,
): HexGridSource {
  const orientation: HexOrientation = rand() < 0.5 ? 'pointy' : 'flat'
  const edges: Record<string, EdgeKind> = {}
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = offsetToHex(col, row, orientation)
      for (let d = 0; d < 6; d++) {
        const x = rand()
        if (x < wallChance) edges[edgeKey(hexEdge(h, d))] = 'wall'
        else if (x < wallChance * 2) edges[edgeKey(hexEdge(h, d))] = 'cover'
      }
    }
  }
  return { orientation, cols, rows, edges }
}

/** Sight read straight from the edge records: no wall on any edge the hex line crosses. */
function oracleSight(src: HexGridSource, a: Hex, b: Hex): boolean {
  return !hexLineEdges(a, b).some((e) => src.edges?.[edgeKey(e)] === 'wall')
}

function visibleByBruteForce(grid: HexGrid, origin: number, radius: number): number[] {
  const o = gridHexAt(grid, origin)
  const out: number[] = []
  for (let i = 0; i < grid.size; i++) {
    const h = gridHexAt(grid, i)
    out.push(hexDistance(o, h) <= radius && lineOfSight(grid, origin, i) ? 1 : 0)
  }
  return out
}

/** Walls on every edge between the room and the rest of the plane. */
function wallAround(room: readonly Hex[]): Record<string, EdgeKind> {
  const inside = new Set(room.map(hexKey))
  const edges: Record<string, EdgeKind> = {}
  for (const h of room) {
    for (let d = 0; d < 6; d++) {
      const n = HEX_DIRECTIONS[d]!
      if (!inside.has(hexKey({ q: h.q + n.q, r: h.r + n.r }))) {
        edges[edgeKey(hexEdge(h, d))] = 'wall'
      }
    }
  }
  return edges
}

describe('lineOfSight', () => {
  it.each(SEEDS)('is blocked exactly by walls on the hex line, both ways (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let m = 0; m < 25; m++) {
      const src = randomMap(rand)
      const grid = buildHexGrid(src)
      for (let k = 0; k < 60; k++) {
        const a = Math.floor(rand() * grid.size)
        const b = Math.floor(rand() * grid.size)
        const seen = lineOfSight(grid, a, b)
        expect(seen).toBe(oracleSight(src, gridHexAt(grid, a), gridHexAt(grid, b)))
        expect(lineOfSight(grid, b, a)).toBe(seen)
      }
    }
  })

  it('ignores Cover and terrain: only walls block sight', () => {
    const src = randomMap(prng(9), 12, 12, 0)
    const edges: Record<string, EdgeKind> = {}
    const terrain: Record<string, TerrainCell> = {}
    for (let i = 0; i < 144; i++) {
      const h = offsetToHex(i % 12, Math.floor(i / 12), src.orientation)
      terrain[hexKey(h)] = { kind: 'impassable', elevation: (i * 7) % 5 }
      for (let d = 0; d < 6; d++) edges[edgeKey(hexEdge(h, d))] = 'cover'
    }
    const grid = buildHexGrid({ ...src, edges, terrain })
    expect([...fieldOfView(grid, 77, 30)].every((v) => v === 1)).toBe(true)
  })

  it('refuses hexes off the map and a radius below 0, saying which', () => {
    const grid = buildHexGrid({ orientation: 'pointy', cols: 3, rows: 3 })
    const los = new RangeError('lineOfSight: the hex is off the map')
    expect(() => lineOfSight(grid, { q: -9, r: 0 }, 0)).toThrow(los)
    expect(() => lineOfSight(grid, 0, 9)).toThrow(los)
    expect(() => lineOfSight(grid, -1, 0)).toThrow(los)
    expect(() => lineOfSight(grid, 0, 0.5)).toThrow(los)
    expect(() => fieldOfView(grid, 9, 3)).toThrow(
      new RangeError('revealedBy: the hex is off the map'),
    )
    const radius = new RangeError('field of view: radius must be >= 0')
    expect(() => fieldOfView(grid, 0, -1)).toThrow(radius)
    expect(() => fieldOfView(grid, 0, Number.NaN)).toThrow(radius)
  })

  it('on a row of 300 hexes a wall east of hex 200 cuts the long lines (buffers grow)', () => {
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 300,
      rows: 1,
      edges: { [edgeKey(hexEdge({ q: 200, r: 0 }, 0))]: 'wall' },
    })
    expect(lineOfSight(grid, 0, 200)).toBe(true)
    expect(lineOfSight(grid, 0, 201)).toBe(false)
    expect(lineOfSight(grid, 299, 201)).toBe(true)
    expect(lineOfSight(grid, 299, 0)).toBe(false)
  })
})

describe('fieldOfView', () => {
  it.each(SEEDS)('is exactly the hexes in radius with a clear line (seed %i)', (seed) => {
    const rand = prng(seed * 13)
    for (let m = 0; m < 25; m++) {
      const grid = buildHexGrid(randomMap(rand))
      const origin = Math.floor(rand() * grid.size)
      const radius = Math.floor(rand() * 14)
      expect([...fieldOfView(grid, origin, radius)]).toEqual(
        visibleByBruteForce(grid, origin, radius),
      )
    }
  })

  it('is exact on a wide map both within the line trie and beyond it', () => {
    const grid = buildHexGrid(randomMap(prng(404), 40, 30, 0.03))
    for (const [origin, radius] of [
      [615, 64],
      [615, 80],
      [0, 70],
      [1199, 20],
    ] as const) {
      expect([...fieldOfView(grid, origin, radius)]).toEqual(
        visibleByBruteForce(grid, origin, radius),
      )
    }
  })

  it('radius 0 sees the origin alone; an open map shows the whole range', () => {
    const grid = buildHexGrid({ orientation: 'flat', cols: 15, rows: 15 })
    const origin = gridIndexOf(grid, offsetToHex(7, 7, 'flat'))
    expect([...fieldOfView(grid, origin, 0)].filter((v) => v === 1)).toHaveLength(1)
    expect(fieldOfView(grid, origin, 0)[origin]).toBe(1)
    const seen = fieldOfView(grid, origin, 4)
    expect(seen.reduce((a, b) => a + b, 0)).toBe(hexRange(gridHexAt(grid, origin), 4).length)
  })

  it('a wall across the map hides everything beyond it', () => {
    const edges: Record<string, EdgeKind> = {}
    for (let col = 0; col < 20; col++) {
      const above = offsetToHex(col, 9, 'pointy')
      const below = offsetToHex(col, 10, 'pointy')
      for (const d of [4, 5]) edges[edgeKey(hexEdge(above, d))] = 'wall'
      for (const d of [1, 2]) edges[edgeKey(hexEdge(below, d))] = 'wall'
    }
    const grid = buildHexGrid({ orientation: 'pointy', cols: 20, rows: 20, edges })
    for (const col of [0, 7, 19]) {
      for (const row of [10, 15, 19]) {
        const seen = fieldOfView(grid, offsetToHex(col, row, 'pointy'), 60)
        for (let i = 0; i < grid.size; i++) {
          expect(seen[i]).toBe(Math.floor(i / 20) >= 10 ? 1 : 0)
        }
      }
    }
  })

  it('a straight stretch of wall shadows the hexes behind it', () => {
    const edges: Record<string, EdgeKind> = {}
    for (let col = 8; col <= 20; col++) {
      for (const d of [1, 2]) edges[edgeKey(hexEdge(offsetToHex(col, 10, 'pointy'), d))] = 'wall'
    }
    const grid = buildHexGrid({ orientation: 'pointy', cols: 30, rows: 30, edges })
    const origin = offsetToHex(14, 16, 'pointy')
    const seen = fieldOfView(grid, origin, 40)
    const at = (col: number, row: number) =>
      seen[gridIndexOf(grid, offsetToHex(col, row, 'pointy'))]
    for (let row = 0; row <= 9; row++)
      for (let col = 12; col <= 16; col++) expect(at(col, row)).toBe(0)
    for (let row = 10; row < 30; row++)
      for (let col = 0; col < 30; col++) expect(at(col, row)).toBe(1)
    // Round the ends of the wall.
    expect(at(0, 8)).toBe(1)
    expect(at(29, 8)).toBe(1)
  })

  it.each(SEEDS)("sees nothing through a closed room's walls (seed %i)", (seed) => {
    const rand = prng(seed * 7)
    for (let m = 0; m < 20; m++) {
      const src = randomMap(rand, 16, 16, 0.04)
      const orientation = src.orientation
      const centre = offsetToHex(
        4 + Math.floor(rand() * 8),
        4 + Math.floor(rand() * 8),
        orientation,
      )
      const room = hexRange(centre, 1 + Math.floor(rand() * 3))
      const inside = new Set(room.map(hexKey))
      const grid = buildHexGrid({ ...src, edges: { ...src.edges, ...wallAround(room) } })
      const isInside = (i: number) => inside.has(hexKey(gridHexAt(grid, i)))
      for (let k = 0; k < 6; k++) {
        const origin = Math.floor(rand() * grid.size)
        const seen = fieldOfView(grid, origin, 40)
        for (let i = 0; i < grid.size; i++) {
          if (isInside(i) !== isInside(origin)) expect(seen[i]).toBe(0)
        }
      }
    }
  })
})

describe('fieldOfView beyond the line trie (radius > 64): written out on one row', () => {
  /** A row of 100 hexes (index = q), with a wall east of `wallAt` when given. */
  function row(wallAt?: number): HexGrid {
    const edges: Record<string, EdgeKind> =
      wallAt === undefined ? {} : { [edgeKey(hexEdge({ q: wallAt, r: 0 }, 0))]: 'wall' }
    return buildHexGrid({ orientation: 'pointy', cols: 100, rows: 1, edges })
  }
  const ones = (from: number, to: number) =>
    Array.from({ length: 100 }, (_, i) => (i >= from && i <= to ? 1 : 0))

  it.each([
    ['radius 64 (the trie)', 10, 64, undefined, ones(0, 74)],
    ['radius 65', 10, 65, undefined, ones(0, 75)],
    ['radius 66.9 counts whole steps', 10, 66.9, undefined, ones(0, 76)],
    ['radius 70 from the east end', 99, 70, undefined, ones(29, 99)],
    ['radius 80 with a wall east of 50', 10, 80, 50, ones(0, 50)],
    ['radius 80 from beyond the wall', 90, 80, 50, ones(51, 99)],
  ])('%s', (_n, origin, radius, wallAt, want) => {
    expect([...fieldOfView(row(wallAt), origin, radius)]).toEqual(want)
  })

  it('several origins beyond the trie add up', () => {
    // From 0 the wall east of 30 stops sight; from 99, 66 steps reach 33: 31 and 32 stay dark.
    expect([...revealedBy(row(30), [0, 99], 66)]).toEqual(
      Array.from({ length: 100 }, (_, i) => (i <= 30 || i >= 33 ? 1 : 0)),
    )
    expect([...revealedBy(row(), [0, 99], 65)]).toEqual(ones(0, 99))
    expect([...revealedBy(row(), [0, 1], 66)]).toEqual(ones(0, 67))
  })
})

describe('revealedBy', () => {
  it("is the union of each origin's field of view", () => {
    const rand = prng(55)
    for (let m = 0; m < 15; m++) {
      const grid = buildHexGrid(randomMap(rand))
      const origins = [0, 1, 2, 3].map(() => Math.floor(rand() * grid.size))
      const radius = 2 + Math.floor(rand() * 10)
      const union = revealedBy(grid, origins, radius)
      const each = origins.map((o) => fieldOfView(grid, o, radius))
      for (let i = 0; i < grid.size; i++) {
        expect(union[i]).toBe(each.some((f) => f[i] === 1) ? 1 : 0)
      }
    }
    expect([...revealedBy(buildHexGrid({ orientation: 'flat', cols: 2, rows: 2 }), [], 5)]).toEqual(
      [0, 0, 0, 0],
    )
  })
})
