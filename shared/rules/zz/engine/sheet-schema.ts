/**
 * Zealots of Zaldar stat blocks (zod) for the library: a monster (NPC) or a Hero (PC) with what
 * OTHER-SYSTEMS.md B.9 lists. Objects are loose, so keys a newer build adds survive a round trip;
 * messages name the field the way the sheet shows it. What changes in play (HP, Mind Points,
 * statuses, what is in hand) is the token's instance (./instance), started from this sheet.
 */
import { z } from 'zod'
import {
  sheetInt as int,
  sheetText as text,
  SheetIdSchema as IdSchema,
} from '../../../kit/sheet-fields'
import { parseZzFormula } from './dice-expr'
import { ZZ_ARCHERY_TIERS, ZZ_ATTRIBUTES, ZZ_CONTAINERS, ZZ_STATUSES } from './model'

/** The dice a Base Attack or Base Defense can be (d4 … d20). */
export const ZZ_DICE = [4, 6, 8, 10, 12, 20] as const
const die = (label: string) =>
  z.union(
    ZZ_DICE.map((d) => z.literal(d)),
    { error: `${label} must be one of ${ZZ_DICE.map((d) => `d${d}`).join(', ')}` },
  )

/** A weapon's damage or attack formula ("d6+STR", "1d8", "2d4+1"), checked by its own parser. */
export const ZzFormulaTextSchema = text('Damage', 40, 1).superRefine((s, ctx) => {
  try {
    parseZzFormula(s)
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: `"${s}" is not a formula: ${(err as Error).message}` })
  }
})

export const ZzWeaponSchema = z.looseObject({
  id: IdSchema,
  name: text('Weapon name', 60, 1),
  kind: z.enum(['melee', 'ranged', 'thrown'], { error: 'a weapon is melee, ranged or thrown' }),
  /** ZZ-27: range in spaces (Unarmed and Dagger 1, Spear 3). */
  range: int('Range', 1, 60),
  damage: ZzFormulaTextSchema,
  projectileBonus: int('Projectile bonus', -10, 20).optional(),
  ammo: text('Ammunition', 30, 1).optional(),
  useAP: int('AP to use', 0, 3).optional(),
})

export const ZzSkillSchema = z.looseObject({
  name: text('Skill name', 40, 1),
  attribute: z.enum(ZZ_ATTRIBUTES, { error: 'a skill uses STR, DEX, INT or CHA' }),
  bonus: int('Skill bonus', -10, 30),
})

const StoredSchema = z.looseObject({
  item: text('Item', 60, 1),
  container: z.enum(ZZ_CONTAINERS, {
    error: `a container is one of ${ZZ_CONTAINERS.join(', ')}`,
  }),
  count: int('Count', 1, 9999),
})

/** What a figure carries when it enters play (ZZ-10): two hands and its containers. */
export const ZzGearSchema = z.looseObject({
  hands: z.tuple([text('Hand', 60).nullable(), text('Hand', 60).nullable()]).default([null, null]),
  stored: z.array(StoredSchema).max(60, 'at most 60 stored items').default([]),
  loaded: z
    .array(text('Loaded weapon', 100, 1))
    .max(4)
    .default([]),
})

/**
 * A figure's own state in play (./instance explains it); here so a Hero's sheet can keep the state
 * it left a map with.
 */
const instanceKey = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the name "__proto__" is reserved')

export const ZzInstanceSchema = z.looseObject(
  {
    hp: z
      .number({ error: 'HP must be a number' })
      .int({ error: 'HP must be a whole number' })
      .min(-9999)
      .max(9999),
    mind: z.number().int().min(0).max(99).default(0),
    statuses: z
      .array(z.enum(ZZ_STATUSES, { error: `a status is one of ${ZZ_STATUSES.join(', ')}` }))
      .max(ZZ_STATUSES.length)
      .default([]),
    /** The pending proactive Defend bonus; 0: none (ZZ-07/08). */
    defendBonus: z.number().int().min(0).max(40).default(0),
    gear: ZzGearSchema.default({ hands: [null, null], stored: [], loaded: [] }),
    /** Tokens that attacked this figure since its last turn began (ZZ-40). */
    attackedBy: z.array(instanceKey).max(50).default([]),
    /** A disposition set in play (a bribed guard turning neutral); absent: the sheet's. */
    disposition: z.enum(['friendly', 'neutral', 'hostile']).optional(),
  },
  { error: "a ZZ figure's state must be an object" },
)

const base = {
  id: IdSchema,
  name: text('Name', 80, 1),
  /** The figurine's short name on the board ("ORC 1"). */
  shortName: text('Figurine', 12).optional(),
  level: int('Level', 1, 30).default(1),
  hpMax: int('HP max', 1, 9999),
  mindMax: int('Mind Points max', 0, 99).default(0),
  move: int('MOVE', 0, 30).default(5),
  str: int('STR', -5, 30).default(1),
  dex: int('DEX', -5, 30).default(1),
  int: int('INT', -5, 30).default(1),
  cha: int('CHA', -5, 30).default(1),
  baseAttack: die('Base Attack').default(6),
  baseDefense: die('Base Defense').default(4),
  /** Armour and standing Defense modifiers (ZZ-37). */
  defenseBonus: int('Armour', -10, 30).default(0),
  armour: text('Armour worn', 60).optional(),
  /** ZZ-52: the d20 target of the Recovery Roll. */
  recovery: int('Recovery', 1, 21).default(12),
  /** ZZ-45, ZZ-Q23: a multiple of 10. */
  size: int('Size', 10, 100)
    .refine((n) => n % 10 === 0, { error: 'Size must be a multiple of 10' })
    .default(10),
  archery: z
    .enum(ZZ_ARCHERY_TIERS, { error: `Archery is one of ${ZZ_ARCHERY_TIERS.join(', ')}` })
    .default('untrained'),
  skills: z.array(ZzSkillSchema).max(40, 'at most 40 skills').default([]),
  weapons: z.array(ZzWeaponSchema).max(20, 'at most 20 weapons').default([]),
  gear: ZzGearSchema.default({ hands: [null, null], stored: [], loaded: [] }),
  /** How it stands towards the Heroes: friends pass and do not block (ZZ-24, ZZ-28). */
  disposition: z
    .enum(['friendly', 'neutral', 'hostile'], { error: 'friendly, neutral or hostile' })
    .optional(),
  notes: text('Notes', 4000).optional(),
}

export const ZzNpcSchema = z.looseObject(base)
export const ZzPcSchema = z.looseObject({
  ...base,
  player: text('Player', 80).optional(),
  /**
   * ZZ-21: the Hero's state in play when it last left a map by an exit (HP, Mind Points,
   * statuses, what it holds and carries): its token is gone, and the Hero placed on a later map
   * starts from this instead of a fresh state.
   */
  offBoard: ZzInstanceSchema.optional(),
})

export type ZzNpc = z.output<typeof ZzNpcSchema>
export type ZzPc = z.output<typeof ZzPcSchema>
export type ZzSheet = ZzNpc | ZzPc
export type ZzWeaponDef = z.output<typeof ZzWeaponSchema>
