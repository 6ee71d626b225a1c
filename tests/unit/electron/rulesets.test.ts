/**
 * Main plays whatever ruleset the campaign names, through the registry: a minimal ruleset written
 * for this test (inches, a 2-inch step, "wounds" for state) places, moves, rolls and edits tokens
 * with its own rules; and a campaign whose ruleset this build does not know opens read-only, is
 * refused every edit in words, and is never written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Envelope } from '../../../shared/api'
import { hexDistance } from '../../../shared/geometry/hex'
import {
  registerRuleset,
  RollRefused,
  unregisterRuleset,
  type Ruleset,
} from '../../../shared/rules'
import { runCampaignCli } from '../../../electron/main/persistence/cli'
import { newCampaignPlaying } from '../../../electron/main/persistence/new-campaign'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { DiceLog } from '../../../electron/main/session/dice-log'
import { createDispatcher } from '../../../electron/main/session/dispatcher'
import { CampaignHistory } from '../../../electron/main/session/history'
import { Hub } from '../../../electron/main/session/hub'
import { createSession } from '../../../electron/main/session/session'
import { scriptedDice } from '../../../shared/dice'
import { tempRoot } from '../campaign/fixtures'

const ID = 'skirmish-test'
const STEP = 2

const Sheet = z.looseObject({ id: z.string(), name: z.string(), toughness: z.number().int() })
const Instance = z.object({ wounds: z.number().int().min(0).max(20) }).strict()
type SheetT = z.output<typeof Sheet>
type InstanceT = z.output<typeof Instance>

/** A game of inches: every hex costs 2", a mover has 4", and a wound a point of toughness. */
const skirmish: Ruleset = {
  id: ID,
  name: 'Skirmish (test)',
  boards: ['hex'],
  unit: 'in',
  options: { schema: z.object({}).loose(), defaults: {}, resolve: () => ({}), fields: [] },
  sheet: {
    schema: { npc: Sheet, pc: Sheet },
    version: 1,
    migrate: (raw) => raw,
    blank: (_kind, id, name) => ({ id, name, toughness: 3 }),
    token: () => ({ size: 'medium', speed: 4 }),
  },
  instance: {
    schema: Instance,
    fresh: () => ({ wounds: 0 }),
    publicView: (i) => ((i as InstanceT).wounds > 0 ? { health: 'hurt' } : {}),
    problem: (i, sheet) =>
      sheet && (i as InstanceT).wounds > (sheet as SheetT).toughness
        ? `${(sheet as SheetT).name} takes at most ${(sheet as SheetT).toughness} wounds`
        : null,
  },
  rolls: {
    schema: z.object({ kind: z.literal('check'), tokenId: z.string() }).strict(),
    resolve(request, campaign, dice) {
      const { tokenId } = request as { tokenId: string }
      const token = campaign.tokens[tokenId]
      if (!token) throw new RollRefused(`there is no token "${tokenId}" to roll for`)
      const face = dice.roll(6)
      const wounds = (token.instance as InstanceT).wounds + (face === 1 ? 1 : 0)
      return {
        outcome: { who: token.name, what: 'Nerve', total: face, outcome: `${face}`, detail: '' },
        changes: face === 1 ? [{ kind: 'instance', tokenId, instance: { wounds } }] : [],
        label: `${token.name} tests nerve`,
      }
    },
  },
  movement: {
    stepCost: () => () => STEP,
    planMove(_map, token, to) {
      const total = hexDistance(token.hex, to) * STEP
      const speed = token.speed ?? 4
      const far = total > speed
      return {
        path: [token.hex, to],
        steps: [total],
        total,
        speed,
        band: far ? 'too-far' : 'move',
        reason: far ? `${token.name} needs ${total}" but has ${speed}"` : null,
        dangerous: [],
      }
    },
    reach: () => {
      throw new Error('not used by main')
    },
    roomProblem: () => null,
  },
  conditions: [],
  saves: [{ id: 'nerve', name: 'Nerve' }],
}

function value<T>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
  return env.value as T
}

function campaign() {
  const c = newCampaignPlaying({ id: 'c1', name: 'Border Raid' }, ID)
  c.pcs = { ash: { id: 'ash', name: 'Ash', toughness: 2 } }
  return c
}

beforeEach(() => registerRuleset(skirmish))
afterEach(() => unregisterRuleset(ID))

describe('main plays the campaign’s ruleset through the registry', () => {
  it('places a token from a sheet with the ruleset’s fresh state, size and speed', () => {
    const s = createSession(campaign())
    const placed = value<{ tokenId: string }>(
      s.dispatch('gm', 'token:placeNear', { mapId: 'map-1', sheet: { kind: 'pc', id: 'ash' } }),
    )
    expect(s.history.state.tokens[placed.tokenId]).toMatchObject({
      name: 'Ash',
      pcId: 'ash',
      size: 'medium',
      speed: 4,
      instance: { wounds: 0 },
    })
  })

  it('moves with the ruleset’s step cost and refuses what its rules refuse', () => {
    const s = createSession(campaign())
    const { tokenId } = value<{ tokenId: string }>(
      s.dispatch('gm', 'token:placeNear', {
        mapId: 'map-1',
        near: { q: 5, r: 5 },
        sheet: { kind: 'pc', id: 'ash' },
      }),
    )
    const at = s.history.state.tokens[tokenId]!.hex
    expect(
      value(s.dispatch('gm', 'map:moveToken', { tokenId, to: { q: at.q + 1, r: at.r } })),
    ).toEqual({ moved: true, distance: 2, unit: 'in', opportunities: [] })
    const far = s.dispatch('gm', 'map:moveToken', { tokenId, to: { q: at.q + 4, r: at.r } })
    expect(far).toEqual({
      ok: false,
      error: {
        code: 'rejected',
        message: 'Ash needs 6" but has 4". Hold Shift while dragging to place it anyway.',
      },
    })
    // A free move skips the rules.
    expect(
      value(
        s.dispatch('gm', 'map:moveToken', { tokenId, to: { q: at.q + 4, r: at.r }, free: true }),
      ),
    ).toEqual({ moved: true, distance: null, unit: 'in', opportunities: [] })
  })

  it('resolves a roll with the ruleset, logs every face, and applies its changes as one undo step', () => {
    const history = new CampaignHistory(campaign())
    const hub = new Hub(history)
    const dispatch = createDispatcher(history, hub, new DiceLog(scriptedDice({ 6: [1] })))
    const { tokenId } = value<{ tokenId: string }>(
      dispatch('gm', 'token:placeNear', { mapId: 'map-1', sheet: { kind: 'pc', id: 'ash' } }),
    )
    const entry = value<{ faces: number[][]; what: string }>(
      dispatch('gm', 'roll:check', { tokenId }),
    )
    expect(entry).toMatchObject({ who: 'Ash', what: 'Nerve', faces: [[6, 1]], total: 1 })
    expect(history.state.tokens[tokenId]!.instance).toEqual({ wounds: 1 })
    expect(history.history().undoLabel).toBe('Ash tests nerve')
    value(dispatch('gm', 'history:undo', {}))
    expect(history.state.tokens[tokenId]!.instance).toEqual({ wounds: 0 })
    // The request is the ruleset's: checked by its schema, refused in its words.
    const bad = dispatch('gm', 'roll:check', { tokenId, luck: 3 })
    expect(bad.ok || bad.error.code).toBe('invalid-input')
    expect(dispatch('gm', 'roll:check', { tokenId: 'nobody' })).toEqual({
      ok: false,
      error: { code: 'rejected', message: 'There is no token "nobody" to roll for.' },
    })
  })

  it('edits an instance by hand under the ruleset’s schema and its sheet’s limits', () => {
    const s = createSession(campaign())
    const { tokenId } = value<{ tokenId: string }>(
      s.dispatch('gm', 'token:placeNear', { mapId: 'map-1', sheet: { kind: 'pc', id: 'ash' } }),
    )
    value(s.dispatch('gm', 'token:setInstance', { tokenId, wounds: 2 }))
    expect(s.history.state.tokens[tokenId]!.instance).toEqual({ wounds: 2 })
    const over = s.dispatch('gm', 'token:setInstance', { tokenId, wounds: 3 })
    expect(over).toEqual({
      ok: false,
      error: { code: 'invalid-input', message: 'Ash takes at most 2 wounds.' },
    })
    const blueBoxShape = s.dispatch('gm', 'token:setInstance', { tokenId, hp: 3, conditions: [] })
    expect(blueBoxShape.ok || blueBoxShape.error.code).toBe('invalid-input')
    expect(s.history.state.tokens[tokenId]!.instance).toEqual({ wounds: 2 })
  })
})

describe('a campaign whose ruleset this build does not know', () => {
  const READ_ONLY = `This campaign plays "${ID}", which this version of Blue Box GM does not know: it is open read-only.`

  async function unknownCampaignFolder(): Promise<{
    dir: string
    bytes: Buffer
    backups: string[]
  }> {
    const dir = join(tempRoot(), 'raid')
    const c = campaign()
    // A token with the unknown ruleset's state: the players' view must still be built.
    c.tokens.ash = {
      id: 'ash',
      mapId: 'map-1',
      name: 'Ash',
      kind: 'pc',
      hex: { q: 2, r: 2 },
      size: 'medium',
      color: '#2f6fdb',
      gmOnly: false,
      pcId: 'ash',
      instance: { wounds: 1 },
    }
    c.playersMapId = 'map-1'
    const store = await CampaignStore.create(dir, c)
    await store.close()
    unregisterRuleset(ID)
    return {
      dir,
      bytes: readFileSync(join(dir, 'campaign.json')),
      backups: readdirSync(join(dir, 'backups')),
    }
  }

  it('opens read-only: the status says why, every edit is refused, and nothing is written', async () => {
    const { dir, bytes, backups } = await unknownCampaignFolder()
    const session = createSession(newCampaignPlaying({ id: 'c0', name: 'Before' }))
    const manager = new CampaignManager(session, { debounceMs: 1, maxDelayMs: 5 })
    const opened = await manager.open(dir)
    expect(opened.rulesetId).toBe(ID)
    expect(manager.status()).toMatchObject({
      rulesetId: ID,
      rulesetName: ID,
      readOnly: READ_ONLY,
      dirty: false,
    })
    // Looking is fine; changing is refused in words, before the payload is even read.
    expect(session.dispatch('gm', 'state:snapshot', {}).ok).toBe(true)
    // Players see the token, and nothing of a state no known rule can describe.
    const players = value<{ view: { tokens: Record<string, unknown>[] } }>(
      session.dispatch('player', 'state:snapshot', {}),
    )
    expect(JSON.stringify(players)).toContain('Ash')
    expect(JSON.stringify(players)).not.toContain('wounds')
    for (const [channel, payload] of [
      ['map:create', { name: 'Cellar', orientation: 'flat', cols: 5, rows: 5, activate: true }],
      ['map:setActive', { mapId: 'map-1' }],
      ['token:remove', { tokenId: 'anything' }],
      ['history:undo', {}],
      ['npc:save', { npc: { id: 'x', name: 'X' } }],
    ] as const) {
      expect(session.dispatch('gm', channel, payload)).toEqual({
        ok: false,
        error: { code: 'rejected', message: READ_ONLY },
      })
    }
    // The same refusal for edits that do not come through the dispatcher (menus, uploads).
    expect(() =>
      session.history.execute({ label: 'x', run: (c) => ({ state: { ...c, name: 'Renamed' } }) }),
    ).toThrow(READ_ONLY)
    await manager.flush()
    await manager.close()
    expect(readFileSync(join(dir, 'campaign.json')).equals(bytes)).toBe(true)
    expect(readdirSync(join(dir, 'backups'))).toEqual(backups)
  })

  it('the CLI names it, and creating one that plays it is refused', async () => {
    const { dir } = await unknownCampaignFolder()
    const out: string[] = []
    const err: string[] = []
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }
    expect(await runCampaignCli(['validate', dir], io)).toBe(0)
    expect(out).toContain(
      `Ruleset: "${ID}", which this version does not know: the app opens it read-only`,
    )
    const other = join(tempRoot(), 'other')
    expect(() => newCampaignPlaying({ id: 'c2', name: 'Other' }, ID)).toThrow(
      `this version of Blue Box GM does not know the ruleset "${ID}"`,
    )
    expect(existsSync(other)).toBe(false)
  })
})
