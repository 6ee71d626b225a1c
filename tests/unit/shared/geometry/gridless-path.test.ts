import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  displacement,
  inchesText,
  pathLength,
  pointSegmentDistance,
  simplifyPath,
  snapHalfInch,
  type Pt,
} from '../../../../shared/geometry/gridless'

describe('measuring paths (C.7, BW-Q4)', () => {
  it('BW-Q4 path length adds up every leg; displacement is the straight line', () => {
    const path = [
      { x: 0, y: 0 },
      { x: 3, y: 4 },
      { x: 3, y: 10 },
    ]
    expect(pathLength(path)).toBeCloseTo(11, 12)
    expect(displacement({ x: 0, y: 0 }, { x: 3, y: 10 })).toBeCloseTo(Math.hypot(3, 10), 12)
    expect(pathLength([{ x: 1, y: 1 }])).toBe(0)
    expect(pathLength([])).toBe(0)
  })

  it.each([
    [
      { x: 1.26, y: 2.74 },
      { x: 1.5, y: 2.5 },
    ],
    [
      { x: -0.2, y: 0.2 },
      { x: 0, y: 0 },
    ],
    [
      { x: 3.75, y: 0.24 },
      { x: 4, y: 0 },
    ],
  ])('C.7 snaps %o to the ½" lattice at %o', (p, want) => {
    const got = snapHalfInch(p)
    expect(got).toEqual(want)
    // No -0 leaks into the board's stored half-inch cells.
    expect(Object.is(got.x, -0) || Object.is(got.y, -0)).toBe(false)
  })
})

describe('inches shown to the GM (C.7, rounded to ½")', () => {
  it.each([
    [6.5, '6½"'],
    [0.5, '½"'],
    [0, '0"'],
    [0.24, '0"'],
    [0.25, '½"'],
    [6.74, '6½"'],
    [6.75, '7"'],
    [3, '3"'],
    [12.49, '12½"'],
    [-1.5, '-1½"'],
    [-0.1, '0"'],
  ])('%d inches reads %s', (n, text) => {
    expect(inchesText(n)).toBe(text)
  })
})

describe('simplifying a pointer trail', () => {
  it('drops the points of a straight run and keeps the corner', () => {
    const trail = [0, 1, 2, 3, 4]
      .map((x) => ({ x, y: 0 }))
      .concat([
        { x: 4, y: 2 },
        { x: 4, y: 4 },
      ])
    expect(simplifyPath(trail, 0.01)).toEqual([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
    ])
  })

  it('keeps a wiggle wider than the tolerance and drops one narrower', () => {
    const trail = [
      { x: 0, y: 0 },
      { x: 2, y: 0.3 },
      { x: 4, y: 0 },
    ]
    expect(simplifyPath(trail, 0.5)).toHaveLength(2)
    expect(simplifyPath(trail, 0.1)).toHaveLength(3)
  })

  const trailArb = fc.array(
    fc.record({
      x: fc.double({ min: -20, max: 20, noNaN: true }),
      y: fc.double({ min: -20, max: 20, noNaN: true }),
    }),
    { minLength: 1, maxLength: 40 },
  )

  it('keeps its end points, never lengthens the path, and drops only points near the kept line', () => {
    fc.assert(
      fc.property(trailArb, fc.double({ min: 0, max: 3, noNaN: true }), (trail, tol) => {
        const out = simplifyPath(trail, tol)
        expect(out[0]).toEqual(trail[0])
        expect(out[out.length - 1]).toEqual(trail[trail.length - 1])
        expect(pathLength(out)).toBeLessThanOrEqual(pathLength(trail) + 1e-9)
        // Each dropped point lies within the tolerance of the kept leg that replaced it.
        let k = 0
        for (const p of trail) {
          const a = out[k] as Pt
          const b = out[Math.min(k + 1, out.length - 1)] as Pt
          if (p.x === b.x && p.y === b.y && k + 1 < out.length) k++
          else if (!(p.x === a.x && p.y === a.y)) {
            expect(pointSegmentDistance(p.x, p.y, a.x, a.y, b.x, b.y)).toBeLessThanOrEqual(
              tol + 1e-9,
            )
          }
        }
      }),
      { numRuns: 200 },
    )
  })
})
