/**
 * Which snapshots the pruning removes, in rules a GM can read: every named one is kept; all from
 * the last day; from one to thirty days old the newest of each calendar day (UTC); older than
 * that the newest of each ISO week; then, while the kept ones take more than the GM's size, the
 * oldest unnamed one goes. Pure: the caller lists the folder and deletes.
 */

/** The size all snapshots of a campaign may take together unless the GM sets another. */
export const DEFAULT_HISTORY_MAX_BYTES = 512 * 1024 * 1024

const DAY_MS = 24 * 60 * 60 * 1000
const MONTH_DAYS = 30

export interface PruneCandidate {
  name: string
  takenAt: Date
  bytes: number
  named: boolean
}

export interface PrunePlan {
  prune: { name: string; why: string }[]
  keptBytes: number
  totalBytes: number
}

/** The ISO week a moment is in (UTC), as "2026-W05": weeks start on Monday. */
export function isoWeekOf(d: Date): string {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
  const weekday = day.getUTCDay() || 7
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

function tie(a: PruneCandidate, b: PruneCandidate): number {
  return b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name)
}

/** What to prune of `snapshots` at `now` so the rest keep to the policy and to `maxBytes`. */
export function planPrune(
  snapshots: readonly PruneCandidate[],
  now: Date,
  maxBytes: number,
): PrunePlan {
  const newestFirst = [...snapshots].sort(tie)
  const prune = new Map<string, string>()
  const seenDays = new Set<string>()
  const seenWeeks = new Set<string>()
  for (const s of newestFirst) {
    if (s.named) continue
    const age = now.getTime() - s.takenAt.getTime()
    if (age < DAY_MS) continue
    if (age < MONTH_DAYS * DAY_MS) {
      const day = s.takenAt.toISOString().slice(0, 10)
      if (seenDays.has(day)) prune.set(s.name, `a newer snapshot from ${day} is kept`)
      seenDays.add(day)
    } else {
      const week = isoWeekOf(s.takenAt)
      if (seenWeeks.has(week))
        prune.set(s.name, `a newer snapshot from the same week (${week}) is kept`)
      seenWeeks.add(week)
    }
  }
  const totalBytes = newestFirst.reduce((n, s) => n + s.bytes, 0)
  let keptBytes = newestFirst.reduce((n, s) => n + (prune.has(s.name) ? 0 : s.bytes), 0)
  for (let i = newestFirst.length - 1; i >= 0 && keptBytes > maxBytes; i--) {
    const s = newestFirst[i] as PruneCandidate
    if (s.named || prune.has(s.name)) continue
    prune.set(s.name, 'the snapshots together take more than the size set for them')
    keptBytes -= s.bytes
  }
  return {
    prune: newestFirst
      .filter((s) => prune.has(s.name))
      .map((s) => ({ name: s.name, why: prune.get(s.name) as string })),
    keptBytes,
    totalBytes,
  }
}
