/**
 * The rest planner: call a rest, plan each member's activities (gifts included), choose Camp
 * Bonuses and the watch, then resolve it in one step (its rolls go to the dice log), cut it short
 * or cancel it; and move the party's clock on. Every channel is a GM edit through the history.
 * Names the ruleset gives (kinds, activities, craft items) are checked by main against it.
 */
import { z } from 'zod'
import { REST_MEMBERS_MAX, REST_SLOTS_MAX, REST_WATCH_MAX } from '../../model'
import { empty, type ChannelSpec } from './common'
import type { DiceLogEntry } from './rolls'

const memberId = z.string().min(1).max(100)
const ruleId = z.string().min(1).max(100)

/** One planned activity; a count belongs only with an item to craft. */
export const RestSlotInput = z
  .object({
    activity: ruleId,
    target: memberId.optional(),
    item: ruleId.optional(),
    count: z
      .number()
      .int('a count of items must be a whole number')
      .min(1, 'a count of items must be at least 1')
      .max(20, 'at most 20 items in one activity')
      .optional(),
    weapon: ruleId.optional(),
    /** A Tool Module change on `weapon`: the Module taken off, the one put on. */
    remove: z.string().trim().min(1, 'name the Module to remove').max(200).optional(),
    install: z.string().trim().min(1, 'name the Module to install').max(200).optional(),
  })
  .strict()
  .refine((s) => s.count === undefined || s.item !== undefined, {
    message: 'a count of items needs the item to craft',
    path: ['count'],
  })

/** A member's activity slot, 0-based (the board shows it 1-based). */
const slotIndex = z
  .number()
  .int('a slot is a whole number')
  .min(0, 'a slot number cannot be negative')
  .max(REST_SLOTS_MAX - 1, `a member has at most ${REST_SLOTS_MAX} activity slots`)

const hour = z
  .number()
  .int('an hour must be a whole number')
  .min(0, 'an hour cannot be negative')
  .max(24, 'a rest lasts at most 24 hours')

export const restChannels = {
  /** Call a rest for these members, at the party's clock. */
  'rest:call': {
    input: z
      .object({
        kind: ruleId,
        members: z.array(memberId).min(1, 'choose who rests').max(REST_MEMBERS_MAX),
        place: z.string().max(200).optional(),
        wilderness: z.boolean().optional(),
        hours: z
          .number()
          .int('a rest lasts a whole number of hours')
          .min(1, 'a rest lasts at least an hour')
          .max(24)
          .optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Plan one activity slot of a member (replace it, or append at the end). */
  'rest:setSlot': {
    input: z
      .object({
        memberId,
        index: slotIndex,
        slot: RestSlotInput,
      })
      .strict(),
    roles: ['gm'],
  },
  'rest:clearSlot': {
    input: z
      .object({
        memberId,
        index: slotIndex,
      })
      .strict(),
    roles: ['gm'],
  },
  /** A member gifts its next free slot to an ally. */
  'rest:gift': {
    input: z
      .object({ memberId, to: memberId })
      .strict()
      .refine((i) => i.memberId !== i.to, {
        message: 'a gift must go to someone else',
        path: ['to'],
      }),
    roles: ['gm'],
  },
  'rest:setCamp': {
    input: z.object({ camp: z.array(ruleId).max(10) }).strict(),
    roles: ['gm'],
  },
  'rest:setWatch': {
    input: z
      .object({
        watch: z.array(z.object({ memberId, from: hour, to: hour }).strict()).max(REST_WATCH_MAX),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Change where the rest is, whether it is in the wilderness, and how long it lasts. */
  'rest:setDetails': {
    input: z
      .object({
        place: z.string().max(200, 'a place name has at most 200 characters').optional(),
        wilderness: z.boolean().optional(),
        hours: z
          .number()
          .int('a rest lasts a whole number of hours')
          .min(1, 'a rest lasts at least an hour')
          .max(24, 'a rest lasts at most 24 hours')
          .optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Make camp: main rolls each member's camp check (Survival DC 10); successes buy bonuses. */
  'rest:makeCamp': { input: empty, roles: ['gm'] },
  /** The alarm's check (Crafting), rolled by main for `memberId` and recorded on the rest. */
  'rest:rollAlarm': { input: z.object({ memberId }).strict(), roles: ['gm'] },
  /**
   * Re-roll, once, the picked dice (positions in the group) of one of the last rest's re-rollable
   * groups (a comfortable camp's ✦ of a Restore HP); main rolls them.
   */
  'rest:reroll': {
    input: z
      .object({
        index: z.number().int('a group is a whole number').min(0).max(1000),
        dice: z
          .array(z.number().int('a die is a whole number').min(0).max(19))
          .min(1, 'pick at least one die to re-roll')
          .max(20),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Show the board on the players' view (names and activities only), or hide it. */
  'rest:showPlayers': { input: z.object({ show: z.boolean() }).strict(), roles: ['gm'] },
  /** Resolve the rest: its rolls go to the dice log, its changes apply, the clock moves on. */
  'rest:resolve': { input: empty, roles: ['gm'] },
  /**
   * Initiative during the rest, at `hour` of it: a long rest becomes short (R19), each member
   * keeping the activities `keep` lists (indices into its plan; absent: its first ones). The
   * answer says who gets the watch's initiative Edge, for the combat tracker's start.
   */
  'rest:interrupt': {
    input: z
      .object({
        hour: hour.optional(),
        keep: z
          .record(
            memberId,
            z.array(slotIndex).max(REST_SLOTS_MAX, `at most ${REST_SLOTS_MAX} kept activities`),
          )
          .optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  'rest:cancel': { input: empty, roles: ['gm'] },
  /** Move the party's clock on by whole hours. */
  'rest:advanceClock': {
    input: z
      .object({
        hours: z
          .number()
          .int('the clock moves by whole hours')
          .min(0, 'the clock cannot move back: use Undo')
          .max(24 * 366),
      })
      .strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

/** What an edit of the rest gave back. */
export interface RestChanged {
  changed: boolean
}

/** A rest cut by initiative: what the watch and the camp give the fight that starts. */
export interface RestInterrupted {
  changed: boolean
  /** Token ids that get the watch's initiative Edge. */
  keptWatch: string[]
  campAlarm: boolean
  /** Token ids of the resting members: the alarm's Edge goes to their side. */
  party?: string[]
  /** In the GM's words: who was on watch, or the gap nobody covered. */
  notes: string[]
}

export interface RestOutputs {
  'rest:call': RestChanged
  'rest:setSlot': RestChanged
  'rest:clearSlot': RestChanged
  'rest:gift': RestChanged
  'rest:setCamp': RestChanged
  'rest:setWatch': RestChanged
  'rest:setDetails': RestChanged
  'rest:makeCamp': DiceLogEntry[]
  'rest:rollAlarm': DiceLogEntry
  'rest:reroll': DiceLogEntry[]
  'rest:showPlayers': RestChanged
  'rest:resolve': DiceLogEntry[]
  'rest:interrupt': RestInterrupted
  'rest:cancel': RestChanged
  'rest:advanceClock': RestChanged
}
