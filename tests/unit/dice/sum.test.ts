/**
 * The sheets' dice grammar (shared/dice/sum.ts): the shapes the three games write ("1d8+3",
 * "2d20kh1", "+1d6!" in GG; "d6+STR" in ZZ; "2d10+1d6-1" in BW) read into signed terms, and every
 * other shape refused with the part at fault, whatever the game then allows.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readDiceSum, type SumTerm } from '../../../shared/dice'

const GG = { keep: true, mark: true }
const ZZ = { words: ['STR', 'DEX', 'INT', 'CHA'] }

describe('readDiceSum', () => {
  it('reads dice, numbers and signs, spaces and case aside', () => {
    expect(readDiceSum(' 1D8 + 3 - 1 ')).toEqual({
      ok: true,
      terms: [
        { kind: 'dice', sign: 1, count: 1, sides: 8, marked: false, text: '1D8' },
        { kind: 'number', sign: 1, value: 3, text: '+3' },
        { kind: 'number', sign: -1, value: 1, text: '-1' },
      ],
    })
  })

  it('leaves an unwritten count unwritten ("d6" is not "1d6" to a game that tells them apart)', () => {
    const read = readDiceSum('d6')
    expect(read.ok && read.terms[0]).toMatchObject({ kind: 'dice', count: null, sides: 6 })
  })

  it('reads keeps and the mark only where the game reads them', () => {
    const gg = readDiceSum('2d20kh1+1d6!', GG)
    expect(gg.ok && gg.terms).toEqual([
      expect.objectContaining({ count: 2, sides: 20, keep: { which: 'highest', n: 1 } }),
      expect.objectContaining({ count: 1, sides: 6, marked: true }),
    ])
    expect(readDiceSum('2d20kl1', GG)).toMatchObject({ ok: true })
    expect(readDiceSum('2d20kh1')).toEqual({ ok: false, reason: 'unknown', part: '2d20kh1' })
    expect(readDiceSum('1d6+1d6!')).toEqual({ ok: false, reason: 'unknown', part: '+1d6!' })
  })

  it("reads the game's words in either case, and no other word", () => {
    const zz = readDiceSum('d10 + dex - 1', ZZ)
    expect(zz.ok && zz.terms[1]).toEqual({ kind: 'word', sign: 1, word: 'DEX', text: '+dex' })
    expect(readDiceSum('d6+STR')).toEqual({ ok: false, reason: 'unknown', part: '+STR' })
    expect(readDiceSum('d6+WIS', ZZ)).toEqual({ ok: false, reason: 'unknown', part: '+WIS' })
  })

  it('refuses an empty text, a dangling sign and a doubled one, naming the part', () => {
    expect(readDiceSum('   ')).toEqual({ ok: false, reason: 'empty' })
    expect(readDiceSum('1d8+')).toEqual({ ok: false, reason: 'garbled', part: '+' })
    expect(readDiceSum('2++3')).toEqual({ ok: false, reason: 'garbled', part: '+' })
    expect(readDiceSum('-')).toEqual({ ok: false, reason: 'garbled', part: '-' })
    expect(readDiceSum('1d')).toEqual({ ok: false, reason: 'unknown', part: '1d' })
    expect(readDiceSum('1.5')).toEqual({ ok: false, reason: 'unknown', part: '1.5' })
  })

  it('reads back any sum written from terms (a property over random sums)', () => {
    const term = fc.oneof(
      fc.record({
        kind: fc.constant('dice' as const),
        sign: fc.constantFrom(1 as const, -1 as const),
        count: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
        sides: fc.integer({ min: 1, max: 999 }),
        marked: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('number' as const),
        sign: fc.constantFrom(1 as const, -1 as const),
        value: fc.integer({ min: 0, max: 999 }),
      }),
    )
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 6 }), (terms) => {
        const texts = terms.map((t, i) => {
          const sign = t.sign < 0 ? '-' : i === 0 ? '' : '+'
          const body =
            t.kind === 'number'
              ? String(t.value)
              : `${t.count ?? ''}d${t.sides}${t.marked ? '!' : ''}`
          return sign + body
        })
        const read = readDiceSum(texts.join(' '), GG)
        expect(read.ok).toBe(true)
        const got = read.ok ? read.terms : []
        expect(got.map((t: SumTerm) => t.text)).toEqual(texts)
        got.forEach((t, i) => expect(t).toMatchObject(terms[i]!))
      }),
    )
  })
})
