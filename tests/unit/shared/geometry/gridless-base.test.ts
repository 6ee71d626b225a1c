import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  baseOutline,
  baseToBase,
  basesTouch,
  pointInPolygon,
  pointToBase,
  type Base,
  type Placed,
  type Pt,
} from '../../../../shared/geometry/gridless'

const round = (x: number, y: number, diameter: number): Placed => ({
  at: { x, y },
  base: { shape: 'round', diameter },
})
const rect = (x: number, y: number, width: number, depth: number, angle = 0): Placed => ({
  at: { x, y },
  base: { shape: 'rect', width, depth, angle },
})

describe('point to base, nearest point (BW-31, BW-Q12)', () => {
  it.each([
    ['a 1" round base 3" away', { x: 3, y: 0 }, round(0, 0, 1), 2.5],
    ['inside a round base', { x: 0.2, y: 0.1 }, round(0, 0, 1), 0],
    ['beside a 2×1 rectangle', { x: 3, y: 0 }, rect(0, 0, 2, 1), 2],
    ['off its corner', { x: 4, y: 4.5 }, rect(0, 0, 2, 1), 5],
    ['a rectangle turned 90°: its width runs north-south', { x: 0, y: 3 }, rect(0, 0, 2, 1, 90), 2],
    ['a rectangle turned 90°, from the east', { x: 3, y: 0 }, rect(0, 0, 2, 1, 90), 2.5],
    [
      'a rectangle turned 45°, along its width',
      { x: 3, y: 3 },
      rect(0, 0, 2, 1, 45),
      3 * Math.SQRT2 - 1,
    ],
  ])('BW-Q12 %s', (_what, p, placed, want) => {
    expect(pointToBase(p, placed)).toBeCloseTo(want, 9)
  })
})

describe('base to base, edge to edge (BW-35 "in physical contact")', () => {
  it.each([
    ['two 1" round bases 3" apart', round(0, 0, 1), round(3, 0, 1), 2],
    ['two 1" round bases touching', round(0, 0, 1), round(1, 0, 1), 0],
    ['overlapping round bases', round(0, 0, 2), round(0.5, 0, 1), 0],
    ['round against a rectangle', round(0, 0, 1), rect(3, 0, 2, 1), 1.5],
    ['rectangles sharing an edge', rect(0, 0, 2, 1), rect(2, 0, 2, 1), 0],
    ['rectangles ½" apart', rect(0, 0, 2, 1), rect(2.5, 0, 2, 1), 0.5],
    ['a diamond and a square', rect(0, 0, 1, 1, 45), rect(2, 0, 1, 1), 1.5 - Math.SQRT1_2],
    ['a rectangle across another', rect(0, 0, 4, 0.5), rect(0, 0, 4, 0.5, 90), 0],
  ])('BW-35 %s', (_what, a, b, want) => {
    expect(baseToBase(a, b)).toBeCloseTo(want, 9)
    expect(baseToBase(b, a)).toBeCloseTo(want, 9)
  })

  it.each([
    ['touching', 1, true],
    ['1/100" apart (within 1/64")', 1.01, true],
    ['1/20" apart', 1.05, false],
  ])('BW-35 two 1" bases %s: in contact = %s', (_what, x, want) => {
    expect(basesTouch(round(0, 0, 1), round(x, 0, 1))).toBe(want)
  })

  it('BW-35 a looser contact tolerance counts a near base as touching', () => {
    expect(basesTouch(round(0, 0, 1), round(1.05, 0, 1), 0.1)).toBe(true)
  })

  it('draws a rectangle as its four corners and a circle as points on it', () => {
    expect(baseOutline(rect(1, 1, 2, 4, 90))).toEqual([
      expect.objectContaining({ x: expect.closeTo(3, 9), y: expect.closeTo(0, 9) }),
      expect.objectContaining({ x: expect.closeTo(3, 9), y: expect.closeTo(2, 9) }),
      expect.objectContaining({ x: expect.closeTo(-1, 9), y: expect.closeTo(2, 9) }),
      expect.objectContaining({ x: expect.closeTo(-1, 9), y: expect.closeTo(0, 9) }),
    ])
    const circle = baseOutline(round(2, 2, 3), 12)
    expect(circle).toHaveLength(12)
    for (const p of circle) expect(Math.hypot(p.x - 2, p.y - 2)).toBeCloseTo(1.5, 9)
  })
})

// Bases for the properties: ½"–4" across, anywhere in a 12" square, at any angle.
const baseArb: fc.Arbitrary<Base> = fc.oneof(
  fc.record({
    shape: fc.constant('round' as const),
    diameter: fc.double({ min: 0.5, max: 4, noNaN: true }),
  }),
  fc.record({
    shape: fc.constant('rect' as const),
    width: fc.double({ min: 0.5, max: 4, noNaN: true }),
    depth: fc.double({ min: 0.5, max: 4, noNaN: true }),
    angle: fc.double({ min: 0, max: 360, noNaN: true }),
  }),
)
const coord = fc.double({ min: -6, max: 6, noNaN: true })
const placedArb: fc.Arbitrary<Placed> = fc.record({
  at: fc.record({ x: coord, y: coord }),
  base: baseArb,
})

/** The outline sampled every `step` inches or closer (independent of the exact code). */
function sampleOutline(p: Placed, step: number): Pt[] {
  const corners = baseOutline(p, 180)
  const out: Pt[] = []
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i] as Pt
    const b = corners[(i + 1) % corners.length] as Pt
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step))
    for (let k = 0; k < n; k++)
      out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n })
  }
  return out
}

function sampledGap(sa: Pt[], sb: Pt[]): number {
  let best = Infinity
  for (const p of sa) {
    for (const q of sb) {
      const dx = p.x - q.x
      const dy = p.y - q.y
      const d = dx * dx + dy * dy
      if (d < best) best = d
    }
  }
  return Math.sqrt(best)
}

describe('nearest-point distance laws (BW-Q12, BW-35)', () => {
  const STEP = 0.04
  const TOL = 0.05

  it('is symmetric and never above the centre-to-centre distance', () => {
    fc.assert(
      fc.property(placedArb, placedArb, (a, b) => {
        const d = baseToBase(a, b)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(Math.abs(d - baseToBase(b, a))).toBeLessThan(1e-9)
        expect(d).toBeLessThanOrEqual(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y) + 1e-9)
      }),
      { numRuns: 200 },
    )
  })

  it('agrees with a dense sampling of both outlines; 0 exactly when they touch or overlap', () => {
    fc.assert(
      fc.property(placedArb, placedArb, (a, b) => {
        const d = baseToBase(a, b)
        const sa = sampleOutline(a, STEP)
        const sb = sampleOutline(b, STEP)
        const gap = sampledGap(sa, sb)
        const nested =
          pointInPolygon(sa[0] as Pt, baseOutline(b, 720)) ||
          pointInPolygon(sb[0] as Pt, baseOutline(a, 720))
        // No two outline points are nearer than the exact distance (with the circle's chords).
        expect(d).toBeLessThanOrEqual(gap + 1e-3)
        if (d > 0) expect(gap).toBeLessThanOrEqual(d + TOL)
        else expect(gap <= TOL || nested).toBe(true)
        expect(basesTouch(a, b)).toBe(d <= 1 / 64)
      }),
      { numRuns: 80 },
    )
  })

  it('point to base is 0 exactly inside, and matches the sampled outline outside', () => {
    fc.assert(
      fc.property(placedArb, coord, coord, (b, x, y) => {
        const p = { x, y }
        const d = pointToBase(p, b)
        const inside = pointInPolygon(p, baseOutline(b, 720))
        const gap = sampledGap([p], sampleOutline(b, STEP))
        if (inside) expect(d).toBeLessThan(1e-3)
        else {
          expect(d).toBeLessThanOrEqual(gap + 1e-9)
          expect(gap).toBeLessThanOrEqual(d + TOL)
        }
      }),
      { numRuns: 200 },
    )
  })
})
