import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  armorRating,
  damageDestroys,
  resolveDamage,
  rollWeaponDamage,
} from '../../../../shared/rules/bw/engine/damage'
import {
  diceList,
  parseBwDice,
  type BwDiceExpr,
} from '../../../../shared/rules/bw/engine/dice-expr'
import {
  attackOdds,
  damageBeatsArmorChance,
  hitChance,
  totalDistribution,
} from '../../../../shared/rules/bw/engine/odds'
import {
  BW_DEFAULT_OPTIONS as D,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'

/** Every total of an expression by brute force, each outcome equally likely. */
function enumerate(expr: BwDiceExpr): number[] {
  let totals = [expr.bonus]
  for (const sides of diceList(expr.dice)) {
    const next: number[] = []
    for (const t of totals) for (let f = 1; f <= sides; f++) next.push(t + f)
    totals = next
  }
  return totals
}

describe('BW damage against Armor (F-BW-2)', () => {
  it.each([
    ['d6', 6],
    ['1d6+1', 7],
    ['7', 7],
  ])('Armor %s has Armor Rating %d (its maximum)', (armor, ar) => {
    expect(armorRating(armor)).toBe(ar)
  })

  it.each([
    ['gt', 5, 4, true],
    ['gt', 4, 4, false],
    ['ge', 4, 4, true],
    ['ge', 3, 4, false],
  ] as const)('F-BW-2 %s: Damage %d vs Armor roll %d → destroyed %s', (mode, dmg, armor, out) => {
    expect(damageDestroys(dmg, armor, mode)).toBe(out)
  })

  it('F-BW-2 a Trooper (Armor d6) hit for 4 rolls 4: a tie survives, or not under ge', () => {
    expect(resolveDamage(scriptedDice({ 6: [4] }), 4, 'd6', D)).toEqual({
      damage: 4,
      armorFaces: [4],
      armorRoll: 4,
      destroyed: false,
    })
    const ge = resolveBwOptions({ damageBeatsArmor: 'ge' })
    expect(resolveDamage(scriptedDice({ 6: [4] }), 4, 'd6', ge).destroyed).toBe(true)
  })

  it('a fixed Armor rolls itself', () => {
    expect(resolveDamage(scriptedDice({}), 8, '7', D)).toMatchObject({
      armorRoll: 7,
      destroyed: true,
    })
  })

  it('a weapon damage roll adds its bonus and never goes below 0', () => {
    const r = rollWeaponDamage(scriptedDice({ 6: [1] }), {
      damage: [{ n: 1, die: 6 }],
      damageBonus: -3,
    })
    expect(r).toEqual({ faces: [1], total: 0 })
  })
})

describe('BW odds', () => {
  it('F-BW-1 a d6 needing UR 4: ½; with +1: ⅔; without hitOnEqual: ⅓', () => {
    expect(hitChance(6, 0, 4, true)).toBeCloseTo(1 / 2, 12)
    expect(hitChance(6, 1, 4, true)).toBeCloseTo(2 / 3, 12)
    expect(hitChance(6, 0, 4, false)).toBeCloseTo(1 / 3, 12)
  })

  it('the distribution of 2d6 is the triangle', () => {
    const { min, p } = totalDistribution(parseBwDice('2d6'))
    expect(min).toBe(2)
    expect(p.map((x) => Math.round(x * 36))).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])
  })

  it('F-BW-2 odds match brute-force enumeration (property)', () => {
    const expr = fc
      .record({
        dice: fc.array(
          fc.record({ n: fc.integer({ min: 1, max: 2 }), die: fc.constantFrom(4, 6, 10) }),
          { maxLength: 2 },
        ),
        bonus: fc.integer({ min: -2, max: 4 }),
      })
      .filter((e) => diceList(e.dice).length <= 3)
    fc.assert(
      fc.property(expr, expr, fc.constantFrom('gt' as const, 'ge' as const), (dmg, arm, mode) => {
        const ds = enumerate(dmg)
        const as = enumerate(arm)
        let wins = 0
        for (const d of ds) for (const a of as) if (damageDestroys(Math.max(0, d), a, mode)) wins++
        expect(damageBeatsArmorChance(dmg, arm, mode)).toBeCloseTo(
          wins / (ds.length * as.length),
          10,
        )
      }),
      { numRuns: 150 },
    )
  })

  it('kill chance = hit × destroy on hit: Trooper rifle (UR 4, 1d6) at a d6 Armor', () => {
    const o = attackOdds(
      { skillDie: 6, modifier: 0, ur: 4, damage: parseBwDice('1d6'), armor: 'd6' },
      D,
    )
    expect(o.hit).toBeCloseTo(1 / 2, 12)
    expect(o.destroyOnHit).toBeCloseTo(15 / 36, 12)
    expect(o.destroy).toBeCloseTo(15 / 72, 12)
  })
})
