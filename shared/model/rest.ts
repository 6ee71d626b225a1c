/**
 * A rest being planned, the party's clock and the log of rests taken, as the campaign stores them:
 * ruleset-neutral (the planner in shared/play/rest reads and writes them; the ruleset's rest hooks
 * say what each activity needs and what a rest restores). They live in the campaign so undo/redo,
 * autosave and the players' views follow them like any other edit. All three keys are optional.
 */
import { z } from 'zod'

/** Beings in one rest: a whole party and its hirelings, bounded to keep a message small. */
export const REST_MEMBERS_MAX = 50
/** Planned activities per member (5 for a long rest, plus gifts received). */
export const REST_SLOTS_MAX = 20
/** Watch shifts in one rest. */
export const REST_WATCH_MAX = 50
/** Rests the log keeps (the oldest drop off). */
export const REST_LOG_MAX = 100
/** Lines one logged rest keeps. */
export const REST_LOG_LINES_MAX = 400
/** Days a campaign's clock counts up to. */
export const CLOCK_DAY_MAX = 100000

const id = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the id "__proto__" is reserved')

/** A moment on the party's clock: day 1 onwards, hour 0-23. */
export const ClockSchema = z.object({
  day: z.number().int().min(1).max(CLOCK_DAY_MAX),
  hour: z.number().int().min(0).max(23),
})
export type Clock = z.output<typeof ClockSchema>

/**
 * Now in seconds from the start of day 1: the party clock (day 1, 08:00 when it has none yet)
 * plus, in a running fight, its rounds so far at 6 seconds each (the clock moves by whole hours
 * and stands still during a fight).
 */
export function clockSeconds(campaign: {
  readonly clock?: Clock | undefined
  readonly combat?: { readonly phase: string; readonly round: number } | null | undefined
}): number {
  const clock = campaign.clock ?? { day: 1, hour: 8 }
  const fight = campaign.combat?.phase === 'running' ? 6 * campaign.combat.round : 0
  return ((clock.day - 1) * 24 + clock.hour) * 3600 + fight
}

/**
 * Hour `h` of a rest started at `start`, as the clock shows it ("02:00"): every view and log line
 * writes the hours of a rest this one way.
 */
export function restHourClock(start: Clock, h: number): string {
  return `${String((((start.hour + h) % 24) + 24) % 24).padStart(2, '0')}:00`
}

/** Hours `from` to `to` of a rest as clock times ("08:00-11:00"). */
export function restHoursClock(start: Clock, from: number, to: number): string {
  return `${restHourClock(start, from)}-${restHourClock(start, to)}`
}

/**
 * One planned activity: the ruleset's activity id, the ally it is for, what is crafted (and how
 * many: absent, as many as the crafter can), the weapon it is about (practice, repair, module)
 * and, for a Module change, the Modules taken off and put on.
 */
export const RestSlotSchema = z.object({
  activity: id,
  target: id.optional(),
  item: id.optional(),
  count: z.number().int().min(1).max(20).optional(),
  weapon: id.optional(),
  /** A Tool Module change: the Module taken off the weapon and the one put on (either or both). */
  remove: z.string().min(1).max(200).optional(),
  install: z.string().min(1).max(200).optional(),
})
export type RestSlot = z.output<typeof RestSlotSchema>

/** One watch shift: who watches, from which hour of the rest to which (0 = the rest's start). */
export const RestWatchSchema = z.object({
  memberId: id,
  from: z.number().int().min(0).max(24),
  to: z.number().int().min(0).max(24),
})
export type RestWatch = z.output<typeof RestWatchSchema>

/** One member's camp check (Survival DC 10 in Blue Box), rolled by main when the camp is made. */
export const CampCheckSchema = z.object({
  memberId: id,
  total: z.number().int().min(-100).max(1000),
  success: z.boolean(),
  /** The dice in words ("d12 7 + 2"). */
  detail: z.string().max(200).default(''),
})
export type CampCheck = z.output<typeof CampCheckSchema>

/** The alarm's recorded check (a Crafting check in Blue Box): who set it and the total to beat. */
export const AlarmCheckSchema = z.object({
  memberId: id,
  total: z.number().int().min(-100).max(1000),
  detail: z.string().max(200).default(''),
})
export type AlarmCheck = z.output<typeof AlarmCheckSchema>

/** The rest being planned: its kind and length, where, who, and each member's activities. */
export const RestPlanSchema = z.object({
  /** The ruleset's rest kind ("short", "long"). */
  kind: id,
  hours: z.number().int().min(1).max(24),
  place: z.string().max(200).default(''),
  wilderness: z.boolean().default(false),
  start: ClockSchema,
  /** Token ids (or sheet ids) of those resting, in the order the planner shows them. */
  members: z.array(id).max(REST_MEMBERS_MAX),
  /** Each member's planned activities, in order. */
  slots: z.record(id, z.array(RestSlotSchema).max(REST_SLOTS_MAX)),
  /** Camp Bonuses chosen (the ruleset's ids). */
  camp: z.array(id).max(10).default([]),
  watch: z.array(RestWatchSchema).max(REST_WATCH_MAX).default([]),
  /** A long rest cut short by initiative (R19) keeps what was planned but counts as short. */
  interrupted: z.boolean().default(false),
  /** The hour of the rest initiative was rolled at (0 = its start): the rest ends there on the clock. */
  interruptedAt: z.number().int().min(0).max(24).optional(),
  /** The camp checks, once the camp is made (null: not made yet); successes buy Camp Bonuses. */
  campChecks: z.array(CampCheckSchema).max(REST_MEMBERS_MAX).nullable().default(null),
  /** The alarm's recorded check, once rolled. */
  alarmCheck: AlarmCheckSchema.nullable().default(null),
  /** The players' view shows the board (names and activities, never numbers). */
  showPlayers: z.boolean().default(false),
})
export type RestPlan = z.output<typeof RestPlanSchema>

/**
 * Dice a rest rolled that may still be re-rolled once (Blue Box's comfortable camp: any ✦ of a
 * Restore HP): whose, which token, the die size and the faces as they stand, and the ruleset's own
 * numbers to work the new result out from (HP before, max, the bonus added).
 */
export const RestRerollSchema = z.object({
  memberId: id,
  tokenId: id,
  /** What the dice were for, in words ("Restore HP"). */
  what: z.string().max(100),
  sides: z.number().int().min(2).max(100),
  faces: z.array(z.number().int().min(1).max(100)).min(1).max(20),
  data: z.record(z.string().max(40), z.number().int().min(-100000).max(100000)).default({}),
  /** Re-rolled already: the once is spent. */
  spent: z.boolean().default(false),
})
export type RestReroll = z.output<typeof RestRerollSchema>

/** A rest taken: its kind, when it started and ended, who rested and what the dice said. */
export const RestLogEntrySchema = z.object({
  kind: id,
  /** The kind's name when it was taken ("Long rest (6-12 hours)"). */
  kindName: z.string().max(100).default(''),
  start: ClockSchema,
  end: ClockSchema,
  place: z.string().max(200).default(''),
  wilderness: z.boolean().default(false),
  interrupted: z.boolean().default(false),
  members: z.array(id).max(REST_MEMBERS_MAX),
  /** Each member's name and planned activities in words, as they were when the rest was taken. */
  plan: z
    .array(
      z.object({
        name: z.string().max(200),
        activities: z.array(z.string().max(300)).max(REST_SLOTS_MAX),
      }),
    )
    .max(REST_MEMBERS_MAX)
    .default([]),
  /** Camp Bonuses taken, by name; the alarm's recorded check. */
  camp: z.array(z.string().max(100)).max(10).default([]),
  alarm: z.string().max(200).default(''),
  lines: z.array(z.string().max(500)).max(REST_LOG_LINES_MAX),
  /** Dice the GM may still re-roll once after the rest (absent: none). */
  rerolls: z
    .array(RestRerollSchema)
    .max(REST_MEMBERS_MAX * 5)
    .optional(),
})
export type RestLogEntry = z.output<typeof RestLogEntrySchema>

export const RestLogSchema = z.array(RestLogEntrySchema).max(REST_LOG_MAX)
