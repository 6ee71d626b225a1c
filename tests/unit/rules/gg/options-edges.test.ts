import { describe, expect, it } from 'vitest'
import {
  GG_DEFAULT_DAMAGE_TYPES,
  GG_DEFAULT_OPTIONS,
  GG_OPTION_CONDITIONS,
  GG_PIPELINE_STEPS,
  GG_TRAITS,
  resolveGgOptions,
  validPipelineOrder,
  type GgPipelineStep,
} from '../../../../shared/rules/gg/engine/options'

/** The refusal a GM reads for one stored option value. */
const refused = (opts: unknown) => {
  try {
    resolveGgOptions(opts)
  } catch (err) {
    return (err as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(opts)}`)
}
const say = (msg: string) => `Table option not understood: ${msg}.`

describe('GG one-of and on/off options: default, every reading, and the refusal', () => {
  // Each default is D.4's (or the A.8 row named); each refusal names the option in the GM's words
  // and lists its readings, so a hand-edited campaign file says what to write instead.
  it.each<[string, string, readonly string[], string]>([
    ['testDie', 'd20', ['2d10', '3d6'], 'the test die must be d20, 2d10 or 3d6'],
    ['advMode', '5e', ['netCount', 'bonus2'], 'Advantage must be 5e, netCount or bonus2'],
    ['repeatSurcharge', 'flat', ['cumulative'], 'the repeat surcharge must be flat or cumulative'],
    [
      'lateJoinEqual',
      'after',
      ['nextRound'],
      'a late joiner tied with the current Turn must be after or nextRound',
    ],
    ['roundDuration', 'turnOwner', ['user'], 'a 1-Round duration must be turnOwner or user'],
    [
      'modeSwitchBasis',
      'spent',
      ['distance'],
      'switching movement modes must be spent or distance',
    ],
    [
      'hoverCheck',
      'endOfTurn',
      ['startOfNextTurn'],
      'the hover check must be endOfTurn or startOfNextTurn',
    ],
    [
      'passHostileSizeDiff',
      'atLeast2',
      ['exactly2'],
      'passing through a hostile must be atLeast2 or exactly2',
    ],
    [
      'flankEffect',
      '5eAdvantage',
      ['plus2Hit'],
      'the flanking effect must be 5eAdvantage or plus2Hit',
    ],
    [
      'diagonal',
      '1.5',
      ['alternating-1-2', '1'],
      'the diagonal step must be 1.5, alternating-1-2 or 1',
    ],
    [
      'obCritStack',
      'none',
      ['stack'],
      'Overwhelming Blow with a Critical Hit must be none or stack',
    ],
    [
      'oaTrigger',
      'leaveAoC+standUp',
      ['standUpOnly'],
      'the Opportunity Attack trigger must be leaveAoC+standUp or standUpOnly',
    ],
    [
      'escapeTGPhysique',
      'grappler',
      ['target'],
      'the Escape Grapple Physique must be grappler or target',
    ],
    [
      'dualType',
      'unionOnce',
      ['splitEvenly', 'requireAll'],
      'dual-type damage must be unionOnce, splitEvenly or requireAll',
    ],
    ['rounding', 'floor', ['ceil', 'nearest'], 'rounding must be floor, ceil or nearest'],
    ['scarRecovery', 'manual', ['longRest'], 'Scar recovery must be manual or longRest'],
    [
      'scarOfferWhen',
      'whenDropped',
      ['everyHit', 'never'],
      'the Scar offer must be whenDropped, everyHit or never',
    ],
    [
      'multiTargetAttack',
      'rollEach',
      ['rollOnce'],
      'an attack on several targets must be rollEach or rollOnce',
    ],
    ['thrownTrait', 'AGI', ['PHY'], 'the Trait of a thrown weapon must be AGI or PHY'],
    ['bpGain', 'ask', ['keepHigher'], 'a new barrier must be ask or keepHigher'],
    ['bloodiedCompare', 'le', ['eq'], 'the Bloodied threshold must be le or eq'],
    [
      'koOutcome',
      'asWounded5',
      ['removedOnly'],
      'Knocked Out of the Fight must be asWounded5 or removedOnly',
    ],
    [
      'stabilisedHit',
      '2',
      ['2+critBonus'],
      'a hit on a Stabilised character must be 2 or 2+critBonus',
    ],
    ['lpGenerators', 'pcs', ['allAllies'], 'who earns Limit Points must be pcs or allAllies'],
    ['lbSpend', 'levelCost', ['all'], 'Limit Points spent must be levelCost or all'],
    [
      'memoryHpFormula',
      'literal',
      ['30xLB+10xLvl'],
      'the Memory HP formula must be literal or 30xLB+10xLvl',
    ],
    [
      'summonTiming',
      'afterBreaker',
      ['sharedWithBreaker', 'ownRoll'],
      "the Memory's Turn must be afterBreaker, sharedWithBreaker or ownRoll",
    ],
    [
      'memoryDuration',
      'untilEncounterEndOr0HP',
      ['gmDismisses'],
      "the Memory's stay must be untilEncounterEndOr0HP or gmDismisses",
    ],
    ['sweepTargets', 'hostile', ['any'], 'Melee Sweep targets must be hostile or any'],
    ['underwater', '5e', ['none'], 'underwater combat must be 5e or none'],
  ])('%s defaults to %j, takes the others, and refuses a stranger', (key, def, others, msg) => {
    expect(resolveGgOptions({})[key as 'testDie']).toBe(def)
    for (const value of [def, ...others])
      expect(resolveGgOptions({ [key]: value })[key as 'testDie']).toBe(value)
    expect(refused({ [key]: 'sideways' })).toBe(say(msg))
  })

  it.each<[string, boolean, string]>([
    ['hitOnEqual', true, 'hitting on a roll equal to the Hit Target'],
    ['repeatAppliesToMovement', true, 'the repeat surcharge on Movement'],
    ['jumpMinBeforeHalf', true, 'the jump minimum before halving'],
    ['jumpObstacleCheck', false, 'jump obstacle checks'],
    ['flanking', false, 'flanking'],
    ['needFullStepCost', true, 'needing the full step cost'],
    // GG-037 / GG-028: crawling's extra metre stacks with Difficult Terrain, so squeezing's does.
    ['squeezeStacks', true, 'squeezing on Difficult Terrain'],
    ['weaponDamageAddsSB', false, 'SB on Weapon damage'],
    ['inspiredAutoHit', true, 'Inspired Events always hitting'],
    ['obUnarmedBase', true, 'Overwhelming Blow on Unarmed dice'],
    ['critMaxAllDice', true, 'Critical Hits on every die'],
    ['coverOnAgiSaves', true, 'cover on Agility Tests'],
    ['endDRvsMagical', true, 'END reduction against magical damage'],
    ['nonlethalHitWound', false, 'Wounded Degrees on a non-lethal knockout'],
    ['bpPartialWound', true, 'wounds through Barrier Points'],
    ['massiveAfterBP', true, 'Barrier Points before massive damage'],
    ['memoryStrikeIsWeapon', true, "the Memory's Strikes as Weapon attacks"],
    ['auraAffectsAllies', true, 'the aura on allies'],
  ])('%s is on/off, %j by default', (key, def, label) => {
    expect(resolveGgOptions({})[key as 'flanking']).toBe(def)
    expect(resolveGgOptions({ [key]: !def })[key as 'flanking']).toBe(!def)
    expect(refused({ [key]: 'yes' })).toBe(say(`${label} must be on or off`))
  })
})

describe('GG numeric options: default and bounds in words', () => {
  // F-GG-4 / GG-Q5 / GG-Q39 / GG-Q51: 1 AP each, Escape Grapple 2 AP (seed 001 gives it),
  // Opportunity Attack 1 RP, the Limit Break action 2 AP.
  it.each<[string, number, string]>([
    ['movement', 1, 'the AP cost of Movement'],
    ['attack', 1, 'the AP cost of an Attack'],
    ['useSkill', 1, 'the AP cost of Use Skill'],
    ['useItem', 1, 'the AP cost of Use Item'],
    ['escapeGrapple', 2, 'the AP cost of Escape Grapple'],
    ['mark', 1, 'the AP cost of Mark'],
    ['oaRP', 1, 'the RP cost of an Opportunity Attack'],
    ['limitBreak', 2, 'the AP cost of the Limit Break action'],
  ])('cost.%s is %d by default; a count of AP or RP', (key, def, label) => {
    expect(resolveGgOptions({}).cost[key as 'mark']).toBe(def)
    expect(resolveGgOptions({ cost: { [key]: 0 } }).cost[key as 'mark']).toBe(0)
    expect(refused({ cost: { [key]: 'two' } })).toBe(say(`${label} is a number`))
    expect(refused({ cost: { [key]: 1.5 } })).toBe(say(`${label} is a whole number`))
    expect(refused({ cost: { [key]: -1 } })).toBe(say(`${label} cannot be negative`))
  })

  // F-GG-6: Tiny 0.5 m, Small 1 m, Medium 1 m, Large 2 m, Huge 3 m, Gargantuan 4 m.
  it.each<[string, number, string]>([
    ['tiny', 0.5, 'the Tiny space'],
    ['small', 1, 'the Small space'],
    ['medium', 1, 'the Medium space'],
    ['large', 2, 'the Large space'],
    ['huge', 3, 'the Huge space'],
    ['gargantuan', 4, 'the Gargantuan space'],
  ])('sizeTable.%s is %d m by default and must be more than 0 m', (key, def, label) => {
    expect(resolveGgOptions({}).sizeTable[key as 'tiny']).toBe(def)
    expect(resolveGgOptions({ sizeTable: { [key]: 5 } }).sizeTable[key as 'tiny']).toBe(5)
    expect(refused({ sizeTable: { [key]: 'big' } })).toBe(say(`${label} is a number of metres`))
    expect(refused({ sizeTable: { [key]: 0 } })).toBe(say(`${label} must be more than 0 m`))
  })

  it.each<[string, (o: ReturnType<typeof resolveGgOptions>) => number, object, number, string]>([
    // GG-Q11: 1d6 per 3 m (5e converted).
    [
      'fallDamage.dice',
      (o) => o.fallDamage.dice,
      { fallDamage: { dice: -1 } },
      1,
      'falling damage dice cannot be negative',
    ],
    [
      'fallDamage.sides',
      (o) => o.fallDamage.sides,
      { fallDamage: { sides: 2.5 } },
      6,
      'the falling damage die is a whole number',
    ],
    [
      'fallDamage.perMetres',
      (o) => o.fallDamage.perMetres,
      { fallDamage: { perMetres: 0 } },
      3,
      'the falling distance per die must be more than 0 m',
    ],
    // GG-Q12: keep the text's numbers.
    [
      'jumpScale',
      (o) => o.jumpScale,
      { jumpScale: -0.3 },
      1,
      'the jump scale must be more than 0 m',
    ],
    // F-GG-6: default reach 1 m; the Reach property adds 1 m.
    [
      'reach.base',
      (o) => o.reach.base,
      { reach: { base: 'far' } },
      1,
      'the default reach is a number of metres',
    ],
    [
      'reach.reachProperty',
      (o) => o.reach.reachProperty,
      { reach: { reachProperty: 0 } },
      1,
      'the Reach property must be more than 0 m',
    ],
    // GG-Q17: 1 inch = 1 m; 2.5 cm = 1 m, so 1 cm = 0.4 m.
    [
      'gridlessScale.inch',
      (o) => o.gridlessScale.inch,
      { gridlessScale: { inch: 0 } },
      1,
      'metres per inch must be more than 0 m',
    ],
    [
      'gridlessScale.cm',
      (o) => o.gridlessScale.cm,
      { gridlessScale: { cm: 'x' } },
      0.4,
      'metres per centimetre is a number of metres',
    ],
    // GG-Q18: Near is up to 12 m.
    [
      'tomBands.nearMax',
      (o) => o.tomBands.nearMax,
      { tomBands: { nearMax: -12 } },
      12,
      'the Near band must be more than 0 m',
    ],
    // GG-Q33: ¼ / ½ / ¾ of HP Max, or 5 / 10 / 15 fixed.
    [
      'scarReduction.mild',
      (o) => o.scarReduction.mild,
      { scarReduction: { mild: -0.25 } },
      0.25,
      'the Mild Scar reduction cannot be negative',
    ],
    [
      'scarReduction.moderate',
      (o) => o.scarReduction.moderate,
      { scarReduction: { moderate: 'half' } },
      0.5,
      'the Moderate Scar reduction is a number',
    ],
    [
      'scarReduction.severe',
      (o) => o.scarReduction.severe,
      { scarReduction: { severe: -1 } },
      0.75,
      'the Severe Scar reduction cannot be negative',
    ],
    [
      'scarFixed.mild',
      (o) => o.scarFixed.mild,
      { scarFixed: { mild: -5 } },
      5,
      'the Mild Scar amount cannot be negative',
    ],
    [
      'scarFixed.moderate',
      (o) => o.scarFixed.moderate,
      { scarFixed: { moderate: 7.5 } },
      10,
      'the Moderate Scar amount is a whole number',
    ],
    [
      'scarFixed.severe',
      (o) => o.scarFixed.severe,
      { scarFixed: { severe: 'lots' } },
      15,
      'the Severe Scar amount is a number',
    ],
  ])('%s: default and refusal', (_name, read, bad, def, msg) => {
    expect(read(resolveGgOptions({}))).toBe(def)
    expect(refused(bad)).toBe(say(msg))
  })

  it('GG-Q15: the flanking angle defaults to 90° and lies between 0 and 180', () => {
    expect(resolveGgOptions({}).flankAngle).toBe(90)
    expect(resolveGgOptions({ flankAngle: 0 }).flankAngle).toBe(0)
    expect(resolveGgOptions({ flankAngle: 180 }).flankAngle).toBe(180)
    expect(refused({ flankAngle: 'wide' })).toBe(say('the flanking angle is a number of degrees'))
    expect(refused({ flankAngle: -1 })).toBe(say('the flanking angle is between 0 and 180 degrees'))
    expect(refused({ flankAngle: 181 })).toBe(
      say('the flanking angle is between 0 and 180 degrees'),
    )
  })

  it('GG-Q44: the Limit Point cap is 200 by default, or 299, nothing else', () => {
    expect(resolveGgOptions({}).lbCapOutsideCE).toBe(200)
    expect(resolveGgOptions({ lbCapOutsideCE: 299 }).lbCapOutsideCE).toBe(299)
    expect(refused({ lbCapOutsideCE: 250 })).toBe(say('the Limit Point cap must be 200 or 299'))
  })

  it('GG-Q33: the Scar reduction is by fraction unless the table picks fixed amounts', () => {
    expect(resolveGgOptions({}).scarReduction.mode).toBe('fraction')
    expect(resolveGgOptions({ scarReduction: { mode: 'fixed' } }).scarReduction).toEqual({
      mode: 'fixed',
      mild: 0.25,
      moderate: 0.5,
      severe: 0.75,
    })
    expect(refused({ scarReduction: { mode: 'half' } })).toBe(
      say('Scar reduction must be fraction or fixed'),
    )
  })

  it('GG-Q36 / GG-Q55: the Wounded 5 and NPC death readings per kind, with their refusals', () => {
    const o = resolveGgOptions({ wounded5: { other: 'dies' }, npcDeath: { minions: 'asPC' } })
    expect(o.wounded5).toEqual({ criticalEngagement: 'dies', other: 'dies' })
    expect(o.npcDeath).toEqual({ named: 'asPC', minions: 'asPC' })
    expect(refused({ wounded5: { criticalEngagement: 'maimed' } })).toBe(
      say('Wounded 5 in a Critical Engagement must be dies or knockedOutOfFight'),
    )
    expect(refused({ wounded5: { other: 'x' } })).toBe(
      say('Wounded 5 in other encounters must be dies or knockedOutOfFight'),
    )
    expect(refused({ npcDeath: { named: 'never' } })).toBe(
      say('named NPCs at 0 HP must be asPC or dieAt0'),
    )
    expect(refused({ npcDeath: { minions: 'never' } })).toBe(
      say('minions at 0 HP must be asPC or dieAt0'),
    )
  })

  it('GG-Q39: Medicine is a KNO Test by default; any of the six Traits may be chosen', () => {
    expect(resolveGgOptions({}).skillTrait.medicine).toBe('KNO')
    for (const t of ['PHY', 'AGI', 'END', 'KNO', 'INT', 'DET'])
      expect(resolveGgOptions({ skillTrait: { medicine: t } }).skillTrait.medicine).toBe(t)
    expect(GG_TRAITS).toEqual(['PHY', 'AGI', 'END', 'KNO', 'INT', 'DET'])
    expect(refused({ skillTrait: { medicine: 'WIS' } })).toBe(
      say('the Medicine Trait must be PHY, AGI, END, KNO, INT or DET'),
    )
  })
})

describe('GG list options', () => {
  it('GG-Q2: the Inspired Event faces are whole numbers, 20 by default', () => {
    expect(resolveGgOptions({}).inspiredOn).toEqual([20])
    expect(resolveGgOptions({ inspiredOn: [19, 20] }).inspiredOn).toEqual([19, 20])
    expect(refused({ inspiredOn: 20 })).toBe(say('the Inspired Event faces are a list of numbers'))
    expect(refused({ inspiredOn: [19.5] })).toBe(say('an Inspired Event face is a whole number'))
  })

  it('F-GG-7 / GG-Q28: 5e damage types plus Limit, lower-case; a type needs a name', () => {
    expect(GG_DEFAULT_DAMAGE_TYPES).toEqual([
      'bludgeoning',
      'piercing',
      'slashing',
      'acid',
      'cold',
      'fire',
      'force',
      'lightning',
      'necrotic',
      'poison',
      'psychic',
      'radiant',
      'thunder',
      'limit',
    ])
    expect(resolveGgOptions({ damageTypes: ['stone'] }).damageTypes).toEqual(['stone'])
    expect(refused({ damageTypes: 'fire' })).toBe(say('the damage types are a list of names'))
    expect(refused({ damageTypes: [''] })).toBe(say('a damage type needs a name'))
  })

  it('GG-Q42: Limit Points per table event are counts by name, none by default', () => {
    expect(resolveGgOptions({}).lpEvents).toEqual({})
    expect(resolveGgOptions({ lpEvents: { 'boss down': 50 } }).lpEvents).toEqual({
      'boss down': 50,
    })
    expect(refused({ lpEvents: [] })).toBe(say('the Limit Point events are names with numbers'))
    expect(refused({ lpEvents: { rout: -5 } })).toBe(
      say('Limit Points for an event cannot be negative'),
    )
  })

  it('GG-Q7 / A.5.1: every named condition uses its default effect unless set to manual', () => {
    expect(GG_OPTION_CONDITIONS).toEqual([
      'surprised',
      'marked',
      'prone',
      'grappled',
      'slowed',
      'flanked',
      'bloodied',
      'desperation',
      'unconscious',
      'incapacitated',
      'hidden',
    ])
    const o = resolveGgOptions({ cond: { prone: 'manual' } })
    for (const c of GG_OPTION_CONDITIONS)
      expect(o.cond[c], c).toBe(c === 'prone' ? 'manual' : 'default')
    expect(refused({ cond: { hidden: 'off' } })).toBe(
      say("the hidden condition's effect must be default or manual"),
    )
  })
})

describe('GG-Q32: the damage pipeline order', () => {
  const D4: GgPipelineStep[] = [
    'immunity',
    'dice+bonuses+crit/OB',
    'reduction',
    'magnification',
    'resistance',
    'vulnerability',
    'barrierPoints',
    'scarOffer',
    'hp',
    'massiveDamageCheck',
  ]
  const moved = (step: GgPipelineStep, to: number): GgPipelineStep[] => {
    const out = D4.filter((s) => s !== step)
    out.splice(to, 0, step)
    return out
  }

  it("is D.4's order by default, and that order is valid", () => {
    expect(GG_PIPELINE_STEPS).toEqual(D4)
    expect(resolveGgOptions({}).pipelineOrder).toEqual(D4)
    expect(validPipelineOrder(D4)).toBe(true)
  })

  it('keeps a changed order that still rolls first and settles HP last', () => {
    // Resistance before Reduction, Immunity after the roll, the Scar offer before BP: all allowed.
    const order: GgPipelineStep[] = [
      'dice+bonuses+crit/OB',
      'immunity',
      'resistance',
      'reduction',
      'vulnerability',
      'magnification',
      'scarOffer',
      'barrierPoints',
      'hp',
      'massiveDamageCheck',
    ]
    expect(validPipelineOrder(order)).toBe(true)
    expect(resolveGgOptions({ pipelineOrder: order }).pipelineOrder).toEqual(order)
  })

  it.each<[string, GgPipelineStep[]]>([
    ['a step missing', D4.slice(1)],
    ['a step twice in a list of ten', [...D4.slice(0, 9), 'hp']],
    ['a damage change before the roll', moved('reduction', 0)],
    ['Vulnerability before the roll', moved('vulnerability', 1)],
    ['Barrier Points before the last damage change', moved('barrierPoints', 5)],
    ['the Scar offer before the last damage change', moved('scarOffer', 5)],
    ['HP not next to last', moved('hp', 7)],
    ['the massive-damage check not last', moved('massiveDamageCheck', 8)],
  ])('is refused with %s', (_what, order) => {
    expect(validPipelineOrder(order)).toBe(false)
    expect(() => resolveGgOptions({ pipelineOrder: order })).toThrow(
      /^Table option not understood: /,
    )
  })

  it('names what is wrong with a stored pipeline', () => {
    expect(refused({ pipelineOrder: 'hp' })).toBe(say('the damage pipeline is a list of steps'))
    expect(refused({ pipelineOrder: ['hp', 'healing'] })).toBe(
      say(`a damage step is one of ${D4.join(', ')}`),
    )
    expect(refused({ pipelineOrder: [...D4.slice(0, 9), 'hp'] })).toBe(
      say('the damage pipeline lists a step twice'),
    )
    expect(refused({ pipelineOrder: moved('hp', 0) })).toBe(
      say(
        'the damage pipeline lists every step once: the roll first, the damage changes next, then Barrier Points and Scars, then HP and the massive-damage check',
      ),
    )
  })
})

describe('GG stored options as a whole', () => {
  it('are an object; a newer build’s keys are kept; the defaults are frozen', () => {
    expect(refused(['d20'])).toBe(say('table options must be an object'))
    expect((resolveGgOptions({ futureRule: 3 }) as Record<string, unknown>).futureRule).toBe(3)
    expect(Object.isFrozen(GG_DEFAULT_OPTIONS)).toBe(true)
    expect(resolveGgOptions(undefined)).toEqual(GG_DEFAULT_OPTIONS)
    expect(resolveGgOptions(null)).toEqual(GG_DEFAULT_OPTIONS)
  })
})
