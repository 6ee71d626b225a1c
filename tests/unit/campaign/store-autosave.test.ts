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
  faults.log = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 })
  return { dir, store }
}

const onDisk = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')) as Campaign
const saves = () => statuses.filter((s) => s.saving).length
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
    for (const t of [0, 50, 100, 150, 200]) {
      await at(t)
      store.update(renamed(store.campaign, `At ${t}`))
    }
    await at(249)
    expect([onDisk(dir).name, saves()]).toEqual([ORIGINAL, 0])
    await at(250)
    expect([onDisk(dir).name, saves()]).toEqual(['At 200', 1])
    // The cap counts from the first change after a write, not from the first change ever.
    await at(260)
    store.update(renamed(store.campaign, 'After'))
    await at(359)
    expect([onDisk(dir).name, saves()]).toEqual(['At 200', 1])
    await at(360)
    expect([onDisk(dir).name, saves()]).toEqual(['After', 2])
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
    '%s fails: the old file stays whole, no temp file, the change stays dirty, and it is saved %i ms later',
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

describe('campaigns over SYNC_WRITE_MAX_BYTES', () => {
  it('up to the limit, the write is done before flush first yields', async () => {
    const { dir, store } = await openStore({ debounceMs: 10_000, maxDelayMs: 10_000 })
    vi.useRealTimers()
    store.update(campaignOfSize(store.campaign, 'Exactly', SYNC_WRITE_MAX_BYTES))
    const flushing = store.flush()
    expect(onDisk(dir).name).toBe('Exactly')
    await flushing
    expect(faults.log).toContain('renameSync tmp')
    expect(faults.log).not.toContain('rename tmp')
  })

  it('over it, the write is asynchronous, and an edit made during it stays dirty and is written next', async () => {
    const { dir, store } = await openStore({ debounceMs: 10_000, maxDelayMs: 10_000 })
    vi.useRealTimers()
    const big = campaignOfSize(store.campaign, 'Big', SYNC_WRITE_MAX_BYTES + 1)
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
    expect(readFileSync(join(dir, 'campaign.json')).length).toBe(SYNC_WRITE_MAX_BYTES + 1)
    expect(store.status()).toMatchObject({ dirty: true, saving: false, error: null })
    await store.flush()
    expect(onDisk(dir).name).toBe('Edited during the save')
    expect(store.status()).toMatchObject({ dirty: false, saving: false })
  })
})
