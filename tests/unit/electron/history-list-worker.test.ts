/**
 * A History list too big to check at once: it answers at once with the snapshots pending, checks
 * them in a worker thread (the real one, its source run through tsx), fills in as asked again, and
 * caches what it found so the next list is whole at once. Its summaries are those of checking
 * everything on the main thread.
 */
import { cpSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HistoryList } from '../../../shared/api/contract/history'
import { readBackupIndex } from '../../../electron/main/persistence/backup-index'
import { listBackups } from '../../../electron/main/persistence/backups'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { historyHandlers } from '../../../electron/main/session/history-host'
import { SnapshotChecker } from '../../../electron/main/session/history-checker'
import { createSession } from '../../../electron/main/session/session'
import { demoFolder, tempRoot } from '../campaign/fixtures'

const stores: CampaignStore[] = []
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close()
})

/** A folder with four snapshots, each a little different from the one before. */
async function folderWithSnapshots(): Promise<string> {
  const dir = demoFolder()
  let t = Date.parse('2026-12-02T10:00:00.000Z')
  const store = await CampaignStore.open(dir, {
    debounceMs: 1,
    maxDelayMs: 5,
    now: () => new Date((t += 1000)),
  })
  await store.backedUp()
  for (let i = 0; i < 3; i++) {
    const c = store.campaign
    store.update({
      ...c,
      notes: { ...c.notes, [`n${i}`]: { id: `n${i}`, title: `Note ${i}`, body: '', gmOnly: true } },
    })
    await store.backupNow('named', `step ${i}`)
  }
  await store.close()
  return dir
}

async function handlersFor(dir: string, inlineCheckMaxBytes: number, at = '2026-12-02T11:00:00Z') {
  const store = await CampaignStore.open(dir, { now: () => new Date(at) })
  stores.push(store)
  await store.backedUp()
  const session = createSession(store.campaign)
  return historyHandlers(store, session.history, { inlineCheckMaxBytes })
}

const lines = (l: HistoryList) => l.snapshots.map((s) => [s.name, s.damaged !== null, s.summary])

/** Break the second oldest snapshot: it lists as damaged, and the next is compared past it. */
function damageOne(dir: string): void {
  const names = readdirSync(join(dir, 'backups'))
    .filter((n) => n.endsWith('.json') && n !== 'index.json')
    .sort()
  writeFileSync(join(dir, 'backups', names[1]!), '{"broken"')
}

describe('a History list checked in the background', () => {
  it('shows at once, fills in, and matches checking everything at once', async () => {
    const dir = await folderWithSnapshots()
    damageOne(dir)
    const copy = join(tempRoot(), 'copy')
    cpSync(dir, copy, { recursive: true })
    const inline = await (await handlersFor(copy, Infinity))['history:list']({})
    expect(inline.checking).toBeNull()
    expect(inline.snapshots.filter((s) => s.damaged).length).toBe(1)

    const warn = vi.spyOn(console, 'warn')
    const h = await handlersFor(dir, 0)
    const first = await h['history:list']({})
    expect(first.checking).toEqual({ done: 0, total: inline.snapshots.length })
    expect(first.snapshots.every((s) => s.pending && s.summary === null)).toBe(true)
    let last = first
    await vi.waitFor(
      async () => {
        last = await h['history:list']({})
        expect(last.checking).toBeNull()
      },
      { timeout: 30_000, interval: 50 },
    )
    expect(last.snapshots.some((s) => s.pending)).toBe(false)
    expect(lines(last)).toEqual(lines(inline))
    // The worker did it: nothing fell back to the main thread.
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
    expect(last.snapshots.filter((s) => s.summary !== null).length).toBe(3)
    // What the worker found is cached: opened again, only the new open snapshot is to check.
    expect(Object.keys(readBackupIndex(dir).checks).sort()).toEqual(
      last.snapshots.map((s) => s.name).sort(),
    )
    for (const s of stores.splice(0)) await s.close()
    const again = await (await handlersFor(dir, 0, '2026-12-02T12:00:00Z'))['history:list']({})
    expect(again.snapshots.filter((s) => s.pending).map((s) => s.reason)).toEqual(['open'])
  }, 60_000)

  it('checks on the main thread, yielding between snapshots, when no worker can start', async () => {
    const dir = await folderWithSnapshots()
    const oldestFirst = listBackups(dir).reverse()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let ticks = 0
    const ticker = setInterval(() => ticks++, 0)
    const checker = await new Promise<SnapshotChecker>((resolve) => {
      const c: SnapshotChecker = new SnapshotChecker(
        () => resolve(c),
        () => null,
      )
      c.start({ oldestFirst, cached: {} }, oldestFirst.length)
      expect(c.progress).toEqual({ done: 0, total: oldestFirst.length })
    })
    clearInterval(ticker)
    warn.mockRestore()
    expect([...checker.found.keys()].sort()).toEqual(oldestFirst.map((b) => b.name).sort())
    expect([...checker.found.values()].filter((c) => c.summary !== null)).toHaveLength(3)
    expect(checker.progress).toBeNull()
    // Timers ran between the snapshots: the main thread was never held for the whole batch.
    expect(ticks).toBeGreaterThan(0)
  })
})
