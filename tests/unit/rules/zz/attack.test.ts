import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import {
  resolveZzAttack,
  zzAttackRefusal,
  zzHpOutcome,
  type ZzAttackInput,
} from '../../../../shared/rules/zz/engine/attack'
import { parseZzFormula } from '../../../../shared/rules/zz/engine/dice-expr'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { BOW, DAGGER, MONDO, SPEAR, SWORD, THURIG, thurigVsMondo } from './fixture'

const O = ZZ_DEFAULT_OPTIONS

function archer(over: Partial<ZzAttackInput> = {}): ZzAttackInput {
  const base = thurigVsMondo({ weapon: BOW, distance: 8, ...over })
  return {
    ...base,
    attacker: {
      ...base.attacker,
      figure: { ...THURIG, archery: 'basic' },
      state: { hands: ['bow', null], loaded: ['bow'], mind: 2 },
    },
  }
}

describe('melee and unarmed attacks', () => {
  it.each([
    [
      'ZZ-35/47 Thurig d8 5 + STR 3 = 8 vs Mondo 1 + 2 = 3 -> 5 damage',
      {},
      { 8: [5], 4: [1] },
      8,
      3,
      5,
    ],
    ['ZZ-36 a "d6 + STR" weapon: 4 + 3 = 7', { weapon: SWORD }, { 6: [4], 4: [1] }, 7, 3, 4],
    [
      'ZZ-Q17 a "d4" Dagger adds STR when it names none',
      {
        weapon: DAGGER,
        attacker: {
          ...thurigVsMondo().attacker,
          state: { hands: ['dagger', null], loaded: [], mind: 0 },
        },
      },
      { 4: [2, 1] },
      5,
      3,
      2,
    ],
    [
      'ZZ-37 +2 pending Defend and +1 armour -> 6',
      {},
      { 8: [5], 4: [1] },
      8,
      6,
      2,
      { defendBonus: 2, armour: 1 },
    ],
    [
      'ZZ-38 unexpected: the d4 counts as 1, no d4 thrown',
      { unexpected: true },
      { 8: [5] },
      8,
      3,
      5,
    ],
    ['ZZ-35 d8 1 + STR 3 = 4 vs 3 -> 1', {}, { 8: [1], 4: [1] }, 4, 3, 1],
    ['ZZ-47 8 vs 9 -> 0 (armour 6)', {}, { 8: [5], 4: [1] }, 8, 9, 0, { armour: 6 }],
    ['ZZ-57 8 with a Crit -> 16 vs 3 -> 13', { aim: 1 }, { 8: [5], 6: [1], 4: [1] }, 16, 3, 13],
  ] as const)(
    '%s',
    (_n, over, faces, atk, def, dmg, extra: { defendBonus?: number; armour?: number } = {}) => {
      const input = thurigVsMondo(over as Partial<ZzAttackInput>)
      input.target = {
        figure: { ...MONDO, defenseBonus: extra.armour ?? 0 },
        state: { ...input.target.state, defendBonus: extra.defendBonus ?? 0 },
      }
      const dice = scriptedDice(faces)
      const r = resolveZzAttack(input, dice, O)
      dice.assertDone()
      expect(r.attack?.total).toBe(atk)
      expect(r.defense?.total).toBe(def)
      expect(r.damage).toBe(dmg)
      expect(r.hpAfter).toBe(10 - dmg)
    },
  )

  it('ZZ-47 equal totals deal nothing', () => {
    const input = thurigVsMondo()
    input.target.figure = { ...MONDO, defenseBonus: 3 }
    const r = resolveZzAttack(input, scriptedDice({ 8: [2], 4: [3] }), O)
    expect([r.attack?.total, r.defense?.total, r.damage]).toEqual([5, 8, 0])
  })

  it('ZZ-08 / ZZ-Q8 a pending Defend bonus is used up by one Defense roll, or kept untilTurn', () => {
    const input = thurigVsMondo()
    input.target.state.defendBonus = 2
    expect(resolveZzAttack(input, scriptedDice({ 8: [5], 4: [1] }), O).defendBonusAfter).toBe(0)
    const kept = resolveZzOptions({ defendBonusUses: 'untilTurn' })
    expect(resolveZzAttack(input, scriptedDice({ 8: [5], 4: [1] }), kept).defendBonusAfter).toBe(2)
  })

  it('ZZ-56 Attack + Aim spends 3 AP and 1 Mind Point; the record lists every throw', () => {
    const r = resolveZzAttack(
      thurigVsMondo({ aim: 2 }),
      scriptedDice({ 8: [5], 6: [1, 1], 4: [1] }),
      O,
    )
    expect([r.apSpent, r.mindSpent, r.attack?.total]).toEqual([3, 1, 32])
    expect(r.dice.map((d) => d.id)).toEqual([
      'attack:0',
      'attackCrit:0',
      'attackCrit:1',
      'defense:0',
    ])
  })

  it('ZZ-56 the target may Aim its defence for 1 Mind Point', () => {
    const r = resolveZzAttack(
      thurigVsMondo({ defenseAim: 1 }),
      scriptedDice({ 8: [5], 4: [1], 6: [1] }),
      O,
    )
    expect([r.defense?.total, r.damage, r.targetMindSpent]).toEqual([6, 2, 1])
  })
})

describe('HP and DOWN', () => {
  it.each([
    ['ZZ-49 4 HP takes 5 -> -1: Down (le0)', 4, 5, 'le0', ['down']],
    ['ZZ-49 4 HP takes 5 -> -1: Down (lt0)', 4, 5, 'lt0', ['down']],
    ['ZZ-49 5 HP takes 5 -> 0: Down with le0', 5, 5, 'le0', ['down']],
    ['ZZ-49 5 HP takes 5 -> 0: not Down with lt0', 5, 5, 'lt0', []],
  ] as const)('%s', (_n, hp, dmg, downAt, gained) => {
    const o = resolveZzOptions({ downAt })
    expect(zzHpOutcome({ hp, hpMax: 10, statuses: [] }, dmg, o).gained).toEqual(gained)
  })

  it('ZZ-Q36 death at minus maximum HP only with the option', () => {
    const st = { hp: 2, hpMax: 10, statuses: [] }
    expect(zzHpOutcome(st, 12, O).gained).toEqual(['down'])
    // Dead replaces Down (status.ts's zzSetHp, which fire damage uses too).
    expect(zzHpOutcome(st, 12, resolveZzOptions({ deathAtNegMax: true })).gained).toEqual(['dead'])
  })

  it('ZZ-49 an attack that downs Mondo says so', () => {
    const input = thurigVsMondo()
    input.target.state.hp = 4
    const r = resolveZzAttack(input, scriptedDice({ 8: [5], 4: [1] }), O)
    expect([r.hpAfter, r.statusesGained]).toEqual([-1, ['down']])
  })
})

describe('ranged attacks', () => {
  it.each([
    [
      'ZZ-43/44 d20 12, 8 spaces with range 6, Basic +4 -> 14: hit',
      'basic',
      { 20: [12], 6: [6], 4: [1] },
      14,
      true,
    ],
    ['ZZ-43/44 untrained: 12 - 2 - 5 = 5: miss, arrow lost', 'untrained', { 20: [12] }, 5, false],
  ] as const)('%s', (_n, archery, faces, total, hit) => {
    const input = archer()
    input.attacker.figure = { ...input.attacker.figure, archery }
    const dice = scriptedDice(faces)
    const r = resolveZzAttack(input, dice, O)
    dice.assertDone()
    expect([r.ranged?.total, r.ranged?.hit, r.projectileLost, r.unloaded]).toEqual([
      total,
      hit,
      !hit,
      true,
    ])
    if (hit) expect([r.attack?.total, r.defense?.total, r.damage]).toEqual([6, 3, 3])
    else expect([r.attack, r.defense, r.damage]).toEqual([null, null, 0])
  })

  it('ZZ-48 damage roll 6 vs the goblin 1 + 2 = 3 -> 3 damage', () => {
    const r = resolveZzAttack(
      archer({ distance: 3 }),
      scriptedDice({ 20: [15], 6: [6], 4: [1] }),
      O,
    )
    expect(r.damage).toBe(3)
  })

  it('ZZ-59 ranged total 6 with a Crit -> 12: hit; the damage roll is not doubled', () => {
    const r = resolveZzAttack(archer({ aim: 1 }), scriptedDice({ 20: [4], 6: [1, 5], 4: [1] }), O)
    expect([r.ranged?.base, r.ranged?.total, r.ranged?.hit, r.attack?.total]).toEqual([
      6,
      12,
      true,
      5,
    ])
  })

  it('ZZ-Q30 a thrown weapon needs no Load and is not lost on a miss (it scatters)', () => {
    const knife = {
      id: 'knife',
      name: 'Throwing knife',
      kind: 'thrown' as const,
      range: 8,
      damage: 'd4',
    }
    const input = thurigVsMondo({ weapon: knife, distance: 4 })
    input.attacker.state = { hands: ['knife', null], loaded: [], mind: 0 }
    const r = resolveZzAttack(input, scriptedDice({ 20: [3] }), O)
    expect([r.kind, r.ranged?.total, r.projectileLost, r.unloaded]).toEqual([
      'ranged',
      -2,
      false,
      false,
    ])
  })

  it('ZZ-44 rangedHitTarget moves the threshold', () => {
    const o = resolveZzOptions({ rangedHitTarget: 15 })
    expect(resolveZzAttack(archer(), scriptedDice({ 20: [12] }), o).ranged?.hit).toBe(false)
  })
})

describe('ZZ-34 / ZZ-42 prerequisites', () => {
  const hold = (
    i: ZzAttackInput,
    hands: [string | null, string | null],
    loaded: string[] = [],
  ) => ({
    ...i,
    attacker: { ...i.attacker, state: { ...i.attacker.state, hands, loaded } },
  })
  it.each([
    ['2 AP, adjacent, no wall: valid', thurigVsMondo(), null],
    [
      '1 AP left',
      thurigVsMondo({ attacker: { ...thurigVsMondo().attacker, ap: 1 } }),
      /Thurig has only 1 AP left; an Attack needs 2/,
    ],
    ['ZZ-27 Dagger at 1 space', hold(thurigVsMondo({ weapon: DAGGER }), ['dagger', null]), null],
    [
      'ZZ-27 Unarmed at 2 spaces',
      thurigVsMondo({ distance: 2 }),
      /2 spaces away; an Unarmed Attack reaches 1/,
    ],
    ['ZZ-27 Spear at 3 spaces', thurigVsMondo({ weapon: SPEAR, distance: 3 }), null],
    [
      'ZZ-34 a dagger still in the pack',
      thurigVsMondo({ weapon: DAGGER }),
      /not holding the Dagger/,
    ],
    [
      'ZZ-42 an unloaded bow',
      hold(thurigVsMondo({ weapon: BOW }), ['bow', null]),
      /not loaded; Load costs 1 AP/,
    ],
    ['ZZ-28 no clear shot', thurigVsMondo({ clearShot: false }), /no clear shot/],
    [
      'ZZ-56 Aim with only 2 AP',
      thurigVsMondo({ aim: 1, attacker: { ...thurigVsMondo().attacker, ap: 2 } }),
      /no AP left for Aim/,
    ],
  ] as const)('%s', (_n, input, refusal) => {
    const why = zzAttackRefusal(input, O)
    if (refusal === null) expect(why).toBeNull()
    else expect(why).toMatch(refusal)
  })

  it('ZZ-Q19 3xRange refuses beyond three times the range', () => {
    const o = resolveZzOptions({ rangedMaxMultiple: '3xRange' })
    expect(zzAttackRefusal(archer({ distance: 19 }), o)).toMatch(/at most 18/)
    expect(zzAttackRefusal(archer({ distance: 19 }), O)).toBeNull()
    expect(() => resolveZzAttack(archer({ distance: 19 }), scriptedDice({}), o)).toThrow(
      /at most 18/,
    )
  })

  it('ZZ-36 a formula it cannot read is named', () => {
    expect(() => parseZzFormula('d6+WIS')).toThrow(/"\+WIS"/)
    expect(parseZzFormula('2d4 + DEX - 1')).toMatchObject({ dice: [4, 4], flat: -1 })
  })
})

describe('laws', () => {
  it('ZZ-47 damage is never negative and HP drops by exactly the damage', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        (seed, aim, bonus) => {
          const input = thurigVsMondo(aim ? { aim: 2 } : {})
          input.target.state.defendBonus = bonus
          const r = resolveZzAttack(input, seededDice(seed), O)
          expect(r.damage).toBeGreaterThanOrEqual(0)
          expect(r.hpBefore - r.hpAfter).toBe(r.damage)
        },
      ),
    )
  })
})
