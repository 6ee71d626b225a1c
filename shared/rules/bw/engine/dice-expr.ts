/**
 * BW dice expressions: "d6", "1d6+1", "2d10+1d6-1", "7". Used for Armor (F-BW-2) and anything a
 * sheet writes as text. A plain number is an expression with no dice: it "rolls" itself.
 */
import { readDiceSum, type Dice } from '../../../dice'

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

/**
 * What BW writes at most: two digits of dice before the d, three of sides, a bonus of three digits
 * ("105d6" is no dice, not 5 dice with a stray 1 in front).
 */
const MOST = { count: 99, sides: 999, bonus: 999 }

/** Read "2d10+1", "d6", "7" into dice and a bonus; throw in words a GM understands. */
export function parseBwDice(text: string): BwDiceExpr {
  const notDice = () => new Error(`"${text}" is not dice like d6, 1d6+1 or 7`)
  const read = readDiceSum(text)
  if (!read.ok) throw notDice()
  const dice: BwDiceTerm[] = []
  let bonus = 0
  for (const term of read.terms) {
    if (term.kind === 'number') {
      if (term.value > MOST.bonus) throw notDice()
      bonus += term.sign * term.value
      continue
    }
    if (term.kind !== 'dice' || (term.count ?? 1) > MOST.count || term.sides > MOST.sides)
      throw notDice()
    if (term.sign < 0) throw new Error(`"${text}" subtracts dice; write only added dice`)
    const n = term.count ?? 1
    if (n < 1 || n > 20) throw new Error(`"${text}" must roll 1 to 20 dice of a kind`)
    if (term.sides < 2 || term.sides > 100)
      throw new Error(`"${text}" has a die with ${term.sides} sides`)
    dice.push({ n, die: term.sides })
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
