import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../shared/dice'
import { formatNotation, parseNotation, rollNotation } from '../../../renderer/src/library/notation'

describe('parseNotation', () => {
  it.each([
    ['2d6+3', '2d6 + 3'],
    ['1d12+2', '1d12 + 2'],
    ['4d4-1', '4d4 - 1'],
    ['d8', '1d8'],
    [' 1D20 + 1d4 - 2 ', '1d20 + 1d4 - 2'],
    ['-1d4+5', '-1d4 + 5'],
    ['3+2d6', '3 + 2d6'],
    ['100d1000', '100d1000'],
  ])('%s reads as %s', (text, canonical) => {
    const r = parseNotation(text)
    if (!r.ok) throw new Error(r.error)
    expect(formatNotation(r.terms)).toBe(canonical)
  })

  it.each([
    ['', 'type some dice'],
    ['   ', 'type some dice'],
    ['2d6*3', 'only + and - may join dice and numbers, found "*" at position 4'],
    ['2d', 'a die needs its number of sides after "d" (found the end)'],
    ['2d6+', 'expected dice like 2d6 or a number, found the end'],
    ['abc', 'expected dice like 2d6 or a number, found "a" at position 1'],
    ['2d6 3', 'only + and - may join dice and numbers, found "3" at position 5'],
    ['0d6', 'roll at least one die, not 0d6'],
    ['1d0', 'a die needs at least one side, not d0'],
    ['101d6', '101 dice is more than one roll takes (100)'],
    ['1d1001', 'd1001 has more sides than a die here may have (1000)'],
    ['5', 'no dice to roll'],
    ['2d6+3d', 'a die needs its number of sides'],
    ['4d6kh3', 'only + and - may join dice and numbers, found "k"'],
    ['1.5d6', 'only + and - may join dice and numbers, found "."'],
    ['--2d6', 'expected dice like 2d6 or a number, found "-" at position 2'],
  ])('%j is refused: %s', (text, message) => {
    const r = parseNotation(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toContain(message)
  })
})

describe('rollNotation', () => {
  it.each([
    ['2d6+3', { 6: [2, 5] }, 10, '2d6 [2, 5] + 3'],
    ['4d4-1', { 4: [1, 2, 3, 4] }, 9, '4d4 [1, 2, 3, 4] - 1'],
    ['1d12+2', { 12: [12] }, 14, '1d12 [12] + 2'],
    ['d8-d4', { 8: [3], 4: [4] }, -1, '1d8 [3] - 1d4 [4]'],
  ])('%s with scripted faces totals %d', (text, faces, total, detail) => {
    const r = parseNotation(text)
    if (!r.ok) throw new Error(r.error)
    const dice = scriptedDice(faces)
    const out = rollNotation(r.terms, dice)
    dice.assertDone()
    expect(out.total).toBe(total)
    expect(out.detail).toBe(detail)
    expect(out.faces).toEqual(dice.log())
  })
})
