import { describe, expect, it } from 'vitest'
import { hoverCard, squareEntryCost } from '../../../renderer/src/board/hover-card'
import { rulesetById } from '../../../shared/rules'
import '../../../shared/rules/zz/adapter/ruleset'
import '../../../shared/rules/gg/adapter/ruleset'

// A 5 x 5 square board: (2,2) open, a wall on the north side of (3,3), solid rock on (4,4).
const map = {
  orientation: 'square' as const,
  cols: 5,
  rows: 5,
  terrain: { '4,4': { kind: 'impassable' as const } },
  edges: { '3,3,0': 'wall' as const },
}
const zz = rulesetById('zz')!

describe('the hover card on a square map prices a step in (seed 003 "Movement"; ZZ-23)', () => {
  it('an orthogonal step costs 1 Move, a diagonal one 2 (F-ZZ-5 default)', () => {
    expect(squareEntryCost(map, { q: 2, r: 2 }, zz, {})).toEqual({ orthogonal: 1, diagonal: 2 })
    const card = hoverCard({ mode: 'gm', map, token: null, hex: { q: 2, r: 2 }, ruleset: zz })
    expect(card[0]?.lines).toContain('Step in: 1 space from a side, 2 spaces from a corner')
  })

  it('the table option diagonalStep prices the corner step', () => {
    expect(squareEntryCost(map, { q: 2, r: 2 }, zz, { diagonalStep: 1 })).toEqual({
      orthogonal: 1,
      diagonal: 1,
    })
  })

  it('a wall on one side leaves the other sides; solid rock cannot be entered', () => {
    // (3,3): its north side is walled, but from the west, east and south it is 1.
    expect(squareEntryCost(map, { q: 3, r: 3 }, zz, {})?.orthogonal).toBe(1)
    const rock = hoverCard({ mode: 'gm', map, token: null, hex: { q: 4, r: 4 }, ruleset: zz })
    expect(rock[0]?.lines).toContain('Cannot be entered')
  })

  it('a ruleset without square steps says nothing about cost', () => {
    expect(squareEntryCost(map, { q: 2, r: 2 }, rulesetById('bluebox'), {})).toBeNull()
  })
})

describe('the hover card on a GG square map (seed 001 L148-149, GG-040)', () => {
  const gg = rulesetById('gg')!
  // (1,1) plain; (2,1) Difficult Terrain; (3,3) impassable.
  const board = {
    orientation: 'square' as const,
    cols: 5,
    rows: 5,
    terrain: {
      '2,1': { kind: 'difficult' as const },
      '3,3': { kind: 'impassable' as const },
    },
    edges: {},
  }

  it('a side step costs 1 m and a corner step 1.5 m (L148)', () => {
    expect(squareEntryCost(board, { q: 1, r: 1 }, gg, {})).toEqual({
      orthogonal: 1,
      diagonal: 1.5,
    })
    const card = hoverCard({
      mode: 'gm',
      map: board,
      token: null,
      hex: { q: 1, r: 1 },
      ruleset: gg,
    })
    expect(card[0]?.lines).toContain('Step in: 1 m from a side, 1.5 m from a corner')
  })

  it('Difficult Terrain costs 1 m more a metre: 2 m from a side, 3 m from a corner', () => {
    // L148 "a square of Difficult Terrain costs extra movement"; GG-022: 2 m a metre, so the
    // 1 m side step is 2 m and the 1.5 m corner step 3 m.
    expect(squareEntryCost(board, { q: 2, r: 1 }, gg, {})).toEqual({ orthogonal: 2, diagonal: 3 })
  })

  it('no corner step past the corner of an impassable square (L149): only from a side', () => {
    // (0,0)'s one corner neighbour is (1,1); that diagonal runs against the corner of (1,0),
    // impassable, so it is barred, and (0,0) is entered only from its side (0,1), at 1 m.
    const rock = { ...board, terrain: { '1,0': { kind: 'impassable' as const } } }
    expect(squareEntryCost(rock, { q: 0, r: 0 }, gg, {})).toEqual({
      orthogonal: 1,
      diagonal: Infinity,
    })
    const card = hoverCard({ mode: 'gm', map: rock, token: null, hex: { q: 0, r: 0 }, ruleset: gg })
    expect(card[0]?.lines).toContain('Step in: 1 m from a side, closed from a corner')
  })

  it('the table diagonal option prices the corner step (GG-Q16: 1 m)', () => {
    expect(squareEntryCost(board, { q: 1, r: 1 }, gg, { diagonal: '1' })?.diagonal).toBe(1)
  })
})
