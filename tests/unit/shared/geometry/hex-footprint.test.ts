import { describe, expect, it } from 'vitest'
import {
  FOOTPRINT_HEX_COUNT,
  FOOTPRINT_SIZES,
  footprintDistance,
  footprintHexes,
  hexDistance,
  hexKey,
  hexRotate,
  normalizeFacing,
  type Hex,
} from '../../../../shared/geometry/hex'
import { TokenSizeSchema } from '../../../../shared/model'
import { prng } from '../../support/prng'

const SIZES = FOOTPRINT_SIZES
const FACINGS = [0, 1, 2, 3, 4, 5]
const ANCHORS: Hex[] = [
  { q: 0, r: 0 },
  { q: 5, r: -9 },
  { q: -30, r: 17 },
]

const keys = (hs: readonly Hex[]) => new Set(hs.map(hexKey))

/** Whether the hexes form one group through shared edges. */
function connected(hs: readonly Hex[]): boolean {
  const seen = new Set([hexKey(hs[0]!)])
  const todo = [hs[0]!]
  while (todo.length > 0) {
    const h = todo.pop()!
    for (const o of hs) {
      if (!seen.has(hexKey(o)) && hexDistance(h, o) === 1) {
        seen.add(hexKey(o))
        todo.push(o)
      }
    }
  }
  return seen.size === hs.length
}

function adjacentPairs(hs: readonly Hex[]): number {
  let n = 0
  for (let i = 0; i < hs.length; i++)
    for (let j = i + 1; j < hs.length; j++) if (hexDistance(hs[i]!, hs[j]!) === 1) n++
  return n
}

describe('sizes', () => {
  it("are the campaign schema's token sizes, smallest first", () => {
    expect(TokenSizeSchema.options).toEqual([...FOOTPRINT_SIZES])
  })

  it.each([
    ['tiny', 1],
    ['small', 1],
    ['medium', 1],
    ['large', 3],
    ['giant', 5],
  ] as const)('%s covers %i hex(es)', (size, count) => {
    expect(FOOTPRINT_HEX_COUNT[size]).toBe(count)
    for (const a of ANCHORS) {
      for (const f of FACINGS) expect(footprintHexes(a, size, f)).toHaveLength(count)
    }
  })
})

describe('footprintHexes', () => {
  it('puts the anchor first, and small sizes are just the anchor', () => {
    for (const size of SIZES) {
      for (const a of ANCHORS) expect(footprintHexes(a, size, 3)[0]).toEqual(a)
    }
    expect(footprintHexes({ q: 2, r: 2 }, 'medium', 4)).toEqual([{ q: 2, r: 2 }])
  })

  it.each([
    [
      'large',
      0,
      [
        [0, 0],
        [1, 0],
        [1, -1],
      ],
    ],
    [
      'large',
      3,
      [
        [0, 0],
        [-1, 0],
        [-1, 1],
      ],
    ],
    [
      'giant',
      0,
      [
        [0, 0],
        [1, 0],
        [1, -1],
        [0, -1],
        [-1, 0],
      ],
    ],
    [
      'giant',
      2,
      [
        [0, 0],
        [0, -1],
        [-1, 0],
        [-1, 1],
        [0, 1],
      ],
    ],
  ] as const)('%s facing %i is %j', (size, facing, hexes) => {
    expect(footprintHexes({ q: 0, r: 0 }, size, facing).map((h) => [h.q, h.r])).toEqual(hexes)
  })

  it.each(SIZES)('%s: distinct, connected, within one step of the anchor', (size) => {
    for (const a of ANCHORS) {
      for (const f of FACINGS) {
        const fp = footprintHexes(a, size, f)
        expect(keys(fp).size).toBe(fp.length)
        expect(connected(fp)).toBe(true)
        for (const h of fp) expect(hexDistance(a, h)).toBeLessThanOrEqual(1)
      }
    }
  })

  it('Large (R23): three mutually adjacent hexes, six different triangles', () => {
    const seen = new Set<string>()
    for (const f of FACINGS) {
      const fp = footprintHexes({ q: 0, r: 0 }, 'large', f)
      expect(adjacentPairs(fp)).toBe(3)
      seen.add([...keys(fp)].sort().join(' '))
    }
    expect(seen.size).toBe(6)
  })

  it('Giant (R22): the centre and four of its neighbours, as compact as five hexes get', () => {
    const seen = new Set<string>()
    for (const f of FACINGS) {
      const fp = footprintHexes({ q: 0, r: 0 }, 'giant', f)
      // Centre to four neighbours, plus three between consecutive neighbours.
      expect(adjacentPairs(fp)).toBe(7)
      seen.add([...keys(fp)].sort().join(' '))
    }
    expect(seen.size).toBe(6)
  })

  it.each(SIZES)('%s: turning one sixth gives the next facing; six is the identity', (size) => {
    for (const a of ANCHORS) {
      for (const f of FACINGS) {
        const turned = footprintHexes(a, size, f).map((h) => hexRotate(h, a, 1))
        expect(keys(turned)).toEqual(keys(footprintHexes(a, size, f + 1)))
        expect(footprintHexes(a, size, f + 6)).toEqual(footprintHexes(a, size, f))
        expect(footprintHexes(a, size, f - 6)).toEqual(footprintHexes(a, size, f))
      }
    }
  })
})

describe('hexRotate', () => {
  it('keeps the distance to the centre, and six turns come back', () => {
    const rand = prng(8)
    for (let i = 0; i < 300; i++) {
      const c = { q: Math.floor(rand() * 40) - 20, r: Math.floor(rand() * 40) - 20 }
      const h = { q: Math.floor(rand() * 40) - 20, r: Math.floor(rand() * 40) - 20 }
      let x = h
      for (let k = 0; k < 6; k++) {
        x = hexRotate(x, c, 1)
        expect(hexDistance(c, x)).toBe(hexDistance(c, h))
      }
      expect(x).toEqual(h)
      expect(hexRotate(h, c, 4)).toEqual(hexRotate(h, c, -2))
    }
  })

  it.each([
    [0, 0],
    [5, 5],
    [6, 0],
    [7, 1],
    [-1, 5],
    [-13, 5],
  ])('normalizeFacing(%i) is %i', (f, want) => {
    expect(normalizeFacing(f)).toBe(want)
  })
})

describe('footprintDistance', () => {
  const o = { q: 0, r: 0 }
  it.each([
    ['two Medium, 3 apart', footprintHexes(o, 'medium'), [{ q: 3, r: 0 }], 3],
    ['Large reaching towards a Medium', footprintHexes(o, 'large', 0), [{ q: 3, r: 0 }], 2],
    ['Large facing away', footprintHexes(o, 'large', 3), [{ q: 3, r: 0 }], 3],
    [
      'overlapping Giants',
      footprintHexes(o, 'giant', 0),
      footprintHexes({ q: 1, r: 0 }, 'giant'),
      0,
    ],
    [
      'touching Giants',
      footprintHexes(o, 'giant', 0),
      footprintHexes({ q: 3, r: 0 }, 'giant', 3),
      1,
    ],
  ])('%s: %#', (_name, a, b, want) => {
    expect(footprintDistance(a, b)).toBe(want)
    expect(footprintDistance(b, a)).toBe(want)
  })

  it('is symmetric, 0 exactly on overlap, and within 2 of the anchors distance', () => {
    const rand = prng(21)
    for (let i = 0; i < 500; i++) {
      const a = { q: Math.floor(rand() * 16) - 8, r: Math.floor(rand() * 16) - 8 }
      const b = { q: Math.floor(rand() * 16) - 8, r: Math.floor(rand() * 16) - 8 }
      const fa = footprintHexes(a, SIZES[Math.floor(rand() * 5)]!, Math.floor(rand() * 6))
      const fb = footprintHexes(b, SIZES[Math.floor(rand() * 5)]!, Math.floor(rand() * 6))
      const d = footprintDistance(fa, fb)
      expect(d).toBe(footprintDistance(fb, fa))
      const overlap = fa.some((h) => keys(fb).has(hexKey(h)))
      expect(d === 0).toBe(overlap)
      expect(d).toBeLessThanOrEqual(hexDistance(a, b))
      expect(d).toBeGreaterThanOrEqual(hexDistance(a, b) - 2)
    }
  })
})
