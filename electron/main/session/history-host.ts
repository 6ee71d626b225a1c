/**
 * The campaign's history on disk as the GM works with it: the snapshots in backups/ listed with
 * what changed between them, named save points, a read-only look at one, taking one thing back from
 * it, restoring it whole, and the size the snapshots may take. The campaign manager plugs these
 * into `session.host.history` while a folder is open.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type {
  HistoryList,
  SnapshotInfo,
  SnapshotReason,
} from '../../../shared/api/contract/history'
import { sizeInWords, type Campaign } from '../../../shared/model'
import { summarizeChanges } from '../../../shared/sync/summary'
import { CommandRejected, type Command } from '../commands/command'
import { takeBackCommand } from '../commands/history/take-back'
import { assetFileName } from '../persistence/asset-names'
import {
  readBackupIndex,
  updateBackupIndex,
  writeBackupIndex,
  type SnapshotCheck,
} from '../persistence/backup-index'
import { listBackups, pruneBackupsByPolicy, type BackupInfo } from '../persistence/backups'
import { DEFAULT_HISTORY_MAX_BYTES, planPrune } from '../persistence/prune-policy'
import type { CampaignStore } from '../persistence/store'
import { againstOf, checkHolds, checkSnapshots, readSnapshot } from './history-check'
import { SnapshotChecker } from './history-checker'
import type { CampaignHistory } from './history'
import type { HistoryHandlers } from './history-slot'

export { problemInWords } from './history-check'

const REASONS: ReadonlySet<string> = new Set<SnapshotReason>([
  'open',
  'interval',
  'migration',
  'restore',
  'named',
  'manual',
])

/** A named snapshot whose name the index lost (its reason is in its file name). */
export const LOST_LABEL = '(name lost)'

/**
 * Snapshots still to check that weigh this much together at most are checked at once, on the
 * main thread (a few small files take a few ms); more go to the worker and the list fills in.
 */
export const INLINE_CHECK_MAX_BYTES = 1024 * 1024

export interface HistoryHostOptions {
  now?: () => Date
  /** Tests: the most the list checks at once, on the main thread (default INLINE_CHECK_MAX_BYTES). */
  inlineCheckMaxBytes?: number
}

/** The history handlers over an open store and the session's command history. */
export function historyHandlers(
  store: CampaignStore,
  history: CampaignHistory,
  options: HistoryHostOptions = {},
): HistoryHandlers {
  const dir = store.dir
  const now = () => options.now?.() ?? new Date()
  const inlineMax = options.inlineCheckMaxBytes ?? INLINE_CHECK_MAX_BYTES
  // What the worker finds goes into the index when its batch ends (never for a campaign this build
  // cannot play, whose folder is left as it is, nor once the folder is closed).
  const checker = new SnapshotChecker(() => {
    if (store.isClosed) return checker.found.clear()
    if (store.status().readOnly || checker.found.size === 0) return
    const found = new Map(checker.found)
    const names = new Set(listBackups(dir).map((b) => b.name))
    updateBackupIndex(dir, (index) => {
      for (const [name, check] of found) if (names.has(name)) index.checks[name] = check
    })
    for (const name of found.keys()) checker.found.delete(name)
  })

  /**
   * The snapshots, newest first, each checked from the index's cache where it still holds; the
   * others are checked at once when they are small, else in the background, listed meanwhile as
   * pending (the renderer asks again until `checking` is null).
   */
  async function list(previewMaxBytes?: number): Promise<HistoryList> {
    if (store.isClosed) checker.stop()
    const backups = listBackups(dir)
    const index = readBackupIndex(dir)
    let dirty = false
    const oldestFirst = [...backups].reverse()
    const known = (): Record<string, SnapshotCheck> => ({
      ...index.checks,
      ...Object.fromEntries(checker.found),
    })
    /** The checks that hold, walking oldest first; a pending one is taken as good meanwhile. */
    const walk = (checks: Record<string, SnapshotCheck>) => {
      const held = new Map<string, SnapshotCheck>()
      const pending: BackupInfo[] = []
      let previous: { name: string; bytes: number } | null = null
      for (const b of oldestFirst) {
        const check = Object.hasOwn(checks, b.name) ? checks[b.name] : undefined
        if (checkHolds(check, b.bytes, againstOf(previous))) held.set(b.name, check)
        else pending.push(b)
        if (!held.has(b.name) || held.get(b.name)?.damaged === null)
          previous = { name: b.name, bytes: b.bytes }
      }
      return { held, pending }
    }
    let { held, pending } = walk(known())
    if (pending.length > 0 && !checker.progress) {
      const weight = pending.reduce((n, b) => n + b.bytes, 0)
      if (weight <= inlineMax) {
        await checkSnapshots(oldestFirst, known(), (name, check) => {
          index.checks[name] = check
          dirty = true
        })
        ;({ held, pending } = walk(known()))
      } else {
        checker.start({ oldestFirst, cached: known() }, pending.length)
      }
    }
    const waiting = new Set(pending.map((b) => b.name))
    const infos = new Map<string, SnapshotInfo>()
    for (const b of backups) {
      const c = held.get(b.name) ?? index.checks[b.name]
      const named = b.reason === 'named'
      const isPending = waiting.has(b.name)
      infos.set(b.name, {
        name: b.name,
        takenAt: b.takenAt.toISOString(),
        reason: (REASONS.has(b.reason) ? b.reason : 'manual') as SnapshotReason,
        label: named ? (index.labels[b.name] ?? LOST_LABEL) : null,
        bytes: b.bytes,
        damaged: isPending ? null : (c?.damaged ?? null),
        summary: isPending || !c || c.damaged !== null ? null : c.summary,
        pending: isPending,
        willPrune: false,
      })
    }
    // What the index remembers of files that are gone is dropped.
    for (const record of [index.checks, index.labels])
      for (const name of Object.keys(record))
        if (!infos.has(name)) {
          delete record[name]
          dirty = true
        }
    // A campaign this build cannot play is left exactly as it is: its checks are not cached.
    if (dirty && !store.status().readOnly) writeBackupIndex(dir, index)
    const maxBytes = previewMaxBytes ?? index.maxBytes ?? DEFAULT_HISTORY_MAX_BYTES
    const plan = planPrune(
      backups.map((b) => ({ ...b, named: b.reason === 'named' })),
      now(),
      maxBytes,
    )
    for (const p of plan.prune) {
      const info = infos.get(p.name)
      if (info) info.willPrune = true
    }
    const progress = checker.progress
    return {
      snapshots: backups.map((b) => infos.get(b.name) as SnapshotInfo),
      maxBytes,
      totalBytes: plan.totalBytes,
      keptBytes: plan.keptBytes,
      checking: pending.length === 0 ? null : (progress ?? { done: 0, total: pending.length }),
    }
  }

  function backupOrThrow(name: string): BackupInfo {
    const b = listBackups(dir).find((x) => x.name === name)
    if (!b) throw new CommandRejected(`There is no snapshot called ${name} in this campaign.`)
    return b
  }

  async function infoOf(name: string): Promise<SnapshotInfo> {
    const info = (await list()).snapshots.find((s) => s.name === name)
    if (!info) throw new CommandRejected(`There is no snapshot called ${name} in this campaign.`)
    return info
  }

  /** The snapshot's campaign, or a refusal naming why it cannot be opened. */
  async function openSnapshot(name: string): Promise<Campaign> {
    const read = await readSnapshot(backupOrThrow(name))
    if (!read.ok) throw new CommandRejected(`This snapshot cannot be opened: ${read.damaged}`)
    return read.campaign
  }

  /** Pictures a snapshot names that are no longer in the assets folder: it would not open. */
  function requirePictures(campaign: Campaign, assetIds: string[]): void {
    for (const id of assetIds) {
      const asset = Object.hasOwn(campaign.assets, id) ? campaign.assets[id] : undefined
      if (!asset || existsSync(join(dir, 'assets', assetFileName(asset)))) continue
      throw new CommandRejected(
        `the picture "${asset.name || id}" this snapshot uses is no longer in the campaign's assets folder; nothing was changed`,
      )
    }
  }

  return {
    'history:list': (input) => list(input.maxBytes),

    'history:snapshot': async (input) => {
      const saved = await store.backupNow('named', input.label)
      return { snapshot: await infoOf(saved.name) }
    },

    'history:preview': async (input) => {
      const campaign = await openSnapshot(input.name)
      const summary = summarizeChanges(campaign, history.state)
      return {
        snapshot: await infoOf(input.name),
        campaign,
        changes: summary.items,
        line: summary.line,
      }
    },

    'history:takeBack': async (input) => {
      const campaign = await openSnapshot(input.name)
      if (input.kind === 'map' && Object.hasOwn(campaign.maps, input.id)) {
        const assetId = campaign.maps[input.id]?.background?.assetId
        requirePictures(campaign, assetId === undefined ? [] : [assetId])
      }
      const command = takeBackCommand(campaign, input.kind, input.id)
      const done = history.execute(command)
      const label = done.changed ? (history.history().undoLabel ?? command.label) : command.label
      return { changed: done.changed, label }
    },

    'history:restore': async (input) => {
      const b = backupOrThrow(input.name)
      const campaign = await openSnapshot(input.name)
      requirePictures(campaign, Object.keys(campaign.assets))
      const label = readBackupIndex(dir).labels[b.name]
      const saved = await store.backupNow('restore')
      const restore: Command = {
        label: label
          ? `Restore snapshot "${label}"`
          : `Restore the snapshot of ${b.takenAt.toISOString().slice(0, 16).replace('T', ' ')}`,
        run: () => ({ state: campaign }),
      }
      history.execute(restore)
      await store.flush()
      return { saved: await infoOf(saved.name) }
    },

    'history:setPolicy': async (input) => {
      updateBackupIndex(dir, (index) => void (index.maxBytes = input.maxBytes))
      const removed = pruneBackupsByPolicy(dir, now(), input.maxBytes)
      if (removed.length)
        console.info(
          `history: pruned ${removed.length} snapshot(s) to keep under ${sizeInWords(input.maxBytes)}`,
        )
      return list()
    },
  }
}
