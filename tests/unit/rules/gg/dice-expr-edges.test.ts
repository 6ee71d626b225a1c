import { describe, expect, it } from 'vitest'
import { convolve, scriptedDice } from '../../../../shared/dice'
import {
  diceExprDistribution,
  floorAtZero,
  formatDiceExpr,
  keptFaces,
  maxDiceExpr,
  parseDiceExpr,
  rollDiceExpr,
  termDistribution,
} from '../../../../shared/rules/gg/engine/dice-expr'

const d = (count: number, sides: number) => ({ count, sides })

describe('parseDiceExpr edges', () => {
  it('ignores spaces and letter case', () => {
    expect(parseDiceExpr(' 2D6 + 1 ')).toEqual({ terms: [d(2, 6)], modifier: 1 })
  })
  it('reads a leading plus, several flat numbers and a bare negative number', () => {
    expect(parseDiceExpr('+1d6!')).toEqual({ terms: [{ ...d(1, 6), base: false }], modifier: 0 })
    expect(parseDiceExpr('3+2')).toEqual({ terms: [], modifier: 5 })
    expect(parseDiceExpr('-3')).toEqual({ terms: [], modifier: -3 })
    // 1d8 + 4 - 1 = modifier 3.
    expect(parseDiceExpr('1d8+4-1')).toEqual({ terms: [d(1, 8)], modifier: 3 })
  })
  it('keeps all of the dice when asked to (n = count is allowed)', () => {
    expect(parseDiceExpr('2d6kl2').terms[0]).toEqual({
      ...d(2, 6),
      keep: { which: 'lowest', n: 2 },
    })
  })
  it('refuses, in the words the GM reads', () => {
    expect(() => parseDiceExpr('   ')).toThrow(
      'The dice expression is empty; write something like 1d8+3.',
    )
    expect(() => parseDiceExpr('+')).toThrow(
      '"+" is not a dice expression; write something like 1d8+3.',
    )
    expect(() => parseDiceExpr('1d6++2')).toThrow(
      '"1d6++2" is not a dice expression; write something like 1d8+3.',
    )
    expect(() => parseDiceExpr('1d6-1d4')).toThrow(
      '"-1d4" in "1d6-1d4" is not a die term; write NdX such as 2d6.',
    )
    expect(() => parseDiceExpr('1d6x')).toThrow(
      '"1d6x" in "1d6x" is not a die term; write NdX such as 2d6.',
    )
    expect(() => parseDiceExpr('0d6')).toThrow(
      '"0d6" in "0d6" needs at least one die with one side.',
    )
    expect(() => parseDiceExpr('1d0')).toThrow(
      '"1d0" in "1d0" needs at least one die with one side.',
    )
    expect(() => parseDiceExpr('2d6kh0')).toThrow(
      '"2d6kh0" keeps 0 of 2 dice; keep between 1 and 2.',
    )
    expect(() => parseDiceExpr('2d6kh3')).toThrow(
      '"2d6kh3" keeps 3 of 2 dice; keep between 1 and 2.',
    )
  })
  it('reads counts, sides and keeps of more than one digit', () => {
    expect(parseDiceExpr('12d100kh10')).toEqual({
      terms: [{ ...d(12, 100), keep: { which: 'highest', n: 10 } }],
      modifier: 0,
    })
  })
  it('refuses text before a die term', () => {
    expect(() => parseDiceExpr('x1d6')).toThrow(
      '"x1d6" in "x1d6" is not a die term; write NdX such as 2d6.',
    )
  })
  it('a 1-sided die is allowed (at least one side)', () => {
    expect(parseDiceExpr('1d1')).toEqual({ terms: [d(1, 1)], modifier: 0 })
  })
})

describe('keptFaces', () => {
  it('without a keep rule hands back the very same faces', () => {
    const faces = [3, 1]
    expect(keptFaces(d(2, 6), faces)).toBe(faces)
  })
  it('sorts by number, not as text, and leaves the rolled faces in roll order', () => {
    const faces = [10, 9, 2]
    // Highest of 10, 9, 2 is 10 (as text "9" would sort last).
    expect(keptFaces({ ...d(3, 10), keep: { which: 'highest', n: 1 } }, faces)).toEqual([10])
    expect(keptFaces({ ...d(3, 10), keep: { which: 'lowest', n: 2 } }, faces)).toEqual([2, 9])
    expect(faces).toEqual([10, 9, 2])
  })
})

describe('rollDiceExpr edges (GG-070, GG-073, GG-074, GG-Q23)', () => {
  it('records every face and the kept ones', () => {
    const r = rollDiceExpr(parseDiceExpr('3d6kh2+1'), scriptedDice({ 6: [2, 6, 4] }))
    // Kept 4 and 6: 10 + 1 = 11.
    expect(r).toEqual({
      terms: [
        {
          term: { ...d(3, 6), keep: { which: 'highest', n: 2 } },
          faces: [2, 6, 4],
          kept: [4, 6],
          value: 10,
          maximised: false,
          critBonus: 0,
        },
      ],
      modifier: 1,
      total: 11,
      raw: 11,
    })
  })
  it('GG-074: a maximised base term with keep counts only the kept dice (2d20kh1 -> 20)', () => {
    const r = rollDiceExpr(parseDiceExpr('2d20kh1'), scriptedDice({}), { maximiseBase: true })
    expect(r.terms[0]).toMatchObject({ faces: [], kept: [20], value: 20, maximised: true })
    expect(r.total).toBe(20)
  })
  it('GG-074: an extra (non-base) die is rolled, not maximised', () => {
    const r = rollDiceExpr(parseDiceExpr('1d6!'), scriptedDice({ 6: [2] }), {
      maximiseBase: true,
    })
    expect(r.terms[0]).toMatchObject({ faces: [2], value: 2, maximised: false })
  })
  it('GG-073: the crit adds the maximum of each kept die (4d6kh3: 3 x 6 = 18)', () => {
    const r = rollDiceExpr(parseDiceExpr('4d6kh3'), scriptedDice({ 6: [1, 5, 3, 6] }), {
      critAddMax: true,
    })
    // Kept 3 + 5 + 6 = 14, plus 18 = 32.
    expect(r.terms[0]?.critBonus).toBe(18)
    expect(r.total).toBe(32)
  })
  it('GG-Q23 off: the extra die gets no crit bonus, the base die still does', () => {
    const r = rollDiceExpr(parseDiceExpr('1d8+1d6!'), scriptedDice({ 8: [5], 6: [2] }), {
      critAddMax: true,
      critMaxAllDice: false,
    })
    expect(r.terms.map((t) => t.critBonus)).toEqual([8, 0])
  })
  it('GG-070: exactly 0 stays 0 (1d4-2 rolling 2)', () => {
    const r = rollDiceExpr(parseDiceExpr('1d4-2'), scriptedDice({ 4: [2] }))
    expect(r).toMatchObject({ total: 0, raw: 0, modifier: -2 })
  })
})

describe('maxDiceExpr (GG-070, GG-073, GG-Q23)', () => {
  it.each([
    // 8 + 3 = 11.
    ['1d8+3', {}, 11],
    // GG-073: (8 + 8) + 3 = 19.
    ['1d8+3', { critAddMax: true }, 19],
    // Keep one of two d20: 20.
    ['2d20kh1', {}, 20],
    // GG-Q23 off: 8 + 6 + 8 (base only) + 3 = 25; on: + 6 more = 31.
    ['1d8+1d6!+3', { critAddMax: true, critMaxAllDice: false }, 25],
    ['1d8+1d6!+3', { critAddMax: true }, 31],
    // GG-070: 4 - 10 = -6, floored to 0.
    ['1d4-10', {}, 0],
  ])('%s in %j -> %i', (text, mode, max) => {
    expect(maxDiceExpr(parseDiceExpr(text), mode)).toBe(max)
  })
})

describe('distributions at their edges', () => {
  it('convolve adds the minimums and spreads the chances (1d2 + 1d2)', () => {
    const half = { min: 1, p: [0.5, 0.5] }
    expect(convolve(half, half)).toEqual({ min: 2, p: [0.25, 0.5, 0.25] })
    // A zero chance in the middle contributes nothing: {0: 1/2, 2: 1/2} + 1d2.
    expect(convolve({ min: 0, p: [0.5, 0, 0.5] }, half)).toEqual({
      min: 1,
      p: [0.25, 0.25, 0.25, 0.25],
    })
  })
  it('1d6 is flat from 1; 2d6kl1 favours low faces: P(1) = 11/36, P(6) = 1/36', () => {
    const one = termDistribution(d(1, 6))
    expect(one.min).toBe(1)
    expect(one.p).toHaveLength(6)
    for (const x of one.p) expect(x).toBeCloseTo(1 / 6, 12)
    const low = termDistribution({ ...d(2, 6), keep: { which: 'lowest', n: 1 } })
    expect(low.min).toBe(1)
    expect(low.p).toHaveLength(6)
    // P(min = x) = (13 - 2x) / 36.
    for (let x = 1; x <= 6; x++) expect(low.p[x - 1]).toBeCloseTo((13 - 2 * x) / 36, 12)
  })
  it('3d4kh2: the sum of the two highest runs 2..8; P(8) = P(at least two 4s) = 10/64', () => {
    const t = termDistribution({ ...d(3, 4), keep: { which: 'highest', n: 2 } })
    expect(t.min).toBe(2)
    expect(t.p).toHaveLength(7)
    // Two 4s and a non-4: 3 orders x 3 faces = 9, plus 4-4-4 = 1: 10 of 64.
    expect(t.p[6]).toBeCloseTo(10 / 64, 12)
    // Sum 2 only from 1-1-1: 1 of 64.
    expect(t.p[0]).toBeCloseTo(1 / 64, 12)
  })
  it('refuses a keep pool too large to enumerate (20^5 = 3,200,000 > 2,000,000)', () => {
    expect(() => termDistribution({ ...d(5, 20), keep: { which: 'highest', n: 1 } })).toThrow(
      '5d20 with keep is too large to enumerate.',
    )
  })
  it('GG-074 with GG-073 stacked (GG-Q20 stack): 1d8+3 is always 8 + 8 + 3 = 19', () => {
    expect(
      diceExprDistribution(parseDiceExpr('1d8+3'), { maximiseBase: true, critAddMax: true }),
    ).toEqual({ min: 19, p: [1] })
  })
  it('GG-Q23 off: the extra 1d4 is not shifted by the crit, the base 1d2 is by 2', () => {
    const dist = diceExprDistribution(parseDiceExpr('1d2+1d4!'), {
      critAddMax: true,
      critMaxAllDice: false,
    })
    // 1d2 + 2 runs 3..4, 1d4 runs 1..4: the sum runs 4..8.
    expect(dist.min).toBe(4)
    expect(dist.p).toHaveLength(5)
  })
  it('GG-074: an extra die keeps its spread while the base die is fixed at its maximum', () => {
    // 1d6 maximised = 6, 1d4! = 1..4: 7..10, each 1/4.
    const dist = diceExprDistribution(parseDiceExpr('1d6+1d4!'), { maximiseBase: true })
    expect(dist.min).toBe(7)
    expect(dist.p).toHaveLength(4)
    for (const x of dist.p) expect(x).toBeCloseTo(0.25, 12)
  })
  it('GG-070 floor: a distribution already at 0 or above is returned as is', () => {
    const dist = { min: 0, p: [0.5, 0.5] }
    expect(floorAtZero(dist)).toBe(dist)
  })
  it('GG-070 floor: everything below 0 lands on 0, even when all of it is below', () => {
    // 1d4-4 runs -3..0: all on 0.
    const a = floorAtZero(diceExprDistribution(parseDiceExpr('1d4-4')))
    expect(a.min).toBe(0)
    expect(a.p).toHaveLength(1)
    expect(a.p[0]).toBeCloseTo(1, 12)
    // 1d4-5 runs -4..-1: all on 0.
    const b = floorAtZero(diceExprDistribution(parseDiceExpr('1d4-5')))
    expect(b.min).toBe(0)
    expect(b.p).toHaveLength(1)
    expect(b.p[0]).toBeCloseTo(1, 12)
    // 1d4-1 runs 0..3: nothing to fold (min 0).
    const c = floorAtZero(diceExprDistribution(parseDiceExpr('1d4-1')))
    expect(c.p).toHaveLength(4)
    // 1d4-2 runs -1..2: -1 and 0 fold onto 0 (2/4), then 1 and 2 at 1/4 each.
    const e = floorAtZero(diceExprDistribution(parseDiceExpr('1d4-2')))
    expect(e.min).toBe(0)
    expect(e.p).toHaveLength(3)
    expect(e.p[0]).toBeCloseTo(0.5, 12)
    expect(e.p[2]).toBeCloseTo(0.25, 12)
  })
})

describe('formatDiceExpr', () => {
  it.each([
    ['2d20kh1', '2d20kh1'],
    ['2d20kl1-1', '2d20kl1 - 1'],
    ['1d8', '1d8'],
    ['d6+2', '1d6 + 2'],
    ['-2', '-2'],
    ['0', '0'],
  ])('%s reads %s', (text, out) => {
    expect(formatDiceExpr(parseDiceExpr(text))).toBe(out)
  })
})
