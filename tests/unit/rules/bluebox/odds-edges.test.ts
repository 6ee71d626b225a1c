import { describe, expect, it } from 'vitest'
import {
  attackOdds,
  hitChance,
  resolveBlueboxOptions,
  saveChance,
  type Defender,
} from '../../../../shared/rules/bluebox'

// Level 1 wields a d4 Power Die (R5's d4 row); AC -10 is met by every face, so every attack hits.
const sure = (d: Partial<Defender>): Defender => ({ ac: -10, bac: -10, plating: 0, hp: 12, ...d })
const d4 = { level: 1, powerDice: 1 }

describe('hitChance and saveChance at the edges', () => {
  it('a sure hit is exactly 1, Practiced rerolling until not 1 included (R2)', () => {
    // Every face meets -10, so the chance is the whole distribution: 1, not 11 * (1/11) in floats.
    const until = resolveBlueboxOptions({ practicedReroll: 'until-not-one' })
    expect(hitChance({ practiced: true }, -10, until)).toBe(1)
  })

  it('an impossible save fails even on a natural 12 (seed 000 L197)', () => {
    expect(saveChance({ impossible: true, modifier: 10 }, 2)).toBe(0)
  })
})

describe('attackOdds at the edges', () => {
  it('Plating destroyed doubles only against a Back-footed Vulnerable target (seed 000 L283, R6)', () => {
    // One d4 sacrificed destroys 4 / 2 = 2 Plating (seed 000 L243); doubled, 4. From 5 Plating:
    // 5 - 4 = 1 left when Back-footed, 5 - 2 = 3 when not.
    const attack = { ...d4, damageType: 'fire' }
    const target = { plating: 5, vulnerable: ['fire'] }
    expect(attackOdds(attack, sure({ ...target, backFooted: true })).bySacrifice[1]).toMatchObject({
      sacrifice: 1,
      platingLeftOnHit: 1,
    })
    expect(attackOdds(attack, sure(target)).bySacrifice[1]).toMatchObject({
      sacrifice: 1,
      platingLeftOnHit: 3,
    })
  })

  it('sacrificing every die rolls no damage, modifier or not (seed 000 L243)', () => {
    // "Then roll damage, if you did not sacrifice all your (✦)": all the chance sits at 0 damage.
    const all = attackOdds({ ...d4, damageModifier: 2 }, sure({})).bySacrifice[1]!
    expect(all.damageDice).toBe(0)
    expect(all.damage).toEqual([1])
    expect(all.expectedDamage).toBe(0)
  })

  it('a modifier shifts the whole damage range (seed 000 L290-296: modifiers after the roll)', () => {
    // 1d4 + 2 on a sure hit, no Plating: 3, 4, 5 or 6, each 1/4; 0, 1 and 2 cannot happen.
    const odds = attackOdds({ ...d4, damageModifier: 2 }, sure({})).bySacrifice[0]!
    expect(odds.damage).toHaveLength(7)
    expect(odds.damage.slice(0, 3)).toEqual([0, 0, 0])
    for (const d of [3, 4, 5, 6]) expect(odds.damage[d]).toBeCloseTo(1 / 4, 14)
  })

  it('a sure hit leaves no miss entry in the Plating left', () => {
    // One d4 sacrificed: 4 - 2 = 2 Plating left on every hit, and the miss (4 kept) has chance 0.
    const left = attackOdds(d4, sure({ plating: 4 })).bySacrifice[1]!.platingLeft
    expect(left).toHaveLength(1)
    expect(left[0]!.plating).toBe(2)
    expect(left[0]!.chance).toBeCloseTo(1, 14)
  })

  it('a negative Plating counts as none, on a miss too', () => {
    // AC 100 is met only by a natural 12 (1/12); hit or miss, there is no Plating to leave.
    const left = attackOdds(d4, { ac: 100, bac: 100, plating: -2, hp: 12 }).bySacrifice[0]!
    expect(left.platingLeft).toHaveLength(1)
    expect(left.platingLeft[0]!.plating).toBe(0)
    expect(left.platingLeftOnHit).toBe(0)
  })

  it('Down needs the damage to go through THP, then HP (seed 000 L296, L305)', () => {
    // 1d4 on a sure hit, no Plating, HP 3: Down on 3 or 4, 2/4. With 1 THP: only on 4, 1/4.
    // A negative THP is no THP: 2/4 again.
    expect(attackOdds(d4, sure({ hp: 3 })).bySacrifice[0]!.downChance).toBeCloseTo(1 / 2, 14)
    expect(attackOdds(d4, sure({ hp: 3, thp: 1 })).bySacrifice[0]!.downChance).toBeCloseTo(
      1 / 4,
      14,
    )
    expect(attackOdds(d4, sure({ hp: 3, thp: -2 })).bySacrifice[0]!.downChance).toBeCloseTo(
      1 / 2,
      14,
    )
  })
})
