import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { nearMissArea, scatterPoint } from '../../../../shared/geometry/gridless'

// The shooter stands due west of the aim, so "straight on" is east.
const aim = { x: 10, y: 10 }
const shooter = { x: 0, y: 10 }

describe('near-miss placement: randomDisk (BW-29, BW-Q10)', () => {
  it.each([
    ['360 straight on, 3 half-inch steps', 360, 4, { x: 11.5, y: 10 }],
    ['90 to the shooter’s right (south)', 90, 5, { x: 10, y: 12 }],
    ['180 back towards the shooter, the full 3"', 180, 7, { x: 7, y: 10 }],
    ['270 to the left (north), no distance', 270, 1, { x: 10, y: 10 }],
  ])('BW-Q10 d360 %s', (_what, angle, steps, want) => {
    const dice = scriptedDice({ 360: [angle], 7: [steps] })
    const got = scatterPoint(aim, shooter, 3, 'randomDisk', dice)
    expect(got.at).toEqual(want)
    dice.assertDone()
  })

  it('BW-29 Ex. a thrown knife that missed by 3 lands within 1½": a d4 for the distance', () => {
    const dice = scriptedDice({ 360: [45], 4: [4] })
    const got = scatterPoint(aim, shooter, 1.5, 'randomDisk', dice)
    // 1.5" at 45° is (11.06, 11.06); the nearest lattice point within 1.5" is (11, 11).
    expect(got.at).toEqual({ x: 11, y: 11 })
    expect(got.distance).toBeLessThanOrEqual(1.5)
    dice.assertDone()
  })

  it('BW-Q10 a miss by less than ½" lands on the aim without rolling', () => {
    const dice = scriptedDice({})
    expect(scatterPoint(aim, shooter, 0, 'randomDisk', dice)).toEqual({
      at: aim,
      angle: 0,
      distance: 0,
    })
  })
})

describe('near-miss placement: d12clockFullRadius (BW-29, BW-Q10)', () => {
  it.each([
    [12, { x: 13, y: 10 }],
    [3, { x: 10, y: 13 }],
    [6, { x: 7, y: 10 }],
    [9, { x: 10, y: 7 }],
    // 1 o'clock: 3" at 30° is (12.60, 11.5); (12.5, 11.5) is the nearest lattice point inside 3".
    [1, { x: 12.5, y: 11.5 }],
  ])('BW-Q10 d12 face %d: a rifle that missed by 3 lands at %o', (face, want) => {
    const dice = scriptedDice({ 12: [face] })
    expect(scatterPoint(aim, shooter, 3, 'd12clockFullRadius', dice).at).toEqual(want)
    dice.assertDone()
  })

  it('BW-Q10 the clock turns with the shot: fired south, 3 o’clock is west', () => {
    const dice = scriptedDice({ 12: [3] })
    expect(scatterPoint(aim, { x: 10, y: 0 }, 2, 'd12clockFullRadius', dice).at).toEqual({
      x: 8,
      y: 10,
    })
  })

  it('BW-29 the area to draw is a circle of the maximum radius on the aim', () => {
    expect(nearMissArea(aim, 6)).toEqual({ centre: aim, radius: 6 })
  })
})

describe('near-miss laws (BW-29, BW-Q10)', () => {
  const lattice = fc.integer({ min: -40, max: 40 }).map((n) => n / 2)
  it('always lands within its maximum and on the ½" lattice', () => {
    fc.assert(
      fc.property(
        fc.record({ x: lattice, y: lattice }),
        fc.record({
          x: fc.double({ min: -30, max: 30, noNaN: true }),
          y: fc.double({ min: -30, max: 30, noNaN: true }),
        }),
        fc.double({ min: 0, max: 16, noNaN: true }),
        fc.constantFrom('randomDisk' as const, 'd12clockFullRadius' as const),
        fc.integer({ min: 1, max: 1_000_000 }),
        (a, s, max, placement, seed) => {
          let n = seed
          const dice = { roll: (sides: number) => ((n = (n * 48271) % 2147483647) % sides) + 1 }
          const got = scatterPoint(a, s, max, placement, dice)
          expect(Math.hypot(got.at.x - a.x, got.at.y - a.y)).toBeLessThanOrEqual(max + 1e-9)
          expect(Number.isInteger(got.at.x * 2) && Number.isInteger(got.at.y * 2)).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
