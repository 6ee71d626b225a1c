/**
 * The rolls a Blue Box sheet makes, as requests main validates before rolling: an ability check or
 * a save from a sheet, or an attack from one token's weapon at another token (Stats, Abilities, &
 * Checks; Attacks).
 */
import { z } from 'zod'
import type { AbilityId, StatId } from './condition-types'
import { AbilityIdSchema, StatIdSchema } from './sheet-schema'
import { ABILITIES } from './sheet-ids'

const id = z.string().min(1).max(100)
const dice = z.number().int().min(0).max(10)

/** A check names one ability or one save; a stat only where the ability allows it (Stats, Abilities, & Checks). */
export function checkRollIssues(
  v: { ability?: AbilityId; save?: StatId; stat?: StatId },
  ctx: z.RefinementCtx,
): void {
  if ((v.ability === undefined) === (v.save === undefined)) {
    const message = 'name one ability or one save'
    ctx.addIssue({ code: 'custom', path: [v.ability === undefined ? 'ability' : 'save'], message })
  }
  if (v.stat === undefined) return
  if (v.ability === undefined) {
    const message = 'only an ability check chooses its stat; a save names it in save'
    return void ctx.addIssue({ code: 'custom', path: ['stat'], message })
  }
  // An unknown ability is reported by its own field.
  if (!Object.hasOwn(ABILITIES, v.ability)) return
  const { name, stats } = ABILITIES[v.ability]
  if (!stats.includes(v.stat)) {
    const message = `${name} uses ${stats.join(' or ')}, not ${v.stat}`
    ctx.addIssue({ code: 'custom', path: ['stat'], message })
  }
}

/** The fields of a check request (roll:check's input without its kind). */
export const checkRequestFields = {
  sheet: z.object({ kind: z.enum(['npc', 'pc']), id }).strict(),
  /** The token making the roll: its conditions bear on it (read from the campaign). */
  tokenId: id.optional(),
  ability: AbilityIdSchema.optional(),
  /** The stat of an ability that allows a choice (Intimidation: FOR or CHA). */
  stat: StatIdSchema.optional(),
  save: StatIdSchema.optional(),
  dc: z.number().int().min(0).max(100).optional(),
  edge: dice.optional(),
  flaw: dice.optional(),
  /** The check needs sight (Blinded fails it). */
  requiresSight: z.boolean().optional(),
  /** Against Intimidation (Shattered has a Flaw). */
  vsIntimidation: z.boolean().optional(),
}

/** The attack actions an attack request can be (Combat Actions). */
export const ATTACK_ACTIONS = ['attack', 'shove', 'flash-shot', 'trip', 'opportunity'] as const
export type AttackAction = (typeof ATTACK_ACTIONS)[number]

/** What the GM says about an attack's situation; distance is measured from the map, never taken. */
export const AttackSituationSchema = z
  .object({
    distanceM: z.number().min(0).max(10000).optional(),
    heightAdvantage: z.boolean().optional(),
    targetInCover: z.boolean().optional(),
    targetHunkered: z.boolean().optional(),
    hidden: z.boolean().optional(),
    sacrifice: z.number().int().min(0).max(20).optional(),
    decisiveOption: z
      .enum(['heavy-strike', 'shatter', 'hamstring', 'destroy', 'unmask'])
      .optional(),
    /**
     * Destroy (Decisive Rolls & Hits): which of the target's weapons the hit breaks, by id;
     * absent, its first weapon.
     */
    destroyWeaponId: z.string().min(1).max(100).optional(),
    /** Unmask (Decisive Rolls & Hits): the GM says the target wears a mask; absent, no mask. */
    targetMasked: z.boolean().optional(),
    edge: dice.optional(),
    flaw: dice.optional(),
    /**
     * Which attack action it is (Combat Actions): a weapon attack (the default), a Shove (1 m, no
     * damage, Back-footed until the start of the shover's next turn, pushed 1 m), a Flash Shot
     * (ranged, no damage, Back-footed until the end of the shooter's next turn), a Trip (no damage,
     * Prone) or an Opportunity Attack (a weapon attack as the Reaction).
     */
    action: z.enum(ATTACK_ACTIONS).optional(),
  })
  .strict()

/** The fields of an attack request (roll:attack's input without its kind). */
export const attackRequestFields = {
  attackerId: id,
  weaponId: z.string().min(1).max(100),
  targetId: id,
  situation: AttackSituationSchema,
}

export const CheckRollRequestSchema = z
  .object({ kind: z.literal('check'), ...checkRequestFields })
  .strict()
  .superRefine(checkRollIssues)

export const AttackRollRequestSchema = z
  .object({ kind: z.literal('attack'), ...attackRequestFields })
  .strict()

/** Any roll Blue Box resolves, by kind. */
export const BlueboxRollRequestSchema = z.discriminatedUnion('kind', [
  CheckRollRequestSchema,
  AttackRollRequestSchema,
])

export type CheckRollRequest = z.output<typeof CheckRollRequestSchema>
export type AttackRollRequest = z.output<typeof AttackRollRequestSchema>
export type BlueboxRollRequest = z.output<typeof BlueboxRollRequestSchema>
