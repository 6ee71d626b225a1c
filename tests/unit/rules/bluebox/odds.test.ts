import { describe, expect, it } from 'vitest'
import {
  attackOdds,
  checkChance,
  decisiveChance,
  BLUEBOX_DEFAULT_OPTIONS,
  hitChance,
  resolveAttack,
  resolveBlueboxOptions,
  rollCheck,
  saveChance,
  type AttackInput,
  type BlueBoxOptions,
  type CheckInput,
  type Defender,
} from '../../../../shared/rules/bluebox'
import { chanceOf, enumerateDice } from './enumerate-dice'

const until = resolveBlueboxOptions({ practicedReroll: 'until-not-one' })

describe('hitChance: exact, against brute-force enumeration of every face', () => {
  const inputs: CheckInput[] = []
  for (const modifier of [-3, 0, 2, 5])
    for (const [edge, flaw] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [0, 2],
      [3, 1],
    ] as const)
      for (const practiced of [false, true])
        for (const exhaustion of [0, 2])
          inputs.push({ modifier, edge, flaw, practiced, exhaustion })

  it.each(inputs.map((i) => [JSON.stringify(i), i] as const))('%s', (_n, input) => {
    for (const opts of [BLUEBOX_DEFAULT_OPTIONS, until]) {
      const exact = opts === BLUEBOX_DEFAULT_OPTIONS
      const all = enumerateDice((d) => rollCheck(input, d, opts), exact ? 0 : 1e-15)
      const lost = 1 - chanceOf(all, () => true)
      expect(lost).toBeLessThan(exact ? 1e-12 : 1e-9)
      for (const tn of [-5, 1, 4, 6, 8, 10, 12, 14, 16, 18, 25]) {
        const brute = chanceOf(all, (r) => r.decisive || r.total >= tn)
        expect(hitChance(input, tn, opts)).toBeCloseTo(brute, exact ? 12 : 8)
      }
    }
  })

  it.each([
    [{}, 100, 1 / 12],
    [{ practiced: true }, 100, 1 / 12 + 1 / 144],
    [{ flaw: 2, modifier: -20 }, 1, 1 / 12],
    [{}, -10, 1],
    [{}, 7, 6 / 12],
    [{ modifier: 3 }, 10, 6 / 12],
  ] as Array<[CheckInput, number, number]>)('%j vs %i = %f', (input, tn, p) => {
    expect(hitChance(input, tn)).toBeCloseTo(p, 14)
  })

  it('a natural 12 under "until not 1" is 1/11', () => {
    expect(hitChance({ practiced: true }, 99, until)).toBeCloseTo(1 / 11, 14)
    expect(decisiveChance({ practiced: true }, until)).toBeCloseTo(1 / 11, 14)
  })
})

describe('checkChance and saveChance', () => {
  it('an impossible check never succeeds', () => {
    expect(checkChance({ impossible: true, modifier: 10 }, 2)).toBe(0)
  })
  it('a check pays its exhaustion, a save does not', () => {
    expect(checkChance({ modifier: 2, exhaustion: 2 }, 8)).toBeCloseTo(hitChance({}, 8), 14)
    const save = { modifier: 2 }
    Object.assign(save, { exhaustion: 2 })
    expect(saveChance(save, 8)).toBeCloseTo(hitChance({ modifier: 2 }, 8), 14)
  })
  it('an automatic failure is 0', () => {
    expect(saveChance({ autoFail: true }, 1)).toBe(0)
  })
})

type Scenario = [string, AttackInput, Defender, BlueBoxOptions?]
const D = (d: Partial<Defender>): Defender => ({ ac: 9, bac: 6, plating: 0, hp: 12, ...d })

const scenarios: Scenario[] = [
  ['d4, plain', { level: 1, modifier: 2 }, D({})],
  [
    'd4, Plating, two dice',
    { level: 2, modifier: 1, powerDice: 2, damageModifier: 1 },
    D({ plating: 3 }),
  ],
  [
    'd6, Edge, Practiced, THP',
    { level: 5, modifier: 2, edge: 1, practiced: true, powerDice: 2 },
    D({ plating: 4, thp: 3, hp: 6 }),
  ],
  [
    'd8, Flaw, exhaustion, crit',
    { level: 8, modifier: 3, flaw: 2, exhaustion: 1, critical: true, powerDice: 2 },
    D({ plating: 5, hp: 9 }),
  ],
  [
    'Resistant, Back-footed',
    { level: 7, powerDice: 2, damageType: 'fire', damageModifier: 1 },
    D({ plating: 9, resist: ['fire'], backFooted: true }),
  ],
  [
    'Vulnerable, Back-footed',
    { level: 4, powerDice: 2, damageType: 'ice' },
    D({ plating: 7, vulnerable: ['ice'], backFooted: true }),
  ],
  ['Immune', { level: 4, powerDice: 2, damageType: 'acid' }, D({ plating: 2, immune: ['acid'] })],
  ['Pure', { level: 4, powerDice: 2, pure: true }, D({ plating: 4, resist: ['stone'] })],
  [
    'Heavy Strike',
    { level: 4, powerDice: 2, decisiveOption: 'heavy-strike', damageModifier: -1 },
    D({ plating: 5, ac: 13 }),
  ],
  [
    'Shatter',
    { level: 1, powerDice: 2, decisiveOption: 'shatter' },
    D({ plating: 9, hp: 3, ac: 12 }),
  ],
  [
    'Hidden and Lightning in water',
    { level: 1, hidden: true, edge: 1, damageType: 'lightning' },
    D({ submerged: true, plating: 1, hp: 4 }),
  ],
  [
    'Defensive Stance, negative modifier',
    { level: 3, modifier: -1, damageModifier: -2, powerDice: 2 },
    D({ defensiveStance: true, plating: 2 }),
  ],
  ['already Down', { level: 1, modifier: 4 }, D({ hp: 0 })],
  [
    'Plating rounding up, resist always',
    { level: 4, powerDice: 2, damageType: 'fire' },
    D({ plating: 6, resist: ['fire'] }),
    resolveBlueboxOptions({ platingRounding: 'up', platingResistScaling: 'always' }),
  ],
  [
    'Practiced until-not-one',
    { level: 1, practiced: true, edge: 2 },
    D({ ac: 14, plating: 2 }),
    until,
  ],
]

describe('attackOdds: exact, against brute-force enumeration of resolveAttack', () => {
  it.each(scenarios)('%s', (_n, attack, defender, opts = BLUEBOX_DEFAULT_OPTIONS) => {
    const odds = attackOdds(attack, defender, opts)
    expect(odds.bySacrifice).toHaveLength(odds.dicePool + 1)
    for (const s of odds.bySacrifice) {
      const minP = opts.practicedReroll === 'once' ? 0 : 1e-15
      const all = enumerateDice(
        (d) => resolveAttack({ ...attack, sacrifice: s.sacrifice }, defender, d, opts),
        minP,
      )
      const mass = chanceOf(all, () => true)
      expect(mass).toBeCloseTo(1, 9)
      expect(odds.hitChance).toBeCloseTo(
        chanceOf(all, (r) => r.hit),
        9,
      )
      expect(odds.decisiveChance).toBeCloseTo(
        chanceOf(all, (r) => r.decisive),
        9,
      )
      let total = 0
      for (let dmg = 0; dmg < s.damage.length; dmg++) {
        expect(s.damage[dmg]).toBeCloseTo(
          chanceOf(all, (r) => r.damage === dmg),
          9,
        )
        total += s.damage[dmg] as number
      }
      expect(total).toBeCloseTo(1, 12)
      expect(chanceOf(all, (r) => r.damage >= s.damage.length)).toBe(0)
      const expected = all.reduce((acc, o) => acc + o.p * o.value.damage, 0)
      expect(s.expectedDamage).toBeCloseTo(expected, 9)
      const hp = Math.max(0, defender.hp)
      expect(s.downChance).toBeCloseTo(
        chanceOf(all, (r) => hp > 0 && r.defender.hp === 0),
        9,
      )
      for (const pl of s.platingLeft) {
        expect(pl.chance).toBeCloseTo(
          chanceOf(all, (r) => r.defender.plating === pl.plating),
          9,
        )
      }
      expect(s.platingLeft.reduce((a, p) => a + p.chance, 0)).toBeCloseTo(1, 12)
      expect(s.expectedPlatingLeft).toBeCloseTo(
        all.reduce((acc, o) => acc + o.p * o.value.defender.plating, 0),
        9,
      )
    }
  })

  it('ignores the sacrifice in its input and offers every choice', () => {
    const odds = attackOdds({ level: 4, powerDice: 2, sacrifice: 2 }, D({ plating: 6 }))
    expect(odds.bySacrifice.map((s) => [s.sacrifice, s.damageDice, s.platingLeftOnHit])).toEqual([
      [0, 2, 6],
      [1, 1, 3],
      [2, 0, 0],
    ])
    expect(odds.targetNumber).toBe(9)
    expect(odds.dieSides).toBe(6)
  })
})
