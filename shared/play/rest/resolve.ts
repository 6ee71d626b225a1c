/**
 * Ending a rest: resolving it in one step (the ruleset's rolls and changes applied, the clock
 * moved on, a log entry kept) or cutting a long rest short when initiative is rolled (R19).
 */
import { REST_LOG_LINES_MAX, REST_LOG_MAX, type Campaign, type RestPlan } from '../../model'
import type { Dice } from '../../dice'
import type { RollOutcome } from '../../rules'
import { applyStateChanges } from '../combat/changes'
import { CombatRefused } from '../combat/types'
import { clockOf, clockPlus } from './clock'
import { planOf, restHooks } from './plan'
import { RestRefused, type RestResolved } from './types'

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
  const entry = {
    kind: plan.kind,
    start: plan.start,
    end,
    members: [...plan.members],
    lines: outcomes.map(lineOf).slice(0, REST_LOG_LINES_MAX),
  }
  const log = [...(campaign.restLog ?? []), entry].slice(-REST_LOG_MAX)
  return { campaign: { ...next, rest: null, clock, restLog: log }, outcomes }
}

/**
 * Initiative during a long rest: it becomes the shortest kind, each member keeping its first
 * activities up to that kind's slots (gifts still received count), in planned order (R19).
 */
export function interruptRest(campaign: Campaign): Campaign {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  const shortest = [...hooks.kinds].sort((a, b) => a.slots - b.slots)[0]
  if (!shortest || shortest.id === plan.kind)
    throw new RestRefused('only a long rest can be cut short')
  let kept: RestPlan = { ...plan, kind: shortest.id, interrupted: true }
  // Dropping a gift can take a slot from its ally: trim until nothing changes.
  for (let pass = 0; pass < 100; pass++) {
    let changed = false
    const slots = { ...kept.slots }
    for (const m of kept.members) {
      const mine = Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []) : []
      const keep = mine.slice(0, hooks.slots(kept, m))
      if (keep.length !== (Object.hasOwn(kept.slots, m) ? (kept.slots[m] ?? []).length : 0))
        changed = true
      slots[m] = keep
    }
    kept = { ...kept, slots }
    if (!changed) break
  }
  const hours = Math.min(Math.max(1, Math.min(plan.hours, shortest.hours.max)), 24)
  return { ...campaign, rest: { ...kept, hours } }
}
