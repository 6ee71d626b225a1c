/**
 * BW dice expressions: "d6", "1d6+1", "2d10+1d6-1", "7". Used for Armor (F-BW-2) and anything a
 * sheet writes as text. A plain number is an expression with no dice: it "rolls" itself.
 */
import type { Dice } from '../../../dice'

/** `n` dice of `die` faces (2d10 = {n: 2, die: 10}). */
export interface BwDiceTerm {
  n: number
  die: number
}

/** Dice plus a flat bonus (which may be negative). */
export interface BwDiceExpr {
  dice: BwDiceTerm[]
  bonus: number
}

const TERM = /^(\d{0,2})d(\d{1,3})$/

/** Read "2d10+1", "d6", "7" into dice and a bonus; throw in words a GM understands. */
export function parseBwDice(text: string): BwDiceExpr {
  const src = text.replace(/\s+/g, '').toLowerCase()
  // The pattern needs one character at least, so it refuses an empty text too.
  if (!/^[+-]?[0-9d]+([+-][0-9d]+)*$/.test(src)) {
    throw new Error(`"${text}" is not dice like d6, 1d6+1 or 7`)
  }
  const dice: BwDiceTerm[] = []
  let bonus = 0
  for (const part of src.match(/[+-]?[^+-]+/g) ?? []) {
    const sign = part.startsWith('-') ? -1 : 1
    const body = part.replace(/^[+-]/, '')
    const m = TERM.exec(body)
    if (m) {
      if (sign < 0) throw new Error(`"${text}" subtracts dice; write only added dice`)
      const n = m[1] === '' ? 1 : Number(m[1])
      const die = Number(m[2])
      if (n < 1 || n > 20) throw new Error(`"${text}" must roll 1 to 20 dice of a kind`)
      if (die < 2 || die > 100) throw new Error(`"${text}" has a die with ${die} sides`)
      dice.push({ n, die })
    } else if (/^\d{1,3}$/.test(body)) {
      bonus += sign * Number(body)
    } else {
      throw new Error(`"${text}" is not dice like d6, 1d6+1 or 7`)
    }
  }
  return { dice, bonus }
}

/** The highest total an expression can show (every die on its top face). */
export function maxOfDice(expr: BwDiceExpr): number {
  return expr.dice.reduce((s, t) => s + t.n * t.die, expr.bonus)
}

/** Every die of an expression as a list of faces counts, e.g. 2d10+1d6 → [10, 10, 6]. */
export function diceList(dice: readonly BwDiceTerm[]): number[] {
  const out: number[] = []
  for (const t of dice) for (let i = 0; i < t.n; i++) out.push(t.die)
  return out
}

/** Roll an expression: the faces in order and the total (a plain number rolls no die). */
export function rollBwDice(dice: Dice, expr: BwDiceExpr): { faces: number[]; total: number } {
  const faces = diceList(expr.dice).map((sides) => dice.roll(sides))
  return { faces, total: faces.reduce((s, f) => s + f, expr.bonus) }
}

/** Write an expression back as text: {dice: [{n:2, die:10}], bonus: 1} → "2d10+1". */
export function formatBwDice(expr: BwDiceExpr): string {
  const dice = expr.dice.map((t) => `${t.n}d${t.die}`).join('+')
  if (dice === '') return String(expr.bonus)
  if (expr.bonus === 0) return dice
  return `${dice}${expr.bonus > 0 ? '+' : '-'}${Math.abs(expr.bonus)}`
}
