/**
 * The bundled GG demo campaign (resources/gg-demo-campaign): it opens as a GG campaign with its
 * sheets and token states valid under the GG schemas, plays GG movement through main (the mill's
 * one doorway held by a hostile, or by an ally), and New Campaign makes a blank GG campaign.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CampaignStore } from '../../../../electron/main/persistence/store'
import { CampaignManager } from '../../../../electron/main/session/campaign-manager'
import { answerNewCampaign, createBeside } from '../../../../electron/main/session/new-campaign'
import { createSession, type Session } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import { offsetToHex, type Hex } from '../../../../shared/geometry/hex'
import { readCampaign, type Campaign } from '../../../../shared/model'
import { checkCampaignPayloads, rulesetOf } from '../../../../shared/rules'
import { GgInstanceSchema } from '../../../../shared/rules/gg/engine/instance'
import { GgNpcSchema, GgPcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'

const DEMO_DIR = join(__dirname, '../../../../resources/gg-demo-campaign')

function open(json: unknown): Campaign {
  const read = readCampaign(json)
  if (!read.ok) throw new Error(JSON.stringify(read.issues))
  const checked = checkCampaignPayloads(read.campaign)
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues))
  return checked.campaign
}

const demo = (): Campaign => open(JSON.parse(readFileSync(join(DEMO_DIR, 'campaign.json'), 'utf8')))

function value<T>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
  return env.value as T
}

function refusal(env: Envelope<unknown>): string {
  if (env.ok) throw new Error('expected a refusal')
  return env.error.message
}

/** A hex of the demo map by column and row (pointy, odd rows shifted right). */
const cell = (col: number, row: number): Hex => offsetToHex(col, row, 'pointy')

describe('the GG demo campaign', () => {
  it('opens as a GG campaign: a 20 x 14 map of 1 m hexes shown to the players, three PCs, four NPCs', () => {
    const c = demo()
    expect(c.rulesetId).toBe('gg')
    expect(rulesetOf(c).id).toBe('gg')
    const map = c.maps[c.activeMapId]!
    expect(map).toMatchObject({ kind: 'hex', cols: 20, rows: 14, metresPerHex: 1 })
    expect(c.playersMapId).toBe(map.id)
    const kinds = Object.values(map.terrain ?? {}).map((t) => t.kind)
    expect(kinds).toContain('difficult')
    expect(Object.values(map.edges ?? {})).toContain('wall')
    expect(Object.keys(c.pcs)).toHaveLength(3)
    expect(Object.keys(c.npcs)).toHaveLength(4)
    const tokens = Object.values(c.tokens)
    expect(tokens.filter((t) => t.kind === 'pc')).toHaveLength(3)
    expect(tokens.filter((t) => t.kind === 'npc')).toHaveLength(4)
    for (const t of tokens) {
      expect(t.mapId).toBe(map.id)
      expect(GgInstanceSchema.safeParse(t.instance).success).toBe(true)
    }
  })

  it('has the sheets the rules need to show: Aria, a Reach weapon, OA with 2 RP, Reduction and Resistance, minions', () => {
    const c = demo()
    const pcs = Object.values(c.pcs).map((p) => GgPcSchema.parse(p))
    const npcs = Object.values(c.npcs).map((n) => GgNpcSchema.parse(n))
    const aria = pcs.find((p) => p.name === 'Aria')!
    expect(aria).toMatchObject({
      traits: { PHY: 1, AGI: 3, END: 2, KNO: 1, INT: 2, DET: 1 },
      sb: 2,
      hpMax: 30,
    })
    expect(aria.actions.map((a) => [a.name, a.melee])).toEqual([
      ['Longsword', true],
      ['Shortbow', false],
    ])
    expect(pcs.some((p) => p.actions.some((a) => a.properties.includes('reach')))).toBe(true)
    const orc = npcs.find((n) => n.name === 'Orc Raider')!
    expect(orc).toMatchObject({ opportunityAttack: true, perTurn: { rp: 2 } })
    expect(orc.traits.END).toBe(4)
    expect(
      npcs.some((n) => Object.keys(n.reductions).length && Object.keys(n.resistances).length),
    ).toBe(true)
    expect(npcs.filter((n) => n.rank === 'minion')).toHaveLength(2)
    // Each token's HP is its sheet's.
    for (const t of Object.values(c.tokens)) {
      const sheet = (t.pcId ? c.pcs[t.pcId] : c.npcs[t.npcId!]) as unknown as { hpMax: number }
      expect((t.instance as { hp: number }).hp).toBe(sheet.hpMax)
    }
  })
})

describe('GG movement through main on the demo map', () => {
  /** Aria repositioned to the mill's west side, and whoever is given standing in its doorway. */
  function atTheDoor(inDoorway: 'npc-orc' | 'pc-bram'): Session {
    const s = createSession(demo())
    value(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: cell(12, 6), free: true }))
    value(s.dispatch('gm', 'map:moveToken', { tokenId: inDoorway, to: cell(14, 6), free: true }))
    return s
  }

  it('a hostile in the only doorway cannot be passed (GG-034)', () => {
    const s = atTheDoor('npc-orc')
    expect(
      refusal(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: cell(15, 6) })),
    ).toMatch(/no way there: .*hostiles that cannot be passed/i)
    expect(s.history.state.tokens['pc-aria']!.hex).toEqual(cell(12, 6))
  })

  it('an ally in the doorway is crossed at Difficult rates, and no one ends in its space (GG-023, GG-035)', () => {
    const s = atTheDoor('pc-bram')
    const moved = value<{ distance: number }>(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: cell(15, 6) }),
    )
    // 1 m to (13, 6), 2 m through Bram's space, 1 m into the room.
    expect(moved.distance).toBe(4)
    expect(
      refusal(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-aria', to: cell(14, 6) })),
    ).toContain("Aria cannot end a move in Bram's space")
  })
})

describe('New Campaign playing GG', () => {
  it('from the browser host, beside the open demo: a GG campaign with one blank hex map', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'gg-demo-')), 'demo')
    cpSync(DEMO_DIR, dir, { recursive: true })
    const store = await CampaignStore.open(dir)
    expect(store.campaign.rulesetId).toBe('gg')
    const session = createSession(store.campaign)
    const manager = new CampaignManager(session)
    await manager.use(store)
    const made = await answerNewCampaign(
      session,
      'gm',
      { name: 'Goblin Hills', rulesetId: 'gg' },
      createBeside(manager, () => dir),
    )
    expect(made).toEqual({ ok: true, value: { dir: join(dirname(dir), 'Goblin Hills') } })
    const state = session.history.state
    expect(state).toMatchObject({ name: 'Goblin Hills', rulesetId: 'gg' })
    expect(Object.keys(state.tokens)).toHaveLength(0)
    const maps = Object.values(state.maps)
    expect(maps).toHaveLength(1)
    expect(maps[0]).toMatchObject({ kind: 'hex', metresPerHex: 1 })
    expect(maps[0]!.terrain ?? {}).toEqual({})
    expect(manager.status()).toMatchObject({ rulesetId: 'gg', rulesetName: 'Trait-Test (GG)' })
    // What it wrote opens again as a GG campaign.
    const written = JSON.parse(
      readFileSync(join(dirname(dir), 'Goblin Hills', 'campaign.json'), 'utf8'),
    )
    expect(open(written).rulesetId).toBe('gg')
    await manager.close()
  })
})
