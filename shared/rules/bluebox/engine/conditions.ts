import { CONDITIONS } from './condition-table'
import type {
  ConditionDef,
  ConditionId,
  ConditionInstance,
  EndEventKind,
  Incapacity,
  Outcome,
} from './condition-types'

export type * from './condition-types'
export { CONDITIONS, CONDITION_IDS } from './condition-table'

/** The rules of one condition (Conditions & Statuses). */
export function conditionDef(id: ConditionId): ConditionDef {
  return CONDITIONS[id]
}

/** Whether a being has a condition. */
export function hasCondition(conditions: readonly ConditionInstance[], id: ConditionId): boolean {
  return conditions.some((c) => c.id === id)
}

/** Any ↶ condition makes attacks target BAC instead of AC (Back-footed). */
export function isBackFooted(conditions: readonly ConditionInstance[]): boolean {
  return conditions.some((c) => CONDITIONS[c.id].backFooted)
}

/** AC and BAC bonuses from conditions (Defensive Stance: +2 to both until your next turn). */
export function armorBonusFromConditions(conditions: readonly ConditionInstance[]): {
  ac: number
  bac: number
} {
  let ac = 0
  let bac = 0
  for (const c of conditions) {
    const b = CONDITIONS[c.id].armorBonus
    if (b) {
      ac += b.ac
      bac += b.bac
    }
  }
  return { ac, bac }
}

/** The conditions that forbid something (act, react, move, see...), empty when none do. */
export function conditionsForbidding(
  conditions: readonly ConditionInstance[],
  what: Incapacity,
): ConditionId[] {
  return conditions.filter((c) => CONDITIONS[c.id].cannot.includes(what)).map((c) => c.id)
}

/** Extra Power Dice added to healing received (Stasis: +✦). */
export function healingBonusPowerDice(conditions: readonly ConditionInstance[]): number {
  return conditions.reduce((n, c) => n + (CONDITIONS[c.id].healingBonusPowerDice ?? 0), 0)
}

/** Consequences of gaining a condition (Down: 1 level of Exhaustion). */
export function conditionApplyEffects(id: ConditionId): readonly Outcome[] {
  return CONDITIONS[id].onApply
}

/** The current Exhaustion level, 0..7 (Exhaustion). */
export function exhaustionLevel(conditions: readonly ConditionInstance[]): number {
  return conditions.find((c) => c.id === 'exhaustion')?.level ?? 0
}

/** The highest Exhaustion level; the 7th is Unconscious for 2d4 hours (Exhaustion). */
export const EXHAUSTION_MAX = 7

/**
 * Set the Exhaustion level (clamped 0..7); the 7th adds Unconscious (cause exhaustion), which
 * goes away once a level is lost (Exhaustion).
 */
export function conditionsWithExhaustion(
  conditions: readonly ConditionInstance[],
  level: number,
): ConditionInstance[] {
  const next = Math.max(0, Math.min(EXHAUSTION_MAX, Math.floor(level)))
  const rest = conditions.filter(
    (c) => c.id !== 'exhaustion' && !(c.id === 'unconscious' && c.cause === 'exhaustion'),
  )
  if (next > 0) rest.push({ id: 'exhaustion', level: next })
  if (next === EXHAUSTION_MAX) rest.push({ id: 'unconscious', cause: 'exhaustion' })
  return rest
}

/**
 * Add a condition: a same-id, same-source condition is replaced, not stacked (Dazed does not
 * stack); Exhaustion adds levels; Down, Out or Unconscious end Grappler (Conditions & Statuses).
 */
export function conditionsWith(
  conditions: readonly ConditionInstance[],
  added: ConditionInstance,
): ConditionInstance[] {
  if (added.id === 'exhaustion') {
    return conditionsWithExhaustion(conditions, exhaustionLevel(conditions) + (added.level ?? 1))
  }
  if (added.id === 'dazed' && conditions.some((c) => c.id === 'dazed')) return [...conditions]
  const incapacitating = added.id === 'down' || added.id === 'out' || added.id === 'unconscious'
  const kept = conditions.filter(
    (c) =>
      !(c.id === added.id && c.sourceId === added.sourceId) &&
      !(incapacitating && c.id === 'grappler'),
  )
  return [...kept, added]
}

/**
 * The conditions an event ends (healing, a rest starting, Plating regained...), split from the
 * ones it leaves. Exhaustion is cleared by level, not here (Conditions & Statuses).
 */
export function conditionsEndedBy(
  conditions: readonly ConditionInstance[],
  event: EndEventKind,
): { kept: ConditionInstance[]; ended: ConditionInstance[] } {
  const kept: ConditionInstance[] = []
  const ended: ConditionInstance[] = []
  for (const c of conditions) {
    let ends = c.id !== 'exhaustion' && CONDITIONS[c.id].endsOn.some((t) => t.on === event)
    if (c.id === 'unconscious' && event === 'exhaustion-lost') ends = c.cause === 'exhaustion'
    if (ends) ended.push(c)
    else kept.push(c)
  }
  return { kept, ended }
}

export * from './condition-rolls'
export * from './condition-turns'
