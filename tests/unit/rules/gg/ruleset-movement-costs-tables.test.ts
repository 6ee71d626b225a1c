/**
 * The GG movement adapter's three tables, read through the drag preview's plans: which ground each
 * way of moving takes at Difficult rates (seed 001 L16, L18; OTHER-SYSTEMS.md GG-021/022), the
 * board's footprints as Size Categories for passing a hostile (L31, GG-034), and the space a
 * squeezing being takes (L35, GG-037). Paths run along a one-row corridor of 1 m hexes, so hex
 * (c, 0) is c steps from (0, 0).
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant } from '../../../../shared/rules'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import { ggMover } from '../../../../shared/rules/gg/adapter/ruleset-movement-costs'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const at = (c: number): Hex => ({ q: c, r: 0 })

function corridor(cols: number, terrain: Record<number, TerrainCell> = {}) {
  const t: Record<string, TerrainCell> = {}
  for (const [c, cell] of Object.entries(terrain)) t[`${c},0`] = cell
  return { orientation: 'pointy' as const, cols, rows: 1, terrain: t, edges: {} }
}

function mover(mode: string | undefined, extra: Partial<MapOccupant> = {}): MapOccupant {
  return {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: at(0),
    size: 'medium',
    speed: 10,
    instance: stored({ hp: 20, ...(mode ? { move: { mode, speed: 10 } } : {}) }),
    ...extra,
  }
}

/** The cost of the one step from (0, 0) onto (1, 0) when (1, 0) is `cell`. */
const stepOnto = (mode: string | undefined, cell: TerrainCell) =>
  movement.planMove(corridor(3, { 1: cell }), mover(mode), at(1), {}).steps

describe('which ground each way of moving takes at Difficult rates (L18, GG-021/022)', () => {
  // A way of moving takes its own ground at 1 m a metre (a swimmer water, a climber climbing
  // ground, a burrower digging ground); every other special ground is Difficult for it, 2 m a
  // metre, as it is for a walker. A flier crosses every ground at 1 m (only its climb costs more).
  it.each<[string, Record<string, number>]>([
    ['swim', { difficult: 2, water: 1, climb: 2, dig: 2, normal: 1 }],
    ['climb', { difficult: 2, water: 2, climb: 1, dig: 2, normal: 1 }],
    ['burrow', { difficult: 2, water: 2, climb: 2, dig: 1, normal: 1 }],
    ['fly', { difficult: 1, water: 1, climb: 1, dig: 1, normal: 1 }],
  ])('%s', (mode, costs) => {
    for (const [kind, cost] of Object.entries(costs))
      expect(stepOnto(mode, { kind } as TerrainCell), `${mode} onto ${kind}`).toEqual([cost])
  })

  it('a rise of more than 1 m is climbed at Difficult rates by a swimmer and a burrower, not a climber', () => {
    // A 3 m rise is more than the 1 m a step takes in its stride: Difficult (2 m) unless climbing.
    const ledge = { kind: 'normal', elevation: 3 } as TerrainCell
    expect(stepOnto('swim', ledge)).toEqual([2])
    expect(stepOnto('burrow', ledge)).toEqual([2])
    expect(stepOnto('climb', ledge)).toEqual([1])
  })
})

describe("the board's footprints as Size Categories, for passing a hostile (L31, GG-034)", () => {
  // "two Size Categories smaller or larger": Tiny → Small → Medium is two, Small → Large two.
  const npc = (size: MapOccupant['size']): MapOccupant => ({
    id: 'foe',
    name: 'Foe',
    kind: 'npc',
    hex: at(1),
    size,
  })
  const through = (me: MapOccupant['size'], foe: MapOccupant['size']) =>
    movement.planMove(corridor(4), mover(undefined, { size: me }), at(2), {}, [npc(foe)])

  it('a Tiny PC slips through a Medium foe’s space, paying it as Difficult: 2 + 1 m', () => {
    const plan = through('tiny', 'medium')
    expect(plan.band).toBe('move')
    expect(plan.steps).toEqual([2, 1])
  })

  it('a Small PC slips through a Large foe’s space', () => {
    // The Large foe's 2 m space covers (1, 0); the Small PC passes it and stands beyond.
    const plan = movement.planMove(corridor(6), mover(undefined, { size: 'small' }), at(4), {}, [
      npc('large'),
    ])
    expect(plan.band).not.toBe('blocked')
  })

  it('one Size Category apart blocks: a Small PC and a Medium foe, a Tiny PC and a Small foe', () => {
    expect(through('small', 'medium').band).toBe('blocked')
    expect(through('tiny', 'small').band).toBe('blocked')
  })
})

describe('the space a squeezing being takes (L35, GG-037)', () => {
  // "a space that is large enough for another entity one Size Category smaller": on the board's
  // footprints a Large being squeezes into a Medium one-hex space, a Giant into a Large one, a
  // Gargantuan into a Giant one; Tiny, Small and Medium already take a single hex.
  const o = resolveGgOptions({})
  it.each([
    ['tiny', 'tiny'],
    ['small', 'small'],
    ['medium', 'medium'],
    ['large', 'medium'],
    ['giant', 'large'],
    ['gargantuan', 'giant'],
  ] as const)('%s squeezes into a %s footprint', (size, footprint) => {
    const m = ggMover(
      { hex: at(0), size, instance: stored({ hp: 9, conditions: ['squeezing'] }) },
      o,
    )
    expect(m.footprint).toBe(footprint)
    expect(ggMover({ hex: at(0), size }, o).footprint).toBe(size)
  })
})
