/**
 * The store's life outside the autosave timing: what open finds (no folder, a file, stale temp
 * files, a campaign of a ruleset this build does not know), what it reports of the file it read,
 * create, close, the written-listener and backupNow.
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  mkdtempSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readBackupIndex } from '../../../electron/main/persistence/backup-index'
import { listBackups } from '../../../electron/main/persistence/backups'
import { LOCK_FILE } from '../../../electron/main/persistence/lock'
import {
  CampaignOpenError,
  CampaignStore,
  serializeCampaign,
  type StoreOptions,
  type StoreStatus,
  type WrittenFile,
} from '../../../electron/main/persistence/store'
import { CURRENT_SCHEMA_VERSION, type Campaign } from '../../../shared/model'
import { demoCampaign, demoFolder, V1_FIXTURE, writeCampaignFile } from './fixtures'

const open: CampaignStore[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const s of open.splice(0)) await s.close().catch(() => {})
})

async function openStore(dir: string, options: StoreOptions = {}): Promise<CampaignStore> {
  const s = await CampaignStore.open(dir, { debounceMs: 10_000, maxDelayMs: 10_000, ...options })
  open.push(s)
  return s
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const fileBytes = (dir: string) => readFileSync(join(dir, 'campaign.json'))
const onDisk = (dir: string) => JSON.parse(fileBytes(dir).toString()) as Campaign
const renamed = (c: Campaign, name: string): Campaign => ({ ...c, name })
const UNKNOWN = 'no-such-ruleset'
const READ_ONLY = `This campaign plays "${UNKNOWN}", which this version of Blue Box GM does not know: it is open read-only.`

describe('open', () => {
  it('a folder that does not exist: said so, no backup offered, nothing made', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bb-store-')), 'gone')
    const err = await CampaignStore.open(dir).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(CampaignOpenError)
    expect((err as CampaignOpenError).name).toBe('CampaignOpenError')
    expect((err as CampaignOpenError).problem).toEqual({
      file: dir,
      kind: 'missing',
      issues: [{ path: '$', message: 'no such campaign folder' }],
    })
    expect((err as CampaignOpenError).backup).toBeNull()
    expect(existsSync(dir)).toBe(false)
  })

  it('a file where the folder should be: said so, the file untouched', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bb-store-')), 'campaign')
    writeFileSync(dir, 'a plain file')
    const err = (await CampaignStore.open(dir).catch((e: unknown) => e)) as CampaignOpenError
    expect(err.problem).toEqual({
      file: dir,
      kind: 'missing',
      issues: [{ path: '$', message: 'not a folder' }],
    })
    expect(err.backup).toBeNull()
    expect(readFileSync(dir, 'utf8')).toBe('a plain file')
  })

  it("removes the undo journal's and the backups' temp files, and nothing else", async () => {
    const dir = demoFolder()
    mkdirSync(join(dir, 'backups'))
    const keep = ['undo-history.json', 'notes.tmp', '.undo-history.json.tmp~']
    for (const name of [...keep, '.undo-history.json.77.1.tmp']) writeFileSync(join(dir, name), 'x')
    const keepInBackups = ['plain.tmp', '.hidden', '.hidden.tmp.bak']
    for (const name of [...keepInBackups, '.2026-01-01.json.77.3.tmp'])
      writeFileSync(join(dir, 'backups', name), 'x')
    await (await openStore(dir)).backedUp()
    expect(readdirSync(dir).sort()).toEqual(
      ['assets', 'backups', 'campaign.json', LOCK_FILE, ...keep].sort(),
    )
    const backups = readdirSync(join(dir, 'backups'))
    expect(backups.filter((f) => !f.endsWith('-open.json')).sort()).toEqual(keepInBackups.sort())
  })

  it('reports the hash of the file as read, and that it was not migrated', async () => {
    const dir = demoFolder()
    const before = fileBytes(dir)
    const store = await openStore(dir)
    expect(store.opened).toEqual({ sha256: sha256(before), migrated: false })
  })

  it('reports a migrated file as migrated, with the hash of the old file', async () => {
    const dir = demoFolder()
    const v1 = readFileSync(V1_FIXTURE)
    writeCampaignFile(dir, v1)
    const store = await openStore(dir)
    expect(store.opened).toEqual({ sha256: sha256(v1), migrated: true })
    expect(fileBytes(dir).equals(v1)).toBe(false)
  })
})

describe('a campaign of a ruleset this build does not know', () => {
  async function readOnlyStore(): Promise<{ dir: string; store: CampaignStore; before: Buffer }> {
    const dir = demoFolder()
    writeCampaignFile(dir, serializeCampaign({ ...demoCampaign(), rulesetId: UNKNOWN }))
    const before = fileBytes(dir)
    const store = await openStore(dir)
    return { dir, store, before }
  }

  it('opens read-only: no backup, the file as it was, and the reason in the status', async () => {
    const { dir, store, before } = await readOnlyStore()
    expect(store.status().readOnly).toBe(READ_ONLY)
    expect(store.opened).toEqual({ sha256: sha256(before), migrated: false })
    expect(existsSync(join(dir, 'backups'))).toBe(false)
    await store.close()
    expect(fileBytes(dir).equals(before)).toBe(true)
  })

  it('refuses edits and backups with the reason, and writes nothing', async () => {
    const { dir, store, before } = await readOnlyStore()
    const statuses: StoreStatus[] = []
    store.statusListener = (s) => statuses.push(s)
    expect(() => store.update(renamed(store.campaign, 'Edited'))).toThrow(READ_ONLY)
    expect(store.campaign.name).toBe(demoCampaign().name)
    await expect(store.backupNow()).rejects.toThrow(READ_ONLY)
    await store.flush()
    expect(statuses).toEqual([])
    expect(fileBytes(dir).equals(before)).toBe(true)
    expect(listBackups(dir)).toEqual([])
  })
})

describe('create', () => {
  it('refuses a campaign of an older schema version, making nothing', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bb-store-')), 'new')
    const old = {
      ...demoCampaign(),
      schemaVersion: CURRENT_SCHEMA_VERSION - 1,
    } as unknown as Campaign
    await expect(CampaignStore.create(dir, old)).rejects.toThrow(
      'a new campaign must be of the current schema version',
    )
    expect(existsSync(dir)).toBe(false)
  })

  it('uses a folder that exists and is empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bb-store-'))
    const store = await CampaignStore.create(dir, renamed(demoCampaign(), 'In place'))
    open.push(store)
    expect(onDisk(dir).name).toBe('In place')
  })

  it('makes the assets and backups folders even when open takes no backup', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bb-store-')), 'new')
    const store = await CampaignStore.create(dir, { ...demoCampaign(), rulesetId: UNKNOWN })
    open.push(store)
    expect(store.status().readOnly).toBe(READ_ONLY)
    expect(readdirSync(dir).sort()).toEqual(
      ['assets', 'backups', 'campaign.json', LOCK_FILE].sort(),
    )
    expect(readdirSync(join(dir, 'backups'))).toEqual([])
  })
})

describe('status', () => {
  it('tells a rename while already dirty, and nothing for another edit of the same name', async () => {
    const statuses: StoreStatus[] = []
    const store = await openStore(demoFolder(), { onStatus: (s) => statuses.push(s) })
    const c = store.campaign
    store.update(renamed(c, 'One'))
    store.update(renamed(c, 'One'))
    store.update(renamed(c, 'Two'))
    expect(statuses.map((s) => [s.dirty, s.name])).toEqual([
      [true, 'One'],
      [true, 'Two'],
    ])
  })
})

describe('close', () => {
  it('writes what is pending, then refuses edits', async () => {
    const dir = demoFolder()
    const store = await openStore(dir)
    store.update(renamed(store.campaign, 'Closing'))
    await store.close()
    expect(onDisk(dir).name).toBe('Closing')
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    expect(() => store.update(renamed(store.campaign, 'After'))).toThrow(`${dir} is closed`)
    await store.close()
    expect(onDisk(dir).name).toBe('Closing')
  })
})

describe('the written-listener', () => {
  it('is told each good write, with the state written and the hash of the bytes on disk', async () => {
    const dir = demoFolder()
    const store = await openStore(dir)
    // The hash is asked for at once and awaited later: the next write must not change it.
    const told: { name: string; sha: Promise<string>; disk: string }[] = []
    store.writtenListener = (w: WrittenFile) =>
      told.push({ name: w.campaign.name, sha: w.sha256(), disk: sha256(fileBytes(dir)) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const name of ['A', 'B']) {
      store.update(renamed(store.campaign, name))
      await store.flush()
    }
    expect(told.map((t) => t.name)).toEqual(['A', 'B'])
    for (const t of told) expect(await t.sha).toBe(t.disk)
    expect(await told[0]!.sha).not.toBe(await told[1]!.sha)
    expect(warn).not.toHaveBeenCalled()
  })

  it('a listener that throws is warned about; the write stands', async () => {
    const dir = demoFolder()
    const store = await openStore(dir)
    store.writtenListener = () => {
      throw new Error('boom')
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    store.update(renamed(store.campaign, 'Kept'))
    await store.flush()
    expect(warn.mock.calls).toEqual([[`after saving ${join(dir, 'campaign.json')}: boom`]])
    expect(onDisk(dir).name).toBe('Kept')
    expect(store.status()).toMatchObject({ dirty: false, error: null })
  })

  it('no listener: a write warns about nothing', async () => {
    const store = await openStore(demoFolder())
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    store.update(renamed(store.campaign, 'Quiet'))
    await store.flush()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('backupNow', () => {
  it('holds the file exactly as it is on disk, however it was formatted, as a manual backup', async () => {
    const dir = demoFolder()
    // On one line: not as the store would write it.
    const text = JSON.stringify(demoCampaign())
    expect(text).not.toBe(serializeCampaign(demoCampaign()))
    writeCampaignFile(dir, text)
    const store = await openStore(dir)
    const b = await store.backupNow()
    expect(b.reason).toBe('manual')
    expect(readFileSync(b.file).equals(Buffer.from(text))).toBe(true)
  })

  it('writes the pending change first and backs that up; a named one keeps its label', async () => {
    const dir = demoFolder()
    const store = await openStore(dir)
    store.update(renamed(store.campaign, 'Pending'))
    const b = await store.backupNow('named', 'Before the dragon')
    expect(onDisk(dir).name).toBe('Pending')
    expect(readFileSync(b.file).equals(fileBytes(dir))).toBe(true)
    expect(b.reason).toBe('named')
    expect(readBackupIndex(dir).labels[b.name]).toBe('Before the dragon')
  })
})
