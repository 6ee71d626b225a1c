/**
 * A stat block's derived numbers as the sheet shows them, worked out by hand from seed 000:
 * AC from the armor set and DEX (L225), BAC from the set and KNO (L235), the weights' adds
 * (L250 medium +1 AC +1 Plating, L251 light +1 BAC +1 AC, L252 heavy +3 Plating), the Power Die
 * by level (L144-L146), and Intimidation on FOR or CHA "but not both at once" (L385).
 */
import { describe, expect, it } from 'vitest'
import {
  abilityBreakdown,
  abilityModifier,
  abilityStat,
  derivedDefences,
  powerDieOf,
} from '../../../../shared/rules/bluebox/statblock'
import type { ArmorSet } from '../../../../shared/rules/bluebox/sheet-schema'

const stats = { FOR: 0, DEX: 2, SPI: 0, CHA: 0, KNO: -1 }
const armor = (weight: ArmorSet['weight']): ArmorSet =>
  ({ name: 'Set', weight, baseAC: 10, baseBAC: 8, basePlating: 1 }) as ArmorSet
const block = (weight: ArmorSet['weight'], naturalPlating = 0) => ({
  stats,
  armor: armor(weight),
  naturalPlating,
})

describe('AC, BAC and Plating with each weight of armor, and how the sheet explains them', () => {
  it('light armor: +1 AC and +1 BAC, no Plating add (L251)', () => {
    // AC 10 + DEX 2 + 1 = 13; BAC 8 + KNO -1 + 1 = 8; Plating 0 + 1 = 1 (light adds none).
    expect(derivedDefences(block('light'))).toEqual({
      ac: 13,
      bac: 8,
      plating: 1,
      how: [
        'AC 13 = armor base 10 + DEX +2 + light armor +1',
        'BAC 8 = armor base 8 + KNO -1 + light armor +1',
        'Plating 1 = natural 0 + armor base 1',
      ],
    })
  })

  it('medium armor: +1 AC and +1 Plating (L250)', () => {
    // AC 10 + 2 + 1 = 13; BAC 8 - 1 = 7; Plating natural 2 + base 1 + 1 = 4.
    expect(derivedDefences(block('medium', 2))).toEqual({
      ac: 13,
      bac: 7,
      plating: 4,
      how: [
        'AC 13 = armor base 10 + DEX +2 + medium armor +1',
        'BAC 7 = armor base 8 + KNO -1',
        'Plating 4 = natural 2 + armor base 1 + medium armor +1',
      ],
    })
  })

  it('heavy armor: +3 Plating only (L252)', () => {
    // AC 10 + 2 = 12; BAC 7; Plating 0 + 1 + 3 = 4.
    expect(derivedDefences(block('heavy'))).toEqual({
      ac: 12,
      bac: 7,
      plating: 4,
      how: [
        'AC 12 = armor base 10 + DEX +2',
        'BAC 7 = armor base 8 + KNO -1',
        'Plating 4 = natural 0 + armor base 1 + heavy armor +3',
      ],
    })
  })

  it('no armor names no weight, and a modifier of 0 reads +0', () => {
    const bare = {
      stats: { ...stats, DEX: 0, KNO: 0 },
      armor: { ...armor('none'), baseAC: 9, baseBAC: 9, basePlating: 0 },
      naturalPlating: 3,
    }
    expect(derivedDefences(bare).how).toEqual([
      'AC 9 = armor base 9 + DEX +0',
      'BAC 9 = armor base 9 + KNO +0',
      'Plating 3 = natural 3 + armor base 0',
    ])
  })
})

describe('the Power Die by level (L144-L146)', () => {
  it('d4 at levels 1-3, d6 at 4-6, d8 from 7', () => {
    expect([1, 3, 4, 6, 7, 10].map((level) => powerDieOf({ level }))).toEqual([4, 4, 6, 6, 8, 8])
  })
})

describe('which stat an ability check uses', () => {
  const intimidating = (FOR: number, CHA: number) => ({ stats: { ...stats, FOR, CHA } })

  it('Intimidation takes the higher of FOR and CHA unless one is named (L385)', () => {
    expect(abilityStat(intimidating(1, 3), 'intimidation')).toBe('CHA')
    expect(abilityStat(intimidating(3, 1), 'intimidation')).toBe('FOR')
    expect(abilityStat(intimidating(3, 1), 'intimidation', 'CHA')).toBe('CHA')
  })

  it('a tie keeps FOR, the first the ability lists; a stat the ability does not allow is ignored', () => {
    expect(abilityStat(intimidating(2, 2), 'intimidation')).toBe('FOR')
    // Stealth is DEX only: naming KNO does not make it a KNO check.
    expect(abilityStat({ stats }, 'stealth', 'KNO')).toBe('DEX')
  })

  it('the breakdown names the stat, its modifier and the bonus; the modifier is their sum', () => {
    const b = {
      stats: { ...stats, FOR: -2, CHA: -3 },
      abilityBonuses: { intimidation: 1 },
      practiced: { abilities: [], saves: [] },
    }
    // FOR -2 beats CHA -3; -2 + 1 = -1.
    expect(abilityBreakdown(b as never, 'intimidation').how).toBe(
      'Intimidation -1 = FOR -2 + bonus 1',
    )
    expect(abilityModifier(b as never, 'intimidation')).toBe(-1)
    // No bonus entered counts as 0: Stealth = DEX 2.
    expect(abilityModifier(b as never, 'stealth')).toBe(2)
  })
})
