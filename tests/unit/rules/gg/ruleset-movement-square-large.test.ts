/**
 * Large beings on a GG square board: F-GG-6 (OTHER-SYSTEMS.md, filling the Size Category table
 * seed 001 L32 leaves out) gives a Large being a 2 m space, so 2 × 2 squares of 1 m, anchored on
 * its north-west square. Every square of that space moves with it (L148-149: walls, impassable
 * squares and hostiles' spaces as for a Medium being), and a Large being squeezing fits where a
 * Medium one would (L35: "a Large entity can squeeze through a passage only 1m wide").
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant, type SquareMoveBoard } from '../../../../shared/rules'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const sq = (x: number, y: number): Hex => ({ q: x, r: y })
const rock = { kind: 'impassable' } as TerrainCell

function board(cols: number, rows: number, terrain: Record<string, TerrainCell> = {}) {
  return { kind: 'square', cols, rows, terrain, edges: {} } as SquareMoveBoard
}

function ogre(at: Hex, state: Record<string, unknown> = {}): MapOccupant {
  return {
    id: 'ogre',
    name: 'Ogre',
    kind: 'npc',
    hex: at,
    size: 'large',
    speed: 8,
    instance: stored({ hp: 30, ...state }),
  }
}

describe('a Large GG being on squares covers 2 × 2 (F-GG-6)', () => {
  // A wall of rock down column 3 with one 1 m gap at row 1.
  const gap = board(7, 4, { '3,0': rock, '3,2': rock, '3,3': rock })

  it('a 1 m gap is too narrow for its 2 m space; squeezing it fits (L35)', () => {
    expect(movement.planMove(gap, ogre(sq(0, 0)), sq(5, 0), {}).band).toBe('blocked')
    // Squeezing, its space is a Medium one's: one square. Through (3,1): five steps, two of them
    // diagonal (down into row 1 and back up), each metre 1 m dearer (L35): 3 × 2 + 2 × 3 = 12 m,
    // beyond its 8 m: a second Movement action.
    const squeezing = movement.planMove(
      gap,
      ogre(sq(0, 0), { conditions: ['squeezing'] }),
      sq(5, 0),
      {},
    )
    expect(squeezing).toMatchObject({ total: 12, band: 'dash' })
    expect(squeezing.path.some((h) => h.q === 3 && h.r === 1)).toBe(true)
  })

  it('Difficult Terrain under any square of its space makes the step Difficult (GG-022)', () => {
    // From (0,0) one step east to (1,0): its space moves onto (1..2, 0..1); (2,1) is Difficult,
    // so the 1 m step costs 2 m. A Medium being stepping to (1,0) pays 1 m.
    const map = board(5, 4, { '2,1': { kind: 'difficult' } })
    expect(movement.planMove(map, ogre(sq(0, 0)), sq(1, 0), {}).steps).toEqual([2])
    const medium = { ...ogre(sq(0, 0)), size: 'medium' } as MapOccupant
    expect(movement.planMove(map, medium, sq(1, 0), {}).steps).toEqual([1])
  })

  it('its space may not hang off the map', () => {
    // On a 5 × 4 board, anchored at (4,0) it would cover column 5, off the board.
    expect(movement.planMove(board(5, 4), ogre(sq(0, 0)), sq(4, 0), {}).band).toBe('blocked')
    expect(movement.planMove(board(5, 4), ogre(sq(0, 0)), sq(3, 0), {}).band).toBe('move')
  })

  it('a hostile’s square under any part of its space bars the step; no move ends in another’s space', () => {
    const pc: MapOccupant = { id: 'aria', name: 'Aria', kind: 'pc', hex: sq(2, 1), size: 'medium' }
    // Anchored at (1,0) its space would cover (2,1): a Medium hostile one size apart cannot be
    // crossed (GG-034 needs two sizes), so no path gets there; (0,2) leaves (2,1) clear: 2 m.
    expect(movement.planMove(board(6, 5), ogre(sq(0, 0)), sq(1, 0), {}, [pc]).band).toBe('blocked')
    expect(movement.planMove(board(6, 5), ogre(sq(0, 0)), sq(0, 2), {}, [pc])).toMatchObject({
      total: 2,
      band: 'move',
    })
    // Ending with (2,1) in its space is refused on squares; at (3,2), covering (3..4, 2..3), not.
    expect(movement.roomProblem([pc], ogre(sq(0, 0)), sq(1, 0), 'square')).toBe(
      "Ogre cannot end a move in Aria's space",
    )
    expect(movement.roomProblem([pc], ogre(sq(0, 0)), sq(3, 2), 'square')).toBeNull()
  })
})
