/**
 * GG stat blocks (zod) for the library: an NPC or a player character, with what OTHER-SYSTEMS.md
 * A.10 lists (seed 001 names these numbers throughout its combat chapter; it has no stat block
 * section of its own). Derived numbers (HT when not overridden, END damage reduction, AoC) are
 * never stored: `./statblock` computes them and says how. Objects are loose, so keys a newer build
 * adds survive a round trip; messages name the field the way the sheet shows it.
 */
import { z } from 'zod'
import {
  sheetInt as int,
  sheetText as text,
  SheetIdSchema as IdSchema,
} from '../../../kit/sheet-fields'
import { jsonBoundsRefinement, LOOSE_DEPTH_MAX, RECORD_SIZE_MAX } from '../../../model/json-bounds'
import { GG_CONDITION_IDS } from './condition-catalogue'
import { parseDiceExpr } from './dice-expr'
import { GG_MOVE_MODES, GG_SIZES, GG_TRAITS, damageTypeId } from './model'

/** Metres, in half-metre steps (a Tiny space is 0.5 m). */
function metres(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number of metres` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} must be at most ${max} m` })
    .refine((n) => Number.isInteger(n * 2), { error: `${label} is in whole or half metres` })
}

/** A dice expression the engine can roll ("1d8+2", "2d6", "4"): checked by its own parser. */
export const DiceTextSchema = text('Damage dice', 40, 1).superRefine((s, ctx) => {
  try {
    parseDiceExpr(s)
  } catch (err) {
    ctx.addIssue({
      code: 'custom',
      message: `"${s}" is not a dice expression: ${(err as Error).message}`,
    })
  }
})

/** A damage type id: lower-case ('slashing'); a table's own types are allowed (F-GG-7). */
export const DamageTypeIdSchema = text('Damage type', 30, 1)
  .transform(damageTypeId)
  .refine((s) => s !== '__proto__', 'the name "__proto__" is reserved')

const typeList = (label: string) =>
  z
    .array(DamageTypeIdSchema)
    .max(20, { error: `at most 20 ${label}` })
    .default([])
const typeAmounts = (label: string) =>
  z
    .record(DamageTypeIdSchema, int(label, 0, 100), { error: `${label} are types with numbers` })
    .default({})

export const TraitsSchema = z.looseObject(
  Object.fromEntries(GG_TRAITS.map((t) => [t, int(t, -5, 20)])) as Record<
    (typeof GG_TRAITS)[number],
    ReturnType<typeof int>
  >,
  { error: 'Traits { PHY, AGI, END, KNO, INT, DET } are required' },
)

export const SizeSchema = z.enum(GG_SIZES, {
  error: (i) => `"${String(i.input)}" is not a Size Category (${GG_SIZES.join(', ')})`,
})

/** A.10: walking speed plus other modes, and whether it can hover (GG-021, GG-024, GG-025). */
export const SpeedSchema = z.looseObject({
  walk: metres('Walking speed', 100),
  climb: metres('Climbing speed', 100).optional(),
  swim: metres('Swimming speed', 100).optional(),
  fly: metres('Flying speed', 100).optional(),
  burrow: metres('Burrowing speed', 100).optional(),
  hover: z.boolean().default(false),
})

/** What an action is, for the attack rules (GG-045: Weapon, Unarmed Strike, Spell). */
export const GG_ACTION_KINDS = ['weapon', 'unarmed', 'spell', 'other'] as const

/**
 * One of a being's actions (A.10): its AP cost, what kind of attack it is, the Trait it rolls with
 * and whether the being is Trained in it (adds SB, F-GG-1), its reach or range, the damage on a
 * hit and the riders the GM reads.
 */
export const GgActionSchema = z.looseObject({
  id: IdSchema,
  name: text('Action name', 80, 1),
  ap: int('AP cost', 0, 10).default(1),
  kind: z
    .enum(GG_ACTION_KINDS, { error: 'an action is weapon, unarmed, spell or other' })
    .default('weapon'),
  /** Melee reaches `reach` metres; ranged has a Base and a Long Range (GG-055). */
  melee: z.boolean().default(true),
  /** A spell's Trait (its Spellcasting Trait); weapons roll PHY in melee, AGI at range (GG-047). */
  trait: z.enum(GG_TRAITS, { error: `a Trait is one of ${GG_TRAITS.join(', ')}` }).optional(),
  trained: z.boolean().default(true),
  /** Extra to the Attack Roll beyond Trait and SB (a magic weapon's +1). */
  attackBonus: int('Attack bonus', -20, 30).default(0),
  reach: metres('Reach', 30).default(1),
  range: metres('Range', 1000).optional(),
  longRange: metres('Long range', 2000).optional(),
  damage: DiceTextSchema.optional(),
  /** One type, or two for dual-type damage (GG-077). */
  damageTypes: z
    .array(DamageTypeIdSchema)
    .max(2, { error: 'at most two damage types' })
    .default([]),
  /** GG-076: magical damage (a magic sword's Slashing). */
  magical: z.boolean().default(false),
  /** Weapon properties the rules read: Light (GG-060), Reach (GG-038), Two-Handed. */
  properties: z
    .array(z.enum(['light', 'reach', 'twoHanded', 'thrown']))
    .max(4)
    .default([]),
  targets: int('Targets', 1, 50).default(1),
  riders: text('Riders', 500).default(''),
})

/** A reaction (A.10): its RP cost and trigger; the Opportunity Attack is the common one. */
export const GgReactionSchema = z.looseObject({
  id: IdSchema,
  name: text('Reaction name', 80, 1),
  rp: int('RP cost', 0, 10).default(1),
  trigger: text('Trigger', 300).default(''),
})

export const GgFeatureSchema = z.looseObject({
  name: text('Feature name', 80, 1),
  text: text('Feature text', 1000).default(''),
})

/** The fields an NPC and a PC share (A.10). */
export const GgStatBlockFields = {
  size: SizeSchema.default('medium'),
  level: int('Level', 0, 30).default(1),
  traits: TraitsSchema,
  /** Skill Bonus (F-GG-1: added to a Test with a Skill or Weapon the being is Trained in). */
  sb: int('SB', 0, 20).default(2),
  /** HT as the stat block gives it (armour, GG-Q56); absent: 10 + Agility (GG-049). */
  ht: int('HT', 0, 60).optional(),
  hpMax: int('HP max', 1, 9999),
  /** Barrier Points a being starts a fight with (GG-089). */
  bp: int('BP', 0, 9999).default(0),
  speed: SpeedSchema.default({ walk: 6, hover: false }),
  /** Initiative: a fixed modifier, "–" (no Initiative, `none`), and GG-006's "wins ties". */
  initiative: z
    .looseObject({
      modifier: int('Initiative modifier', -20, 30).default(0),
      none: z.boolean().default(false),
      winsTies: z.boolean().default(false),
      /** GG-001: the Trait it rolls with unless the GG picks the other. */
      trait: z.enum(['AGI', 'INT']).default('AGI'),
    })
    .default({ modifier: 0, none: false, winsTies: false, trait: 'AGI' }),
  hitDie: text('Hit Die', 20).default(''),
  senses: z
    .looseObject({
      nightvision: metres('Nightvision', 1000).default(0),
      truesight: metres('Truesight', 1000).default(0),
      passivePerception: int('Passive Perception', 0, 60).default(10),
    })
    .default({ nightvision: 0, truesight: 0, passivePerception: 10 }),
  languages: z.array(text('Language', 40)).max(30).default([]),
  /** GG-079: Reduction X by type. */
  reductions: typeAmounts('Reductions'),
  /** GG-081: sources of Resistance by type (two sources halve twice, GG-084). */
  resistances: typeAmounts('Resistances'),
  immunities: typeList('immunities'),
  /** GG-082: Magnification X by type. */
  magnifications: typeAmounts('Magnifications'),
  vulnerabilities: typeAmounts('Vulnerabilities'),
  conditionImmunities: z
    .array(z.enum(GG_CONDITION_IDS, { error: (i) => `"${String(i.input)}" is not a GG condition` }))
    .max(GG_CONDITION_IDS.length)
    .default([]),
  /** AP and RP per Turn (GG-013: usually 3 and 1). */
  perTurn: z
    .looseObject({
      ap: int('AP per Turn', 0, 20).default(3),
      rp: int('RP per Turn', 0, 20).default(1),
    })
    .default({ ap: 3, rp: 1 }),
  /** Reach (AoC) in metres when not the size's default (GG-038, F-GG-6). */
  reach: metres('Reach', 30).optional(),
  /**
   * It can make Opportunity Attacks (A.10's capability flag). Off unless the sheet says so: a
   * Character needs a Feature that grants it, and an NPC's Stat Block says so (seed 001, the
   * Opportunity Attack paragraph), so a blank or imported sheet that says nothing makes none.
   */
  opportunityAttack: z.boolean().default(false),
  /** GG-Q55: a minion dies at 0 HP; a named NPC (and every PC) follows the dying track. */
  rank: z.enum(['named', 'minion'], { error: 'an NPC is named or a minion' }).default('named'),
  features: z.array(GgFeatureSchema).max(50).default([]),
  actions: z.array(GgActionSchema).max(50).default([]),
  reactions: z.array(GgReactionSchema).max(20).default([]),
  /** GG-114: Class Tags that decide the Limit Breaks a being can use. */
  classTags: z.array(text('Class Tag', 40)).max(20).default([]),
  notes: text('Notes', 5000).default(''),
}

const always = { when: () => true }
const recordBounds = jsonBoundsRefinement({ maxDepth: LOOSE_DEPTH_MAX, maxSize: RECORD_SIZE_MAX })

/** Each action's and reaction's id once, so a roll can name one. */
function uniqueIds(raw: unknown, ctx: z.RefinementCtx): void {
  const v = (raw ?? {}) as { actions?: unknown; reactions?: unknown }
  for (const key of ['actions', 'reactions'] as const) {
    const list = v[key]
    if (!Array.isArray(list)) continue
    const seen = new Set<string>()
    list.forEach((a: { id?: unknown }, i) => {
      if (typeof a?.id !== 'string') return
      if (seen.has(a.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [key, i, 'id'],
          message: `two ${key} share the id "${a.id}"`,
        })
      }
      seen.add(a.id)
    })
  }
}

const recordFields = {
  id: IdSchema,
  name: text('Name', 80, 1),
  tags: z.array(text('Tag', 40)).max(50).default([]),
}

/**
 * A summoned Memory's link to its Limit Break (GG-114 … GG-128): the Breaker's token and the LB
 * Level it was summoned at. Only a Memory's sheet has it.
 */
export const GgMemoryLinkSchema = z.looseObject({
  breakerTokenId: IdSchema,
  // The whole numbers 1 to 3, read as the Levels they are (the literal never refuses one).
  lbLevel: int('LB Level', 1, 3).pipe(z.literal([1, 2, 3])),
})

export const GgNpcSchema = z
  .looseObject(
    { ...recordFields, ...GgStatBlockFields, memory: GgMemoryLinkSchema.optional() },
    { error: 'an NPC must be an object' },
  )
  .superRefine(uniqueIds, always)
  .superRefine(recordBounds, always)

/** A player character: the same stat block, the player's name and the Scar Concepts it holds. */
export const GgPcSchema = z
  .looseObject(
    {
      ...recordFields,
      player: text('Player', 80).default(''),
      ...GgStatBlockFields,
      /** GG-087: the Scar Concept it took at each Severity, in the player's words. */
      scars: z
        .looseObject({
          mild: text('Mild Scar', 200).optional(),
          moderate: text('Moderate Scar', 200).optional(),
          severe: text('Severe Scar', 200).optional(),
        })
        .default({}),
    },
    { error: 'a player character must be an object' },
  )
  .superRefine(uniqueIds, always)
  .superRefine(recordBounds, always)

export type GgTraits = z.output<typeof TraitsSchema>
export type GgSheetAction = z.output<typeof GgActionSchema>
export type GgSheetReaction = z.output<typeof GgReactionSchema>
export type GgNpc = z.output<typeof GgNpcSchema>
export type GgPc = z.output<typeof GgPcSchema>
/** Either sheet: everything the rules read is on both. */
export type GgSheet = GgNpc | GgPc

export { GG_MOVE_MODES }
