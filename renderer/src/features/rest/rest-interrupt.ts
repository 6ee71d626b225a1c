/**
 * The interrupt dialog's choices, pure: how many activities each member may keep when a long rest
 * becomes short (the short kind's slots plus gifts received, as the ruleset counts them), the
 * default (its first ones), and the payload of `rest:interrupt`.
 */
import type { RestPlan } from '../../../../shared/model'
import type { RulesetRest } from '../../../../shared/rules'

/** The kind an interrupted rest becomes: the one with fewest slots (R19). */
export function shortestKind(hooks: RulesetRest) {
  return [...hooks.kinds].sort((a, b) => a.slots - b.slots)[0] ?? null
}

/** A long rest (not already the shortest kind): the GM picks what each member keeps. */
export function becomesShort(plan: RestPlan, hooks: RulesetRest): boolean {
  const s = shortestKind(hooks)
  return !!s && s.id !== plan.kind
}

/** Activities `memberId` may keep: the short rest's slots with its gifts received. */
export function keepMax(plan: RestPlan, hooks: RulesetRest, memberId: string): number {
  const s = shortestKind(hooks)
  return s ? hooks.slots({ ...plan, kind: s.id }, memberId) : 0
}

/** Each member's first activities, as many as it may keep. */
export function defaultKeep(plan: RestPlan, hooks: RulesetRest): Record<string, number[]> {
  const out: Record<string, number[]> = {}
  for (const m of plan.members) {
    const n = Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []).length : 0
    out[m] = Array.from({ length: Math.min(n, keepMax(plan, hooks, m)) }, (_, i) => i)
  }
  return out
}

/** What `rest:interrupt` gets: the hour, and for a long rest what each member keeps (sorted). */
export function interruptPayload(
  plan: RestPlan,
  hooks: RulesetRest,
  hour: number,
  keep: Record<string, number[]>,
): { hour: number; keep?: Record<string, number[]> } {
  if (!becomesShort(plan, hooks)) return { hour }
  const out: Record<string, number[]> = {}
  for (const m of plan.members)
    out[m] = [...(Object.hasOwn(keep, m) ? (keep[m] ?? []) : [])].sort((a, b) => a - b)
  return { hour, keep: out }
}
