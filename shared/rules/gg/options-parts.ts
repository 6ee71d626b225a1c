/**
 * The parts the GG table options are built from (options.ts): the lists the options name (Traits,
 * damage pipeline steps, default damage types, conditions) and the field builders that give each
 * option its GM-readable refusal.
 */
import { z } from 'zod'

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

export const oneOf = <T extends string>(label: string, values: readonly [T, ...T[]], def: T) =>
  z.enum(values, { error: `${label} is ${values.join(' or ')}` }).default(def)
export const yesNo = (label: string, def: boolean) =>
  z.boolean({ error: `${label} is on (true) or off (false)` }).default(def)
export const count = (label: string, def: number) =>
  z
    .number({ error: `${label} is a number` })
    .int({ error: `${label} is a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .default(def)
export const metres = (label: string, def: number) =>
  z
    .number({ error: `${label} is a number of metres` })
    .positive({ error: `${label} must be more than 0 m` })
    .default(def)
export const fraction = (label: string, def: number) =>
  z
    .number({ error: `${label} is a number` })
    .min(0, { error: `${label} cannot be negative` })
    .default(def)

export const costSchema = z.object({
  movement: count('the AP cost of Movement', 1),
  attack: count('the AP cost of an Attack', 1),
  useSkill: count('the AP cost of Use Skill', 1),
  useItem: count('the AP cost of Use Item', 1),
  escapeGrapple: count('the AP cost of Escape Grapple', 2),
  mark: count('the AP cost of Mark', 1),
  oaRP: count('the RP cost of an Opportunity Attack', 1),
  limitBreak: count('the AP cost of the Limit Break action', 2),
})

export const sizeSchema = z.object({
  tiny: metres('the Tiny space', 0.5),
  small: metres('the Small space', 1),
  medium: metres('the Medium space', 1),
  large: metres('the Large space', 2),
  huge: metres('the Huge space', 3),
  gargantuan: metres('the Gargantuan space', 4),
})

export const woundedOutcome = ['dies', 'knockedOutOfFight'] as const
export const deathMode = ['asPC', 'dieAt0'] as const

export const conditionShape = Object.fromEntries(
  GG_OPTION_CONDITIONS.map((name) => [
    name,
    oneOf(`the ${name} condition's effect`, ['default', 'manual'], 'default'),
  ]),
) as Record<
  (typeof GG_OPTION_CONDITIONS)[number],
  z.ZodDefault<z.ZodEnum<{ default: 'default'; manual: 'manual' }>>
>
