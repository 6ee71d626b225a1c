/**
 * Ending a rest: resolving it in one step (the ruleset's rolls and changes applied, the clock
 * moved on, a log entry kept) or cutting a long rest short when initiative is rolled (R19).
 */
import {
  REST_LOG_LINES_MAX,
  REST_LOG_MAX,
  type Campaign,
  type RestLogEntry,
  type RestPlan,
} from '../../model'
import type { Dice } from '../../dice'
import type { RollOutcome } from '../../rules'
import { applyStateChanges } from '../combat/changes'
import { CombatRefused } from '../combat/types'
import { clockOf, clockPlus } from './clock'
import { planOf, restHooks } from './plan'
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
  const { outcomes, changes } = hooks.resolve(plan, campaign, dice)
  let next: Campaign
  try {
    next = applyStateChanges(campaign, changes)
  } catch (err) {
    if (err instanceof CombatRefused) throw new RestRefused(err.message)
    throw err
  }
  const end = clockPlus(plan.start, plan.hours)
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
        slotWords(campaign, hooks, s),
      ),
    })),
    camp: plan.camp.map((c) => hooks.campBonuses.find((b) => b.id === c)?.name ?? c),
    alarm: plan.alarmCheck
      ? `${memberName(campaign, plan.alarmCheck.memberId)} set it, check ${plan.alarmCheck.total}`
      : '',
    lines: outcomes.map(lineOf).slice(0, REST_LOG_LINES_MAX),
  }
  const log = [...(campaign.restLog ?? []), entry].slice(-REST_LOG_MAX)
  return { campaign: { ...next, rest: null, clock, restLog: log }, outcomes }
}

/**
 * Initiative during the rest at `hour` of it: a long rest becomes the shortest kind, each member
 * keeping the activities `keep` names (absent: its first ones) up to that kind's slots (gifts
 * still received count), in planned order (R19); a short rest stays as it is. The answer says
 * what the watch and the camp give the fight (the ruleset's ambush hook).
 */
export function interruptRest(campaign: Campaign, input: InterruptInput = {}): RestInterrupt {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  const hour = input.hour ?? 0
  if (!Number.isInteger(hour) || hour < 0 || hour >= plan.hours)
    throw new RestRefused(
      `initiative is rolled during the rest: an hour from 0 to ${plan.hours - 1}`,
    )
  const shortest = [...hooks.kinds].sort((a, b) => a.slots - b.slots)[0]
  let next: RestPlan = { ...plan, interrupted: true }
  if (shortest && shortest.id !== plan.kind) {
    const chosen: Record<string, RestPlan['slots'][string]> = {}
    for (const m of plan.members) {
      const mine = Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []) : []
      const keep = input.keep && Object.hasOwn(input.keep, m) ? input.keep[m] : undefined
      if (keep === undefined) {
        chosen[m] = mine
        continue
      }
      if (
        new Set(keep).size < keep.length ||
        keep.some((i) => !Number.isInteger(i) || i < 0 || i >= mine.length)
      )
        throw new RestRefused(`${m}: choose the activities to keep among those planned, each once`)
      chosen[m] = [...keep].sort((a, b) => a - b).map((i) => mine[i]!)
    }
    let kept: RestPlan = { ...plan, kind: shortest.id, interrupted: true, slots: chosen }
    // Dropping a gift can take a slot from its ally: trim until nothing changes.
    for (let pass = 0; pass < 100; pass++) {
      let changed = false
      const slots = { ...kept.slots }
      for (const m of kept.members) {
        const mine = Object.hasOwn(chosen, m) ? (chosen[m] ?? []) : []
        const keep = mine.slice(0, hooks.slots(kept, m))
        if (keep.length !== (Object.hasOwn(kept.slots, m) ? (kept.slots[m] ?? []).length : 0))
          changed = true
        slots[m] = keep
      }
      kept = { ...kept, slots }
      if (!changed) break
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
