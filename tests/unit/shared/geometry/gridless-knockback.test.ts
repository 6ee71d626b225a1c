import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  KNOCKBACK_STOP_GAP,
  knockback,
  pointInPolygon,
  pointSegmentDistance,
  type Obstacle,
  type Pt,
} from '../../../../shared/geometry/gridless'

const box = (id: string, x0: number, y0: number, x1: number, y1: number): Obstacle => ({
  id,
  heightBrix: 6,
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
})

describe('knockback (BW-32, BW-Q14)', () => {
  it.each([
    ['2d10: 2" straight away', { x: 3, y: 0 }, 2, { x: 5, y: 0 }],
    ['1d10: 1"', { x: 3, y: 0 }, 1, { x: 4, y: 0 }],
    ['along a diagonal', { x: 3, y: 4 }, 5, { x: 6, y: 8 }],
    ['no dice, no knockback', { x: 3, y: 4 }, 0, { x: 3, y: 4 }],
  ])('BW-32 Ex. %s', (_what, unit, inches, want) => {
    const got = knockback({ x: 0, y: 0 }, unit, inches, [])
    expect(got.at.x).toBeCloseTo(want.x, 9)
    expect(got.at.y).toBeCloseTo(want.y, 9)
    expect(got.snapped).toEqual(want)
    expect(got.distance).toBeCloseTo(inches, 9)
    expect(got.blockedBy).toBeUndefined()
  })

  it('BW-Q14 a unit on the blast point itself is thrown north (towards the top of the board)', () => {
    const got = knockback({ x: 5, y: 5 }, { x: 5, y: 5 }, 2, [])
    expect(got.snapped).toEqual({ x: 5, y: 3 })
  })

  it('BW-Q14 stops just short of the first wall and names it', () => {
    const walls = [box('far', 6, -2, 7, 2), box('near', 4.5, -1, 5, 1)]
    const got = knockback({ x: 0, y: 0 }, { x: 3, y: 0 }, 3, walls)
    expect(got.blockedBy).toBe('near')
    expect(got.at.x).toBeCloseTo(4.5 - KNOCKBACK_STOP_GAP, 9)
    expect(got.distance).toBeCloseTo(1.5 - KNOCKBACK_STOP_GAP, 9)
    // On the lattice, 4.5 would touch the wall: the unit lands on the last clear half inch.
    expect(got.snapped).toEqual({ x: 4, y: 0 })
  })

  it('BW-Q14 a wall beyond the knockback does not stop it', () => {
    const got = knockback({ x: 0, y: 0 }, { x: 3, y: 0 }, 1, [box('wall', 4.5, -1, 5, 1)])
    expect(got.blockedBy).toBeUndefined()
    expect(got.snapped).toEqual({ x: 4, y: 0 })
  })

  it('BW-Q14 with its base: a 1" round base stops when its edge reaches the wall', () => {
    const got = knockback({ x: 0, y: 0 }, { x: 3, y: 0 }, 3, [box('wall', 4.5, -1, 5, 1)], 0.5)
    expect(got.blockedBy).toBe('wall')
    expect(got.at.x).toBeCloseTo(4 - KNOCKBACK_STOP_GAP, 9)
    expect(got.snapped).toEqual({ x: 3.5, y: 0 })
  })

  it.each([
    [0.5, undefined, 3],
    [0.7, 'corner', 1.639 - KNOCKBACK_STOP_GAP],
  ])(
    'BW-Q14 a base of radius %d sliding past a corner 0.6" off its line: stopped by %s',
    (r, by, x) => {
      const got = knockback({ x: -1, y: 0 }, { x: 0, y: 0 }, 3, [box('corner', 2, 0.6, 3, 2)], r)
      expect(got.blockedBy).toBe(by)
      expect(got.at.x).toBeCloseTo(x, 3)
    },
  )

  it('BW-Q14 a unit standing inside a low wall’s outline is not stopped by that wall', () => {
    const got = knockback({ x: 0, y: 0 }, { x: 3, y: 0 }, 2, [box('rubble', 2, -1, 4, 1)])
    expect(got.blockedBy).toBeUndefined()
    expect(got.snapped).toEqual({ x: 5, y: 0 })
  })
})

/** The least distance from p to the obstacle's outline. */
function gap(p: Pt, o: Obstacle): number {
  return Math.min(
    ...o.points.map((a, i) => {
      const b = o.points[(i + 1) % o.points.length] as Pt
      return pointSegmentDistance(p.x, p.y, a.x, a.y, b.x, b.y)
    }),
  )
}

describe('knockback laws (BW-32, BW-Q14)', () => {
  const half = fc.integer({ min: -20, max: 20 }).map((n) => n / 2)
  const obstacleArb = fc
    .tuple(
      fc.double({ min: -10, max: 10, noNaN: true }),
      fc.double({ min: -10, max: 10, noNaN: true }),
      fc.double({ min: 0.1, max: 4, noNaN: true }),
      fc.double({ min: 0.1, max: 4, noNaN: true }),
      fc.boolean(),
    )
    .map(([x, y, w, h, tri]): Obstacle => ({
      id: '',
      heightBrix: 5,
      points: tri
        ? [
            { x, y },
            { x: x + w, y },
            { x, y: y + h },
          ]
        : box('', x, y, x + w, y + h).points,
    }))

  it('never goes farther than asked, never ends in or (with its base) against an obstacle, and lands on the ½" lattice', () => {
    fc.assert(
      fc.property(
        fc.record({ x: half, y: half }),
        fc.record({
          x: fc.double({ min: -10, max: 10, noNaN: true }),
          y: fc.double({ min: -10, max: 10, noNaN: true }),
        }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(obstacleArb, { maxLength: 6 }),
        fc.constantFrom(0, 0.25, 0.5),
        (unit, centre, inches, raw, r) => {
          const obstacles = raw.map((o, i) => ({ ...o, id: `o${i}` }))
          fc.pre(obstacles.every((o) => !pointInPolygon(unit, o.points) && gap(unit, o) > r))
          const got = knockback(centre, unit, inches, obstacles, r)
          const moved = (p: Pt): number => Math.hypot(p.x - unit.x, p.y - unit.y)
          expect(got.distance).toBeLessThanOrEqual(inches + 1e-9)
          expect(moved(got.at)).toBeLessThanOrEqual(inches + 1e-9)
          expect(moved(got.snapped)).toBeLessThanOrEqual(inches + 1e-9)
          for (const o of obstacles) {
            for (const p of [got.at, got.snapped]) {
              expect(pointInPolygon(p, o.points)).toBe(false)
              expect(gap(p, o)).toBeGreaterThanOrEqual(r - 1e-9)
            }
          }
          expect(Number.isInteger(got.snapped.x * 2) && Number.isInteger(got.snapped.y * 2)).toBe(
            true,
          )
          if (got.blockedBy === undefined) expect(got.distance).toBeCloseTo(inches, 9)
        },
      ),
      { numRuns: 200 },
    )
  })
})
