/**
 * Snapshots in backups/: at open, every 10 minutes of changes, before a migration, before a
 * restore, and named ones the GM saves. After each new one the pruning policy (prune-policy.ts)
 * removes what it no longer keeps; named snapshots are never pruned.
 */
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from './atomic'
import { readBackupIndex, updateBackupIndex } from './backup-index'
import { DEFAULT_HISTORY_MAX_BYTES, planPrune } from './prune-policy'

export const BACKUP_DIR = 'backups'
/** The count limit older versions pruned to; only tests still ask for a count (`limit`). */
export const BACKUP_LIMIT = 30
export const BACKUP_INTERVAL_MS = 10 * 60 * 1000

export type BackupReason = 'open' | 'interval' | 'migration' | 'restore' | 'manual' | 'named'

export interface BackupInfo {
  name: string
  file: string
  reason: string
  /** When it was taken, from its name. */
  takenAt: Date
  bytes: number
}

const NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([a-z]+)(?:-\d+)?\.json$/

function stamp(d: Date): string {
  return d.toISOString().replace(/:/g, '-').replace('.', '-')
}

function parseStamp(s: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/.exec(s)
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : new Date(NaN)
}

/** Backups of a campaign folder, newest first. */
export function listBackups(dir: string): BackupInfo[] {
  const folder = join(dir, BACKUP_DIR)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .map((name) => ({ name, m: NAME.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map(({ name, m }) => {
      const file = join(folder, name)
      return {
        name,
        file,
        reason: m[2] as string,
        takenAt: parseStamp(m[1] as string),
        bytes: statSync(file).size,
      }
    })
    .sort((a, b) => b.name.localeCompare(a.name))
}

/**
 * Save `text` (a campaign file's content) as a new backup; returns it. Then prunes by the policy
 * (or, when `limit` is given, keeps only the newest `limit`, named ones aside). A named snapshot's
 * `label` goes into the index.
 */
export async function writeBackup(
  dir: string,
  text: string | Uint8Array,
  reason: BackupReason,
  now: Date,
  limit?: number,
  label?: string,
): Promise<BackupInfo> {
  const folder = join(dir, BACKUP_DIR)
  mkdirSync(folder, { recursive: true })
  let name = `${stamp(now)}-${reason}.json`
  for (let i = 2; existsSync(join(folder, name)); i++) name = `${stamp(now)}-${reason}-${i}.json`
  const file = join(folder, name)
  await writeFileAtomic(file, text)
  if (label !== undefined) updateBackupIndex(dir, (index) => void (index.labels[name] = label))
  if (limit === undefined) pruneBackupsByPolicy(dir, now)
  else pruneBackups(dir, limit)
  return {
    name,
    file,
    reason,
    takenAt: now,
    bytes: typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength,
  }
}

/** Keep the newest `limit` unnamed backups (and every named one); returns the names removed. */
export function pruneBackups(dir: string, limit = BACKUP_LIMIT): string[] {
  const unnamed = listBackups(dir).filter((b) => b.reason !== 'named')
  return removeBackups(dir, unnamed.slice(limit))
}

/** The size the GM lets the snapshots take together (the index's, else the default). */
export function historyMaxBytes(dir: string): number {
  return readBackupIndex(dir).maxBytes ?? DEFAULT_HISTORY_MAX_BYTES
}

/** Remove what the pruning policy no longer keeps at `now`; returns the names removed. */
export function pruneBackupsByPolicy(
  dir: string,
  now: Date,
  maxBytes = historyMaxBytes(dir),
): string[] {
  const list = listBackups(dir)
  const plan = planPrune(
    list.map((b) => ({ ...b, named: b.reason === 'named' })),
    now,
    maxBytes,
  )
  const gone = new Set(plan.prune.map((p) => p.name))
  return removeBackups(
    dir,
    list.filter((b) => gone.has(b.name)),
  )
}

function removeBackups(dir: string, backups: BackupInfo[]): string[] {
  const removed: string[] = []
  for (const b of backups) {
    try {
      unlinkSync(b.file)
      removed.push(b.name)
    } catch {
      // Already gone (another listing removed it): nothing to do.
    }
  }
  if (removed.length)
    updateBackupIndex(dir, (index) => {
      for (const name of removed) {
        delete index.labels[name]
        delete index.checks[name]
      }
    })
  return removed
}

export function readBackup(b: BackupInfo): Promise<Buffer> {
  return readFile(b.file)
}
