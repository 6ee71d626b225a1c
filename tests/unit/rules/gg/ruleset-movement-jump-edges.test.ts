/**
 * GG jumps on the board, the edges (seed 001 L25-29; OTHER-SYSTEMS.md GG-029 … GG-032): who cannot
 * jump, where it cannot land, how high a High Jump goes from a raised cell, the notes a plan
 * carries, and a landing in dangerous terrain. Hex boards here are one row of 1 m hexes, so hex
 * (c, 0) is c metres from (0, 0).
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant } from '../../../../shared/rules'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const at = (c: number): Hex => ({ q: c, r: 0 })

function corridor(cols: number, terrain: Record<number, TerrainCell> = {}) {
  const t: Record<string, TerrainCell> = {}
  for (const [c, cell] of Object.entries(terrain)) t[`${c},0`] = cell
  return { orientation: 'pointy' as const, cols, rows: 1, terrain: t }
}

function jumper(
  jump: Record<string, unknown>,
  state: Record<string, unknown> = {},
  speed = 6,
): MapOccupant {
  return {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: at(0),
    size: 'medium',
    speed,
    instance: stored({ hp: 20, jump, ...state }),
  }
}

const runningLong = { kind: 'long', running: true, phy: 1 }
const runningHigh = { kind: 'high', running: true, phy: 1 }

describe('when there is no jump to plan', () => {
  it('a Grappled being (speed 0) cannot jump: no path, no steps, nothing dangerous', () => {
    // L25: "Jumping takes place as part of your general movement"; A.5.1 Grappled: speed 0.
    const plan = movement.planMove(
      corridor(4),
      jumper(runningLong, { conditions: ['grappled'] }),
      at(2),
      {},
    )
    expect(plan).toEqual({
      path: [],
      steps: [],
      total: Infinity,
      speed: 0,
      band: 'blocked',
      reason: 'Aria cannot move',
      dangerous: [],
    })
  })

  it('a token of speed 0 cannot jump either', () => {
    const plan = movement.planMove(corridor(4), jumper(runningLong, {}, 0), at(1), {})
    expect(plan.reason).toBe('Aria cannot move')
  })

  it('it cannot land on impassable ground, and says so', () => {
    const plan = movement.planMove(
      corridor(4, { 2: { kind: 'impassable' } }),
      jumper(runningLong),
      at(2),
      {},
    )
    expect(plan.reason).toBe('Aria cannot land on impassable ground')
  })

  it('a High Jump two hexes away is refused: it goes onto the next cell only (L29)', () => {
    const plan = movement.planMove(corridor(4), jumper(runningHigh), at(2), {})
    expect(plan.reason).toBe('a high jump goes up onto the next cell only')
  })

  it('on squares, a High Jump one diagonal and one straight away is refused: next square only', () => {
    // (0, 0) to (2, 1) is one diagonal and one straight step: two squares, not one.
    const board = { kind: 'square' as const, cols: 4, rows: 4 }
    const j = { ...jumper(runningHigh), hex: { q: 0, r: 0 } }
    const plan = movement.planMove(board, j, { q: 2, r: 1 }, {})
    expect(plan.band).toBe('blocked')
    expect(plan.reason).toBe('a high jump goes up onto the next square only')
  })
})

describe('how high a High Jump goes (L29: running Physique + 3, standing half)', () => {
  it('from a 1 m step onto a 3 m ledge the jump clears 2 m: within PHY 0 running (3 m)', () => {
    // Running PHY 0: 0 + 3 = 3 m. The height cleared is 3 − 1 = 2 m, costing 2 m.
    const steps = corridor(3, {
      0: { kind: 'normal', elevation: 1 },
      1: { kind: 'normal', elevation: 3 },
    })
    const plan = movement.planMove(
      steps,
      jumper({ kind: 'high', running: true, phy: 0 }),
      at(1),
      {},
    )
    expect(plan).toMatchObject({ band: 'move', total: 2, steps: [2] })
    expect(plan.note).toBe('running high jump: 2 m up of up to 3 m')
  })

  it('standing PHY 1 reaches (1 + 3) / 2 = 2 m: a 2 m ledge is just within it', () => {
    const ledge = corridor(3, { 1: { kind: 'normal', elevation: 2 } })
    const plan = movement.planMove(
      ledge,
      jumper({ kind: 'high', running: false, phy: 1 }),
      at(1),
      {},
    )
    expect(plan).toMatchObject({ band: 'move', total: 2 })
    expect(plan.note).toBe('standing high jump: 2 m up of up to 2 m')
  })

  it('the obstacle check is for Long Jumps only (L27): a High Jump note has none', () => {
    const ledge = corridor(3, { 1: { kind: 'normal', elevation: 3 } })
    const plan = movement.planMove(ledge, jumper(runningHigh), at(1), { jumpObstacleCheck: true })
    expect(plan.note).toBe('running high jump: 3 m up of up to 4 m')
  })
})

describe('what the plan of a Long Jump says', () => {
  it('every note, in order: the jump, the Difficult landing (L28), the low obstacle (L27)', () => {
    // Running PHY 1: 1 × 5 = 5 m. 3 m cleared; an obstacle up to a quarter of it, 3 / 4 = 0.75 m.
    const plan = movement.planMove(
      corridor(5, { 3: { kind: 'difficult' } }),
      jumper(runningLong),
      at(3),
      { jumpObstacleCheck: true },
    )
    expect(plan.note).toBe(
      'running long jump: 3 m of up to 5 m; ' +
        'landing in Difficult Terrain: TG 10 Agility Test or land Prone; ' +
        'a low obstacle (up to 0.75 m) needs a TG 10 Physique Test',
    )
  })

  it('a jump longer than the speed takes a second Movement action, and the plan says so too', () => {
    // Speed 3: a 4 m jump (within the 5 m reach) needs the second Movement action,
    // 1 AP (F-GG-4) + 2 AP for repeating it (GG-015) = 3 AP.
    const plan = movement.planMove(corridor(6), jumper(runningLong, {}, 3), at(4), {})
    expect(plan.band).toBe('dash')
    expect(plan.note).toBe(
      'running long jump: 4 m of up to 5 m; a second Movement action: 3 AP (+2 AP for repeating)',
    )
  })

  it('landing on dangerous ground marks the landing hex dangerous; plain ground marks none', () => {
    const board = corridor(5, { 3: { kind: 'dangerous' } })
    expect(movement.planMove(board, jumper(runningLong), at(3), {}).dangerous).toEqual([at(3)])
    expect(movement.planMove(board, jumper(runningLong), at(2), {}).dangerous).toEqual([])
  })
})
