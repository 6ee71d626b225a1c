/**
 * The rolls a BrikWars GM asks for, as requests main validates before any die is thrown
 * (OTHER-SYSTEMS.md Part C): an attack (BW-17..32), an explosion at a point (BW-30..32), fire
 * (BW-33..35), Extra Effort (BW-01/02), a declared aim (BW-17) and the end-of-turn rolls.
 * Distances, ranges, movement and cover are measured on the board, never taken from the request;
 * the request carries only what the board cannot know (the GM's situation flags).
 */
import { z } from 'zod'
import { parseBwDice } from './dice-expr'
import { BW_STA_CLASSES } from './skill'

const id = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the id "__proto__" is reserved')
const tokenId = id

/** A point on the table in inches from its top-left corner (x east, y south). */
export const BwPointSchema = z
  .object({
    x: z.number({ error: 'a point is x and y in inches' }).min(-1000).max(10000),
    y: z.number({ error: 'a point is x and y in inches' }).min(-1000).max(10000),
  })
  .strict()

/** A dice expression such as "2d10", "1d6+1" or "3d10". */
const diceText = z
  .string()
  .min(1)
  .max(40)
  .superRefine((s, ctx) => {
    try {
      parseBwDice(s)
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message: `Damage ${err instanceof Error ? err.message : String(err)}`,
      })
    }
  })

const modifier = z
  .number({ error: 'a modifier is a whole number' })
  .int({ error: 'a modifier is a whole number' })
  .min(-30)
  .max(30)
  .default(0)

/**
 * BW-17..32: an attack with one of the attacker's weapons (by its place in the sheet's list, 0
 * first) at a unit, or, for a launcher or anything explosive, at a point on the table. Range,
 * movement and cover come from the board and the tokens' movement history; `aimed` and `hidden`
 * override what the board says when given.
 */
export const BwAttackRequestSchema = z
  .object({
    kind: z.literal('attack'),
    attackerTokenId: tokenId,
    weapon: z.number().int().min(0).max(19).default(0),
    /** The unit shot at. */
    targetTokenId: tokenId.optional(),
    /** Or a point on the table in inches (a launcher fired at the ground). */
    at: BwPointSchema.optional(),
    /** BW-17: the attacker aimed for one full turn; absent: read from its declared aim. */
    aimed: z.boolean().optional(),
    /** BW-23: the target is completely hidden; absent: measured on the board. */
    hidden: z.boolean().optional(),
    /** BW-24: the Small Target Area classes the GM judges to fit the shot. */
    sta: z
      .array(z.enum(BW_STA_CLASSES, { error: 'a small target is halfMinifig, head or hand' }))
      .max(3)
      .default([]),
    /** BW-25: fired out of turn. */
    opportunityFire: z.boolean().default(false),
    /** BW-26: in Close Combat, which attacker this is against the defender (1 = the first). */
    ccAttackerIndex: z.number().int().min(1).max(20).optional(),
    /** Anything else the GM adds to the Skill roll. */
    modifier,
  })
  .strict()
  .refine((r) => (r.targetTokenId === undefined) !== (r.at === undefined), {
    error: 'An attack names either a target or a point on the table',
  })

/** BW-30..32: an explosion at a point (a charge going off, a shell the GM places). */
export const BwExplosionRequestSchema = z
  .object({
    kind: z.literal('explosion'),
    at: BwPointSchema,
    /** Its damage dice, e.g. "3d10" or "2d10+1". */
    damage: diceText,
    /** What exploded, for the log ("Satchel charge"). */
    label: z.string().min(1).max(80).optional(),
    /** An incendiary blast sets alight the flammable units it reaches (BW-Q17). */
    incendiary: z.boolean().default(false),
  })
  .strict()

/**
 * BW-33..35: set a unit on fire at a Burn Level (default 1), put it out, or burn it now (one tick:
 * damage to it and its neighbours, then its new Burn Level).
 */
export const BwFireRequestSchema = z
  .object({
    kind: z.literal('fire'),
    action: z.enum(['ignite', 'extinguish', 'tick'], {
      error: 'fire is ignite, extinguish or tick',
    }),
    tokenId,
    burnLevel: z.number().int().min(1).max(20).optional(),
  })
  .strict()

/** BW-01/02: a unit puts forth Extra Effort: +5" of Move, or +1 Power. */
export const BwEffortRequestSchema = z
  .object({
    kind: z.literal('effort'),
    tokenId,
    effort: z.enum(['move', 'power'], { error: 'Extra Effort is move or power' }),
  })
  .strict()

/** BW-17: a unit declares the unit it aims at (null: stops aiming). */
export const BwAimRequestSchema = z
  .object({ kind: z.literal('aim'), tokenId, targetTokenId: tokenId.nullable() })
  .strict()

/**
 * F-BW-3, BW-01/02: the end of a unit's turn: its Extra Effort roll (or exhaustion recovery), and
 * this turn's movement becomes last turn's.
 */
export const BwEndTurnRequestSchema = z.object({ kind: z.literal('endTurn'), tokenId }).strict()

// By its kind, so a refusal names the field that is wrong (a plain union says only "Invalid input").
export const BwRollRequestSchema = z.discriminatedUnion('kind', [
  BwAttackRequestSchema,
  BwExplosionRequestSchema,
  BwFireRequestSchema,
  BwEffortRequestSchema,
  BwAimRequestSchema,
  BwEndTurnRequestSchema,
])

export type BwPoint = z.output<typeof BwPointSchema>
export type BwAttackRequest = z.output<typeof BwAttackRequestSchema>
export type BwExplosionRequest = z.output<typeof BwExplosionRequestSchema>
export type BwFireRequest = z.output<typeof BwFireRequestSchema>
export type BwEffortRequest = z.output<typeof BwEffortRequestSchema>
export type BwAimRequest = z.output<typeof BwAimRequestSchema>
export type BwEndTurnRequest = z.output<typeof BwEndTurnRequestSchema>
export type BwRollRequest = z.output<typeof BwRollRequestSchema>
