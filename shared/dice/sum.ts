/**
 * The grammar the rulesets write dice in on their sheets: terms joined by + and -, each a die term
 * (NdX, N optional; keep-highest/lowest `kh1`/`kl1` and a trailing `!` where the game reads them),
 * a whole number, or a word the game names (ZZ's attributes: "d6+STR"). Spaces are ignored, letters
 * read in either case. This file only reads the shape; what a game allows (how many dice, which
 * sides, a subtracted die) and its words for a refusal stay the game's, because each seed words
 * them differently. The free-form roller's arithmetic with brackets is ./notation's.
 */

/** One term of a sum, with its sign and the text it was read from ("+2d6" in "1d8+2d6"). */
export type SumTerm =
  | {
      kind: 'dice'
      sign: 1 | -1
      /** The number of dice as written; null when the text leaves it out ("d6"). */
      count: number | null
      sides: number
      /** `kh<n>` keeps the highest n, `kl<n>` the lowest (only when the game reads keeps). */
      keep?: { which: 'highest' | 'lowest'; n: number }
      /** A trailing `!` (only when the game reads it; GG marks a die that is not a base die). */
      marked: boolean
      text: string
    }
  | { kind: 'number'; sign: 1 | -1; value: number; text: string }
  | { kind: 'word'; sign: 1 | -1; word: string; text: string }

/** What a game's dice may hold beyond plain dice and numbers. */
export interface SumGrammar {
  /** `kh<n>` / `kl<n>` after a die term. */
  keep?: boolean
  /** A trailing `!` on a die term. */
  mark?: boolean
  /** Words that may stand as terms, in upper case ("STR"); they are matched in either case. */
  words?: readonly string[]
}

/**
 * A sum read, or why not: `empty` (no text), `garbled` (a sign with nothing after it: "1d8+",
 * "2++3"), `unknown` (a part that is no term of this grammar), each with the part at fault.
 */
export type SumRead =
  | { ok: true; terms: SumTerm[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'garbled' | 'unknown'; part: string }

const DIE = /^(\d*)d(\d+)(?:(kh|kl)(\d+))?(!?)$/
const WHOLE = /^\d+$/

/** The signed parts of a sum with its spaces gone: "1d8", "+3", "-STR"; an empty body kept. */
function signedParts(src: string): string[] {
  const parts: string[] = []
  let start = 0
  for (let i = 1; i <= src.length; i++) {
    if (i === src.length || src[i] === '+' || src[i] === '-') {
      parts.push(src.slice(start, i))
      start = i
    }
  }
  return parts
}

function termOf(part: string, grammar: SumGrammar): SumTerm | null {
  const sign: 1 | -1 = part.startsWith('-') ? -1 : 1
  const body = part.replace(/^[+-]/, '')
  if (WHOLE.test(body)) return { kind: 'number', sign, value: Number(body), text: part }
  const die = DIE.exec(body.toLowerCase())
  if (die) {
    const [, count, sides, keep, n, mark] = die
    if (keep && !grammar.keep) return null
    if (mark && !grammar.mark) return null
    const term: SumTerm = {
      kind: 'dice',
      sign,
      count: count ? Number(count) : null,
      sides: Number(sides),
      marked: mark === '!',
      text: part,
    }
    if (keep) term.keep = { which: keep === 'kh' ? 'highest' : 'lowest', n: Number(n) }
    return term
  }
  const word = body.toUpperCase()
  if (grammar.words?.includes(word)) return { kind: 'word', sign, word, text: part }
  return null
}

/** Read `text` as a sum of terms under `grammar`; nothing is checked beyond the shape. */
export function readDiceSum(text: string, grammar: SumGrammar = {}): SumRead {
  const src = text.replace(/\s+/g, '')
  if (src === '') return { ok: false, reason: 'empty' }
  const terms: SumTerm[] = []
  for (const part of signedParts(src)) {
    if (part === '+' || part === '-') return { ok: false, reason: 'garbled', part }
    const term = termOf(part, grammar)
    if (!term) return { ok: false, reason: 'unknown', part }
    terms.push(term)
  }
  return { ok: true, terms }
}
