/**
 * Opening a campaign folder whose library holds sheets of another sheet format: older sheets are
 * migrated, and the original file is backed up first as for any migration; a sheet from a newer
 * format, or one whose migration fails, keeps the campaign closed with the file and backups as
 * they were. Trail's second edition (tests/support) renamed version 1's `grit` to `stamina`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { listBackups } from '../../../electron/main/persistence/backups'
import { runCampaignCli } from '../../../electron/main/persistence/cli'
import { LOCK_FILE } from '../../../electron/main/persistence/lock'
import { CampaignOpenError, CampaignStore } from '../../../electron/main/persistence/store'
import { newCampaign } from '../../../shared/model'
import { registerRuleset, unregisterRuleset } from '../../../shared/rules'
import { TRAIL_V2_ID, trailV2Ruleset } from '../../support/trail-v2-ruleset'
import { tempRoot } from './fixtures'

beforeAll(() => registerRuleset(trailV2Ruleset))
afterAll(() => unregisterRuleset(TRAIL_V2_ID))

const open: CampaignStore[] = []
afterEach(async () => {
  for (const s of open.splice(0)) await s.close().catch(() => {})
})

/** A campaign folder whose campaign.json holds these NPCs as they are. */
function folder(npcs: Record<string, unknown>): string {
  const dir = join(tempRoot(), 'pass')
  for (const sub of ['assets', 'backups']) mkdirSync(join(dir, sub), { recursive: true })
  const c = newCampaign({ id: 'pass', name: 'Over the Pass', rulesetId: TRAIL_V2_ID })
  writeFileSync(join(dir, 'campaign.json'), JSON.stringify({ ...c, npcs }, null, 2))
  return dir
}

const fileOf = (dir: string) => readFileSync(join(dir, 'campaign.json'))

describe('opening a campaign with sheets of an older format', () => {
  it('backs up the file as it was, then writes the sheets migrated and marked current', async () => {
    const dir = folder({ ork: { id: 'ork', name: 'Ork', grit: 3 } })
    const before = fileOf(dir)
    const store = await CampaignStore.open(dir)
    open.push(store)
    expect(store.opened.migrated).toBe(true)
    const migrated = { id: 'ork', name: 'Ork', stamina: 3, sheetVersion: 2 }
    expect(store.campaign.npcs.ork).toEqual(migrated)
    const onDisk = JSON.parse(fileOf(dir).toString()) as { npcs: Record<string, unknown> }
    expect(onDisk.npcs.ork).toEqual(migrated)
    const backups = listBackups(dir)
    expect(backups.map((b) => b.reason)).toEqual(['migration'])
    expect(readFileSync(backups[0]!.file).equals(before)).toBe(true)
  })

  it('opens sheets already in the current format without migrating anything', async () => {
    const dir = folder({ ork: { id: 'ork', name: 'Ork', stamina: 3, sheetVersion: 2 } })
    const before = fileOf(dir)
    const store = await CampaignStore.open(dir)
    open.push(store)
    expect(store.opened.migrated).toBe(false)
    await store.backedUp()
    expect(fileOf(dir).equals(before)).toBe(true)
    expect(listBackups(dir).map((b) => b.reason)).toEqual(['open'])
  })
})

describe('a sheet the open cannot bring to the current format', () => {
  it.each([
    [
      'a sheet of a newer format',
      { id: 'ork', name: 'Ork', stamina: 3, sheetVersion: 3 },
      'newer',
      'the NPC "Ork" was written in sheet version 3 by a newer app (this one reads up to sheet version 2)',
    ],
    [
      'a sheet whose migration throws',
      { id: 'ork', name: 'Ork' },
      'schema',
      'the NPC "Ork" could not be brought from sheet version 1 to 2: a version 1 Trail sheet has grit',
    ],
    [
      'a sheet whose migration the schema refuses',
      { id: 'ork', name: 'Ork', grit: 11 },
      'schema',
      '(after its upgrade from sheet version 1 to 2)',
    ],
  ])('%s: refused with the sheet named, nothing written', async (_what, ork, kind, message) => {
    const dir = folder({ ork })
    const before = fileOf(dir)
    const err = await CampaignStore.open(dir).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(CampaignOpenError)
    const e = err as CampaignOpenError
    expect(e.problem.kind).toBe(kind)
    expect(e.message).toContain(message)
    expect(e.backup).toBeNull()
    expect(fileOf(dir).equals(before)).toBe(true)
    expect(readdirSync(join(dir, 'backups'))).toEqual([])
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })
})

describe('npm run campaign validate', () => {
  it('says how many sheets opening will migrate, and writes nothing', async () => {
    const dir = folder({
      ork: { id: 'ork', name: 'Ork', grit: 3 },
      wolf: { id: 'wolf', name: 'Wolf', grit: 2 },
      bear: { id: 'bear', name: 'Bear', stamina: 5, sheetVersion: 2 },
    })
    const before = fileOf(dir)
    const out: string[] = []
    const code = await runCampaignCli(['validate', dir], { out: (l) => out.push(l), err: () => {} })
    expect(code).toBe(0)
    // Ork and Wolf record no version (1); Bear is already in version 2.
    expect(out[0]).toContain('(2 library sheets in an older format; opening it will migrate them)')
    expect(fileOf(dir).equals(before)).toBe(true)
  })
})
