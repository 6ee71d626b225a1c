import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import {
  aimCost,
  aimRefusal,
  doubledTotal,
  evaluateChain,
  rollCritChain,
} from '../../../../shared/rules/zz/engine/crit'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'

const O = ZZ_DEFAULT_OPTIONS
// On the default d6 Crit die face 1 is the Crit image, 2..6 are blank.
const C = 1
const B = 4

describe('the Critical Hit chain', () => {
  it.each([
    ['ZZ-57 Thurig 8 with a Crit, stopping at once -> 16', 8, 1, [C], 16, 1, false],
    ['ZZ-58 base 8: Crit, Crit, stop -> 32', 8, 2, [C, C], 32, 2, false],
    ['ZZ-58 base 8: Crit, go on, blank -> 8', 8, 2, [C, B], 8, 0, true],
    ['ZZ-58 a first blank is no Crit and no bust', 8, 3, [B], 8, 0, false],
    ['ZZ-60 tripper 8 with Aim, Crit -> 16', 8, 1, [C], 16, 1, false],
    ['ZZ-62 Difficulty 25: 13 with a Crit -> 26', 13, 1, [C], 26, 1, false],
  ])('%s', (_name, base, plan, faces, total, doublings, bust) => {
    const dice = scriptedDice({ 6: faces })
    const chain = rollCritChain(base, 0, plan, dice, O)
    dice.assertDone()
    expect(chain).toMatchObject({ total, doublings, bust })
    expect(chain.throws.map((t) => t.face)).toEqual(faces)
  })

  it('ZZ-58 a plan callback sees the running total and stops when it likes', () => {
    const seen: number[] = []
    const dice = scriptedDice({ 6: [C, C, C] })
    const chain = rollCritChain(5, 0, ({ total }) => (seen.push(total), total < 40), dice, O)
    expect(seen).toEqual([10, 20, 40])
    expect(chain.total).toBe(40)
  })

  it('ZZ-Q5 chainFailKeepsFirst keeps the first doubling after a bust', () => {
    const o = resolveZzOptions({ chainFailKeepsFirst: true })
    expect(rollCritChain(8, 0, 3, scriptedDice({ 6: [C, C, B] }), o)).toMatchObject({
      total: 16,
      bust: true,
    })
  })

  it('ZZ-Q6 dieOnly doubles only the dice; a total <= 0 stays as it is', () => {
    const o = resolveZzOptions({ doubleScope: 'dieOnly' })
    expect(doubledTotal(8, 5, 1, o)).toBe(13)
    expect(doubledTotal(8, 5, 2, o)).toBe(23)
    expect(doubledTotal(-2, 3, 2, O)).toBe(-2)
    expect(doubledTotal(0, 0, 1, O)).toBe(0)
  })

  it('ZZ-Q4 a d10 Crit die with two Crit faces', () => {
    const o = resolveZzOptions({ critDie: { faces: 10, critFaces: 2 } })
    expect(rollCritChain(4, 0, 2, scriptedDice({ 10: [2, 1] }), o).total).toBe(16)
  })

  it('ZZ-Q13 throws after the first blank are dropped when a chain is re-read', () => {
    expect(evaluateChain(8, 0, [C, B, C], O)).toMatchObject({ total: 8, bust: true })
    expect(evaluateChain(8, 0, [C, B, C], O).throws).toHaveLength(2)
  })

  it('ZZ-58 property: the total is the base or the base doubled per Crit kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        (base, plan, seed) => {
          const chain = rollCritChain(base, 0, plan, seededDice(seed), O)
          expect(chain.doublings).toBeLessThanOrEqual(plan)
          expect(chain.total).toBe(base > 0 ? base * 2 ** chain.doublings : base)
          if (chain.bust) expect(chain.doublings).toBe(0)
        },
      ),
    )
  })
})

describe('where Aim/Focus is allowed', () => {
  const thurig = { name: 'Thurig', apLeft: 1, mind: 2 }
  it.each([
    ['ZZ-60 not with a Shove', 'shove', true, /Shove/],
    ['ZZ-60 not against a Shove', 'shoveDefense', false, /Shove/],
    ['ZZ-60 not on the Trip target', 'tripDefense', false, /Trip/],
    ['ZZ-60 the tripper may', 'trip', true, null],
    ['ZZ-59 / ZZ-Q21 not on ranged damage by default', 'rangedDamage', true, /not the damage/],
    ['ZZ-56 with an Attack', 'attack', true, null],
  ] as const)('%s', (_n, roll, own, refusal) => {
    const r = aimRefusal(thurig, roll, own, O)
    if (refusal === null) expect(r).toBeNull()
    else expect(r).toMatch(refusal)
  })

  it('ZZ-56 Attack + Aim = 3 AP + 1 MP; Aim on Defense in the goblin turn = 0 AP + 1 MP', () => {
    expect(2 + aimCost('attack', true).ap).toBe(3)
    expect(aimCost('attack', true).mind).toBe(1)
    expect(aimCost('defend', false)).toEqual({ ap: 0, mind: 1 })
    expect(aimCost('defend', true)).toEqual({ ap: 1, mind: 1 })
  })

  it('ZZ-56 refuses without a Mind Point or AP, naming who', () => {
    expect(aimRefusal({ name: 'Thurig', apLeft: 1, mind: 0 }, 'attack', true, O)).toMatch(
      /Thurig has no Mind Point/,
    )
    expect(aimRefusal({ name: 'Thurig', apLeft: 0, mind: 1 }, 'attack', true, O)).toMatch(/no AP/)
    expect(aimRefusal({ name: 'Mondo', apLeft: 0, mind: 1 }, 'defend', false, O)).toBeNull()
    expect(
      aimRefusal(thurig, 'rangedDamage', true, resolveZzOptions({ aimOnRangedDamage: true })),
    ).toBeNull()
  })
})
