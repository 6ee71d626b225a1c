/**
 * backups/index.json: what the snapshot files themselves cannot say. The names the GM gave named
 * snapshots, the size the GM lets the snapshots take, and per file what was found the last time
 * it was read (whether it validates, and its summary against the snapshot before it), keyed by
 * name and size so a changed file is read again. The index is a cache plus labels: a missing or
 * broken one is rebuilt empty, and a named snapshot keeps its reason in its file name.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileAtomicSync } from './atomic'

export const BACKUP_INDEX_FILE = 'index.json'

/** What reading one snapshot found. */
export interface SnapshotCheck {
  /** The file's size when it was read: a different size means a different file. */
  bytes: number
  /** Why it no longer validates, in words; null: it is good. */
  damaged: string | null
  /** The snapshot it was compared with (name and size), and the summary of that comparison. */
  against: string | null
  summary: string | null
}

export interface BackupIndex {
  /** The GM's size for all snapshots together; null: the default. */
  maxBytes: number | null
  /** Named snapshots' names, by file name. */
  labels: Record<string, string>
  checks: Record<string, SnapshotCheck>
}

export function emptyBackupIndex(): BackupIndex {
  return { maxBytes: null, labels: {}, checks: {} }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function readCheck(v: unknown): SnapshotCheck | null {
  if (!isObject(v)) return null
  const { bytes, damaged, against, summary } = v
  const text = (x: unknown) => x === null || typeof x === 'string'
  if (typeof bytes !== 'number' || !text(damaged) || !text(against) || !text(summary)) return null
  return {
    bytes,
    damaged: damaged as string | null,
    against: against as string | null,
    summary: summary as string | null,
  }
}

/** The index of a campaign folder's backups; whatever of it cannot be read is left out. */
export function readBackupIndex(dir: string): BackupIndex {
  const file = join(dir, 'backups', BACKUP_INDEX_FILE)
  const index = emptyBackupIndex()
  if (!existsSync(file)) return index
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return index
  }
  if (!isObject(raw)) return index
  if (typeof raw.maxBytes === 'number' && Number.isFinite(raw.maxBytes) && raw.maxBytes > 0)
    index.maxBytes = raw.maxBytes
  if (isObject(raw.labels))
    for (const [name, label] of Object.entries(raw.labels))
      if (typeof label === 'string') index.labels[name] = label
  if (isObject(raw.checks))
    for (const [name, v] of Object.entries(raw.checks)) {
      const check = readCheck(v)
      if (check) index.checks[name] = check
    }
  return index
}

export function writeBackupIndex(dir: string, index: BackupIndex): void {
  const folder = join(dir, 'backups')
  mkdirSync(folder, { recursive: true })
  writeFileAtomicSync(join(folder, BACKUP_INDEX_FILE), `${JSON.stringify(index, null, 1)}\n`)
}

/** Read, change and write the index in one go. */
export function updateBackupIndex(dir: string, change: (index: BackupIndex) => void): BackupIndex {
  const index = readBackupIndex(dir)
  change(index)
  writeBackupIndex(dir, index)
  return index
}
