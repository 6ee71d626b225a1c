/**
 * Blue Box stat blocks (zod): what the GM enters for an NPC or a player character. Derived numbers
 * (AC, BAC, Plating, modifiers, Power Die) are never stored; shared/rules/bluebox/statblock computes
 * them. Objects are loose, so keys a newer build adds survive a round trip. Messages name the field
 * the way the sheet does ("Strength bonus 4 is above level 3"), with the JSON path in the issue.
 */
import { z } from 'zod'
import { sheetInt, sheetText as text, SheetIdSchema } from '../../../kit/sheet-fields'
import { ABILITIES, ABILITY_IDS, ARMOR_WEIGHTS, DAMAGE_TYPES, STAT_IDS } from './sheet-ids'
import type { AbilityId } from './condition-types'
import { TokenSizeSchema } from '../../../model/enums'
import { jsonBoundsRefinement, LOOSE_DEPTH_MAX, RECORD_SIZE_MAX } from '../../../model/json-bounds'
import { keysOf } from '../../../kit/keys'

/** A whole number in [min, max]; a fraction is refused by naming the range, as the sheet's scales are short. */
const int = (label: string, min: number, max: number) => sheetInt(label, min, max, { range: true })

export const IdSchema = SheetIdSchema

export const StatIdSchema = z.enum(STAT_IDS, {
  error: (i) => `"${String(i.input)}" is not a stat (${STAT_IDS.join(', ')})`,
})
export const AbilityIdSchema = z.enum(ABILITY_IDS, {
  error: (i) => `"${String(i.input)}" is not an ability (${ABILITY_IDS.join(', ')})`,
})
export const DamageTypeSchema = z.enum(DAMAGE_TYPES, {
  error: (i) => `"${String(i.input)}" is not a damage type (${DAMAGE_TYPES.join(', ')})`,
})
export const ArmorWeightSchema = z.enum(ARMOR_WEIGHTS, {
  error: 'armor weight is none, light, medium or heavy',
})

const statMod = (s: string) => int(`${s} modifier`, -5, 10)
export const StatModsSchema = z.looseObject(
  {
    FOR: statMod('FOR'),
    DEX: statMod('DEX'),
    SPI: statMod('SPI'),
    CHA: statMod('CHA'),
    KNO: statMod('KNO'),
  },
  { error: 'stat modifiers { FOR, DEX, SPI, CHA, KNO } are required' },
)

/** Ability bonuses by ability id; a missing one is 0. Each is capped by the level (refined below). */
export const AbilityBonusesSchema = z.looseObject(
  Object.fromEntries(
    ABILITY_IDS.map((a) => [a, int(`${ABILITIES[a].name} bonus`, 0, 30).optional()]),
  ) as Record<AbilityId, z.ZodOptional<ReturnType<typeof int>>>,
)

export const PracticedSchema = z.looseObject({
  abilities: z.array(AbilityIdSchema).max(ABILITY_IDS.length).default([]),
  saves: z.array(StatIdSchema).max(STAT_IDS.length).default([]),
})

/** The armor set: its weight and the base AC/BAC/Plating the GM enters (Character Creation is not in the seeds). */
export const ArmorSetSchema = z.looseObject(
  {
    name: text('Armor name', 80).optional(),
    weight: ArmorWeightSchema,
    baseAC: int('Armor base AC', 0, 40),
    baseBAC: int('Armor base BAC', 0, 40),
    basePlating: int('Armor base Plating', 0, 200),
  },
  { error: 'an armor set { weight, baseAC, baseBAC, basePlating } is required' },
)

export const CriticalAreaSchema = z
  .looseObject({
    description: text('Critical Area description', 200),
    /** Nearest and farthest distance (m) of the Critical Area, both included. */
    min: int('Critical Area start (m)', 0, 200),
    max: int('Critical Area end (m)', 0, 200),
  })
  .refine((c) => c.min <= c.max, {
    path: ['max'],
    error: (i) => {
      const c = i.input as { min: number; max: number }
      return `Critical Area ends at ${c.max} m, before it starts at ${c.min} m`
    },
  })

/** A weapon or Tool: reach (melee) or range (ranged) in metres, Critical Area, damage (Reach, Range; Crits!). */
export const WeaponSchema = z.looseObject({
  id: IdSchema,
  name: text('Weapon name', 80, 1),
  kind: z.enum(['melee', 'ranged'], { error: 'a weapon is melee or ranged' }),
  /** Reach of a melee weapon or range of a ranged one, in metres. */
  reachOrRange: int('Reach or range (m)', 1, 200),
  critical: CriticalAreaSchema.optional(),
  /** Untyped when absent: plain damage, always subject to Plating. */
  damageType: DamageTypeSchema.optional(),
  pure: z.boolean().default(false),
  powerDice: int('Power Dice', 0, 10).default(1),
  /** Added to damage on top of the stat modifier (modules, a skill...). */
  damageModifier: int('Damage modifier', -20, 20).default(0),
  /** The stat the attack roll adds, and the damage too unless statToDamage is false. */
  stat: StatIdSchema,
  statToDamage: z.boolean().default(true),
  practiced: z.boolean().default(false),
  /**
   * Rest practice sessions done toward Practiced (Rest & Repair: twice makes Practiced); the
   * second one sets `practiced` and clears this. Absent reads as 0 (kept absent so sheets saved
   * before it load unchanged).
   */
  practice: int('Practice', 0, 1).optional(),
  modules: z.array(text('Module', 200)).max(20).default([]),
  notes: text('Weapon notes', 5000).optional(),
})

/** A skill or action: AP cost (or free / reaction / move), optional EP, rules text (Actions & Action Economy). */
export const ActionSchema = z.looseObject({
  name: text('Action name', 80, 1),
  ap: z.union([int('AP cost', 0, 10), z.enum(['free', 'reaction', 'move'])], {
    error: 'AP cost is a number of AP, or free, reaction or move',
  }),
  ep: int('EP cost', 0, 10).optional(),
  /** e.g. "1/round", "1/rest". */
  uses: text('Uses', 40).optional(),
  text: text('Action text', 5000).default(''),
})

/** One line of what a being carries: a name, how many, a note (crafted items land here). */
export const InventoryItemSchema = z.looseObject({
  name: text('Item name', 80, 1),
  count: int('Item count', 1, 999),
  note: text('Item note', 200).optional(),
})

/** Lines an inventory keeps. */
export const INVENTORY_MAX = 200

const damageList = z.array(DamageTypeSchema).max(DAMAGE_TYPES.length).default([])

/** The fields every Blue Box sheet has, NPC or PC. */
export const StatBlockFields = {
  level: int('Level', 1, 30),
  /** Free text: Construct, Rahi, Matoran... */
  species: text('Species', 80).optional(),
  stats: StatModsSchema,
  abilityBonuses: AbilityBonusesSchema.default({}),
  practiced: PracticedSchema.default({ abilities: [], saves: [] }),
  armor: ArmorSetSchema,
  naturalPlating: int('Natural Plating', 0, 200).default(0),
  hpMax: int('HP max', 1, 9999),
  thp: int('THP', 0, 9999).default(0),
  /** Metres per Move Action (Movement & Terrain). */
  speed: int('Speed (m)', 0, 100).default(6),
  size: TokenSizeSchema.default('medium'),
  /** AP per turn; most beings have 2 (Actions & Action Economy). */
  ap: int('AP per turn', 0, 10).default(2),
  epMax: int('EP max', 0, 100).default(0),
  resistances: damageList,
  vulnerabilities: damageList,
  immunities: damageList,
  weapons: z.array(WeaponSchema).max(50).default([]),
  actions: z.array(ActionSchema).max(100).default([]),
  /**
   * What the being carries; items crafted during a rest are added here, merged by name. Absent
   * reads as empty (kept absent so sheets saved before it load unchanged).
   */
  inventory: z.array(InventoryItemSchema).max(INVENTORY_MAX).optional(),
  notes: text('Notes', 50000).default(''),
}

// Number.isFinite is false for anything that is not a number (no coercion).
const isNum = (v: unknown): v is number => Number.isFinite(v)
const LIST_NAMES = {
  resistances: 'a resistance',
  vulnerabilities: 'a vulnerability',
  immunities: 'an immunity',
} as const
const label = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1)

/** Cross-field rules of a sheet; runs even when other fields are wrong, so every problem is listed. */
function statBlockIssues(raw: unknown, ctx: z.RefinementCtx): void {
  const v = (raw ?? {}) as Record<string, unknown>
  const level = v.level
  const bonuses = (v.abilityBonuses ?? {}) as Record<string, unknown>
  if (isNum(level)) {
    for (const a of ABILITY_IDS) {
      const b = bonuses[a]
      if (isNum(b) && b > level) {
        const message = `${ABILITIES[a].name} bonus ${b} is above level ${level}`
        ctx.addIssue({ code: 'custom', message, path: ['abilityBonuses', a] })
      }
    }
  }
  const seen = new Map<string, keyof typeof LIST_NAMES>()
  for (const list of keysOf(LIST_NAMES)) {
    const items = Array.isArray(v[list]) ? (v[list] as unknown[]) : []
    items.forEach((t, i) => {
      if (typeof t !== 'string') return
      const before = seen.get(t)
      if (before === undefined) return void seen.set(t, list)
      const message =
        before === list
          ? `${label(t)} is listed twice`
          : `${label(t)} is both ${LIST_NAMES[before]} and ${LIST_NAMES[list]}`
      ctx.addIssue({ code: 'custom', message, path: [list, i] })
    })
  }
  const practiced = (v.practiced ?? {}) as Record<string, unknown>
  for (const key of ['abilities', 'saves'] as const) {
    const items = Array.isArray(practiced[key]) ? (practiced[key] as unknown[]) : []
    items.forEach((x, i) => {
      if (items.indexOf(x) !== i)
        ctx.addIssue({
          code: 'custom',
          message: `Practiced ${String(x)} is listed twice`,
          path: ['practiced', key, i],
        })
    })
  }
  const weapons = Array.isArray(v.weapons) ? (v.weapons as Array<{ id?: unknown }>) : []
  const ids = weapons.map((w) => w?.id)
  ids.forEach((id, i) => {
    if (typeof id === 'string' && ids.indexOf(id) !== i)
      ctx.addIssue({
        code: 'custom',
        message: `weapon id "${id}" is used twice`,
        path: ['weapons', i, 'id'],
      })
  })
}

const always = { when: () => true }

export const StatBlockSchema = z.looseObject(StatBlockFields).superRefine(statBlockIssues, always)

/** Keys a newer build adds are kept, but never deeper or bigger than a library record can be. */
const recordBounds = jsonBoundsRefinement({ maxDepth: LOOSE_DEPTH_MAX, maxSize: RECORD_SIZE_MAX })

const recordFields = {
  id: IdSchema,
  name: text('Name', 80, 1),
  tags: z.array(text('Tag', 40)).max(50).default([]),
}

/** An NPC in the campaign's library (the library entry; map instances carry their own HP/Plating). */
export const NpcRecordSchema = z
  .looseObject({ ...recordFields, ...StatBlockFields }, { error: 'an NPC must be an object' })
  .superRefine(statBlockIssues, always)
  .superRefine(recordBounds, always)

/** How a PC's HP was set at creation: 7d4 rerolling 1s + FOR, or entered (Health & Healing). */
export const HpOriginSchema = z.discriminatedUnion('method', [
  z.looseObject({
    method: z.literal('rolled'),
    /** The seven d4s after rerolls. */
    faces: z.array(int('HP die', 1, 4)).length(7, { error: 'HP is rolled with 7 d4s' }),
    forModifier: int('FOR modifier', -5, 10),
  }),
  z.looseObject({ method: z.literal('entered') }),
])

/** A player character: the same sheet plus background, exhaustion, current EP and how HP was set. */
export const PcRecordSchema = z
  .looseObject(
    {
      ...recordFields,
      player: text('Player', 80).default(''),
      ...StatBlockFields,
      background: text('Background', 200).default(''),
      exhaustion: int('Exhaustion', 0, 7).default(0),
      epCurrent: int('EP', 0, 100).default(0),
      hpOrigin: HpOriginSchema.optional(),
    },
    { error: 'a player character must be an object' },
  )
  .superRefine(statBlockIssues, always)
  .superRefine(recordBounds, always)
  .superRefine((raw: unknown, ctx) => {
    const v = (raw ?? {}) as Record<string, unknown>
    if (isNum(v.epCurrent) && isNum(v.epMax) && v.epCurrent > v.epMax) {
      const message = `EP ${v.epCurrent} is above EP max ${v.epMax}`
      ctx.addIssue({ code: 'custom', message, path: ['epCurrent'] })
    }
  }, always)

export type StatMods = z.output<typeof StatModsSchema>
export type ArmorSet = z.output<typeof ArmorSetSchema>
export type CriticalArea = z.output<typeof CriticalAreaSchema>
export type Weapon = z.output<typeof WeaponSchema>
export type SheetAction = z.output<typeof ActionSchema>
export type InventoryItem = z.output<typeof InventoryItemSchema>
export type StatBlock = z.output<typeof StatBlockSchema>
export type NpcRecord = z.output<typeof NpcRecordSchema>
export type NpcRecordInput = z.input<typeof NpcRecordSchema>
export type PcRecord = z.output<typeof PcRecordSchema>
export type PcRecordInput = z.input<typeof PcRecordSchema>
export type HpOrigin = z.output<typeof HpOriginSchema>
