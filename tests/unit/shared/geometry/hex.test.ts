import { describe, it, expect } from 'vitest'
import {
  HEX_DIRECTIONS,
  hexAdd,
  hexDistance,
  hexEquals,
  hexInRect,
  hexKey,
  hexNeighbors,
  hexRound,
  hexToOffset,
  hexToPixel,
  offsetToHex,
  pixelToHex,
} from '../../../../shared/geometry/hex'
import type { Hex, HexOrientation } from '../../../../shared/geometry/hex'
import { prng } from '../../support/prng'

const RUNS = 500
const SEEDS = [1, 7, 2024]
const ORIENTATIONS: HexOrientation[] = ['pointy', 'flat']

function int(rand: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1))
}

function randomHex(rand: () => number, span = 60): Hex {
  return { q: int(rand, -span, span), r: int(rand, -span, span) }
}

describe('hexDistance', () => {
  it.each(SEEDS)(
    'is symmetric, non-negative, integral and zero only on the same hex (seed %i)',
    (seed) => {
      const rand = prng(seed)
      for (let i = 0; i < RUNS; i++) {
        const a = randomHex(rand)
        const b = randomHex(rand)
        const d = hexDistance(a, b)
        expect(d).toBe(hexDistance(b, a))
        expect(Number.isInteger(d)).toBe(true)
        expect(d >= 0).toBe(true)
        expect(d === 0).toBe(hexEquals(a, b))
      }
    },
  )

  it.each(SEEDS)('obeys the triangle inequality (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const a = randomHex(rand)
      const b = randomHex(rand)
      const c = randomHex(rand)
      expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c))
    }
  })

  it.each(SEEDS)('is 1 to each of six distinct neighbours (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const h = randomHex(rand)
      const ns = hexNeighbors(h)
      expect(ns).toHaveLength(6)
      expect(new Set(ns.map(hexKey)).size).toBe(6)
      for (const n of ns) expect(hexDistance(h, n)).toBe(1)
    }
  })

  it.each(SEEDS)('is n along a straight line of n steps in one direction (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const start = randomHex(rand)
      const dir = HEX_DIRECTIONS[int(rand, 0, 5)]!
      const n = int(rand, 0, 40)
      let h = start
      for (let s = 0; s < n; s++) h = hexAdd(h, dir)
      expect(hexDistance(start, h)).toBe(n)
    }
  })

  it.each([
    [{ q: 0, r: 0 }, { q: 3, r: 0 }, 3],
    [{ q: 0, r: 0 }, { q: 2, r: -1 }, 2],
    [{ q: 0, r: 0 }, { q: 2, r: 2 }, 4],
    [{ q: -2, r: 1 }, { q: 1, r: -3 }, 4],
  ])('distance %j -> %j is %i', (a, b, d) => {
    expect(hexDistance(a, b)).toBe(d)
  })
})

describe('hexToPixel / pixelToHex', () => {
  it.each(ORIENTATIONS.flatMap((o) => SEEDS.map((s) => [o, s] as const)))(
    '%s: pixelToHex(hexToPixel(h)) is h (seed %i)',
    (orientation, seed) => {
      const rand = prng(seed)
      for (let i = 0; i < RUNS; i++) {
        const h = randomHex(rand, 200)
        const size = 1 + rand() * 80
        expect(pixelToHex(hexToPixel(h, size, orientation), size, orientation)).toEqual(h)
      }
    },
  )

  it.each(ORIENTATIONS.flatMap((o) => SEEDS.map((s) => [o, s] as const)))(
    '%s: a point inside the inscribed circle maps back to the same hex (seed %i)',
    (orientation, seed) => {
      const rand = prng(seed)
      for (let i = 0; i < RUNS; i++) {
        const h = randomHex(rand, 100)
        const size = 4 + rand() * 60
        const c = hexToPixel(h, size, orientation)
        // The inradius of a regular hexagon is size * sqrt(3) / 2; stay a little inside it.
        const radius = ((size * Math.sqrt(3)) / 2) * 0.95 * rand()
        const angle = rand() * 2 * Math.PI
        const p = { x: c.x + radius * Math.cos(angle), y: c.y + radius * Math.sin(angle) }
        expect(pixelToHex(p, size, orientation)).toEqual(h)
      }
    },
  )

  it.each(ORIENTATIONS)(
    '%s: a point just past the shared edge lands on the neighbour',
    (orientation) => {
      const size = 30
      for (const dir of HEX_DIRECTIONS) {
        const a = hexToPixel({ q: 0, r: 0 }, size, orientation)
        const b = hexToPixel(dir, size, orientation)
        // 55% of the way from the centre to the neighbour's centre is just over the shared edge.
        const p = { x: a.x + (b.x - a.x) * 0.55, y: a.y + (b.y - a.y) * 0.55 }
        expect(pixelToHex(p, size, orientation)).toEqual(dir)
        const back = { x: a.x + (b.x - a.x) * 0.45, y: a.y + (b.y - a.y) * 0.45 }
        expect(pixelToHex(back, size, orientation)).toEqual({ q: 0, r: 0 })
      }
    },
  )

  it.each([
    ['pointy', { q: 1, r: 0 }, { x: 10 * Math.sqrt(3), y: 0 }],
    ['pointy', { q: 0, r: 1 }, { x: 5 * Math.sqrt(3), y: 15 }],
    ['flat', { q: 1, r: 0 }, { x: 15, y: 5 * Math.sqrt(3) }],
    ['flat', { q: 0, r: 1 }, { x: 0, y: 10 * Math.sqrt(3) }],
  ] as const)('%s: hexToPixel(%j, 10) is %j', (orientation, h, p) => {
    const got = hexToPixel(h, 10, orientation)
    expect(got.x).toBeCloseTo(p.x, 9)
    expect(got.y).toBeCloseTo(p.y, 9)
  })
})

describe('offset coordinates', () => {
  it.each(ORIENTATIONS.flatMap((o) => SEEDS.map((s) => [o, s] as const)))(
    '%s: offsetToHex and hexToOffset invert each other, negatives included (seed %i)',
    (orientation, seed) => {
      const rand = prng(seed)
      for (let i = 0; i < RUNS; i++) {
        const col = int(rand, -300, 300)
        const row = int(rand, -300, 300)
        const h = offsetToHex(col, row, orientation)
        expect(hexToOffset(h, orientation)).toEqual({ col, row })
        const k = randomHex(rand, 300)
        const o = hexToOffset(k, orientation)
        expect(offsetToHex(o.col, o.row, orientation)).toEqual(k)
      }
    },
  )

  it.each([
    ['pointy', 0, 1, { q: 0, r: 1 }],
    ['pointy', 0, 2, { q: -1, r: 2 }],
    ['pointy', 3, 3, { q: 2, r: 3 }],
    ['flat', 1, 0, { q: 1, r: 0 }],
    ['flat', 2, 0, { q: 2, r: -1 }],
    ['flat', 3, 3, { q: 3, r: 2 }],
  ] as const)('%s: offset (%i,%i) is axial %j', (orientation, col, row, h) => {
    expect(offsetToHex(col, row, orientation)).toEqual(h)
  })
})

describe('hexInRect', () => {
  const cols = 18
  const rows = 12
  it.each(
    ORIENTATIONS.flatMap((o) =>
      [
        [0, 0, true],
        [cols - 1, 0, true],
        [0, rows - 1, true],
        [cols - 1, rows - 1, true],
        [-1, 0, false],
        [0, -1, false],
        [cols, 0, false],
        [0, rows, false],
        [cols, rows - 1, false],
        [cols - 1, rows, false],
        [-1, -1, false],
      ].map(([c, r, inside]) => [o, c, r, inside] as [HexOrientation, number, number, boolean]),
    ),
  )('%s: offset (%i,%i) on an 18x12 map is inside: %s', (orientation, col, row, inside) => {
    expect(hexInRect(offsetToHex(col, row, orientation), cols, rows, orientation)).toBe(inside)
  })

  it.each(ORIENTATIONS)('%s: agrees with the offset rectangle for random hexes', (orientation) => {
    const rand = prng(99)
    for (let i = 0; i < RUNS * 2; i++) {
      const h = randomHex(rand, 25)
      const c = int(rand, 1, 20)
      const r = int(rand, 1, 20)
      const { col, row } = hexToOffset(h, orientation)
      expect(hexInRect(h, c, r, orientation)).toBe(col >= 0 && col < c && row >= 0 && row < r)
    }
  })

  it.each(ORIENTATIONS)(
    '%s: a 1x1 map holds exactly the origin among its neighbours',
    (orientation) => {
      expect(hexInRect({ q: 0, r: 0 }, 1, 1, orientation)).toBe(true)
      for (const n of hexNeighbors({ q: 0, r: 0 }))
        expect(hexInRect(n, 1, 1, orientation)).toBe(false)
    },
  )
})

describe('hexRound', () => {
  it.each([
    [-0.2, 0.1],
    [0.1, -0.2],
    [-0, -0],
    [-0.4, -0.4],
    [-0.3, 0.3],
    [0.3, -0.3],
    [-1e-12, 1e-12],
    [-0.49, 0],
    [0, -0.49],
  ])('hexRound(%d, %d) has no -0', (q, r) => {
    const h = hexRound(q, r)
    expect(Object.is(h.q, -0)).toBe(false)
    expect(Object.is(h.r, -0)).toBe(false)
  })

  it.each(SEEDS)('never returns -0 and lands within one step of the input (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS * 4; i++) {
      const q = (rand() - 0.5) * 4
      const r = (rand() - 0.5) * 4
      const h = hexRound(q, r)
      expect(Object.is(h.q, -0) || Object.is(h.r, -0)).toBe(false)
      expect(Number.isInteger(h.q) && Number.isInteger(h.r)).toBe(true)
      // Cube rounding picks the hex whose centre is nearest, so it is less than a hex away.
      const dq = q - h.q
      const dr = r - h.r
      expect((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2).toBeLessThan(1)
    }
  })

  it('keeps hex keys canonical for points just left of / above the origin', () => {
    for (const o of ORIENTATIONS) {
      expect(hexKey(pixelToHex({ x: -0.001, y: -0.001 }, 10, o))).toBe('0,0')
    }
  })

  it.each(SEEDS)('is the identity on integer coordinates (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < RUNS; i++) {
      const h = randomHex(rand)
      expect(hexRound(h.q, h.r)).toEqual(h)
    }
  })
})
