/**
 * Zealots of Zaldar table options: every foundation default (F-ZZ-1..7) and every ambiguity
 * option (ZZ-Q*) of OTHER-SYSTEMS.md Part B, with the option registry's defaults (D.4). One object
 * per campaign; `resolveZzOptions` fills what a campaign leaves out and refuses readings the
 * engine does not know, in words a GM understands.
 */
import { resolveTableOptions } from '../ruleset'
import { z } from 'zod'

const oneOf = <T extends string>(label: string, values: readonly [T, ...T[]], def: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }).default(def)
const yesNo = (label: string, def: boolean) =>
  z.boolean({ error: `${label} must be on or off` }).default(def)
const whole = (label: string, min: number, max: number, def: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` })
    .default(def)

const critDie = z
  .object({
    faces: whole('the Critical Hit die', 2, 100, 6),
    critFaces: whole('the Critical Hit faces', 1, 99, 1),
  })
  .refine((d) => d.critFaces < d.faces, {
    error: 'the Critical Hit die needs at least one blank face',
  })

/**
 * Named readings of the two options that are objects, so the GM's Table rules dialog can offer
 * them as choices: a stored name is read as its object (ZZ-Q4 Crit die, ZZ-Q18 archery tiers).
 */
export const ZZ_CRIT_DIE_PRESETS = {
  d6one: { faces: 6, critFaces: 1 },
  d6two: { faces: 6, critFaces: 2 },
  d6three: { faces: 6, critFaces: 3 },
} as const
export const ZZ_ARCHERY_PRESETS = {
  standard: { untrained: -5, basic: 4, intermediate: 6, advanced: 8, expert: 10 },
  advancedSix: { untrained: -5, basic: 4, intermediate: 6, advanced: 6, expert: 10 },
} as const
const preset =
  (table: Readonly<Record<string, object>>) =>
  (v: unknown): unknown =>
    typeof v === 'string' && Object.hasOwn(table, v) ? { ...table[v] } : v

const archeryTiers = z.object({
  untrained: whole('untrained archery', -20, 0, -5),
  basic: whole('Archery Basic', 0, 30, 4),
  intermediate: whole('Archery Intermediate', 0, 30, 6),
  advanced: whole('Archery Advanced', 0, 30, 8),
  expert: whole('Archery Expert', 0, 30, 10),
})

/**
 * The ZZ table options as a campaign stores them. Every field may be left out (it takes the D.4
 * default). Keys a newer build adds are kept.
 */
export const ZzOptionsSchema = z.looseObject(
  {
    /** F-ZZ-1 / ZZ-Q1: Heroes clockwise then Zaldar with every monster; alternating; d20. */
    turnOrder: oneOf(
      'the turn order',
      ['heroesThenZaldar', 'alternate', 'd20Initiative'],
      'heroesThenZaldar',
    ),
    /** F-ZZ-2 / ZZ-Q4: the Critical Hit die (a d6 with one Crit face). */
    critDie: z.preprocess(preset(ZZ_CRIT_DIE_PRESETS), critDie.default({ faces: 6, critFaces: 1 })),
    /** F-ZZ-3: the Direction Die: eight compass points or four. */
    directionDie: oneOf('the Direction Die', ['d8compass', 'd4orthogonal'], 'd8compass'),
    /** F-ZZ-5 / ZZ-Q10: ranges count orthogonal steps (Manhattan) or king's moves (Chebyshev). */
    metric: oneOf('the distance metric', ['manhattan', 'chebyshev'], 'manhattan'),
    /**
     * Seed 003, Range: a range-1 target is "in a space directly adjacent to the attacker", and a
     * diagonal neighbour is directly adjacent: a melee attack counts king's moves whatever
     * `metric` says (off: melee counts as `metric` does). Moving diagonally still costs
     * `diagonalStep`.
     */
    meleeDiagonal: yesNo('a diagonal neighbour in melee reach', true),
    /** ZZ-23: the Move a diagonal step costs (2 by default; 1 plays like a king's move). */
    diagonalStep: whole('a diagonal step', 1, 3, 2),
    /** ZZ-Q12: how many ways a figure can face. */
    facings: z.union([z.literal(4), z.literal(8)], { error: 'facings must be 4 or 8' }).default(8),
    /** ZZ-Q12: which squares are a figure's back. */
    backArc: oneOf('the back arc', ['rear3', 'rearHalfPlane', 'directlyBehind'], 'rearHalfPlane'),
    /** F-ZZ-6 / ZZ-Q13: a re-rolled die keeps its new result, or the better of the two. */
    rerollKeep: oneOf('a re-roll', ['new', 'best'], 'new'),
    /** ZZ-Q13: a re-roll of the Crit die may pick any throw of a chain, or only the last. */
    rerollChain: oneOf('a re-roll in a Critical chain', ['anyThrow', 'lastThrow'], 'anyThrow'),
    /** ZZ-Q14: the two re-rolls of a Flanked Back Attack may fall on the same die. */
    rerollSameDieTwice: yesNo('re-rolling one die twice', false),
    /** F-ZZ-7 / ZZ-Q3: Mind Points come back with a rest, or at each encounter. */
    mpRefresh: oneOf('Mind Point refresh', ['rest', 'perEncounter'], 'rest'),
    /** ZZ-Q5: a blank in a chain keeps the first doubling. */
    chainFailKeepsFirst: yesNo('keeping the first doubling after a blank', false),
    /** ZZ-Q6: a Crit doubles the full total, or only the die. */
    doubleScope: oneOf('what a Critical Hit doubles', ['fullTotal', 'dieOnly'], 'fullTotal'),
    /** ZZ-Q7: the 3-AP Defend gives max(3, LEVEL), 3, or LEVEL. */
    defend3: oneOf('the 3 AP Defend bonus', ['max', '3', 'level'], 'max'),
    /** ZZ-Q8: a Defend bonus lasts one Defense roll, or until the next turn. */
    defendBonusUses: oneOf('a Defend bonus', ['1', 'untilTurn'], '1'),
    /** ZZ-Q8: several proactive Defends in one turn add up. */
    defendStack: yesNo('stacking Defend bonuses', false),
    /**
     * ZZ-Q9: DOWN only below 0 (lt0), as the Actions chapter says ("If a target's HP drops below
     * 0, they are immediately DOWN") and its example keeps Mondo up at 0; or at 0 HP or below
     * (le0), as the website's Statuses page words it.
     */
    downAt: oneOf('when a character is Down', ['le0', 'lt0'], 'lt0'),
    /** ZZ-Q36: a character dies at minus its maximum HP. */
    deathAtNegMax: yesNo('death at minus maximum HP', false),
    /** ZZ-Q11: a Flank needs an opponent other than the attacker to have attacked first. */
    flankNeedsOther: yesNo('a flank needing another attacker', true),
    /** ZZ-Q17: a melee weapon's formula gets STR added if it names none, always, or never. */
    meleeWeaponAddsSTR: oneOf(
      'STR on melee weapons',
      ['ifMissing', 'always', 'never'],
      'ifMissing',
    ),
    /** ZZ-Q18: the Ranged Attack Roll's archery modifiers. */
    archeryTiers: z.preprocess(
      preset(ZZ_ARCHERY_PRESETS),
      archeryTiers.default({ untrained: -5, basic: 4, intermediate: 6, advanced: 8, expert: 10 }),
    ),
    /** ZZ-44: the Ranged Attack Roll total that hits. */
    rangedHitTarget: whole('the ranged hit target', 1, 40, 10),
    /** ZZ-Q19: no maximum range, or three times the weapon's range. */
    rangedMaxMultiple: oneOf('the maximum range', ['none', '3xRange'], 'none'),
    /** ZZ-Q21: a second Aim/Focus may be bought for the ranged damage roll. */
    aimOnRangedDamage: yesNo('Aim/Focus on ranged damage', false),
    /** ZZ-Q22: the Shove target rolls its Base Defense die (or, as printed, Base Attack). */
    shoveDefenseDie: oneOf('the Shove defence die', ['baseDefense', 'baseAttack'], 'baseDefense'),
    /** ZZ-Q25: a Shove into a wall or an occupied square: no move, or collision damage. */
    shoveBlocked: oneOf('a blocked Shove', ['noMove', 'collisionDamage'], 'noMove'),
    /** ZZ-Q27: the AP it costs to stand up from Tripped. */
    standUpCost: whole('standing up', 0, 3, 1),
    /** ZZ-Q27: a Tripped figure's every side counts as its back. */
    trippedExposesBack: yesNo('Tripped exposing the back', false),
    /** ZZ-Q28: the Move Points a Dodge costs per occupied square. */
    dodgeMoveCost: whole('a Dodge', 1, 10, 2),
    /** ZZ-Q28: who wins a tied Dodge contest. */
    dodgeTie: oneOf('a tied Dodge', ['mover', 'occupant'], 'mover'),
    /** ZZ-Q29: fire damage at the start of a burning creature's turn (dice notation). */
    onFireDamage: z
      .string({ error: 'fire damage must be dice like 1d4' })
      .regex(/^\d{1,2}d\d{1,3}([+-]\d{1,3})?$/, { error: 'fire damage must be dice like 1d4' })
      .default('1d4'),
    /** ZZ-Q29: the Stop, Drop & Roll check's Difficulty (d12 + DEX). */
    sdrDifficulty: whole('the Stop, Drop & Roll Difficulty', 1, 30, 6),
    /** ZZ-Q30: out-of-range scatter starts from the last square in range, or the target. */
    throwScatterOrigin: oneOf('where scatter starts', ['lastInRange', 'target'], 'lastInRange'),
    /**
     * ZZ-05 vs ZZ-32: a thrown weapon used to attack costs what the Throw action costs (1 AP), or
     * what an Attack costs (2 AP).
     */
    thrownAttackCost: oneOf('a thrown attack', ['throw', 'attack'], 'throw'),
    /** ZZ-Q31: earshot in squares (Move Silently). */
    earshot: whole('earshot', 1, 100, 8),
    /** ZZ-Q32: the Talk opening rating is a modifier to the conversation's rolls, or narrative. */
    talkRatingUse: oneOf('the Talk rating', ['modifier', 'narrative'], 'modifier'),
    /** ZZ-Q35: an Unconscious character wakes at the end of the encounter, or when Zaldar says. */
    unconsciousWake: oneOf(
      'waking from Unconscious',
      ['endOfEncounter', 'zaldar'],
      'endOfEncounter',
    ),
    /** ZZ-Q38: a Hero who exits gives another an extra full turn, or its remaining AP. */
    exitGiveTurn: oneOf('giving a turn on exit', ['extraTurn', 'remainingAP'], 'extraTurn'),
  },
  { error: 'table options must be an object' },
)

/** The ZZ table options with every default filled in. */
export type ZzOptions = z.output<typeof ZzOptionsSchema>
export type ZzOptionsInput = z.input<typeof ZzOptionsSchema>

/** The D.4 defaults. */
export const ZZ_DEFAULT_OPTIONS: Readonly<ZzOptions> = Object.freeze(ZzOptionsSchema.parse({}))

/**
 * Fill stored options with the D.4 defaults; throw a GM-readable message naming the first option
 * that is not one of its readings.
 */
export function resolveZzOptions(input?: unknown): ZzOptions {
  return resolveTableOptions(ZzOptionsSchema, input)
}
