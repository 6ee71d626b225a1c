/**
 * Dragging a grappled being (seed 001 L61 "Moving a Grappled Entity"; OTHER-SYSTEMS.md GG-043):
 * the grappler gains one Degree of Slowed unless the target is two or more Size Categories
 * smaller, its move is priced at that speed, and the target comes along behind it.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSession } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import { readCampaign, type Campaign } from '../../../../shared/model'
import { checkCampaignPayloads, rulesetById } from '../../../../shared/rules'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import {
  startDragging,
  stopDragging,
} from '../../../../shared/rules/gg/adapter/ruleset-movement-drag'

const fresh = (over: Partial<GgInstance> = {}): GgInstance => ({
  hp: 30,
  bp: 0,
  dying: {
    unconscious: false,
    dying: false,
    stabilised: false,
    wounded: 0,
    nonlethal: false,
    outOfFight: false,
    dead: false,
  },
  conditions: [],
  slowed: 0,
  scars: [],
  markedBy: [],
  turn: { taken: {}, reactions: [] },
  ...over,
})

const target = (size: 'tiny' | 'small' | 'medium' | 'large', grappled = true) => ({
  tokenId: 'gob',
  name: 'Goblin',
  size,
  grappled,
})

describe('GG dragging a grappled being (L61, GG-043)', () => {
  it('a Medium grappler dragging a Small goblin (one size smaller) gains 1 Degree of Slowed', () => {
    const next = startDragging(fresh(), 'medium', target('small'))
    expect(next.slowed).toBe(1)
    expect(next.dragging).toEqual({ tokenId: 'gob', name: 'Goblin', slowed: true })
  })

  it('dragging a Tiny rat (two sizes smaller) does not slow it', () => {
    expect(startDragging(fresh(), 'medium', target('tiny')).slowed).toBe(0)
  })

  it('a larger target slows it too; the Degree adds to one it had', () => {
    expect(startDragging(fresh({ slowed: 1 }), 'medium', target('large')).slowed).toBe(2)
  })

  it('letting go takes back the Degree dragging gave, and only that one', () => {
    const dragging = startDragging(fresh({ slowed: 1 }), 'medium', target('small'))
    expect(stopDragging(dragging)).toMatchObject({ slowed: 1 })
    expect(stopDragging(dragging).dragging).toBeUndefined()
    const rat = startDragging(fresh({ slowed: 1 }), 'medium', target('tiny'))
    expect(stopDragging(rat).slowed).toBe(1)
  })

  it('only a Grappled being is dragged', () => {
    expect(() => startDragging(fresh(), 'medium', target('small', false))).toThrow(
      'Goblin is not Grappled, so it cannot be dragged.',
    )
  })

  it('the drag preview prices the move at the slowed speed and says whom it drags', () => {
    const movement = rulesetById('gg')!.movement!
    const inst = startDragging(fresh(), 'medium', target('small'))
    const board = { kind: 'square' as const, cols: 8, rows: 1 }
    const aria = {
      id: 'aria',
      name: 'Aria',
      kind: 'pc',
      hex: { q: 0, r: 0 },
      speed: 6,
      instance: inst,
    }
    // Speed 6 − 1 Degree of Slowed = 5 m; 3 squares = 3 m.
    const plan = movement.planMove(board, aria, { q: 3, r: 0 }, {})
    expect(plan).toMatchObject({ speed: 5, total: 3, band: 'move' })
    expect(plan.note).toBe('dragging Goblin (Slowed 1)')
    // 6 squares = 6 m > 5 m: a second Movement action.
    expect(movement.planMove(board, aria, { q: 6, r: 0 }, {}).band).toBe('dash')
  })
})

describe('main moves the grappled being along', () => {
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

  it('to the square the grappler passed last, in the move’s undo step', () => {
    const c = demo()
    c.maps.cellar = {
      kind: 'square',
      id: 'cellar',
      name: 'Cellar',
      orientation: 'square',
      cols: 8,
      rows: 1,
      metresPerHex: 1,
      fog: { enabled: false, revealed: {} },
    }
    const orc = c.tokens['npc-orc']!
    c.tokens['npc-orc'] = {
      ...orc,
      mapId: 'cellar',
      hex: { q: 1, r: 0 },
      instance: { ...(orc.instance as GgInstance), conditions: ['grappled'] },
    }
    const aria = c.tokens['pc-aria']!
    c.tokens['pc-aria'] = {
      ...aria,
      mapId: 'cellar',
      hex: { q: 2, r: 0 },
      instance: startDragging(aria.instance as GgInstance, 'medium', {
        tokenId: 'npc-orc',
        name: 'Orc Raider',
        size: 'medium',
        grappled: true,
      }),
    }
    const s = createSession(c)
    // (2,0) → (3,0) → (4,0): 2 m; the Orc comes along to (3,0).
    const moved = value<{ distance: number }>(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: { q: 4, r: 0 } }),
    )
    expect(moved.distance).toBe(2)
    expect(s.history.state.tokens['npc-orc']!.hex).toMatchObject({ q: 3, r: 0 })
    value(s.dispatch('gm', 'history:undo', {}))
    expect(s.history.state.tokens['npc-orc']!.hex).toMatchObject({ q: 1, r: 0 })
    expect(s.history.state.tokens['pc-aria']!.hex).toMatchObject({ q: 2, r: 0 })
    // A free reposition (Shift) takes no one along.
    value(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: { q: 5, r: 0 }, free: true }))
    expect(s.history.state.tokens['npc-orc']!.hex).toMatchObject({ q: 1, r: 0 })
  })
})
