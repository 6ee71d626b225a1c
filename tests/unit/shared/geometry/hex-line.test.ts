import { describe, expect, it } from 'vitest'
import {
  HEX_DIRECTIONS,
  HEX_LINE_EPS_Q,
  HEX_LINE_EPS_R,
  edgeBetween,
  edgeKey,
  hexAdd,
  hexDirectionIndex,
  hexDistance,
  hexLine,
  hexLineDirections,
  hexLineEdges,
  hexLineInto,
  hexToPixel,
  type Hex,
  type HexOrientation,
} from '../../../../shared/geometry/hex'
import { prng } from '../../support/prng'

const SEEDS = [3, 11, 4242]
const RUNS = 200

function randomHex(rand: () => number, span: number): Hex {
  return {
    q: Math.floor(rand() * (2 * span + 1)) - span,
    r: Math.floor(rand() * (2 * span + 1)) - span,
  }
}

const key = (h: Hex) => `${h.q},${h.r}`

describe('hexLine', () => {
  it.each([
    [{ q: 0, r: 0 }, { q: 0, r: 0 }, [[0, 0]]],
    [
      { q: 0, r: 0 },
      { q: 3, r: 0 },
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
      ],
    ],
    [
      { q: 2, r: -1 },
      { q: 2, r: 2 },
      [
        [2, -1],
        [2, 0],
        [2, 1],
        [2, 2],
      ],
    ],
    [
      { q: 0, r: 0 },
      { q: 3, r: -1 },
      [
        [0, 0],
        [1, 0],
        [2, -1],
        [3, -1],
      ],
    ],
    // Along an edge: the shift puts the middle hex on its side.
    [
      { q: 0, r: 0 },
      { q: 1, r: 1 },
      [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
    ],
    [
      { q: 0, r: 0 },
      { q: 2, r: -1 },
      [
        [0, 0],
        [1, 0],
        [2, -1],
      ],
    ],
    [
      { q: 0, r: 0 },
      { q: 2, r: 2 },
      [
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 2],
        [2, 2],
      ],
    ],
  ])('%j -> %j is %j', (a, b, expected) => {
    expect(hexLine(a, b).map((h) => [h.q, h.r])).toEqual(expected)
  })

  it.each(SEEDS)('has distance + 1 hexes, the endpoints, and adjacent steps (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const a = randomHex(rand, 60)
      const b = randomHex(rand, 60)
      const line = hexLine(a, b)
      const n = hexDistance(a, b)
      expect(line).toHaveLength(n + 1)
      expect(line[0]).toEqual(a)
      expect(line[n]).toEqual(b)
      for (let k = 1; k <= n; k++) {
        expect(hexDistance(line[k - 1]!, line[k]!)).toBe(1)
        // A line of n steps between hexes n apart is a shortest path: hex k is k from a.
        expect(hexDistance(a, line[k]!)).toBe(k)
      }
    }
  })

  it.each(SEEDS)('is its own reverse from the other end (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const a = randomHex(rand, 300)
      const b = randomHex(rand, 300)
      expect(hexLine(b, a)).toEqual(hexLine(a, b).reverse())
    }
  })

  it.each(SEEDS)('is the same shape wherever it starts (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const a = randomHex(rand, 200)
      const b = randomHex(rand, 40)
      const t = randomHex(rand, 200)
      const moved = hexLine(hexAdd(a, t), hexAdd(b, t))
      expect(moved).toEqual(hexLine(a, b).map((h) => hexAdd(h, t)))
    }
  })

  it.each(['pointy', 'flat'] as HexOrientation[])(
    '%s: at a tie the middle hex is the one on the side the shift points to',
    (orientation) => {
      const shift = hexToPixel({ q: HEX_LINE_EPS_Q, r: HEX_LINE_EPS_R }, 1, orientation)
      expect(shift.x).toBeGreaterThan(0)
      expect(shift.y).toBeGreaterThan(0)
      for (let d = 0; d < 6; d++) {
        // d + (d + 1) is a vertex direction: the segment runs along the edge between the two.
        const x = HEX_DIRECTIONS[d]!
        const y = HEX_DIRECTIONS[(d + 1) % 6]!
        const b = hexAdd(x, y)
        const mid = hexLine({ q: 0, r: 0 }, b)[1]!
        expect([key(x), key(y)]).toContain(key(mid))
        const other = key(mid) === key(x) ? y : x
        const pm = hexToPixel(mid, 1, orientation)
        const po = hexToPixel(other, 1, orientation)
        expect((pm.x - po.x) * shift.x + (pm.y - po.y) * shift.y).toBeGreaterThan(0)
      }
    },
  )

  it('hexLineInto refuses an output that is too short, on either side', () => {
    const need6 = new RangeError('hexLineInto: output needs 6 entries')
    expect(() => hexLineInto(5, 0, new Int32Array(3), new Int32Array(3))).toThrow(need6)
    expect(() => hexLineInto(5, 0, new Int32Array(5), new Int32Array(6))).toThrow(need6)
    expect(() => hexLineInto(-2, -3, new Int32Array(6), new Int32Array(5))).toThrow(need6)
    const q = new Int32Array(6)
    const r = new Int32Array(6)
    expect(hexLineInto(-2, -3, q, r)).toBe(6)
  })

  it.each(SEEDS)(
    'each hex holds its sample point: the nearest centre, found by brute force (seed %i)',
    (seed) => {
      const rand = prng(seed)
      for (let i = 0; i < RUNS; i++) {
        const a = randomHex(rand, 20)
        const b = randomHex(rand, 20)
        const n = hexDistance(a, b)
        const line = hexLine(a, b)
        for (let k = 1; k < n; k++) {
          // The shifted sample point, in the plane (pointy layout, size 1).
          const q = a.q + ((b.q - a.q) * k) / n + HEX_LINE_EPS_Q
          const r = a.r + ((b.r - a.r) * k) / n + HEX_LINE_EPS_R
          const px = Math.sqrt(3) * (q + r / 2)
          const py = 1.5 * r
          let best = ''
          let bestD = Infinity
          for (let cq = Math.floor(q) - 1; cq <= Math.ceil(q) + 1; cq++) {
            for (let cr = Math.floor(r) - 1; cr <= Math.ceil(r) + 1; cr++) {
              const d = (Math.sqrt(3) * (cq + cr / 2) - px) ** 2 + (1.5 * cr - py) ** 2
              if (d < bestD) {
                bestD = d
                best = `${cq},${cr}`
              }
            }
          }
          expect(key(line[k]!)).toBe(best)
        }
      }
    },
  )

  it('a line longer than the scratch buffers (64) is whole', () => {
    const line = hexLine({ q: -40, r: 0 }, { q: 60, r: -30 })
    expect(line).toHaveLength(101)
    expect(line[0]).toEqual({ q: -40, r: 0 })
    expect(line[100]).toEqual({ q: 60, r: -30 })
    expect(hexLineDirections({ q: 0, r: 0 }, { q: 0, r: 100 })).toEqual(new Array(100).fill(5))
  })
})

describe('hexLineDirections', () => {
  it.each([
    [{ q: 0, r: 0 }, { q: 0, r: 0 }, []],
    [{ q: 0, r: 0 }, { q: 3, r: -1 }, [0, 1, 0]],
    [{ q: 0, r: 0 }, { q: -3, r: 0 }, [3, 3, 3]],
    [{ q: 0, r: 0 }, { q: 2, r: 2 }, [5, 0, 5, 0]],
    // A tie at (4.5, 6): the shift (down and right) takes (5,6) before (4,6).
    [{ q: 5, r: 5 }, { q: 4, r: 7 }, [5, 4]],
  ])('%j -> %j steps %j', (a, b, dirs) => {
    expect(hexLineDirections(a, b)).toEqual(dirs)
  })
})

describe('hexDirectionIndex', () => {
  it('names each of the six steps and nothing else', () => {
    HEX_DIRECTIONS.forEach((d, i) => expect(hexDirectionIndex(d.q, d.r)).toBe(i))
    for (const [dq, dr] of [
      [0, 0],
      [1, 1],
      [-1, -1],
      [2, 0],
      [0, -2],
      [-2, 1],
      [1, -2],
      [-1, 2],
      [2, -1],
    ]) {
      expect(hexDirectionIndex(dq!, dr!)).toBe(-1)
    }
  })
})

describe('hexLineEdges', () => {
  it('crosses the edges between consecutive hexes, in order', () => {
    expect(hexLineEdges({ q: 0, r: 0 }, { q: 3, r: -1 }).map(edgeKey)).toEqual([
      '0,0,0',
      '1,0,1',
      '2,-1,0',
    ])
    expect(hexLineEdges({ q: 4, r: 4 }, { q: 4, r: 4 })).toEqual([])
  })

  it.each(SEEDS)('has one edge per step, each between the hexes of that step (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const a = randomHex(rand, 50)
      const b = randomHex(rand, 50)
      const line = hexLine(a, b)
      const edges = hexLineEdges(a, b).map(edgeKey)
      const dirs = hexLineDirections(a, b)
      expect(edges).toHaveLength(hexDistance(a, b))
      expect(new Set(edges).size).toBe(edges.length)
      edges.forEach((e, k) => {
        expect(e).toBe(edgeKey(edgeBetween(line[k]!, line[k + 1]!)!))
        expect(hexAdd(line[k]!, HEX_DIRECTIONS[dirs[k]!]!)).toEqual(line[k + 1])
      })
      // The same edges from the other end, in reverse order.
      expect(hexLineEdges(b, a).map(edgeKey)).toEqual([...edges].reverse())
    }
  })
})
