import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { CURRENT_SCHEMA_VERSION, formatPath, parseCampaign } from '../../../shared/model'

const DEMO_TEXT = readFileSync(
  new URL('../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)

type Raw = Record<string, unknown> & {
  maps: Record<string, Record<string, unknown>>
  tokens: Record<string, Record<string, unknown> & { hex: Record<string, unknown> }>
}

function demoJson(): Raw {
  return JSON.parse(DEMO_TEXT) as Raw
}

function issuesOf(value: unknown): { path: string; message: string }[] {
  const result = parseCampaign(value)
  if (result.ok) throw new Error('expected the campaign to be rejected')
  return result.issues
}

describe('parseCampaign', () => {
  it('accepts the bundled demo campaign unchanged', () => {
    const raw = demoJson()
    const result = parseCampaign(raw)
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.campaign).toEqual(raw)
      expect(result.campaign.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
    }
  })

  it('keeps unknown keys at every level, so a round trip loses nothing', () => {
    const raw = demoJson()
    raw.futureFeature = { weather: 'storm', turns: [1, 2, 3] }
    raw.maps.causeway!.lighting = 'dim'
    raw.tokens['pc-vaka']!.conditions = ['Dazed']
    raw.tableOptions = { criticalHits: true, nested: { a: 1 } }
    const text = JSON.stringify(raw)
    const result = parseCampaign(JSON.parse(text))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(JSON.parse(JSON.stringify(result.campaign))).toEqual(JSON.parse(text))
    const kept = result.campaign as unknown as Raw
    expect(kept.futureFeature).toEqual({ weather: 'storm', turns: [1, 2, 3] })
    expect(kept.maps.causeway!.lighting).toBe('dim')
    expect(kept.tokens['pc-vaka']!.conditions).toEqual(['Dazed'])
  })

  it('keeps unknown keys inside a token hex too', () => {
    const raw = demoJson()
    raw.tokens['pc-vaka']!.hex.elevation = 2
    const result = parseCampaign(raw)
    expect(result.ok).toBe(true)
    if (result.ok)
      expect(result.campaign.tokens['pc-vaka']!.hex).toEqual({ q: 1, r: 5, elevation: 2 })
  })

  it('does not modify its input', () => {
    const raw = demoJson()
    raw.tokens['pc-vaka']!.color = 'blue'
    const before = structuredClone(raw)
    parseCampaign(raw)
    expect(raw).toEqual(before)
  })

  it.each<[string, (c: Raw) => unknown, string]>([
    ['missing name', (c) => void delete c.name, '$.name'],
    ['empty name', (c) => void (c.name = ''), '$.name'],
    [
      'bad token colour',
      (c) => void (c.tokens['pc-vaka']!.color = 'blue'),
      '$.tokens.pc-vaka.color',
    ],
    [
      'short token colour',
      (c) => void (c.tokens['pc-vaka']!.color = '#abc'),
      '$.tokens.pc-vaka.color',
    ],
    ['non-integer hex q', (c) => void (c.tokens['pc-mira']!.hex.q = 1.5), '$.tokens.pc-mira.hex.q'],
    ['string hex r', (c) => void (c.tokens['pc-mira']!.hex.r = '2'), '$.tokens.pc-mira.hex.r'],
    ['activeMapId pointing nowhere', (c) => void (c.activeMapId = 'atlantis'), '$.activeMapId'],
    ['playersMapId pointing nowhere', (c) => void (c.playersMapId = 'atlantis'), '$.playersMapId'],
    ['missing playersMapId', (c) => void delete c.playersMapId, '$.playersMapId'],
    [
      'token key != id',
      (c) => void (c.tokens['pc-orin']!.id = 'pc-someone'),
      '$.tokens.pc-orin.id',
    ],
    ['map key != id', (c) => void (c.maps.causeway!.id = 'elsewhere'), '$.maps.causeway.id'],
    [
      'token on a missing map',
      (c) => void (c.tokens['obj-crate']!.mapId = 'nowhere'),
      '$.tokens.obj-crate.mapId',
    ],
    [
      'schemaVersion 1 (old files go through readCampaign)',
      (c) => void (c.schemaVersion = 1),
      '$.schemaVersion',
    ],
    ['schemaVersion "1"', (c) => void (c.schemaVersion = '1'), '$.schemaVersion'],
    ['missing schemaVersion', (c) => void delete c.schemaVersion, '$.schemaVersion'],
    ['an empty ruleset id', (c) => void (c.rulesetId = ''), '$.rulesetId'],
    ['a ruleset id that is a path', (c) => void (c.rulesetId = '../bluebox'), '$.rulesetId'],
    ['a map without a kind', (c) => void delete c.maps.causeway!.kind, '$.maps.causeway.kind'],
    [
      'a map of an unknown kind',
      (c) => void (c.maps.causeway!.kind = 'octagon' as never),
      '$.maps.causeway.kind',
    ],
    [
      'an NPC without a name',
      (c) =>
        void delete (c.npcs as Record<string, Record<string, unknown>>)['sample-rust-sentinel']!
          .name,
      '$.npcs.sample-rust-sentinel.name',
    ],
    [
      'a token instance that is a list',
      (c) => void (c.tokens['npc-hound']!.instance = [] as never),
      '$.tokens.npc-hound.instance',
    ],
    [
      'token gmOnly not boolean',
      (c) => void (c.tokens['npc-hound']!.gmOnly = 'yes'),
      '$.tokens.npc-hound.gmOnly',
    ],
    [
      'token with unknown size',
      (c) => void (c.tokens['npc-hound']!.size = 'huge'),
      '$.tokens.npc-hound.size',
    ],
    ['map with zero cols', (c) => void (c.maps.causeway!.cols = 0), '$.maps.causeway.cols'],
    [
      'map with bad orientation',
      (c) => void (c.maps.causeway!.orientation = 'square'),
      '$.maps.causeway.orientation',
    ],
    ['npcs missing', (c) => void delete c.npcs, '$.npcs'],
    ['tokens as an array', (c) => void (c.tokens = [] as never), '$.tokens'],
  ])('rejects %s, naming %s', (_what, breakIt, path) => {
    const raw = demoJson()
    breakIt(raw)
    const issues = issuesOf(raw)
    expect(issues.map((i) => i.path)).toContain(path)
    for (const i of issues) expect(i.message.length).toBeGreaterThan(0)
  })

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'campaign'],
    ['a number', 1],
  ])('rejects %s at the root', (_what, value) => {
    expect(issuesOf(value).map((i) => i.path)).toContain('$')
  })

  it('reports every problem at once, not only the first', () => {
    const raw = demoJson()
    delete raw.name
    raw.tokens['pc-vaka']!.color = 'red'
    raw.maps.causeway!.rows = -1
    const paths = issuesOf(raw).map((i) => i.path)
    expect(paths).toEqual(
      expect.arrayContaining(['$.name', '$.tokens.pc-vaka.color', '$.maps.causeway.rows']),
    )
  })

  it('names the missing map in the message', () => {
    const raw = demoJson()
    raw.activeMapId = 'atlantis'
    expect(issuesOf(raw)).toContainEqual({
      path: '$.activeMapId',
      message: 'no map with id "atlantis"',
    })
  })
})

describe('formatPath', () => {
  it.each([
    [[], '$'],
    [['name'], '$.name'],
    [['tokens', 'pc-vaka', 'hex', 'q'], '$.tokens.pc-vaka.hex.q'],
    [['list', 2, 'x'], '$.list[2].x'],
  ] as [PropertyKey[], string][])('formats %j as %s', (path, text) => {
    expect(formatPath(path)).toBe(text)
  })
})
