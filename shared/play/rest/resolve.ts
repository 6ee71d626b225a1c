/**
 * Ending a rest: resolving it in one step (the ruleset's rolls and changes applied, the clock
 * moved on, a log entry kept) or cutting a long rest short when initiative is rolled (R19).
 */
import {
  REST_LOG_LINES_MAX,
  REST_LOG_MAX,
  restHourClock,
  type Campaign,
  type RestLogEntry,
  type RestPlan,
} from '../../model'
import { recordingDice, type Dice } from '../../dice'
import type { RollOutcome } from '../../rules'
import { applyStateChanges } from '../combat/changes'
import { CombatRefused } from '../combat/types'
import { clockOf, clockPlus } from './clock'
import { planOf, restHooks } from './plan'
import { endUntilRest } from './until-rest'
import { memberName, slotWords } from './words'
import { RestRefused, type InterruptInput, type RestInterrupt, type RestResolved } from './types'

const lineOf = (o: RollOutcome): string =>
  `${o.who}: ${o.what}: ${o.outcome}${o.detail ? ` (${o.detail})` : ''}`

/** Resolve the rest being planned: refused while its plan has problems (all named). */
export function resolveRest(campaign: Campaign, dice: Dice): RestResolved {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  const problems = hooks.planProblems(plan, campaign)
  if (problems.length > 0) throw new RestRefused(problems.join('; '))
  const rec = recordingDice(dice)
  const resolved = hooks.resolve(plan, campaign, rec)
  const { changes, faces } = resolved
  const outcomes = [...resolved.outcomes]
  // A ruleset that does not say which line drew which dice: all of them go with the first line.
  const all = rec.take()
  const perLine = faces ? [...faces] : outcomes.map((_, i) => (i === 0 ? all : []))
  let applied: Campaign
  try {
    applied = applyStateChanges(campaign, changes)
  } catch (err) {
    if (err instanceof CombatRefused) throw new RestRefused(err.message)
    throw err
  }
  // What lasts "until a rest" ends after the ruleset's own rest effects, in the same step.
  const untilRest = endUntilRest(applied, plan.members)
  const next = untilRest.campaign
  outcomes.push(...untilRest.outcomes)
  perLine.push(...untilRest.outcomes.map(() => []))
  // Initiative cut the rest short: the party's clock stops where the fight broke in.
  const end = clockPlus(plan.start, plan.interruptedAt ?? plan.hours)
  const now = clockOf(campaign)
  const clock = end.day > now.day || (end.day === now.day && end.hour >= now.hour) ? end : now
  const entry: RestLogEntry = {
    kind: plan.kind,
    kindName: hooks.kinds.find((k) => k.id === plan.kind)?.name ?? plan.kind,
    start: plan.start,
    end,
    place: plan.place,
    wilderness: plan.wilderness,
    interrupted: plan.interrupted,
    members: [...plan.members],
    plan: plan.members.map((m) => ({
      name: memberName(campaign, m),
      activities: (Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []) : []).map((s) =>
        slotWords(campaign, hooks, s, m),
      ),
    })),
    camp: plan.camp.map((c) => hooks.campBonuses.find((b) => b.id === c)?.name ?? c),
    alarm: plan.alarmCheck
      ? `${memberName(campaign, plan.alarmCheck.memberId)} set it, check ${plan.alarmCheck.total}`
      : '',
    lines: outcomes.map(lineOf).slice(0, REST_LOG_LINES_MAX),
    ...(resolved.rerolls?.length ? { rerolls: resolved.rerolls } : {}),
  }
  const log = [...(campaign.restLog ?? []), entry].slice(-REST_LOG_MAX)
  return { campaign: { ...next, rest: null, clock, restLog: log }, outcomes, faces: perLine }
}

/**
 * Initiative during the rest at `hour` of it (R19, Rest & Repair): a long rest becomes the
 * shortest kind and a short one stays as it is (`keep` is then not needed and not read). Each member keeps the activities `keep` names
 * (indices into its plan, each once, in planned order), or when `keep` says nothing of it, its
 * first ones; either way no more than that kind's slots plus the gifts it still receives. A gift
 * dropped takes its slot from the ally, which can drop that ally's own gift in turn: members left
 * to the default are trimmed until nothing changes; a member whose chosen activities no longer
 * fit is refused by name. The rest is still resolved afterwards with what it kept (nothing of a
 * rest applies before Resolve, so nothing is lost). The answer says what the watch and the camp
 * give the fight (the ruleset's ambush hook; none without it).
 */
export function interruptRest(campaign: Campaign, input: InterruptInput = {}): RestInterrupt {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  const hour = input.hour ?? 0
  if (!Number.isInteger(hour) || hour < 0 || hour >= plan.hours)
    throw new RestRefused(
      `the hour of the interruption: a whole hour of the rest, from 0 (${restHourClock(plan.start, 0)}) to ${plan.hours - 1} (${restHourClock(plan.start, plan.hours - 1)})`,
    )
  const shortest = [...hooks.kinds].sort((a, b) => a.slots - b.slots)[0]
  let next: RestPlan = { ...plan, interrupted: true, interruptedAt: hour }
  if (shortest && shortest.id !== plan.kind) {
    const planned = (m: string) => (Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []) : [])
    const chosen: Record<string, RestPlan['slots'][string]> = {}
    const picked = new Set<string>()
    for (const m of Object.keys(input.keep ?? {})) {
      if (!plan.members.includes(m))
        throw new RestRefused(`${memberName(campaign, m)} is not resting with the party`)
    }
    for (const m of plan.members) {
      const mine = planned(m)
      const keep = input.keep && Object.hasOwn(input.keep, m) ? input.keep[m] : undefined
      if (keep === undefined) {
        chosen[m] = mine
        continue
      }
      const who = memberName(campaign, m)
      const bad = keep.find((i) => !Number.isInteger(i) || i < 0 || i >= mine.length)
      if (bad !== undefined)
        throw new RestRefused(
          `the activities ${who} keeps: ${who} has no planned activity ${bad + 1}`,
        )
      if (new Set(keep).size < keep.length)
        throw new RestRefused(`the activities ${who} keeps: each can be kept only once`)
      picked.add(m)
      chosen[m] = [...keep].sort((a, b) => a - b).map((i) => mine[i]!)
    }
    let kept: RestPlan = { ...next, kind: shortest.id, slots: chosen }
    // Gifts can go round in a circle, so one dropped gift can come back to its giver many passes
    // later: trim until a pass changes nothing. A pass that changes something drops at least one
    // activity and none comes back, so this ends within one pass more than there are activities.
    for (let changed = true; changed;) {
      changed = false
      const slots = { ...kept.slots }
      for (const m of kept.members) {
        if (picked.has(m)) continue
        const mine = slots[m] ?? []
        const fit = mine.slice(0, hooks.slots(kept, m))
        if (fit.length !== mine.length) changed = true
        slots[m] = fit
      }
      kept = { ...kept, slots }
    }
    for (const m of picked) {
      const most = hooks.slots(kept, m)
      const n = (kept.slots[m] ?? []).length
      if (n > most) {
        const who = memberName(campaign, m)
        throw new RestRefused(
          `the activities ${who} keeps: ${n} chosen, but a ${shortest.name} leaves ${who} ${most}`,
        )
      }
    }
    const hours = Math.max(1, Math.min(plan.hours, shortest.hours.max))
    next = {
      ...kept,
      hours,
      watch: plan.watch
        .filter((w) => w.from < hours)
        .map((w) => ({ ...w, to: Math.min(w.to, hours) })),
    }
  }
  const ambush = hooks.ambush?.(plan, campaign, hour) ?? {
    keptWatch: [],
    campAlarm: false,
    notes: [],
  }
  return { campaign: { ...campaign, rest: next }, ambush }
}
