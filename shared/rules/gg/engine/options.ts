/**
 * GG table options: every foundation default (F-GG-1..7) and every ambiguity option (GG-Q1..Q57)
 * of OTHER-SYSTEMS.md Part A, with the defaults of the option registry (D.4), each declared once:
 * its reader with the refusal a GM reads, its default, and, for an option that is on/off or one of
 * a few readings, how the Table rules dialog lists it (in the GM's words, naming its F-GG / GG-Q
 * entry). The dialog lists them in declaration order: the test, attacks, the turn and movement
 * here, then damage, dying and the Limit Break (options-harm.ts). Numbers, lists and nested
 * options (AP costs, the size table, Scar amounts, the damage order...) are kept in the campaign
 * file and not listed in the dialog.
 */
import { z } from 'zod'
import { onOff, oneOf, own, tableOptions, type OptionsOf } from '../../../kit/options'
import type { TableOptionField } from '../../ruleset'
import { GG_HARM_OPTIONS } from './options-harm'
import { conditionShape, costSchema, count, group, metres, sizeSchema } from './options-parts'

export {
  GG_DEFAULT_DAMAGE_TYPES,
  GG_OPTION_CONDITIONS,
  GG_PIPELINE_STEPS,
  GG_TRAITS,
  validPipelineOrder,
  type GgPipelineStep,
  type GgTrait,
} from './options-parts'

const DIAGONALS = ['1.5', 'alternating-1-2', '1'] as const

const GG_OPTION_DECLS = {
  // The Trait Test.

  testDie: oneOf('the test die', ['d20', '2d10', '3d6'], 'd20', {
    name: 'Test die',
    help: "F-GG-1 / GG-Q1: the die behind every Trait Test; the Test's value is this die + the Trait (+ SB when Trained) + modifiers.",
    labels: {
      d20: 'd20',
      '2d10': '2d10 (results bunch in the middle)',
      '3d6': '3d6 (results bunch more)',
    },
  }),
  /** F-GG-2 / GG-Q2: natural results of the test die that are an Inspired Event. */
  inspiredOn: own(
    z.array(z.number().int({ error: 'an Inspired Event face is a whole number' }), {
      error: 'the Inspired Event faces are a list of numbers',
    }),
    [20],
  ),
  advMode: oneOf('Advantage', ['5e', 'netCount', 'bonus2'], '5e', {
    name: 'Advantage',
    help: 'F-GG-3 / GG-Q3: with Advantage roll the test die twice and keep the higher; any Advantage and any Disadvantage cancel (5e). Net count: the larger count wins, one extra die per source. ±2: no extra dice, +2 or −2 to the Test.',
    labels: {
      '5e': 'Keep higher / lower; both cancel (5e)',
      netCount: 'Net count of sources',
      bonus2: '+2 / −2 per net side',
    },
  }),

  // Attacks.

  hitOnEqual: onOff('hitting on a roll equal to the Hit Target', true, {
    name: 'Hit on equal',
    help: "GG-Q4: an Attack Roll equal to the target's HT hits. Off: it must beat the HT.",
  }),
  inspiredAutoHit: onOff('Inspired Events always hitting', true, {
    name: 'Inspired Events always hit',
    help: 'GG-Q21: an Inspired Event (a natural 20) is a Critical Hit even when the Attack Roll is below the HT.',
  }),
  obCritStack: oneOf('Overwhelming Blow with a Critical Hit', ['none', 'stack'], 'none', {
    name: 'Overwhelming Blow and Critical Hit',
    help: "GG-Q20: an Attack Roll 10 or more above the HT is a Critical Hit only, or also an Overwhelming Blow (base dice maximised, then the Critical's maximum added).",
    labels: { none: 'Critical Hit only', stack: 'Both: maximise, then add the maximum' },
  }),
  obUnarmedBase: onOff('Overwhelming Blow on Unarmed dice', true, {
    name: 'Overwhelming Blow on Unarmed dice',
    help: "GG-Q22: the Unarmed Strike's 1d4 (or a natural weapon's die) counts as a base die that an Overwhelming Blow maximises.",
  }),
  critMaxAllDice: onOff('Critical Hits on every die', true, {
    name: 'Critical Hits on every die',
    help: "GG-Q23: a Critical Hit adds the maximum of every die rolled, Feature and magic dice too. Off: only the weapon's base dice.",
  }),
  weaponDamageAddsSB: onOff('SB on Weapon damage', false, {
    name: 'SB on Weapon damage',
    help: 'GG-Q19: Weapon damage adds SB as well as the Trait. Off: the Trait only (the Unarmed Strike always adds SB + PHY).',
  }),
  coverOnAgiSaves: onOff('cover on Agility Tests', true, {
    name: 'Cover helps Agility Tests',
    help: 'GG-Q27: the cover bonus (+2 half, +5 three-quarters) also counts on Agility Tests an effect allows to avoid or reduce damage.',
  }),
  oaTrigger: oneOf(
    'the Opportunity Attack trigger',
    ['leaveAoC+standUp', 'standUpOnly'],
    'leaveAoC+standUp',
    {
      name: 'Opportunity Attacks',
      help: "F-GG-5 / GG-Q24: what provokes an Opportunity Attack: a hostile leaving the attacker's reach by its own movement or standing up inside it, or standing up only.",
      labels: {
        'leaveAoC+standUp': 'Leaving reach or standing up',
        standUpOnly: 'Standing up only',
      },
    },
  ),
  escapeTGPhysique: oneOf('the Escape Grapple Physique', ['grappler', 'target'], 'grappler', {
    name: 'Escape Grapple goal',
    help: "GG-Q25: whose Physique counts in the Escape Grapple goal 8 + the Grappler's SB + Physique.",
    labels: { grappler: "The Grappler's", target: "The escaper's" },
  }),

  // The turn.

  /** F-GG-4 / GG-Q5 / GG-Q24 / GG-Q39 / GG-Q51: AP and RP costs of the common actions. */
  cost: own(costSchema, costSchema.parse({})),
  repeatSurcharge: oneOf('the repeat surcharge', ['flat', 'cumulative'], 'flat', {
    name: 'Repeat surcharge',
    help: 'GG-015 / GG-Q6: an action repeated in one Turn costs +2AP each time after the first (flat), or +2, +4, … (cumulative).',
    labels: { flat: '+2AP on every repeat', cumulative: '+2AP, +4AP, … (cumulative)' },
  }),
  repeatAppliesToMovement: onOff('the repeat surcharge on Movement', true, {
    name: 'Surcharge on Movement',
    help: 'GG-Q6: the repeat surcharge applies to the Movement action too.',
  }),
  lateJoinEqual: oneOf(
    'a late joiner tied with the current Turn',
    ['after', 'nextRound'],
    'after',
    {
      name: 'Late joiners tied',
      help: 'GG-Q8: a being joining the fight with the same Initiative as the current Turn acts right after it this Round, or waits for the next Round.',
      labels: { after: 'Right after, this Round', nextRound: 'From the next Round' },
    },
  ),
  roundDuration: oneOf('a 1-Round duration', ['turnOwner', 'user'], 'turnOwner', {
    name: '“1 Round” effects',
    help: "GG-Q9: an effect lasting 1 Round used outside its user's Turn ends at the next Turn of whoever's Turn it was, or of its user.",
    labels: { turnOwner: "At that Turn's owner's next Turn", user: "At the user's next Turn" },
  }),

  // Movement.

  modeSwitchBasis: oneOf('switching movement modes', ['spent', 'distance'], 'spent', {
    name: 'Switching movement modes',
    help: 'GG-Q10: switching between walking, climbing, swimming or flying subtracts the movement spent so far (Difficult Terrain counted) or only the distance travelled.',
    labels: { spent: 'Movement spent', distance: 'Distance travelled' },
  }),
  hoverCheck: oneOf('the hover check', ['endOfTurn', 'startOfNextTurn'], 'endOfTurn', {
    name: 'Flying without hovering',
    help: 'GG-Q11: when a flier that cannot hover must have moved 1 m or fall: at the end of its Turn or at the start of its next.',
    labels: { endOfTurn: 'End of its Turn', startOfNextTurn: 'Start of its next Turn' },
  }),
  /** GG-Q11: falling damage, `dice`d`sides` per `perMetres` m fallen. */
  fallDamage: group({
    dice: count('falling damage dice').default(1),
    sides: count('the falling damage die').default(6),
    perMetres: metres('the falling distance per die').default(3),
  }),
  /** GG-Q12: scale of the jump formulas (1 = the text's numbers, 0.3 = feet read as metres). */
  jumpScale: own(metres('the jump scale'), 1),
  jumpMinBeforeHalf: onOff('the jump minimum before halving', true, {
    name: 'Jump minimum before halving',
    help: 'GG-Q12: a standing jump takes the 2 m minimum first, then halves it.',
  }),
  jumpObstacleCheck: onOff('jump obstacle checks', false, {
    name: 'Jump obstacle checks',
    help: 'GG-Q50: the GG calls for a Test when a jump clears an obstacle.',
  }),
  passHostileSizeDiff: oneOf('passing through a hostile', ['atLeast2', 'exactly2'], 'atLeast2', {
    name: 'Moving through hostiles',
    help: "GG-034 / GG-Q13: a being may pass through a hostile's space when their sizes differ by at least two Size Categories, or by exactly two.",
    labels: { atLeast2: 'Two or more sizes apart', exactly2: 'Exactly two sizes apart' },
  }),
  /** F-GG-6 / GG-Q14: space per Size Category, in metres. */
  sizeTable: own(sizeSchema, sizeSchema.parse({})),
  /** F-GG-6: default reach (AoC) in metres, and what the Reach property adds. */
  reach: group({
    base: metres('the default reach').default(1),
    reachProperty: metres('the Reach property').default(1),
  }),
  flanking: onOff('flanking', false, {
    name: 'Flanking',
    help: 'GG-039 / GG-Q15 (optional rule): two hostiles at 90° or more around a target flank it; melee attackers then have Advantage.',
  }),
  flankEffect: oneOf('the flanking effect', ['5eAdvantage', 'plus2Hit'], '5eAdvantage', {
    name: 'Flanking gives',
    help: 'GG-Q15: what a melee attacker gets against a Flanked target while Flanking is on.',
    labels: { '5eAdvantage': 'Advantage', plus2Hit: '+2 to hit' },
  }),
  /** GG-Q15: the least angle between flankers, in degrees. */
  flankAngle: own(
    z
      .number({ error: 'the flanking angle is a number of degrees' })
      .min(0, { error: 'the flanking angle is between 0 and 180 degrees' })
      .max(180, { error: 'the flanking angle is between 0 and 180 degrees' }),
    90,
  ),
  // The choices are written out: labels keyed by reading would list '1' first, as an object
  // puts a key that reads as a whole number before the others.
  diagonal: oneOf('the diagonal step', DIAGONALS, '1.5', {
    name: 'Diagonal steps (square maps)',
    help: 'GG-Q16: what a diagonal step costs on a square grid.',
    labels: { '1.5': '1.5 m', 'alternating-1-2': '1 m, then 2 m, alternating', '1': '1 m' },
  }),
  needFullStepCost: onOff('needing the full step cost', true, {
    name: 'A step needs its full cost',
    help: 'GG-Q16: a step can be taken only with its whole cost (1.5 m for a diagonal) of movement left.',
  }),
  // GG-037 leaves open whether squeezing's extra metre adds to Difficult Terrain's; crawling's
  // does (GG-028: 3 m a metre), so by default squeezing's does too.
  squeezeStacks: onOff('squeezing on Difficult Terrain', true, {
    name: 'Squeezing through Difficult Terrain',
    help: 'GG-037 (a gap beside GG-Q14): squeezing’s extra metre adds to Difficult Terrain’s (3 m a metre, as crawling does), or not (2 m).',
  }),
  /** GG-Q17: metres per inch and per centimetre on a gridless map. */
  gridlessScale: group({
    inch: metres('metres per inch').default(1),
    cm: metres('metres per centimetre').default(0.4),
  }),
  /** GG-Q18: Theatre-of-the-Mind bands: Engaged = AoC, Near up to `nearMax` m, At Range beyond. */
  tomBands: group({ nearMax: metres('the Near band').default(12) }),
  /** GG-Q7 / A.5.1: each condition uses its default effect, or the GG applies it by hand. */
  cond: group(conditionShape),

  ...GG_HARM_OPTIONS,
}

/** The GG table options: the stored schema, the D.4 defaults, the dialog's fields and `resolve`. */
export const GG_OPTIONS = tableOptions(GG_OPTION_DECLS)

/**
 * The GG table options as a campaign stores them: any may be left out (it takes the D.4 default);
 * nested groups may be given in part. Keys a newer build adds are kept.
 */
export const GgOptionsSchema = GG_OPTIONS.schema

/** The GG table options with every default filled in. */
export type GgOptions = OptionsOf<typeof GG_OPTION_DECLS>

/** The D.4 defaults. */
export const GG_DEFAULT_OPTIONS: Readonly<GgOptions> = GG_OPTIONS.defaults

/** One table option as the dialog lists it, keyed by a GG option. */
export type GgOptionField = TableOptionField & { key: keyof GgOptions }

/** The Table rules dialog's fields: the test, attacks, the turn and movement, then the harm ones. */
export const GG_OPTION_FIELDS = GG_OPTIONS.fields as readonly GgOptionField[]
/** The dialog's fields of damage, dying, the Limit Break and underwater combat, in their order. */
export const GG_OPTION_FIELDS_HARM = GG_OPTION_FIELDS.filter((f) => f.key in GG_HARM_OPTIONS)

/**
 * Fill stored options with the D.4 defaults; throw a GM-readable message naming the first option
 * that is not one of its readings.
 */
export function resolveGgOptions(input?: unknown): GgOptions {
  return GG_OPTIONS.resolve(input)
}
