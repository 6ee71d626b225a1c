import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  SQUARE_DIRECTIONS,
  allowedHeadings,
  backArc,
  checkHeading,
  flanked,
  headingToward,
  type BackArc,
  type FlankOpponent,
  type Square,
} from '../../../../shared/geometry/square'

const ARCS: BackArc[] = ['rear3', 'rearHalfPlane', 'directlyBehind']
const O = { x: 0, y: 0 }
const v = fc.record({ x: fc.integer({ min: -9, max: 9 }), y: fc.integer({ min: -9, max: 9 }) })
/** Quarter turn clockwise (y grows south): N (0,-1) goes to E (1,0). */
const turn = (s: Square): Square => ({ x: -s.y, y: s.x })

describe('facing and back (ZZ-29, ZZ-39, ZZ-Q12)', () => {
  it.each(ARCS)(
    'ZZ-29 Ex. a goblin facing north, the Dwarf directly south: its back (%s)',
    (arc) => {
      expect(backArc({ x: 3, y: 3 }, 0, { x: 3, y: 4 }, arc)).toBe(true)
      expect(backArc({ x: 3, y: 3 }, 0, { x: 3, y: 2 }, arc)).toBe(false)
    },
  )

  it.each([
    ['rearHalfPlane', { x: 3, y: 1 }, true],
    ['rear3', { x: 3, y: 1 }, false],
    ['rear3', { x: 2, y: 2 }, true],
    ['directlyBehind', { x: 2, y: 2 }, false],
    ['directlyBehind', { x: 0, y: 5 }, true],
    ['rearHalfPlane', { x: 5, y: 0 }, false],
  ] as const)('ZZ-Q12 facing north, %s at %o: %s', (arc, at, want) => {
    expect(backArc(O, 0, at, arc)).toBe(want)
  })

  it('ZZ-Q12 next to a figure, rear3 and rearHalfPlane are exactly the 3 rear squares, for all 8 facings', () => {
    for (let h = 0; h < 8; h++) {
      const behind = (h + 4) % 8
      const want = [(behind + 7) % 8, behind, (behind + 1) % 8].sort()
      for (const arc of ['rear3', 'rearHalfPlane'] as const) {
        const got = SQUARE_DIRECTIONS.flatMap((d, i) => (backArc(O, h, d, arc) ? [i] : [])).sort()
        expect(got).toEqual(want)
      }
      const direct = SQUARE_DIRECTIONS.flatMap((d, i) =>
        backArc(O, h, d, 'directlyBehind') ? [i] : [],
      )
      expect(direct).toEqual([behind])
    }
  })

  it('property: arcs turn with the figure, nest, and never hold its own square or its front', () => {
    fc.assert(
      fc.property(v, fc.integer({ min: 0, max: 7 }), (at, h) => {
        for (const arc of ARCS) {
          expect(backArc(O, (h + 2) % 8, turn(at), arc)).toBe(backArc(O, h, at, arc))
        }
        if (backArc(O, h, at, 'directlyBehind')) expect(backArc(O, h, at, 'rear3')).toBe(true)
        if (backArc(O, h, at, 'rear3')) expect(backArc(O, h, at, 'rearHalfPlane')).toBe(true)
        const facingIt = headingToward(O, at)
        if (facingIt !== null) expect(backArc(O, facingIt, at, 'rearHalfPlane')).toBe(false)
        expect(backArc(O, h, O, 'rearHalfPlane')).toBe(false)
      }),
    )
  })

  it.each([
    [{ x: 0, y: -3 }, 8, 0],
    [{ x: 3, y: -3 }, 8, 1],
    [{ x: 3, y: -1 }, 8, 2],
    [{ x: 2, y: 1 }, 8, 3],
    [{ x: -1, y: 2 }, 8, 5],
    [{ x: -3, y: -2 }, 8, 7],
    [{ x: 3, y: -3 }, 4, 0],
    [{ x: -3, y: 1 }, 4, 6],
    [{ x: 1, y: 4 }, 4, 4],
  ] as const)('ZZ-29 headingToward %o with %d facings is %d', (to, facings, want) => {
    expect(headingToward(O, to, facings)).toBe(want)
  })

  it('ZZ-Q12 headingToward stays within the table facings; the own square has no heading', () => {
    expect(headingToward(O, O)).toBeNull()
    fc.assert(
      fc.property(v, (to) => {
        const h = headingToward(O, to, 4)
        if (h !== null) expect(allowedHeadings(4)).toContain(h)
      }),
    )
  })

  it('ZZ-Q12 with 4 facings a diagonal heading is refused in plain words', () => {
    expect(() => checkHeading(1, 4)).toThrow(
      'With 4 facings a figure faces north, east, south or west',
    )
    expect(() => checkHeading(1, 8)).not.toThrow()
  })
})

describe('flanked (ZZ-40, ZZ-Q11)', () => {
  const T = { x: 5, y: 5 }
  const opp = (id: string, at: Square, range: number, attacked = false): FlankOpponent => ({
    id,
    at,
    range,
    attackedSinceTargetTurn: attacked,
  })
  const manhattan = { metric: 'manhattan' as const, flankNeedsOther: true }

  it.each([
    [
      'ZZ-40 two in range and the other one already attacked: flanked',
      [opp('thurig', { x: 5, y: 6 }, 1), opp('elf', { x: 5, y: 1 }, 6, true)],
      manhattan,
      true,
    ],
    [
      'ZZ-Q11 only the attacker has attacked: not flanked by default',
      [opp('thurig', { x: 5, y: 6 }, 1, true), opp('elf', { x: 5, y: 1 }, 6)],
      manhattan,
      false,
    ],
    [
      'ZZ-Q11 flankNeedsOther off: the attacker own earlier attack counts',
      [opp('thurig', { x: 5, y: 6 }, 1, true), opp('elf', { x: 5, y: 1 }, 6)],
      { metric: 'manhattan' as const, flankNeedsOther: false },
      true,
    ],
    [
      'ZZ-40 one opponent in range is no flank',
      [opp('thurig', { x: 5, y: 6 }, 1), opp('elf', { x: 5, y: 0 }, 4, true)],
      manhattan,
      false,
    ],
    [
      'ZZ-Q10 a diagonal neighbour is out of Range 1 by Manhattan',
      [opp('thurig', { x: 6, y: 6 }, 1), opp('elf', { x: 4, y: 4 }, 1, true)],
      manhattan,
      false,
    ],
    [
      'ZZ-Q10 but in range by Chebyshev',
      [opp('thurig', { x: 6, y: 6 }, 1), opp('elf', { x: 4, y: 4 }, 1, true)],
      { metric: 'chebyshev' as const, flankNeedsOther: true },
      true,
    ],
  ])('%s', (_name, opponents, options, want) => {
    expect(flanked(T, opponents, 'thurig', options)).toBe(want)
  })
})
