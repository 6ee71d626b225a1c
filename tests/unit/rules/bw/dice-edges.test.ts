/**
 * Edges of BW dice text (shared/rules/bw/engine/dice-expr.ts): what a sheet's Armor or a blast's damage
 * (F-BW-2, BW-30) may be written as, and the words a GM gets for anything else.
 */
import { describe, expect, it } from 'vitest'
import { formatBwDice, parseBwDice } from '../../../../shared/rules/bw/engine/dice-expr'

describe('BW dice text edges', () => {
  it.each([
    ['-3', { dice: [], bonus: -3 }],
    ['+3', { dice: [], bonus: 3 }],
    ['20d6', { dice: [{ n: 20, die: 6 }], bonus: 0 }],
    ['d2', { dice: [{ n: 1, die: 2 }], bonus: 0 }],
    ['d100', { dice: [{ n: 1, die: 100 }], bonus: 0 }],
    ['999', { dice: [], bonus: 999 }],
  ])('reads %j', (text, expr) => {
    expect(parseBwDice(text)).toEqual(expr)
  })

  it.each(['1++2', '++1', '2d6+', '1+', '1234', 'x1'])(
    'refuses %j as not dice, in the GM words',
    (text) => {
      expect(() => parseBwDice(text)).toThrow(`"${text}" is not dice like d6, 1d6+1 or 7`)
    },
  )

  it.each(['0d6', '21d6'])('refuses %j: 1 to 20 dice of a kind', (text) => {
    expect(() => parseBwDice(text)).toThrow('must roll 1 to 20 dice of a kind')
  })

  it('refuses a die of 101 sides', () => {
    expect(() => parseBwDice('d101')).toThrow('has a die with 101 sides')
  })

  it('writes a negative bonus with a minus sign', () => {
    expect(formatBwDice({ dice: [{ n: 1, die: 6 }], bonus: -2 })).toBe('1d6-2')
    expect(formatBwDice({ dice: [{ n: 1, die: 6 }], bonus: 2 })).toBe('1d6+2')
  })
})
