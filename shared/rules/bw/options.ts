/**
 * BrikWars table options: every key of the `bw:` block of OTHER-SYSTEMS.md D.4, with its default
 * and the readings C.0 (F-BW-*) and C.6 (BW-Q*) list. One object per campaign;
 * `resolveBwOptions` fills what a campaign leaves out and refuses readings the engine does not
 * know, in words a GM understands.
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

/** The dice a Skill die or the fire die may be. */
export const BW_DICE = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'] as const
export type BwDie = (typeof BW_DICE)[number]

/** The number of faces of a die named like "d6". */
export function dieSides(die: BwDie): number {
  return Number(die.slice(1))
}

/**
 * The BW table options as a campaign stores them. Every field may be left out (it takes the D.4
 * default). Keys a newer build adds are kept.
 */
export const BwOptionsSchema = z.looseObject(
  {
    /** F-BW-1: the Skill die of a standard minifig. */
    skillDie: oneOf('the Skill die', BW_DICE, 'd6'),
    /** F-BW-1: a Skill roll equal to the Usage Rating hits. */
    hitOnEqual: yesNo('hitting on an equal roll', true),
    /** F-BW-2: Damage destroys when greater than the Armor roll (gt), or at least equal (ge). */
    damageBeatsArmor: oneOf('damage against armor', ['gt', 'ge'], 'gt'),
    /** F-BW-5: brix of height per inch. */
    brixPerInch: whole('brix per inch', 1, 10, 3),
    /** F-BW-6 / BW-Q27: several half-speed conditions halve again. */
    halfSpeedStacks: yesNo('stacking half speed', false),
    /**
     * BW-01 with BW-10: Extra Effort's +5" is added after half speed (halveThenAdd: the extra
     * Movement the creature puts forth is not slowed) or before it (addThenHalve: liquid halves
     * the whole move, the effort too).
     */
    extraEffortOrder: oneOf(
      'when Extra Effort is added',
      ['halveThenAdd', 'addThenHalve'],
      'halveThenAdd',
    ),
    /** BW-Q2: aiming needs no move and no action, or only no action. */
    aimRequires: oneOf('what aiming needs', ['noMoveNoAct', 'noAct'], 'noMoveNoAct'),
    /** BW-Q3: a target is stationary when it did not move on its most recent turn. */
    stationaryWindow: oneOf('the stationary window', ['lastTurn'], 'lastTurn'),
    /** BW-Q4: movement is measured along the path, or as displacement. */
    moveMeasure: oneOf('how movement is measured', ['path', 'displacement'], 'path'),
    /** BW-Q6: overlapping Small Target Area penalties: the worst one, or all summed. */
    staStack: oneOf('Small Target Area stacking', ['max', 'sum'], 'max'),
    /** BW-Q7: −2 against each extra Close Combat attacker, or −2 more for each. */
    multiCC: oneOf('extra Close Combat attackers', ['flat', 'cumulative'], 'flat'),
    /** BW-Q8: how often a unit may fire out of turn. */
    oppFire: oneOf('Opportunity Fire', ['oncePerEnemyTurn', 'oncePerRound'], 'oncePerEnemyTurn'),
    /** BW-Q9: the smallest MissedBy of a miss. */
    missedByMin: whole('the smallest MissedBy', 0, 3, 1),
    /** BW-Q10: where a near miss lands. */
    nearMissPlacement: oneOf(
      'near miss placement',
      ['randomDisk', 'd12clockFullRadius', 'defenderChooses'],
      'randomDisk',
    ),
    /** BW-Q12: blast and fire distances to the nearest point of a target, or to its centre. */
    measure: oneOf('how blast distance is measured', ['nearestPoint', 'centre'], 'nearestPoint'),
    /** BW-Q13: an explosion band drops the largest die first, or the smallest. */
    dropOrder: oneOf('which die a band drops', ['largest', 'smallest'], 'largest'),
    /** BW-Q15: one explosion roll at the centre, or a roll per target. */
    explosionRoll: oneOf('the explosion roll', ['once', 'perTarget'], 'once'),
    /** BW-Q14: a unit knocked back lands Prone. */
    knockbackProne: yesNo('landing Prone after knockback', true),
    /** BW-Q16: fire burns at every player's turn, or once a round. */
    fireTick: oneOf('when fire burns', ['everyPlayerTurn', 'everyRound'], 'everyPlayerTurn'),
    /** BW-Q18: the fire die. */
    fireDie: oneOf('the fire die', BW_DICE, 'd6'),
    /** BW-Q17: the maximum Burn Level of an object whose sheet names none. */
    defaultMaxBurn: whole('the default maximum Burn Level', 1, 20, 3),
    /** BW-Q19: neighbours take the burning object's roll, or a roll of their own. */
    fireNeighbourRoll: oneOf('the fire roll for neighbours', ['shared', 'separate'], 'shared'),
    /** BW-Q21: dice lost at a fractional distance: rounded up, or down. */
    fireBand: oneOf('fire distance bands', ['ceil', 'floor'], 'ceil'),
    /** BW-Q20: a flammable neighbour hit by at least one fire die catches fire. */
    fireSpreads: yesNo('fire spreading', false),
    /** BW-Q24: a low obstacle is a free jump first, or always a −2" climb. */
    obstaclePrecedence: oneOf('free jump or climb', ['jumpFirst', 'climbAlways'], 'jumpFirst'),
    /** BW-Q26: terrain under part of a move counts if any, most, or in proportion. */
    partialTerrain: oneOf(
      'terrain under part of a move',
      ['any', 'majority', 'proportional'],
      'any',
    ),
    /** BW-Q28: the carrying penalty applies every turn, or once. */
    carryPenaltyMode: oneOf('the carrying penalty', ['continuous', 'oneOff'], 'continuous'),
    /** BW-Q29: nothing heavier than twice Power can be lifted alone, or no limit. */
    maxLift: oneOf('the lifting limit', ['2xPower', 'none'], '2xPower'),
    /** BW-Q31: exhaustion ends after one full turn Stunned, or when the GM says. */
    exhaustionRecovery: oneOf('exhaustion recovery', ['oneTurn', 'manual'], 'oneTurn'),
    /** BW-Q35: only living creatures may put forth Extra Effort, or every unit. */
    extraEffortEligible: oneOf('who may put forth Extra Effort', ['living', 'all'], 'living'),
    /** BW-Q33: mass by the printed formulas, or the larger of the two. */
    massFormula: oneOf('the mass formula', ['text', 'maxOfBoth'], 'text'),
  },
  { error: 'table options must be an object' },
)

/** The BW table options with every default filled in. */
export type BwOptions = z.output<typeof BwOptionsSchema>
export type BwOptionsInput = z.input<typeof BwOptionsSchema>

/** The D.4 defaults. */
export const BW_DEFAULT_OPTIONS: Readonly<BwOptions> = Object.freeze(BwOptionsSchema.parse({}))

/**
 * Fill stored options with the D.4 defaults; throw a GM-readable message naming the first option
 * that is not one of its readings.
 */
export function resolveBwOptions(stored?: unknown): BwOptions {
  return resolveTableOptions(BwOptionsSchema, stored)
}
