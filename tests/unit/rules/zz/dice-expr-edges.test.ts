/**
 * ZZ weapon formulas (ZZ-36, ZZ-Q17/Q20): how the parser splits dice, numbers and Primary
 * Attributes, the dice it refuses (with the words the GM reads), and the flat part per figure.
 */
import { describe, expect, it } from 'vitest'
import {
  attributeValue,
  formulaFlat,
  parseZzFormula,
} from '../../../../shared/rules/zz/engine/dice-expr'
import { MONDO, THURIG } from './fixture'

describe('ZZ weapon formulas: reading (ZZ-36, seed 003 L55)', () => {
  it('ZZ-36: numbers add and subtract with their sign, several digits long', () => {
    // d6 + 12 - 3 = the die plus 12 - 3 = 9.
    expect(parseZzFormula('d6+12-3')).toMatchObject({ dice: [6], attributes: [], flat: 9 })
    // d4 - 5: flat -5.
    expect(parseZzFormula('d4-5').flat).toBe(-5)
  })

  it('ZZ-36: a count before the d rolls that many dice; d1 and d100 are dice too', () => {
    // 3d1 = three one-sided dice; d100 one hundred-sided die.
    expect(parseZzFormula('3d1').dice).toEqual([1, 1, 1])
    expect(parseZzFormula('d100').dice).toEqual([100])
    // 20d6: twenty sixes, the most a formula may roll at once.
    expect(parseZzFormula('20d6').dice).toEqual(Array(20).fill(6))
  })

  it('ZZ-36: attributes keep their sign and are read in any case', () => {
    expect(parseZzFormula('d8 + dex - Int').attributes).toEqual([
      { attribute: 'DEX', sign: 1 },
      { attribute: 'INT', sign: -1 },
    ])
  })

  it('a formula is read once: the same text gives back the same parsed formula', () => {
    const first = parseZzFormula('2d10+CHA+7')
    expect(parseZzFormula('2d10+CHA+7')).toBe(first)
  })
})

describe('ZZ weapon formulas: refused in words', () => {
  it('an empty formula asks for one', () => {
    expect(() => parseZzFormula('')).toThrow('A weapon needs a damage formula like d6+STR.')
    expect(() => parseZzFormula('   ')).toThrow('A weapon needs a damage formula like d6+STR.')
  })

  it.each([
    // A die cannot be subtracted, rolled zero times, more than 20 at once, with 0 or > 100 sides.
    ['d6-d4', '-d4'],
    ['0d6', '0d6'],
    ['21d6', '21d6'],
    ['d0', 'd0'],
    ['d101', 'd101'],
    ['d8+STR-d6', '-d6'],
  ])('"%s" has dice it cannot roll: "%s"', (text, raw) => {
    expect(() => parseZzFormula(text)).toThrow(
      `The weapon formula "${text}" has dice it cannot roll: "${raw}".`,
    )
  })

  it.each([
    ['d6+x5', '+x5'],
    ['d6+5x', '+5x'],
    ['d6+LUCK', '+LUCK'],
  ])('"%s" names "%s", which is neither dice, a number nor an attribute', (text, raw) => {
    expect(() => parseZzFormula(text)).toThrow(
      `The weapon formula "${text}" has "${raw}", which is not dice, a number or STR, DEX, INT, CHA.`,
    )
  })
})

describe('ZZ weapon formulas: the flat part for a figure (ZZ-35, seed 003 L37)', () => {
  // Thurig: STR 3, DEX 1, INT 1, CHA 0; Mondo: STR 1, DEX 2, INT 1, CHA 1 (OTHER-SYSTEMS.md B.0).
  const odd = { str: 3, dex: 5, int: 7, cha: 11 }

  it('each Primary Attribute reads its own value', () => {
    expect(attributeValue(odd, 'STR')).toBe(3)
    expect(attributeValue(odd, 'DEX')).toBe(5)
    expect(attributeValue(odd, 'INT')).toBe(7)
    expect(attributeValue(odd, 'CHA')).toBe(11)
  })

  it('seed 003 L37: the Unarmed d8 + STR of Thurig has flat part 3', () => {
    expect(formulaFlat(parseZzFormula('d8+STR'), THURIG)).toBe(3)
  })

  it('attributes with signs and numbers sum: DEX + INT - CHA + 2', () => {
    // Mondo: 2 + 1 - 1 + 2 = 4; the odd figure: 5 + 7 - 11 + 2 = 3.
    const f = parseZzFormula('d6+DEX+INT-CHA+2')
    expect(formulaFlat(f, MONDO)).toBe(4)
    expect(formulaFlat(f, odd)).toBe(3)
  })
})
