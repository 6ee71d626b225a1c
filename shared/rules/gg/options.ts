/**
 * GG table options: every foundation default (F-GG-1..7) and every ambiguity option (GG-Q1..Q57)
 * of OTHER-SYSTEMS.md Part A, with the defaults of the option registry (D.4). One object per
 * campaign; `resolveGgOptions` fills what a campaign leaves out and refuses readings the engine
 * does not know, in words a GM understands.
 */
import { z } from 'zod'
import {
  conditionShape,
  costSchema,
  count,
  deathMode,
  fraction,
  GG_DEFAULT_DAMAGE_TYPES,
  GG_PIPELINE_STEPS,
  GG_TRAITS,
  metres,
  oneOf,
  sizeSchema,
  validPipelineOrder,
  woundedOutcome,
  yesNo,
} from './options-parts'

export {
  GG_DEFAULT_DAMAGE_TYPES,
  GG_OPTION_CONDITIONS,
  GG_PIPELINE_STEPS,
  GG_TRAITS,
  validPipelineOrder,
  type GgPipelineStep,
  type GgTrait,
} from './options-parts'
/**
 * The GG table options as a campaign stores them. Every field may be left out (it takes the D.4
 * default); nested groups may be given in part. Keys a newer build adds are kept.
 */
export const GgOptionsSchema = z.looseObject(
  {
    /** F-GG-1 / GG-Q1: the test die behind every Trait Test. */
    testDie: oneOf('the test die', ['d20', '2d10', '3d6'], 'd20'),
    /** F-GG-2 / GG-Q2: natural results of the test die that are an Inspired Event. */
    inspiredOn: z
      .array(z.number().int({ error: 'an Inspired Event face is a whole number' }), {
        error: 'the Inspired Event faces are a list of numbers',
      })
      .default([20]),
    /** F-GG-3 / GG-Q3: how Advantage and Disadvantage work. */
    advMode: oneOf('Advantage', ['5e', 'netCount', 'bonus2'], '5e'),
    /** GG-Q4: a TTV equal to the HT hits. */
    hitOnEqual: yesNo('hitting on a roll equal to the Hit Target', true),
    /** F-GG-4 / GG-Q5 / GG-Q24 / GG-Q39 / GG-Q51: AP and RP costs of the common actions. */
    cost: costSchema.default(costSchema.parse({})),
    /** GG-Q6: the repeat surcharge is +2AP on every repeat ('flat') or +2, +4, ... ('cumulative'). */
    repeatSurcharge: oneOf('the repeat surcharge', ['flat', 'cumulative'], 'flat'),
    /** GG-Q6: the repeat surcharge applies to Movement too. */
    repeatAppliesToMovement: yesNo('the repeat surcharge on Movement', true),
    /** GG-Q8: a late joiner tied with the current Turn goes right after it, or waits a Round. */
    lateJoinEqual: oneOf(
      'a late joiner tied with the current Turn',
      ['after', 'nextRound'],
      'after',
    ),
    /** GG-Q9: a 1-Round effect ends at the next Turn of the Turn's owner, or of its user. */
    roundDuration: oneOf('a 1-Round duration', ['turnOwner', 'user'], 'turnOwner'),
    /** GG-Q10: a mode switch subtracts the movement spent or the distance travelled. */
    modeSwitchBasis: oneOf('switching movement modes', ['spent', 'distance'], 'spent'),
    /** GG-Q11: when a non-hovering flier's "must move" check happens. */
    hoverCheck: oneOf('the hover check', ['endOfTurn', 'startOfNextTurn'], 'endOfTurn'),
    /** GG-Q11: falling damage, `dice`d`sides` per `perMetres` m fallen. */
    fallDamage: z
      .object({
        dice: count('falling damage dice', 1),
        sides: count('the falling damage die', 6),
        perMetres: metres('the falling distance per die', 3),
      })
      .default({ dice: 1, sides: 6, perMetres: 3 }),
    /** GG-Q12: scale of the jump formulas (1 = the text's numbers, 0.3 = feet read as metres). */
    jumpScale: metres('the jump scale', 1),
    /** GG-Q12: the 2 m minimum applies before halving a standing jump. */
    jumpMinBeforeHalf: yesNo('the jump minimum before halving', true),
    /** GG-Q50: the GG calls for obstacle checks on jumps. */
    jumpObstacleCheck: yesNo('jump obstacle checks', false),
    /** GG-Q13: passing a hostile needs a size difference of at least two, or exactly two. */
    passHostileSizeDiff: oneOf('passing through a hostile', ['atLeast2', 'exactly2'], 'atLeast2'),
    /** F-GG-6 / GG-Q14: space per Size Category, in metres. */
    sizeTable: sizeSchema.default(sizeSchema.parse({})),
    /** F-GG-6: default reach (AoC) in metres, and what the Reach property adds. */
    reach: z
      .object({
        base: metres('the default reach', 1),
        reachProperty: metres('the Reach property', 1),
      })
      .default({ base: 1, reachProperty: 1 }),
    /** GG-Q15: the optional flanking rule. */
    flanking: yesNo('flanking', false),
    /** GG-Q15: what flanking gives. */
    flankEffect: oneOf('the flanking effect', ['5eAdvantage', 'plus2Hit'], '5eAdvantage'),
    /** GG-Q15: the least angle between flankers, in degrees. */
    flankAngle: z
      .number({ error: 'the flanking angle is a number of degrees' })
      .min(0, { error: 'the flanking angle is between 0 and 180 degrees' })
      .max(180, { error: 'the flanking angle is between 0 and 180 degrees' })
      .default(90),
    /** GG-Q16: the cost of a diagonal step on a square grid. */
    diagonal: oneOf('the diagonal step', ['1.5', 'alternating-1-2', '1'], '1.5'),
    /** GG-Q16: a step needs its full cost of movement left. */
    needFullStepCost: yesNo('needing the full step cost', true),
    /**
     * GG-037 leaves open whether squeezing's extra metre adds to Difficult Terrain's; crawling's
     * does (GG-028: 3 m a metre), so by default squeezing's does too.
     */
    squeezeStacks: yesNo('squeezing on Difficult Terrain', true),
    /** GG-Q17: metres per inch and per centimetre on a gridless map. */
    gridlessScale: z
      .object({ inch: metres('metres per inch', 1), cm: metres('metres per centimetre', 0.4) })
      .default({ inch: 1, cm: 0.4 }),
    /** GG-Q18: Theatre-of-the-Mind bands: Engaged = AoC, Near up to `nearMax` m, At Range beyond. */
    tomBands: z.object({ nearMax: metres('the Near band', 12) }).default({ nearMax: 12 }),
    /** GG-Q19: Weapon damage adds SB as well as the Trait. */
    weaponDamageAddsSB: yesNo('SB on Weapon damage', false),
    /** GG-Q20: a margin meeting both Overwhelming Blow and Critical Hit. */
    obCritStack: oneOf('Overwhelming Blow with a Critical Hit', ['none', 'stack'], 'none'),
    /** GG-Q21: an Inspired Event hits even below the HT. */
    inspiredAutoHit: yesNo('Inspired Events always hitting', true),
    /** GG-Q22: the Unarmed / natural weapon die counts as the base die for an Overwhelming Blow. */
    obUnarmedBase: yesNo('Overwhelming Blow on Unarmed dice', true),
    /** GG-Q23: a Critical Hit adds the maximum of every die rolled, Feature and magic dice too. */
    critMaxAllDice: yesNo('Critical Hits on every die', true),
    /** F-GG-5 / GG-Q24: what provokes an Opportunity Attack. */
    oaTrigger: oneOf(
      'the Opportunity Attack trigger',
      ['leaveAoC+standUp', 'standUpOnly'],
      'leaveAoC+standUp',
    ),
    /** GG-Q25: whose Physique sets the Escape Grapple TG. */
    escapeTGPhysique: oneOf('the Escape Grapple Physique', ['grappler', 'target'], 'grappler'),
    /** GG-Q27: cover helps Agility Tests against damage. */
    coverOnAgiSaves: yesNo('cover on Agility Tests', true),
    /** F-GG-7 / GG-Q28: the damage types of the table. */
    damageTypes: z
      .array(z.string().min(1, { error: 'a damage type needs a name' }), {
        error: 'the damage types are a list of names',
      })
      .default([...GG_DEFAULT_DAMAGE_TYPES]),
    /** GG-Q29: dual-type damage against a target affected by only one of the types. */
    dualType: oneOf('dual-type damage', ['unionOnce', 'splitEvenly', 'requireAll'], 'unionOnce'),
    /** GG-Q30: rounding of halves. */
    rounding: oneOf('rounding', ['floor', 'ceil', 'nearest'], 'floor'),
    /** GG-Q31: the END damage reduction works against magical B/P/S too. */
    endDRvsMagical: yesNo('END reduction against magical damage', true),
    /** GG-Q32: the damage pipeline order. */
    pipelineOrder: z
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
      })
      .default([...GG_PIPELINE_STEPS]),
    /** GG-Q33: how much a Scar Concept takes off a hit, by Severity. */
    scarReduction: z
      .object({
        mode: oneOf('Scar reduction', ['fraction', 'fixed'], 'fraction'),
        mild: fraction('the Mild Scar reduction', 0.25),
        moderate: fraction('the Moderate Scar reduction', 0.5),
        severe: fraction('the Severe Scar reduction', 0.75),
      })
      .default({ mode: 'fraction', mild: 0.25, moderate: 0.5, severe: 0.75 }),
    /**
     * GG-Q33: what each Severity takes off a hit when `scarReduction.mode` is 'fixed' (D.4's
     * 5 / 10 / 15).
     */
    scarFixed: z
      .object({
        mild: count('the Mild Scar amount', 5),
        moderate: count('the Moderate Scar amount', 10),
        severe: count('the Severe Scar amount', 15),
      })
      .default({ mild: 5, moderate: 10, severe: 15 }),
    /** GG-Q33: how Scars heal. */
    scarRecovery: oneOf('Scar recovery', ['manual', 'longRest'], 'manual'),
    /**
     * GG-087 (seed L91): when a hit offers its target a Scar Concept before HP drop: only when it
     * would drop the target to 0 HP, on every hit that reaches HP, or never (the GM edits by hand).
     */
    scarOfferWhen: oneOf('the Scar offer', ['whenDropped', 'everyHit', 'never'], 'whenDropped'),
    /**
     * GG-072 (seed L77): an attack on several targets at once rolls one Attack Roll per target, or
     * one for all of them; either way its damage is rolled once.
     */
    multiTargetAttack: oneOf('an attack on several targets', ['rollEach', 'rollOnce'], 'rollEach'),
    /** GG-061 (seed L58): the Trait of a Light weapon thrown as the extra attack. */
    thrownTrait: oneOf('the Trait of a thrown weapon', ['AGI', 'PHY'], 'AGI'),
    /**
     * GG-091 (seed L116): a new barrier on a being that has Barrier Points: the GM asks which it
     * keeps, or the higher amount is kept without asking.
     */
    bpGain: oneOf('a new barrier', ['ask', 'keepHigher'], 'ask'),
    /** GG-Q34: Bloodied / Desperation at or below the threshold ('le') or exactly on it ('eq'). */
    bloodiedCompare: oneOf('the Bloodied threshold', ['le', 'eq'], 'le'),
    /** GG-Q35: what Knocked Out of the Fight leads to. */
    koOutcome: oneOf('Knocked Out of the Fight', ['asWounded5', 'removedOnly'], 'asWounded5'),
    /** GG-Q36: the Wounded 5 outcome by encounter kind. */
    wounded5: z
      .object({
        criticalEngagement: oneOf('Wounded 5 in a Critical Engagement', woundedOutcome, 'dies'),
        other: oneOf('Wounded 5 in other encounters', woundedOutcome, 'knockedOutOfFight'),
      })
      .default({ criticalEngagement: 'dies', other: 'knockedOutOfFight' }),
    /** GG-Q37: Wounded Degrees a hit adds to a Stabilised entity. */
    stabilisedHit: oneOf('a hit on a Stabilised character', ['2', '2+critBonus'], '2'),
    /** GG-Q38: a hit on a non-lethally knocked-out target also adds a Wounded Degree. */
    nonlethalHitWound: yesNo('Wounded Degrees on a non-lethal knockout', false),
    /** GG-Q39: the Trait behind each Skill the rules name. */
    skillTrait: z
      .object({ medicine: oneOf('the Medicine Trait', GG_TRAITS, 'KNO') })
      .default({ medicine: 'KNO' }),
    /** GG-Q40: damage partly absorbed by BP still wounds a Dying character. */
    bpPartialWound: yesNo('wounds through Barrier Points', true),
    /** GG-Q41: Barrier Points count before the massive-damage check. */
    massiveAfterBP: yesNo('Barrier Points before massive damage', true),
    /** GG-Q42: who generates Limit Points. */
    lpGenerators: oneOf('who earns Limit Points', ['pcs', 'allAllies'], 'pcs'),
    /** GG-Q42: Limit Points for table events, by event name. */
    lpEvents: z
      .record(z.string(), count('Limit Points for an event', 0), {
        error: 'the Limit Point events are names with numbers',
      })
      .default({}),
    /** GG-Q43: Limit Points spent on a Limit Break. */
    lbSpend: oneOf('Limit Points spent', ['levelCost', 'all'], 'levelCost'),
    /** GG-Q44: the Limit Point cap outside a Critical Engagement. */
    lbCapOutsideCE: z
      .union([z.literal(200), z.literal(299)], { error: 'the Limit Point cap is 200 or 299' })
      .default(200),
    /** GG-Q45: the Memory's HP formula. */
    memoryHpFormula: oneOf('the Memory HP formula', ['literal', '30xLB+10xLvl'], 'literal'),
    /** GG-Q46: when the Memory acts. */
    summonTiming: oneOf(
      "the Memory's Turn",
      ['afterBreaker', 'sharedWithBreaker', 'ownRoll'],
      'afterBreaker',
    ),
    /** GG-Q47: the Memory's Strikes count as Weapon attacks. */
    memoryStrikeIsWeapon: yesNo("the Memory's Strikes as Weapon attacks", true),
    /** GG-Q51: how long the Memory stays. */
    memoryDuration: oneOf(
      "the Memory's stay",
      ['untilEncounterEndOr0HP', 'gmDismisses'],
      'untilEncounterEndOr0HP',
    ),
    /** GG-Q48: the Obstructing Aura affects allies. */
    auraAffectsAllies: yesNo('the aura on allies', true),
    /** GG-Q49: who a Melee Sweep can hit. */
    sweepTargets: oneOf('Melee Sweep targets', ['hostile', 'any'], 'hostile'),
    /** GG-Q52: underwater combat rules. */
    underwater: oneOf('underwater combat', ['5e', 'none'], '5e'),
    /** GG-Q55: who dies at 0 HP and who follows the PC dying track. */
    npcDeath: z
      .object({
        named: oneOf('named NPCs at 0 HP', deathMode, 'asPC'),
        minions: oneOf('minions at 0 HP', deathMode, 'dieAt0'),
      })
      .default({ named: 'asPC', minions: 'dieAt0' }),
    /** GG-Q7 / A.5.1: each condition uses its default effect, or the GG applies it by hand. */
    cond: z.object(conditionShape).default(z.object(conditionShape).parse({})),
  },
  { error: 'table options must be an object' },
)

/** The GG table options with every default filled in. */
export type GgOptions = z.output<typeof GgOptionsSchema>
/** The GG table options as stored: any of them may be missing. */
export type GgOptionsInput = z.input<typeof GgOptionsSchema>

/** The D.4 defaults. */
export const GG_DEFAULT_OPTIONS: Readonly<GgOptions> = Object.freeze(GgOptionsSchema.parse({}))

/**
 * Fill stored options with the D.4 defaults; throw a GM-readable message naming the first option
 * that is not one of its readings.
 */
export function resolveGgOptions(input?: unknown): GgOptions {
  const result = GgOptionsSchema.safeParse(input ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`Table option not understood: ${issue?.message ?? 'unknown option value'}.`)
  }
  return result.data
}
