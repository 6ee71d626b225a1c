/**
 * The combat tracker: start a fight, settle initiative, take turns, spend the turn's economy, time
 * conditions, resolve what a turn boundary asks, end the fight. Every channel is a GM edit that
 * goes through the history (undo covers all of it); the players see the fight only through the
 * projection's initiative strip.
 */
import { z } from 'zod'
import { COMBATANTS_MAX, INITIATIVE_MAX, INITIATIVE_MIN } from '../../model'
import { empty, mapId, tokenId, type ChannelSpec } from './common'
import type { DiceLogEntry } from './rolls'

/** A combatant's id in the fight (its token's id unless the token fights twice). */
export const combatantId = z.string().min(1).max(100)
const side = z.string().trim().min(1).max(40)
const initiative = z
  .number()
  .int('an initiative must be a whole number')
  .min(INITIATIVE_MIN)
  .max(INITIATIVE_MAX)

/** One combatant the Start Combat dialog picked, with what the GM ticked for it. */
export const StartEntry = z
  .object({
    tokenId,
    side,
    /** GM-only until revealed; it also adds Hidden's Edge where the game gives one. */
    hidden: z.boolean(),
    /** A total the player rolled at the table; absent: main rolls. */
    initiative: initiative.optional(),
  })
  .strict()

/** How a condition on a token ends, as the GM picks it. */
export const DurationInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('turn'),
      at: z.enum(['start', 'end']),
      /** Whose turn: a combatant id. */
      of: combatantId,
    })
    .strict(),
  z
    .object({
      kind: z.literal('rounds'),
      rounds: z.number().int().min(1, 'the number of rounds must be at least 1').max(1000),
    })
    .strict(),
  z
    .object({
      kind: z.literal('save'),
      at: z.enum(['start', 'end']),
      save: z.string().min(1).max(40),
      dc: z.number().int().min(0).max(100),
    })
    .strict(),
  z.object({ kind: z.literal('rest') }).strict(),
  z.object({ kind: z.literal('manual') }).strict(),
])

export const combatChannels = {
  /**
   * Roll initiative for the picked tokens (main's dice, or the totals typed in) and open the fight
   * in its initiative phase: the GM settles ties and typed rolls, then begins round 1.
   */
  'combat:start': {
    input: z
      .object({
        mapId,
        entries: z.array(StartEntry).min(1, 'pick at least one combatant').max(COMBATANTS_MAX),
        /** Sides that coordinated a well-timed strike (+1 Edge each, stacks with Hidden). */
        coordinated: z.array(side).max(20),
        /** The interrupted rest said so: Keep Watch detected them. */
        keptWatch: z.array(tokenId).max(COMBATANTS_MAX).optional(),
        /** Sides the camp alarm warned (the resting party's): +1 Edge each, never the attackers. */
        campAlarm: z.array(side).max(20).optional(),
        /** Combatants Surprised before initiative is rolled, where the game has it (GG). */
        surprised: z.array(tokenId).max(COMBATANTS_MAX).optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Type (or correct) one combatant's initiative total. */
  'combat:setInitiative': {
    input: z.object({ combatantId, initiative }).strict(),
    roles: ['gm'],
  },
  /** Move a combatant in the order (drag): before `beforeId`, or last when null. */
  'combat:reorder': {
    input: z.object({ combatantId, beforeId: combatantId.nullable() }).strict(),
    roles: ['gm'],
  },
  /** End the initiative phase: round 1 begins with the first combatant's turn. */
  'combat:begin': { input: empty, roles: ['gm'] },
  /** End the current turn and start the next (N). */
  'combat:next': { input: empty, roles: ['gm'] },
  /** Step back to the previous combatant (Shift+N); nothing that expired comes back (Undo does). */
  'combat:previous': { input: empty, roles: ['gm'] },
  /** This round only: act after `afterId` (null: at the end of the round). */
  'combat:delay': {
    input: z.object({ combatantId, afterId: combatantId.nullable() }).strict(),
    roles: ['gm'],
  },
  /**
   * An extra turn for a combatant, now: its economy refilled, or `left` instead (the rest of a
   * turn another gave it).
   */
  'combat:extraTurn': {
    input: z
      .object({
        combatantId,
        left: z.record(z.string().min(1).max(40), z.number().int().min(0).max(1000)).optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Add a token mid-fight; its initiative is rolled unless typed. */
  'combat:add': { input: StartEntry, roles: ['gm'] },
  'combat:remove': { input: z.object({ combatantId }).strict(), roles: ['gm'] },
  /** Show a hidden combatant on the players' strip, or hide it again. */
  'combat:setHidden': {
    input: z.object({ combatantId, hidden: z.boolean() }).strict(),
    roles: ['gm'],
  },
  /** Make combatants act together as one group (null: split them). */
  'combat:group': {
    input: z
      .object({
        combatantIds: z.array(combatantId).min(1).max(COMBATANTS_MAX),
        grouped: z.boolean(),
      })
      .strict(),
    roles: ['gm'],
  },
  /**
   * Spend (or, negative, give back) a resource of a combatant's economy. Refused with the reason
   * when there is not enough left, unless `override` (Shift).
   */
  'combat:spend': {
    input: z
      .object({
        combatantId,
        resource: z.string().min(1).max(40),
        amount: z.number().int().min(-100).max(100),
        override: z.boolean().optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /**
   * Take one of the ruleset's turn actions (Dash, Quick-step, Disengage...), paying its cost.
   * `choice`: the action held (Hold an action), or the GM's name for a Free Action.
   */
  'combat:action': {
    input: z
      .object({
        combatantId,
        actionId: z.string().min(1).max(40),
        override: z.boolean().optional(),
        choice: z.string().trim().min(1).max(80).optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** A combatant's held action fires as its Reaction (refused when that is spent, unless `override`). */
  'combat:useHeld': {
    input: z.object({ combatantId, override: z.boolean().optional() }).strict(),
    roles: ['gm'],
  },
  /** Put a condition on a token (or take it off) with how it ends. */
  'combat:setCondition': {
    input: z
      .object({
        tokenId,
        condition: z.string().min(1).max(40),
        on: z.boolean(),
        until: DurationInput.optional(),
        /** Who gave it (a combatant id). */
        sourceId: combatantId.optional(),
        /** The DC of the save the condition itself asks for (Blue Box: Poisoned), kept with it. */
        dc: z.number().int().min(0).max(100).optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Roll and apply one start/end-of-turn item. */
  'combat:resolveItem': {
    input: z.object({ itemId: z.string().min(1).max(100) }).strict(),
    roles: ['gm'],
  },
  /** Roll and apply every waiting item, in order. */
  'combat:resolveAll': { input: empty, roles: ['gm'] },
  /** Set an item aside without rolling it (the GM handled it at the table). */
  'combat:dismissItem': {
    input: z.object({ itemId: z.string().min(1).max(100) }).strict(),
    roles: ['gm'],
  },
  /** The players' strip shows PCs' HP numbers. */
  'combat:showPcHp': { input: z.object({ on: z.boolean() }).strict(), roles: ['gm'] },
  /** Use a party track (Blue Box: activate the Escalation Counter with a choice). */
  'combat:partyTrack': {
    input: z
      .object({ trackId: z.string().min(1).max(40), use: z.string().min(1).max(40) })
      .strict(),
    roles: ['gm'],
  },
  /** Spend one from a token's pool on its tracker row (Blue Box: a PC's EP). */
  'combat:spendPool': {
    input: z
      .object({ tokenId: z.string().min(1).max(100), poolId: z.string().min(1).max(40) })
      .strict(),
    roles: ['gm'],
  },
  /** End the fight: what ends with it ends, the summary goes to the log. */
  'combat:end': { input: empty, roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

/** What an edit of the fight gave back. */
export interface CombatChanged {
  changed: boolean
}

/** The end of a fight, for the GM. */
export interface CombatSummary {
  rounds: number
  /** One line per combatant: "Kopaka: dealt 14, took 6, went down". */
  lines: string[]
  /** Conditions that ended with the fight, in words. */
  ended: string[]
  /** Fighters' tokens that stay hidden from the players, by name (GM-only until shown). */
  hidden: string[]
}

export interface CombatOutputs {
  'combat:start': { combatId: string; ties: string[][] }
  'combat:setInitiative': CombatChanged
  'combat:reorder': CombatChanged
  'combat:begin': CombatChanged
  'combat:next': CombatChanged
  'combat:previous': CombatChanged
  'combat:delay': CombatChanged
  'combat:extraTurn': CombatChanged
  'combat:add': { combatantId: string }
  'combat:remove': CombatChanged
  'combat:setHidden': CombatChanged
  'combat:group': CombatChanged
  'combat:spend': CombatChanged
  'combat:action': CombatChanged
  'combat:useHeld': CombatChanged
  'combat:setCondition': CombatChanged
  'combat:resolveItem': DiceLogEntry | null
  'combat:resolveAll': DiceLogEntry[]
  'combat:dismissItem': CombatChanged
  'combat:showPcHp': CombatChanged
  'combat:partyTrack': DiceLogEntry | null
  'combat:spendPool': DiceLogEntry | null
  'combat:end': CombatSummary
}
