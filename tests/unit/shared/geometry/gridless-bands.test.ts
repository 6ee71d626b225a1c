import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  explosionBand,
  fireBand,
  maxExplosionRadius,
  unitsInBands,
  unitsNearBurning,
  type BandUnit,
  type Placed,
} from '../../../../shared/geometry/gridless'

const fig = (id: string, x: number, y = 0): BandUnit => ({
  id,
  at: { x, y },
  base: { shape: 'round', diameter: 1 },
})

describe('explosion bands (BW-31, BW-Q12)', () => {
  it.each([
    [1.5, 0, 3],
    [2, 0, 3],
    [3, 1, 2],
    [4, 1, 2],
    [5, 2, 1],
    [6, 2, 1],
    [6.5, 3, 0],
  ])('BW-31 Ex. a 3d10 blast at %d": %d dice lost, %dd10 left', (d, lost, left) => {
    expect(explosionBand(d)).toBe(lost)
    expect(Math.max(0, 3 - explosionBand(d))).toBe(left)
  })

  it('BW-31 / BW-Q15 a blast of N dice reaches 2N inches', () => {
    expect(maxExplosionRadius(3)).toBe(6)
    expect(maxExplosionRadius(1)).toBe(2)
    expect(explosionBand(maxExplosionRadius(3))).toBeLessThan(3)
    expect(explosionBand(maxExplosionRadius(3) + 0.01)).toBe(3)
  })

  it('BW-31 / BW-Q12 finds the units a 3d10 blast reaches, to the nearest point of each base', () => {
    // Centres 1.5", 3.4", 5", 6.4", 7.5" away: nearest points 1", 2.9", 4.5", 5.9", 7".
    const units = [fig('a', 1.5), fig('b', 0, 3.4), fig('c', -5), fig('d', 0, -6.4), fig('e', 7.5)]
    expect(unitsInBands({ x: 0, y: 0 }, units, 3)).toEqual([
      { id: 'a', distance: 1, diceLost: 0, band: 2 },
      { id: 'b', distance: expect.closeTo(2.9, 9), diceLost: 1, band: 4 },
      { id: 'c', distance: 4.5, diceLost: 2, band: 6 },
      { id: 'd', distance: expect.closeTo(5.9, 9), diceLost: 2, band: 6 },
    ])
  })

  it('BW-Q12 bw.measure centre: the same blast measured to the centres reaches fewer', () => {
    const units = [fig('a', 1.5), fig('b', 0, 3.4), fig('c', -5), fig('d', 0, -6.4), fig('e', 7.5)]
    expect(unitsInBands({ x: 0, y: 0 }, units, 3, 'centre')).toEqual([
      { id: 'a', distance: 1.5, diceLost: 0, band: 2 },
      { id: 'b', distance: 3.4, diceLost: 1, band: 4 },
      { id: 'c', distance: 5, diceLost: 2, band: 6 },
    ])
  })

  it('BW-31 over 300 figures finds exactly those whose base comes within 2N inches', () => {
    // Round 1" bases on a 2" lattice; a 4-dice blast reaches 8" to the nearest point of a base.
    // The expectation is worked out here from the rule alone: nearest point = centre distance
    // minus the 0.5" radius, reached while at most 8", 1 die lost per 2" begun past the first 2".
    // (Its speed is the bench's: bw.explosion.300.)
    const units: BandUnit[] = []
    for (let i = 0; i < 300; i++) units.push(fig(`u${i}`, (i % 20) * 2, Math.floor(i / 20) * 2))
    const centre = { x: 20.3, y: 15.2 }
    const expected = units
      .map((u) => ({ id: u.id, d: Math.hypot(u.at.x - centre.x, u.at.y - centre.y) - 0.5 }))
      .filter((u) => u.d <= 8)
    const hits = unitsInBands(centre, units, 4)
    expect(hits.map((h) => h.id).sort()).toEqual(expected.map((u) => u.id).sort())
    expect(hits.length).toBeGreaterThan(40)
    for (const h of hits) {
      const d = expected.find((u) => u.id === h.id)!.d
      expect(h.distance).toBeCloseTo(Math.max(0, d), 9)
      expect(h.diceLost).toBe(Math.max(0, Math.ceil(d / 2) - 1))
    }
  })

  it('BW-Q12 band membership is monotone: a unit farther out never loses fewer dice', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (r1, r2, dice, a) => {
          const [near, far] = r1 <= r2 ? [r1, r2] : [r2, r1]
          expect(explosionBand(near)).toBeLessThanOrEqual(explosionBand(far))
          expect(fireBand(near)).toBeLessThanOrEqual(fireBand(far))
          expect(fireBand(near, 'floor')).toBeLessThanOrEqual(fireBand(far, 'floor'))
          const at = (r: number): BandUnit => fig('u', r * Math.cos(a), r * Math.sin(a))
          const hitNear = unitsInBands({ x: 0, y: 0 }, [at(near)], dice)[0]
          const hitFar = unitsInBands({ x: 0, y: 0 }, [at(far)], dice)[0]
          if (hitFar) {
            expect(hitNear).toBeDefined()
            expect(hitNear?.diceLost).toBeLessThanOrEqual(hitFar.diceLost)
          }
          for (const hit of [hitNear, hitFar]) if (hit) expect(hit.diceLost).toBeLessThan(dice)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('fire bands (BW-35, BW-Q21)', () => {
  it.each([
    ['ceil', 0, 0],
    ['ceil', 0.01, 0],
    ['ceil', 0.5, 1],
    ['ceil', 1, 1],
    ['ceil', 1.5, 2],
    ['ceil', 2, 2],
    ['floor', 0.5, 0],
    ['floor', 1, 1],
    ['floor', 1.5, 1],
  ] as const)('BW-35 / BW-Q21 %s: %d" away loses %d dice', (mode, d, lost) => {
    expect(fireBand(d, mode)).toBe(lost)
  })

  const hut: Placed & { id: string } = {
    id: 'hut',
    at: { x: 0, y: 0 },
    base: { shape: 'rect', width: 3, depth: 3, angle: 0 },
  }
  // Troopers touching the hut, 1" from its wall and 1.5" from it.
  const units = [hut, fig('touching', 2), fig('one', 0, 3), fig('oneAndHalf', -3.5)]

  it('BW-35 Ex. a hut at Burn Level 2: touching takes 2d6, 1" away 1d6, 1.5" away nothing', () => {
    expect(unitsNearBurning(hut, units, 2)).toEqual([
      { id: 'touching', distance: 0, diceLost: 0, band: 0 },
      { id: 'one', distance: 1, diceLost: 1, band: 1 },
    ])
  })

  it('BW-Q21 bw.fireBand floor: 1.5" away still takes 1d6', () => {
    expect(unitsNearBurning(hut, units, 2, 'floor')).toEqual([
      { id: 'touching', distance: 0, diceLost: 0, band: 0 },
      { id: 'one', distance: 1, diceLost: 1, band: 2 },
      { id: 'oneAndHalf', distance: 1.5, diceLost: 1, band: 2 },
    ])
  })
})
