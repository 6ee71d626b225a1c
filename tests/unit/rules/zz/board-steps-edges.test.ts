/**
 * A single step on a Zealots of Zaldar square board, in the words the GM reads when a rule's move
 * is refused (OTHER-SYSTEMS.md ZZ-23..25; seed 003 "Movement": a figure moves square by square, not
 * through walls or solid obstructions), and what counts as "beside" for the actions that need an
 * adjacent figure or item (ZZ-14..16: nothing is beside you through a wall).
 */
import { describe, expect, it } from 'vitest'
import type { SquareMapDef } from '../../../../shared/model'
import {
  zzDodgeBlocked,
  zzDodgeLine,
  zzStepBlocked,
  zzWalledOff,
} from '../../../../shared/rules/zz/engine/board-steps'
import { zzCampaign } from './rolls-fixture'

/** The fixture's 10 × 10 board (squares 0..9 each way), with walls or terrain added. */
const board = (map: Record<string, unknown> = {}) => zzCampaign({ map }).maps.m as SquareMapDef

describe('zzStepBlocked: one step between neighbours', () => {
  it('an open step between two squares on the board is not blocked, corners of the board too', () => {
    // Square 0,0 is the board's first square (index 0) and 9,9 its last: both are on the map.
    expect(zzStepBlocked(board(), { x: 0, y: 0 }, { x: 1, y: 0 })).toBeNull()
    expect(zzStepBlocked(board(), { x: 1, y: 0 }, { x: 0, y: 0 })).toBeNull()
    expect(zzStepBlocked(board(), { x: 8, y: 8 }, { x: 9, y: 9 })).toBeNull()
  })

  it('a step off the board, or from off it, meets the edge of the map', () => {
    expect(zzStepBlocked(board(), { x: 0, y: 4 }, { x: -1, y: 4 })).toBe('the edge of the map')
    expect(zzStepBlocked(board(), { x: 9, y: 4 }, { x: 10, y: 4 })).toBe('the edge of the map')
    expect(zzStepBlocked(board(), { x: -1, y: 4 }, { x: 0, y: 4 })).toBe('the edge of the map')
  })

  it('two squares apart is not a step', () => {
    expect(zzStepBlocked(board(), { x: 2, y: 2 }, { x: 4, y: 2 })).toBe(
      'a gap of more than one square',
    )
    expect(zzStepBlocked(board(), { x: 2, y: 2 }, { x: 2, y: 2 })).toBe(
      'a gap of more than one square',
    )
  })

  it('a wall on the side crossed blocks; the same wall does not block a step along it', () => {
    // '3,2,1' is the west side of 3,2: between 2,2 and 3,2.
    const walled = board({ edges: { '3,2,1': 'wall' } })
    expect(zzStepBlocked(walled, { x: 2, y: 2 }, { x: 3, y: 2 })).toBe('a wall or a shut door')
    expect(zzStepBlocked(walled, { x: 3, y: 2 }, { x: 2, y: 2 })).toBe('a wall or a shut door')
    expect(zzStepBlocked(walled, { x: 2, y: 2 }, { x: 2, y: 3 })).toBeNull()
  })

  it('solid terrain names the square it is on', () => {
    const rock = board({ terrain: { '3,2': { kind: 'impassable' } } })
    expect(zzStepBlocked(rock, { x: 2, y: 2 }, { x: 3, y: 2 })).toBe('solid terrain on 3,2')
    // Leaving the rock is not what is refused: only ending a step on it.
    expect(zzStepBlocked(rock, { x: 3, y: 2 }, { x: 4, y: 2 })).toBeNull()
  })
})

describe('zzWalledOff: a wall between a figure and the square beside it (ZZ-14..16)', () => {
  it('a wall between two neighbours walls them off; an open side does not', () => {
    const walled = board({ edges: { '3,2,1': 'wall' } })
    expect(zzWalledOff(walled, { x: 2, y: 2 }, { x: 3, y: 2 })).toBe(true)
    expect(zzWalledOff(walled, { x: 2, y: 3 }, { x: 3, y: 3 })).toBe(false)
  })

  it("at the board's first square (index 0) a wall still counts, from either side", () => {
    // '1,0,1' is the west side of 1,0: between 0,0 (index 0) and 1,0.
    const walled = board({ edges: { '1,0,1': 'wall' } })
    expect(zzWalledOff(walled, { x: 0, y: 0 }, { x: 1, y: 0 })).toBe(true)
    expect(zzWalledOff(walled, { x: 1, y: 0 }, { x: 0, y: 0 })).toBe(true)
  })

  it('a square off the board is not walled off (the distance rules refuse it instead)', () => {
    // A wall on 0,0's west side, the board's edge: the square past it is off the map.
    const edge = board({ edges: { '0,0,1': 'wall', '0,1,1': 'wall' } })
    expect(zzWalledOff(edge, { x: 0, y: 0 }, { x: -1, y: 0 })).toBe(false)
    // From off the board diagonally onto 0,1, whose west side is walled: still not judged here.
    expect(zzWalledOff(edge, { x: -1, y: 0 }, { x: 0, y: 1 })).toBe(false)
  })

  it('the same square, or one two away, is for the distance rules, not a wall', () => {
    const walled = board({ edges: { '3,2,1': 'wall', '3,2,0': 'wall', '2,2,0': 'wall' } })
    expect(zzWalledOff(walled, { x: 2, y: 2 }, { x: 2, y: 2 })).toBe(false)
    expect(zzWalledOff(walled, { x: 2, y: 2 }, { x: 4, y: 2 })).toBe(false)
    expect(zzWalledOff(walled, { x: 2, y: 2 }, { x: 4, y: 1 })).toBe(false)
  })
})

describe('zzDodgeBlocked for a Large dodger (ZZ-25, ZZ-Q23: a Large figure covers 2 × 2)', () => {
  // Thurig made Large on 2,2 covers x 2..3, y 2..3; Mondo (Medium) on 4,2 beside his east side.
  // Going east one square at a time: on 3,2 he covers x 3..4 (Mondo's 4,2: through), on 4,2 x 4..5
  // (still through), on 5,2 x 5..6 (past): the path is 3,2 4,2 5,2, 2 spaces crossed.
  const setUp = (map: Record<string, unknown> = {}) => {
    const c = zzCampaign({
      map,
      thurig: { hex: { q: 2, r: 2 }, size: 'large' },
      mondo: { hex: { q: 4, r: 2 } },
    })
    const line = zzDodgeLine({ x: 2, y: 2 }, 2, { x: 4, y: 2 }, 1, { x: 3, y: 2 }, { x: 4, y: 2 })
    return { c, line, map: c.maps.m as SquareMapDef, mover: c.tokens.thurig! }
  }

  it('the line east past Mondo is 3 steps, 2 of them through him', () => {
    const { line } = setUp()
    expect(line.path).toEqual([
      { x: 3, y: 2 },
      { x: 4, y: 2 },
      { x: 5, y: 2 },
    ])
    expect(line.through).toBe(2)
  })

  it('an open room lets both rows of his footprint through', () => {
    const { c, line, map, mover } = setUp()
    expect(zzDodgeBlocked(c, map, mover, 'mondo', line)).toBeNull()
  })

  it('a wall only across his lower row (y 3) still stops the Dodge', () => {
    // '5,3,1' is between 4,3 and 5,3: the second step takes his lower-right square from 4,3 to 5,3.
    const { c, line, map, mover } = setUp({ edges: { '5,3,1': 'wall' } })
    expect(zzDodgeBlocked(c, map, mover, 'mondo', line)).toBe('a wall or a shut door')
  })
})
