/**
 * The watch timeline's arithmetic, pure: hours of the rest as clock times, the hours nobody
 * watches, and editing the list of shifts (a shift covers hours `from` <= h < `to` of the rest,
 * 0 = the rest's start, as `campaign.rest.watch` stores them).
 */
import {
  restHourClock,
  restHoursClock,
  type Clock,
  type RestPlan,
  type RestWatch,
} from '../../../../shared/model'
import type { RulesetRest } from '../../../../shared/rules'

/** Hour `h` of a rest started at `start`, as the clock shows it ("02:00"); the log writes it so too. */
export const hourLabel = restHourClock

/** A run of hours of the rest nobody watches: `from` <= h < `to`. */
export interface WatchGap {
  from: number
  to: number
}

/** The runs of hours in 0..hours-1 that no shift covers, in order. */
export function watchGaps(hours: number, watch: readonly RestWatch[]): WatchGap[] {
  const out: WatchGap[] = []
  for (let h = 0; h < hours; h++) {
    if (watch.some((w) => w.from <= h && h < w.to)) continue
    const last = out[out.length - 1]
    if (last && last.to === h) last.to = h + 1
    else out.push({ from: h, to: h + 1 })
  }
  return out
}

/** "Nobody on watch 02:00-04:00". */
export function gapWords(start: Clock, gap: WatchGap): string {
  return `Nobody on watch ${restHoursClock(start, gap.from, gap.to)}`
}

/**
 * The shifts with one more for `memberId` over hours a..b (either order, both included), merged
 * with that member's shifts it overlaps or touches; clipped to the rest's hours.
 */
export function addShift(
  watch: readonly RestWatch[],
  memberId: string,
  a: number,
  b: number,
  hours: number,
): RestWatch[] {
  let from = Math.max(0, Math.min(a, b))
  let to = Math.min(hours, Math.max(a, b) + 1)
  if (to <= from) return [...watch]
  const keep: RestWatch[] = []
  for (const w of watch) {
    if (w.memberId === memberId && w.from <= to && from <= w.to) {
      from = Math.min(from, w.from)
      to = Math.max(to, w.to)
    } else keep.push(w)
  }
  return [...keep, { memberId, from, to }]
}

/** The shifts without the one at `index`. */
export function removeShift(watch: readonly RestWatch[], index: number): RestWatch[] {
  return watch.filter((_, i) => i !== index)
}

/** The ruleset's activities that are the Keep watch (the watch's Edge goes only to those). */
export function watchActivityIds(hooks: RulesetRest | null): Set<string> {
  return new Set((hooks?.activities ?? []).filter((a) => a.watch === true).map((a) => a.id))
}

/** Members who planned the Keep watch activity. */
export function plannedWatchers(plan: RestPlan, hooks: RulesetRest | null): Set<string> {
  const ids = watchActivityIds(hooks)
  return new Set(
    plan.members.filter((m) =>
      (Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []) : []).some((s) => ids.has(s.activity)),
    ),
  )
}

/** Hours from day 1, 00:00. */
const absolute = (c: Clock) => (c.day - 1) * 24 + c.hour

/** The hour of the rest the clock is at (0 when the clock is outside the rest). */
export function currentRestHour(plan: RestPlan, clock: Clock): number {
  const d = absolute(clock) - absolute(plan.start)
  return d >= 0 && d < plan.hours ? d : 0
}
