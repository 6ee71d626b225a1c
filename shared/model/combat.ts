/**
 * A fight in progress, as the campaign stores it: ruleset-neutral (the tracker in shared/play/combat
 * reads and writes it; the ruleset's hooks say what a turn gives and asks). It lives in the campaign
 * so undo/redo, autosave and the players' views follow it like any other edit.
 *
 * Durations are stored as "event + whose turn" (`until`), never as a countdown the app decrements
 * on a timer, so a skipped, delayed, Dazed or removed combatant still ends each one at the right
 * event.
 */
import { z } from 'zod'

/** Combatants in one fight: far more than any table fields, small enough to bound a message. */
export const COMBATANTS_MAX = 500
/** Timed conditions held by one fight. */
export const TIMERS_MAX = 5000
/** Lines the combat log keeps (the oldest drop off). */
export const COMBAT_LOG_MAX = 400
/** Start- and end-of-turn items waiting for the GM. */
export const TURN_ITEMS_MAX = 500
/** Initiative totals a GM may type: wide enough for any seed's dice, narrow enough to mean a roll. */
export const INITIATIVE_MIN = -99
export const INITIATIVE_MAX = 999

const id = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the id "__proto__" is reserved')

/** A resource name in a turn's economy ("ap", "reaction", "metres"). */
const resourceKey = z
  .string()
  .min(1)
  .max(40)
  .refine((s) => s !== '__proto__', 'the name "__proto__" is reserved')

const amount = z.number().min(-1000).max(1000)

/**
 * When a timed condition ends.
 * - `turn`: at the `count`-th start (or end) of combatant `of`'s turn from now ("until the start of
 *   the shover's next turn" is count 1; "for 3 rounds" lasts through the end of the bearer's 3rd
 *   turn from now: count 3 of its turn ends, says `rounds`, and skips the end of a turn of the
 *   bearer already under way when it was given). Every such event counts, whoever skipped,
 *   delayed or was Dazed. Older fights stored "N rounds" as N turn starts; those still count so.
 * - `save`: the bearer saves at the start or end of its turn and the condition ends on a success.
 * - `rest`: a rest ends it (the rest planner's to apply); `manual`: until the GM removes it.
 */
export const DurationSchema = z.discriminatedUnion('kind', [
  z.looseObject({
    kind: z.literal('turn'),
    at: z.enum(['start', 'end']),
    of: id,
    count: z.number().int().min(1).max(1000),
    /** Shown as "N rounds" rather than "until the start of X's turn". */
    rounds: z.boolean().optional(),
    /** Given during the bearer's own turn: that turn's end is not one of the `count`. */
    skipEnd: z.boolean().optional(),
  }),
  z.looseObject({
    kind: z.literal('save'),
    at: z.enum(['start', 'end']),
    /** The ruleset's save id (Blue Box: FOR, DEX, ...). */
    save: z.string().min(1).max(40),
    dc: z.number().int().min(0).max(100),
  }),
  z.looseObject({ kind: z.literal('rest') }),
  z.looseObject({ kind: z.literal('manual') }),
])

/** A condition on a token with the event that ends it. */
export const TimerSchema = z.looseObject({
  id,
  tokenId: id,
  /** The ruleset's condition id. */
  condition: z.string().min(1).max(40),
  until: DurationSchema,
  /** Who gave it (the shover, the shooter), when someone did. */
  sourceId: id.optional(),
  /** The round it was given in. */
  round: z.number().int().min(0),
})

export const CombatantSchema = z.looseObject({
  /** The combatant's id in this fight (its token's id, unless the token fights twice). */
  id,
  tokenId: id,
  name: z.string().min(1).max(80),
  /** The party it fights for: "party", "enemies", or any name the GM gives. */
  side: z.string().min(1).max(40),
  /** Its initiative total; null until rolled or typed. */
  initiative: z.number().int().min(INITIATIVE_MIN).max(INITIATIVE_MAX).nullable(),
  /** How the total came about ("d12 7 + DEX 2, Edge 3"), for the GM. */
  initiativeDetail: z.string().max(300).optional(),
  /** The GM put it in its place by hand: a tie of its total with a neighbour is settled. */
  placed: z.boolean().optional(),
  /** GM-only until revealed: the players' strip leaves it out. */
  hidden: z.boolean(),
  /** Identical NPCs acting together share a group id; they take one turn. */
  groupId: id.optional(),
  /** What is left of each resource of the turn's economy. */
  left: z.record(resourceKey, amount),
  /** What the economy gave at its last refill (the pips' full count). */
  full: z.record(resourceKey, amount),
  /** Per-round uses of the resources the ruleset limits per round. */
  usedThisRound: z.record(resourceKey, z.number().int().min(0).max(1000)),
  /** Flags the ruleset's actions set for the rest of the turn ("disengaged"). */
  flags: z.array(z.string().min(1).max(40)).max(20),
  /** Its first turn has started (a Reaction is gained then). */
  hasStarted: z.boolean(),
  /**
   * An action it paid for and holds as a Reaction until the start of its next turn, when it
   * lapses: the ruleset's action id, its name for the log, what was paid (Blue Box: Held Actions).
   */
  held: z
    .looseObject({
      actionId: z.string().min(1).max(40),
      name: z.string().min(1).max(80),
      cost: z.record(resourceKey, amount),
    })
    .optional(),
})

/**
 * The current mover's walk this turn as Opportunity Attacks read it: metres moved within each
 * enemy's reach (by combatant id), and the attacks it provoked with the hex the mover stood in
 * when each enemy reacted and what the rest of that move cost, so a hit can stop it there.
 */
export const MoveWatchSchema = z.looseObject({
  moverId: id,
  round: z.number().int().min(0),
  /** Whose turn it was (a new turn starts a new watch). */
  turnOf: id.nullable(),
  within: z.record(id, z.number().min(0).max(100000)),
  offers: z
    .array(
      z.looseObject({
        attackerId: id,
        stopAt: z.looseObject({ q: z.number().int(), r: z.number().int() }),
        refund: z.record(resourceKey, amount),
        /** How many steps of the move the mover had taken then. */
        step: z.number().int().min(0).max(100000),
      }),
    )
    .max(COMBATANTS_MAX),
  /** The stop a hit made, and what it gave back (a later hit stopping it earlier adds the rest). */
  stopped: z
    .looseObject({
      step: z.number().int().min(0).max(100000),
      refund: z.record(resourceKey, amount),
    })
    .optional(),
})

/** Something a turn boundary asks of the GM: a save, damage dice, Hidden ending in sight. */
export const TurnItemSchema = z.looseObject({
  id,
  tokenId: id,
  at: z.enum(['start', 'end']),
  round: z.number().int().min(0),
  /** Where it comes from ("Bleeding", "Dangerous terrain"). */
  source: z.string().min(1).max(80),
  text: z.string().min(1).max(300),
  /** The ruleset's payload for resolving it; the core never reads it. */
  data: z.unknown(),
  /** Asked during the turn by a move (Dangerous terrain entered), not at a turn boundary. */
  during: z.boolean().optional(),
})

export const CombatLogEntrySchema = z.looseObject({
  round: z.number().int().min(0),
  text: z.string().min(1).max(500),
})

export const CombatSchema = z.looseObject({
  id,
  mapId: id,
  /** 'initiative': rolled, the GM settles ties and typed rolls; 'running': turns are being taken. */
  phase: z.enum(['initiative', 'running']),
  round: z.number().int().min(0),
  /** The initiative order, first to act first. */
  order: z.array(CombatantSchema).max(COMBATANTS_MAX),
  /** Whose turn it is; null before the first turn. */
  currentId: id.nullable(),
  /** Combatants whose turn this round is over. */
  acted: z.array(id).max(COMBATANTS_MAX),
  /** This round only: combatants who act later (Dazed: at the end; delayed: after `after`). */
  deferred: z.array(z.looseObject({ id, after: id.nullable() })).max(COMBATANTS_MAX),
  timers: z.array(TimerSchema).max(TIMERS_MAX),
  items: z.array(TurnItemSchema).max(TURN_ITEMS_MAX),
  log: z.array(CombatLogEntrySchema).max(COMBAT_LOG_MAX),
  /** Per token: damage dealt and taken, and whether it went down, for the summary. */
  stats: z.record(
    id,
    z.looseObject({
      dealt: z.number().int().min(0),
      taken: z.number().int().min(0),
      down: z.boolean().optional(),
    }),
  ),
  /** Players see PCs' HP numbers on their strip. */
  showPcHp: z.boolean(),
  /** The current mover's walk, for Opportunity Attacks; absent until someone moves. */
  moveWatch: MoveWatchSchema.optional(),
  /**
   * The combatant taking an extra turn now (ZZ: given by a Hero who left by an exit): when its
   * regular turn this round is still to come, ending the extra one leaves that turn to come.
   */
  extraTurn: z.looseObject({ id, regularLeft: z.boolean() }).optional(),
})

export type Duration = z.infer<typeof DurationSchema>
export type Timer = z.infer<typeof TimerSchema>
export type Combatant = z.infer<typeof CombatantSchema>
export type MoveWatch = z.infer<typeof MoveWatchSchema>
export type TurnItem = z.infer<typeof TurnItemSchema>
export type CombatLogEntry = z.infer<typeof CombatLogEntrySchema>
export type Combat = z.infer<typeof CombatSchema>
