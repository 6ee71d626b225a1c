/**
 * BrikWars table options: every key of the `bw:` block of OTHER-SYSTEMS.md D.4, with its default
 * and the readings C.0 (F-BW-*) and C.6 (BW-Q*) list, each declared once: the reader with its
 * refusal in words a GM understands, the D.4 default, and how the Table rules dialog lists it (in
 * the GM's words, naming its F-BW / BW-Q entry of Part C). The dialog lists them in declaration
 * order: attacks, explosions, fire, movement and carrying, then Extra Effort and exhaustion.
 */
import { oneOf, onOff, tableOptions, whole, type OptionsOf } from '../../../kit/options'

/** The dice a Skill die or the fire die may be. */
export const BW_DICE = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'] as const
export type BwDie = (typeof BW_DICE)[number]

/** The number of faces of a die named like "d6". */
export function dieSides(die: BwDie): number {
  return Number(die.slice(1))
}

const BW_OPTION_DECLS = {
  // Hitting and damage.

  skillDie: oneOf('the Skill die', BW_DICE, 'd6', {
    name: 'Skill die',
    help: 'F-BW-1: the die a standard minifig rolls against the Usage Rating.',
  }),
  hitOnEqual: onOff('hitting on an equal roll', true, {
    name: 'A tie hits',
    help: 'F-BW-1: a Skill roll equal to the Usage Rating hits. Off: it must beat it.',
  }),
  /** Damage destroys when greater than the Armor roll (gt), or at least equal (ge). */
  damageBeatsArmor: oneOf('damage against armor', ['gt', 'ge'], 'gt', {
    name: 'Damage destroys when',
    help: 'F-BW-2: how the Damage must compare with the Armor roll.',
    labels: {
      gt: 'It beats the Armor roll (a tie survives)',
      ge: 'It equals or beats the Armor roll',
    },
  }),
  aimRequires: oneOf('what aiming needs', ['noMoveNoAct', 'noAct'], 'noMoveNoAct', {
    name: 'Aiming needs',
    help: 'BW-Q2: what a unit must give up for a full turn to get the +2 for aiming.',
    labels: { noMoveNoAct: 'No moving and no action', noAct: 'Only no action' },
  }),
  /** One reading so far: the dialog shows what the table plays by. */
  stationaryWindow: oneOf('the stationary window', ['lastTurn'], 'lastTurn', {
    name: 'Stationary means',
    help: 'BW-Q3: a target is stationary when it did not move on its most recent turn.',
    labels: { lastTurn: 'Did not move on its last turn' },
  }),
  moveMeasure: oneOf('how movement is measured', ['path', 'displacement'], 'path', {
    name: 'Movement counts',
    help: 'BW-Q4: the inches a unit moved, for the moving-target and moving-shooter penalties.',
    labels: { path: 'Along the path it took', displacement: 'Straight from start to end' },
  }),
  staStack: oneOf('Small Target Area stacking', ['max', 'sum'], 'max', {
    name: 'Small targets',
    help: 'BW-Q6: when several Small Target Area penalties fit, use the worst one or add them.',
    labels: { max: 'The worst penalty only', sum: 'Add them all' },
  }),
  multiCC: oneOf('extra Close Combat attackers', ['flat', 'cumulative'], 'flat', {
    name: 'Ganging up in Close Combat',
    help: 'BW-Q7: the defender is at −2 against each attacker after the first, or −2 more for each.',
    labels: {
      flat: '−2 against each extra attacker',
      cumulative: '−2, −4, −6 … against each extra attacker',
    },
  }),
  oppFire: oneOf('Opportunity Fire', ['oncePerEnemyTurn', 'oncePerRound'], 'oncePerEnemyTurn', {
    name: 'Opportunity Fire',
    help: "BW-Q8: how often a unit that kept its action may fire during an enemy's turn.",
    labels: { oncePerEnemyTurn: "Once in each enemy's turn", oncePerRound: 'Once a round' },
  }),
  missedByMin: whole('the smallest MissedBy', { min: 0, max: 3 }, 1, {
    name: 'Smallest miss',
    help: 'BW-Q9: the least MissedBy a missed shot has, so a miss always lands somewhere off target.',
    offer: [0, 2],
    label: (n) => `MissedBy ${n}`,
  }),
  nearMissPlacement: oneOf(
    'near miss placement',
    ['randomDisk', 'd12clockFullRadius', 'defenderChooses'],
    'randomDisk',
    {
      name: 'Where a near miss lands',
      help: 'BW-Q10: the spot a missed shot hits.',
      labels: {
        randomDisk: 'A random spot within the miss distance',
        d12clockFullRadius: 'A d12 clock direction, the full miss distance',
        defenderChooses: 'The defender picks a spot within it',
      },
    },
  ),

  // Explosions.

  /** Fire distances are measured the same way as blast distances. */
  measure: oneOf('how blast distance is measured', ['nearestPoint', 'centre'], 'nearestPoint', {
    name: 'Blast distance to',
    help: 'BW-Q12: explosion and fire distances run to the nearest point of a model, or its centre.',
    labels: {
      nearestPoint: 'The nearest point of the model',
      centre: 'The centre of the model',
    },
  }),
  dropOrder: oneOf('which die a band drops', ['largest', 'smallest'], 'largest', {
    name: 'Farther out, drop',
    help: 'BW-Q13: each band of an explosion loses a die: the highest roll first, or the lowest.',
    labels: { largest: 'The highest die first', smallest: 'The lowest die first' },
  }),
  explosionRoll: oneOf('the explosion roll', ['once', 'perTarget'], 'once', {
    name: 'Explosion roll',
    help: 'BW-Q15: one roll at the centre shared by every target, or a roll for each target.',
    labels: { once: 'One roll for the whole blast', perTarget: 'A roll for each target' },
  }),
  knockbackProne: onOff('landing Prone after knockback', true, {
    name: 'Knocked back lands Prone',
    help: 'BW-Q14: a unit thrown back by a blast lands lying down and must stand up next move (−1").',
  }),

  // Fire.

  fireTick: oneOf('when fire burns', ['everyPlayerTurn', 'everyRound'], 'everyPlayerTurn', {
    name: 'Fire burns',
    help: 'BW-Q16: how often a burning object takes its fire damage.',
    labels: { everyPlayerTurn: "At the start of every player's turn", everyRound: 'Once a round' },
  }),
  fireDie: oneOf('the fire die', BW_DICE, 'd6', {
    name: 'Fire die',
    help: 'BW-Q18: the die a fire rolls per Burn Level.',
  }),
  /** The maximum Burn Level of an object whose sheet names none. */
  defaultMaxBurn: whole('the default maximum Burn Level', { min: 1, max: 20 }, 3, {
    name: 'Highest Burn Level',
    help: 'BW-Q17: how big a fire can grow on an object whose sheet does not say.',
    offer: [2, 4, 5, 6],
    label: (n) => `Burn Level ${n}`,
  }),
  fireNeighbourRoll: oneOf('the fire roll for neighbours', ['shared', 'separate'], 'shared', {
    name: 'Fire roll for neighbours',
    help: 'BW-Q19: things near a fire take the same roll as the burning object, or roll their own.',
    labels: { shared: 'The same roll', separate: 'A roll of their own' },
  }),
  /** Dice lost at a fractional distance: rounded up, or down. */
  fireBand: oneOf('fire distance bands', ['ceil', 'floor'], 'ceil', {
    name: 'Fire reach',
    help: 'BW-Q21: something 1½" from a fire loses 2 dice (rounded up) or 1 (rounded down).',
    labels: { ceil: 'Round the distance up', floor: 'Round the distance down' },
  }),
  fireSpreads: onOff('fire spreading', false, {
    name: 'Fire spreads',
    help: 'BW-Q20: a flammable thing hit by at least one fire die catches fire at Burn Level 1.',
  }),

  // Movement and carrying.

  brixPerInch: whole('brix per inch', { min: 1, max: 10 }, 3, {
    name: 'Brix per inch',
    help: 'F-BW-5: how many bricks of height make an inch.',
    offer: [2, 4],
    label: (n) => `${n} brix`,
  }),
  /**
   * Extra Effort's +5" is added after half speed (halveThenAdd: the extra Movement the creature
   * puts forth is not slowed) or before it (addThenHalve: liquid halves the whole move, the effort
   * too). Not in D.4: its default is the order movement.ts always used.
   */
  extraEffortOrder: oneOf(
    'when Extra Effort is added',
    ['halveThenAdd', 'addThenHalve'],
    'halveThenAdd',
    {
      name: 'Extra Effort and half speed',
      help: 'Extra Effort’s +5" comes after half speed (the default: it is extra Movement put forth on top of what the terrain allows, so wading with Extra Effort gives 2½" + 5"), or before it (liquid and ladders halve the effort too: (5" + 5") ÷ 2).',
      labels: { halveThenAdd: 'Halve, then add 5"', addThenHalve: 'Add 5", then halve' },
    },
  ),
  halfSpeedStacks: onOff('stacking half speed', false, {
    name: 'Half speed stacks',
    help: 'F-BW-6 / BW-Q27: wading and climbing in one turn halves the move twice. Off: halve once.',
  }),
  obstaclePrecedence: oneOf('free jump or climb', ['jumpFirst', 'climbAlways'], 'jumpFirst', {
    name: 'Low obstacles',
    help: 'BW-Q24: a wall up to 3 brix is a free hop, or always a −2" climb from 2 brix.',
    labels: {
      jumpFirst: 'Up to 3 brix is a free jump',
      climbAlways: '2 to 5 brix always costs −2"',
    },
  }),
  partialTerrain: oneOf(
    'terrain under part of a move',
    ['any', 'majority', 'proportional'],
    'any',
    {
      name: 'Terrain under part of a move',
      help: 'BW-Q26: a road, slope or river on part of the path counts if any of it, most of it, or in proportion.',
      labels: {
        any: 'If any of the move is on it',
        majority: 'If most of the move is on it',
        proportional: 'In proportion to the inches on it',
      },
    },
  ),
  carryPenaltyMode: oneOf('the carrying penalty', ['continuous', 'oneOff'], 'continuous', {
    name: 'Carrying penalty',
    help: 'BW-Q28: carrying something heavy costs inches every turn, or only once.',
    labels: { continuous: 'Every turn', oneOff: 'Only once' },
  }),
  maxLift: oneOf('the lifting limit', ['2xPower', 'none'], '2xPower', {
    name: 'Heaviest lift',
    help: 'BW-Q29: the most a single unit can pick up.',
    labels: { '2xPower': 'Twice its Power in blox', none: 'No limit' },
  }),
  massFormula: oneOf('the mass formula', ['text', 'maxOfBoth'], 'text', {
    name: 'Mass of big objects',
    help: 'BW-Q33: use the area formula from 10 dots up, or whichever formula gives more.',
    labels: { text: 'As printed', maxOfBoth: 'The larger of the two' },
  }),

  // Extra Effort and exhaustion.

  extraEffortEligible: oneOf('who may put forth Extra Effort', ['living', 'all'], 'living', {
    name: 'Extra Effort for',
    help: 'BW-Q35: who may push for +5" or +1 Power.',
    labels: { living: 'Living creatures only', all: 'Every unit' },
  }),
  exhaustionRecovery: oneOf('exhaustion recovery', ['oneTurn', 'manual'], 'oneTurn', {
    name: 'Exhaustion ends',
    help: 'BW-Q31: after one full turn Stunned, or when the GM clears it.',
    labels: { oneTurn: 'After one full turn Stunned', manual: 'When the GM says' },
  }),
}

/** The BW table options: the stored reader, the D.4 defaults, the dialog's fields and `resolve`. */
export const BW_OPTIONS = tableOptions(BW_OPTION_DECLS)

/**
 * The BW table options as a campaign stores them: only what the GM set, each checked. Keys a
 * newer build adds are kept.
 */
export const BwOptionsSchema = BW_OPTIONS.schema

/** The BW table options with every default filled in. */
export type BwOptions = OptionsOf<typeof BW_OPTION_DECLS>

/** The D.4 defaults. */
export const BW_DEFAULT_OPTIONS: Readonly<BwOptions> = BW_OPTIONS.defaults

/**
 * Fill stored options with the D.4 defaults; throw a GM-readable message naming the first option
 * that is not one of its readings.
 */
export function resolveBwOptions(stored?: unknown): BwOptions {
  return BW_OPTIONS.resolve(stored)
}

/** Every BW table option as the Table rules dialog lists them: attacks, explosions, fire, movement, effort. */
export const BW_OPTION_FIELDS = BW_OPTIONS.fields
