/**
 * The GG table options of damage, dying, the Limit Break and underwater combat, as the Table rules
 * dialog lists them after those of option-fields.ts (same rules for the words and the order).
 */
import type { TableOptionField } from '../ruleset'
import type { GgOptions } from './options'

/** One table option as the dialog lists it, keyed by a GG option. */
export type GgOptionField = TableOptionField & { key: keyof GgOptions }

export const GG_OPTION_FIELDS_HARM: readonly GgOptionField[] = [
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
    help: "GG-Q30: how a halved number is rounded (Resistance, END's damage reduction); Bloodied and Desperation compare exact fractions. A halved whole number ends in .5 or nothing, so To the nearest rounds a .5 up, as Up does.",
    kind: 'choice',
    choices: [
      { value: 'floor', label: 'Down' },
      { value: 'ceil', label: 'Up' },
      { value: 'nearest', label: 'To the nearest (.5 up)' },
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
    key: 'scarOfferWhen',
    name: 'Scar Concept offered',
    help: 'GG-087 / GG-Q33: a hit offers its target a Scar Concept (the GM accepts one or declines) when it would drop the target to 0 HP, on every hit that reaches HP, or never.',
    kind: 'choice',
    choices: [
      { value: 'whenDropped', label: 'When a hit would drop it' },
      { value: 'everyHit', label: 'On every hit that reaches HP' },
      { value: 'never', label: 'Never (edit by hand)' },
    ],
  },
  {
    key: 'multiTargetAttack',
    name: 'Attacks on several targets',
    help: 'GG-072 / GG-Q54: an action that hits several targets at once rolls one Attack Roll per target, or one for all; its damage is rolled once either way.',
    kind: 'choice',
    choices: [
      { value: 'rollEach', label: 'One Attack Roll per target' },
      { value: 'rollOnce', label: 'One Attack Roll for all' },
    ],
  },
  {
    key: 'thrownTrait',
    name: 'Thrown extra attack',
    help: 'GG-061 / GG-Q19: a Light weapon thrown as the extra attack rolls Agility (a ranged attack) or Physique (the melee weapon it is).',
    kind: 'choice',
    choices: [
      { value: 'AGI', label: 'Agility (ranged)' },
      { value: 'PHY', label: 'Physique' },
    ],
  },
  {
    key: 'bpGain',
    name: 'A new barrier',
    help: 'GG-091 / GG-Q32: Barrier Points never add up; when a being with some gains more, the GM picks which it keeps, or the higher is kept.',
    kind: 'choice',
    choices: [
      { value: 'ask', label: 'The GM picks keep or replace' },
      { value: 'keepHigher', label: 'Keep the higher' },
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
]
