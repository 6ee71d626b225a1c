/**
 * Dice notation for the free-form roller: a sum of terms, each `NdS` (N dice of S sides; N may be
 * left out for one die) or a whole number, joined by + or -. `2d6+3`, `1d12 + 2`, `4d4-1`, `d8+d4`.
 * Anything else (multiplication, keep/drop, exploding dice, a missing number) is refused with a
 * message that says where and why; the parser never guesses.
 */
import type { Dice } from '../../../shared/dice'

export type NotationTerm =
  { sign: 1 | -1; count: number; sides: number } | { sign: 1 | -1; constant: number }

export type ParsedNotation = { ok: true; terms: NotationTerm[] } | { ok: false; error: string }

/** Limits that keep a typo (`200d6`, `1d10000`) from freezing the page or flooding the log. */
export const NOTATION_MAX_DICE = 100
export const NOTATION_MAX_SIDES = 1000
export const NOTATION_MAX_CONSTANT = 10000
export const NOTATION_MAX_TERMS = 20

const fail = (error: string): ParsedNotation => ({ ok: false, error })

/** Parse dice notation into signed terms, or say what is wrong with it. */
export function parseNotation(text: string): ParsedNotation {
  const src = text.trim()
  if (src === '') return fail('type some dice, like 2d6+3')
  if (src.length > 200) return fail('that is too long for dice notation (200 characters at most)')
  const terms: NotationTerm[] = []
  let i = 0
  let sign: 1 | -1 = 1
  const skipSpace = () => {
    while (src[i] === ' ' || src[i] === '\t') i++
  }
  const number = (): string => {
    const start = i
    while (i < src.length && src[i]! >= '0' && src[i]! <= '9') i++
    return src.slice(start, i)
  }
  const at = () => (i < src.length ? `"${src[i]}" at position ${i + 1}` : 'the end')

  skipSpace()
  if (src[i] === '+' || src[i] === '-') {
    sign = src[i] === '-' ? -1 : 1
    i++
    skipSpace()
  }
  for (;;) {
    const n = number()
    if (src[i] === 'd' || src[i] === 'D') {
      i++
      const s = number()
      if (s === '') return fail(`a die needs its number of sides after "d" (found ${at()})`)
      const count = n === '' ? 1 : Number(n)
      const sides = Number(s)
      if (count < 1) return fail(`roll at least one die, not ${n}d${s}`)
      if (count > NOTATION_MAX_DICE)
        return fail(`${count} dice is more than one roll takes (${NOTATION_MAX_DICE})`)
      if (sides < 1) return fail(`a die needs at least one side, not d${s}`)
      if (sides > NOTATION_MAX_SIDES)
        return fail(`d${sides} has more sides than a die here may have (${NOTATION_MAX_SIDES})`)
      terms.push({ sign, count, sides })
    } else if (n !== '') {
      const constant = Number(n)
      if (constant > NOTATION_MAX_CONSTANT)
        return fail(`${constant} is larger than a modifier may be (${NOTATION_MAX_CONSTANT})`)
      terms.push({ sign, constant })
    } else {
      return fail(`expected dice like 2d6 or a number, found ${at()}`)
    }
    if (terms.length > NOTATION_MAX_TERMS)
      return fail(`more than ${NOTATION_MAX_TERMS} terms; split the roll`)
    skipSpace()
    if (i >= src.length) break
    const op = src[i]
    if (op !== '+' && op !== '-')
      return fail(`only + and - may join dice and numbers, found ${at()}`)
    sign = op === '-' ? -1 : 1
    i++
    skipSpace()
  }
  if (!terms.some((t) => 'sides' in t)) return fail('no dice to roll: add a term like 1d6')
  return { ok: true, terms }
}

/** The notation written back in a canonical form, e.g. "2d6 + 3". */
export function formatNotation(terms: readonly NotationTerm[]): string {
  return terms
    .map((t, k) => {
      const body = 'sides' in t ? `${t.count}d${t.sides}` : `${t.constant}`
      if (k === 0) return t.sign < 0 ? `-${body}` : body
      return `${t.sign < 0 ? '-' : '+'} ${body}`
    })
    .join(' ')
}

export interface NotationRoll {
  notation: string
  /** Every die as [sides, face], in the order drawn. */
  faces: [number, number][]
  total: number
  /** e.g. "2d6 [3, 5] + 3". */
  detail: string
}

/** Roll parsed notation through a Dice; each die is drawn in the order written. */
export function rollNotation(terms: readonly NotationTerm[], dice: Dice): NotationRoll {
  const faces: [number, number][] = []
  const parts: string[] = []
  let total = 0
  terms.forEach((t, k) => {
    let value: number
    let text: string
    if ('sides' in t) {
      const rolled: number[] = []
      for (let j = 0; j < t.count; j++) {
        const f = dice.roll(t.sides)
        faces.push([t.sides, f])
        rolled.push(f)
      }
      value = rolled.reduce((a, b) => a + b, 0)
      text = `${t.count}d${t.sides} [${rolled.join(', ')}]`
    } else {
      value = t.constant
      text = `${t.constant}`
    }
    total += t.sign * value
    parts.push(k === 0 ? (t.sign < 0 ? `-${text}` : text) : `${t.sign < 0 ? '-' : '+'} ${text}`)
  })
  return { notation: formatNotation(terms), faces, total, detail: parts.join(' ') }
}
