/**
 * GG movement on a square board (seed 001 L148 "Grid Distances", L149 "Terrain Spaces"; A.8
 * GG-Q16) through the ruleset's movement hooks, and a GG campaign making a square map of 1 m
 * squares. Square (x, y) is the token's hex (q, r); every cost is counted by hand from L148: an
 * orthogonal step 1 m, a diagonal 1.5 m.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSession } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import type { Hex } from '../../../../shared/geometry/hex'
import { readCampaign, type Campaign, type TerrainCell } from '../../../../shared/model'
import {
  checkCampaignPayloads,
  rulesetById,
  type MapOccupant,
  type SquareMoveBoard,
} from '../../../../shared/rules'

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

function being(id: string, kind: 'pc' | 'npc', at: Hex, extra: Partial<MapOccupant> = {}) {
  return { id, name: id, kind, hex: at, size: 'medium', ...extra } as MapOccupant
}

const aria = (at: Hex, extra: Partial<MapOccupant> = {}) => being('aria', 'pc', at, extra)

describe('GG grid distances on squares (L148)', () => {
  it('3 orthogonal and 2 diagonal steps cost 3 + 2 × 1.5 = 6 m', () => {
    // (0,0) to (5,2): at least 5 steps, 2 of them diagonal (dy = 2), so 3 × 1 + 2 × 1.5 = 6.
    const plan = movement.planMove(board(8, 4), aria(sq(0, 0)), sq(5, 2), {})
    expect(plan.total).toBe(6)
    expect(plan.steps.filter((s) => s === 1.5)).toHaveLength(2)
    expect(plan.steps.filter((s) => s === 1)).toHaveLength(3)
    expect(plan.band).toBe('move')
  })

  it('a diagonal into Difficult ground costs 1.5 × 2 = 3 m; an orthogonal one 2 m', () => {
    const map = board(4, 4, { '1,1': { kind: 'difficult' }, '2,0': { kind: 'difficult' } })
    expect(movement.planMove(map, aria(sq(0, 0)), sq(1, 1), {}).steps).toEqual([3])
    expect(movement.planMove(map, aria(sq(1, 0)), sq(2, 0), {}).steps).toEqual([2])
  })

  it('with 1 m left a 1.5 m diagonal needs a second Movement action; only 1 m with needFullStepCost off', () => {
    // Speed 1: the diagonal costs 1.5 > 1 (L148 "must have enough movement left to pay").
    const slow = aria(sq(0, 0), { speed: 1 })
    const plan = movement.planMove(board(3, 3), slow, sq(1, 1), {})
    expect(plan).toMatchObject({ total: 1.5, band: 'dash' })
    // GG-Q16's other reading: "at least 1 square of movement left" is enough.
    expect(movement.planMove(board(3, 3), slow, sq(1, 1), { needFullStepCost: false }).band).toBe(
      'move',
    )
  })

  it('the diagonal option: alternating 1 m / 2 m, or 1 m', () => {
    // Three diagonals (0,0) → (3,3): 1.5 × 3 = 4.5; alternating 1 + 2 + 1 = 4; flat 1 × 3 = 3.
    const map = board(5, 5)
    expect(movement.planMove(map, aria(sq(0, 0)), sq(3, 3), {}).total).toBe(4.5)
    const alt = movement.planMove(map, aria(sq(0, 0)), sq(3, 3), { diagonal: 'alternating-1-2' })
    expect(alt.total).toBe(4)
    expect(alt.steps).toEqual([1, 2, 1])
    expect(movement.planMove(map, aria(sq(0, 0)), sq(3, 3), { diagonal: '1' }).total).toBe(3)
  })

  it('reach: speed 6 walks 4 diagonals (6 m) in one Movement action; the 5th (7.5 m) needs a second', () => {
    const map = board(8, 8)
    const reach = movement.reach(map, aria(sq(0, 0), { speed: 6 }), {})
    expect(reach.bands).toEqual([6, 12])
    const at = (x: number, y: number) => reach.cost[y * 8 + x]
    expect(at(4, 4)).toBe(6)
    expect(at(5, 5)).toBe(7.5)
    expect(at(0, 0)).toBe(0)
  })
})

describe('GG corners on squares (L149)', () => {
  it('a diagonal past a square filled by impassable terrain is blocked: around it costs 2 m', () => {
    // GG-041's example: (1,1) → (2,2) with (2,1) filled; the way round is (1,2) then (2,2).
    const rock = board(4, 4, { '2,1': { kind: 'impassable' } })
    const plan = movement.planMove(rock, aria(sq(1, 1)), sq(2, 2), {})
    expect(plan.total).toBe(2)
    expect(plan.path).toEqual([sq(1, 1), sq(1, 2), sq(2, 2)])
    // Open ground: the diagonal, 1.5 m.
    expect(movement.planMove(board(4, 4), aria(sq(1, 1)), sq(2, 2), {}).total).toBe(1.5)
  })

  it('a diagonal past the end of a wall is blocked too', () => {
    // A wall on the west side of (2,1) (edge key "2,1,1") ends at the corner (1,1) and (2,2) share.
    const walled = board(4, 4, {}, { '2,1,1': 'wall' })
    const plan = movement.planMove(walled, aria(sq(1, 1)), sq(2, 2), {})
    expect(plan.total).toBe(2)
    expect(plan.path).toEqual([sq(1, 1), sq(1, 2), sq(2, 2)])
  })

  it('Difficult ground beside a diagonal does not block it (it does not fill its space)', () => {
    const mud = board(4, 4, { '2,1': { kind: 'difficult' }, '1,2': { kind: 'difficult' } })
    expect(movement.planMove(mud, aria(sq(1, 1)), sq(2, 2), {}).total).toBe(1.5)
  })

  it('boxed in by filled squares on both sides, the far square cannot be reached', () => {
    const rock = board(2, 2, { '1,0': { kind: 'impassable' }, '0,1': { kind: 'impassable' } })
    const plan = movement.planMove(rock, aria(sq(0, 0)), sq(1, 1), {})
    expect(plan.band).toBe('blocked')
    expect(plan.reason).toMatch(/corners that cannot be cut/)
    expect(movement.reach(rock, aria(sq(0, 0)), {}).cost[3]).toBe(Infinity)
  })
})

describe('GG beings on squares (GG-023, GG-034)', () => {
  it('an ally’s square costs Difficult rates; a hostile’s of the same size cannot be crossed', () => {
    // A one-row corridor so the path must go through (1,0): 2 m in, then 1 m on.
    const map = board(4, 1)
    const bram = being('bram', 'pc', sq(1, 0))
    expect(movement.planMove(map, aria(sq(0, 0)), sq(2, 0), {}, [bram]).steps).toEqual([2, 1])
    const orc = being('orc', 'npc', sq(1, 0))
    expect(movement.planMove(map, aria(sq(0, 0)), sq(2, 0), {}, [orc]).band).toBe('blocked')
  })

  it('reach leaves out squares where another being stands (GG-035)', () => {
    const bram = being('bram', 'pc', sq(1, 0))
    const reach = movement.reach(board(4, 1), aria(sq(0, 0)), {}, [bram])
    expect(reach.cost[1]).toBe(Infinity)
    expect(reach.cost[2]).toBe(3)
  })
})

describe('a GG campaign on a square map', () => {
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

  it('New map makes a square map of 1 m squares (L148: each square represents 1m)', () => {
    const s = createSession(demo())
    const { mapId } = value<{ mapId: string }>(
      s.dispatch('gm', 'map:create', {
        name: 'Cellar',
        orientation: 'square',
        cols: 10,
        rows: 8,
        activate: true,
      }),
    )
    expect(s.history.state.maps[mapId]).toMatchObject({ kind: 'square', metresPerHex: 1 })
  })

  it('main prices a move on squares with its diagonals and corners', () => {
    const c = demo()
    c.maps.cellar = {
      kind: 'square',
      id: 'cellar',
      name: 'Cellar',
      orientation: 'square',
      cols: 6,
      rows: 6,
      metresPerHex: 1,
      terrain: { '2,1': { kind: 'impassable' } },
      fog: { enabled: false, revealed: {} },
    }
    c.tokens['pc-aria'] = { ...c.tokens['pc-aria']!, mapId: 'cellar', hex: { q: 0, r: 0 } }
    const s = createSession(c)
    // (0,0) → (1,1) → (1,2) → (2,3): the diagonal (1,2) → (2,3) is open; 1.5 + 1 + 1.5 = 4 m.
    const moved = value<{ distance: number }>(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: sq(2, 3) }),
    )
    expect(moved.distance).toBe(4)
    // A square filled with rock is never a place to end.
    const refused = s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: sq(2, 1) })
    expect(refused.ok).toBe(false)
  })
})
