/**
 * The parts the GG table options (options.ts, options-harm.ts) are built from: the lists the
 * options name (Traits, damage pipeline steps, default damage types, conditions), the builders
 * the rules kit has no match for (counts, metres, fractions, nested groups), each with its
 * GM-readable refusal, and the larger nested groups (AP costs, the size table, the conditions).
 */
import { z } from 'zod'
import { oneOf, own, type OptionDecl } from '../../../kit/options'

/** The six Traits (A.10). INT is Intuition. */
export const GG_TRAITS = ['PHY', 'AGI', 'END', 'KNO', 'INT', 'DET'] as const
export type GgTrait = (typeof GG_TRAITS)[number]

/** The steps of the damage pipeline in the order D.4 gives (GG-Q32). */
export const GG_PIPELINE_STEPS = [
  'immunity',
  'dice+bonuses+crit/OB',
  'reduction',
  'magnification',
  'resistance',
  'vulnerability',
  'barrierPoints',
  'scarOffer',
  'hp',
  'massiveDamageCheck',
] as const
export type GgPipelineStep = (typeof GG_PIPELINE_STEPS)[number]

/**
 * F-GG-7 / GG-Q28: the default damage types (5e types plus Limit), as lower-case ids; the sheet
 * and the log show them with `damageTypeName` (model.ts).
 */
export const GG_DEFAULT_DAMAGE_TYPES = [
  'bludgeoning',
  'piercing',
  'slashing',
  'acid',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'poison',
  'psychic',
  'radiant',
  'thunder',
  'limit',
] as const

const MODIFIER_STEPS: readonly GgPipelineStep[] = [
  'immunity',
  'reduction',
  'magnification',
  'resistance',
  'vulnerability',
]

/**
 * GG-085 / GG-Q32: a usable damage pipeline order: every step once; the roll before the damage
 * changes (Immunity may come before it, as in the default); Barrier Points and the Scar offer
 * after every damage change; HP and the massive-damage check last.
 */
export function validPipelineOrder(order: readonly GgPipelineStep[]): boolean {
  if (order.length !== GG_PIPELINE_STEPS.length) return false
  if (new Set(order).size !== order.length) return false
  const at = (s: GgPipelineStep): number => order.indexOf(s)
  const lastChange = Math.max(...MODIFIER_STEPS.map(at))
  const roll = at('dice+bonuses+crit/OB')
  return (
    MODIFIER_STEPS.every((s) => s === 'immunity' || at(s) > roll) &&
    at('barrierPoints') > lastChange &&
    at('scarOffer') > lastChange &&
    at('hp') === order.length - 2 &&
    at('massiveDamageCheck') === order.length - 1
  )
}

/** Conditions whose missing effects A.5.1 fills with a default (GG-Q7, `gg.cond.<name>`). */
export const GG_OPTION_CONDITIONS = [
  'surprised',
  'marked',
  'prone',
  'grappled',
  'slowed',
  'flanked',
  'bloodied',
  'desperation',
  'unconscious',
  'incapacitated',
  'hidden',
] as const

/** A whole number of something (AP, dice, Scar amounts), never negative. */
export const count = (label: string) =>
  z
    .number({ error: `${label} is a number` })
    .int({ error: `${label} is a whole number` })
    .min(0, { error: `${label} cannot be negative` })
/** A distance in metres, more than nothing. */
export const metres = (label: string) =>
  z
    .number({ error: `${label} is a number of metres` })
    .positive({ error: `${label} must be more than 0 m` })
/** A share of something (a Scar's part of HP Max), never negative. */
export const fraction = (label: string) =>
  z.number({ error: `${label} is a number` }).min(0, { error: `${label} cannot be negative` })

/**
 * A one-of option inside a nested group: the group may be stored in part, so a member left out
 * takes its default there.
 */
export const member = <T extends string>(d: OptionDecl<T>) => d.schema.default(d.default)

/**
 * A nested group of options, stored whole or in part; its default is what it makes of nothing,
 * every member at its own default.
 */
export function group<S extends z.ZodRawShape>(shape: S) {
  const schema = z.object(shape)
  return own(schema, schema.parse({}))
}

export const costSchema = z.object({
  movement: count('the AP cost of Movement').default(1),
  attack: count('the AP cost of an Attack').default(1),
  useSkill: count('the AP cost of Use Skill').default(1),
  useItem: count('the AP cost of Use Item').default(1),
  escapeGrapple: count('the AP cost of Escape Grapple').default(2),
  mark: count('the AP cost of Mark').default(1),
  oaRP: count('the RP cost of an Opportunity Attack').default(1),
  limitBreak: count('the AP cost of the Limit Break action').default(2),
})

export const sizeSchema = z.object({
  tiny: metres('the Tiny space').default(0.5),
  small: metres('the Small space').default(1),
  medium: metres('the Medium space').default(1),
  large: metres('the Large space').default(2),
  huge: metres('the Huge space').default(3),
  gargantuan: metres('the Gargantuan space').default(4),
})

export const woundedOutcome = ['dies', 'knockedOutOfFight'] as const
export const deathMode = ['asPC', 'dieAt0'] as const

const conditionEffect = (name: string) =>
  member(oneOf(`the ${name} condition's effect`, ['default', 'manual'], 'default'))

export const conditionShape = Object.fromEntries(
  GG_OPTION_CONDITIONS.map((name) => [name, conditionEffect(name)]),
) as Record<(typeof GG_OPTION_CONDITIONS)[number], ReturnType<typeof conditionEffect>>
