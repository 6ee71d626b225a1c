/**
 * GG ways of moving on the board (seed 001 L16 "Jumping, Climbing, Swimming ... combined with
 * Walking", L20 flying climb and dive; OTHER-SYSTEMS.md GG-021, GG-024): the mode the GM picked
 * for a token sets its speed and what its own ground costs, and a flier's climb or dive is paid
 * with the move; main leaves the flier at its new altitude. Paths run along a one-row corridor of
 * 1 m hexes, so hex (c, 0) is c steps from (0, 0).
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSession } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import type { Hex } from '../../../../shared/geometry/hex'
import { readCampaign, type TerrainCell } from '../../../../shared/model'
import { checkCampaignPayloads, rulesetById, type MapOccupant } from '../../../../shared/rules'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { ggActions } from '../../../../shared/rules/gg/adapter/ruleset-combat-actions'
import { stored } from './fixture'
import { asGg } from './ruleset-combat-fixture'
import type { GgCampaign, GgToken } from '../../../../shared/rules/gg/adapter/types'

const movement = rulesetById('gg')!.movement!
const at = (c: number): Hex => ({ q: c, r: 0 })

function corridor(cols: number, terrain: Record<number, TerrainCell> = {}) {
  const t: Record<string, TerrainCell> = {}
  for (const [c, cell] of Object.entries(terrain)) t[`${c},0`] = cell
  return { orientation: 'pointy' as const, cols, rows: 1, terrain: t, edges: {} }
}

function being(state: Record<string, unknown> = {}, speed = 6): MapOccupant {
  return {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: at(0),
    size: 'medium',
    speed,
    instance: stored({ hp: 20, ...state }),
  }
}

const water = { kind: 'water' } as TerrainCell

describe('GG ways of moving (L16, GG-021)', () => {
  it('a swimmer pays 1 m per metre of water at its swimming speed; a walker pays Difficult rates', () => {
    const map = corridor(6, { 1: water, 2: water, 3: water })
    // Walking: water is entered at Difficult rates, 2 + 2 + 2 = 6 m of 6 m.
    expect(movement.planMove(map, being(), at(3), {})).toMatchObject({ total: 6, speed: 6 })
    // Swimming (Swim 3): 1 + 1 + 1 = 3 m of its 3 m.
    const swimmer = being({ move: { mode: 'swim', speed: 3 } })
    const plan = movement.planMove(map, swimmer, at(3), {})
    expect(plan).toMatchObject({ total: 3, speed: 3, band: 'move', steps: [1, 1, 1] })
    expect(plan.note).toBe('swimming')
    // Out of the water it walks the ground at 1 m, still against its 3 m: 4 m is a second action.
    expect(movement.planMove(map, swimmer, at(4), {}).band).toBe('dash')
  })

  it('a climber takes a rise of more than 1 m and climbing ground at 1 m', () => {
    const map = corridor(4, { 1: { kind: 'normal', elevation: 3 }, 2: { kind: 'climb' } })
    expect(movement.planMove(map, being(), at(2), {}).steps).toEqual([2, 2])
    const climber = being({ move: { mode: 'climb', speed: 4 } })
    expect(movement.planMove(map, climber, at(2), {}).steps).toEqual([1, 1])
  })

  it('a flier crosses Difficult ground at 1 m, but another being’s space is still Difficult (GG-023)', () => {
    const map = corridor(5, { 1: { kind: 'difficult' }, 2: water })
    const flier = being({ move: { mode: 'fly', speed: 10 } })
    expect(movement.planMove(map, flier, at(3), {}).steps).toEqual([1, 1, 1])
    const ally: MapOccupant = { id: 'bram', name: 'Bram', kind: 'pc', hex: at(2), size: 'medium' }
    expect(movement.planMove(map, flier, at(3), {}, [ally]).steps).toEqual([1, 2, 1])
  })

  it('a Prone being crawls whatever way it was set to move (GG-028)', () => {
    const proneSwimmer = being({ conditions: ['prone'], move: { mode: 'swim', speed: 3 } })
    const plan = movement.planMove(corridor(4), proneSwimmer, at(2), {})
    // Crawling at its walking speed: 2 + 2 = 4 m of 6 m.
    expect(plan).toMatchObject({ total: 4, speed: 6 })
  })

  it('Slowed takes 1 m a Degree off the mode’s speed too', () => {
    const slowSwimmer = being({ slowed: 1, move: { mode: 'swim', speed: 3 } })
    expect(movement.planMove(corridor(4), slowSwimmer, at(1), {}).speed).toBe(2)
  })

  it('a being held by an Obstructing Aura is priced at half its speed, as its Movement action pays', () => {
    // Seed 001 L134: an entity that starts its Turn within SB m of the Memory has its Movement
    // speeds halved until the start of its next Turn. Walk 7 → 3 (rounded down, GG-121); Swim
    // 3 → 1. The tracker marks it at the turn's start (obstructedBy).
    const held = being({ obstructedBy: "Aria's Memory" }, 7)
    const walk = movement.planMove(corridor(8), held, at(4), {})
    expect(walk).toMatchObject({ speed: 3, band: 'dash' })
    expect(walk.reason ?? '').toBe('')
    const far = movement.planMove(corridor(8), held, at(7), {})
    expect(far.band).toBe('too-far')
    expect(far.reason).toContain("Aria's Memory's Obstructing Aura: 3 m of 7 m")
    const swimmer = being({ obstructedBy: "Aria's Memory", move: { mode: 'swim', speed: 3 } })
    expect(movement.planMove(corridor(4), swimmer, at(1), {}).speed).toBe(1)
    // Slowed first, then halved: Walk 7, Slowed 1 → 6 → 3.
    const both = being({ obstructedBy: "Aria's Memory", slowed: 1 }, 7)
    expect(movement.planMove(corridor(8), both, at(1), {}).speed).toBe(3)
  })
})

describe('GG flying climb and dive (L20, GG-024)', () => {
  it('Fly 10: climbing 3 m costs 6 m, then 2 hexes: 8 m of 10 m', () => {
    // L20: gaining altitude is Difficult Terrain, 2 m per metre: 3 × 2 = 6; plus 2 × 1 m = 8.
    const flier = being({ move: { mode: 'fly', speed: 10, flyTo: 3 } })
    const plan = movement.planMove(corridor(5), flier, at(2), {})
    expect(plan).toMatchObject({ total: 8, speed: 10, band: 'move', steps: [7, 1] })
    expect(plan.note).toBe('flying up 3 m (6 m)')
  })

  it('diving 4 m costs 0.5 m per metre: 2 m, then 1 hex: 3 m', () => {
    // L20: "for every metre they move it costs them 0.5m": 4 × 0.5 = 2; plus 1 m = 3.
    const flier = being({ altitude: 4, move: { mode: 'fly', speed: 10, flyTo: 0 } })
    const plan = movement.planMove(corridor(5), flier, at(1), {})
    expect(plan.total).toBe(3)
    expect(plan.note).toBe('flying down 4 m (2 m)')
  })

  it('the climb is paid before the reach: Fly 4 climbing 1 m (2 m) reaches 2 hexes, then the second action band', () => {
    const flier = being({ move: { mode: 'fly', speed: 4, flyTo: 1 } })
    const reach = movement.reach(corridor(12), flier, {})
    // 2 m up, then 1 m a hex: hex 2 needs 4 m (first band), hex 6 needs 8 m (second), hex 7 9 m.
    expect(reach.bands).toEqual([4, 8])
    expect(reach.cost[2]).toBe(4)
    expect(reach.cost[6]).toBe(8)
    expect(reach.cost[7]).toBe(Infinity)
  })

  it('on squares the climb is added the same way', () => {
    const flier = being({ move: { mode: 'fly', speed: 10, flyTo: 2 } })
    const board = { kind: 'square' as const, cols: 4, rows: 4 }
    // 2 × 2 m up, then one diagonal 1.5 m: 5.5 m.
    expect(
      movement.planMove(board, { ...flier, hex: { q: 0, r: 0 } }, { q: 1, r: 1 }, {}).total,
    ).toBe(5.5)
  })
})

describe('main after a flier’s move', () => {
  const demoFile = join(__dirname, '../../../../resources/gg-demo-campaign/campaign.json')
  function demo(): GgCampaign {
    const read = readCampaign(JSON.parse(readFileSync(demoFile, 'utf8')))
    if (!read.ok) throw new Error(JSON.stringify(read.issues))
    const checked = checkCampaignPayloads(read.campaign)
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues))
    return asGg(checked.campaign)
  }
  const value = <T>(env: Envelope<unknown>): T => {
    if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
    return env.value as T
  }

  it('the Movement action gives the speed of the way it moves: Fly 10 m, not its 6 m walk', () => {
    const c = demo()
    const aria = c.tokens['pc-aria']!
    const walking = ggActions(aria, c).find((a) => a.id === 'movement')!
    expect(walking.gives).toEqual({ m: 6 })
    const flier: GgToken = {
      ...aria,
      instance: { ...(aria.instance as GgInstance), move: { mode: 'fly', speed: 10 } },
    }
    c.tokens['pc-aria'] = flier
    expect(ggActions(flier, c).find((a) => a.id === 'movement')!.gives).toEqual({ m: 10 })
  })

  it('leaves it at the altitude it flew to, in the move’s own undo step', () => {
    const s = createSession(demo())
    const inst = () => s.history.state.tokens['pc-aria']!.instance as GgInstance
    const from = s.history.state.tokens['pc-aria']!.hex
    value(
      s.dispatch('gm', 'token:setInstance', {
        tokenId: 'pc-aria',
        ...inst(),
        move: { mode: 'fly', speed: 10, flyTo: 2 },
      }),
    )
    const to = { q: from.q + 1, r: from.r }
    const moved = value<{ distance: number }>(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to }),
    )
    // 2 × 2 m up, then one hex: 5 m.
    expect(moved.distance).toBe(5)
    expect(inst().altitude).toBe(2)
    expect(inst().move).toEqual({ mode: 'fly', speed: 10 })
    value(s.dispatch('gm', 'history:undo', {}))
    expect(inst().altitude).toBeUndefined()
    expect(inst().move?.flyTo).toBe(2)
    expect(s.history.state.tokens['pc-aria']!.hex).toEqual(from)
  })
})
