import { describe, expect, it } from 'vitest'
import {
  hexDistance,
  hexKey,
  hexRange,
  hexRing,
  hexSpiral,
  type Hex,
} from '../../../../shared/geometry/hex'

const CENTERS: Hex[] = [
  { q: 0, r: 0 },
  { q: 7, r: -3 },
  { q: -12, r: 40 },
]

describe('hexRange', () => {
  it.each(Array.from({ length: 13 }, (_, n) => [n, 3 * n * (n + 1) + 1]))(
    'radius %i holds %i distinct hexes, all within the radius',
    (n, size) => {
      for (const c of CENTERS) {
        const hexes = hexRange(c, n)
        expect(hexes).toHaveLength(size)
        expect(new Set(hexes.map(hexKey)).size).toBe(size)
        for (const h of hexes) expect(hexDistance(c, h)).toBeLessThanOrEqual(n)
      }
    },
  )

  it('is exactly the hexes within n of the centre (brute force over a box)', () => {
    const c = { q: 3, r: -2 }
    for (let n = 0; n <= 8; n++) {
      const want = new Set<string>()
      for (let q = -12; q <= 12; q++) {
        for (let r = -12; r <= 12; r++) {
          const h = { q: c.q + q, r: c.r + r }
          if (hexDistance(c, h) <= n) want.add(hexKey(h))
        }
      }
      expect(new Set(hexRange(c, n).map(hexKey))).toEqual(want)
    }
  })

  it.each([-1, 1.5, Number.NaN])('refuses radius %d', (n) => {
    expect(() => hexRange({ q: 0, r: 0 }, n)).toThrow(RangeError)
    expect(() => hexRing({ q: 0, r: 0 }, n)).toThrow(RangeError)
    expect(() => hexSpiral({ q: 0, r: 0 }, n)).toThrow(RangeError)
  })
})

describe('hexRing', () => {
  it('radius 0 is the centre alone', () => {
    expect(hexRing({ q: 2, r: 5 }, 0)).toEqual([{ q: 2, r: 5 }])
  })

  it.each(Array.from({ length: 15 }, (_, i) => i + 1))(
    'radius %i: 6n distinct hexes exactly n out, a closed chain of neighbours',
    (n) => {
      for (const c of CENTERS) {
        const ring = hexRing(c, n)
        expect(ring).toHaveLength(6 * n)
        expect(new Set(ring.map(hexKey)).size).toBe(6 * n)
        ring.forEach((h, i) => {
          expect(hexDistance(c, h)).toBe(n)
          expect(hexDistance(h, ring[(i + 1) % ring.length]!)).toBe(1)
        })
      }
    },
  )
})

describe('hexSpiral', () => {
  it.each([0, 1, 2, 5, 9])('radius %i: the range, nearest first', (n) => {
    const c = { q: -4, r: 9 }
    const spiral = hexSpiral(c, n)
    expect(spiral[0]).toEqual(c)
    expect(new Set(spiral.map(hexKey))).toEqual(new Set(hexRange(c, n).map(hexKey)))
    expect(spiral).toHaveLength(3 * n * (n + 1) + 1)
    for (let i = 1; i < spiral.length; i++) {
      expect(hexDistance(c, spiral[i]!)).toBeGreaterThanOrEqual(hexDistance(c, spiral[i - 1]!))
    }
  })
})
