/**
 * One writer per campaign: a lock file in the campaign folder, created exclusively. A lock left
 * by a process that no longer runs on this machine is taken over; any other is refused with who
 * holds it.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

export const LOCK_FILE = '.campaign.lock'

export class CampaignLockedError extends Error {
  override name = 'CampaignLockedError'
}

interface LockInfo {
  pid: number
  host: string
  since: string
}

export interface CampaignLock {
  readonly file: string
  release(): void
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>
    if (typeof info.pid === 'number' && typeof info.host === 'string') {
      return { pid: info.pid, host: info.host, since: String(info.since ?? '') }
    }
  } catch {
    // unreadable: treated as stale below
  }
  return null
}

/**
 * Create the lock with its content in one step: a hard link of a finished temp file either
 * appears whole or fails with EEXIST, so nobody ever reads a half-written (seemingly stale) lock.
 */
function createLock(file: string, info: LockInfo): void {
  const tmp = `${file}.${process.pid}.${Math.floor(performance.now() * 1000)}.tmp`
  writeFileSync(tmp, JSON.stringify(info))
  try {
    linkSync(tmp, file)
  } finally {
    unlinkSync(tmp)
  }
}

export function acquireLock(dir: string, now: Date = new Date()): CampaignLock {
  const file = join(dir, LOCK_FILE)
  const mine: LockInfo = { pid: process.pid, host: hostname(), since: now.toISOString() }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      createLock(file, mine)
      let released = false
      return {
        file,
        release() {
          if (released) return
          released = true
          const held = readLock(file)
          if (held && held.pid === mine.pid && held.host === mine.host) unlinkSync(file)
        },
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const held = readLock(file)
      const stale =
        !held || (held.host === mine.host && held.pid !== process.pid && !alive(held.pid))
      if (!stale || attempt > 0) {
        const who = held
          ? `process ${held.pid} on ${held.host} since ${held.since}`
          : 'another process'
        throw new CampaignLockedError(
          `${dir} is already open in ${who}. Close it there first; two writers would corrupt the campaign.`,
        )
      }
      // Move the stale lock aside under a name of our own, then make sure it was the stale one we
      // judged: if another process replaced it in between, put theirs back and give up.
      const aside = `${file}.stale-${process.pid}`
      renameSync(file, aside)
      const moved = readLock(aside)
      if (held && moved && (moved.pid !== held.pid || moved.since !== held.since)) {
        try {
          linkSync(aside, file)
        } finally {
          unlinkSync(aside)
        }
        throw new CampaignLockedError(
          `${dir} is already open in process ${moved.pid} on ${moved.host}.`,
        )
      }
      unlinkSync(aside)
    }
  }
  throw new CampaignLockedError(`${dir}: could not take the campaign lock`)
}
