/**
 * GG movement on 1 m hexes (A.9; GG-022/023, GG-028, GG-034, GG-035, GG-040/Q16, A.5.1 Grappled
 * and Slowed) through the ruleset's movement hooks. Paths run along a one-row corridor, so every
 * cost below is counted by hand: hex (c, 0) is c steps from (0, 0).
 */
import { describe, expect, it } from 'vitest'
import {
  edgeKey,
  gridIndexOf,
  gridOf,
  hexEdge,
  type Hex,
  type HexGrid,
} from '../../../../shared/geometry/hex'
import type { EdgeKind, TerrainCell, TokenSize } from '../../../../shared/model'
import { rulesetById, type MapOccupant, type MovingToken } from '../../../../shared/rules'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import { ggMovement } from '../../../../shared/rules/gg/adapter/ruleset-movement'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const at = (c: number): Hex => ({ q: c, r: 0 })

/** A corridor of `cols` hexes in one row, with terrain by column and walls on east edges. */
function corridor(
  cols: number,
  terrain: Record<number, TerrainCell> = {},
  walls: number[] = [],
): {
  orientation: 'pointy'
  cols: number
  rows: number
  terrain: Record<string, TerrainCell>
  edges: Record<string, EdgeKind>
} {
  const t: Record<string, TerrainCell> = {}
  for (const [c, cell] of Object.entries(terrain)) t[`${c},0`] = cell
  const edges: Record<string, EdgeKind> = {}
  // Direction 0 is east (+q) on the axial grid.
  for (const c of walls) edges[edgeKey(hexEdge(at(c), 0))] = 'wall'
  return { orientation: 'pointy', cols, rows: 1, terrain: t, edges }
}

function being(
  id: string,
  kind: 'pc' | 'npc',
  c: number,
  extra: Partial<MapOccupant> & { size?: TokenSize } = {},
): MapOccupant {
  return { id, name: id, kind, hex: at(c), size: 'medium', ...extra }
}

const ggState = (over: Record<string, unknown> = {}) => stored({ hp: 20, ...over })

describe('GG step costs on the hex board', () => {
  it('a hex step is 1 m; Difficult Terrain costs 2 m (GG-022, GG-040)', () => {
    const map = corridor(8, { 2: { kind: 'difficult' }, 3: { kind: 'difficult' } })
    const plan = movement.planMove(map, being('aria', 'pc', 0), at(5), {})
    expect(plan.steps).toEqual([1, 2, 2, 1, 1])
    expect(plan.total).toBe(7)
  })

  it('water, climbing ground and a rise of more than 1 m cost Difficult rates; Dangerous costs as ground', () => {
    const map = corridor(8, {
      1: { kind: 'water' },
      2: { kind: 'climb' },
      3: { kind: 'normal', elevation: 2 },
      4: { kind: 'dangerous', dangerous: { stat: 'AGI', dc: 10, damageType: 'fire' } },
    })
    const plan = movement.planMove(map, being('aria', 'pc', 0), at(5), {})
    expect(plan.steps).toEqual([2, 2, 2, 1, 1])
    expect(plan.dangerous).toEqual([at(4)])
  })

  it('walls and impassable hexes stop a move', () => {
    const walled = movement.planMove(corridor(6, {}, [2]), being('aria', 'pc', 0), at(4), {})
    expect(walled.band).toBe('blocked')
    expect(walled.reason).toMatch(/no way there/)
    const rock = corridor(6, { 3: { kind: 'impassable' } })
    expect(movement.planMove(rock, being('aria', 'pc', 0), at(4), {}).band).toBe('blocked')
  })

  it('a Prone being crawls at 2 m per metre, 3 m in Difficult Terrain (GG-028)', () => {
    const map = corridor(6, { 2: { kind: 'difficult' } })
    const prone = being('aria', 'pc', 0, { instance: ggState({ conditions: ['prone'] }) })
    const plan = movement.planMove(map, prone, at(3), {})
    expect(plan.steps).toEqual([2, 3, 2])
    expect(plan.total).toBe(7)
    expect(plan.band).toBe('dash')
  })

  it('the hover card’s step cost prices a plain and a Difficult hex', () => {
    const map = corridor(4, { 2: { kind: 'difficult' } })
    const g = gridOf(map)
    const cost = ggMovement.stepCost!(g, null, resolveGgOptions({}))
    const i = (c: number) => gridIndexOf(g, at(c))
    expect(cost(i(0), i(1), 0)).toBe(1)
    expect(cost(i(1), i(2), 0)).toBe(2)
  })
})

describe('GG moving past other beings (GG-023, GG-034)', () => {
  const map = corridor(8, { 3: { kind: 'difficult' } })
  const aria = being('aria', 'pc', 0)

  it('an ally’s space costs Difficult rates, not stacking with Difficult Terrain', () => {
    const others = [aria, being('bram', 'pc', 2), being('cass', 'pc', 3)]
    const plan = movement.planMove(map, aria, at(5), {}, others)
    // 1 into (1), 2 into Bram's space, 2 into Cass's Difficult hex (not 3), 1, 1.
    expect(plan.steps).toEqual([1, 2, 2, 1, 1])
    expect(plan.band).toBe('dash')
  })

  it('a hostile of the same size cannot be crossed', () => {
    const plan = movement.planMove(map, aria, at(5), {}, [being('orc', 'npc', 2)])
    expect(plan.band).toBe('blocked')
    expect(plan.reason).toMatch(/hostiles that cannot be passed/)
  })

  it('a hostile two Size Categories apart can be crossed at Difficult rates', () => {
    const rat = being('rat', 'npc', 2, { size: 'tiny' })
    const plan = movement.planMove(map, aria, at(4), {}, [rat])
    expect(plan.steps).toEqual([1, 2, 2, 1])
  })

  it('passHostileSizeDiff "exactly2" refuses a gap of three', () => {
    const tinyAria = being('aria', 'pc', 0, { size: 'tiny' })
    const ogre = being('ogre', 'npc', 2, { size: 'large' })
    const others = [ogre]
    expect(movement.planMove(map, tinyAria, at(4), {}, others).band).not.toBe('blocked')
    const exactly = { passHostileSizeDiff: 'exactly2' }
    expect(movement.planMove(map, tinyAria, at(4), exactly, others).band).toBe('blocked')
  })

  it('a plan into a hostile’s space finds its path; roomProblem refuses to end there (GG-035)', () => {
    const orc = being('orc', 'npc', 3)
    const plan = movement.planMove(map, aria, at(3), {}, [aria, orc])
    expect(plan.band).toBe('move')
    expect(plan.total).toBe(4)
    expect(movement.roomProblem([aria, orc], aria, at(3))).toBe(
      "aria cannot end a move in orc's space",
    )
    expect(movement.roomProblem([aria, orc], aria, at(2))).toBeNull()
  })

  it('no two beings share a hex, whatever their size; objects take no space', () => {
    const rat = being('rat', 'pc', 2, { size: 'tiny' })
    const mouse = being('mouse', 'pc', 3, { size: 'tiny' })
    expect(movement.roomProblem([rat, mouse], rat, at(3))).toMatch(/mouse's space/)
    const crate: MapOccupant = { ...being('crate', 'pc', 3), kind: 'object' }
    expect(movement.roomProblem([aria, crate], aria, at(3))).toBeNull()
  })
})

describe('GG move bands', () => {
  const map = corridor(16)

  it('within the speed is one Movement action', () => {
    const plan = movement.planMove(map, being('aria', 'pc', 0, { speed: 6 }), at(6), {})
    expect(plan).toMatchObject({ band: 'move', total: 6, speed: 6, reason: null })
    expect(plan.note).toBeUndefined()
  })

  it('within twice the speed is a second Movement action, whose 3 AP the note gives', () => {
    const plan = movement.planMove(map, being('aria', 'pc', 0, { speed: 6 }), at(9), {})
    expect(plan).toMatchObject({ band: 'dash', total: 9, reason: null })
    expect(plan.note).toBe('a second Movement action: 3 AP (+2 AP for repeating)')
    const noRepeat = movement.planMove(map, being('aria', 'pc', 0, { speed: 6 }), at(9), {
      repeatAppliesToMovement: false,
    })
    expect(noRepeat.note).toBe('a second Movement action: 1 AP')
  })

  it('beyond twice the speed is too far, said in metres', () => {
    const plan = movement.planMove(map, being('Aria', 'pc', 0, { speed: 6 }), at(13), {})
    expect(plan.band).toBe('too-far')
    expect(plan.reason).toBe('Aria needs 13 m but has 6 m, 12 m with a second Movement action')
  })

  it('Grappled is speed 0; Slowed takes 1 m per Degree (A.5.1)', () => {
    const grappled = being('Aria', 'pc', 0, {
      speed: 6,
      instance: ggState({ conditions: ['grappled'] }),
    })
    const held = movement.planMove(map, grappled, at(1), {})
    expect(held.band).toBe('blocked')
    expect(held.reason).toBe('Aria cannot move (Grappled: 0 m of 6 m)')
    const slowed = being('Aria', 'pc', 0, {
      speed: 6,
      instance: ggState({ conditions: ['slowed'], slowed: 2 }),
    })
    expect(movement.planMove(map, slowed, at(4), {})).toMatchObject({ band: 'move', speed: 4 })
    expect(movement.planMove(map, slowed, at(5), {}).band).toBe('dash')
    expect(movement.planMove(map, slowed, at(9), {}).reason).toBe(
      'Aria needs 9 m but has 4 m (Slowed 2: 4 m of 6 m), 8 m with a second Movement action',
    )
    // A table that applies conditions by hand keeps the speed.
    const manual = { cond: { grappled: 'manual' } }
    expect(movement.planMove(map, grappled, at(1), manual).band).toBe('move')
  })

  it('needFullStepCost off: a Difficult last hex needs only 1 m left (GG-040, GG-Q16)', () => {
    const rough = corridor(10, { 6: { kind: 'difficult' } })
    const aria = being('aria', 'pc', 0, { speed: 6 })
    // Steps 1,1,1,1,1 then 2 into the Difficult hex: 7 m in all.
    expect(movement.planMove(rough, aria, at(6), {}).band).toBe('dash')
    const lenient = movement.planMove(rough, aria, at(6), { needFullStepCost: false })
    expect(lenient).toMatchObject({ band: 'move', total: 7 })
    const reach = movement.reach(rough, aria, { needFullStepCost: false })
    expect(reach.cost[gridIndexOf(reach.grid as HexGrid, at(6))]).toBe(6)
  })
})

describe('GG reach agrees with the plans', () => {
  it('each hex costs what planMove needs; hostiles that cannot be crossed are out of reach', () => {
    const map = corridor(16, { 2: { kind: 'difficult' } })
    const aria: MovingToken & MapOccupant = being('aria', 'pc', 0, { speed: 5 })
    const others = [aria, being('bram', 'pc', 4), being('orc', 'npc', 9)]
    const reach = movement.reach(map, aria, {}, others)
    expect(reach.bands).toEqual([5, 10])
    for (let c = 1; c < 16; c++) {
      const cost = reach.cost[gridIndexOf(reach.grid as HexGrid, at(c))] as number
      const plan = movement.planMove(map, aria, at(c), {}, others)
      if (c >= 9) expect(cost).toBe(Infinity)
      else if (plan.band === 'move' || plan.band === 'dash') expect(cost).toBe(plan.total)
      else expect(cost).toBe(Infinity)
    }
    // 1, 2 (Difficult), 1, 2 (Bram), 1 ...: hex 5 is 7 m, in the second band.
    expect(reach.cost[gridIndexOf(reach.grid as HexGrid, at(5))]).toBe(7)
  })
})
