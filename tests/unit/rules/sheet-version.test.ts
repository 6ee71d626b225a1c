/**
 * Library sheets across a change of their ruleset's sheet format, on the pure read path: a sheet
 * written in an older format is migrated before its schema reads it (and the campaign counts as
 * migrated), one from a newer format refuses the campaign as a newer file does, and a migration
 * that fails names the sheet. The ruleset is Trail's second edition (tests/support), whose sheet
 * version 2 renamed version 1's `grit` to `stamina`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCampaignBytes } from '../../../electron/main/persistence/read'
import { newCampaign, readCampaign } from '../../../shared/model'
import {
  checkCampaignPayloads,
  registerRuleset,
  sheetVersionOf,
  unregisterRuleset,
} from '../../../shared/rules'
import { TRAIL_V2_ID, trailV2Ruleset } from '../../support/trail-v2-ruleset'

beforeAll(() => registerRuleset(trailV2Ruleset))
afterAll(() => unregisterRuleset(TRAIL_V2_ID))

/** A Trail (second edition) campaign as campaign.json holds it, with these library sheets. */
function campaignJson(npcs: Record<string, unknown>, pcs: Record<string, unknown> = {}): string {
  const c = newCampaign({ id: 'pass', name: 'Over the Pass', rulesetId: TRAIL_V2_ID })
  return JSON.stringify({ ...c, npcs, pcs })
}

function checked(text: string) {
  const read = readCampaign(JSON.parse(text))
  if (!read.ok) throw new Error(JSON.stringify(read.issues))
  return checkCampaignPayloads(read.campaign)
}

const ORK_V1 = { id: 'ork', name: 'Ork', grit: 3 }
const ASH_V2 = { id: 'ash', name: 'Ash', stamina: 4, sheetVersion: 2 }

describe('a sheet written in an older sheet format', () => {
  it('is migrated before its schema reads it, and marked as written in the current format', () => {
    const c = checked(campaignJson({ ork: ORK_V1 }, { ash: ASH_V2 }))
    expect(c.issues).toEqual([])
    expect(c.ok && c.upgraded).toBe(1)
    // Version 1 recorded no version; migrate renamed grit 3 to stamina 3.
    expect(c.campaign?.npcs.ork).toEqual({ id: 'ork', name: 'Ork', stamina: 3, sheetVersion: 2 })
    // Already in version 2: read as it is.
    expect(c.campaign?.pcs.ash).toEqual(ASH_V2)
  })

  it('makes the campaign read as migrated, though its schema version is current', () => {
    const text = campaignJson({ ork: ORK_V1 })
    const read = readCampaignBytes('campaign.json', Buffer.from(text))
    if (!read.ok) throw new Error(JSON.stringify(read.problem))
    expect(read.migratedFrom).toBeNull()
    expect(read.sheetsUpgraded).toBe(1)
    expect(read.migrated).toBe(true)
    expect((read.campaign.npcs.ork as Record<string, unknown>).stamina).toBe(3)
  })

  it('leaves a campaign whose sheets are all current as it is, not migrated', () => {
    const text = campaignJson({}, { ash: ASH_V2 })
    const read = readCampaignBytes('campaign.json', Buffer.from(text))
    if (!read.ok) throw new Error(JSON.stringify(read.problem))
    expect(read.migrated).toBe(false)
    expect(read.sheetsUpgraded).toBe(0)
    expect(read.campaign.pcs.ash).toEqual(ASH_V2)
  })
})

describe('a sheet that cannot be read in this version', () => {
  it('refuses a sheet from a newer format, naming it and both versions, as a newer file', () => {
    const text = campaignJson({ ork: { ...ORK_V1, stamina: 3, sheetVersion: 3 } })
    const c = checked(text)
    expect(c.ok).toBe(false)
    expect(!c.ok && c.newer).toBe(true)
    expect(c.issues).toEqual([
      {
        path: '$.npcs.ork',
        message:
          'the NPC "Ork" was written in sheet version 3 by a newer app (this one reads up to sheet version 2); open it there, or update this app',
      },
    ])
    const read = readCampaignBytes('campaign.json', Buffer.from(text))
    expect(!read.ok && read.problem.kind).toBe('newer')
  })

  it('names the sheet and the migration error when migrate throws', () => {
    const text = campaignJson({}, { ash: { id: 'ash', name: 'Ash' } })
    const c = checked(text)
    expect(!c.ok && c.newer).toBe(false)
    expect(c.issues).toEqual([
      {
        path: '$.pcs.ash',
        message:
          'the player character "Ash" could not be brought from sheet version 1 to 2: a version 1 Trail sheet has grit, and this one has none',
      },
    ])
    const read = readCampaignBytes('campaign.json', Buffer.from(text))
    expect(!read.ok && read.problem.kind).toBe('schema')
    expect(!read.ok && read.problem.issues[0]?.message).toContain('the player character "Ash"')
  })

  it('names the field the schema refuses in what migrate gave, and says it came from the upgrade', () => {
    // grit 11 becomes stamina 11; version 2 takes a stamina of 1 to 10.
    const c = checked(campaignJson({ ork: { ...ORK_V1, grit: 11 } }))
    expect(c.ok).toBe(false)
    expect(c.issues).toHaveLength(1)
    expect(c.issues[0]?.path).toBe('$.npcs.ork.stamina')
    expect(c.issues[0]?.message).toMatch(/after its upgrade from sheet version 1 to 2\)$/)
  })

  it('refuses a sheet version that is not a whole number from 1, on the model', () => {
    const text = campaignJson({ ork: { ...ORK_V1, sheetVersion: '2' } })
    const read = readCampaign(JSON.parse(text))
    expect(read.ok).toBe(false)
    expect(!read.ok && read.issues).toEqual([
      { path: '$.npcs.ork.sheetVersion', message: 'a sheet version must be a whole number from 1' },
    ])
  })
})

describe('sheetVersionOf', () => {
  it.each([
    [{}, 1],
    [{ sheetVersion: 2 }, 2],
    [{ sheetVersion: 0 }, null],
    [{ sheetVersion: 1.5 }, null],
    [{ sheetVersion: '2' }, null],
    ['not a sheet', 1],
  ])('reads %j as %s', (raw, version) => {
    expect(sheetVersionOf(raw)).toBe(version)
  })
})
