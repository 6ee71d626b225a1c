/**
 * The rolls a GG sheet makes, as requests main validates before rolling (the `roll:check` and
 * `roll:attack` channels carry them with `kind` set). A Trait Test from a sheet (F-GG-1; Stabilise
 * with Medicine, GG-107), and an attack from one token's action at another token (A.3), with what
 * the GM says about the moment; distances are measured from the map, never taken from the request.
 */
import { z } from 'zod'
import { GG_TRAITS } from './model'

const id = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the id "__proto__" is reserved')
const sources = z.number().int().min(0).max(10)
const sheetRef = z.object({ kind: z.enum(['npc', 'pc']), id }).strict()

/** What the GM adds to any Test: Advantage and Disadvantage sources and a flat modifier. */
const situation = {
  advantages: sources.default(0),
  disadvantages: sources.default(0),
  modifier: z.number().int().min(-50).max(50).default(0),
}

/** A Trait Test (F-GG-1): a Trait, Trained or not, against a Test Goal if the GM sets one. */
export const GgCheckRequestSchema = z
  .object({
    kind: z.literal('check'),
    sheet: sheetRef,
    /** The token rolling, when it is on the map: its conditions bear on the roll. */
    tokenId: id.optional(),
    trait: z.enum(GG_TRAITS, { error: `a Trait is one of ${GG_TRAITS.join(', ')}` }),
    /** A Skill the roller names ("Medicine", "Acrobatics"), for the log. */
    skill: z.string().min(1).max(40).optional(),
    trained: z.boolean().default(false),
    /** Test Goal; absent: the total only. */
    tg: z.number().int().min(0).max(100).optional(),
    /** GG-107: a Medicine Test that Stabilises this Dying token on a success (TG 10). */
    stabilise: id.optional(),
    /** GG-066/067 + GG-Q27: the cover of an Agility Test made to avoid damage. */
    cover: z.enum(['none', 'half', 'threeQuarters']).default('none'),
    ...situation,
  })
  .strict()

/** What an attack request can be (A.3, A.6): an action of the sheet, or one of the common ones. */
export const GG_ATTACK_USES = ['action', 'unarmed', 'grapple', 'shove'] as const

export const GgAttackRequestSchema = z
  .object({
    kind: z.literal('attack'),
    attackerTokenId: id,
    targetTokenId: id,
    use: z.enum(GG_ATTACK_USES).default('action'),
    /** The sheet action used when `use` is 'action'. */
    actionId: id.optional(),
    /** GG-018: Mark the target if the attack hits (1AP more). */
    mark: z.boolean().default(false),
    /** GG-059 / F-GG-5: made as an Opportunity Attack (the reaction, RP not AP). */
    opportunity: z.boolean().default(false),
    /** GG-109: a melee hit that drops the target knocks it out without Dying. */
    nonLethal: z.boolean().default(false),
    /** GG-066: the cover between them. */
    cover: z.enum(['none', 'half', 'threeQuarters', 'total']).default('none'),
    /** GG-053: the target cannot see the attacker / the attacker cannot see the target. */
    unseenAttacker: z.boolean().default(false),
    unseenTarget: z.boolean().default(false),
    /** Shove: what the shover wants (GG-064). */
    shove: z.enum(['prone', 'pushAway1m', 'sideways1m']).optional(),
    /**
     * GG-060/061: the extra attack with a second Light weapon in the other hand, part of the
     * Attack action just taken (no AP of its own, neither Trait nor SB on its damage): used as it
     * is (a ranged one must be Loaded) or thrown.
     */
    offHand: z.enum(['none', 'weapon', 'thrown']).default('none'),
    /**
     * GG-060: the GM's word that the other hand's ranged Light weapon is Loaded (seed 001 keeps no
     * Loaded state for a weapon, so the GM says it when the extra attack is made with one).
     */
    offHandLoaded: z.boolean().default(false),
    /** GG-072: the other targets of an action that hits several at once (its damage rolled once). */
    alsoTargetTokenIds: z.array(id).max(49).default([]),
    /**
     * GG-052: the cell the attacker aimed at when it cannot see the target (a guess); the target
     * not standing there is an automatic miss the players are not told the reason of.
     */
    aimedAt: z.object({ q: z.number().int(), r: z.number().int() }).strict().optional(),
    ...situation,
  })
  .strict()

/** GG-087: the GM's answer to a Scar Concept a hit offered (the held damage then lands). */
export const GgScarChoiceSchema = z
  .object({
    kind: z.literal('check'),
    scarFor: id,
    choice: z.enum(['decline', 'mild', 'moderate', 'severe'], {
      error: 'the answer is decline, mild, moderate or severe',
    }),
  })
  .strict()

/** GG-090/091: a being gains Barrier Points; with some already, it keeps them or takes the new. */
export const GgBarrierGainSchema = z
  .object({
    kind: z.literal('check'),
    barrierFor: id,
    amount: z.number().int().min(0).max(9999),
    choice: z.enum(['keep', 'replace']).optional(),
    /** What grants them, for the log ("Shield spell"). */
    source: z.string().min(1).max(80).optional(),
  })
  .strict()

const TestOrAttackSchema = z.discriminatedUnion('kind', [
  GgCheckRequestSchema,
  GgAttackRequestSchema,
])

export type GgCheckRequest = z.output<typeof GgCheckRequestSchema>
export type GgAttackRequest = z.output<typeof GgAttackRequestSchema>
export type GgScarChoice = z.output<typeof GgScarChoiceSchema>
export type GgBarrierGain = z.output<typeof GgBarrierGainSchema>
export type GgRollRequest = z.output<typeof TestOrAttackSchema> | GgScarChoice | GgBarrierGain

/** Which schema reads a request: the GM's answers ride the check channel beside the Tests. */
function schemaFor(raw: unknown): z.ZodType<GgRollRequest> {
  if (typeof raw === 'object' && raw !== null) {
    if (Object.hasOwn(raw, 'scarFor')) return GgScarChoiceSchema
    if (Object.hasOwn(raw, 'barrierFor')) return GgBarrierGainSchema
  }
  return TestOrAttackSchema
}

/**
 * Any GG request: a Trait Test, an attack, the answer to a Scar offer or a barrier gained, each
 * read by its own schema so that a refusal names the field that is wrong.
 */
export const GgRollRequestSchema: z.ZodType<GgRollRequest> = z
  .unknown()
  .transform((raw, ctx): GgRollRequest => {
    const parsed = schemaFor(raw).safeParse(raw)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return z.NEVER
  })
