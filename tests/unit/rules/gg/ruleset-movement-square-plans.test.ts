/**
 * GG move plans on a square board at their edges (seed 001 L148 "Grid Distances", L149 "Terrain
 * Spaces", L18-L19 Difficult Terrain and another being's space; OTHER-SYSTEMS.md A.2 GG-022/023/
 * 034/035/040/041): what the drag preview says when the move cannot start, squares on the first
 * row and column of the board, both sides of a diagonal's corner, rises, swimming and Dangerous
 * squares. Square (x, y) is the token's hex (q, r); every cost is counted by hand from L148: an
 * orthogonal step 1 m, a diagonal 1.5 m, Difficult rates twice that.
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import { buildSquareGrid } from '../../../../shared/geometry/square'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant, type SquareMoveBoard } from '../../../../shared/rules'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const sq = (x: number, y: number): Hex => ({ q: x, r: y })
const rock = { kind: 'impassable' } as TerrainCell
const high = (elevation: number) => ({ kind: 'normal', elevation }) as TerrainCell

function board(
  cols: number,
  rows: number,
  terrain: Record<string, TerrainCell> = {},
  edges: Record<string, 'wall'> = {},
): SquareMoveBoard {
  return { kind: 'square', cols, rows, terrain, edges }
}

function being(id: string, kind: 'pc' | 'npc', at: Hex, extra: Partial<MapOccupant> = {}) {
  return { id, name: id, kind, hex: at, size: 'medium', ...extra } as MapOccupant
}

const aria = (at: Hex, extra: Partial<MapOccupant> = {}) => being('Aria', 'pc', at, extra)

describe('a GG square plan that cannot start says why (L148)', () => {
  it('a square off the map, or a token off it, is refused with no path', () => {
    const off = movement.planMove(board(3, 3), aria(sq(0, 0)), sq(3, 0), {})
    // Nothing to draw and nothing to pay: the preview shows the reason only.
    expect(off).toEqual({
      path: [],
      steps: [],
      total: Infinity,
      speed: 6,
      band: 'blocked',
      reason: 'that square is off the map',
      dangerous: [],
    })
    const lost = movement.planMove(board(3, 3), aria(sq(5, 5)), sq(1, 1), {})
    expect(lost).toMatchObject({ band: 'blocked', reason: 'the token is off the map' })
  })

  it('dropping the token where it stands is a 0 m move along no steps', () => {
    const plan = movement.planMove(board(3, 3), aria(sq(1, 1)), sq(1, 1), {})
    expect(plan).toEqual({
      path: [sq(1, 1)],
      steps: [],
      total: 0,
      speed: 6,
      band: 'move',
      reason: null,
      dangerous: [],
    })
  })

  it('a being at speed 0 dropped back on its own square makes no move, and is not refused', () => {
    const plan = movement.planMove(board(3, 1), aria(sq(1, 0), { speed: 0 }), sq(1, 0), {})
    expect(plan).toMatchObject({ band: 'move', total: 0, reason: null, path: [sq(1, 0)] })
  })

  it('a square of impassable terrain is never a place to end (L149 "fills its space")', () => {
    const plan = movement.planMove(board(3, 1, { '2,0': rock }), aria(sq(0, 0)), sq(2, 0), {})
    expect(plan).toMatchObject({ band: 'blocked', reason: 'that square is impassable terrain' })
  })

  it('a being whose speed is 0 cannot move a square', () => {
    // L14: it "can move a distance equal to their Movement speed": 0 m.
    const plan = movement.planMove(board(3, 1), aria(sq(0, 0), { speed: 0 }), sq(1, 0), {})
    expect(plan).toMatchObject({ band: 'blocked', reason: 'Aria cannot move', steps: [] })
  })
})

describe('the first row and column of a GG square board', () => {
  it('a move ends on the corner square (0,0): a diagonal then an orthogonal step, 2.5 m', () => {
    // (2,1) → (1,0) diagonal 1.5 m → (0,0) 1 m (L148).
    const plan = movement.planMove(board(3, 2), aria(sq(2, 1)), sq(0, 0), {})
    expect(plan.total).toBe(2.5)
    expect(plan.band).toBe('move')
  })

  it('rock filling (0,0) blocks both diagonals past it; the way round costs 2 m (L149)', () => {
    const map = board(2, 2, { '0,0': rock })
    // (0,1) → (1,0): the corner of (0,0) touches the edge of the two squares: round by (1,1).
    const up = movement.planMove(map, aria(sq(0, 1)), sq(1, 0), {})
    expect(up).toMatchObject({ total: 2, path: [sq(0, 1), sq(1, 1), sq(1, 0)] })
    // And the other way, (1,0) → (0,1), with the rock on the step's other side.
    const down = movement.planMove(map, aria(sq(1, 0)), sq(0, 1), {})
    expect(down).toMatchObject({ total: 2, path: [sq(1, 0), sq(1, 1), sq(0, 1)] })
  })

  it('rock south of a south-east diagonal blocks it as rock east of it does (L149)', () => {
    // (1,1) → (2,2) with (1,2) filled: round by (2,1), 1 + 1 = 2 m.
    const map = board(4, 4, { '1,2': rock })
    const plan = movement.planMove(map, aria(sq(1, 1)), sq(2, 2), {})
    expect(plan).toMatchObject({ total: 2, path: [sq(1, 1), sq(2, 1), sq(2, 2)] })
  })

  it('an ally on (0,0) costs Difficult rates to cross and is left out of reach (L19, GG-035)', () => {
    // A 3 × 1 corridor, Aria at (1,0), Bram at (0,0): she can never stand on his square.
    const bram = being('Bram', 'pc', sq(0, 0))
    const reach = movement.reach(board(3, 1), aria(sq(1, 0)), {}, [bram])
    expect(Array.from(reach.cost)).toEqual([Infinity, 0, 1])
  })
})

describe('a GG square plan to a hostile’s square (GG-034, GG-035)', () => {
  // The preview still shows the way there, at Difficult rates for the last square (L19), and
  // roomProblem says why the move cannot end there.
  it('the way to an orc’s square is priced, the last step at 2 m', () => {
    const orc = being('Orc', 'npc', sq(2, 0))
    const plan = movement.planMove(board(4, 1), aria(sq(0, 0)), sq(2, 0), {}, [orc])
    expect(plan).toMatchObject({ steps: [1, 2], total: 3, band: 'move' })
    expect(movement.roomProblem([orc], aria(sq(0, 0)), sq(2, 0), 'square')).toBe(
      "Aria cannot end a move in Orc's space",
    )
  })

  it('the same when the orc stands on (0,0)', () => {
    const orc = being('Orc', 'npc', sq(0, 0))
    const plan = movement.planMove(board(4, 1), aria(sq(2, 0)), sq(0, 0), {}, [orc])
    expect(plan).toMatchObject({ steps: [1, 2], total: 3 })
  })
})

describe('rises on a GG square board (the board’s reading: a rise of more than 1 m is climbed)', () => {
  it('up 2 m costs Difficult rates, up 1 m or down 2 m plain ground', () => {
    // L18: Difficult Terrain, 1 extra metre a metre: 2 m for the 2 m rise.
    const cliff = board(3, 1, { '1,0': high(2) })
    expect(movement.planMove(cliff, aria(sq(0, 0)), sq(1, 0), {}).steps).toEqual([2])
    // Back down off it: no rise, 1 m.
    expect(movement.planMove(cliff, aria(sq(1, 0)), sq(2, 0), {}).steps).toEqual([1])
    // A step of exactly 1 m is not "more than 1 m".
    const step = board(3, 1, { '1,0': high(1) })
    expect(movement.planMove(step, aria(sq(0, 0)), sq(1, 0), {}).steps).toEqual([1])
  })
})

describe('ways of moving on a GG square board (L16, GG-021)', () => {
  it('a swimmer pays 1 m a square of water, a walker 2 m', () => {
    const lake = board(3, 1, { '1,0': { kind: 'water' } as TerrainCell })
    const swim = stored({ hp: 10, move: { mode: 'swim', speed: 6 } })
    const swimmer = aria(sq(0, 0), { instance: swim } as Partial<MapOccupant>)
    expect(movement.planMove(lake, swimmer, sq(1, 0), {}).steps).toEqual([1])
    expect(movement.planMove(lake, aria(sq(0, 0)), sq(1, 0), {}).steps).toEqual([2])
  })
})

describe('Dangerous squares on a GG square plan', () => {
  const fire = {
    kind: 'dangerous',
    dangerous: { stat: 'agi', dc: 10, damageType: 'fire' },
  } as TerrainCell

  it('lists the Dangerous squares the path enters, not the one it starts on', () => {
    // A 4 × 1 corridor: fire on (0,0) (her square) and (2,0); the path enters (1,0), (2,0), (3,0).
    const map = board(4, 1, { '0,0': fire, '2,0': fire })
    const plan = movement.planMove(map, aria(sq(0, 0)), sq(3, 0), {})
    expect(plan.dangerous).toEqual([sq(2, 0)])
    // Dangerous ground costs as ground: 3 × 1 m.
    expect(plan.total).toBe(3)
  })

  it('a path over plain ground lists none', () => {
    expect(movement.planMove(board(4, 1), aria(sq(0, 0)), sq(3, 0), {}).dangerous).toEqual([])
  })
})

describe('the hover card’s step in on a square board (L148)', () => {
  const map = buildSquareGrid({ cols: 3, rows: 3, terrain: { '1,0': { kind: 'difficult' } } })
  // Square index y * 3 + x; directions 0 N, 1 NE, 2 E, 3 SE … (SQUARE_DIRECTIONS).
  const at = (x: number, y: number) => y * 3 + x

  it('with no token: an orthogonal step 1 m, a diagonal 1.5 m, into Difficult Terrain 2 m', () => {
    const step = movement.squareStepCost!(map, null, {})
    expect(step(at(1, 1), at(2, 1), 2)).toBe(1)
    expect(step(at(1, 1), at(2, 2), 3)).toBe(1.5)
    expect(step(at(0, 0), at(1, 0), 2)).toBe(2)
  })

  it('under the alternating diagonal option a first diagonal is 1 m', () => {
    // GG-Q16 `diagonal` alternating-1-2: the first diagonal of a move 1 m, the second 2 m.
    const step = movement.squareStepCost!(map, null, { diagonal: 'alternating-1-2' })
    expect(step(at(1, 1), at(2, 2), 3)).toBe(1)
  })
})
