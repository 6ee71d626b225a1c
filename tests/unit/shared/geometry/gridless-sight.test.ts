import { describe, expect, it } from 'vitest'
import {
  completelyHidden,
  lineOfSight,
  obstaclesCrossed,
  pathInsidePolygons,
  segmentHitsPolygon,
  targetEdgePoints,
  type Obstacle,
  type Placed,
  type Pt,
} from '../../../../shared/geometry/gridless'

const box = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
]
const wall = (
  id: string,
  heightBrix: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): Obstacle => ({
  id,
  heightBrix,
  points: box(x0, y0, x1, y1),
})
const fig = (x: number, y: number): Placed => ({
  at: { x, y },
  base: { shape: 'round', diameter: 1 },
})

describe('segment against polygon', () => {
  it.each([
    ['crossing it', { x: 0, y: 0 }, { x: 10, y: 0 }, true],
    ['lying inside it', { x: 4.2, y: 0 }, { x: 4.8, y: 1 }, true],
    ['ending inside it', { x: 0, y: 0 }, { x: 4.5, y: 0 }, true],
    ['touching a corner', { x: 3, y: -4 }, { x: 5, y: -2 }, true],
    ['passing beside it', { x: 0, y: 4 }, { x: 10, y: 4 }, false],
    ['stopping short', { x: 0, y: 0 }, { x: 3.9, y: 0 }, false],
  ])('%s: %s', (_what, a, b, want) => {
    expect(segmentHitsPolygon(a, b, box(4, -3, 5, 3))).toBe(want)
  })
})

describe('line of sight (BW-23, C.7)', () => {
  it.each([
    ['a 6-brick wall blocks a minifig', 6, {}, false],
    ['a 4-brick wall blocks (as tall as the eye)', 4, {}, false],
    ['a 3-brick wall does not', 3, {}, true],
    ['a 6-brick wall does not block an 8-brick eye', 6, { eyeBrix: 8, brixPerInch: 3 }, true],
  ])('BW-23 %s', (_what, height, opts, clear) => {
    const got = lineOfSight(fig(0, 0), fig(10, 0), [wall('w', height, 4, -3, 5, 3)], opts)
    expect(got.clear).toBe(clear)
    expect(got.blockers).toEqual(clear ? [] : ['w'])
  })

  it('BW-23 names every blocker, nearest the viewer first', () => {
    const obstacles = [
      wall('far', 5, 7, -1, 8, 1),
      wall('near', 5, 2, -1, 3, 1),
      wall('aside', 9, 2, 5, 3, 6),
    ]
    expect(lineOfSight(fig(0, 0), fig(10, 0), obstacles).blockers).toEqual(['near', 'far'])
  })
})

describe('completely hidden (BW-23 "target completely hidden")', () => {
  it('BW-23 Ex. a trooper behind a hedge wider than its base is completely hidden', () => {
    expect(completelyHidden(fig(0, 0), fig(10, 0), [wall('hedge', 5, 8, -3, 9, 3)])).toBe(true)
  })

  it('BW-23 a thin post hides the centre but not the edges of the base', () => {
    const post = [wall('post', 9, 8, -0.1, 8.2, 0.1)]
    expect(lineOfSight(fig(0, 0), fig(10, 0), post).clear).toBe(false)
    expect(completelyHidden(fig(0, 0), fig(10, 0), post)).toBe(false)
  })

  it('BW-23 a low hedge hides nobody from a minifig; a taller eye option changes nothing else', () => {
    const hedge = [wall('hedge', 3, 8, -3, 9, 3)]
    expect(completelyHidden(fig(0, 0), fig(10, 0), hedge)).toBe(false)
    expect(completelyHidden(fig(0, 0), fig(10, 0), hedge, { eyeBrix: 2 })).toBe(true)
  })

  it('BW-23 a long vehicle base sticking out past a wall is not hidden', () => {
    const truck: Placed = {
      at: { x: 10, y: 0 },
      base: { shape: 'rect', width: 6, depth: 1, angle: 90 },
    }
    expect(completelyHidden(fig(0, 0), truck, [wall('wall', 9, 8, -1.5, 9, 1.5)])).toBe(false)
    expect(completelyHidden(fig(0, 0), truck, [wall('wall', 9, 8, -4, 9, 4)])).toBe(true)
  })

  it('sees a round base edge to edge at its tangent points', () => {
    const [p, q] = targetEdgePoints(
      { x: 0, y: 0 },
      { at: { x: 10, y: 0 }, base: { shape: 'round', diameter: 2 } },
    )
    for (const t of [p, q] as Pt[]) {
      expect(Math.hypot(t.x - 10, t.y)).toBeCloseTo(1, 9)
      // A tangent meets the radius at a right angle.
      expect(t.x * (t.x - 10) + t.y * t.y).toBeCloseTo(0, 9)
    }
    expect((p as Pt).y * (q as Pt).y).toBeLessThan(0)
  })
})

describe('what a movement path crosses (BW-06, BW-12, BW-Q24, BW-Q26)', () => {
  const path = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
  ]

  it('BW-06 / BW-Q24 lists the obstacles crossed with their heights, in path order', () => {
    const obstacles = [
      wall('hedge', 2, 9, 4, 11, 5),
      wall('wall', 4, 4, -1, 5, 1),
      wall('pond', 0, 20, 20, 21, 21),
    ]
    expect(obstaclesCrossed(path, obstacles)).toEqual([
      { id: 'wall', heightBrix: 4, at: 4 },
      { id: 'hedge', heightBrix: 2, at: 14 },
    ])
  })

  it('BW-Q26 "any": an area counts when any part of the path passes through it', () => {
    const areas = [
      { id: 'road', points: box(9.5, 7, 12, 8) },
      { id: 'river', points: box(0, 3, 5, 6) },
      { id: 'slope', points: box(-1, -1, 1, 1) },
    ]
    expect(pathInsidePolygons(path, areas)).toEqual(['slope', 'road'])
    expect(pathInsidePolygons([{ x: 2, y: 4 }], areas)).toEqual(['river'])
  })
})
