/**
 * BrikWars unit sheets and token states (zod), with what OTHER-SYSTEMS.md C.8 lists. Objects are
 * loose, so keys a newer build adds survive a round trip; messages name the field the way the
 * sheet shows it. Every number, text and list is bounded.
 */
import { z } from 'zod'
import { sheetInt as int, sheetText as text } from '../../../kit/sheet-fields'
import { parseBwDice } from './dice-expr'
import {
  BW_NEAR_MISS_CLASSES,
  BW_PROPULSIONS,
  BW_STATUS_IDS,
  BW_UNIT_TYPES,
  type BwState,
  type BwUnitSheet,
} from './model'

function inches(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number of inches` })
    .min(min, { error: (i) => `${label} must be at least ${min}", not ${String(i.input)}` })
    .max(max, { error: (i) => `${label} must be at most ${max}", not ${String(i.input)}` })
}

/** A text too short or too long is read no further (Armor's dice are not parsed then). */

function flag(label: string) {
  return z.boolean({ error: `${label} must be yes or no` })
}

/** The dice a Skill die may have. */
export const BW_SKILL_DICE = [4, 6, 8, 10, 12, 20] as const

export const BwDiceTermSchema = z.looseObject({
  n: int('Number of damage dice', 1, 20),
  die: z.union(
    [4, 6, 8, 10, 12, 20].map((d) => z.literal(d)),
    { error: 'a damage die must be a d4, d6, d8, d10, d12 or d20' },
  ),
})

/** Armor: "d6", "1d6+1" or a fixed number such as "7" (F-BW-2). */
export const BwArmorSchema = text('Armor', 20, 1).superRefine((s, ctx) => {
  try {
    const expr = parseBwDice(s)
    if (expr.dice.reduce((sum, t) => sum + t.n * t.die, expr.bonus) < 0) {
      ctx.addIssue({ code: 'custom', message: `Armor "${s}" can never be above 0` })
    }
  } catch (err) {
    ctx.addIssue({
      code: 'custom',
      message: `Armor ${err instanceof Error ? err.message : String(err)}`,
    })
  }
})

export const BwWeaponSchema = z.looseObject({
  name: text('Weapon name', 80, 1),
  ur: int('Usage Rating', 0, 30),
  rangeIn: inches('Range', 0, 500),
  damage: z
    .array(BwDiceTermSchema, { error: 'Damage must be a list of dice' })
    .max(6, { error: 'a weapon rolls at most 6 kinds of damage dice' }),
  damageBonus: int('Damage bonus', -20, 50),
  nearMiss: z.enum(BW_NEAR_MISS_CLASSES, {
    error: 'the NearMiss class is thrown, minifig ranged, launcher, siege or super siege',
  }),
  closeCombat: flag('Close combat'),
  incendiary: flag('Incendiary'),
})

export const BwBaseSchema = z.discriminatedUnion(
  'shape',
  [
    z.looseObject({ shape: z.literal('round'), diameterIn: inches('Base diameter', 0.25, 100) }),
    z.looseObject({
      shape: z.literal('rect'),
      widthIn: inches('Base width', 0.25, 100),
      depthIn: inches('Base depth', 0.25, 100),
    }),
  ],
  { error: 'a base is round (a diameter) or rectangular (width and depth)' },
)

const unitType = z.enum(BW_UNIT_TYPES, {
  error: 'the unit type is minifig, creature, vehicle, structure or object',
})
const power = int('Power', 0, 100)
const propulsion = z.looseObject({
  kind: z.enum(BW_PROPULSIONS, { error: 'propulsion is legs, treads or wheels' }),
  heightIn: inches('Propulsion height', 0.1, 50),
})

export const BwUnitSheetSchema = z
  .looseObject({
    name: text('Name', 80, 1),
    type: unitType,
    living: flag('Living'),
    skillDie: z.union(
      BW_SKILL_DICE.map((d) => z.literal(d)),
      { error: 'the Skill die must be a d4, d6, d8, d10, d12 or d20' },
    ),
    moveIn: inches('Move', 0, 100),
    armor: BwArmorSchema,
    power,
    areaDots: int('Area', 0, 100000),
    flammable: flag('Flammable'),
    maxBurnLevel: int('Maximum Burn Level', 1, 20).optional(),
    propulsion: propulsion.optional(),
    base: BwBaseSchema,
    weapons: z
      .array(BwWeaponSchema, { error: 'Weapons must be a list' })
      .max(20, { error: 'a unit carries at most 20 weapons' }),
  })
  .refine((u) => u.type !== 'vehicle' || u.propulsion !== undefined, {
    error: 'a vehicle needs its legs, treads or wheels and their height',
    path: ['propulsion'],
  }) satisfies z.ZodType<BwUnitSheet>

export const BwStateSchema = z.looseObject({
  destroyed: flag('Destroyed'),
  statuses: z
    .array(z.enum(BW_STATUS_IDS, { error: 'a status is stunned, exhausted, unconscious or prone' }))
    .max(BW_STATUS_IDS.length)
    .refine((l) => new Set(l).size === l.length, { error: 'a status is listed twice' }),
  burnLevel: int('Burn Level', 0, 20),
  aimingAt: text('Aiming at', 100, 1).nullable(),
  movedThisTurnIn: inches('Moved this turn', 0, 1000),
  movedLastTurnIn: inches('Moved last turn', 0, 1000),
  extraEffort: z.enum(['move', 'power'], { error: 'Extra Effort is move or power' }).nullable(),
  carryingBlox: z
    .number({ error: 'Carrying must be a number of blox' })
    .min(0, { error: 'Carrying must be at least 0 blox' })
    .max(10000, { error: 'Carrying must be at most 10000 blox' }),
  changedPosition: flag('Changed position'),
  actedThisTurn: flag('Acted this turn'),
  oppFireUsed: flag('Opportunity Fire used'),
  // Copied from the sheet when the token was placed; movement prices a move from it alone.
  mover: z.looseObject({ type: unitType, power, propulsion: propulsion.optional() }).optional(),
}) satisfies z.ZodType<BwState>
