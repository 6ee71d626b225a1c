import { describe, expect, it } from 'vitest'
import {
  armorBonusFromConditions,
  attackModifiersAgainst,
  attackSituationFromConditions,
  CONDITION_IDS,
  CONDITIONS,
  conditionApplyEffects,
  conditionDamageEffects,
  conditionMoveEffects,
  conditionsEndedBy,
  conditionsExpiringAt,
  conditionsForbidding,
  conditionsWith,
  conditionsWithExhaustion,
  exhaustionLevel,
  healingBonusPowerDice,
  isBackFooted,
  rollModifiersFromConditions,
  rollModifierTotals,
  turnEndEffects,
  turnStartEffects,
  type ConditionId,
  type ConditionInstance,
  type Outcome,
  type RollContext,
  type SaveEffect,
  type TurnEffect,
} from '../../../../shared/rules/bluebox/engine/conditions'
import { attackEdgeFlaw } from '../../../../shared/rules/bluebox/engine/edge-flaw'

const c = (id: ConditionId, extra: Partial<ConditionInstance> = {}): ConditionInstance => ({
  id,
  ...extra,
})

/** Every condition named in the seed's Conditions & Statuses chapter. */
const SEED_CONDITIONS: ConditionId[] = [
  'back-footed',
  'blinded',
  'bleeding',
  'dazed',
  'disoriented',
  'down',
  'out',
  'exhaustion',
  'focused',
  'frightened',
  'grappled',
  'grappler',
  'hidden',
  'immobilized',
  'invisible',
  'pinned',
  'poisoned',
  'prone',
  'shattered',
  'stasis',
  'unconscious',
  'unmasked',
]

describe('the condition table', () => {
  it('holds every condition of the seed, each keyed by its own id', () => {
    for (const id of SEED_CONDITIONS) expect(CONDITION_IDS).toContain(id)
    for (const id of CONDITION_IDS) expect(CONDITIONS[id].id).toBe(id)
  })

  it.each([
    ['back-footed', true],
    ['blinded', true],
    ['bleeding', false],
    ['dazed', true],
    ['disoriented', true],
    ['down', true],
    ['out', true],
    ['exhaustion', false],
    ['focused', false],
    ['frightened', true],
    ['grappled', true],
    ['grappler', false],
    ['hidden', false],
    ['immobilized', true],
    ['invisible', false],
    ['pinned', true],
    ['poisoned', false],
    ['prone', false],
    ['shattered', false],
    ['stasis', true],
    ['unconscious', true],
    ['unmasked', true],
  ] as const)('%s implies Back-footed: %s', (id, bf) => {
    expect(isBackFooted([c(id)])).toBe(bf)
  })
})

const ATTACK_MELEE: RollContext = { kind: 'attack', attackRange: 'melee' }
const DEX_SAVE: RollContext = { kind: 'save', stat: 'DEX' }
const FOR_SAVE: RollContext = { kind: 'save', stat: 'FOR' }
const CHA_SAVE: RollContext = { kind: 'save', stat: 'CHA' }
const CHECK: RollContext = { kind: 'check', ability: 'history' }

describe('rollModifiersFromConditions', () => {
  it.each<
    [string, ConditionInstance[], RollContext, Partial<ReturnType<typeof rollModifierTotals>>]
  >([
    ['Blinded: attack Flaw', [c('blinded')], ATTACK_MELEE, { flaw: 1 }],
    [
      'Blinded: sight check fails',
      [c('blinded')],
      { kind: 'check', requiresSight: true },
      { autoFail: true },
    ],
    ['Blinded: other checks untouched', [c('blinded')], CHECK, { autoFail: false, flaw: 0 }],
    ['Disoriented: attack', [c('disoriented')], ATTACK_MELEE, { flaw: 1 }],
    ['Disoriented: check', [c('disoriented')], CHECK, { flaw: 1 }],
    ['Disoriented: DEX save', [c('disoriented')], DEX_SAVE, { flaw: 1 }],
    ['Disoriented: FOR save untouched', [c('disoriented')], FOR_SAVE, { flaw: 0 }],
    ['Exhaustion 3: checks', [c('exhaustion', { level: 3 })], CHECK, { exhaustion: 3 }],
    ['Exhaustion 3: attacks', [c('exhaustion', { level: 3 })], ATTACK_MELEE, { exhaustion: 3 }],
    ['Exhaustion: never saves (R15)', [c('exhaustion', { level: 3 })], DEX_SAVE, { exhaustion: 0 }],
    [
      'Frightened: source in sight',
      [c('frightened', { sourceId: 'x' })],
      { ...CHECK, inSightOf: ['x'] },
      { flaw: 1 },
    ],
    [
      'Frightened: source out of sight',
      [c('frightened', { sourceId: 'x' })],
      { ...ATTACK_MELEE, inSightOf: ['y'] },
      { flaw: 0 },
    ],
    [
      'Frightened: sight unknown counts',
      [c('frightened', { sourceId: 'x' })],
      ATTACK_MELEE,
      { flaw: 1 },
    ],
    ['Grappled: attacks', [c('grappled')], ATTACK_MELEE, { flaw: 1 }],
    ['Grappled: DEX saves', [c('grappled')], DEX_SAVE, { flaw: 1 }],
    ['Grappler: attacks', [c('grappler')], ATTACK_MELEE, { flaw: 1 }],
    ['Grappler: saves untouched', [c('grappler')], DEX_SAVE, { flaw: 0 }],
    [
      'Hidden: attack Edge and a die (R12)',
      [c('hidden')],
      ATTACK_MELEE,
      { edge: 1, extraPowerDice: 1 },
    ],
    ['Hidden: initiative Edge', [c('hidden')], { kind: 'initiative' }, { edge: 1 }],
    ['Immobilized: DEX saves', [c('immobilized')], DEX_SAVE, { flaw: 1 }],
    ['Poisoned: attacks', [c('poisoned')], ATTACK_MELEE, { flaw: 1 }],
    ['Poisoned: checks untouched', [c('poisoned')], CHECK, { flaw: 0 }],
    ['Prone: DEX saves', [c('prone')], DEX_SAVE, { flaw: 1 }],
    [
      'Shattered: vs Intimidation',
      [c('shattered')],
      { kind: 'save', stat: 'SPI', vsIntimidation: true },
      { flaw: 1 },
    ],
    ['Shattered: other saves', [c('shattered')], { kind: 'save', stat: 'SPI' }, { flaw: 0 }],
    ['Stasis: FOR save auto-fails', [c('stasis')], FOR_SAVE, { autoFail: true }],
    ['Unconscious: DEX save auto-fails', [c('unconscious')], DEX_SAVE, { autoFail: true }],
    [
      'Unconscious: SPI save rolls',
      [c('unconscious')],
      { kind: 'save', stat: 'SPI' },
      { autoFail: false },
    ],
    ['Out: CHA save auto-fails', [c('out')], CHA_SAVE, { autoFail: true }],
    ['Down: CHA save rolls', [c('down')], CHA_SAVE, { autoFail: false }],
    [
      'Weapon destroyed: that weapon',
      [c('weapon-destroyed', { weaponId: 'w' })],
      { ...ATTACK_MELEE, weaponId: 'w' },
      { flaw: 1 },
    ],
    [
      'Weapon destroyed: another weapon',
      [c('weapon-destroyed', { weaponId: 'w' })],
      { ...ATTACK_MELEE, weaponId: 'v' },
      { flaw: 0 },
    ],
    [
      'Defensive Stance: reaction attack',
      [c('defensive-stance')],
      { ...ATTACK_MELEE, asReaction: true },
      { edge: 1 },
    ],
    ['Defensive Stance: own-turn attack', [c('defensive-stance')], ATTACK_MELEE, { edge: 0 }],
    ['Meditated: Focus checks', [c('meditated')], { kind: 'check', ability: 'focus' }, { edge: 1 }],
    [
      'Studied maps: Navigation',
      [c('studied-maps')],
      { kind: 'check', ability: 'navigation' },
      { edge: 1 },
    ],
    [
      'Kept watch: detecting',
      [c('kept-watch')],
      { kind: 'check', ability: 'perception', detectingApproach: true },
      { edge: 1 },
    ],
    [
      'Kept watch: other Perception',
      [c('kept-watch')],
      { kind: 'check', ability: 'perception' },
      { edge: 0 },
    ],
    [
      'Camp alarm triggered',
      [c('camp-alarm')],
      { kind: 'initiative', alarmTriggered: true },
      { edge: 1 },
    ],
    [
      'Stacked Flaw sums before R1',
      [c('blinded'), c('poisoned'), c('grappled')],
      ATTACK_MELEE,
      { flaw: 3 },
    ],
  ])('%s', (_name, conditions, roll, expected) => {
    const totals = rollModifierTotals(rollModifiersFromConditions(conditions, roll))
    expect(totals).toMatchObject(expected)
  })

  it('R12 option edge-only drops the Hidden Power Die', () => {
    const mods = rollModifiersFromConditions([c('hidden')], ATTACK_MELEE, {
      hiddenAttack: 'edge-only',
    })
    expect(rollModifierTotals(mods)).toMatchObject({ edge: 1, extraPowerDice: 0 })
  })

  it.each(['bleeding', 'dazed', 'focused', 'invisible', 'pinned', 'back-footed'] as const)(
    '%s changes none of the roller’s own rolls',
    (id) => {
      for (const roll of [ATTACK_MELEE, DEX_SAVE, FOR_SAVE, CHECK]) {
        expect(rollModifiersFromConditions([c(id)], roll)).toEqual([])
      }
    },
  )
})

describe('attackModifiersAgainst (the target’s conditions)', () => {
  it.each<
    [
      ConditionId | 'cover',
      ConditionInstance[],
      'melee' | 'ranged',
      boolean,
      Partial<ReturnType<typeof rollModifierTotals>>,
    ]
  >([
    ['prone', [c('prone')], 'melee', false, { edge: 1 }],
    ['prone', [c('prone')], 'ranged', false, { edge: 0 }],
    ['invisible', [c('invisible')], 'ranged', false, { flaw: 1 }],
    ['stasis', [c('stasis')], 'ranged', false, { edge: 1 }],
    ['unconscious', [c('unconscious')], 'melee', false, { edge: 1 }],
    ['hidden', [c('hidden')], 'melee', false, { untargetable: true }],
    ['out', [c('out')], 'melee', false, { hitKills: true }],
    ['out', [c('out')], 'ranged', false, { hitKills: false }],
    ['cover', [], 'ranged', true, { flaw: 1 }],
    ['cover', [], 'melee', true, { flaw: 0 }],
    ['hunkered', [c('hunkered')], 'ranged', true, { flaw: 2 }],
  ])('%s (%s, cover %s)', (_id, conditions, range, throughCover, expected) => {
    const mods = attackModifiersAgainst(conditions, { range, throughCover })
    expect(rollModifierTotals(mods)).toMatchObject(expected)
  })

  it('an area effect can still reach a Hidden being', () => {
    expect(attackModifiersAgainst([c('hidden')], { range: 'ranged', area: true })).toEqual([])
  })
})

describe('attackSituationFromConditions feeds attackEdgeFlaw without double counting', () => {
  it('Hidden attacker, Poisoned and Blinded, vs a Prone target', () => {
    const s = attackSituationFromConditions(
      [c('hidden'), c('poisoned'), c('blinded')],
      [c('prone')],
      { attackRange: 'melee' },
    )
    expect(s).toMatchObject({ attackerHidden: true, targetHunkered: false, hitKills: false })
    const tally = attackEdgeFlaw({ kind: 'melee', extra: s.sources })
    expect([tally.edge, tally.flaw]).toEqual([2, 2])
    expect(tally.sources.map((x) => x.label)).toEqual([
      'Hidden (attacker)',
      'Poisoned (attacker)',
      'Blinded (attacker)',
      'Prone (target)',
    ])
  })
})

describe('conditions that forbid, armour and healing bonuses', () => {
  it.each<[ConditionId, string, ConditionId[]]>([
    ['out', 'act', ['out']],
    ['unconscious', 'move', ['unconscious']],
    ['stasis', 'react', ['stasis']],
    ['grappled', 'voluntary-move', ['grappled']],
    ['grappler', 'react', ['grappler']],
    ['immobilized', 'move', ['immobilized']],
    ['blinded', 'see', ['blinded']],
    ['hidden', 'be-targeted', ['hidden']],
    ['down', 'act', []],
  ])('%s forbids %s: %j', (id, what, expected) => {
    expect(conditionsForbidding([c(id)], what as never)).toEqual(expected)
  })

  it('Defensive Stance: +2 AC and BAC', () => {
    expect(armorBonusFromConditions([c('defensive-stance'), c('prone')])).toEqual({ ac: 2, bac: 2 })
  })
  it('Stasis adds a Power Die to healing', () => {
    expect(healingBonusPowerDice([c('stasis')])).toBe(1)
    expect(healingBonusPowerDice([c('down')])).toBe(0)
  })
  it('Down costs a level of Exhaustion on entry', () => {
    expect(conditionApplyEffects('down')).toEqual([{ kind: 'exhaustion', levels: 1 }])
  })
})

const kinds = (effects: readonly (TurnEffect | Outcome)[]): string[] =>
  effects.map((e) =>
    e.kind === 'remove-condition' || e.kind === 'add-condition'
      ? `${e.kind}:${e.condition}`
      : e.kind,
  )

describe('turnStartEffects', () => {
  it('Unmasked: SPI save at DC 6, Unconscious on a failure (R11)', () => {
    const [save] = turnStartEffects([c('unmasked')]) as SaveEffect[]
    expect(save).toMatchObject({ kind: 'save', stat: 'SPI', dc: 6, autoFail: false })
    expect(save?.onFail).toEqual([{ kind: 'add-condition', condition: 'unconscious' }])
  })
  it('Unmasked: DC 8 with the R11 option', () => {
    const [save] = turnStartEffects([c('unmasked')], { options: { unmaskedSaveDC: 8 } })
    expect(save).toMatchObject({ kind: 'save', dc: 8 })
  })
  it.each<[string, number, ConditionInstance[], string[]]>([
    ['under six hours', 6 * 3600, [], ['save']],
    ['past six hours', 6 * 3600 + 6, [], ['save', 'damage']],
    ['past six hours in Stasis', 6 * 3600 + 6, [c('stasis')], ['save']],
  ])('Unmasked suffocation %s', (_n, now, more, expected) => {
    const effects = turnStartEffects([c('unmasked', { sinceSeconds: 0 }), ...more], {
      nowSeconds: now,
    })
    expect(kinds(effects)).toEqual(expected)
    const dmg = effects.find((e) => e.kind === 'damage')
    if (dmg)
      expect(dmg).toMatchObject({ dice: { count: 1, die: 4 }, pure: true, irreducible: true })
  })
  it('Unmasked while already Unconscious asks no save', () => {
    expect(turnStartEffects([c('unmasked'), c('unconscious')])).toEqual([])
  })
  it.each<[string, ConditionInstance[], object, string[]]>([
    ['Dazed delays its turn once', [c('dazed')], {}, ['delay-turn']],
    ['a delayed Dazed does not delay again', [c('dazed', { delayed: true })], {}, []],
    ['Down: no Death Save by default', [c('down')], {}, []],
    [
      'Down: Death Save with the option',
      [c('down')],
      { options: { downAndOut: 'death-saves' } },
      ['death-save'],
    ],
    [
      'Hidden in enemy sight ends',
      [c('hidden')],
      { inEnemySight: true },
      ['remove-condition:hidden'],
    ],
    ['Hidden and Invisible stays', [c('hidden'), c('invisible')], { inEnemySight: true }, []],
    ['Hidden out of sight stays', [c('hidden')], { inEnemySight: false }, []],
    ['Bleeding does nothing at the start', [c('bleeding')], {}, []],
    [
      'Defensive Stance ends at own turn start',
      [c('defensive-stance', { expires: { at: 'turn-start', beingId: 'me' } })],
      { beingId: 'me', round: 2 },
      ['remove-condition:defensive-stance'],
    ],
  ])('%s', (_n, conditions, ctx, expected) => {
    expect(kinds(turnStartEffects(conditions, ctx))).toEqual(expected)
  })
  it('Dangerous Terrain: a save, 1d4 of its damage type on failure, Prone Flaw on DEX', () => {
    const [save] = turnStartEffects([c('prone')], {
      dangerousTerrain: { stat: 'DEX', dc: 9, damageType: 'Fire' },
    }) as SaveEffect[]
    expect(save).toMatchObject({ source: 'dangerous-terrain', dc: 9, stat: 'DEX' })
    expect(save?.modifiers).toEqual([{ source: 'prone', effect: 'flaw', amount: 1 }])
    expect(save?.onFail).toEqual([
      { kind: 'damage', dice: { count: 1, die: 4 }, pure: false, damageType: 'Fire' },
    ])
  })
})

describe('turnEndEffects', () => {
  it('Bleeding: 1d4 Pure', () => {
    expect(turnEndEffects([c('bleeding')])).toEqual([
      { kind: 'damage', source: 'bleeding', dice: { count: 1, die: 4 }, pure: true },
    ])
  })
  it('Poisoned: FOR save at the poison’s DC; failure 1d4 Pure and a level of Exhaustion', () => {
    const [save] = turnEndEffects([c('poisoned', { saveDC: 9 })]) as SaveEffect[]
    expect(save).toMatchObject({ stat: 'FOR', dc: 9, autoFail: false })
    expect(kinds(save?.onFail ?? [])).toEqual(['damage', 'exhaustion'])
  })
  it('Poisoned while Unconscious fails its FOR save automatically; unknown DC is null', () => {
    const [save] = turnEndEffects([c('poisoned'), c('unconscious')]) as SaveEffect[]
    expect(save).toMatchObject({ dc: null, autoFail: true })
  })
  it.each<[string, ConditionInstance[], object, string[]]>([
    ['delayed Dazed ends', [c('dazed', { delayed: true })], {}, ['remove-condition:dazed']],
    ['Hidden in sight ends', [c('hidden')], { inEnemySight: true }, ['remove-condition:hidden']],
    [
      'Flash Shot lasts past the current round',
      [c('back-footed', { expires: { at: 'turn-end', beingId: 'me', afterRound: 3 } })],
      { beingId: 'me', round: 3 },
      [],
    ],
    [
      'Flash Shot ends at the end of the next turn',
      [c('back-footed', { expires: { at: 'turn-end', beingId: 'me', afterRound: 3 } })],
      { beingId: 'me', round: 4 },
      ['remove-condition:back-footed'],
    ],
  ])('%s', (_n, conditions, ctx, expected) => {
    expect(kinds(turnEndEffects(conditions, ctx))).toEqual(expected)
  })
})

describe('conditionsExpiringAt (another being’s turn)', () => {
  it('Shove’s Back-footed ends at the start of the shover’s next turn', () => {
    const shoved = [
      c('back-footed', { expires: { at: 'turn-start', beingId: 'shover' } }),
      c('prone'),
    ]
    expect(
      conditionsExpiringAt(shoved, { at: 'turn-start', beingId: 'shover' }).map((x) => x.id),
    ).toEqual(['back-footed'])
    expect(conditionsExpiringAt(shoved, { at: 'turn-start', beingId: 'other' })).toEqual([])
  })
})

describe('conditionMoveEffects', () => {
  it('Pinned: FOR save at its DC; failure ✦ Pure; it ends either way', () => {
    const [save] = conditionMoveEffects([c('pinned', { saveDC: 7 })]) as SaveEffect[]
    expect(save).toMatchObject({ stat: 'FOR', dc: 7 })
    // L967-L968: on failure a Power Die of Pure damage and Pinned ends; on a success it ends.
    expect(save?.onFail).toEqual([
      { kind: 'damage', dice: { count: 1, die: 'power' }, pure: true },
      { kind: 'remove-condition', condition: 'pinned' },
    ])
    expect(save?.onSuccess).toEqual([{ kind: 'remove-condition', condition: 'pinned' }])
  })
  it('nothing else triggers on moving', () => {
    expect(conditionMoveEffects([c('prone'), c('bleeding')])).toEqual([])
  })
})

describe('conditionsEndedBy', () => {
  const all = CONDITION_IDS.map((id) => c(id, id === 'exhaustion' ? { level: 2 } : {}))
  it.each<[Parameters<typeof conditionsEndedBy>[1], ConditionId[]]>([
    ['healing', ['bleeding', 'down', 'out', 'poisoned']],
    ['medicine-check', ['bleeding']],
    ['plating-regained', ['shattered']],
    ['mask-placed', ['unmasked']],
    ['attack-or-forced-save', ['hidden']],
    ['found', ['hidden']],
    ['stood-up', ['prone']],
    ['moved', ['pinned']],
    ['grapple-escaped', ['grappled', 'grappler']],
    ['released', ['grappled', 'grappler']],
    ['bearer-incapacitated', ['grappler']],
    ['rest-start', ['hamstrung', 'meditated', 'studied-maps']],
    ['rest-end', ['kept-watch', 'camp-alarm']],
    ['left-cover', ['hunkered']],
    ['focus-failed', ['focused']],
    ['weapon-repaired', ['weapon-destroyed']],
  ])('%s ends %j', (event, expected) => {
    expect(
      conditionsEndedBy(all, event)
        .ended.map((x) => x.id)
        .sort(),
    ).toEqual([...expected].sort())
  })
  it('losing a level ends only the Exhaustion kind of Unconscious', () => {
    const r = conditionsEndedBy(
      [c('unconscious'), c('unconscious', { cause: 'exhaustion' })],
      'exhaustion-lost',
    )
    expect(r.ended).toEqual([c('unconscious', { cause: 'exhaustion' })])
    expect(r.kept).toEqual([c('unconscious')])
  })
})

describe('Exhaustion levels and adding conditions', () => {
  it.each([
    [0, 1, 1, false],
    [5, 1, 6, false],
    [6, 1, 7, true],
    [7, 3, 7, true],
  ])('level %i + %i = %i, Unconscious %s', (from, add, to, unconscious) => {
    const start = conditionsWithExhaustion([], from)
    const after = conditionsWith(start, { id: 'exhaustion', level: add })
    expect(exhaustionLevel(after)).toBe(to)
    expect(after.some((x) => x.id === 'unconscious')).toBe(unconscious)
  })
  it('dropping below 7 wakes the being; 0 removes Exhaustion', () => {
    const at7 = conditionsWithExhaustion([], 7)
    expect(conditionsWithExhaustion(at7, 6).some((x) => x.id === 'unconscious')).toBe(false)
    expect(conditionsWithExhaustion(at7, 0)).toEqual([])
  })
  it('Dazed does not stack', () => {
    const once = conditionsWith([], c('dazed', { delayed: true }))
    expect(conditionsWith(once, c('dazed'))).toEqual([c('dazed', { delayed: true })])
  })
  it('Down ends Grappler; same-source conditions are replaced', () => {
    const list = conditionsWith([c('grappler'), c('frightened', { sourceId: 'a' })], c('down'))
    expect(list.map((x) => x.id)).toEqual(['frightened', 'down'])
    expect(conditionsWith(list, c('frightened', { sourceId: 'a' })).length).toBe(2)
    expect(conditionsWith(list, c('frightened', { sourceId: 'b' })).length).toBe(3)
  })
})

describe('conditionDamageEffects (Focus checks, R13)', () => {
  it.each<[string, ConditionInstance[], number, number | null, number]>([
    ['small damage: DC 6', [c('focused')], 2, 6, 0],
    ['big damage: DC = damage', [c('focused')], 9, 9, 0],
    ['Meditated adds Edge', [c('focused'), c('meditated')], 3, 6, 1],
    ['no damage, no check', [c('focused')], 0, null, 0],
    ['not Focusing, no check', [c('meditated')], 5, null, 0],
  ])('%s', (_n, conditions, damage, dc, edge) => {
    const [check] = conditionDamageEffects(conditions, damage)
    expect(check?.dc ?? null).toBe(dc)
    if (check) {
      expect(rollModifierTotals(check.modifiers).edge).toBe(edge)
      expect(check.onFail).toEqual([{ kind: 'remove-condition', condition: 'focused' }])
    }
  })
})
