/**
 * The rolls and dungeon actions a ZZ figure makes, as requests main validates before anything is
 * thrown (OTHER-SYSTEMS.md B.1–B.6; seed 003, one section per action): an attack and its re-roll
 * step (ZZ-34..41, ZZ-56), Use Skill (ZZ-61), the contests (ZZ-19/25/33/45/46), Jump (ZZ-26),
 * Throw (ZZ-32), Finish (ZZ-09) and the actions that change the board's features or a figure's
 * gear: Loot, Pick Up, Drop, Open / Close (ZZ-14..16). Distances, adjacency and lines of attack
 * are measured on the map, never taken from the request.
 */
import { z } from 'zod'
import { SQUARE_EDGE_KEY, SQUARE_KEY } from '../../../model/map-features'
import { ZZ_ATTRIBUTES, ZZ_CONTAINERS } from './model'

const id = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the id "__proto__" is reserved')
const tokenId = id
/** ZZ-56..58: how many Crits to chase with Aim / Focus; 0: no Aim / Focus. */
const aim = z
  .number({ error: 'Aim must be a number of Crits from 0 to 5' })
  .int()
  .min(0, { error: 'Aim must be a number of Crits from 0 to 5' })
  .max(5, { error: 'Aim must be a number of Crits from 0 to 5' })
  .default(0)
const modifier = z.number().int().min(-50).max(50).default(0)
const container = z.enum(ZZ_CONTAINERS, {
  error: `a container is one of ${ZZ_CONTAINERS.join(', ')}`,
})
const square = z.string().regex(SQUARE_KEY, 'a square like "3,7"')
const itemId = z.string().min(1).max(64)

/** ZZ-05, ZZ-34..49, ZZ-56: attack a figure with a weapon in hand or Unarmed. */
export const ZzAttackRequestSchema = z
  .object({
    kind: z.literal('attack'),
    attackerTokenId: tokenId,
    targetTokenId: tokenId,
    /** The sheet's weapon id (held in a hand), or 'unarmed'. */
    weapon: id.default('unarmed'),
    aim,
    /** ZZ-38: Zaldar judges the attack unexpected (the Base Defense die counts as 1). */
    unexpected: z.boolean().default(false),
    /** Spells, statuses, artefacts on the attack (ZZ-37). */
    modifier,
  })
  .strict()

/** ZZ-39..41: re-roll the chosen dice of the pending attack (by die id); none: accept the dice. */
export const ZzRerollRequestSchema = z
  .object({
    kind: z.literal('reroll'),
    dice: z.array(z.string().min(1).max(40)).max(2).default([]),
  })
  .strict()

/** ZZ-61/62: Use Skill, d12 + attribute (+ the skill's bonus) against a Difficulty. */
export const ZzSkillRequestSchema = z
  .object({
    kind: z.literal('skill'),
    tokenId,
    attribute: z.enum(ZZ_ATTRIBUTES, { error: 'an attribute is STR, DEX, INT or CHA' }),
    /** A skill on the sheet; its bonus is added. */
    skill: z.string().min(1).max(40).optional(),
    difficulty: z.number().int().min(1).max(60),
    modifier,
    aim,
  })
  .strict()

/** ZZ-19/25/33/45/46: a contest of one figure against one or more others. */
export const ZzContestRequestSchema = z
  .object({
    kind: z.literal('contest'),
    contest: z.enum(['shove', 'trip', 'dodge', 'steal', 'moveSilently'], {
      error: 'a contest is shove, trip, dodge, steal or moveSilently',
    }),
    actorTokenId: tokenId,
    /** The other figure (Move Silently: none; the listeners in earshot are found on the map). */
    targetTokenId: tokenId.optional(),
    /** ZZ-45: the shover ran this turn (+5). */
    running: z.boolean().default(false),
    /** Trip: Aim / Focus (ZZ-60). */
    aim,
    modifier,
  })
  .strict()

/** ZZ-26: Jump over an adjacent square. */
export const ZzJumpRequestSchema = z
  .object({
    kind: z.literal('jump'),
    tokenId,
    modifier,
    /** Where it lands, 2 squares straight on; absent: the roll alone, the GM moves the figure. */
    to: square.optional(),
  })
  .strict()

/** ZZ-32: throw a held item at a square. */
export const ZzThrowRequestSchema = z
  .object({ kind: z.literal('throw'), tokenId, item: itemId, at: square })
  .strict()

/** ZZ-09: Finish a Down figure. */
export const ZzFinishRequestSchema = z
  .object({
    kind: z.literal('finish'),
    actorTokenId: tokenId,
    targetTokenId: tokenId,
    outcome: z.enum(['dead', 'unconscious']),
  })
  .strict()

/** ZZ-14: Loot a dead or Unconscious figure, or an open container, next to the looter. */
export const ZzLootRequestSchema = z
  .object({
    kind: z.literal('loot'),
    tokenId,
    /** Exactly one of: a figure's token, a container's id. */
    fromTokenId: tokenId.optional(),
    containerId: itemId.optional(),
    /** Items by id; absent: everything there. */
    items: z.array(itemId).max(50).optional(),
    into: container.default('pack'),
  })
  .strict()
  .refine((r) => (r.fromTokenId === undefined) !== (r.containerId === undefined), {
    error: 'Loot names either a figure or a container',
  })

/** ZZ-16: pick an item up from the figure's own square or a next one. */
export const ZzPickUpRequestSchema = z
  .object({
    kind: z.literal('pickUp'),
    tokenId,
    at: square,
    item: itemId,
    /** A container; absent: an open hand. */
    into: container.optional(),
  })
  .strict()

/** ZZ-16: drop a held item (or one from a container) beneath the figure or on a next blank square. */
export const ZzDropRequestSchema = z
  .object({
    kind: z.literal('drop'),
    tokenId,
    item: itemId,
    /** Absent: the figure's own square. */
    at: square.optional(),
  })
  .strict()

/** ZZ-15: open or close a door on an edge next to the figure, or a container beside it. */
export const ZzOpenCloseRequestSchema = z
  .object({
    kind: z.literal('openClose'),
    tokenId,
    door: z.string().regex(SQUARE_EDGE_KEY, 'a door edge like "3,7,0"').optional(),
    containerId: itemId.optional(),
  })
  .strict()
  .refine((r) => (r.door === undefined) !== (r.containerId === undefined), {
    error: 'Open / Close names either a door or a container',
  })

/** ZZ-21: a Hero on an exit square leaves the board and the fight. */
export const ZzExitRequestSchema = z.object({ kind: z.literal('exit'), tokenId }).strict()

// By its kind, so a refusal names the field that is wrong (a plain union says only "Invalid input").
export const ZzRollRequestSchema = z.discriminatedUnion('kind', [
  ZzAttackRequestSchema,
  ZzRerollRequestSchema,
  ZzSkillRequestSchema,
  ZzContestRequestSchema,
  ZzJumpRequestSchema,
  ZzThrowRequestSchema,
  ZzFinishRequestSchema,
  ZzLootRequestSchema,
  ZzPickUpRequestSchema,
  ZzDropRequestSchema,
  ZzOpenCloseRequestSchema,
  ZzExitRequestSchema,
])

export type ZzAttackRequest = z.output<typeof ZzAttackRequestSchema>
export type ZzRerollRequest = z.output<typeof ZzRerollRequestSchema>
export type ZzSkillRequest = z.output<typeof ZzSkillRequestSchema>
export type ZzContestRequest = z.output<typeof ZzContestRequestSchema>
export type ZzJumpRequest = z.output<typeof ZzJumpRequestSchema>
export type ZzThrowRequest = z.output<typeof ZzThrowRequestSchema>
export type ZzFinishRequest = z.output<typeof ZzFinishRequestSchema>
export type ZzLootRequest = z.output<typeof ZzLootRequestSchema>
export type ZzPickUpRequest = z.output<typeof ZzPickUpRequestSchema>
export type ZzDropRequest = z.output<typeof ZzDropRequestSchema>
export type ZzOpenCloseRequest = z.output<typeof ZzOpenCloseRequestSchema>
export type ZzExitRequest = z.output<typeof ZzExitRequestSchema>
export type ZzRollRequest = z.output<typeof ZzRollRequestSchema>
