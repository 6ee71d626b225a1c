/**
 * Rolling snapshots in backups/: at open, every 10 minutes of changes, before a migration and
 * before a restore. The oldest beyond the limit are pruned.
 */
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from './atomic'

export const BACKUP_DIR = 'backups'
export const BACKUP_LIMIT = 30
export const BACKUP_INTERVAL_MS = 10 * 60 * 1000

export type BackupReason = 'open' | 'interval' | 'migration' | 'restore' | 'manual'

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

/** Save `text` (a campaign file's content) as a new backup; returns it. Prunes the oldest. */
export async function writeBackup(
  dir: string,
  text: string | Uint8Array,
  reason: BackupReason,
  now: Date,
  limit = BACKUP_LIMIT,
): Promise<BackupInfo> {
  const folder = join(dir, BACKUP_DIR)
  mkdirSync(folder, { recursive: true })
  let name = `${stamp(now)}-${reason}.json`
  for (let i = 2; existsSync(join(folder, name)); i++) name = `${stamp(now)}-${reason}-${i}.json`
  const file = join(folder, name)
  await writeFileAtomic(file, text)
  pruneBackups(dir, limit)
  return {
    name,
    file,
    reason,
    takenAt: now,
    bytes: typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength,
  }
}

export function pruneBackups(dir: string, limit = BACKUP_LIMIT): string[] {
  const removed: string[] = []
  for (const b of listBackups(dir).slice(limit)) {
    unlinkSync(b.file)
    removed.push(b.name)
  }
  return removed
}

export function readBackup(b: BackupInfo): Promise<Buffer> {
  return readFile(b.file)
}
