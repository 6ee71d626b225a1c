import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listBackups, writeBackup } from '../../../electron/main/persistence/backups'
import { CampaignLockedError, LOCK_FILE } from '../../../electron/main/persistence/lock'
import {
  CampaignOpenError,
  CampaignStore,
  serializeCampaign,
} from '../../../electron/main/persistence/store'
import { CURRENT_SCHEMA_VERSION, type Campaign } from '../../../shared/model'
import { demoCampaign, demoFolder, V1_FIXTURE, writeCampaignFile } from './fixtures'

const open: CampaignStore[] = []
afterEach(async () => {
  for (const s of open.splice(0)) await s.close().catch(() => {})
})

async function openStore(dir: string, options = {}): Promise<CampaignStore> {
  const s = await CampaignStore.open(dir, { debounceMs: 5, maxDelayMs: 20, ...options })
  open.push(s)
  return s
}

function fileBytes(dir: string): Buffer {
  return readFileSync(join(dir, 'campaign.json'))
}

function renamed(c: Campaign, name: string): Campaign {
  return { ...c, name }
}

const demoText = serializeCampaign(demoCampaign())
const BROKEN: [string, string | Buffer, string, string][] = [
  ['an empty file', '', '$', 'the file is empty'],
  ['whitespace only', '  \n\t', '$', 'the file is empty'],
  ['a truncated file', demoText.slice(0, 700), '$', 'the file looks truncated'],
  ['invalid JSON', '{"schemaVersion": 2, name: "x"}', '$', 'not valid JSON'],
  [
    'NUL bytes',
    Buffer.concat([Buffer.from(demoText.slice(0, 300)), Buffer.alloc(64)]),
    '$',
    'NUL bytes from offset 300',
  ],
  ['a JSON array', '[1,2,3]', '$', 'expected a JSON object'],
  [
    'no schemaVersion',
    JSON.stringify({ ...demoCampaign(), schemaVersion: undefined }),
    '$.schemaVersion',
    'whole number',
  ],
  ['a schema error', demoText.replace('"cols":18', '"cols":-3'), '$.maps.causeway.cols', ''],
  [
    'a dangling reference',
    demoText.replace('"activeMapId": "causeway"', '"activeMapId": "nowhere"'),
    '$.activeMapId',
    'no map with id "nowhere"',
  ],
  [
    'a newer schemaVersion',
    demoText.replace(`"schemaVersion": ${CURRENT_SCHEMA_VERSION}`, '"schemaVersion": 99'),
    '$.schemaVersion',
    'version 99 was written by a newer app',
  ],
]

describe('opening a broken campaign', () => {
  it.each(BROKEN)(
    '%s: names the file, the path and the problem, and writes nothing',
    async (_what, content, path, message) => {
      const dir = demoFolder()
      const good = await openStore(dir)
      await good.close()
      writeCampaignFile(dir, content)
      const before = fileBytes(dir)
      const backupsBefore = readdirSync(join(dir, 'backups')).sort()
      const err = await CampaignStore.open(dir).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(CampaignOpenError)
      const e = err as CampaignOpenError
      expect(e.message).toContain(join(dir, 'campaign.json'))
      expect(e.problem.issues.some((i) => i.path === path && i.message.includes(message))).toBe(
        true,
      )
      expect(fileBytes(dir).equals(before)).toBe(true)
      expect(readdirSync(join(dir, 'backups')).sort()).toEqual(backupsBefore)
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
      if (e.problem.kind === 'newer') {
        expect(e.backup).toBeNull()
      } else {
        // The open above left a good backup: it is offered.
        expect(e.backup?.campaign.name).toBe(demoCampaign().name)
      }
    },
  )

  it('names a missing asset', async () => {
    const dir = demoFolder()
    const c = demoCampaign()
    const id = 'a'.repeat(64)
    c.assets[id] = { id, type: 'image/png', bytes: 10, name: 'map.png' }
    writeCampaignFile(dir, serializeCampaign(c))
    const err = (await CampaignStore.open(dir).catch((e: unknown) => e)) as CampaignOpenError
    expect(err.problem.kind).toBe('asset')
    expect(err.message).toContain(`assets/${id}.png is missing`)
  })

  it('offers the newest backup that loads, skipping broken ones', async () => {
    const dir = demoFolder()
    await writeBackup(
      dir,
      serializeCampaign(renamed(demoCampaign(), 'Older good')),
      'manual',
      new Date('2026-01-01T00:00:00Z'),
    )
    await writeBackup(dir, '{broken', 'manual', new Date('2026-01-02T00:00:00Z'))
    writeCampaignFile(dir, 'garbage')
    const err = (await CampaignStore.open(dir).catch((e: unknown) => e)) as CampaignOpenError
    expect(err.backup?.campaign.name).toBe('Older good')
    expect(err.backup?.info.name).toMatch(/^2026-01-01T00-00-00-000Z-manual/)
  })
})

describe('opening a good campaign', () => {
  it('accepts a file an editor saved with a byte-order mark', async () => {
    const dir = demoFolder()
    writeCampaignFile(dir, '\uFEFF' + demoText)
    const store = await openStore(dir)
    expect(store.campaign.name).toBe(demoCampaign().name)
  })
})

describe('one writer per campaign', () => {
  it('refuses a second store on the same folder with a clear message', async () => {
    const dir = demoFolder()
    await openStore(dir)
    const err = await CampaignStore.open(dir).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(CampaignLockedError)
    expect((err as Error).message).toMatch(/already open in process \d+ on /)
  })

  it('refuses a lock held by another live process, and takes over one left by a dead process', async () => {
    const dir = demoFolder()
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: hostname(), since: 'earlier' }),
    )
    await expect(CampaignStore.open(dir)).rejects.toThrow('already open in process 1')
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: 'earlier' }),
    )
    const store = await openStore(dir)
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    await store.close()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })
})

describe('autosave', () => {
  it('coalesces a burst of changes into one write and reports saved', async () => {
    const dir = demoFolder()
    const statuses: { dirty: boolean; saving: boolean }[] = []
    const store = await openStore(dir, {
      onStatus: (s: { dirty: boolean; saving: boolean }) => statuses.push(s),
    })
    let c = store.campaign
    for (let i = 0; i < 50; i++) {
      c = renamed(c, `Name ${i}`)
      store.update(c)
    }
    await store.flush()
    expect(statuses.filter((s) => s.saving).length).toBe(1)
    expect(store.status()).toMatchObject({ dirty: false, saving: false, error: null })
    expect(JSON.parse(fileBytes(dir).toString()).name).toBe('Name 49')
  })

  it('keeps the change in memory and dirty when a write fails, and saves it on the next try', async () => {
    const dir = demoFolder()
    const store = await openStore(dir, { debounceMs: 1000, maxDelayMs: 1000 })
    rmSync(join(dir, 'campaign.json'))
    mkdirSync(join(dir, 'campaign.json'))
    store.update(renamed(store.campaign, 'Precious'))
    await expect(store.flush()).rejects.toThrow()
    expect(store.status().dirty).toBe(true)
    expect(store.status().error).toContain('could not save')
    expect(store.campaign.name).toBe('Precious')
    rmSync(join(dir, 'campaign.json'), { recursive: true })
    await store.flush()
    expect(store.status()).toMatchObject({ dirty: false, error: null })
    expect(JSON.parse(fileBytes(dir).toString()).name).toBe('Precious')
  })

  it('clears temp files a crash left behind when it opens', async () => {
    const dir = demoFolder()
    writeFileSync(join(dir, '.campaign.json.999.1.tmp'), '{"half":')
    mkdirSync(join(dir, 'backups'), { recursive: true })
    writeFileSync(join(dir, 'backups', '.x.json.999.2.tmp'), 'partial')
    writeFileSync(join(dir, 'notes.tmp'), 'not ours')
    await (await openStore(dir)).backedUp()
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual(['notes.tmp'])
    expect(readdirSync(join(dir, 'backups')).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})

describe('backups', () => {
  it('takes one at open, holding the file as it was', async () => {
    const dir = demoFolder()
    const before = fileBytes(dir)
    await (await openStore(dir)).backedUp()
    const [b] = listBackups(dir)
    expect(b?.reason).toBe('open')
    expect(readFileSync(b!.file).equals(before)).toBe(true)
  })

  it('takes one after ten minutes of changes, of the state before the write', async () => {
    const dir = demoFolder()
    let now = new Date('2026-03-01T10:00:00Z')
    const store = await openStore(dir, { now: () => now })
    store.update(renamed(store.campaign, 'First'))
    await store.flush()
    expect(listBackups(dir).map((b) => b.reason)).toEqual(['open'])
    now = new Date('2026-03-01T10:10:00Z')
    store.update(renamed(store.campaign, 'Second'))
    await store.flush()
    const latest = listBackups(dir)[0]!
    expect(latest.reason).toBe('interval')
    expect(JSON.parse(readFileSync(latest.file, 'utf8')).name).toBe('First')
  })

  it('prunes the oldest beyond the limit', async () => {
    const dir = demoFolder()
    for (let i = 0; i < 6; i++)
      await writeBackup(dir, demoText, 'manual', new Date(Date.UTC(2026, 0, 1 + i)), 4)
    expect(listBackups(dir).map((b) => b.takenAt.toISOString().slice(0, 10))).toEqual([
      '2026-01-06',
      '2026-01-05',
      '2026-01-04',
      '2026-01-03',
    ])
  })

  it('restore brings back the chosen backup, not the newest, after backing up the current state', async () => {
    const dir = demoFolder()
    let now = new Date('2026-03-01T10:00:00Z')
    const store = await openStore(dir, { now: () => now })
    const backupNamed = async (name: string, minute: number) => {
      store.update(renamed(store.campaign, name))
      now = new Date(Date.UTC(2026, 2, 1, 10, minute))
      return store.backupNow('manual')
    }
    const chosen = await backupNamed('Chosen', 1)
    await backupNamed('Newer', 2)
    await backupNamed('Current', 3)
    expect(listBackups(dir).map((b) => b.reason)).toEqual(['manual', 'manual', 'manual', 'open'])
    now = new Date('2026-03-01T10:04:00Z')
    const restored = await store.restore(chosen.name)
    expect(restored.name).toBe('Chosen')
    expect(store.campaign.name).toBe('Chosen')
    expect(JSON.parse(fileBytes(dir).toString()).name).toBe('Chosen')
    expect(store.status()).toMatchObject({ dirty: false, error: null })
    const [restoreBackup] = listBackups(dir)
    expect(restoreBackup?.reason).toBe('restore')
    expect(JSON.parse(readFileSync(restoreBackup!.file, 'utf8')).name).toBe('Current')
  })

  it('restore refuses a backup name that does not exist, and one that does not load', async () => {
    const dir = demoFolder()
    const store = await openStore(dir)
    await expect(store.restore('nowhere.json')).rejects.toThrow(
      `${dir}: no backup named nowhere.json`,
    )
    const broken = await writeBackup(dir, '{broken', 'manual', new Date('2030-01-01T00:00:00Z'))
    await expect(store.restore(broken.name)).rejects.toThrow('cannot restore')
    expect(JSON.parse(fileBytes(dir).toString()).name).toBe(demoCampaign().name)
    expect(listBackups(dir).some((b) => b.reason === 'restore')).toBe(false)
  })
})

describe('migration', () => {
  it('backs up a version 1 file, then writes it as the current version with its notes kept', async () => {
    const dir = demoFolder()
    const v1 = readFileSync(V1_FIXTURE)
    writeCampaignFile(dir, v1)
    const store = await openStore(dir)
    expect(store.campaign.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
    const onDisk = JSON.parse(fileBytes(dir).toString()) as Campaign
    expect(onDisk.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
    expect(onDisk.notes['campaign-notes']?.body).toBe(JSON.parse(v1.toString()).gmNotes)
    const backup = listBackups(dir).find((b) => b.reason === 'migration')!
    expect(readFileSync(backup.file).equals(v1)).toBe(true)
  })
})

describe('create', () => {
  it('refuses a folder that is not empty, and makes a valid campaign in a new one', async () => {
    const dir = demoFolder()
    await expect(CampaignStore.create(dir, demoCampaign())).rejects.toThrow('not empty')
    const fresh = join(dir, '..', 'fresh')
    const store = await CampaignStore.create(fresh, { ...demoCampaign(), name: 'Fresh' })
    open.push(store)
    expect(JSON.parse(fileBytes(fresh).toString()).name).toBe('Fresh')
    expect(existsSync(join(fresh, 'assets'))).toBe(true)
  })
})
