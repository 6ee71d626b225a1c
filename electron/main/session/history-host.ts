/**
 * The campaign's history on disk as the GM works with it: the snapshots in backups/ listed with
 * what changed between them, named save points, a read-only look at one, taking one thing back from
 * it, restoring it whole, and the size the snapshots may take. The campaign manager plugs these
 * into `session.host.history` while a folder is open.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
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
import { readBackupIndex, updateBackupIndex, writeBackupIndex } from '../persistence/backup-index'
import { listBackups, pruneBackupsByPolicy, type BackupInfo } from '../persistence/backups'
import { DEFAULT_HISTORY_MAX_BYTES, planPrune } from '../persistence/prune-policy'
import { readCampaignBytes, type CampaignProblem } from '../persistence/read'
import type { CampaignStore } from '../persistence/store'
import type { CampaignHistory } from './history'
import type { HistoryHandlers } from './history-slot'

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

/** Why a snapshot no longer validates, in words: its first problems, without the file's path. */
export function problemInWords(problem: CampaignProblem): string {
  const shown = problem.issues
    .slice(0, 3)
    .map((i) => (i.path === '$' ? i.message : `${i.path}: ${i.message}`))
  const more = problem.issues.length > 3 ? ` (and ${problem.issues.length - 3} more)` : ''
  return `${shown.join('; ')}${more}`
}

type Read = { ok: true; campaign: Campaign } | { ok: false; damaged: string }

async function readSnapshot(b: BackupInfo): Promise<Read> {
  let bytes: Buffer
  try {
    bytes = await readFile(b.file)
  } catch (err) {
    return { ok: false, damaged: `it cannot be read (${(err as NodeJS.ErrnoException).code})` }
  }
  const read = readCampaignBytes(b.file, bytes)
  return read.ok
    ? { ok: true, campaign: read.campaign }
    : { ok: false, damaged: problemInWords(read.problem) }
}

export interface HistoryHostOptions {
  now?: () => Date
}

/** The history handlers over an open store and the session's command history. */
export function historyHandlers(
  store: CampaignStore,
  history: CampaignHistory,
  options: HistoryHostOptions = {},
): HistoryHandlers {
  const dir = store.dir
  const now = () => options.now?.() ?? new Date()

  /** The snapshots, newest first, each checked (from the index's cache where it still holds). */
  async function list(previewMaxBytes?: number): Promise<HistoryList> {
    const backups = listBackups(dir)
    const index = readBackupIndex(dir)
    let dirty = false
    const infos = new Map<string, SnapshotInfo>()
    // Oldest first: each summary is against the next older good snapshot.
    let previous: { name: string; bytes: number; campaign: Campaign | null } | null = null
    for (const b of [...backups].reverse()) {
      const cached = index.checks[b.name]
      // Name and size: a summary against a file that changed since is computed again.
      const against = previous ? `${previous.name} ${previous.bytes}` : null
      let check = cached
      let campaign: Campaign | null = null
      const fresh =
        cached !== undefined &&
        cached.bytes === b.bytes &&
        (cached.damaged !== null || cached.against === against)
      if (!fresh) {
        const read = await readSnapshot(b)
        if (read.ok) {
          campaign = read.campaign
          let older = previous?.campaign ?? null
          if (previous && !older) {
            const again = await readSnapshot(
              backups.find((x) => x.name === previous?.name) as BackupInfo,
            )
            older = again.ok ? again.campaign : null
          }
          const summary = older ? summarizeChanges(older, campaign).line : null
          check = { bytes: b.bytes, damaged: null, against, summary }
        } else {
          check = { bytes: b.bytes, damaged: read.damaged, against: null, summary: null }
        }
        index.checks[b.name] = check
        dirty = true
      }
      const c = check as NonNullable<typeof check>
      if (c.damaged === null) previous = { name: b.name, bytes: b.bytes, campaign }
      const named = b.reason === 'named'
      infos.set(b.name, {
        name: b.name,
        takenAt: b.takenAt.toISOString(),
        reason: (REASONS.has(b.reason) ? b.reason : 'manual') as SnapshotReason,
        label: named ? (index.labels[b.name] ?? LOST_LABEL) : null,
        bytes: b.bytes,
        damaged: c.damaged,
        summary: c.damaged === null ? c.summary : null,
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
    return {
      snapshots: backups.map((b) => infos.get(b.name) as SnapshotInfo),
      maxBytes,
      totalBytes: plan.totalBytes,
      keptBytes: plan.keptBytes,
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
