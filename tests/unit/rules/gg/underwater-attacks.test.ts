/**
 * GG-130 underwater combat. Seed 001 L144 only opens the list ("When fighting underwater the
 * following rules apply in addition to the normal rules for Underwater Environments:") and the
 * list itself is missing, so these follow OTHER-SYSTEMS.md GG-130 / GG-Q52's [DEF] (5e): melee
 * without a spear, dagger, trident or the like is at Disadvantage; a ranged Weapon attack beyond
 * its Base Range misses and within it is at Disadvantage; a being fully underwater resists fire.
 * `gg.underwater: 'none'` leaves it all to the GG.
 */
import { describe, expect, it } from 'vitest'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  underwaterAttack,
  underwaterResistances,
  withUnderwater,
} from '../../../../shared/rules/gg/engine/underwater'

const none = { disadvantage: false, autoMiss: false, why: null }
const off = resolveGgOptions({ underwater: 'none' })

describe('GG-130 melee underwater', () => {
  it.each(['Spear', 'DAGGER', 'trident', 'Javelin', 'shortsword', 'Boar spear', 'dagger (silver)'])(
    '%s works underwater: no Disadvantage',
    (weapon) => {
      expect(underwaterAttack({ melee: true, weapon })).toEqual(none)
    },
  )

  it.each(['Longsword', 'Greataxe', 'Spearhead mace', 'short sword', 'Unarmed Strike'])(
    '%s is clumsy underwater: Disadvantage, and the GM is told why',
    (weapon) => {
      // The list names weapons by whole word: "Spearhead" is not a spear.
      expect(underwaterAttack({ melee: true, weapon })).toEqual({
        disadvantage: true,
        autoMiss: false,
        why: `${weapon} is clumsy underwater`,
      })
    },
  )
})

describe('GG-130 ranged attacks underwater', () => {
  it('beyond the Base Range (31 m past 30 m) a Weapon attack misses outright', () => {
    expect(
      underwaterAttack({ melee: false, weapon: 'Longbow', distance: 31, baseRange: 30 }),
    ).toEqual({
      disadvantage: false,
      autoMiss: true,
      why: 'beyond Base Range underwater it misses',
    })
  })

  it.each([
    ['at exactly the Base Range', { distance: 30, baseRange: 30 }],
    ['well within it', { distance: 5, baseRange: 30 }],
    ['with no distance measured', { baseRange: 30 }],
    ['with no Base Range known', { distance: 80 }],
  ])('%s it is at Disadvantage only', (_l, range) => {
    expect(underwaterAttack({ melee: false, weapon: 'Longbow', ...range })).toEqual({
      disadvantage: true,
      autoMiss: false,
      why: 'ranged Weapon attacks underwater',
    })
  })

  it('a ranged spell is not affected, even beyond the weapon reading of Base Range', () => {
    expect(
      underwaterAttack({
        melee: false,
        weapon: 'Fire Bolt',
        spell: true,
        distance: 50,
        baseRange: 30,
      }),
    ).toEqual(none)
  })
})

describe("gg.underwater 'none': the GG rules on it", () => {
  it('neither melee nor ranged attacks change', () => {
    expect(underwaterAttack({ melee: true, weapon: 'Longsword' }, off)).toEqual(none)
    expect(
      underwaterAttack({ melee: false, weapon: 'Longbow', distance: 40, baseRange: 30 }, off),
    ).toEqual(none)
  })
  it('no fire Resistance is added, and the being keeps its own', () => {
    expect(underwaterResistances({ fire: 1, cold: 2 }, off)).toEqual({ fire: 1, cold: 2 })
    expect(underwaterResistances({}, off)).toEqual({})
  })
})

describe('GG-130 fire Resistance fully underwater (GG-081 sources)', () => {
  it('adds one source of fire Resistance to a being with none', () => {
    expect(underwaterResistances({})).toEqual({ fire: 1 })
  })
  it('adds it on top of the being’s own, and leaves its other Resistances alone', () => {
    const own = { fire: 1, cold: 2 }
    expect(underwaterResistances(own)).toEqual({ fire: 2, cold: 2 })
    expect(own).toEqual({ fire: 1, cold: 2 })
  })
})

describe('the underwater Disadvantage on an attack’s Advantage (5e: one of each cancels)', () => {
  it.each([
    ['advantage', true, 'normal'],
    ['normal', true, 'disadvantage'],
    ['disadvantage', true, 'disadvantage'],
    ['advantage', false, 'advantage'],
    ['normal', false, 'normal'],
    ['disadvantage', false, 'disadvantage'],
  ] as const)('%s with underwater Disadvantage %s -> %s', (adv, dis, expected) => {
    expect(withUnderwater(adv, dis)).toBe(expected)
  })
})
