import { describe, expect, it } from 'vitest'
import {
  clampSacrifice,
  damageDicePool,
  escalationMax,
  resolveAttack,
  resolveBlueboxOptions,
  rollAttack,
  scriptedDice,
  targetNumber,
  type AttackInput,
  type AttackResult,
  type BlueBoxOptions,
  type Defender,
  type ScriptedFaces,
} from '../../../../shared/rules/bluebox'

const base: Defender = { ac: 10, bac: 7, plating: 0, hp: 20 }
const def = (d: Partial<Defender>): Defender => ({ ...base, ...d })

describe('targetNumber (AC vs BAC, Defensive Stance)', () => {
  it.each([
    [{}, 10],
    [{ backFooted: true }, 7],
    [{ defensiveStance: true }, 12],
    [{ backFooted: true, defensiveStance: true }, 9],
  ])('%j -> %i', (d, tn) => expect(targetNumber(def(d))).toBe(tn))
})

describe('damageDicePool (Crit, Hidden, Lightning in water)', () => {
  it.each([
    [{}, {}, undefined, 1],
    [{ powerDice: 2 }, {}, undefined, 2],
    [{ powerDice: 0 }, {}, undefined, 0],
    [{ critical: true }, {}, undefined, 2],
    [{ hidden: true }, {}, undefined, 2],
    [{ hidden: true }, {}, resolveBlueboxOptions({ hiddenAttack: 'edge-only' }), 1],
    [{ damageType: 'Lightning' }, { submerged: true }, undefined, 2],
    [{ damageType: 'lightning' }, {}, undefined, 1],
    [{ damageType: 'fire' }, { submerged: true }, undefined, 1],
    // Untyped damage is no Lightning, even in water.
    [{}, { submerged: true }, undefined, 1],
    // A negative count of dice is none: extras then add to 0, not to the negative.
    [{ powerDice: -1, critical: true }, {}, undefined, 1],
    [{ powerDice: -2 }, {}, undefined, 0],
    [
      { critical: true, hidden: true, damageType: 'lightning', powerDice: 2 },
      { submerged: true },
      undefined,
      5,
    ],
  ] as Array<[Partial<AttackInput>, Partial<Defender>, BlueBoxOptions | undefined, number]>)(
    '%j vs %j (options %j) -> %i dice',
    (a, d, opts, n) => {
      expect(damageDicePool(a, d, opts)).toBe(n)
    },
  )
})

describe('clampSacrifice', () => {
  it.each([
    [undefined, 2, 0],
    [-1, 2, 0],
    [1, 2, 1],
    [5, 2, 2],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
  ])('%s of %i -> %i', (s, pool, k) => expect(clampSacrifice(s, pool)).toBe(k))
})

type Case = [string, AttackInput, Defender, ScriptedFaces, Partial<AttackResult>, BlueBoxOptions?]

const cases: Case[] = [
  [
    'a miss rolls no damage',
    { level: 1, modifier: 1 },
    def({}),
    { 12: [8] },
    {
      hit: false,
      decisive: false,
      damage: 0,
      damageDice: [],
      platingDestroyed: 0,
      defender: { plating: 0, thp: 0, hp: 20 },
    },
  ],
  [
    'a miss leaves Plating and THP as they were',
    { level: 4, modifier: 1, powerDice: 2, sacrifice: 2 },
    def({ plating: 5, thp: 3 }),
    { 12: [8] },
    { hit: false, decisive: false, damage: 0, defender: { plating: 5, thp: 3, hp: 20 } },
  ],
  [
    'meeting AC hits',
    { level: 1, modifier: 1 },
    def({}),
    { 12: [9], 4: [3] },
    { hit: true, damageDice: [3], damage: 3, defender: { plating: 0, thp: 0, hp: 17 } },
  ],
  [
    'Back-footed: BAC is the target',
    { level: 1 },
    def({ backFooted: true }),
    { 12: [7], 4: [2] },
    { hit: true, damage: 2 },
  ],
  [
    'Defensive Stance: AC + 2',
    { level: 1, modifier: 1 },
    def({ defensiveStance: true }),
    { 12: [10] },
    { hit: false, decisive: false },
  ],
  [
    'natural 12 hits whatever the AC',
    { level: 1, flaw: 2 },
    def({ ac: 30 }),
    { 12: [12], 4: [4, 4, 1] },
    { hit: true, decisive: true, damage: 1 },
  ],
  [
    'natural 12 without an option is a plain hit',
    { level: 4 },
    def({ plating: 4 }),
    { 12: [12], 6: [5] },
    { decisive: true, damage: 2, defender: { plating: 4, thp: 0, hp: 18 } },
  ],
  [
    'damage modifier adds, Plating halves (floor)',
    { level: 4, modifier: 5, damageModifier: 2 },
    def({ plating: 3 }),
    { 12: [6], 6: [5] },
    { damage: 3, defender: { plating: 3, thp: 0, hp: 17 } },
  ],
  [
    'Plating halves to a minimum of 1',
    { level: 1, modifier: 5 },
    def({ plating: 3 }),
    { 12: [6], 4: [1] },
    { damage: 1 },
  ],
  [
    'a negative damage modifier stops at 0',
    { level: 1, modifier: 5, damageModifier: -4 },
    def({}),
    { 12: [6], 4: [2] },
    { damage: 0, defender: { plating: 0, thp: 0, hp: 20 } },
  ],
  [
    'two Power Dice',
    { level: 7, modifier: 5, powerDice: 2 },
    def({}),
    { 12: [6], 8: [8, 3] },
    { damageDice: [8, 3], damage: 11 },
  ],
  [
    'sacrifice 1 of 2 destroys X Plating, the rest is rolled',
    { level: 4, modifier: 5, powerDice: 2, sacrifice: 1 },
    def({ plating: 5 }),
    { 12: [6], 6: [4] },
    { platingDestroyed: 3, damageDice: [4], damage: 2, defender: { plating: 2, thp: 0, hp: 18 } },
  ],
  [
    'sacrifice taking Plating to 0 means no halving (R8)',
    { level: 4, modifier: 5, powerDice: 2, sacrifice: 1 },
    def({ plating: 3 }),
    { 12: [6], 6: [5] },
    { platingDestroyed: 3, damage: 5, defender: { plating: 0, thp: 0, hp: 15 } },
  ],
  [
    'Plating destroyed never exceeds the Plating there',
    { level: 7, modifier: 5, powerDice: 2, sacrifice: 1 },
    def({ plating: 1 }),
    { 12: [6], 8: [2] },
    { platingDestroyed: 1, damage: 2, defender: { plating: 0, thp: 0, hp: 18 } },
  ],
  [
    'sacrifice is clamped to the dice there',
    { level: 1, modifier: 5, sacrifice: 4 },
    def({ plating: 9 }),
    { 12: [6] },
    { platingDestroyed: 2, damageDice: [], damage: 0, defender: { plating: 7, thp: 0, hp: 20 } },
  ],
  [
    'all dice sacrificed: no damage, not even the modifier',
    { level: 1, modifier: 5, sacrifice: 1, damageModifier: 3 },
    def({ plating: 1 }),
    { 12: [6] },
    // The die's Plating (2 on a d4) exceeds the 1 there is: 1 destroyed, none left.
    { platingDestroyed: 1, damage: 0, damageDice: [], defender: { plating: 0, thp: 0, hp: 20 } },
  ],
  [
    'Critical Area adds a die',
    { level: 1, modifier: 5, critical: true },
    def({}),
    { 12: [6], 4: [2, 3] },
    { damageDice: [2, 3], damage: 5 },
  ],
  [
    'Hidden adds a die (R12)',
    { level: 1, modifier: 5, hidden: true, edge: 1 },
    def({}),
    { 12: [2], 4: [4, 1, 1] },
    { hit: true, damageDice: [1, 1], damage: 2 },
  ],
  [
    'Hidden edge-only adds no die',
    { level: 1, modifier: 5, hidden: true },
    def({}),
    { 12: [6], 4: [3] },
    { damageDice: [3], damage: 3 },
    resolveBlueboxOptions({ hiddenAttack: 'edge-only' }),
  ],
  [
    'Lightning vs submerged adds a die',
    { level: 1, modifier: 5, damageType: 'lightning' },
    def({ submerged: true }),
    { 12: [6], 4: [1, 2] },
    { damage: 3 },
  ],
  [
    'Resistant: half rounded up, then Plating',
    { level: 7, modifier: 5, damageType: 'fire' },
    def({ plating: 5, resist: ['fire'] }),
    { 12: [6], 8: [7] },
    { damage: 2 },
  ],
  [
    'Vulnerable doubles before Plating',
    { level: 4, modifier: 5, damageType: 'ice' },
    def({ plating: 2, vulnerable: ['ice'] }),
    { 12: [6], 6: [5] },
    { damage: 5 },
  ],
  [
    'Immune: no damage',
    { level: 4, modifier: 5, damageType: 'acid' },
    def({ immune: ['acid'] }),
    { 12: [6], 6: [6] },
    { hit: true, damage: 0, defender: { plating: 0, thp: 0, hp: 20 } },
  ],
  [
    'Immune: sacrifice destroys no Plating',
    { level: 4, modifier: 5, powerDice: 2, sacrifice: 2, damageType: 'acid' },
    def({ plating: 6, immune: ['acid'] }),
    { 12: [6] },
    { platingDestroyed: 0, defender: { plating: 6, thp: 0, hp: 20 } },
  ],
  [
    'Resistant + Back-footed: sacrifice halved',
    { level: 7, powerDice: 2, sacrifice: 1, damageType: 'fire' },
    def({ plating: 9, resist: ['fire'], backFooted: true }),
    { 12: [9], 8: [8] },
    { platingDestroyed: 2, damage: 2, defender: { plating: 7, thp: 0, hp: 18 } },
  ],
  [
    'Resistant, not Back-footed: sacrifice whole',
    { level: 7, modifier: 5, powerDice: 2, sacrifice: 1, damageType: 'fire' },
    def({ plating: 9, resist: ['fire'] }),
    { 12: [9], 8: [8] },
    { platingDestroyed: 4 },
  ],
  [
    'Vulnerable + Back-footed: sacrifice doubled',
    { level: 1, powerDice: 2, sacrifice: 1, damageType: 'ice' },
    def({ plating: 9, vulnerable: ['ice'], backFooted: true }),
    { 12: [9], 4: [3] },
    { platingDestroyed: 4, damage: 3 },
  ],
  [
    'Pure: sacrifice destroys Plating, damage unreduced',
    { level: 4, modifier: 5, powerDice: 2, sacrifice: 1, pure: true, damageType: 'gravity' },
    def({ plating: 9, resist: ['gravity'] }),
    { 12: [6], 6: [5] },
    { platingDestroyed: 3, damage: 5, defender: { plating: 6, thp: 0, hp: 15 } },
  ],
  [
    'THP soaks first',
    { level: 4, modifier: 5 },
    def({ thp: 2 }),
    { 12: [6], 6: [5] },
    { damage: 5, defender: { plating: 0, thp: 0, hp: 17 } },
  ],
  [
    'HP never below 0',
    { level: 7, modifier: 5, powerDice: 3 },
    def({ hp: 4, thp: 1 }),
    { 12: [6], 8: [8, 8, 8] },
    { damage: 24, defender: { plating: 0, thp: 0, hp: 0 } },
  ],
  [
    'Heavy Strike: every die at its max, none drawn',
    { level: 4, powerDice: 2, decisiveOption: 'heavy-strike', damageModifier: 1 },
    def({ plating: 2 }),
    { 12: [12] },
    { decisive: true, damageDice: [6, 6], damage: 6 },
  ],
  [
    'Heavy Strike with sacrifice: the rest at max',
    { level: 1, powerDice: 2, sacrifice: 1, decisiveOption: 'heavy-strike' },
    def({ plating: 2 }),
    { 12: [12] },
    { platingDestroyed: 2, damageDice: [4], damage: 4 },
  ],
  [
    'Shatter: Plating 0 before damage, no halving',
    { level: 4, decisiveOption: 'shatter' },
    def({ plating: 8 }),
    { 12: [12], 6: [5] },
    { platingDestroyed: 8, damage: 5, defender: { plating: 0, thp: 0, hp: 15 } },
  ],
  [
    "Shatter works on an Immune target's Plating",
    { level: 4, decisiveOption: 'shatter', damageType: 'acid' },
    def({ plating: 8, immune: ['acid'] }),
    { 12: [12], 6: [5] },
    { platingDestroyed: 8, damage: 0 },
  ],
  [
    'Hamstring: damage as normal',
    { level: 4, decisiveOption: 'hamstring' },
    def({ plating: 8 }),
    { 12: [12], 6: [5] },
    { decisive: true, damage: 2 },
  ],
  [
    'Destroy: damage as normal',
    { level: 4, decisiveOption: 'destroy' },
    def({}),
    { 12: [12], 6: [5] },
    { damage: 5 },
  ],
  [
    'Unmask: damage as normal',
    { level: 4, decisiveOption: 'unmask' },
    def({}),
    { 12: [12], 6: [5] },
    { damage: 5 },
  ],
  [
    'an option means nothing without a natural 12',
    { level: 4, modifier: 5, decisiveOption: 'heavy-strike' },
    def({ plating: 8 }),
    { 12: [11], 6: [1] },
    { decisive: false, damageDice: [1], damage: 1 },
  ],
  [
    'exhaustion can turn a hit into a miss',
    { level: 1, modifier: 2, exhaustion: 3 },
    def({}),
    { 12: [10] },
    { hit: false },
  ],
  [
    'Practiced attack: reroll the 1, damage unaffected',
    { level: 1, practiced: true, modifier: 3 },
    def({}),
    { 12: [1, 8], 4: [1] },
    { hit: true, damageDice: [1], damage: 1 },
  ],
  [
    'Edge d4s come before damage d4s',
    { level: 1, edge: 1, modifier: 1 },
    def({}),
    { 12: [7], 4: [2, 4] },
    {
      roll: { natural: 7, edgeDice: [2], flawDice: [], total: 10, decisive: false },
      damageDice: [4],
    },
  ],
  [
    'Plating rounding up (R3 option)',
    { level: 4, modifier: 5 },
    def({ plating: 1 }),
    { 12: [6], 6: [5] },
    { damage: 3 },
    resolveBlueboxOptions({ platingRounding: 'up' }),
  ],
  [
    'negative input THP reads as 0, hit or miss',
    { level: 1, modifier: 5 },
    def({ thp: -2 }),
    { 12: [6], 4: [3] },
    { damage: 3, defender: { plating: 0, thp: 0, hp: 17 } },
  ],
  [
    'a miss reports negative THP as 0',
    { level: 1 },
    def({ thp: -2 }),
    { 12: [2] },
    { hit: false, defender: { plating: 0, thp: 0, hp: 20 } },
  ],
  [
    'a miss reports negative HP as 0',
    { level: 1 },
    def({ hp: -3 }),
    { 12: [2] },
    { hit: false, defender: { plating: 0, thp: 0, hp: 0 } },
  ],
  [
    'negative input Plating/HP read as 0',
    { level: 1, modifier: 5 },
    def({ plating: -2, hp: -1 }),
    { 12: [6], 4: [3] },
    { damage: 3, defender: { plating: 0, thp: 0, hp: 0 } },
  ],
]

describe('resolveAttack', () => {
  it.each(cases)('%s', (_n, attack, defender, faces, expected, opts) => {
    const dice = scriptedDice(faces)
    const r = resolveAttack(attack, defender, dice, opts)
    expect(r).toMatchObject(expected)
    // A case that names no destroyed Plating destroyed none.
    expect(r.platingDestroyed).toBe(expected.platingDestroyed ?? 0)
    dice.assertDone()
  })

  it('does not change the defender it was given', () => {
    const d = def({ plating: 4, thp: 3 })
    resolveAttack({ level: 7, modifier: 5 }, d, scriptedDice({ 12: [9], 8: [8] }))
    expect(d).toEqual(def({ plating: 4, thp: 3 }))
  })

  it('returns exactly the public result shape', () => {
    const r = resolveAttack({ level: 1 }, def({}), scriptedDice({ 12: [2] }))
    expect(Object.keys(r).sort()).toEqual([
      'damage',
      'damageDice',
      'decisive',
      'defender',
      'hit',
      'platingDestroyed',
      'roll',
    ])
    expect(Object.keys(r.defender).sort()).toEqual(['hp', 'plating', 'thp'])
  })
})

describe('rollAttack (Shove, Trip, Flash Shot, Grapple: no damage)', () => {
  it.each([
    [{ modifier: 2 }, def({}), { 12: [8] }, true, false],
    [{ modifier: 2 }, def({}), { 12: [7] }, false, false],
    [{}, def({ backFooted: true }), { 12: [7] }, true, false],
    [{ modifier: -9 }, def({}), { 12: [12] }, true, true],
  ])('%j vs %j', (input, d, faces, hit, decisive) => {
    const dice = scriptedDice(faces)
    const r = rollAttack(input, d, dice)
    expect([r.hit, r.decisive]).toEqual([hit, decisive])
    dice.assertDone()
  })
})

describe('escalationMax (2 x PCs + 2)', () => {
  it.each([
    [1, 4],
    [2, 6],
    [3, 8],
    [4, 10],
  ])('%i PCs -> %i', (pcs, max) => expect(escalationMax(pcs)).toBe(max))
})
