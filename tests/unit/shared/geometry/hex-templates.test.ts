import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  HEX_DIRECTIONS,
  hexDistance,
  hexEquals,
  hexInRect,
  hexLine,
  templateHexes,
  type Hex,
  type HexOrientation,
} from '../../../../shared/geometry/hex'

/** A map big enough that no template below leaves it, with the origin in its middle. */
const big = (orientation: HexOrientation) => ({ orientation, cols: 300, rows: 300 })
const ORIGIN: Hex = { q: 60, r: 150 }

const aim = fc
  .record({
    dq: fc.integer({ min: -40, max: 40 }),
    dr: fc.integer({ min: -40, max: 40 }),
    length: fc.integer({ min: 1, max: 40 }),
    orientation: fc.constantFrom<HexOrientation>('pointy', 'flat'),
  })
  .filter(({ dq, dr }) => dq !== 0 || dr !== 0)

const line = (dq: number, dr: number, length: number, orientation: HexOrientation) =>
  templateHexes(
    { kind: 'line', origin: ORIGIN, toward: { q: ORIGIN.q + dq, r: ORIGIN.r + dr }, length },
    big(orientation),
  )

describe('line templates', () => {
  it('cover exactly the length asked for, in every direction, one step at a time', () => {
    fc.assert(
      fc.property(aim, ({ dq, dr, length, orientation }) => {
        const hexes = line(dq, dr, length, orientation)
        expect(hexes).toHaveLength(length)
        // Outward from the origin: the i-th hex is i + 1 steps away, each next to the one before.
        hexes.forEach((h, i) => {
          expect(hexDistance(ORIGIN, h)).toBe(i + 1)
          expect(hexDistance(i === 0 ? ORIGIN : hexes[i - 1]!, h)).toBe(1)
        })
      }),
      { numRuns: 2000, seed: 12 },
    )
  })

  it('end on the aimed hex when the length is its distance, and run along it when shorter', () => {
    fc.assert(
      fc.property(aim, ({ dq, dr, orientation }) => {
        const toward = { q: ORIGIN.q + dq, r: ORIGIN.r + dr }
        const d = hexDistance(ORIGIN, toward)
        const hexes = line(dq, dr, d, orientation)
        expect(hexEquals(hexes[d - 1]!, toward)).toBe(true)
        expect(hexes).toEqual(hexLine(ORIGIN, toward).slice(1))
      }),
      { numRuns: 1000, seed: 13 },
    )
  })

  // The cases the old per-coordinate rounding got wrong: aims toward lower q and r, where a
  // scaled coordinate of -0.5 rounded up and the far end came closer than the length.
  it.each([
    [-1, -1, 1, 'empty'],
    [-2, -2, 1, 'empty'],
    [-1, -1, 3, '2 hexes'],
    [-3, -1, 2, '1 hex'],
    [-1, -3, 2, '1 hex'],
  ])('toward (%i, %i) with length %i (was %s)', (dq, dr, length) => {
    expect(line(dq, dr, length, 'pointy')).toHaveLength(length)
  })

  it('along each of the six directions, are the straight row of hexes', () => {
    HEX_DIRECTIONS.forEach((dir) => {
      const hexes = line(dir.q * 2, dir.r * 2, 5, 'flat')
      expect(hexes).toEqual(
        [1, 2, 3, 4, 5].map((i) => ({ q: ORIGIN.q + dir.q * i, r: ORIGIN.r + dir.r * i })),
      )
    })
  })

  it('are clipped by the map edge but never lengthened', () => {
    const small = { orientation: 'pointy' as const, cols: 5, rows: 5 }
    const t = { kind: 'line' as const, origin: { q: 1, r: 2 }, toward: { q: 0, r: 2 }, length: 6 }
    const whole = hexLine(t.origin, { q: -5, r: 2 }).slice(1)
    expect(whole).toHaveLength(6)
    const clipped = templateHexes(t, small)
    expect(clipped).toEqual(whole.filter((h) => hexInRect(h, 5, 5, 'pointy')))
    expect(clipped).toEqual([
      { q: 0, r: 2 },
      { q: -1, r: 2 },
    ])
  })
})
