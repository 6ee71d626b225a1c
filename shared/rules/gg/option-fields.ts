/**
 * The GG table options as the GM's Table rules dialog lists them: one field per top-level option
 * of `GgOptionsSchema` that is on/off or one of a few readings, in the GM's words, each naming its
 * F-GG / GG-Q entry of OTHER-SYSTEMS.md Part A. The first choice is D.4's default. Numbers, lists and
 * nested options (AP costs, the size table, Scar amounts, the damage order...) are kept in the
 * campaign file and not listed here.
 */
import { GG_OPTION_FIELDS_HARM, type GgOptionField } from './option-fields-harm'

/** The test, attacks, the turn and movement; then damage, dying and the Limit Break. */
export const GG_OPTION_FIELDS: readonly GgOptionField[] = Object.freeze([
  {
    key: 'testDie',
    name: 'Test die',
    help: "F-GG-1 / GG-Q1: the die behind every Trait Test; the Test's value is this die + the Trait (+ SB when Trained) + modifiers.",
    kind: 'choice',
    choices: [
      { value: 'd20', label: 'd20' },
      { value: '2d10', label: '2d10 (results bunch in the middle)' },
      { value: '3d6', label: '3d6 (results bunch more)' },
    ],
  },
  {
    key: 'advMode',
    name: 'Advantage',
    help: 'F-GG-3 / GG-Q3: with Advantage roll the test die twice and keep the higher; any Advantage and any Disadvantage cancel (5e). Net count: the larger count wins, one extra die per source. ±2: no extra dice, +2 or −2 to the Test.',
    kind: 'choice',
    choices: [
      { value: '5e', label: 'Keep higher / lower; both cancel (5e)' },
      { value: 'netCount', label: 'Net count of sources' },
      { value: 'bonus2', label: '+2 / −2 per net side' },
    ],
  },
  {
    key: 'hitOnEqual',
    name: 'Hit on equal',
    help: "GG-Q4: an Attack Roll equal to the target's HT hits. Off: it must beat the HT.",
    kind: 'boolean',
  },
  {
    key: 'inspiredAutoHit',
    name: 'Inspired Events always hit',
    help: 'GG-Q21: an Inspired Event (a natural 20) is a Critical Hit even when the Attack Roll is below the HT.',
    kind: 'boolean',
  },
  {
    key: 'obCritStack',
    name: 'Overwhelming Blow and Critical Hit',
    help: "GG-Q20: an Attack Roll 10 or more above the HT is a Critical Hit only, or also an Overwhelming Blow (base dice maximised, then the Critical's maximum added).",
    kind: 'choice',
    choices: [
      { value: 'none', label: 'Critical Hit only' },
      { value: 'stack', label: 'Both: maximise, then add the maximum' },
    ],
  },
  {
    key: 'obUnarmedBase',
    name: 'Overwhelming Blow on Unarmed dice',
    help: "GG-Q22: the Unarmed Strike's 1d4 (or a natural weapon's die) counts as a base die that an Overwhelming Blow maximises.",
    kind: 'boolean',
  },
  {
    key: 'critMaxAllDice',
    name: 'Critical Hits on every die',
    help: "GG-Q23: a Critical Hit adds the maximum of every die rolled, Feature and magic dice too. Off: only the weapon's base dice.",
    kind: 'boolean',
  },
  {
    key: 'weaponDamageAddsSB',
    name: 'SB on Weapon damage',
    help: 'GG-Q19: Weapon damage adds SB as well as the Trait. Off: the Trait only (the Unarmed Strike always adds SB + PHY).',
    kind: 'boolean',
  },
  {
    key: 'coverOnAgiSaves',
    name: 'Cover helps Agility Tests',
    help: 'GG-Q27: the cover bonus (+2 half, +5 three-quarters) also counts on Agility Tests an effect allows to avoid or reduce damage.',
    kind: 'boolean',
  },
  {
    key: 'oaTrigger',
    name: 'Opportunity Attacks',
    help: "F-GG-5 / GG-Q24: what provokes an Opportunity Attack: a hostile leaving the attacker's reach by its own movement or standing up inside it, or standing up only.",
    kind: 'choice',
    choices: [
      { value: 'leaveAoC+standUp', label: 'Leaving reach or standing up' },
      { value: 'standUpOnly', label: 'Standing up only' },
    ],
  },
  {
    key: 'escapeTGPhysique',
    name: 'Escape Grapple goal',
    help: "GG-Q25: whose Physique counts in the Escape Grapple goal 8 + the Grappler's SB + Physique.",
    kind: 'choice',
    choices: [
      { value: 'grappler', label: "The Grappler's" },
      { value: 'target', label: "The escaper's" },
    ],
  },
  {
    key: 'repeatSurcharge',
    name: 'Repeat surcharge',
    help: 'GG-015 / GG-Q6: an action repeated in one Turn costs +2AP each time after the first (flat), or +2, +4, … (cumulative).',
    kind: 'choice',
    choices: [
      { value: 'flat', label: '+2AP on every repeat' },
      { value: 'cumulative', label: '+2AP, +4AP, … (cumulative)' },
    ],
  },
  {
    key: 'repeatAppliesToMovement',
    name: 'Surcharge on Movement',
    help: 'GG-Q6: the repeat surcharge applies to the Movement action too.',
    kind: 'boolean',
  },
  {
    key: 'lateJoinEqual',
    name: 'Late joiners tied',
    help: 'GG-Q8: a being joining the fight with the same Initiative as the current Turn acts right after it this Round, or waits for the next Round.',
    kind: 'choice',
    choices: [
      { value: 'after', label: 'Right after, this Round' },
      { value: 'nextRound', label: 'From the next Round' },
    ],
  },
  {
    key: 'roundDuration',
    name: '“1 Round” effects',
    help: "GG-Q9: an effect lasting 1 Round used outside its user's Turn ends at the next Turn of whoever's Turn it was, or of its user.",
    kind: 'choice',
    choices: [
      { value: 'turnOwner', label: "At that Turn's owner's next Turn" },
      { value: 'user', label: "At the user's next Turn" },
    ],
  },
  {
    key: 'modeSwitchBasis',
    name: 'Switching movement modes',
    help: 'GG-Q10: switching between walking, climbing, swimming or flying subtracts the movement spent so far (Difficult Terrain counted) or only the distance travelled.',
    kind: 'choice',
    choices: [
      { value: 'spent', label: 'Movement spent' },
      { value: 'distance', label: 'Distance travelled' },
    ],
  },
  {
    key: 'hoverCheck',
    name: 'Flying without hovering',
    help: 'GG-Q11: when a flier that cannot hover must have moved 1 m or fall: at the end of its Turn or at the start of its next.',
    kind: 'choice',
    choices: [
      { value: 'endOfTurn', label: 'End of its Turn' },
      { value: 'startOfNextTurn', label: 'Start of its next Turn' },
    ],
  },
  {
    key: 'jumpMinBeforeHalf',
    name: 'Jump minimum before halving',
    help: 'GG-Q12: a standing jump takes the 2 m minimum first, then halves it.',
    kind: 'boolean',
  },
  {
    key: 'jumpObstacleCheck',
    name: 'Jump obstacle checks',
    help: 'GG-Q50: the GG calls for a Test when a jump clears an obstacle.',
    kind: 'boolean',
  },
  {
    key: 'passHostileSizeDiff',
    name: 'Moving through hostiles',
    help: "GG-034 / GG-Q13: a being may pass through a hostile's space when their sizes differ by at least two Size Categories, or by exactly two.",
    kind: 'choice',
    choices: [
      { value: 'atLeast2', label: 'Two or more sizes apart' },
      { value: 'exactly2', label: 'Exactly two sizes apart' },
    ],
  },
  {
    key: 'flanking',
    name: 'Flanking',
    help: 'GG-039 / GG-Q15 (optional rule): two hostiles at 90° or more around a target flank it; melee attackers then have Advantage.',
    kind: 'boolean',
  },
  {
    key: 'flankEffect',
    name: 'Flanking gives',
    help: 'GG-Q15: what a melee attacker gets against a Flanked target while Flanking is on.',
    kind: 'choice',
    choices: [
      { value: '5eAdvantage', label: 'Advantage' },
      { value: 'plus2Hit', label: '+2 to hit' },
    ],
  },
  {
    key: 'diagonal',
    name: 'Diagonal steps (square maps)',
    help: 'GG-Q16: what a diagonal step costs on a square grid.',
    kind: 'choice',
    choices: [
      { value: '1.5', label: '1.5 m' },
      { value: 'alternating-1-2', label: '1 m, then 2 m, alternating' },
      { value: '1', label: '1 m' },
    ],
  },
  {
    key: 'needFullStepCost',
    name: 'A step needs its full cost',
    help: 'GG-Q16: a step can be taken only with its whole cost (1.5 m for a diagonal) of movement left.',
    kind: 'boolean',
  },
  {
    key: 'squeezeStacks',
    name: 'Squeezing through Difficult Terrain',
    help: 'GG-037 (a gap beside GG-Q14): squeezing’s extra metre adds to Difficult Terrain’s (3 m a metre, as crawling does), or not (2 m).',
    kind: 'boolean',
  },
  ...GG_OPTION_FIELDS_HARM,
])
