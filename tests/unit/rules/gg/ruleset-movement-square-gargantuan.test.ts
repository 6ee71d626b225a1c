/**
 * Huge and Gargantuan GG beings on the square board: F-GG-6 (OTHER-SYSTEMS.md, filling the Size
 * Category table seed 001 L32 leaves out) gives Huge a 3 m and Gargantuan a 4 m space, so on 1 m
 * squares 3 × 3 and 4 × 4, anchored on the north-west square. Every square of the space moves
 * with it (L148-149: walls, impassable squares and the map's edge as for a Medium being); another
 * being's space is Difficult Terrain (L18, L30) and a hostile's may be crossed only two or more
 * Size Categories apart (L30); a squeezing being fits where one a size smaller would (L35). On hexes
 * the design gives no shape beyond the Giant's five hexes, which Gargantuan keeps.
 */
import { describe, expect, it } from 'vitest'
import { footprintHexes, type Hex } from '../../../../shared/geometry/hex'
import { squareFootprint } from '../../../../shared/geometry/square'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant, type SquareMoveBoard } from '../../../../shared/rules'
import { GgNpcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import { stored } from './fixture'

const gg = rulesetById('gg')!
const movement = gg.movement!
const sq = (x: number, y: number): Hex => ({ q: x, r: y })
const rock = { kind: 'impassable' } as TerrainCell

function board(
  cols: number,
  rows: number,
  terrain: Record<string, TerrainCell> = {},
  edges: Record<string, 'wall'> = {},
) {
  return { kind: 'square', cols, rows, terrain, edges } as SquareMoveBoard
}

function titan(at: Hex, state: Record<string, unknown> = {}): MapOccupant {
  return {
    id: 'titan',
    name: 'Titan',
    kind: 'npc',
    hex: at,
    size: 'gargantuan',
    speed: 8,
    instance: stored({ hp: 200, ...state }),
  }
}

const aria = (at: Hex, size: MapOccupant['size'] = 'medium'): MapOccupant => ({
  id: 'aria',
  name: 'Aria',
  kind: 'pc',
  hex: at,
  size,
})

describe('F-GG-6: a sheet’s Size Category gives its token’s footprint', () => {
  const sheet = (size: string) =>
    GgNpcSchema.parse({ ...(gg.sheet.blank('npc', 'n', 'N') as object), size })

  it('Large 2 × 2, Huge 3 × 3, Gargantuan 4 × 4 squares', () => {
    const side = (size: string) => {
      const token = gg.sheet.token!(sheet(size))
      return Math.sqrt(squareFootprint({ x: 0, y: 0 }, token.size).length)
    }
    // Space in metres over 1 m squares: 2 / 1, 3 / 1, 4 / 1 squares a side.
    expect([side('large'), side('huge'), side('gargantuan')]).toEqual([2, 3, 4])
    expect(side('medium')).toBe(1)
  })

  it('on hexes Huge and Gargantuan both keep the five-hex shape', () => {
    for (const size of ['huge', 'gargantuan']) {
      const token = gg.sheet.token!(sheet(size))
      expect(footprintHexes({ q: 0, r: 0 }, token.size)).toHaveLength(5)
    }
  })
})

describe('a Gargantuan GG being steps with its 4 × 4 space', () => {
  it('its space may not hang off the map', () => {
    // On a 6-wide board, anchored at (2,0) it covers columns 2..5; at (3,0) column 6 is off it.
    expect(movement.planMove(board(6, 6), titan(sq(0, 0)), sq(2, 0), {})).toMatchObject({
      total: 2,
      band: 'move',
    })
    expect(movement.planMove(board(6, 6), titan(sq(0, 0)), sq(3, 0), {}).band).toBe('blocked')
    expect(movement.planMove(board(6, 6), titan(sq(0, 0)), sq(0, 3), {}).band).toBe('blocked')
    expect(movement.reach(board(6, 6), titan(sq(0, 0)), {}).cost[3]).toBe(Infinity)
  })

  it('a 3 m gap is too narrow for its 4 m space; squeezing, a Huge one’s 3 × 3 goes through', () => {
    // Rock down column 5 except rows 0..2: a 3 m gap.
    const gap = board(10, 6, { '5,3': rock, '5,4': rock, '5,5': rock })
    expect(movement.planMove(gap, titan(sq(0, 0)), sq(6, 0), {}).band).toBe('blocked')
    // Squeezing: six steps east along row 0, each 1 m + 1 m for squeezing (L35) = 12 m, past its
    // 8 m: a second Movement action (within 16 m).
    const squeezing = titan(sq(0, 0), { conditions: ['squeezing'] })
    expect(movement.planMove(gap, squeezing, sq(6, 0), {})).toMatchObject({
      total: 12,
      band: 'dash',
    })
  })

  it('a wall along the edge of any square of its space bars the step across it', () => {
    // A wall on the west side of (5,3) (edge key "5,3,1"): stepping east from (1,0) to (2,0),
    // its bottom-right square goes from (4,3) to (5,3) through the wall. Row by row around it
    // is as blocked (the wall is inside every way east), so the plan says no way.
    const walled = board(7, 4, {}, { '5,3,1': 'wall' })
    expect(movement.planMove(walled, titan(sq(1, 0)), sq(2, 0), {}).band).toBe('blocked')
    // The same step on a board without the wall: 1 m.
    expect(movement.planMove(board(7, 4), titan(sq(1, 0)), sq(2, 0), {}).total).toBe(1)
  })

  it('a Medium hostile inside the space it steps into: crossable (3 sizes apart), 2 m a metre', () => {
    // Aria at (4,1). Stepping east from (0,0) to (1,0) its space covers columns 1..4: her square
    // is Difficult Terrain for it (L18), 1 m × 2 = 2 m. Gargantuan vs Medium is three Size
    // Categories apart, at least the two L30 asks, so it may cross her.
    const map = board(10, 5)
    const one = movement.planMove(map, titan(sq(0, 0)), sq(1, 0), {}, [aria(sq(4, 1))])
    expect(one).toMatchObject({ total: 2, band: 'move' })
    // It cannot end there (L30): her square is in its space.
    expect(movement.roomProblem([aria(sq(4, 1))], titan(sq(0, 0)), sq(1, 0), 'square')).toBe(
      "Titan cannot end a move in Aria's space",
    )
    // Anchored at (5,0) it covers columns 5..8: she is clear of it.
    expect(movement.roomProblem([aria(sq(4, 1))], titan(sq(0, 0)), sq(5, 0), 'square')).toBeNull()
  })

  it('a Huge hostile (one size apart) cannot be crossed; a Large one (two apart) can', () => {
    // The Huge being's 3 × 3 space at (5,0) covers columns 5..7, rows 0..2; the titan's step from
    // (1,0) to (2,0) would take its space to columns 2..5, onto column 5.
    const map = board(12, 6)
    const huge = aria(sq(5, 0), 'giant')
    expect(movement.planMove(map, titan(sq(1, 0)), sq(2, 0), {}, [huge]).band).toBe('blocked')
    // A Large one (2 × 2 at (5,0)): crossed at Difficult rates, 2 m.
    const large = aria(sq(5, 0), 'large')
    expect(movement.planMove(map, titan(sq(1, 0)), sq(2, 0), {}, [large]).total).toBe(2)
  })
})
