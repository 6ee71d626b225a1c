import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Dice } from '../../../../shared/dice'
import {
  resolveAttack,
  unarmedDamage,
  type AttackInput,
  type GgAttackOptions,
} from '../../../../shared/rules/gg/engine/attack'
import { attackOdds } from '../../../../shared/rules/gg/engine/attack-odds'
import { applyDamage, type DamageTarget } from '../../../../shared/rules/gg/engine/damage'
import { parseDiceExpr } from '../../../../shared/rules/gg/engine/dice-expr'
import { GG_DEFAULT_OPTIONS, resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

class NeedMore extends Error {}

/**
 * Brute force: run `resolveAttack` over every sequence of faces it can ask for (depth-first; a
 * sequence that runs out asks for one more die), weighting each by its chance.
 */
function bruteForce(input: AttackInput, target: DamageTarget, options: GgAttackOptions) {
  const outcomes = { miss: 0, hit: 0, overwhelming: 0, critical: 0 }
  const damage = new Map<number, number>()
  let drop = 0
  const walk = (prefix: number[], sides: number[]): void => {
    let i = 0
    const asked: number[] = []
    const dice: Dice = {
      roll(n) {
        if (i < prefix.length) {
          asked.push(n)
          return prefix[i++] as number
        }
        asked.push(n)
        throw new NeedMore(String(n))
      },
    }
    try {
      const r = resolveAttack(input, dice, options)
      let p = 1
      for (const s of sides) p /= s
      outcomes[r.outcome] += p
      const d = applyDamage({ amount: r.amount, types: input.damageTypes ?? [] }, target)
      damage.set(d.modified, (damage.get(d.modified) ?? 0) + p)
      if (d.hp === 0) drop += p
    } catch (e) {
      if (!(e instanceof NeedMore)) throw e
      const n = asked[asked.length - 1] as number
      for (let f = 1; f <= n; f++) walk([...prefix, f], [...sides, n])
    }
  }
  walk([], [])
  return { outcomes, damage, drop }
}

function expectMatchesBruteForce(
  input: AttackInput,
  target: DamageTarget,
  options: GgAttackOptions = GG_DEFAULT_OPTIONS,
) {
  const exact = attackOdds(input, target, options)
  const brute = bruteForce(input, target, options)
  for (const k of ['miss', 'hit', 'overwhelming', 'critical'] as const) {
    expect(exact.outcomes[k]).toBeCloseTo(brute.outcomes[k], 10)
  }
  for (let v = 0; v < exact.damage.p.length; v++) {
    expect(exact.damage.p[v] ?? 0).toBeCloseTo(brute.damage.get(v) ?? 0, 10)
  }
  for (const v of brute.damage.keys()) expect(v).toBeLessThan(exact.damage.p.length)
  expect(exact.dropChance).toBeCloseTo(brute.drop, 10)
  return exact
}

const orc: DamageTarget = { hp: 40, hpMax: 40, defences: { endurance: 4 } }

describe('attackOdds against brute force', () => {
  it('Aria’s trained shortsword (1d6 + PHY 1) on the Orc (HT 11, END 4 → DR 2)', () => {
    const odds = expectMatchesBruteForce(
      {
        kind: 'weapon',
        trait: 1,
        sb: 2,
        trained: true,
        ht: 11,
        damage: parseDiceExpr('1d6+1'),
        damageTypes: ['slashing'],
      },
      orc,
    )
    // TTV = d20 + 3 ≥ 11 ⇔ d20 ≥ 8: 13/20 hit; OB at TTV 16..20 (d20 13..17); Crit at d20 18+.
    expect(odds.hitChance).toBeCloseTo(13 / 20, 12)
    expect(odds.outcomes.overwhelming).toBeCloseTo(5 / 20, 12)
    expect(odds.outcomes.critical).toBeCloseTo(3 / 20, 12)
    expect(odds.dropChance).toBe(0)
  })

  it('Orc punch with Advantage, flaming +1d4 extra die, against a resistant Aria with BP', () => {
    expectMatchesBruteForce(
      {
        kind: 'unarmed',
        trait: 3,
        sb: 2,
        trained: false,
        ht: 13,
        advantage: 'advantage',
        damage: {
          terms: [...unarmedDamage(3, 2).terms, { count: 1, sides: 4, base: false }],
          modifier: 5,
        },
        damageTypes: ['bludgeoning', 'fire'],
      },
      { hp: 9, hpMax: 30, bp: 3, defences: { resistance: { fire: 1 }, endurance: 2 } },
    )
  })

  it('netCount: two net Advantage sources are three d20s in the odds too (test.ts reading)', () => {
    const options: GgAttackOptions = { ...GG_DEFAULT_OPTIONS, advMode: 'netCount' }
    const odds = expectMatchesBruteForce(
      {
        kind: 'weapon',
        trait: 0,
        sb: 0,
        trained: false,
        ht: 20,
        advantage: { advantage: 3, disadvantage: 1 },
        damage: parseDiceExpr('1d4'),
        damageTypes: ['piercing'],
      },
      orc,
      options,
    )
    // Only a natural 20 hits (and is a Crit): 1 − (19/20)^3.
    expect(odds.hitChance).toBeCloseTo(1 - (19 / 20) ** 3, 12)
  })

  it('a spell, 2d6 − 4 (floor at 0), options stacked and a 3d6 test die', () => {
    const options: GgAttackOptions = {
      ...GG_DEFAULT_OPTIONS,
      testDie: '3d6',
      obCritStack: 'stack',
      inspiredOn: [18],
    }
    expectMatchesBruteForce(
      {
        kind: 'spell',
        trait: 2,
        sb: 2,
        trained: true,
        ht: 12,
        damage: parseDiceExpr('2d6-4'),
        damageTypes: ['cold'],
      },
      { hp: 4, hpMax: 30, defences: { vulnerability: { cold: 1 } } },
      options,
    )
  })

  it('bonus2 Advantage, ties missing (GG-Q3, GG-Q4) and a Grapple instead of damage', () => {
    const options: GgAttackOptions = {
      ...GG_DEFAULT_OPTIONS,
      advMode: 'bonus2',
      hitOnEqual: false,
    }
    const input: AttackInput = {
      kind: 'unarmed',
      trait: 1,
      sb: 2,
      trained: false,
      ht: 13,
      advantage: 'advantage',
      damage: unarmedDamage(1, 2),
    }
    const odds = expectMatchesBruteForce(input, orc, options)
    // TTV = d20 + 5 > 13 ⇔ d20 ≥ 9: 12/20.
    expect(odds.hitChance).toBeCloseTo(12 / 20, 12)
    const grapple = expectMatchesBruteForce({ ...input, instead: 'grapple' }, orc, options)
    expect(grapple.hitChance).toBeCloseTo(12 / 20, 12)
    expect(grapple.damage.p).toHaveLength(1)
    expect(grapple.damage.p[0]).toBeCloseTo(1, 12)
  })

  it('random small attacks (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          kind: fc.constantFrom('weapon', 'unarmed', 'spell') as fc.Arbitrary<
            'weapon' | 'unarmed' | 'spell'
          >,
          trait: fc.integer({ min: -1, max: 5 }),
          ht: fc.integer({ min: 8, max: 22 }),
          advantage: fc.constantFrom('advantage', 'normal', 'disadvantage') as fc.Arbitrary<
            'advantage' | 'normal' | 'disadvantage'
          >,
          sides: fc.constantFrom(4, 6, 8),
          mod: fc.integer({ min: -3, max: 4 }),
          hp: fc.integer({ min: 1, max: 20 }),
          stack: fc.boolean(),
        }),
        (c) => {
          const odds = expectMatchesBruteForce(
            {
              kind: c.kind,
              trait: c.trait,
              sb: 2,
              trained: true,
              ht: c.ht,
              advantage: c.advantage,
              damage: { terms: [{ count: 1, sides: c.sides }], modifier: c.mod },
              damageTypes: ['piercing'],
            },
            { hp: c.hp, hpMax: 20, defences: { endurance: 3 } },
            { ...GG_DEFAULT_OPTIONS, obCritStack: c.stack ? 'stack' : 'none' },
          )
          const total = Object.values(odds.outcomes).reduce((s, x) => s + x, 0)
          expect(total).toBeCloseTo(1, 12)
          expect(odds.damage.p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12)
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('magical damage in the odds (GG-076, GG-Q31)', () => {
  it('a magical Slashing hit ignores END DR when the table says so; a plain one does not', () => {
    const options = resolveGgOptions({ endDRvsMagical: false })
    const input: AttackInput = {
      kind: 'weapon',
      trait: 3,
      sb: 2,
      trained: true,
      ht: 10,
      damage: parseDiceExpr('4'),
      damageTypes: ['slashing'],
    }
    const target: DamageTarget = { hp: 20, hpMax: 20, defences: { endurance: 4 } }
    const plain = attackOdds(input, target, options, options)
    const magic = attackOdds({ ...input, magical: true }, target, options, options)
    // A hit of 4: END 4 gives DR 2 against plain Slashing only.
    expect(plain.damage.p[2]).toBeGreaterThan(0)
    expect(plain.damage.p[4] ?? 0).toBe(0)
    expect(magic.damage.p[4]).toBeGreaterThan(0)
    expect(magic.damage.p[2] ?? 0).toBe(0)
  })
})
