import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import {
  zzDistance,
  zzLine,
  zzRollDirection,
  zzThrow,
} from '../../../../shared/rules/zz/engine/scatter'
import { zzLandThrow } from '../../../../shared/rules/zz/engine/throw-landing'
import type { SquareMapDef } from '../../../../shared/model'
import { opts } from './turn-fixture'

const open = () => false

describe('zz throw scatter', () => {
  it.each([
    [1, 'N', 0, -1],
    [3, 'E', 1, 0],
    [4, 'SE', 1, 1],
    [8, 'NW', -1, -1],
  ])('F-ZZ-3 the d8 Direction Die face %i is %s', (face, name, dx, dy) => {
    const r = zzRollDirection(scriptedDice({ 8: [face] }), opts())
    expect(r.direction).toEqual({ name, dx, dy })
  })

  it.each([
    [1, 'N'],
    [2, 'E'],
    [3, 'S'],
    [4, 'W'],
  ])('F-ZZ-3 the d4 orthogonal Direction Die face %i is %s', (face, name) => {
    const r = zzRollDirection(scriptedDice({ 4: [face] }), opts({ directionDie: 'd4orthogonal' }))
    expect(r.direction.name).toBe(name)
  })

  it('ZZ-32 STR 2 → range 7; a target 10 away: 3 rolls N, N, E from the 7th square → 2 N and 1 E of it', () => {
    const dice = scriptedDice({ 8: [1, 1, 3] })
    const r = zzThrow({ x: 0, y: 0 }, { x: 10, y: 0 }, 2, opts(), dice, open)
    dice.assertDone()
    expect([r.range, r.outOfRange]).toEqual([7, 3])
    expect(r.origin).toEqual({ x: 7, y: 0 })
    expect(r.rolls.map((x) => x.direction.name)).toEqual(['N', 'N', 'E'])
    expect(r.landing).toEqual({ x: 8, y: -2 })
  })

  it('ZZ-Q30 throwScatterOrigin target: the same rolls start from the target', () => {
    const r = zzThrow(
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      2,
      opts({ throwScatterOrigin: 'target' }),
      scriptedDice({ 8: [1, 1, 3] }),
      open,
    )
    expect(r.landing).toEqual({ x: 11, y: -2 })
  })

  it('ZZ-Q30 within range one roll puts it next to the target; a blocked square keeps it on the target', () => {
    const r = zzThrow({ x: 0, y: 0 }, { x: 3, y: 0 }, 0, opts(), scriptedDice({ 8: [5] }), open)
    expect([r.rolls.length, r.landing]).toEqual([1, { x: 3, y: 1 }])
    const wall = (x: number, y: number) => x === 3 && y === 1
    expect(
      zzThrow({ x: 0, y: 0 }, { x: 3, y: 0 }, 0, opts(), scriptedDice({ 8: [5] }), wall).landing,
    ).toEqual({ x: 3, y: 0 })
  })

  it('F-ZZ-5 Manhattan lines take orthogonal steps, Chebyshev king steps', () => {
    expect(zzLine({ x: 0, y: 0 }, { x: 2, y: 1 }, opts())).toEqual([
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
    ])
    expect(zzLine({ x: 0, y: 0 }, { x: 2, y: 2 }, opts({ metric: 'chebyshev' }))).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ])
  })

  it('ZZ-32 property: the line has one square per space and ends on the target; scatter lands within one square per roll of the origin', () => {
    const sq = fc.record({
      x: fc.integer({ min: -20, max: 20 }),
      y: fc.integer({ min: -20, max: 20 }),
    })
    fc.assert(
      fc.property(
        sq,
        sq,
        fc.constantFrom('manhattan', 'chebyshev' as const),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 1e9 }),
        (a, b, metric, str, seed) => {
          const o = opts({ metric })
          const line = zzLine(a, b, o)
          expect(line.length).toBe(zzDistance(a, b, o))
          if (line.length > 0) expect(line[line.length - 1]).toEqual(b)
          for (let i = 1; i < line.length; i++)
            expect(zzDistance(line[i - 1]!, line[i]!, o)).toBe(1)
          const r = zzThrow(a, b, str, o, seededDice(seed), open)
          expect(r.rolls.length).toBe(Math.max(1, r.outOfRange))
          const cheb = Math.max(
            Math.abs(r.landing.x - r.origin.x),
            Math.abs(r.landing.y - r.origin.y),
          )
          expect(cheb).toBeLessThanOrEqual(r.rolls.length)
        },
      ),
    )
  })

  it('a wall or shut door on the side the Direction Die points across stops the object (ZZ-32 with walls)', () => {
    // Seed 003, Throw: the die moves the object one square; "solid walls" stop movement (ZZ-23).
    // Target (3,2), STR 0, 3 away: in range, one roll. Face 1 is N, across (3,2)'s north side.
    const map = {
      kind: 'square',
      id: 'm',
      name: 'Hall',
      orientation: 'square',
      cols: 6,
      rows: 6,
      metresPerHex: 1.5,
      fog: { enabled: false, revealed: {} },
      edges: { '3,2,0': 'wall' },
    } as unknown as SquareMapDef
    const knife = { id: 'knife', name: 'Knife' }
    const walled = zzLandThrow(
      map,
      { x: 0, y: 2 },
      { x: 3, y: 2 },
      0,
      knife,
      opts(),
      scriptedDice({ 8: [1] }),
    )
    expect(walled.key).toBe('3,2')
    // Face 3 is E: no wall there, so it lands one square east.
    const open = zzLandThrow(
      map,
      { x: 0, y: 2 },
      { x: 3, y: 2 },
      0,
      knife,
      opts(),
      scriptedDice({ 8: [3] }),
    )
    expect(open.key).toBe('4,2')
    // Face 2 is NE: the diagonal passes the wall's end at (3,2)'s north-east corner: stopped.
    const corner = zzLandThrow(
      map,
      { x: 0, y: 2 },
      { x: 3, y: 2 },
      0,
      knife,
      opts(),
      scriptedDice({ 8: [2] }),
    )
    expect(corner.key).toBe('3,2')
  })
})
