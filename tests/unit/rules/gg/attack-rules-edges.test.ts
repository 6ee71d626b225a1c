import { describe, expect, it } from 'vitest'
import {
  assertCanGrappleOrShove,
  assertExtraLightAttack,
  assertTargetable,
  attackTrait,
  coverBonus,
  rangeAdvantage,
  rangedInMelee,
  thrownExtraAttack,
} from '../../../../shared/rules/gg/engine/attack-rules'

// Seed 001 line numbers are cited as L<n>.

describe('attack rules edges', () => {
  it('L42: an Unarmed Strike uses Physique even when it is called at range (no Agility)', () => {
    expect(attackTrait('unarmed', 'ranged')).toBe('PHY')
  })

  it('L63/L69: only Total Cover between attacker and target forbids a direct attack', () => {
    expect(() => assertTargetable('half', true, false)).not.toThrow()
    expect(() => assertTargetable('threeQuarters', true, false)).not.toThrow()
    // The attack comes from the target's side of the wall: the cover is not in between.
    expect(() => assertTargetable('total', false, false)).not.toThrow()
  })

  it('L65: Half Cover gives +2 to HT when nothing says where the attack comes from', () => {
    // Cover is assumed to stand between attacker and target unless the caller says otherwise.
    expect(coverBonus('half')).toBe(2)
  })

  it('L51: a target exactly at the Long Range can still be attacked, at Disadvantage', () => {
    // Only targets beyond the Long Range are out: 96 m of a 24/96 m bow is within it.
    expect(rangeAdvantage(96, 24, 96)).toBe('disadvantage')
  })

  it('L52: one hostile next to the archer that sees it is enough, whatever the others do', () => {
    const near = { attackerInItsAoC: true, canSeeAttacker: true, incapacitated: false }
    expect(rangedInMelee([{ ...near, incapacitated: true }, near])).toBe(true)
  })

  it('L52: a hostile the attacker is not next to, or that cannot see it, gives no Disadvantage', () => {
    const near = { attackerInItsAoC: true, canSeeAttacker: true, incapacitated: false }
    expect(rangedInMelee([{ ...near, attackerInItsAoC: false }])).toBe(false)
    expect(rangedInMelee([{ ...near, canSeeAttacker: false }])).toBe(false)
  })

  it('L57: the main weapon must be Light for an extra attack, said in plain words', () => {
    expect(() =>
      assertExtraLightAttack({ name: 'Greataxe', light: false }, { name: 'Dagger', light: true }),
    ).toThrow('Greataxe is not Light, so there is no extra attack.')
  })

  it('L57: the extra attack is made with a different weapon, not the one just used', () => {
    const dagger = { name: 'Dagger', light: true }
    expect(() => assertExtraLightAttack(dagger, dagger)).toThrow(
      'The extra attack needs a different Light Weapon in the other hand.',
    )
  })

  it('L57: a Loaded ranged off-hand weapon may make the extra attack', () => {
    const crossbow = { name: 'Hand crossbow', light: true, ranged: true, loaded: true }
    expect(() =>
      assertExtraLightAttack({ name: 'Shortsword', light: true }, crossbow),
    ).not.toThrow()
  })

  it('L57/L58: a Thrown weapon thrown as the extra attack is ranged and adds neither Trait nor SB', () => {
    expect(thrownExtraAttack({ name: 'Dagger', light: true, thrown: true })).toEqual({
      ranged: true,
      damageAddsTraitOrSB: false,
    })
    expect(() => thrownExtraAttack({ name: 'Shortsword', light: true, thrown: false })).toThrow(
      'Shortsword is not a Thrown weapon, so it cannot be thrown.',
    )
  })

  it('L59/L62: a refused Grapple says Grapple, a refused Shove says Shove', () => {
    expect(() => assertCanGrappleOrShove('grapple', 'medium', 'huge', true)).toThrow(
      'A medium creature cannot Grapple a huge one: it is too big.',
    )
    expect(() => assertCanGrappleOrShove('shove', 'small', 'huge', false)).toThrow(
      'A small creature cannot Shove a huge one: it is too big.',
    )
  })
})
