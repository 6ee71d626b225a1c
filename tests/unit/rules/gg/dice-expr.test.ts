import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  diceExprDistribution,
  floorAtZero,
  formatDiceExpr,
  maxDiceExpr,
  parseDiceExpr,
  rollDiceExpr,
  termDistribution,
} from '../../../../shared/rules/gg/engine/dice-expr'

describe('parseDiceExpr', () => {
  it.each([
    ['1d8+3', { terms: [{ count: 1, sides: 8 }], modifier: 3 }],
    ['d20', { terms: [{ count: 1, sides: 20 }], modifier: 0 }],
    [
      '2d20kh1',
      { terms: [{ count: 2, sides: 20, keep: { which: 'highest', n: 1 } }], modifier: 0 },
    ],
    ['2d20kl1', { terms: [{ count: 2, sides: 20, keep: { which: 'lowest', n: 1 } }], modifier: 0 }],
    [
      '1d8 + 1d6! - 2',
      {
        terms: [
          { count: 1, sides: 8 },
          { count: 1, sides: 6, base: false },
        ],
        modifier: -2,
      },
    ],
  ])('%s', (text, expected) => {
    expect(parseDiceExpr(text)).toEqual(expected)
  })

  it.each(['', 'abc', '1d', '-1d6', '2d6kh3', '1d8*2'])(
    'refuses %j with readable words',
    (text) => {
      expect(() => parseDiceExpr(text)).toThrow(/dice|die|keep/)
    },
  )

  it('formats back', () => {
    expect(formatDiceExpr(parseDiceExpr('1d8+1d6-2'))).toBe('1d8 + 1d6 - 2')
  })
})

describe('rollDiceExpr', () => {
  // GG-070: 1d4 − 3 with a roll of 2 → 0, not −1.
  it('GG-070 damage never below 0', () => {
    const r = rollDiceExpr(parseDiceExpr('1d4-3'), scriptedDice({ 4: [2] }))
    expect(r.total).toBe(0)
    expect(r.raw).toBe(-1)
  })

  it('keeps highest / lowest', () => {
    expect(rollDiceExpr(parseDiceExpr('2d20kh1'), scriptedDice({ 20: [4, 17] })).total).toBe(17)
    expect(rollDiceExpr(parseDiceExpr('2d20kl1'), scriptedDice({ 20: [4, 17] })).total).toBe(4)
    expect(rollDiceExpr(parseDiceExpr('4d6kh3'), scriptedDice({ 6: [1, 5, 3, 6] })).total).toBe(14)
  })

  // GG-073 examples.
  it.each([
    ['1d8+3', { 8: [5] }, 16],
    ['1d8+1d6!+3', { 8: [5], 6: [2] }, 24],
  ])('GG-073 Critical Hit %s', (expr, faces, total) => {
    const dice = scriptedDice(faces)
    expect(rollDiceExpr(parseDiceExpr(expr), dice, { critAddMax: true }).total).toBe(total)
    dice.assertDone()
  })

  it('GG-Q23 off: a crit adds only the base dice maxima', () => {
    const dice = scriptedDice({ 8: [5], 6: [2] })
    const r = rollDiceExpr(parseDiceExpr('1d8+1d6!+3'), dice, {
      critAddMax: true,
      critMaxAllDice: false,
    })
    expect(r.total).toBe(5 + 2 + 8 + 3)
  })

  // GG-074 examples: base dice maximised, extra dice rolled.
  it('GG-074 Overwhelming Blow: 1d8 + PHY 3 with +1d6 fire rolling 4 → 15', () => {
    const dice = scriptedDice({ 6: [4] })
    const r = rollDiceExpr(parseDiceExpr('1d8+1d6!+3'), dice, { maximiseBase: true })
    expect(r.total).toBe(15)
    expect(r.terms[0]?.maximised).toBe(true)
    dice.assertDone()
  })

  it('GG-Q20 stack: maximised base dice, then the crit maxima', () => {
    const r = rollDiceExpr(parseDiceExpr('1d8+3'), scriptedDice({}), {
      maximiseBase: true,
      critAddMax: true,
    })
    expect(r.total).toBe(8 + 8 + 3)
  })
})

describe('distributions', () => {
  it('termDistribution of 2d20kh1 matches the closed form', () => {
    const d = termDistribution({ count: 2, sides: 20, keep: { which: 'highest', n: 1 } })
    expect(d.min).toBe(1)
    for (let n = 1; n <= 20; n++) expect(d.p[n - 1]).toBeCloseTo((2 * n - 1) / 400, 12)
  })

  it('floorAtZero folds negatives onto 0', () => {
    const d = floorAtZero(diceExprDistribution(parseDiceExpr('1d4-3')))
    expect(d.min).toBe(0)
    expect(d.p[0]).toBeCloseTo(0.75, 12)
    expect(d.p[1]).toBeCloseTo(0.25, 12)
  })

  const exprArb = fc
    .record({
      a: fc.integer({ min: 1, max: 3 }),
      s: fc.constantFrom(4, 6, 8, 10),
      b: fc.integer({ min: 0, max: 2 }),
      t: fc.constantFrom(4, 6),
      m: fc.integer({ min: -6, max: 6 }),
      maximiseBase: fc.boolean(),
      critAddMax: fc.boolean(),
    })
    .map(({ a, s, b, t, m, maximiseBase, critAddMax }) => ({
      text: `${a}d${s}${b > 0 ? `+${b}d${t}!` : ''}${m >= 0 ? '+' : ''}${m}`,
      mode: { maximiseBase, critAddMax },
    }))

  it('odds sum to 1 and every roll lies inside the distribution (property)', () => {
    fc.assert(
      fc.property(exprArb, fc.integer({ min: 1, max: 1_000_000 }), ({ text, mode }, seed) => {
        const expr = parseDiceExpr(text)
        const d = floorAtZero(diceExprDistribution(expr, mode))
        expect(d.p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 10)
        expect(d.min + d.p.length - 1).toBe(maxDiceExpr(expr, mode))
        let x = seed
        const dice = { roll: (n: number) => ((x = (x * 48271) % 2147483647) % n) + 1 }
        const r = rollDiceExpr(expr, dice, mode)
        expect(r.total).toBeGreaterThanOrEqual(0)
        expect(d.p[r.total - d.min] ?? 0).toBeGreaterThan(0)
      }),
    )
  })
})
