/**
 * A GG token's own state in play (A.10's "current state"): HP and Barrier Points, the dying track
 * (GG-098 … GG-109), conditions with Slowed's Degrees, Scar Concepts taken, who Marked it, and the
 * Turn's ledger the repeat surcharge and the reaction lockout read (GG-015, GG-016). AP and RP
 * themselves are the tracker's (`Combatant.left`); the ledger only counts what was used.
 */
import { z } from 'zod'
import { GG_CONDITION_IDS, type GgConditionId } from './condition-catalogue'
import { GG_UP } from './dying'
import { GG_MOVE_MODES } from './model'
import type { GgSheet } from './sheet-schema'

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} must be at most ${max}` })

const key = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the name "__proto__" is reserved')

export const GgDyingSchema = z.looseObject({
  unconscious: z.boolean().default(false),
  dying: z.boolean().default(false),
  stabilised: z.boolean().default(false),
  wounded: count('Wounded', 5).default(0),
  nonlethal: z.boolean().default(false),
  outOfFight: z.boolean().default(false),
  dead: z.boolean().default(false),
})

/** GG-015 / GG-016: what this being used since its Turn began. */
export const GgTurnLedgerSchema = z.looseObject({
  /** Times each action (by action key: 'attack', 'movement', a sheet action's id) was taken. */
  taken: z.record(key, count('Times taken', 100)).default({}),
  /** Reactions used since the being's own Turn began (by reaction key: 'oa', a sheet reaction's id). */
  reactions: z.array(key).max(50).default([]),
  /**
   * GG-021 / GG-Q10: the movement of the Movement action under way spent before its way of moving
   * last switched (absent: it has not switched). The new way has its speed less this.
   */
  switchedAt: z
    .number({ error: 'Movement spent before the switch must be a number' })
    .min(0, { error: 'Movement spent before the switch cannot be negative' })
    .max(1000, { error: 'Movement spent before the switch must be at most 1000' })
    .optional(),
})

/**
 * The way the GM has a being move when it is next dragged (GG-021 modes; GG-024 a flier's climb
 * or dive): the mode and that mode's speed as its sheet gave it when picked, and for a flier the
 * altitude the move ends at (absent: it keeps its altitude).
 */
export const GgMoveChoiceSchema = z.looseObject({
  mode: z.enum(GG_MOVE_MODES, {
    error: (i) => `"${String(i.input)}" is not a way to move (${GG_MOVE_MODES.join(', ')})`,
  }),
  speed: count('The speed of that way of moving', 100),
  flyTo: count('The altitude to fly to', 1000).optional(),
})

export type GgMoveChoice = z.output<typeof GgMoveChoiceSchema>

/**
 * A jump the GM has a being make on its next drag (GG-029 Long Jump, GG-032 High Jump): which,
 * whether it is a running one (it moved 2 m or more just before), and its Physique as its sheet
 * gave it when picked (the jump's reach is worked out from it).
 */
export const GgJumpChoiceSchema = z.looseObject({
  kind: z.enum(['long', 'high'], { error: 'a jump is a long jump or a high jump' }),
  running: z.boolean().default(false),
  phy: z
    .number({ error: 'Physique must be a number' })
    .int({ error: 'Physique must be a whole number' })
    .min(-10, { error: 'Physique cannot be below -10' })
    .max(30, { error: 'Physique must be at most 30' }),
})

export type GgJumpChoice = z.output<typeof GgJumpChoiceSchema>

/**
 * The grappled being a grappler drags or carries along (GG-043): its token and name, and whether
 * taking it along gave the grappler its Degree of Slowed (not when it is two or more Size
 * Categories smaller), so letting go takes that Degree back.
 */
export const GgDragChoiceSchema = z.looseObject({
  tokenId: key,
  name: z.string().min(1).max(80),
  slowed: z.boolean(),
})

export type GgDragChoice = z.output<typeof GgDragChoiceSchema>

export const GgInstanceSchema = z.looseObject(
  {
    hp: count('HP', 99999),
    bp: count('BP', 99999).default(0),
    dying: GgDyingSchema.default({ ...GG_UP }),
    conditions: z
      .array(
        z.enum(GG_CONDITION_IDS, {
          error: (i) => `"${String(i.input)}" is not a GG condition`,
        }),
      )
      .max(GG_CONDITION_IDS.length)
      .default([]),
    /** Degrees of Slowed (GG-043): −1 m of speed each. */
    slowed: count('Slowed', 20).default(0),
    /** Scar Severities taken (GG-087); the PC sheet holds the Concepts' words. */
    scars: z
      .array(z.enum(['mild', 'moderate', 'severe']))
      .max(3)
      .default([]),
    /** GG-018: names of those who Marked it ("Marked [Aria]"). */
    markedBy: z.array(z.string().min(1).max(80)).max(20).default([]),
    turn: GgTurnLedgerSchema.default({ taken: {}, reactions: [] }),
    /**
     * GG-121: the Memory whose Obstructing Aura halved its speeds at the start of its turn (until
     * the start of its next turn); absent when none did.
     */
    obstructedBy: z.string().min(1).max(80).optional(),
    /** GG-024: metres above the ground while flying (absent: on the ground). */
    altitude: count('Altitude', 1000).optional(),
    /** How the GM has it move on its next drags (absent: walking, GG-021); see GgMoveChoice. */
    move: GgMoveChoiceSchema.optional(),
    /** The jump its next drag makes instead of walking (GG-029/032); see GgJumpChoice. */
    jump: GgJumpChoiceSchema.optional(),
    /** GG-043: the grappled being it drags or carries along when it moves; see GgDragChoice. */
    dragging: GgDragChoiceSchema.optional(),
    /** GG-102: the Wounded Degree before this turn's start added one (absent: no tick this turn). */
    woundedBefore: count('Wounded before', 20).optional(),
    /**
     * GG-087: a hit held while the GM answers the Scar Concept it offered: the damage after the
     * target's modifiers (before Barrier Points and the Scar), and what the dying track reads of
     * the hit. Absent: no offer waits.
     */
    scarOffer: z
      .looseObject({
        damage: count('Held damage', 99999),
        types: z.array(key).max(2).default([]),
        crit: z.boolean().default(false),
        nonlethal: z.boolean().default(false),
        /** Who dealt it, for the log, and its token (the fight's harm is counted to it). */
        from: z.string().min(1).max(80),
        fromTokenId: key.optional(),
      })
      .optional(),
  },
  { error: 'a GG token state must be an object' },
)

export type GgInstance = z.output<typeof GgInstanceSchema>

/** A sheet's token as it comes out of the library: full HP, its BP, on its feet, nothing used. */
export function freshGgInstance(sheet: GgSheet): GgInstance {
  return {
    hp: sheet.hpMax,
    bp: sheet.bp,
    dying: { ...GG_UP },
    conditions: [],
    slowed: 0,
    scars: [],
    markedBy: [],
    turn: { taken: {}, reactions: [] },
  }
}

/** The instance read leniently (a token edited by hand may lack defaults): null when not one. */
export function ggInstanceOf(raw: unknown): GgInstance | null {
  const r = GgInstanceSchema.safeParse(raw)
  return r.success ? r.data : null
}

export function hasCondition(instance: GgInstance, id: GgConditionId): boolean {
  return instance.conditions.includes(id)
}
