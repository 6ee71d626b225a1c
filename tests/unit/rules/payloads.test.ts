import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCampaign, type Campaign } from '../../../shared/model'
import { campaignPayloadIssues, checkCampaignPayloads } from '../../../shared/rules'

const DEMO = readFileSync(
  new URL('../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)

function demo(): Campaign {
  const parsed = parseCampaign(JSON.parse(DEMO))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  return parsed.campaign
}

type Raw = Record<string, Record<string, Record<string, unknown>>>

describe('campaign payloads checked by the campaign ruleset', () => {
  it('passes the demo campaign unchanged in content', () => {
    const c = demo()
    const checked = checkCampaignPayloads(c)
    expect(checked.issues).toEqual([])
    expect(checked.campaign).toEqual(c)
  })

  it.each([
    [
      'an NPC with 0 HP max',
      (c: Raw) => void (c.npcs!['sample-rust-sentinel']!.hpMax = 0),
      '$.npcs.sample-rust-sentinel.hpMax',
      'HP max must be at least 1, not 0',
    ],
    [
      'a PC whose stats are missing',
      (c: Raw) => void delete c.pcs!.vaka!.stats,
      '$.pcs.vaka.stats',
      'stat modifiers { FOR, DEX, SPI, CHA, KNO } are required',
    ],
    [
      'a token with negative HP',
      (c: Raw) =>
        void (c.tokens!['npc-hound']!.instance = { hp: -1, thp: 0, plating: 0, conditions: [] }),
      '$.tokens.npc-hound.instance.hp',
      undefined,
    ],
    [
      'a token state without conditions',
      (c: Raw) => void (c.tokens!['npc-hound']!.instance = { hp: 3, thp: 0, plating: 0 }),
      '$.tokens.npc-hound.instance.conditions',
      undefined,
    ],
    [
      'an Unmasked DC the table options cannot have',
      (c: Raw) => void ((c as Record<string, unknown>).tableOptions = { unmaskedSaveDC: 7 }),
      '$.tableOptions.unmaskedSaveDC',
      'the Unmasked save DC must be 6 or 8',
    ],
  ])('names %s by its path', (_what, breakIt, path, message) => {
    const c = demo()
    breakIt(c as unknown as Raw)
    const issues = campaignPayloadIssues(c)
    expect(issues.map((i) => i.path)).toContain(path)
    if (message) expect(issues.find((i) => i.path === path)?.message).toBe(message)
    expect(checkCampaignPayloads(c).ok).toBe(false)
  })

  it("names a Dangerous hex whose save is not one of the ruleset's", () => {
    const c = demo()
    const mapId = Object.keys(c.maps)[0]!
    const map = c.maps[mapId]!
    map.terrain = {
      ...map.terrain,
      '1,1': { kind: 'dangerous', dangerous: { stat: 'WIS', dc: 8, damageType: 'Fire' } },
      '2,1': { kind: 'dangerous', dangerous: { stat: 'SPI', dc: 8, damageType: 'Acid' } },
    }
    const issues = campaignPayloadIssues(c)
    expect(issues).toEqual([
      {
        path: `$.maps.${mapId}.terrain.1,1.dangerous.stat`,
        message: expect.stringMatching(/^Blue Box has no "WIS" save: .*Spirit \(SPI\)/),
      },
    ])
    expect(checkCampaignPayloads(c).ok).toBe(false)
  })

  it('fills what an old sheet leaves out, as the sheet form expects it', () => {
    const c = demo()
    const raw = c.npcs['sample-scrap-hound'] as Record<string, unknown>
    delete raw.weapons
    delete raw.tags
    const checked = checkCampaignPayloads(c)
    expect(checked.ok).toBe(true)
    const npc = checked.campaign!.npcs['sample-scrap-hound'] as Record<string, unknown>
    expect(npc.weapons).toEqual([])
    expect(npc.tags).toEqual([])
  })

  it('keeps table options and sheet keys a newer build added', () => {
    const c = demo()
    c.tableOptions = { unmaskedSaveDC: 8, futureRule: 'on' }
    ;(c.npcs['sample-scrap-hound'] as Record<string, unknown>).portrait = 'hound.png'
    const checked = checkCampaignPayloads(c)
    expect(checked.campaign?.tableOptions).toEqual({ unmaskedSaveDC: 8, futureRule: 'on' })
    expect(checked.campaign?.npcs['sample-scrap-hound']).toMatchObject({ portrait: 'hound.png' })
  })

  it('checks nothing for a ruleset this build does not know (main opens it read-only)', () => {
    const c = { ...demo(), rulesetId: 'zealots-of-zaldar' }
    ;(c.npcs['sample-rust-sentinel'] as Record<string, unknown>).hpMax = 'lots'
    expect(campaignPayloadIssues(c)).toEqual([])
    expect(checkCampaignPayloads(c)).toEqual({ ok: true, campaign: c, issues: [], upgraded: 0 })
  })
})
