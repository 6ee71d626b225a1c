/**
 * GG jumps on the board (seed 001 L26 Long Jump, L27 obstacles, L28 landing, L29 High Jump;
 * OTHER-SYSTEMS.md GG-029 … GG-032): the drag of a token whose state asks for a jump goes
 * straight there and costs 1 m a metre cleared, up to the jump's reach from its Physique. Paths
 * run along a one-row corridor of 1 m hexes, so hex (c, 0) is c metres from (0, 0).
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSession } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import { edgeKey, hexEdge, type Hex } from '../../../../shared/geometry/hex'
import { readCampaign, type Campaign, type TerrainCell } from '../../../../shared/model'
import { checkCampaignPayloads, rulesetById, type MapOccupant } from '../../../../shared/rules'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const at = (c: number): Hex => ({ q: c, r: 0 })

function corridor(cols: number, terrain: Record<number, TerrainCell> = {}, walls: number[] = []) {
  const t: Record<string, TerrainCell> = {}
  for (const [c, cell] of Object.entries(terrain)) t[`${c},0`] = cell
  const edges: Record<string, 'wall'> = {}
  for (const c of walls) edges[edgeKey(hexEdge(at(c), 0))] = 'wall'
  return { orientation: 'pointy' as const, cols, rows: 1, terrain: t, edges }
}

function jumper(jump: Record<string, unknown>, state: Record<string, unknown> = {}): MapOccupant {
  return {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: at(0),
    size: 'medium',
    speed: 6,
    instance: stored({ hp: 20, jump, ...state }),
  }
}

const chasm = corridor(8, {
  1: { kind: 'impassable' },
  2: { kind: 'impassable' },
  3: { kind: 'impassable' },
})

describe('GG Long Jump on the board (L26)', () => {
  it('a running jump with PHY 1 clears up to 1 × 5 = 5 m: across a 3 m chasm to hex 4 costs 4 m', () => {
    const plan = movement.planMove(
      chasm,
      jumper({ kind: 'long', running: true, phy: 1 }),
      at(4),
      {},
    )
    expect(plan).toMatchObject({ band: 'move', total: 4, steps: [4], path: [at(0), at(4)] })
    expect(plan.note).toBe('running long jump: 4 m of up to 5 m')
    // Walking, there is no way across.
    const walker = { ...jumper({ kind: 'long', phy: 1 }), instance: stored({ hp: 20 }) }
    expect(movement.planMove(chasm, walker, at(4), {}).band).toBe('blocked')
  })

  it('standing it is half: 5 / 2 = 2.5 m, so 4 m is refused', () => {
    const plan = movement.planMove(
      chasm,
      jumper({ kind: 'long', running: false, phy: 1 }),
      at(4),
      {},
    )
    expect(plan.band).toBe('blocked')
    expect(plan.reason).toBe("Aria's standing long jump clears at most 2.5 m; this is 4 m")
  })

  it('PHY 0 still jumps the 2 m minimum running', () => {
    const plan = movement.planMove(
      corridor(4),
      jumper({ kind: 'long', running: true, phy: 0 }),
      at(2),
      {},
    )
    expect(plan.total).toBe(2)
    expect(
      movement.planMove(corridor(4), jumper({ kind: 'long', running: true, phy: 0 }), at(3), {})
        .band,
    ).toBe('blocked')
  })

  it('a wall on the way stops it; it cannot land on impassable ground', () => {
    const walled = corridor(6, {}, [1])
    expect(
      movement.planMove(walled, jumper({ kind: 'long', running: true, phy: 1 }), at(3), {}).reason,
    ).toBe("a wall is in the way of Aria's jump")
    expect(
      movement.planMove(chasm, jumper({ kind: 'long', running: true, phy: 1 }), at(3), {}).band,
    ).toBe('blocked')
  })

  it('landing in Difficult Terrain asks for a TG 10 Agility Test (L28); obstacle checks when the table has them (L27)', () => {
    const mud = corridor(6, { 3: { kind: 'difficult' } })
    const j = jumper({ kind: 'long', running: true, phy: 1 })
    // Landing costs no extra: 3 m cleared, 3 m.
    const plan = movement.planMove(mud, j, at(3), {})
    expect(plan.total).toBe(3)
    expect(plan.note).toContain('landing in Difficult Terrain: TG 10 Agility Test or land Prone')
    // An obstacle no taller than a quarter of the jump: 4 / 4 = 1 m.
    const checked = movement.planMove(corridor(6), j, at(4), { jumpObstacleCheck: true })
    expect(checked.note).toContain('a low obstacle (up to 1 m) needs a TG 10 Physique Test')
  })

  it('on squares the jump counts as L148 does: 2 diagonals and 1 straight = 1.5 + 1.5 + 1 = 4 m', () => {
    const board = { kind: 'square' as const, cols: 6, rows: 6 }
    const j = { ...jumper({ kind: 'long', running: true, phy: 1 }), hex: { q: 0, r: 0 } }
    expect(movement.planMove(board, j, { q: 3, r: 2 }, {}).total).toBe(4)
  })

  it('a Prone being cannot jump', () => {
    const prone = jumper({ kind: 'long', running: true, phy: 1 }, { conditions: ['prone'] })
    expect(movement.planMove(corridor(4), prone, at(2), {}).reason).toBe(
      'Aria is Prone and cannot jump: stand up first',
    )
  })
})

describe('GG High Jump on the board (L29)', () => {
  const ledge = corridor(4, { 1: { kind: 'normal', elevation: 3 } })

  it('running with PHY 1 reaches 1 + 3 = 4 m: up a 3 m ledge costs 3 m', () => {
    const plan = movement.planMove(
      ledge,
      jumper({ kind: 'high', running: true, phy: 1 }),
      at(1),
      {},
    )
    expect(plan).toMatchObject({ band: 'move', total: 3 })
    expect(plan.note).toBe('running high jump: 3 m up of up to 4 m')
  })

  it('standing it is half, 2 m: the 3 m ledge is out of reach', () => {
    const plan = movement.planMove(
      ledge,
      jumper({ kind: 'high', running: false, phy: 1 }),
      at(1),
      {},
    )
    expect(plan.reason).toBe("Aria's standing high jump reaches at most 2 m up; this is 3 m")
  })

  it('goes onto the next cell only', () => {
    const plan = movement.planMove(
      ledge,
      jumper({ kind: 'high', running: true, phy: 1 }),
      at(2),
      {},
    )
    expect(plan.band).toBe('blocked')
  })
})

describe('main after a jump', () => {
  const demoFile = join(__dirname, '../../../../resources/gg-demo-campaign/campaign.json')
  function demo(): Campaign {
    const read = readCampaign(JSON.parse(readFileSync(demoFile, 'utf8')))
    if (!read.ok) throw new Error(JSON.stringify(read.issues))
    const checked = checkCampaignPayloads(read.campaign)
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues))
    return checked.campaign
  }
  const value = <T>(env: Envelope<unknown>): T => {
    if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
    return env.value as T
  }

  it('prices the jump and then walks again', () => {
    const s = createSession(demo())
    const inst = () => s.history.state.tokens['pc-aria']!.instance as GgInstance
    const from = s.history.state.tokens['pc-aria']!.hex
    value(
      s.dispatch('gm', 'token:setInstance', {
        tokenId: 'pc-aria',
        ...inst(),
        jump: { kind: 'long', running: true, phy: 1 },
      }),
    )
    const moved = value<{ distance: number }>(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: { q: from.q + 2, r: from.r } }),
    )
    expect(moved.distance).toBe(2)
    expect(inst().jump).toBeUndefined()
  })
})
