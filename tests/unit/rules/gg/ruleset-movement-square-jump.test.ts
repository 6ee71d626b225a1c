/**
 * GG jumps on a square board (seed 001 L26 Long Jump, L28 landing in Difficult Terrain, L29 High
 * Jump; L148 "Grid Distances", L149 "Terrain Spaces"): a jump goes straight to its square, clears
 * the squares between as L148 counts them (1 m orthogonal, 1.5 m diagonal), and no wall or shut
 * door may stand on the line between the two centres, nor a wall's end at a diagonal's corner.
 * Square (x, y) is the token's hex (q, r).
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant, type SquareMoveBoard } from '../../../../shared/rules'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const sq = (x: number, y: number): Hex => ({ q: x, r: y })

function board(
  cols: number,
  rows: number,
  terrain: Record<string, TerrainCell> = {},
  edges: Record<string, 'wall'> = {},
): SquareMoveBoard {
  return { kind: 'square', cols, rows, terrain, edges }
}

function jumper(at: Hex, kind: 'long' | 'high' = 'long'): MapOccupant {
  return {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: at,
    size: 'medium',
    speed: 6,
    instance: stored({ hp: 20, jump: { kind, running: true, phy: 1 } }),
  }
}

const WALLED = "a wall is in the way of Aria's jump"

describe('a GG long jump on squares counts L148’s metres (L26)', () => {
  it('from (1,1) to (3,4): two diagonals and one orthogonal square, 1.5 + 1.5 + 1 = 4 m', () => {
    // Running, PHY 1: up to 1 × 5 = 5 m (L26); each metre cleared costs 1 m.
    const plan = movement.planMove(board(6, 6), jumper(sq(1, 1)), sq(3, 4), {})
    expect(plan).toMatchObject({ band: 'move', total: 4, steps: [4], path: [sq(1, 1), sq(3, 4)] })
    expect(plan.note).toBe('running long jump: 4 m of up to 5 m')
  })

  it('landing on a Difficult square asks for the Agility Test (L28)', () => {
    const map = board(4, 1, { '2,0': { kind: 'difficult' } as TerrainCell })
    const plan = movement.planMove(map, jumper(sq(0, 0)), sq(2, 0), {})
    expect(plan.total).toBe(2)
    expect(plan.note).toContain('landing in Difficult Terrain: TG 10 Agility Test or land Prone')
  })
})

describe('a wall on the line of a GG jump on squares (L149)', () => {
  it('a wall between (0,0) and (1,0) stops the jump along the row either way', () => {
    const map = board(4, 1, {}, { '1,0,1': 'wall' })
    expect(movement.planMove(map, jumper(sq(0, 0)), sq(3, 0), {}).reason).toBe(WALLED)
    expect(movement.planMove(map, jumper(sq(3, 0)), sq(0, 0), {}).reason).toBe(WALLED)
    // Without it, 3 orthogonal squares: 3 m.
    expect(movement.planMove(board(4, 1), jumper(sq(0, 0)), sq(3, 0), {}).total).toBe(3)
  })

  it('a wall across a column stops a jump north', () => {
    // The wall on the north side of (1,2), between it and (1,1).
    const map = board(3, 4, {}, { '1,2,0': 'wall' })
    expect(movement.planMove(map, jumper(sq(1, 3)), sq(1, 0), {}).reason).toBe(WALLED)
    expect(movement.planMove(board(3, 4), jumper(sq(1, 3)), sq(1, 0), {}).total).toBe(3)
  })

  it('a wall alongside the row, not across it, does not stop the jump', () => {
    // Walls on the north sides of (1,1) and (2,1): the jump from (0,1) to (3,1) runs beside them.
    const map = board(4, 2, {}, { '1,1,0': 'wall', '2,1,0': 'wall' })
    expect(movement.planMove(map, jumper(sq(0, 1)), sq(3, 1), {})).toMatchObject({
      band: 'move',
      total: 3,
    })
    expect(movement.planMove(map, jumper(sq(3, 1)), sq(0, 1), {}).total).toBe(3)
  })

  it('a diagonal jump past the end of a wall is stopped', () => {
    // The line (1,1) → (2,2) → (3,3); a wall on the west side of (3,2) ends at the corner that
    // (2,2) and (3,3) share.
    const map = board(5, 5, {}, { '3,2,1': 'wall' })
    expect(movement.planMove(map, jumper(sq(1, 1)), sq(3, 3), {}).reason).toBe(WALLED)
    // Open ground: two diagonals, 3 m.
    expect(movement.planMove(board(5, 5), jumper(sq(1, 1)), sq(3, 3), {}).total).toBe(3)
  })
})

describe('a GG high jump on squares (L29)', () => {
  it('up onto a 3 m ledge next to it: 3 m of the running jump’s 1 + 3 = 4 m', () => {
    const ledge = board(2, 1, { '1,0': { kind: 'normal', elevation: 3 } as TerrainCell })
    const plan = movement.planMove(ledge, jumper(sq(0, 0), 'high'), sq(1, 0), {})
    expect(plan).toMatchObject({ band: 'move', total: 3, steps: [3] })
    expect(plan.note).toBe('running high jump: 3 m up of up to 4 m')
  })
})
