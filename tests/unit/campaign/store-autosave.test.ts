/**
 * When the store writes: the debounce, the max-delay cap, the retry after a failed write (with
 * faults injected into the fs calls of the atomic write), and the asynchronous path for campaigns
 * over SYNC_WRITE_MAX_BYTES. Timers and Date are faked after open, so each test says at which
 * millisecond a write happens.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CampaignStore,
  RETRY_MS,
  SYNC_WRITE_MAX_BYTES,
  serializeCampaign,
  type StoreOptions,
  type StoreStatus,
} from '../../../electron/main/persistence/store'
import type { Campaign } from '../../../shared/model'
import { faults, resetFaults } from './fault-fs'
import { demoCampaign, demoFolder } from './fixtures'

vi.mock('node:fs', async (real) => (await import('./fault-fs')).wrapFs(await real()))
vi.mock('node:fs/promises', async (real) =>
  (await import('./fault-fs')).wrapFsPromises(await real()),
)

const ORIGINAL = demoCampaign().name
const open: CampaignStore[] = []
let statuses: StoreStatus[] = []

beforeEach(() => {
  resetFaults()
  statuses = []
})
afterEach(async () => {
  vi.useRealTimers()
  resetFaults()
  for (const s of open.splice(0)) await s.close().catch(() => {})
})

/** Open a demo folder's store with real timers, then fake them from t = 0. */
async function openStore(options: StoreOptions): Promise<{ dir: string; store: CampaignStore }> {
  const dir = demoFolder()
  const store = await CampaignStore.open(dir, { ...options, onStatus: (s) => statuses.push(s) })
  open.push(store)
  // The open backup is written in the background with real timers; the clock starts after it.
  await store.backedUp()
  faults.log = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 })
  return { dir, store }
}

const onDisk = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')) as Campaign
/** Writes started: each status that turns `saving` on (an edit during a save is told saving too). */
const saves = () => statuses.filter((s, i) => s.saving && !statuses[i - 1]?.saving).length
const renamed = (c: Campaign, name: string): Campaign => ({ ...c, name })
/** Move the fake clock to `t` ms after open, running the timers and promises due on the way. */
const at = (t: number) => vi.advanceTimersByTimeAsync(t - Date.now())

describe('debounce and max delay', () => {
  it('writes a lone change once the quiet time has passed, not before', async () => {
    const { dir, store } = await openStore({ debounceMs: 100, maxDelayMs: 1000 })
    store.update(renamed(store.campaign, 'Lone'))
    await at(99)
    expect([onDisk(dir).name, saves()]).toEqual([ORIGINAL, 0])
    await at(100)
    expect([onDisk(dir).name, saves()]).toEqual(['Lone', 1])
    expect(store.status()).toMatchObject({ dirty: false, saving: false, error: null })
    // Saved: nothing is left scheduled.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('each change restarts the quiet time', async () => {
    const { dir, store } = await openStore({ debounceMs: 100, maxDelayMs: 1000 })
    store.update(renamed(store.campaign, 'First'))
    await at(99)
    store.update(renamed(store.campaign, 'Second'))
    await at(198)
    expect([onDisk(dir).name, saves()]).toEqual([ORIGINAL, 0])
    await at(199)
    expect([onDisk(dir).name, saves()]).toEqual(['Second', 1])
  })

  it('a steady stream of changes is written at the max delay after the first one', async () => {
    const { dir, store } = await openStore({ debounceMs: 100, maxDelayMs: 250 })
    for (const t of [10, 60, 110, 160, 210]) {
      await at(t)
      store.update(renamed(store.campaign, `At ${t}`))
    }
    await at(259)
    expect([onDisk(dir).name, saves()]).toEqual([ORIGINAL, 0])
    await at(260)
    expect([onDisk(dir).name, saves()]).toEqual(['At 210', 1])
    // The cap counts from the first change after a write, not from the first change ever.
    await at(270)
    store.update(renamed(store.campaign, 'After'))
    await at(369)
    expect([onDisk(dir).name, saves()]).toEqual(['At 210', 1])
    await at(370)
    expect([onDisk(dir).name, saves()]).toEqual(['After', 2])
  })

  it('a flush writes what is pending at once and cancels the timer', async () => {
    const { dir, store } = await openStore({ debounceMs: 100, maxDelayMs: 1000 })
    store.update(renamed(store.campaign, 'Flushed'))
    expect(vi.getTimerCount()).toBe(1)
    await store.flush()
    expect([onDisk(dir).name, saves(), vi.getTimerCount()]).toEqual(['Flushed', 1, 0])
  })

  it('two flushes at once make one write; a flush with nothing pending writes nothing', async () => {
    const { dir, store } = await openStore({ debounceMs: 100, maxDelayMs: 1000 })
    store.update(renamed(store.campaign, 'Once'))
    await Promise.all([store.flush(), store.flush()])
    expect(onDisk(dir).name).toBe('Once')
    expect(faults.log.filter((l) => l === 'renameSync tmp')).toHaveLength(1)
    faults.log = []
    await store.flush()
    expect([saves(), faults.log]).toEqual([1, []])
  })

  it('handing the same state again schedules nothing', async () => {
    const { store } = await openStore({ debounceMs: 10, maxDelayMs: 10 })
    store.update(store.campaign)
    await at(1000)
    expect([saves(), store.status().dirty]).toEqual([0, false])
  })
})

/** The calls of one synchronous atomic write of campaign.json, as the fake fs logs them. */
const FAULTS: [string, boolean][] = [
  ['writevSync tmp', false],
  ['fsyncSync tmp', false],
  ['renameSync tmp', false],
  // The folder's fsync comes after the rename: the file is already the new one.
  ['fsyncSync dir', true],
]

describe('a failed write', () => {
  it.each(FAULTS)(
    '%s fails: the old file stays whole, no temp file, the change stays dirty, and it is saved RETRY_MS later',
    async (call, renamedAlready) => {
      const { dir, store } = await openStore({ debounceMs: 0, maxDelayMs: 0 })
      const before = readFileSync(join(dir, 'campaign.json'))
      faults.fail = call
      store.update(renamed(store.campaign, 'Precious'))
      await at(0)
      expect(faults.log).toContain(call)
      expect(saves()).toBe(1)
      expect(store.status()).toMatchObject({ dirty: true, saving: false })
      expect(store.status().error).toBe(
        `could not save ${join(dir, 'campaign.json')}: EIO: injected fault in ${call}`,
      )
      expect(store.campaign.name).toBe('Precious')
      if (renamedAlready) expect(onDisk(dir).name).toBe('Precious')
      else expect(readFileSync(join(dir, 'campaign.json')).equals(before)).toBe(true)
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])

      // No retry before RETRY_MS, however short the debounce: a full disk is not hammered.
      await at(RETRY_MS - 1)
      expect(saves()).toBe(1)
      await at(RETRY_MS)
      expect(saves()).toBe(2)
      expect(onDisk(dir).name).toBe('Precious')
      expect(store.status()).toMatchObject({ dirty: false, saving: false, error: null })
      // Saved: nothing more is tried.
      await at(10 * RETRY_MS)
      expect(saves()).toBe(2)
    },
  )

  it('after a failure the max delay counts from the failed write: a later edit does not push it back', async () => {
    const { dir, store } = await openStore({ debounceMs: 100, maxDelayMs: 500 })
    faults.fail = 'renameSync tmp'
    store.update(renamed(store.campaign, 'A'))
    await at(100)
    expect([saves(), store.status().dirty]).toEqual([1, true])
    // Edited 450 ms after the failure: its quiet time would end at 650, the cap (100 + 500) first.
    await at(550)
    store.update(renamed(store.campaign, 'B'))
    await at(599)
    expect(saves()).toBe(1)
    await at(600)
    expect([saves(), onDisk(dir).name, store.status().dirty]).toEqual([2, 'B', false])
  })

  it('a failed close leaves no retry: nothing is written once the lock is released', async () => {
    const { dir, store } = await openStore({ debounceMs: 10_000, maxDelayMs: 10_000 })
    const before = readFileSync(join(dir, 'campaign.json'))
    faults.fail = 'renameSync tmp'
    faults.times = 2
    store.update(renamed(store.campaign, 'Unsaved'))
    await expect(store.close()).rejects.toThrow('injected fault in renameSync tmp')
    expect(readdirSync(dir)).not.toContain('.campaign.lock')
    expect(vi.getTimerCount()).toBe(0)
    // A flush of the closed store that fails schedules no retry either.
    await expect(store.flush()).rejects.toThrow('injected fault in renameSync tmp')
    expect(vi.getTimerCount()).toBe(0)
    await at(10 * RETRY_MS)
    await store.close()
    expect(saves()).toBe(2)
    expect(readFileSync(join(dir, 'campaign.json')).equals(before)).toBe(true)
  })

  it('a flush after a failure writes at once, and the pending retry then finds nothing to do', async () => {
    const { dir, store } = await openStore({ debounceMs: 0, maxDelayMs: 0 })
    faults.fail = 'renameSync tmp'
    store.update(renamed(store.campaign, 'Flushed'))
    await expect(store.flush()).rejects.toThrow('injected fault in renameSync tmp')
    expect(store.status().dirty).toBe(true)
    await store.flush()
    expect([onDisk(dir).name, saves(), store.status().dirty]).toEqual(['Flushed', 2, false])
    await at(10 * RETRY_MS)
    expect(saves()).toBe(2)
  })
})

/** The demo campaign with a note making its file exactly `bytes` long. */
function campaignOfSize(base: Campaign, name: string, bytes: number): Campaign {
  const note = { id: 'big', title: 'Big', body: '', gmOnly: true }
  const with0 = { ...base, name, notes: { ...base.notes, big: note } }
  const pad = bytes - Buffer.byteLength(serializeCampaign(with0))
  const c = { ...with0, notes: { ...base.notes, big: { ...note, body: 'x'.repeat(pad) } } }
  expect(Buffer.byteLength(serializeCampaign(c))).toBe(bytes)
  return c
}

/** 8 MiB: the documented threshold, written out rather than read from the code. */
const EIGHT_MB = 8 * 1024 * 1024

describe('campaigns over SYNC_WRITE_MAX_BYTES', () => {
  it('the threshold is 8 MiB', () => {
    expect(SYNC_WRITE_MAX_BYTES).toBe(EIGHT_MB)
  })

  it('up to the limit, the write is done before flush first yields', async () => {
    const { dir, store } = await openStore({ debounceMs: 10_000, maxDelayMs: 10_000 })
    vi.useRealTimers()
    store.update(campaignOfSize(store.campaign, 'Exactly', EIGHT_MB))
    const flushing = store.flush()
    expect(onDisk(dir).name).toBe('Exactly')
    await flushing
    expect(faults.log).toContain('renameSync tmp')
    expect(faults.log).not.toContain('rename tmp')
  })

  it('over it, the write is asynchronous, and an edit made during it stays dirty and is written next', async () => {
    const { dir, store } = await openStore({ debounceMs: 10_000, maxDelayMs: 10_000 })
    vi.useRealTimers()
    const big = campaignOfSize(store.campaign, 'Big', EIGHT_MB + 1)
    store.update(big)
    const flushing = store.flush()
    // Nothing is on disk yet: the save is under way when the GM edits again.
    expect(onDisk(dir).name).toBe(ORIGINAL)
    expect(store.status().saving).toBe(true)
    store.update(renamed(big, 'Edited during the save'))
    await flushing
    expect(faults.log).toContain('rename tmp')
    expect(faults.log).not.toContain('renameSync tmp')
    expect(onDisk(dir).name).toBe('Big')
    expect(readFileSync(join(dir, 'campaign.json')).length).toBe(EIGHT_MB + 1)
    expect(store.status()).toMatchObject({ dirty: true, saving: false, error: null })
    await store.flush()
    expect(onDisk(dir).name).toBe('Edited during the save')
    expect(store.status()).toMatchObject({ dirty: false, saving: false })
  })

  it('an edit made during the save waits its quiet time after the save ends', async () => {
    const { dir, store } = await openStore({ debounceMs: 100, maxDelayMs: 1000 })
    const big = campaignOfSize(store.campaign, 'Big', EIGHT_MB + 1)
    store.update(big)
    const flushing = store.flush()
    store.update(renamed(big, 'Edited at 0'))
    // The save takes 50 ms of the clock: the edit's quiet time now ends at 150, not 100.
    vi.advanceTimersByTime(50)
    await flushing
    expect([onDisk(dir).name, saves(), store.status().dirty]).toEqual(['Big', 1, true])
    await at(149)
    expect(saves()).toBe(1)
    await at(150)
    expect(saves()).toBe(2)
    await store.flush()
    expect([onDisk(dir).name, store.status().dirty]).toEqual(['Edited at 0', false])
  })
})

describe('the backup taken at open', () => {
  /** Open without waiting for the open backup, and with real timers. */
  async function openNow(): Promise<{ dir: string; store: CampaignStore; before: Buffer }> {
    const dir = demoFolder()
    const before = readFileSync(join(dir, 'campaign.json'))
    const store = await CampaignStore.open(dir, { onStatus: (s) => statuses.push(s) })
    open.push(store)
    return { dir, store, before }
  }
  const backupsOf = (dir: string) =>
    readdirSync(join(dir, 'backups')).filter((f) => f.endsWith('-open.json'))

  it('is written after open returns, and a save made at once waits for it', async () => {
    const { dir, store, before } = await openNow()
    // Open has returned; the backup is still on its way to the disk.
    expect(backupsOf(dir)).toEqual([])
    store.update(renamed(store.campaign, 'At once'))
    await store.flush()
    const [backup] = backupsOf(dir)
    expect(readFileSync(join(dir, 'backups', backup!)).equals(before)).toBe(true)
    expect(onDisk(dir).name).toBe('At once')
    const synced = faults.log.indexOf('handle.sync tmp')
    const replaced = faults.log.indexOf('renameSync tmp')
    expect(synced).toBeGreaterThanOrEqual(0)
    expect(replaced).toBeGreaterThan(synced)
  })

  it('failing is shown at once; campaign.json is not replaced until a backup is on disk', async () => {
    faults.fail = 'handle.sync tmp'
    faults.times = 2
    const { dir, store, before } = await openNow()
    await vi.waitFor(() =>
      expect(store.status().error).toMatch(/could not back up .* as it was opened: EIO/),
    )
    store.update(renamed(store.campaign, 'Blocked'))
    // The save takes the backup again first; that fails too, so nothing is replaced.
    await expect(store.flush()).rejects.toThrow(/as it was opened: EIO/)
    expect(readFileSync(join(dir, 'campaign.json')).equals(before)).toBe(true)
    expect(backupsOf(dir)).toEqual([])
    expect(store.status()).toMatchObject({ dirty: true })
    // The disk recovers: the next save writes the backup, then the campaign.
    await store.flush()
    const [backup] = backupsOf(dir)
    expect(readFileSync(join(dir, 'backups', backup!)).equals(before)).toBe(true)
    expect(onDisk(dir).name).toBe('Blocked')
    expect(store.status().error).toBeNull()
  })
})
