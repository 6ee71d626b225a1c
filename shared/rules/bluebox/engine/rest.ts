import type { Dice } from '../../../dice'
import { powerDie } from './check'
import type { ConditionInstance } from './condition-types'
import {
  conditionsEndedBy,
  conditionsWith,
  conditionsWithExhaustion,
  exhaustionLevel,
} from './conditions'
import { resolveBlueboxOptions, type BlueBoxOptions } from './options'
import {
  CAMP_BONUSES,
  CAMP_SURVIVAL_DC,
  REST_ACTIVITIES,
  REST_KINDS,
  type CampBonusId,
  type RestActivityId,
  type RestKind,
} from './rest-table'

export * from './rest-table'

/** One planned Rest Activity; `target` names the ally for a gift or an ally's repair. */
export interface PlannedActivity {
  readonly activity: RestActivityId
  readonly target?: string
}

/** One being's activities, in planned order. */
export interface BeingRestPlan {
  readonly beingId: string
  readonly activities: readonly PlannedActivity[]
}

export type RestPlan = readonly BeingRestPlan[]

/** Gifts each being receives from the listed activities. */
function giftsReceived(plan: RestPlan): Map<string, number> {
  const got = new Map<string, number>()
  for (const b of plan) {
    for (const a of b.activities) {
      if (a.activity === 'gift' && a.target !== undefined && a.target !== b.beingId) {
        got.set(a.target, (got.get(a.target) ?? 0) + 1)
      }
    }
  }
  return got
}

/** Rest Activity slots per being: 3 (short) or 5 (long), plus gifts received, which stack (Rest & Repair; R19). */
export function restSlots(plan: RestPlan, kind: RestKind): Map<string, number> {
  const got = giftsReceived(plan)
  return new Map(
    plan.map((b) => [b.beingId, REST_KINDS[kind].activities + (got.get(b.beingId) ?? 0)]),
  )
}

/** One thing wrong with a rest plan. */
export interface RestPlanProblem {
  readonly beingId: string
  /** Index of the offending activity, when one is to blame. */
  readonly index?: number
  readonly problem: 'too-many' | 'once-per-rest' | 'needs-ally' | 'unknown-being' | 'self-only'
}

/**
 * What is wrong with a rest plan: more activities than slots, a 1/rest activity repeated, a gift
 * or ally repair without a known ally, a self-only activity aimed at someone else (Rest & Repair).
 */
export function restPlanProblems(plan: RestPlan, kind: RestKind): RestPlanProblem[] {
  const out: RestPlanProblem[] = []
  const ids = new Set(plan.map((b) => b.beingId))
  const slots = restSlots(plan, kind)
  for (const b of plan) {
    if (b.activities.length > (slots.get(b.beingId) ?? 0))
      out.push({ beingId: b.beingId, problem: 'too-many' })
    const seen = new Set<RestActivityId>()
    b.activities.forEach((a, index) => {
      const def = REST_ACTIVITIES[a.activity]
      if (def.oncePerRest && seen.has(a.activity))
        out.push({ beingId: b.beingId, index, problem: 'once-per-rest' })
      seen.add(a.activity)
      // The being the activity is aimed at, when that is someone else.
      const other = a.target === b.beingId ? undefined : a.target
      if (def.target === 'ally' && other === undefined)
        out.push({ beingId: b.beingId, index, problem: 'needs-ally' })
      else if (def.target === 'self' && other !== undefined)
        out.push({ beingId: b.beingId, index, problem: 'self-only' })
      else if (other !== undefined && !ids.has(other)) {
        out.push({ beingId: b.beingId, index, problem: 'unknown-being' })
      }
    })
  }
  return out
}

/**
 * Initiative during a long rest makes it a short rest: each being keeps its first 3 activities
 * plus the gifts it still receives, in planned order; the rest are lost (Rest & Repair; R19).
 */
export function restPlanCutShort(plan: RestPlan): RestPlan {
  let kept = plan
  for (;;) {
    const got = giftsReceived(kept)
    const next = plan.map((b) => ({
      beingId: b.beingId,
      activities: b.activities.slice(0, REST_KINDS.short.activities + (got.get(b.beingId) ?? 0)),
    }))
    // `next` and `kept` both map `plan`, so they are the same length.
    const same = next.every(
      (b, i) => b.activities.length === (kept[i] as BeingRestPlan).activities.length,
    )
    kept = next
    if (same) return kept
  }
}

/** A regeneration roll: the Power Dice as they stand and the total restored (add it to the current pool). */
export interface RegenerationRoll {
  readonly rolls: readonly number[]
  readonly total: number
}

/** Who rolls a regeneration: level, the stat modifier, and the comfortable-camp reroll choice. */
export interface Regenerator {
  /** The being's level: it sets the Power Die (d4, d6, d8); it is not added to the roll. */
  readonly level: number
  /** FOR for HP, SPI for EP; a negative modifier counts as 0. */
  readonly modifier: number
  /** Comfortable camp: indices of ✦ to re-roll once; default, those below the die's average. */
  readonly rerollOnce?: boolean | ((faces: readonly number[], sides: number) => readonly number[])
}

function rollRegeneration(
  who: Regenerator,
  count: number,
  dice: Dice,
  options?: Partial<BlueBoxOptions>,
): RegenerationRoll {
  const sides = powerDie(who.level)
  const untilNotOne = resolveBlueboxOptions(options).practicedReroll === 'until-not-one'
  const rolls: number[] = []
  for (let i = 0; i < count; i++) {
    let face = dice.roll(sides)
    if (face === 1) face = dice.roll(sides)
    while (untilNotOne && face === 1) face = dice.roll(sides)
    rolls.push(face)
  }
  if (who.rerollOnce !== undefined && who.rerollOnce !== false) {
    const pick =
      who.rerollOnce === true
        ? [...rolls.keys()].filter((i) => (rolls[i] as number) < (sides + 1) / 2)
        : who.rerollOnce(rolls, sides)
    for (const i of new Set(pick)) if (i >= 0 && i < rolls.length) rolls[i] = dice.roll(sides)
  }
  const total = rolls.reduce((a, b) => a + b, 0) + Math.max(0, who.modifier)
  return { rolls, total }
}

/**
 * Restore HP: the HP restored is 2✦ + FOR, 1s rerolled (as R2 reads Practiced rerolls), a negative
 * FOR not counted; the seed's "+ current level of HP" is the HP the being has now, so HP after =
 * current HP + this total, capped at HP max (the level only sizes ✦). A comfortable camp lets ✦ be
 * re-rolled once (Rest & Repair; Camps & Resting Places).
 */
export function restoreHpRoll(
  who: Regenerator,
  dice: Dice,
  options?: Partial<BlueBoxOptions>,
): RegenerationRoll {
  return rollRegeneration(who, 2, dice, options)
}

/**
 * Restore EP: the EP restored is ✦ + SPI, 1s rerolled, a negative SPI not counted; EP after =
 * current EP + this total, capped at EP max ("+ current level of EP", as for HP) (Rest & Repair).
 */
export function restoreEpRoll(
  who: Omit<Regenerator, 'rerollOnce'>,
  dice: Dice,
  options?: Partial<BlueBoxOptions>,
): RegenerationRoll {
  return rollRegeneration(who, 1, dice, options)
}

/** How a rest went for one being, for its Exhaustion. */
export interface RestExhaustion {
  readonly kind: RestKind
  /** How many "Lose 2 levels of Exhaustion" activities it took. */
  readonly loseExhaustionActivities?: number
  /** How many comfortable Camp Bonuses the party chose (repeats only with R25's option). */
  readonly comfortableBonuses?: number
}

/**
 * Exhaustion after a rest: the automatic clearing (long 4, short 2; R14 option), 2 per activity,
 * 1 per comfortable camp; never below 0 (Exhaustion; Rest & Repair; Camps & Resting Places).
 */
export function exhaustionAfterRest(
  level: number,
  rest: RestExhaustion,
  options?: Partial<BlueBoxOptions>,
): number {
  const auto = resolveBlueboxOptions(options).restClearsExhaustion
    ? REST_KINDS[rest.kind].clearsExhaustion
    : 0
  const activities = 2 * (rest.loseExhaustionActivities ?? 0)
  const camp = CAMP_BONUSES.comfortable.loseExhaustion * (rest.comfortableBonuses ?? 0)
  return Math.max(0, level - auto - activities - camp)
}

/**
 * Starting a rest: THP expire; Hamstring and last rest's boons end; Keep watch and a camp alarm
 * apply for the rest's length (Health & Healing; Rest & Repair; Decisive; Camps & Resting Places).
 */
export function restStart(
  being: { readonly conditions: readonly ConditionInstance[] },
  activities: readonly PlannedActivity[],
  campBonuses: readonly CampBonusId[] = [],
): { readonly conditions: ConditionInstance[]; readonly thp: 0 } {
  let conditions = conditionsEndedBy(being.conditions, 'rest-start').kept
  if (activities.some((a) => a.activity === 'keep-watch'))
    conditions = conditionsWith(conditions, { id: 'kept-watch' })
  if (campBonuses.includes('alarm'))
    conditions = conditionsWith(conditions, { id: CAMP_BONUSES.alarm.condition })
  return { conditions, thp: 0 }
}

/**
 * Ending a rest: watch and alarm end, Exhaustion clears (R14), and Meditation or map study last
 * until the next rest (Rest & Repair; Exhaustion).
 */
export function restEnd(
  being: { readonly conditions: readonly ConditionInstance[] },
  activities: readonly PlannedActivity[],
  rest: Omit<RestExhaustion, 'loseExhaustionActivities'>,
  options?: Partial<BlueBoxOptions>,
): ConditionInstance[] {
  let conditions = conditionsEndedBy(being.conditions, 'rest-end').kept
  const lose = activities.filter((a) => a.activity === 'lose-exhaustion').length
  const level = exhaustionLevel(conditions)
  const after = exhaustionAfterRest(level, { ...rest, loseExhaustionActivities: lose }, options)
  if (after !== level) conditions = conditionsWithExhaustion(conditions, after)
  for (const a of activities) {
    const e = REST_ACTIVITIES[a.activity].effect
    if (e.kind === 'boon' && e.during === 'until-next-rest')
      conditions = conditionsWith(conditions, { id: e.condition })
  }
  return conditions
}

/** Camp Bonuses earned: one per successful DC 10 Survival check, a natural 12 always succeeds (Camps & Resting Places). */
export function campBonusCount(
  checks: readonly { readonly total: number; readonly decisive?: boolean }[],
): number {
  return checks.filter((c) => c.decisive === true || c.total >= CAMP_SURVIVAL_DC).length
}

/** What is wrong with the chosen Camp Bonuses: more than earned, or a repeat unless R25's option allows it. */
export function campBonusProblems(
  chosen: readonly CampBonusId[],
  earned: number,
  options?: Partial<BlueBoxOptions>,
): ('too-many' | 'repeated')[] {
  const out: ('too-many' | 'repeated')[] = []
  if (chosen.length > earned) out.push('too-many')
  if (!resolveBlueboxOptions(options).campBonusRepeats && new Set(chosen).size < chosen.length)
    out.push('repeated')
  return out
}
