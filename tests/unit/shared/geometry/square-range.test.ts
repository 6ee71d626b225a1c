import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  buildSquareGrid,
  directionStep,
  directionDieSides,
  squareAt,
  squareDistance,
  squareIndicesInRange,
  squareKey,
  squaresInRange,
} from '../../../../shared/geometry/square'

describe('squares in range (ZZ-27, F-ZZ-5, ZZ-Q10)', () => {
  it.each([
    ['manhattan', 0, 1],
    ['manhattan', 1, 5],
    ['manhattan', 3, 25],
    ['chebyshev', 1, 9],
    ['chebyshev', 3, 49],
  ] as const)('%s radius %d holds %d squares', (metric, r, n) => {
    expect(squaresInRange({ x: 0, y: 0 }, r, metric)).toHaveLength(n)
  })

  it('ZZ-27 Ex. Range 1 is the directly adjacent squares (Manhattan: no diagonals)', () => {
    const keys = squaresInRange({ x: 4, y: 4 }, 1, 'manhattan').map(squareKey).sort()
    expect(keys).toEqual(['3,4', '4,3', '4,4', '4,5', '5,4'])
  })

  it('property: exactly the squares within range by the metric, clipped to the map on a grid', () => {
    const g = buildSquareGrid({ cols: 9, rows: 7 })
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 10 }),
        fc.integer({ min: -2, max: 8 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('manhattan' as const, 'chebyshev' as const),
        (x, y, r, metric) => {
          const c = { x, y }
          const area = squaresInRange(c, r, metric)
          for (const s of area) expect(squareDistance(c, s, metric)).toBeLessThanOrEqual(r)
          const onMap = area.filter((s) => s.x >= 0 && s.y >= 0 && s.x < 9 && s.y < 7)
          const got = Array.from(squareIndicesInRange(g, c, r, metric), (i) => squareAt(g, i))
          expect(got.map(squareKey)).toEqual(onMap.map(squareKey))
          let want = 0
          for (let yy = 0; yy < 7; yy++)
            for (let xx = 0; xx < 9; xx++)
              if (squareDistance(c, { x: xx, y: yy }, metric) <= r) want++
          expect(got).toHaveLength(want)
        },
      ),
    )
  })

  it('refuses a negative range', () => {
    expect(() => squaresInRange({ x: 0, y: 0 }, -1, 'manhattan')).toThrow(/whole number/)
  })
})

describe('the Direction Die (F-ZZ-3, ZZ-32)', () => {
  it.each([
    [1, 'd8compass', { x: 0, y: -1 }],
    [2, 'd8compass', { x: 1, y: -1 }],
    [3, 'd8compass', { x: 1, y: 0 }],
    [8, 'd8compass', { x: -1, y: -1 }],
    [2, 'd4orthogonal', { x: 1, y: 0 }],
    [4, 'd4orthogonal', { x: -1, y: 0 }],
  ] as const)('face %d of the %s points %o', (face, die, step) => {
    expect(directionStep(face, die).step).toEqual(step)
  })

  it('ZZ-32 Ex. three rolls N, N, E leave the object 2 N and 1 E of the 7th space', () => {
    const dice = scriptedDice({ 8: [1, 1, 3] })
    const at = { x: 0, y: 0 }
    for (let i = 0; i < 3; i++) {
      const { step } = directionStep(dice.roll(directionDieSides('d8compass')), 'd8compass')
      at.x += step.x
      at.y += step.y
    }
    dice.assertDone()
    expect(at).toEqual({ x: 1, y: -2 })
  })

  it('F-ZZ-3 the d4 die rolls a d4', () => {
    const dice = scriptedDice({ 4: [3] })
    const face = dice.roll(directionDieSides('d4orthogonal'))
    expect(directionStep(face, 'd4orthogonal')).toEqual({ dir: 4, step: { x: 0, y: 1 } })
  })

  it('refuses a face the die does not have', () => {
    expect(() => directionStep(5, 'd4orthogonal')).toThrow(
      'The Direction Die (4 faces) has no face 5',
    )
  })
})
