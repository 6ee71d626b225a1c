/**
 * The GG table options as the GM's Table rules dialog lists them: one field per top-level option
 * of `GgOptionsSchema` that is on/off or one of a few readings, in the GM's words, each naming its
 * F-GG / GG-Q entry of OTHER-SYSTEMS.md Part A. The first choice is D.4's default. Numbers, lists and
 * nested options (AP costs, the size table, Scar amounts, the damage order...) are kept in the
 * campaign file and not listed here.
 */
import type { TableOptionField } from '../ruleset'
import type { GgOptions } from './options'

type Field = TableOptionField & { key: keyof GgOptions }

export const GG_OPTION_FIELDS: readonly Field[] = Object.freeze([
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
    key: 'dualType',
    name: 'Two damage types',
    help: 'GG-078 / GG-Q29: damage of two types against a target with Immunity, Resistance or the like to only one of them: it applies once to all of it, each type takes half, or it applies only when both types have it.',
    kind: 'choice',
    choices: [
      { value: 'unionOnce', label: 'Applies once to all of it' },
      { value: 'splitEvenly', label: 'Split evenly between the types' },
      { value: 'requireAll', label: 'Only when both types have it' },
    ],
  },
  {
    key: 'rounding',
    name: 'Rounding halves',
    help: "GG-Q30: how halves are rounded (Resistance, END's damage reduction, thresholds).",
    kind: 'choice',
    choices: [
      { value: 'floor', label: 'Down' },
      { value: 'ceil', label: 'Up' },
      { value: 'nearest', label: 'To the nearest' },
    ],
  },
  {
    key: 'endDRvsMagical',
    name: 'END reduction against magic',
    help: "GG-080 / GG-Q31: Endurance's damage reduction works against magical Bludgeoning, Piercing and Slashing too.",
    kind: 'boolean',
  },
  {
    key: 'scarRecovery',
    name: 'Scars heal',
    help: 'GG-087 / GG-Q33: whether Scar Concepts are cleared by the GG by hand or at the end of a Long Rest.',
    kind: 'choice',
    choices: [
      { value: 'manual', label: 'By the GG' },
      { value: 'longRest', label: 'At a Long Rest' },
    ],
  },
  {
    key: 'bloodiedCompare',
    name: 'Bloodied',
    help: 'GG-096 / GG-Q34: Bloodied at half HP or below, or only at exactly half (the text taken literally).',
    kind: 'choice',
    choices: [
      { value: 'le', label: 'At half HP or below' },
      { value: 'eq', label: 'At exactly half' },
    ],
  },
  {
    key: 'koOutcome',
    name: 'Knocked Out of the Fight',
    help: 'GG-099 / GG-Q35: a being Knocked Out of the Fight by massive damage ends as if it reached Wounded 5, or is only removed from the Encounter.',
    kind: 'choice',
    choices: [
      { value: 'asWounded5', label: 'As Wounded 5' },
      { value: 'removedOnly', label: 'Only removed from the fight' },
    ],
  },
  {
    key: 'stabilisedHit',
    name: 'Hitting a Stabilised character',
    help: 'GG-108 / GG-Q37: Wounded Degrees a Stabilised character gains when damaged: 2, or 3 on a Critical Hit.',
    kind: 'choice',
    choices: [
      { value: '2', label: '2 Degrees' },
      { value: '2+critBonus', label: '2, or 3 on a Critical Hit' },
    ],
  },
  {
    key: 'nonlethalHitWound',
    name: 'Wounds after a non-lethal knockout',
    help: 'GG-109 / GG-Q38: damage to a non-lethally knocked-out being also adds a Wounded Degree as it starts Dying.',
    kind: 'boolean',
  },
  {
    key: 'bpPartialWound',
    name: 'Wounds through Barrier Points',
    help: 'GG-Q40: a Dying character gains a Wounded Degree when any damage gets past its Barrier Points. Off: only when the Barrier Points took none of it.',
    kind: 'boolean',
  },
  {
    key: 'massiveAfterBP',
    name: 'Barrier Points before massive damage',
    help: 'GG-099 / GG-Q41: the massive-damage check counts what is left after Barrier Points and HP. Off: after HP only.',
    kind: 'boolean',
  },
  {
    key: 'lpGenerators',
    name: 'Who earns Limit Points',
    help: "GG-112 / GG-Q42: the player characters only, or every ally on the party's side.",
    kind: 'choice',
    choices: [
      { value: 'pcs', label: 'Player characters' },
      { value: 'allAllies', label: 'All allies' },
    ],
  },
  {
    key: 'lbSpend',
    name: 'Limit Points spent',
    help: 'GG-114 / GG-Q43: a Limit Break spends 100 Limit Points per Level used, or all of them.',
    kind: 'choice',
    choices: [
      { value: 'levelCost', label: '100 per Level used' },
      { value: 'all', label: 'All of them' },
    ],
  },
  {
    key: 'lbCapOutsideCE',
    name: 'Limit Point cap',
    help: 'GG-111 / GG-Q44: the most Limit Points a character holds outside a Critical Engagement.',
    kind: 'choice',
    choices: [
      { value: 200, label: '200' },
      { value: 299, label: '299' },
    ],
  },
  {
    key: 'memoryHpFormula',
    name: "The Memory's HP",
    help: "GG-116 / GG-Q45: the summoned Memory's HP: the text's formula as written, or 30 × LB Level + 10 × level (if the text meant ×).",
    kind: 'choice',
    choices: [
      { value: 'literal', label: 'As written' },
      { value: '30xLB+10xLvl', label: '30 × LB Level + 10 × level' },
    ],
  },
  {
    key: 'summonTiming',
    name: "The Memory's Turn",
    help: "GG-117 / GG-Q46: the Memory has no Initiative: it acts right after its Breaker, shares the Breaker's Turn, or rolls its own.",
    kind: 'choice',
    choices: [
      { value: 'afterBreaker', label: 'Right after the Breaker' },
      { value: 'sharedWithBreaker', label: "In the Breaker's Turn" },
      { value: 'ownRoll', label: 'Its own Initiative' },
    ],
  },
  {
    key: 'memoryStrikeIsWeapon',
    name: "The Memory's Strikes are Weapon attacks",
    help: "GG-Q47: the Memory's Strikes count as Weapon attacks, so they can be Overwhelming Blows and Critical Hits by margin.",
    kind: 'boolean',
  },
  {
    key: 'memoryDuration',
    name: 'The Memory stays',
    help: 'GG-Q51: the Memory stays until the Encounter ends or it drops to 0 HP, or until the GG dismisses it.',
    kind: 'choice',
    choices: [
      { value: 'untilEncounterEndOr0HP', label: 'Until the Encounter ends or 0 HP' },
      { value: 'gmDismisses', label: 'Until the GG dismisses it' },
    ],
  },
  {
    key: 'auraAffectsAllies',
    name: 'Obstructing Aura on allies',
    help: "GG-121 / GG-Q48: the Memory's Obstructing Aura slows allies as well as hostiles.",
    kind: 'boolean',
  },
  {
    key: 'sweepTargets',
    name: 'Melee Sweep targets',
    help: "GG-125 / GG-Q49: the Memory's Melee Sweep hits only hostiles, or any entity in range.",
    kind: 'choice',
    choices: [
      { value: 'hostile', label: 'Hostiles only' },
      { value: 'any', label: 'Any entity' },
    ],
  },
  {
    key: 'underwater',
    name: 'Underwater combat',
    help: 'GG-130 / GG-Q52: fighting underwater follows the 5e rules, or no special rules.',
    kind: 'choice',
    choices: [
      { value: '5e', label: '5e rules' },
      { value: 'none', label: 'No special rules' },
    ],
  },
])
