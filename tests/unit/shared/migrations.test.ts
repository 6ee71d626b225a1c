import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  CURRENT_SCHEMA_VERSION,
  MIGRATIONS,
  newCampaign,
  parseCampaign,
  readCampaign,
} from '../../../shared/model'
import { checkCampaignPayloads } from '../../../shared/rules'

const fixture = (v: number): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/campaigns/v${v}/campaign.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>

const V1 = JSON.parse(
  readFileSync(new URL('../../fixtures/campaigns/v1/campaign.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

const V2 = JSON.parse(
  readFileSync(new URL('../../fixtures/campaigns/v2/campaign.json', import.meta.url), 'utf8'),
) as {
  npcs: Record<string, { name: string; level: number; notes: string }>
  pcs: Record<string, { name: string }>
}

const V3 = JSON.parse(
  readFileSync(new URL('../../fixtures/campaigns/v3/campaign.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { activeMapId: string; maps: Record<string, unknown> }

/** What v4 -> v5 does to maps: each says it is a hex board, nothing else changes. */
function hexMaps(maps: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(maps as Record<string, object>).map(([k, m]) => [k, { kind: 'hex', ...m }]),
  )
}

describe('campaign migrations', () => {
  it('brings version 4 forward losslessly: each map only gains kind "hex"', () => {
    const v4 = fixture(4)
    expect(v4.schemaVersion).toBe(4)
    const read = readCampaign(structuredClone(v4))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.migratedFrom).toBe(4)
    expect(read.campaign).toEqual({ ...v4, schemaVersion: 5, maps: hexMaps(v4.maps) })
    for (const map of Object.values(read.campaign.maps)) expect(map.kind).toBe('hex')
  })

  it.each([1, 2, 3, 4])(
    'opens the version %i fixture: it migrates, and its sheets and tokens pass Blue Box',
    (v) => {
      const read = readCampaign(fixture(v))
      expect(read.ok && read.migratedFrom).toBe(v)
      if (!read.ok) return
      expect(read.campaign.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
      const checked = checkCampaignPayloads(read.campaign)
      expect(checked.issues).toEqual([])
      expect(checked.ok).toBe(true)
    },
  )

  it("brings version 3 forward showing the players the map they saw: the GM's active one", () => {
    const read = readCampaign(structuredClone(V3))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.migratedFrom).toBe(3)
    expect(V3.activeMapId).toBe('cellar')
    expect(read.campaign.activeMapId).toBe('cellar')
    expect(read.campaign.playersMapId).toBe('cellar')
    expect(read.campaign.maps).toEqual(hexMaps(V3.maps))
    expect((read.campaign as Record<string, unknown>).houseRule).toEqual({ flanking: true })
  })

  it('older files also keep showing the players their active map', () => {
    const read = readCampaign(structuredClone(V1))
    expect(read.ok && read.campaign.playersMapId).toBe(V1.activeMapId)
  })

  it('brings version 2 placeholders forward as blank stat blocks marked to be filled in', () => {
    const read = readCampaign(structuredClone(V2))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.migratedFrom).toBe(2)
    for (const [id, old] of Object.entries(V2.npcs)) {
      const npc = read.campaign.npcs[id] as Record<string, unknown>
      expect(npc).toMatchObject({
        name: old.name,
        level: old.level,
        notes: old.notes,
        hpMax: 10,
        needsStats: true,
      })
      expect(npc.armor).toEqual({ weight: 'none', baseAC: 10, baseBAC: 8, basePlating: 0 })
    }
    expect(Object.keys(read.campaign.pcs)).toEqual(Object.keys(V2.pcs))
  })

  it('has a step from every old version to the next', () => {
    for (let v = 1; v < CURRENT_SCHEMA_VERSION; v++) expect(typeof MIGRATIONS[v]).toBe('function')
  })

  it('brings the version 1 fixture forward, keeping tokens, maps and unknown keys', () => {
    const raw = { ...structuredClone(V1), houseRule: { flanking: true } }
    const read = readCampaign(raw)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.migratedFrom).toBe(1)
    expect(read.campaign.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
    expect(read.campaign.tokens).toEqual(V1.tokens)
    expect(read.campaign.maps).toEqual(hexMaps(V1.maps))
    expect((read.campaign as Record<string, unknown>).houseRule).toEqual({ flanking: true })
    expect(read.campaign.notes['campaign-notes']).toEqual({
      id: 'campaign-notes',
      title: 'Campaign notes',
      body: V1.gmNotes,
      gmOnly: true,
    })
    expect('gmNotes' in read.campaign).toBe(false)
  })

  it('is pure: the input is not changed', () => {
    const raw = structuredClone(V1)
    readCampaign(raw)
    expect(raw).toEqual(V1)
  })

  it('makes no note from empty GM notes', () => {
    const read = readCampaign({ ...structuredClone(V1), gmNotes: '' })
    expect(read.ok && read.campaign.notes).toEqual({})
  })

  it.each([
    [
      'a newer version',
      { ...V1, schemaVersion: CURRENT_SCHEMA_VERSION + 1 },
      'newer',
      `version ${CURRENT_SCHEMA_VERSION + 1} was written by a newer app`,
    ],
    ['version 0', { ...V1, schemaVersion: 0 }, 'invalid', 'whole number from 1'],
    ['a string version', { ...V1, schemaVersion: '1' }, 'invalid', 'whole number from 1'],
    ['null', null, 'invalid', 'expected a JSON object'],
    ['a broken v1 file', { ...V1, tokens: 'x' }, 'invalid', ''],
  ])('refuses %s', (_what, raw, kind, message) => {
    const read = readCampaign(raw)
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.kind).toBe(kind)
    expect(read.issues.map((i) => i.message).join(' ')).toContain(message)
  })

  it('a new campaign is valid at the current version', () => {
    const c = newCampaign({ id: 'x', name: 'Fresh' })
    expect(parseCampaign(c).ok).toBe(true)
    expect(readCampaign(c)).toMatchObject({ ok: true, migratedFrom: null })
  })
})
