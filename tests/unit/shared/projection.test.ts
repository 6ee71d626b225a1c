import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { parseCampaign } from '../../../shared/model'
import { npcRecords, pcRecords, SCRAP_HOUND } from '../../../shared/rules/bluebox'
import type { Campaign } from '../../../shared/model'
import { projectPlayerView } from '../../../shared/projection'

const DEMO_TEXT = readFileSync(
  new URL('../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)

function demoJson(): Record<string, unknown> {
  return JSON.parse(DEMO_TEXT) as Record<string, unknown>
}

function parse(value: unknown): Campaign {
  const result = parseCampaign(value)
  if (!result.ok) throw new Error(`campaign did not validate: ${JSON.stringify(result.issues)}`)
  return result.campaign
}

function demo(): Campaign {
  return parse(demoJson())
}

/** The demo with secrets planted at every level, including keys the projection has never heard of. */
function demoWithSecrets(): Campaign {
  const raw = demoJson() as {
    secretPlan?: string
    gmNotes: string
    maps: Record<string, Record<string, unknown>>
    tokens: Record<string, Record<string, unknown>>
  }
  raw.secretPlan = 'SECRET-CAMPAIGN-PLAN'
  raw.gmNotes = 'SECRET-GM-NOTES'
  ;(raw as Record<string, unknown>).notes = {
    n1: { id: 'n1', title: 'Plot', body: 'SECRET-NOTE-BODY', gmOnly: true },
  }
  ;(raw as Record<string, unknown>).npcs = {
    x: { ...SCRAP_HOUND, id: 'x', name: 'SECRET-NPC', notes: 'SECRET-NPC-NOTES' },
  }
  for (const m of Object.values(raw.maps)) {
    m.secretPlan = 'SECRET-MAP-PLAN'
    m.notes = 'SECRET-MAP-NOTES'
  }
  for (const t of Object.values(raw.tokens)) {
    t.secretPlan = 'SECRET-TOKEN-PLAN'
    t.notes = 'SECRET-TOKEN-NOTES'
  }
  const c = parse(raw)
  // The schema strips unknown keys inside a hex, so plant that one after parsing: the projection
  // must not rely on the parser to drop it.
  const tokens: Campaign['tokens'] = {}
  for (const [k, t] of Object.entries(c.tokens)) {
    tokens[k] = {
      ...t,
      hex: { ...t.hex, secretPlan: 'SECRET-HEX-PLAN' } as Campaign['tokens'][string]['hex'],
    }
  }
  return { ...c, tokens }
}

describe('projectPlayerView on the demo campaign', () => {
  it('leaves out the GM-only token and keeps every visible token on the shown map', () => {
    const c = demo()
    // The demo's Hidden Ambusher is GM-only and stands on the shown map (unfogged).
    expect(c.tokens['npc-ambusher']).toMatchObject({ gmOnly: true, mapId: 'causeway' })
    const view = projectPlayerView(c)
    expect(view.tokens['npc-ambusher']).toBeUndefined()
    expect(JSON.stringify(view)).not.toContain('npc-ambusher')
    expect(JSON.stringify(view)).not.toContain('Hidden Ambusher')
    expect(Object.keys(view.tokens).sort()).toEqual([
      'npc-hound',
      'npc-sentinel',
      'obj-crate',
      'pc-mira',
      'pc-orin',
      'pc-vaka',
    ])
  })

  it('copies what players may see: names, kinds, hexes, sizes, colours and the shown map', () => {
    const c = demo()
    const view = projectPlayerView(c)
    expect(view.tokens['pc-vaka']).toEqual({
      id: 'pc-vaka',
      mapId: 'causeway',
      name: 'Vaka',
      kind: 'pc',
      hex: { q: 1, r: 5 },
      size: 'medium',
      color: '#2f6fdb',
    })
    expect(view.tokens['npc-sentinel']).toMatchObject({
      name: 'Rust Sentinel',
      hex: { q: 9, r: 5 },
      size: 'large',
    })
    expect(view.name).toBe(c.name)
    expect(view.activeMapId).toBe('causeway')
    expect(Object.keys(view.maps)).toEqual(['causeway'])
    // The map itself is there, not emptied: its size, terrain and walls.
    expect(view.maps.causeway).toMatchObject({ name: 'Shattered Causeway', cols: 18, rows: 12 })
    expect(view.maps.causeway!.terrain!['0,0']).toEqual({ kind: 'water' })
    expect(view.maps.causeway!.edges!['13,1,2']).toBe('wall')
  })

  it('shares no objects with the campaign, so the view cannot be used to reach back into it', () => {
    const c = demo()
    const view = projectPlayerView(c)
    expect(view.tokens['pc-vaka']!.hex).not.toBe(c.tokens['pc-vaka']!.hex)
    expect(view.maps['causeway']).not.toBe(c.maps['causeway'])
  })

  it.each([
    ['campaign gmNotes', 'SECRET-GM-NOTES'],
    ['a GM note', 'SECRET-NOTE-BODY'],
    ['an NPC record', 'SECRET-NPC'],
    ['an unknown campaign key', 'SECRET-CAMPAIGN-PLAN'],
    ['an unknown map key', 'SECRET-MAP-PLAN'],
    ['map notes', 'SECRET-MAP-NOTES'],
    ['an unknown token key', 'SECRET-TOKEN-PLAN'],
    ['token notes', 'SECRET-TOKEN-NOTES'],
    ['an unknown key inside a hex', 'SECRET-HEX-PLAN'],
  ])('never carries %s', (_what, secret) => {
    const c = demoWithSecrets()
    // The secret really is in the campaign, so its absence below means something.
    expect(JSON.stringify(c)).toContain(secret)
    expect(JSON.stringify(projectPlayerView(c))).not.toContain(secret)
  })

  it.each(['notes', 'gmNotes', 'secretPlan', 'gmOnly'])('never has a "%s" key anywhere', (key) => {
    const json = JSON.stringify(projectPlayerView(demoWithSecrets()))
    expect(json).not.toContain(`"${key}"`)
  })

  it('leaves out tokens and maps that are not on the map shown to the players', () => {
    const raw = demoJson() as {
      maps: Record<string, Record<string, unknown>>
      tokens: Record<string, Record<string, unknown>>
    }
    raw.maps.vault = {
      kind: 'hex',
      id: 'vault',
      name: 'The Sealed Vault',
      orientation: 'flat',
      cols: 5,
      rows: 5,
      metresPerHex: 1,
    }
    raw.tokens['npc-warden'] = {
      id: 'npc-warden',
      mapId: 'vault',
      name: 'Vault Warden',
      kind: 'npc',
      hex: { q: 1, r: 1 },
      size: 'large',
      color: '#112233',
      gmOnly: false,
    }
    const c = parse(raw)
    const view = projectPlayerView(c)
    expect(view.tokens['npc-warden']).toBeUndefined()
    expect(view.maps.vault).toBeUndefined()
    const json = JSON.stringify(view)
    expect(json).not.toContain('Vault Warden')
    expect(json).not.toContain('Sealed Vault')

    // The GM working on the vault shows the players nothing new.
    expect(projectPlayerView({ ...c, activeMapId: 'vault' })).toEqual(view)
    // Showing it to them swaps which tokens they see.
    const switched = projectPlayerView({ ...c, playersMapId: 'vault' })
    expect(Object.keys(switched.tokens)).toEqual(['npc-warden'])
    expect(Object.keys(switched.maps)).toEqual(['vault'])
  })

  it('does not modify the campaign', () => {
    const c = demoWithSecrets()
    const before = structuredClone(c)
    projectPlayerView(c)
    expect(c).toEqual(before)
  })
})

describe('projectPlayerView: the players see what the GM shows them, nothing being edited', () => {
  const cellar = {
    id: 'cellar',
    name: 'Flooded Cellar',
    kind: 'hex' as const,
    orientation: 'flat' as const,
    cols: 6,
    rows: 5,
    metresPerHex: 1,
    fog: { enabled: false, revealed: {} },
  }

  it('a new map the GM works on changes nothing for the players until it is shown', () => {
    const c = demo()
    const before = projectPlayerView(c)
    const created = { ...c, maps: { ...c.maps, cellar }, activeMapId: 'cellar' }
    expect(projectPlayerView(created)).toEqual(before)
    expect(JSON.stringify(projectPlayerView(created))).not.toContain('Flooded Cellar')

    const shown = projectPlayerView({ ...created, playersMapId: 'cellar' })
    expect(shown.activeMapId).toBe('cellar')
    expect(Object.keys(shown.maps)).toEqual(['cellar'])
    expect(shown.maps.cellar).toMatchObject({ name: 'Flooded Cellar', cols: 6, rows: 5 })
    expect(shown.tokens).toEqual({})
  })

  it('with no map shown the players get no map, no tokens and no map name', () => {
    const c = demo()
    const view = projectPlayerView({ ...c, playersMapId: null })
    expect(view).toEqual({ name: c.name, activeMapId: null, maps: {}, tokens: {} })
    // The campaign's own name ("The Shattered Causeway (demo)") is public; the map's is not.
    expect(JSON.stringify(view)).not.toContain('"Shattered Causeway"')
    expect(JSON.stringify(view)).not.toContain('causeway')
  })

  it.each([
    ['no fog yet', undefined],
    ['fog off', { enabled: false, revealed: {} }],
    ['fog off with hexes revealed before', { enabled: false, revealed: { '1,5': 1 as const } }],
  ])('a fog draft on a map with %s leaves the players seeing the whole map', (_what, fog) => {
    const c = demo()
    const causeway = c.maps.causeway!
    const base = { ...c, maps: { ...c.maps, causeway: { ...causeway, fog } } }
    const before = projectPlayerView(base)
    expect(before.maps.causeway!.fog).toBeUndefined()
    const drafted = {
      ...c,
      maps: {
        ...c.maps,
        causeway: {
          ...causeway,
          fog: { enabled: false, revealed: fog?.revealed ?? {}, draft: {} },
        },
      },
    }
    expect(projectPlayerView(drafted)).toEqual(before)
  })

  it('a fog draft on a fogged map is not what the players see; the revealed hexes are', () => {
    const c = demo()
    const causeway = c.maps.causeway!
    const fog = { enabled: true, revealed: { '1,5': 1 as const }, draft: { '9,5': 1 as const } }
    const view = projectPlayerView({ ...c, maps: { ...c.maps, causeway: { ...causeway, fog } } })
    expect(view.maps.causeway!.fog).toEqual({ enabled: true, revealed: { '1,5': 1 } })
    expect(Object.keys(view.tokens)).toEqual(['pc-vaka'])
    expect(JSON.stringify(view)).not.toContain('9,5')
  })
})

describe('projectPlayerView: how hurt a token looks', () => {
  /** The demo with the sentinel (an NPC) and Vaka (a PC) given instance state. */
  function hurt(
    sentinel: { hp: number; conditions: string[] },
    vaka = { hp: 1, conditions: [] as string[] },
  ): { c: Campaign; npcMax: number; pcMax: number } {
    const c = demo()
    const s = c.tokens['npc-sentinel']!
    const v = c.tokens['pc-vaka']!
    const npcMax = npcRecords(c)[s.npcId!]!.hpMax
    const pcMax = pcRecords(c)[v.pcId!]!.hpMax
    const tokens = {
      ...c.tokens,
      'npc-sentinel': { ...s, instance: { thp: 7, plating: 5, ...sentinel } },
      'pc-vaka': { ...v, instance: { thp: 0, plating: 0, ...vaka } },
      'npc-ambusher': {
        ...c.tokens['npc-ambusher']!,
        instance: { hp: 1, thp: 0, plating: 0, conditions: ['prone'] },
      },
    }
    return { c: { ...c, tokens }, npcMax, pcMax }
  }

  it.each([
    ['full HP', (max: number) => max, undefined],
    ['one HP down', (max: number) => max - 1, 'hurt'],
    ['half HP', (max: number) => Math.floor(max / 2), 'badly hurt'],
    ['0 HP', () => 0, 'down'],
  ])('an NPC at %s looks %s', (_what, hp, health) => {
    const { c, npcMax } = hurt({ hp: 0, conditions: [] })
    const tokens = {
      ...c.tokens,
      'npc-sentinel': {
        ...c.tokens['npc-sentinel']!,
        instance: { hp: hp(npcMax), thp: 0, plating: 0, conditions: [] },
      },
    }
    expect(projectPlayerView({ ...c, tokens }).tokens['npc-sentinel']?.health).toBe(health)
  })

  it('a Down being looks down whatever its HP', () => {
    const { c, npcMax } = hurt({ hp: 1, conditions: [] })
    const t = c.tokens['npc-sentinel']!
    const tokens = {
      ...c.tokens,
      'npc-sentinel': { ...t, instance: { ...t.instance!, hp: npcMax, conditions: ['down'] } },
    }
    expect(projectPlayerView({ ...c, tokens }).tokens['npc-sentinel']?.health).toBe('down')
  })

  it('never carries HP, THP, Plating or their numbers, for NPCs or PCs', () => {
    const { c } = hurt({ hp: 13, conditions: [] }, { hp: 11, conditions: [] })
    const view = projectPlayerView(c)
    const json = JSON.stringify(view.tokens)
    for (const key of ['hp', 'thp', 'plating', 'instance', 'hpMax', 'npcId', 'pcId'])
      expect(json).not.toContain(`"${key}"`)
    for (const id of ['npc-sentinel', 'pc-vaka']) {
      const t = JSON.stringify(view.tokens[id])
      expect(t).not.toMatch(/\b1[13]\b|\b7\b/)
    }
  })

  it('shows only the conditions anyone could see on the figure', () => {
    const { c } = hurt({
      hp: 3,
      conditions: ['hidden', 'prone', 'poisoned', 'frightened', 'bleeding'],
    })
    const t = projectPlayerView(c).tokens['npc-sentinel']
    expect(t?.conditions).toEqual(['prone', 'bleeding'])
    const json = JSON.stringify(projectPlayerView(c))
    for (const secret of ['hidden', 'poisoned', 'frightened']) expect(json).not.toContain(secret)
  })

  it('a GM-only token stays out, hurt or not, and tokens with nothing to show gain no keys', () => {
    const { c } = hurt({ hp: 3, conditions: [] })
    const view = projectPlayerView(c)
    expect(view.tokens['npc-ambusher']).toBeUndefined()
    expect(Object.keys(view.tokens['pc-orin']!).sort()).toEqual(
      ['color', 'hex', 'id', 'kind', 'mapId', 'name', 'size'].sort(),
    )
  })
})
