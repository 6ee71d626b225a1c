import { describe, expect, it } from 'vitest'
import {
  DEFAULT_HISTORY_MAX_BYTES,
  isoWeekOf,
  planPrune,
  type PruneCandidate,
} from '../../../electron/main/persistence/prune-policy'

const MIN = 60 * 1000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
/** A Wednesday, noon UTC. */
const NOW = new Date('2026-12-02T12:00:00.000Z')

const snap = (takenAt: Date, named = false, bytes = 1000): PruneCandidate => ({
  name: `${takenAt.toISOString()}-${named ? 'named' : 'interval'}.json`,
  takenAt,
  bytes,
  named,
})

/**
 * A year of history: every 10 minutes over the last day (144, the newest taken now), and four a
 * day (03:05, 09:05, 15:05, 21:05 UTC) on each of the 365 calendar days before today, from
 * 2025-12-02 to 2026-12-01.
 */
function aYear(): PruneCandidate[] {
  const list: PruneCandidate[] = []
  for (let k = 0; k < 144; k++) list.push(snap(new Date(NOW.getTime() - k * 10 * MIN)))
  for (let d = 1; d <= 365; d++) {
    const day = Date.UTC(2026, 11, 2) - d * DAY
    for (const h of [3, 9, 15, 21]) list.push(snap(new Date(day + h * HOUR + 5 * MIN)))
  }
  return list
}

/** Three named snapshots where the policy would otherwise prune them. */
const NAMED = [
  snap(new Date('2026-03-10T10:00:00.000Z'), true), // a Tuesday, beside 4 unnamed that day
  snap(new Date('2026-11-20T01:00:00.000Z'), true), // 12 days old, before 03:05's
  snap(new Date('2026-12-01T02:00:00.000Z'), true), // 34 hours old
]

function kept(list: PruneCandidate[], plan: ReturnType<typeof planPrune>): PruneCandidate[] {
  const gone = new Set(plan.prune.map((p) => p.name))
  return list.filter((s) => !gone.has(s.name))
}

describe('isoWeekOf', () => {
  it.each([
    ['2021-01-03T12:00:00Z', '2020-W53'], // a Sunday: the week of Thursday 2020-12-31
    ['2021-01-04T00:00:00Z', '2021-W01'], // the Monday after
    ['2026-01-01T00:00:00Z', '2026-W01'], // a Thursday: its week is the year's first
    ['2024-12-30T08:00:00Z', '2025-W01'], // a Monday whose Thursday is in 2025
    ['2026-12-02T12:00:00Z', '2026-W49'],
  ])('%s is in %s', (when, week) => {
    expect(isoWeekOf(new Date(when))).toBe(week)
  })
})

describe('planPrune over a year of snapshots', () => {
  const list = aYear()
  const plan = planPrune(list, NOW, DEFAULT_HISTORY_MAX_BYTES)
  const left = kept(list, plan)

  it('keeps 225 of 1604 under a size that does not bind', () => {
    // Hand count: the last day's 144; 2026-12-01's 15:05 and 21:05 (under 24 h old); one per
    // calendar day from 2026-11-02 (its 21:05 is under 30 days old) to 2026-12-01: 30; one
    // per ISO week from the week of Monday 2025-12-01 to the week of Monday 2026-11-02
    // (336 days apart): 49.
    expect(list).toHaveLength(144 + 365 * 4)
    expect(left).toHaveLength(144 + 2 + 30 + 49)
    expect(plan.totalBytes).toBe(1604 * 1000)
    expect(plan.keptBytes).toBe(225 * 1000)
  })

  it('keeps everything from the last 24 hours', () => {
    const recent = list.filter((s) => NOW.getTime() - s.takenAt.getTime() < DAY)
    expect(recent).toHaveLength(146)
    expect(recent.every((s) => left.includes(s))).toBe(true)
  })

  it('from one to thirty days old keeps only the newest of each day', () => {
    const band = left.filter((s) => {
      const age = NOW.getTime() - s.takenAt.getTime()
      return age >= DAY && age < 30 * DAY
    })
    expect(band.map((s) => s.takenAt.toISOString())).toEqual([
      '2026-12-01T09:05:00.000Z',
      ...Array.from({ length: 29 }, (_, i) =>
        new Date(Date.UTC(2026, 10, 30 - i, 21, 5)).toISOString(),
      ),
    ])
  })

  it('older than thirty days keeps one per Monday-to-Sunday week: the newest', () => {
    const old = left.filter((s) => NOW.getTime() - s.takenAt.getTime() >= 30 * DAY)
    // Weeks counted from Monday 2025-12-01, without the ISO week code.
    const weekOf = (d: Date) => Math.floor((d.getTime() - Date.UTC(2025, 11, 1)) / (7 * DAY))
    const weeks = old.map((s) => weekOf(s.takenAt))
    expect(new Set(weeks).size).toBe(weeks.length)
    expect([...weeks].sort((a, b) => a - b)).toEqual(Array.from({ length: 49 }, (_, i) => i))
    // Each is the last of its week: Sunday 21:05, except the newest week (Monday 2026-11-02,
    // 09:05, since its 15:05 and 21:05 are under 30 days old).
    expect(old[0]!.takenAt.toISOString()).toBe('2026-11-02T09:05:00.000Z')
    for (const s of old.slice(1)) {
      expect(s.takenAt.getUTCDay()).toBe(0)
      expect(s.takenAt.getUTCHours()).toBe(21)
    }
  })

  it('says why each one goes', () => {
    const why = new Map(plan.prune.map((p) => [p.name, p.why]))
    expect(why.get(snap(new Date('2026-12-01T03:05:00.000Z')).name)).toBe(
      'a newer snapshot from 2026-12-01 is kept',
    )
    expect(why.get(snap(new Date('2026-03-10T09:05:00.000Z')).name)).toBe(
      'a newer snapshot from the same week (2026-W11) is kept',
    )
  })
})

describe('named snapshots', () => {
  it('survive the policy and do not take the place of the newest of their day or week', () => {
    const list = [...aYear(), ...NAMED]
    const plan = planPrune(list, NOW, DEFAULT_HISTORY_MAX_BYTES)
    const left = kept(list, plan)
    expect(left).toHaveLength(225 + 3)
    for (const n of NAMED) expect(left).toContain(n)
  })

  it('survive the size cap, which prunes the oldest unnamed first', () => {
    const list = [...aYear(), ...NAMED]
    // 100 snapshots of 1000 bytes fit: the 3 named and the 97 newest unnamed (all from the
    // last day's every-10-minutes run).
    const plan = planPrune(list, NOW, 100_000)
    const left = kept(list, plan)
    expect(plan.keptBytes).toBe(100_000)
    expect(left).toHaveLength(100)
    for (const n of NAMED) expect(left).toContain(n)
    const unnamed = left.filter((s) => !s.named)
    expect(unnamed).toHaveLength(97)
    const oldest = NOW.getTime() - 96 * 10 * MIN
    expect(unnamed.every((s) => s.takenAt.getTime() >= oldest)).toBe(true)
    expect(plan.prune.find((p) => p.name === snap(new Date(oldest - 10 * MIN)).name)?.why).toBe(
      'the snapshots together take more than the size set for them',
    )
  })

  it('are kept even when they alone take more than the size', () => {
    const list = [...aYear(), ...NAMED]
    const plan = planPrune(list, NOW, 2000)
    expect(kept(list, plan)).toEqual(NAMED)
    expect(plan.keptBytes).toBe(3000)
  })
})
