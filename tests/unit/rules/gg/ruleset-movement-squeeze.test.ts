/**
 * GG squeezing on the board (seed 001 L35; OTHER-SYSTEMS.md GG-037): a being with the Squeezing
 * condition fits where one a Size Category smaller would and pays 1 m more for every metre. The
 * corridor is one row of 1 m hexes, so hex (c, 0) is c steps from (0, 0).
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { TerrainCell, TokenSize } from '../../../../shared/model'
import { rulesetById, type MapOccupant } from '../../../../shared/rules'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const at = (c: number): Hex => ({ q: c, r: 0 })

function corridor(cols: number, terrain: Record<number, TerrainCell> = {}) {
  const t: Record<string, TerrainCell> = {}
  for (const [c, cell] of Object.entries(terrain)) t[`${c},0`] = cell
  return { orientation: 'pointy' as const, cols, rows: 1, terrain: t, edges: {} }
}

function being(size: TokenSize, conditions: string[] = [], speed = 10): MapOccupant {
  return {
    id: 'ogre',
    name: 'Ogre',
    kind: 'npc',
    hex: at(0),
    size,
    speed,
    instance: stored({ hp: 30, conditions }),
  }
}

describe('GG squeezing (L35, GG-037)', () => {
  it('a Large ogre squeezes along a 1 m corridor 4 m long: 4 × (1 + 1) = 8 m', () => {
    const map = corridor(6)
    // Its own footprint does not fit the one-hex-wide corridor.
    expect(movement.planMove(map, being('large'), at(4), {}).band).toBe('blocked')
    const plan = movement.planMove(map, being('large', ['squeezing']), at(4), {})
    expect(plan).toMatchObject({ band: 'move', total: 8, steps: [2, 2, 2, 2] })
    expect(plan.note).toBe('squeezing')
  })

  it('squeezing stacks with Difficult Terrain as crawling does (L24): 1 + 1 + 1 = 3 m into rubble', () => {
    const plan = movement.planMove(
      corridor(4, { 1: { kind: 'difficult' } }),
      being('medium', ['squeezing']),
      at(2),
      {},
    )
    expect(plan.steps).toEqual([3, 2])
    // The table may read it the other way: 1 + 1 = 2 m into rubble, as plain squeezing.
    const apart = movement.planMove(
      corridor(4, { 1: { kind: 'difficult' } }),
      being('medium', ['squeezing']),
      at(2),
      { squeezeStacks: false },
    )
    expect(apart.steps).toEqual([2, 2])
  })

  it('on squares a squeezing diagonal costs 1.5 × 2 = 3 m', () => {
    const board = { kind: 'square' as const, cols: 3, rows: 3 }
    const squeezer = { ...being('medium', ['squeezing']), hex: { q: 0, r: 0 } }
    expect(movement.planMove(board, squeezer, { q: 1, r: 1 }, {}).total).toBe(3)
  })

  it('the reach of a squeezing being is priced the same: speed 6 gets 3 hexes', () => {
    const reach = movement.reach(corridor(8), being('medium', ['squeezing'], 6), {})
    // 2 m a hex: hex 3 needs 6 m (first band), hex 6 needs 12 m (second), hex 7 is beyond.
    expect(reach.cost[3]).toBe(6)
    expect(reach.cost[6]).toBe(12)
    expect(reach.cost[7]).toBe(Infinity)
  })
})
