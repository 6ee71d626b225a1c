/**
 * The last part of a GG move plan (OTHER-SYSTEMS.md A.2): a flier's climb paid as the move begins
 * (seed 001 L20, GG-024), the band against its speed (GG-020) and the words of the drag preview
 * for a grappler dragging a being along (seed 001 L61, GG-043). Hex (c, 0) of the one-row
 * corridor is c steps (c m) from (0, 0).
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import { rulesetById, type MapOccupant } from '../../../../shared/rules'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import { ggMover } from '../../../../shared/rules/gg/adapter/ruleset-movement'
import { ggPlan } from '../../../../shared/rules/gg/adapter/ruleset-movement-plan'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const o = resolveGgOptions({})
const at = (c: number): Hex => ({ q: c, r: 0 })
const corridor = (cols: number) => ({
  orientation: 'pointy' as const,
  cols,
  rows: 1,
  terrain: {},
  edges: {},
})

function aria(state: Record<string, unknown> = {}): MapOccupant<GgInstance> {
  return {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: at(0),
    size: 'medium',
    speed: 6,
    instance: stored({ hp: 20, ...state }),
  }
}

// seed 001 L20: climbing is "treated as moving through Difficult Terrain" - 2 m per metre up.
const climber = (flyTo: number, speed = 3) => aria({ move: { mode: 'fly', speed, flyTo } })

describe('GG a flier’s climb in the plan (seed 001 L20, GG-024)', () => {
  it('rising straight up 2 m without leaving its hex costs 4 m and has no step to add it to', () => {
    const mover = ggMover(climber(2, 6), o)
    const plan = ggPlan(mover, o, { path: [at(0)], steps: [], total: 0, need: 0, dangerous: [] })
    expect(plan.steps).toEqual([])
    expect(plan.total).toBe(4)
    expect(plan.band).toBe('move')
  })

  it('the climb is paid on the first step: 2 m up and 2 hexes is 4 + 1 + 1 = 6 m', () => {
    const mover = ggMover(climber(2, 6), o)
    const found = { path: [at(0), at(1), at(2)], steps: [1, 1], total: 2, need: 2, dangerous: [] }
    expect(ggPlan(mover, o, found)).toMatchObject({ steps: [5, 1], total: 6, band: 'move' })
  })

  it('a walker pays its steps as they are, even a plan of no steps', () => {
    const mover = ggMover(aria(), o)
    const none = ggPlan(mover, o, { path: [at(0)], steps: [], total: 0, need: 0, dangerous: [] })
    expect(none).toMatchObject({ steps: [], total: 0, band: 'move' })
    const found = { path: [at(0), at(1)], steps: [1], total: 1, need: 1, dangerous: [] }
    expect(ggPlan(mover, o, found).steps).toEqual([1])
  })

  it('the climb counts against the speed: Fly 3, up 1 m (2 m) and 2 hexes is 4 m, a second action', () => {
    // 2 m + 1 m + 1 m = 4 m > 3 m of one Movement action, within 3 + 3 = 6 m of two.
    const plan = movement.planMove(corridor(8), climber(1), at(2), {})
    expect(plan).toMatchObject({ total: 4, speed: 3, band: 'dash', steps: [3, 1] })
    // 1 hex: 2 m + 1 m = 3 m, all of one Movement action.
    expect(movement.planMove(corridor(8), climber(1), at(1), {}).band).toBe('move')
  })

  it('too far with the climb: the reason counts the climb in what it needs', () => {
    // 2 m up + 5 hexes = 7 m > 6 m of two Movement actions at Fly 3.
    const plan = movement.planMove(corridor(8), climber(1), at(5), {})
    expect(plan.band).toBe('too-far')
    expect(plan.reason).toBe(
      'Aria needs 7 m, flying up 1 m (2 m) but has 3 m, 6 m with a second Movement action',
    )
  })
})

describe('GG the preview of a grappler dragging a being (seed 001 L61, GG-043)', () => {
  it('names the dragged being, and the Degree of Slowed only when dragging it gave one', () => {
    // seed 001 L61: "they gain one Degree of the Slowed condition ... unless the Target is two
    // or more Size Categories smaller" - the note says "(Slowed 1)" only when it was gained.
    const light = aria({ dragging: { tokenId: 'cat', name: 'Cat', slowed: false } })
    expect(movement.planMove(corridor(8), light, at(2), {}).note).toBe('dragging Cat')
    const heavy = aria({ dragging: { tokenId: 'bram', name: 'Bram', slowed: true }, slowed: 1 })
    expect(movement.planMove(corridor(8), heavy, at(2), {}).note).toBe('dragging Bram (Slowed 1)')
  })
})
