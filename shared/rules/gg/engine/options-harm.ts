/**
 * The GG table options of damage, dying, the Limit Break and underwater combat, declared as in
 * options.ts (same rules for the words and the order); the dialog lists them after the others.
 */
import { z } from 'zod'
import { onOff, oneOf, oneOfNumbers, own } from '../../../kit/options'
import {
  count,
  deathMode,
  fraction,
  GG_DEFAULT_DAMAGE_TYPES,
  GG_PIPELINE_STEPS,
  GG_TRAITS,
  group,
  member,
  validPipelineOrder,
  woundedOutcome,
} from './options-parts'

export const GG_HARM_OPTIONS = {
  // Damage.

  /** F-GG-7 / GG-Q28: the damage types of the table. */
  damageTypes: own(
    z.array(z.string().min(1, { error: 'a damage type needs a name' }), {
      error: 'the damage types are a list of names',
    }),
    [...GG_DEFAULT_DAMAGE_TYPES],
  ),
  dualType: oneOf('dual-type damage', ['unionOnce', 'splitEvenly', 'requireAll'], 'unionOnce', {
    name: 'Two damage types',
    help: 'GG-078 / GG-Q29: damage of two types against a target with Immunity, Resistance or the like to only one of them: it applies once to all of it, each type takes half, or it applies only when both types have it.',
    labels: {
      unionOnce: 'Applies once to all of it',
      splitEvenly: 'Split evenly between the types',
      requireAll: 'Only when both types have it',
    },
  }),
  rounding: oneOf('rounding', ['floor', 'ceil', 'nearest'], 'floor', {
    name: 'Rounding halves',
    help: "GG-Q30: how a halved number is rounded (Resistance, END's damage reduction); Bloodied and Desperation compare exact fractions. A halved whole number ends in .5 or nothing, so To the nearest rounds a .5 up, as Up does.",
    labels: { floor: 'Down', ceil: 'Up', nearest: 'To the nearest (.5 up)' },
  }),
  endDRvsMagical: onOff('END reduction against magical damage', true, {
    name: 'END reduction against magic',
    help: "GG-080 / GG-Q31: Endurance's damage reduction works against magical Bludgeoning, Piercing and Slashing too.",
  }),
  /** GG-Q32: the damage pipeline order. */
  pipelineOrder: own(
    z
      .array(
        z.enum(GG_PIPELINE_STEPS, {
          error: `a damage step is one of ${GG_PIPELINE_STEPS.join(', ')}`,
        }),
        {
          error: 'the damage pipeline is a list of steps',
        },
      )
      .refine((steps) => new Set(steps).size === steps.length, {
        error: 'the damage pipeline lists a step twice',
      })
      .refine(validPipelineOrder, {
        error:
          'the damage pipeline lists every step once: the roll first, the damage changes next, then Barrier Points and Scars, then HP and the massive-damage check',
      }),
    [...GG_PIPELINE_STEPS],
  ),
  /** GG-Q33: how much a Scar Concept takes off a hit, by Severity. */
  scarReduction: group({
    mode: member(oneOf('Scar reduction', ['fraction', 'fixed'], 'fraction')),
    mild: fraction('the Mild Scar reduction').default(0.25),
    moderate: fraction('the Moderate Scar reduction').default(0.5),
    severe: fraction('the Severe Scar reduction').default(0.75),
  }),
  /**
   * GG-Q33: what each Severity takes off a hit when `scarReduction.mode` is 'fixed' (D.4's
   * 5 / 10 / 15).
   */
  scarFixed: group({
    mild: count('the Mild Scar amount').default(5),
    moderate: count('the Moderate Scar amount').default(10),
    severe: count('the Severe Scar amount').default(15),
  }),
  scarRecovery: oneOf('Scar recovery', ['manual', 'longRest'], 'manual', {
    name: 'Scars heal',
    help: 'GG-087 / GG-Q33: whether Scar Concepts are cleared by the GG by hand or at the end of a Long Rest.',
    labels: { manual: 'By the GG', longRest: 'At a Long Rest' },
  }),
  scarOfferWhen: oneOf('the Scar offer', ['whenDropped', 'everyHit', 'never'], 'whenDropped', {
    name: 'Scar Concept offered',
    help: 'GG-087 / GG-Q33: a hit offers its target a Scar Concept (the GM accepts one or declines) when it would drop the target to 0 HP, on every hit that reaches HP, or never.',
    labels: {
      whenDropped: 'When a hit would drop it',
      everyHit: 'On every hit that reaches HP',
      never: 'Never (edit by hand)',
    },
  }),
  multiTargetAttack: oneOf('an attack on several targets', ['rollEach', 'rollOnce'], 'rollEach', {
    name: 'Attacks on several targets',
    help: 'GG-072 / GG-Q54: an action that hits several targets at once rolls one Attack Roll per target, or one for all; its damage is rolled once either way.',
    labels: { rollEach: 'One Attack Roll per target', rollOnce: 'One Attack Roll for all' },
  }),
  thrownTrait: oneOf('the Trait of a thrown weapon', ['AGI', 'PHY'], 'AGI', {
    name: 'Thrown extra attack',
    help: 'GG-061 / GG-Q19: a Light weapon thrown as the extra attack rolls Agility (a ranged attack) or Physique (the melee weapon it is).',
    labels: { AGI: 'Agility (ranged)', PHY: 'Physique' },
  }),
  bpGain: oneOf('a new barrier', ['ask', 'keepHigher'], 'ask', {
    name: 'A new barrier',
    help: 'GG-091 / GG-Q32: Barrier Points never add up; when a being with some gains more, the GM picks which it keeps, or the higher is kept.',
    labels: { ask: 'The GM picks keep or replace', keepHigher: 'Keep the higher' },
  }),

  // Dying.

  bloodiedCompare: oneOf('the Bloodied threshold', ['le', 'eq'], 'le', {
    name: 'Bloodied',
    help: 'GG-096 / GG-Q34: Bloodied at half HP or below, or only at exactly half (the text taken literally).',
    labels: { le: 'At half HP or below', eq: 'At exactly half' },
  }),
  koOutcome: oneOf('Knocked Out of the Fight', ['asWounded5', 'removedOnly'], 'asWounded5', {
    name: 'Knocked Out of the Fight',
    help: 'GG-099 / GG-Q35: a being Knocked Out of the Fight by massive damage ends as if it reached Wounded 5, or is only removed from the Encounter.',
    labels: { asWounded5: 'As Wounded 5', removedOnly: 'Only removed from the fight' },
  }),
  /** GG-Q36: the Wounded 5 outcome by encounter kind. */
  wounded5: group({
    criticalEngagement: member(oneOf('Wounded 5 in a Critical Engagement', woundedOutcome, 'dies')),
    other: member(oneOf('Wounded 5 in other encounters', woundedOutcome, 'knockedOutOfFight')),
  }),
  stabilisedHit: oneOf('a hit on a Stabilised character', ['2', '2+critBonus'], '2', {
    name: 'Hitting a Stabilised character',
    help: 'GG-108 / GG-Q37: Wounded Degrees a Stabilised character gains when damaged: 2, or 3 on a Critical Hit.',
    labels: { '2': '2 Degrees', '2+critBonus': '2, or 3 on a Critical Hit' },
  }),
  nonlethalHitWound: onOff('Wounded Degrees on a non-lethal knockout', false, {
    name: 'Wounds after a non-lethal knockout',
    help: 'GG-109 / GG-Q38: damage to a non-lethally knocked-out being also adds a Wounded Degree as it starts Dying.',
  }),
  /** GG-Q39: the Trait behind each Skill the rules name. */
  skillTrait: group({ medicine: member(oneOf('the Medicine Trait', GG_TRAITS, 'KNO')) }),
  bpPartialWound: onOff('wounds through Barrier Points', true, {
    name: 'Wounds through Barrier Points',
    help: 'GG-Q40: a Dying character gains a Wounded Degree when any damage gets past its Barrier Points. Off: only when the Barrier Points took none of it.',
  }),
  massiveAfterBP: onOff('Barrier Points before massive damage', true, {
    name: 'Barrier Points before massive damage',
    help: 'GG-099 / GG-Q41: the massive-damage check counts what is left after Barrier Points and HP. Off: after HP only.',
  }),
  /** GG-Q55: who dies at 0 HP and who follows the PC dying track. */
  npcDeath: group({
    named: member(oneOf('named NPCs at 0 HP', deathMode, 'asPC')),
    minions: member(oneOf('minions at 0 HP', deathMode, 'dieAt0')),
  }),

  // The Limit Break.

  lpGenerators: oneOf('who earns Limit Points', ['pcs', 'allAllies'], 'pcs', {
    name: 'Who earns Limit Points',
    help: "GG-112 / GG-Q42: the player characters only, or every ally on the party's side.",
    labels: { pcs: 'Player characters', allAllies: 'All allies' },
  }),
  /** GG-Q42: Limit Points for table events, by event name. */
  lpEvents: own(
    z.record(z.string(), count('Limit Points for an event'), {
      error: 'the Limit Point events are names with numbers',
    }),
    {},
  ),
  lbSpend: oneOf('Limit Points spent', ['levelCost', 'all'], 'levelCost', {
    name: 'Limit Points spent',
    help: 'GG-114 / GG-Q43: a Limit Break spends 100 Limit Points per Level used, or all of them.',
    labels: { levelCost: '100 per Level used', all: 'All of them' },
  }),
  lbCapOutsideCE: oneOfNumbers('the Limit Point cap', [200, 299], 200, {
    name: 'Limit Point cap',
    help: 'GG-111 / GG-Q44: the most Limit Points a character holds outside a Critical Engagement.',
  }),
  memoryHpFormula: oneOf('the Memory HP formula', ['literal', '30xLB+10xLvl'], 'literal', {
    name: "The Memory's HP",
    help: "GG-116 / GG-Q45: the summoned Memory's HP: the text's formula as written, or 30 × LB Level + 10 × level (if the text meant ×).",
    labels: { literal: 'As written', '30xLB+10xLvl': '30 × LB Level + 10 × level' },
  }),
  summonTiming: oneOf(
    "the Memory's Turn",
    ['afterBreaker', 'sharedWithBreaker', 'ownRoll'],
    'afterBreaker',
    {
      name: "The Memory's Turn",
      help: "GG-117 / GG-Q46: the Memory has no Initiative: it acts right after its Breaker, shares the Breaker's Turn, or rolls its own.",
      labels: {
        afterBreaker: 'Right after the Breaker',
        sharedWithBreaker: "In the Breaker's Turn",
        ownRoll: 'Its own Initiative',
      },
    },
  ),
  memoryStrikeIsWeapon: onOff("the Memory's Strikes as Weapon attacks", true, {
    name: "The Memory's Strikes are Weapon attacks",
    help: "GG-Q47: the Memory's Strikes count as Weapon attacks, so they can be Overwhelming Blows and Critical Hits by margin.",
  }),
  memoryDuration: oneOf(
    "the Memory's stay",
    ['untilEncounterEndOr0HP', 'gmDismisses'],
    'untilEncounterEndOr0HP',
    {
      name: 'The Memory stays',
      help: 'GG-Q51: the Memory stays until the Encounter ends or it drops to 0 HP, or until the GG dismisses it.',
      labels: {
        untilEncounterEndOr0HP: 'Until the Encounter ends or 0 HP',
        gmDismisses: 'Until the GG dismisses it',
      },
    },
  ),
  auraAffectsAllies: onOff('the aura on allies', true, {
    name: 'Obstructing Aura on allies',
    help: "GG-121 / GG-Q48: the Memory's Obstructing Aura slows allies as well as hostiles.",
  }),
  sweepTargets: oneOf('Melee Sweep targets', ['hostile', 'any'], 'hostile', {
    name: 'Melee Sweep targets',
    help: "GG-125 / GG-Q49: the Memory's Melee Sweep hits only hostiles, or any entity in range.",
    labels: { hostile: 'Hostiles only', any: 'Any entity' },
  }),

  // Underwater combat.

  underwater: oneOf('underwater combat', ['5e', 'none'], '5e', {
    name: 'Underwater combat',
    help: 'GG-130 / GG-Q52: fighting underwater follows the 5e rules, or no special rules.',
    labels: { '5e': '5e rules', none: 'No special rules' },
  }),
}
