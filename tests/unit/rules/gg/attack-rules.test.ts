import { describe, expect, it } from 'vitest'
import {
  assertCanGrappleOrShove,
  assertExtraLightAttack,
  assertInReach,
  assertTargetable,
  attackTrait,
  baseHitTarget,
  chooseHitTarget,
  coverBonus,
  coverBonusToAgilityTest,
  escapeGrappleGoal,
  isAttack,
  rangeAdvantage,
} from '../../../../shared/rules/gg/engine/attack-rules'

// Aria: PHY 1, AGI 3, SB 2, HT 13. Orc: PHY 3, SB 2, HT 11.

describe('A.3 rules around the roll', () => {
  it('GG-045 Shove is an attack', () => {
    expect(isAttack('shove')).toBe(true)
  })

  it.each([
    ['weapon', 'melee', undefined, 'PHY'],
    ['weapon', 'ranged', undefined, 'AGI'],
    ['spell', 'ranged', 'KNO', 'KNO'],
    ['unarmed', 'melee', undefined, 'PHY'],
  ] as const)('GG-047 %s %s → %s', (kind, reach, spell, trait) => {
    expect(attackTrait(kind, reach, spell)).toBe(trait)
  })

  it('GG-047 a spell attack without a Spellcasting Trait is refused in plain words', () => {
    expect(() => attackTrait('spell', 'ranged')).toThrow(/Spellcasting/)
  })

  it('GG-049 base HT and choosing the best formula', () => {
    expect(baseHitTarget(3)).toBe(13)
    expect(chooseHitTarget([baseHitTarget(3), 12 + 2])).toBe(14)
    expect(() => chooseHitTarget([])).toThrow(/Hit Target/)
  })

  it('GG-054 single range: 40 m against 36 m is illegal', () => {
    expect(() => rangeAdvantage(40, 36)).toThrow(/beyond this attack’s range of 36 m/)
  })

  it.each([
    [24, 'normal'],
    [30, 'disadvantage'],
  ] as const)('GG-055 bow 24/96 m at %i m → %s', (d, out) => {
    expect(rangeAdvantage(d, 24, 96)).toBe(out)
  })

  it('GG-055 beyond Long Range is illegal', () => {
    expect(() => rangeAdvantage(100, 24, 96)).toThrow(/96 m/)
  })

  it('GG-057 reach 1 m: adjacent (and diagonal) yes, 2 m no', () => {
    expect(() => assertInReach(1, 1)).not.toThrow()
    expect(() => assertInReach(2, 1)).toThrow(/reach of 1 m/)
  })

  it('GG-060 refusals', () => {
    const shortsword = { name: 'Shortsword', light: true }
    const dagger = { name: 'Dagger', light: true }
    expect(() => assertExtraLightAttack(shortsword, dagger)).not.toThrow()
    expect(() => assertExtraLightAttack(shortsword, { name: 'Greataxe', light: false })).toThrow(
      /not Light/,
    )
    expect(() =>
      assertExtraLightAttack(shortsword, { name: 'Hand crossbow', light: true, ranged: true }),
    ).toThrow(/Loaded/)
  })

  it('GG-062 Grapple: Large yes, Huge no, no free hand no', () => {
    expect(() => assertCanGrappleOrShove('grapple', 'medium', 'large', true)).not.toThrow()
    expect(() => assertCanGrappleOrShove('grapple', 'medium', 'huge', true)).toThrow(/too big/)
    expect(() => assertCanGrappleOrShove('grapple', 'medium', 'large', false)).toThrow(/free hand/)
  })

  it('GG-063 escape TG 13; Aria 9 + 3 + 2 = 14 escapes', () => {
    const tg = escapeGrappleGoal(2, 3)
    expect(tg).toBe(13)
    expect(9 + 3 + 2 >= tg).toBe(true)
  })

  it("GG-Q25 escapeTGPhysique 'target': the escaper's Physique sets the TG", () => {
    expect(escapeGrappleGoal(2, 3, 1)).toBe(13)
    expect(escapeGrappleGoal(2, 3, 1, { escapeTGPhysique: 'target' })).toBe(11)
  })

  it('GG-064 Shove: a Huge giant is too big', () => {
    expect(() => assertCanGrappleOrShove('shove', 'medium', 'small', false)).not.toThrow()
    expect(() => assertCanGrappleOrShove('shove', 'medium', 'huge', false)).toThrow(/Shove/)
  })

  it.each([
    ['half', true, 2],
    ['half', false, 0],
    ['threeQuarters', true, 5],
    ['none', true, 0],
  ] as const)('GG-065/066/067 cover %s (from behind %s) → +%i', (cover, behind, bonus) => {
    expect(coverBonus(cover, behind)).toBe(bonus)
    expect(13 + coverBonus(cover, behind)).toBe(13 + bonus)
  })

  it('GG-066 + GG-Q27 the cover bonus on Agility Tests to avoid damage', () => {
    expect(coverBonusToAgilityTest('half', true, false)).toBe(2)
    expect(coverBonusToAgilityTest('half', true, true)).toBe(0)
    expect(coverBonusToAgilityTest('threeQuarters', true, false, { coverOnAgiSaves: false })).toBe(
      0,
    )
  })

  it('GG-068 Total Cover: a single target is illegal, an area reaches it', () => {
    expect(() => assertTargetable('total', true, false)).toThrow(/completely behind cover/)
    expect(() => assertTargetable('total', true, true)).not.toThrow()
  })
})
