import { describe, expect, it } from 'vitest'
import { hoverCard, squareEntryCost } from '../../../renderer/src/board/hover-card'
import { rulesetById } from '../../../shared/rules'
import '../../../shared/rules/zz/ruleset'

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
