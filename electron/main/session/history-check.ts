/**
 * Checking the snapshots in backups/ for the History list: each is read and validated, and
 * summarized against the next older good one. Run in a worker thread (history-worker.ts) for
 * anything big, as a 5 MB snapshot takes 50 to 90 ms to parse alone; results are cached in the
 * backups index by name and size, so each file is read once.
 */
import { readFile } from 'node:fs/promises'
import type { Campaign } from '../../../shared/model'
import { summarizeChanges } from '../../../shared/sync/summary'
import type { SnapshotCheck } from '../persistence/backup-index'
import { readCampaignBytes, type CampaignProblem } from '../persistence/read'
import { appendedKeys, shareSameRecords } from '../persistence/record-lines'

/** A snapshot file as the check needs it. */
export interface SnapshotFile {
  name: string
  file: string
  bytes: number
}

/** Why a snapshot no longer validates, in words: its first problems, without the file's path. */
export function problemInWords(problem: CampaignProblem): string {
  const shown = problem.issues
    .slice(0, 3)
    .map((i) => (i.path === '$' ? i.message : `${i.path}: ${i.message}`))
  const more = problem.issues.length > 3 ? ` (and ${problem.issues.length - 3} more)` : ''
  return `${shown.join('; ')}${more}`
}

export type SnapshotRead =
  { ok: true; campaign: Campaign; text: string } | { ok: false; damaged: string }

export async function readSnapshot(b: { file: string }): Promise<SnapshotRead> {
  let bytes: Buffer
  try {
    bytes = await readFile(b.file)
  } catch (err) {
    return { ok: false, damaged: `it cannot be read (${(err as NodeJS.ErrnoException).code})` }
  }
  const read = readCampaignBytes(b.file, bytes)
  return read.ok
    ? { ok: true, campaign: read.campaign, text: read.text }
    : { ok: false, damaged: problemInWords(read.problem) }
}

/**
 * What changed from one snapshot to the next, in one line: the records whose lines the two files
 * share are not compared again (most of them, between two snapshots minutes apart), nor a changed
 * record's fields whose text is the same, and fog cells added at the end of a map's are counted
 * from the text.
 */
export function summarizeSnapshots(
  olderText: string,
  older: Campaign,
  newerText: string,
  newer: Campaign,
): string {
  return summarizeChanges(older, shareSameRecords(olderText, older, newerText, newer), appendedKeys)
    .line
}

/** What a summary is against: the next older good snapshot's name and size. */
export function againstOf(previous: { name: string; bytes: number } | null): string | null {
  return previous ? `${previous.name} ${previous.bytes}` : null
}

/** A cached check still holds: same size, and (when good) summarized against the same snapshot. */
export function checkHolds(
  cached: SnapshotCheck | undefined,
  bytes: number,
  against: string | null,
): cached is SnapshotCheck {
  return (
    cached !== undefined &&
    cached.bytes === bytes &&
    (cached.damaged !== null || cached.against === against)
  )
}

/**
 * Check, oldest first, every snapshot whose cached check no longer holds, telling each result as
 * it is found. `pause` runs between two snapshots (the main-thread fallback yields there).
 */
export async function checkSnapshots(
  oldestFirst: readonly SnapshotFile[],
  cached: Readonly<Record<string, SnapshotCheck>>,
  found: (name: string, check: SnapshotCheck) => void,
  pause: () => Promise<void> = async () => {},
): Promise<void> {
  let previous: { name: string; bytes: number; read: SnapshotRead | null } | null = null
  for (const b of oldestFirst) {
    const against = againstOf(previous)
    let check = Object.hasOwn(cached, b.name) ? cached[b.name] : undefined
    let read: SnapshotRead | null = null
    if (!checkHolds(check, b.bytes, against)) {
      read = await readSnapshot(b)
      if (read.ok) {
        let older = previous?.read ?? null
        if (previous && !older) {
          const name = previous.name
          older = await readSnapshot(oldestFirst.find((x) => x.name === name) as SnapshotFile)
        }
        const summary =
          older?.ok === true
            ? summarizeSnapshots(older.text, older.campaign, read.text, read.campaign)
            : null
        check = { bytes: b.bytes, damaged: null, against, summary }
      } else {
        check = { bytes: b.bytes, damaged: read.damaged, against: null, summary: null }
      }
      found(b.name, check)
      await pause()
    }
    if (check.damaged === null) previous = { name: b.name, bytes: b.bytes, read }
  }
}
