/**
 * GG reach on a square board (seed 001 L148 "Grid Distances", L149 "Terrain Spaces"; OTHER-SYSTEMS.md
 * A.2 GG-035/040, A.8 GG-Q16): the metres each square needs, which the map shades in the 'move'
 * and 'dash' bands. Square (x, y) is index y * cols + x. Each cost is counted by hand from L148: an
 * orthogonal step 1 m, a diagonal 1.5 m, Difficult ground twice that (L18).
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant, type SquareMoveBoard } from '../../../../shared/rules'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const sq = (x: number, y: number): Hex => ({ q: x, r: y })
const mud = { kind: 'difficult' } as TerrainCell

function board(
  cols: number,
  rows: number,
  terrain: Record<string, TerrainCell> = {},
  edges: Record<string, 'wall'> = {},
): SquareMoveBoard {
  return { kind: 'square', cols, rows, terrain, edges }
}

const aria = (at: Hex, extra: Partial<MapOccupant> = {}) =>
  ({ id: 'aria', name: 'Aria', kind: 'pc', hex: at, size: 'medium', ...extra }) as MapOccupant

describe('GG square reach when the token cannot move', () => {
  it('a token off the map reaches nothing, not even a square of its own', () => {
    const reach = movement.reach(board(3, 3), aria(sq(7, 7)), {})
    expect(Array.from(reach.cost)).toEqual(Array(9).fill(Infinity))
    expect(reach.bands).toEqual([6, 12])
    expect(reach.grid.size).toBe(9)
  })

  it('at speed 0 it reaches only the square it stands on', () => {
    const reach = movement.reach(board(3, 1), aria(sq(1, 0), { speed: 0 }), {})
    expect(Array.from(reach.cost)).toEqual([Infinity, 0, Infinity])
    expect(reach.bands).toEqual([0, 0])
  })
})

describe('GG square reach of a flier climbing (L20, GG-024)', () => {
  it('each square costs the climb first; the square it stands on stays 0, as on hexes', () => {
    // Flying up 2 m is Difficult Terrain: 2 × 2 = 4 m, paid before any square: the next square
    // east costs 4 + 1 = 5 m, the diagonal 4 + 1.5 = 5.5 m.
    const flier = aria(sq(1, 1), {
      instance: stored({ hp: 10, move: { mode: 'fly', speed: 6, flyTo: 2 } }),
    } as Partial<MapOccupant>)
    const reach = movement.reach(board(4, 4), flier, {})
    expect(reach.cost[1 * 4 + 2]).toBe(5)
    expect(reach.cost[2 * 4 + 2]).toBe(5.5)
    expect(reach.cost[1 * 4 + 1]).toBe(0)
  })
})

describe('GG square reach at the edge of the budget (L148, GG-Q16)', () => {
  it('speed 1: 1 m in one Movement action, 2 m with a second, the third square never', () => {
    const reach = movement.reach(board(6, 1), aria(sq(0, 0), { speed: 1 }), {})
    expect(reach.bands).toEqual([1, 2])
    expect(Array.from(reach.cost)).toEqual([0, 1, 2, Infinity, Infinity, Infinity])
  })

  it('needing only 1 m left (needFullStepCost off), a Difficult square is entered with 1 m left', () => {
    // L148 "To enter a square/hex, you must have at least 1 square/hex of movement left", the
    // GG-Q16 reading that a dearer square needs no more. Speed 1 (2 m with a second action),
    // mud on (2,0): (1,0) at 1 m, then mud entered with 1 m left: 2 m. (3,0) needs the mud's
    // full 2 m paid first (3 m), then 1 m left: 4 m, past the 2 m.
    const map = board(6, 1, { '2,0': mud })
    const reach = movement.reach(map, aria(sq(0, 0), { speed: 1 }), { needFullStepCost: false })
    expect(Array.from(reach.cost)).toEqual([0, 1, 2, Infinity, Infinity, Infinity])
    // Needing the full step cost (the default), the mud costs 1 + 2 = 3 m: out of reach.
    const full = movement.reach(map, aria(sq(0, 0), { speed: 1 }), {})
    expect(full.cost[2]).toBe(Infinity)
  })

  it('needing only 1 m left, a 1.5 m diagonal is entered with 1 m left', () => {
    // Speed 1 from (1,1): the diagonal (2,2) needs 1 m left, not 1.5 m (GG-Q16's other reading).
    const reach = movement.reach(board(4, 4), aria(sq(1, 1), { speed: 1 }), {
      needFullStepCost: false,
    })
    expect(reach.cost[2 * 4 + 2]).toBe(1)
    expect(movement.reach(board(4, 4), aria(sq(1, 1), { speed: 1 }), {}).cost[2 * 4 + 2]).toBe(1.5)
  })

  it('needing only 1 m left, a square behind the dearest step still shows when the plan allows it', () => {
    // Prone and squeezing, every metre costs 1 + 1 (crawling, L24) + 1 (squeezing, L35)
    // more; under the alternating option a second diagonal is 2 m. Mud on (1,0), (0,1), (2,1),
    // (1,2) and (2,2). Speed 2: 4 m with a second Movement action. The first diagonal to (1,1)
    // costs 1 × 3 = 3 m; (2,2) is then entered with 1 m left: 3 + 1 = 4 m, within the 4 m. Every
    // way of paying for (2,2) in full costs 11 m (the second diagonal into mud: 2 × 4 = 8 m).
    const mire = { '1,0': mud, '0,1': mud, '2,1': mud, '1,2': mud, '2,2': mud }
    const crawler = aria(sq(0, 0), {
      speed: 2,
      instance: stored({ hp: 10, conditions: ['prone', 'squeezing'] }),
    } as Partial<MapOccupant>)
    const o = { diagonal: 'alternating-1-2', needFullStepCost: false }
    const plan = movement.planMove(board(4, 4, mire), crawler, sq(2, 2), o)
    expect(plan).toMatchObject({ total: 11, band: 'dash' })
    // The map shades the square the plan allows.
    expect(movement.reach(board(4, 4, mire), crawler, o).cost[2 * 4 + 2]).toBe(4)
  })

  it('needing only 1 m left, a square is not entered through the wall beside it', () => {
    // A wall along the north side of (1,1), Aria on (1,1): (1,0) is just beyond it. The
    // diagonals past the wall's ends are blocked too (L149), so the way is (0,1), (0,0), (1,0):
    // 3 m, and what must be left to step into (1,0) is read from (0,0) or (2,0) at 2 m, plus 1 m.
    const map = board(3, 3, {}, { '1,1,0': 'wall' })
    const reach = movement.reach(map, aria(sq(1, 1), { speed: 2 }), { needFullStepCost: false })
    expect(reach.cost[1]).toBe(3)
    expect(reach.cost[0]).toBe(2)
  })
})

describe('GG square reach under the alternating diagonal option (GG-Q16)', () => {
  it('three diagonals cost 1 + 2 + 1 = 4 m, not 3 × 1.5 = 4.5 m', () => {
    const to = 3 * 5 + 3
    const alt = movement.reach(board(5, 5), aria(sq(0, 0)), { diagonal: 'alternating-1-2' })
    expect(alt.cost[to]).toBe(4)
    expect(alt.cost[1 * 5 + 1]).toBe(1)
    expect(alt.cost[2 * 5 + 2]).toBe(3)
    expect(movement.reach(board(5, 5), aria(sq(0, 0)), {}).cost[to]).toBe(4.5)
  })

  it('speed 1 reaches (1,1) by its first diagonal at 1 m, past the mud beside it', () => {
    // Mud on (1,0) and (0,1): round by either costs 2 + 1 = 3 m, past the 2 m of two Movement
    // actions; the diagonal costs 1 m (the move's first), and the corner is not cut (mud does
    // not fill its space, L149).
    const map = board(5, 5, { '1,0': mud, '0,1': mud })
    const reach = movement.reach(map, aria(sq(0, 0), { speed: 1 }), {
      diagonal: 'alternating-1-2',
    })
    expect(reach.cost[1 * 5 + 1]).toBe(1)
    // Under the 1.5 m default that diagonal is 1.5 m, still within the 2 m.
    expect(movement.reach(map, aria(sq(0, 0), { speed: 1 }), {}).cost[1 * 5 + 1]).toBe(1.5)
  })
})

describe('GG square reach of a Large being (F-GG-6: 2 × 2 squares)', () => {
  it('leaves out every anchor whose space would hold another being’s square (GG-035)', () => {
    // The ogre (speed 8) on (0,0); a goblin of its own side on (3,3), whose square it may cross
    // at Difficult rates (L19) but not end on. Anchored at (2,2) or (3,3) its space would cover
    // (3,3); at (1,1), covering (1..2, 1..2), it is clear: one diagonal, 1.5 m.
    const npc = (id: string, at: Hex, size: string, speed?: number) =>
      ({ id, name: id, kind: 'npc', hex: at, size, ...(speed ? { speed } : {}) }) as MapOccupant
    const reach = movement.reach(board(6, 6), npc('Ogre', sq(0, 0), 'large', 8), {}, [
      npc('Goblin', sq(3, 3), 'medium'),
    ])
    expect(reach.cost[2 * 6 + 2]).toBe(Infinity)
    expect(reach.cost[3 * 6 + 3]).toBe(Infinity)
    expect(reach.cost[1 * 6 + 1]).toBe(1.5)
    // Anchored at (3,1) it covers (3..4, 1..2), clear of the goblin: 3 m east by the top row and a
    // diagonal, 1 + 1 + 1.5 = 3.5 m.
    expect(reach.cost[1 * 6 + 3]).toBe(3.5)
  })
})
