import { describe, expect, it } from 'vitest'
import { modifyDamage, type DamageDefences } from '../../../../shared/rules/gg/engine/damage'
import {
  attackerTypeBonus,
  choosableDamageTypes,
  lowerTypes,
} from '../../../../shared/rules/gg/engine/damage-types'
import { GG_DEFAULT_OPTIONS } from '../../../../shared/rules/gg/engine/options'

const REQUIRE_ALL = { ...GG_DEFAULT_OPTIONS, dualType: 'requireAll' as const }

const mod = (amount: number, types: string[], d: DamageDefences, o = GG_DEFAULT_OPTIONS) =>
  modifyDamage({ amount, types }, d, o)

describe('the damage types a chooser may pick (GG-075, F-GG-7)', () => {
  it('every default type but Limit is on offer', () => {
    // seed 001 L81: "Limit can never be selected as a Damage Type by any effect that would let you
    // select one or more Damage Types"; F-GG-7 lists the other thirteen (5e types).
    expect(choosableDamageTypes()).toEqual([
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
    ])
  })

  it("a table's own list keeps its spelling; Limit is dropped however it is written", () => {
    // seed 001 L81 again: the ban is on Limit itself, not on one spelling of it.
    expect(choosableDamageTypes(['Fire', 'LIMIT', 'cold', 'Limit'])).toEqual(['Fire', 'cold'])
  })
})

describe('damage type ids are lower case (GG-Q28)', () => {
  it('an upper-case or capitalised type is lowered, so it meets the lower-case defences', () => {
    // GG-Q28: the ids are lower case; a sheet that says "FIRE" or "Radiant" means the same type.
    expect(lowerTypes(['FIRE'])).toEqual(['fire'])
    expect(lowerTypes(['Radiant', 'cold'])).toEqual(['radiant', 'cold'])
  })

  it('a list already in lower case is handed back as it is (no copy per hit)', () => {
    // The odds view runs the pipeline for every outcome; ids already lower case need no new list.
    const types = ['radiant', 'cold']
    expect(lowerTypes(types)).toBe(types)
  })
})

describe("an attacker's type bonuses on two-type damage (GG-077)", () => {
  // seed 001 L83: "combining the modifiers that come from different Features, though they still
  // cannot gain benefits from the same Feature multiple times for the different Damage Types".
  it('a Feature that names only the first type still adds its bonus', () => {
    // 1d6 Cold Radiant; Feature +2 Cold, nothing for Radiant → +2.
    expect(attackerTypeBonus([{ name: 'Frost', bonus: { cold: 2 } }], ['cold', 'radiant'])).toBe(2)
  })

  it('one Feature naming both types gives its larger bonus once, whichever type comes first', () => {
    // +1 Cold / +3 Radiant from one Feature: it applies once, and the attacker takes the +3.
    const f = { name: 'Aurora', bonus: { cold: 1, radiant: 3 } }
    expect(attackerTypeBonus([f], ['cold', 'radiant'])).toBe(3)
    const g = { name: 'Rime', bonus: { cold: 3, radiant: 1 } }
    expect(attackerTypeBonus([g], ['cold', 'radiant'])).toBe(3)
  })

  it("a Feature's penalty to the type still counts (a bonus can be negative)", () => {
    // seed 001 L74–L75: Features can grant "a Bonus or other modifications to the Damage Roll",
    // and "With a Penalty to the Damage Roll, it is possible to deal 0 damage": −2 to Cold → −2.
    expect(attackerTypeBonus([{ name: 'Numb', bonus: { cold: -2 } }], ['Cold'])).toBe(-2)
    // Two Features, +3 Fire and −1 Fire: different Features combine → +2.
    expect(
      attackerTypeBonus(
        [
          { name: 'Blaze', bonus: { fire: 3 } },
          { name: 'Damp', bonus: { fire: -1 } },
        ],
        ['fire'],
      ),
    ).toBe(2)
  })
})

describe('two-type damage against the target (GG-078, GG-Q29)', () => {
  it("unionOnce takes the larger Reduction X of the two types, even when it's listed first", () => {
    // seed 001 L84: the modification applies once; GG-Q29 default: the larger X.
    // 10 Fire Cold, Reduction 3 (fire) and 1 (cold) → 10 − 3 = 7.
    expect(mod(10, ['fire', 'cold'], { reduction: { fire: 3, cold: 1 } })).toBe(7)
  })

  it('requireAll: Immunity only when the target is Immune to both types', () => {
    // GG-Q29 'requireAll': a modification applies only when every type has it.
    // 12 Radiant Cold vs Immune to Cold only → 12; vs Immune to both → 0.
    expect(mod(12, ['radiant', 'cold'], { immune: ['cold'] }, REQUIRE_ALL)).toBe(12)
    expect(mod(12, ['radiant', 'cold'], { immune: ['cold', 'radiant'] }, REQUIRE_ALL)).toBe(0)
  })

  it('requireAll: the smaller Reduction X of the two types, once', () => {
    // 20 Fire Slashing (fire not B/P/S, so no Endurance question), Reduction 5 (fire), 2
    // (slashing): both types have a Reduction, so it applies, with the X both share: 20 − 2 = 18.
    expect(
      mod(20, ['slashing', 'fire'], { reduction: { slashing: 2, fire: 5 } }, REQUIRE_ALL),
    ).toBe(18)
    // Only Fire has one: no Reduction at all → 20.
    expect(mod(20, ['fire', 'cold'], { reduction: { fire: 5 } }, REQUIRE_ALL)).toBe(20)
  })

  it('requireAll: untyped damage meets no typed defence and no Endurance DR', () => {
    // seed 001 L86: Reduction X and Immunity are "to a Damage Type", the Endurance DR is against
    // B/P/S; 10 untyped damage has none of these types → 10, in any dual-type reading.
    const d: DamageDefences = { immune: ['fire'], reduction: { fire: 3 }, endurance: 4 }
    expect(mod(10, [], d, REQUIRE_ALL)).toBe(10)
    expect(mod(10, [], d)).toBe(10)
  })
})
