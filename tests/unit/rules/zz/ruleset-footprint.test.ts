/**
 * Large and Giant figures on a square board (OTHER-SYSTEMS.md ZZ-Q23: "Small 10, Medium 10,
 * Large 20, Huge 30"; seed 003 L220 "Size values that are evenly divisible by 10"): a footprint
 * of Size / 10 squares a side, 2 × 2 and 3 × 3, for movement, for what stands where, and for reach.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { squareFootprint } from '../../../../shared/geometry/square'
import type { MapOccupant, MovingToken, SquareMoveBoard } from '../../../../shared/rules'
import { zzRuleset } from '../../../../shared/rules/zz/adapter/ruleset'
import { resolveZzRoll } from './rolls-fixture'
import { goblin, inst, zzCampaign } from './rolls-fixture'

const movement = zzRuleset.movement!
const board = (extra: Partial<SquareMoveBoard> = {}): SquareMoveBoard => ({
  kind: 'square',
  cols: 12,
  rows: 8,
  ...extra,
})
const ogre = (q: number, r: number): MovingToken => ({
  id: 'ogre',
  kind: 'npc',
  name: 'Ogre',
  hex: { q, r },
  size: 'large',
  speed: 5,
  instance: { hp: 10, statuses: [] },
})
const hero = (q: number, r: number, size: MapOccupant['size'] = 'medium'): MapOccupant => ({
  id: 'thurig',
  kind: 'pc',
  name: 'Thurig',
  hex: { q, r },
  size,
  instance: { hp: 10, statuses: [] },
})

describe('ZZ footprints on squares (ZZ-Q23)', () => {
  it('Large 20 covers 2 × 2 squares, Giant 30 3 × 3, from its square east and south', () => {
    expect(squareFootprint({ x: 4, y: 2 }, 'large')).toEqual([
      { x: 4, y: 2 },
      { x: 5, y: 2 },
      { x: 4, y: 3 },
      { x: 5, y: 3 },
    ])
    expect(squareFootprint({ x: 0, y: 0 }, 'giant')).toHaveLength(9)
    expect(squareFootprint({ x: 0, y: 0 }, 'medium')).toEqual([{ x: 0, y: 0 }])
  })

  it('a Large figure does not fit through a one-square gap; a Medium one does (ZZ-23 walls)', () => {
    // A wall along x = 3 (west sides of column 3) with a gap at row 1 only.
    const edges: Record<string, 'wall'> = {}
    for (let r = 0; r < 8; r++) if (r !== 1) edges[`3,${r},1`] = 'wall'
    const b = board({ edges })
    const small = movement.planMove(b, { ...ogre(1, 1), size: 'medium' }, { q: 5, r: 1 }, {})
    expect(small.band).toBe('move')
    const big = movement.planMove(b, ogre(1, 1), { q: 5, r: 1 }, {})
    expect(big.band).toBe('blocked')
  })

  it('no move ends with the footprint on another figure, nor half off the map', () => {
    // Thurig on 6,3: the Ogre ending on 5,2 would cover 5,2 6,2 5,3 6,3.
    const plan = movement.planMove(board(), ogre(1, 2), { q: 5, r: 2 }, {}, [hero(6, 3)])
    expect(plan.reason).toMatch(/Thurig stands there/)
    expect(movement.planMove(board(), ogre(1, 2), { q: 11, r: 2 }, {}).reason).toMatch(
      /off the map/,
    )
    expect(
      movement.roomProblem?.(
        [hero(6, 3)],
        { ...ogre(1, 2), size: 'large', id: 'ogre', name: 'Ogre', kind: 'npc' },
        { q: 5, r: 2 },
      ),
    ).toMatch(/Thurig/)
  })

  it('a Large target is reached from the nearest square of its footprint', () => {
    // Thurig on 5,6, Mondo made Large on 5,3: his footprint 5,3 6,3 5,4 6,4 comes to 2 spaces
    // from Thurig (5,4 to 5,6), beyond his Unarmed 1; made Large on 5,4 it reaches 5,5, next to him.
    const far = zzCampaign({ mondo: { hex: { q: 5, r: 3 }, size: 'large', heading: 4 } })
    const attack = { kind: 'attack', attackerTokenId: 'thurig', targetTokenId: 'mondo' }
    expect(() => resolveZzRoll(attack, far, scriptedDice({}))).toThrow(/2 spaces away/)
    const near = zzCampaign({
      thurig: { hex: { q: 5, r: 7 } },
      mondo: { hex: { q: 5, r: 5 }, size: 'large', heading: 4 },
    })
    // d8 [4] + STR 3 = 7 vs d4 [2] + DEX 2 = 4: 3 damage.
    const r = resolveZzRoll(attack, near, scriptedDice({ 8: [4], 4: [2] }))
    expect(r.outcome.outcome).toBe('3 damage')
  })

  it('ZZ-28: a Large figure stands in the line of attack on every square of its footprint', () => {
    // Thurig on 5,8 thrusts his Spear (range 3) at Mondo on 5,5 (facing him). A Large goblin
    // anchored on 4,6 covers 4,6 5,6 4,7 5,7: the line up column 5 meets it on 5,7.
    const c = zzCampaign({
      thurig: { hex: { q: 5, r: 8 } },
      mondo: { heading: 4 },
      extra: [goblin('gob', 'Gob', 4, 6, { size: 'large' })],
    })
    const i = inst(c, 'thurig')
    const t = c.tokens.thurig!
    const armed = {
      ...c,
      tokens: {
        ...c.tokens,
        thurig: { ...t, instance: { ...i, gear: { ...i.gear, hands: ['spear', null] } } },
      },
    } as typeof c
    const spear = {
      kind: 'attack',
      attackerTokenId: 'thurig',
      targetTokenId: 'mondo',
      weapon: 'spear',
    }
    expect(() => resolveZzRoll(spear, armed, scriptedDice({}))).toThrow(
      /Gob \(hostile\) on square 5,7 is in the way/,
    )
  })
})
