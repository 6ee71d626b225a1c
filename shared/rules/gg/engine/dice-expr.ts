/**
 * GG dice expressions (OTHER-SYSTEMS.md A.3/A.4; seed 001, the Damage Roll, Critical Hit and
 * Overwhelming Blow paragraphs, lines 74–79): NdX terms, keep highest/lowest, a flat modifier, and the two special ways
 * to roll damage: an Overwhelming Blow maximises the base dice (GG-074) and a Critical Hit adds
 * each rolled die's maximum (GG-073). Pure: dice come through `Dice`.
 */
import {
  assertSides,
  certain,
  convolve,
  diceDistribution,
  floorAt,
  readDiceSum,
  shift,
  type Dice,
  type Distribution,
} from '../../../dice'

/** One NdX term. `keep` keeps the highest/lowest `n` of the `count` dice (5e Advantage is 2d20kh1). */
export interface DiceTerm {
  count: number
  sides: number
  keep?: { which: 'highest' | 'lowest'; n: number }
  /**
   * A base die of the Weapon (or the Unarmed Strike's 1d4): an Overwhelming Blow maximises it
   * (GG-074). Extra dice from Features or magic are not base. Defaults to true.
   */
  base?: boolean
  /** The die's damage type(s), for the log only (e.g. "fire" for a Feature die). */
  type?: string
}

export interface DiceExpr {
  terms: readonly DiceTerm[]
  modifier: number
}

/** How the damage is rolled: normally, as an Overwhelming Blow, as a Critical Hit, or both stacked (GG-Q20). */
export interface RollMode {
  /** GG-074: base dice count as rolling their maximum. */
  maximiseBase?: boolean
  /** GG-073: add the maximum of every die rolled (or only the base dice when `critMaxAllDice` is false, GG-Q23). */
  critAddMax?: boolean
  /** GG-Q23 (`gg.critMaxAllDice`, default true). */
  critMaxAllDice?: boolean
}

export interface TermRoll {
  term: DiceTerm
  /** Every face rolled (empty when the term was maximised without rolling). */
  faces: number[]
  /** The faces kept (all of them, the same array as `faces`, unless the term keeps some). */
  kept: number[]
  /** Sum of the kept faces, or the maximum when maximised. */
  value: number
  maximised: boolean
  /** Added by a Critical Hit (each kept die's maximum), 0 otherwise. */
  critBonus: number
}

export interface ExprRoll {
  terms: TermRoll[]
  modifier: number
  /** Dice + crit bonus + modifier, floored at 0 (GG-070). */
  total: number
  /** The sum before the floor at 0 (may be negative). */
  raw: number
}

/**
 * Parse "1d8+3", "2d20kh1", "1d6 + 1d4 - 2", "+1d6!" (a trailing "!" marks an extra, non-base die).
 * Throws a readable error for anything else.
 */
export function parseDiceExpr(text: string): DiceExpr {
  const read = readDiceSum(text.toLowerCase(), { keep: true, mark: true })
  if (!read.ok) {
    if (read.reason === 'empty')
      throw new Error('The dice expression is empty; write something like 1d8+3.')
    if (read.reason === 'garbled')
      throw new Error(`"${text}" is not a dice expression; write something like 1d8+3.`)
    throw notDieTerm(read.part, text)
  }
  const terms: DiceTerm[] = []
  let modifier = 0
  for (const t of read.terms) {
    if (t.kind === 'number') {
      modifier += t.sign * t.value
      continue
    }
    // The grammar reads no words for GG, and a die is never subtracted.
    if (t.kind !== 'dice' || t.sign < 0) throw notDieTerm(t.text, text)
    const count = t.count ?? 1
    if (count < 1 || t.sides < 1)
      throw new Error(`"${t.text}" in "${text}" needs at least one die with one side.`)
    const term: DiceTerm = { count, sides: t.sides }
    if (t.keep) {
      const { n } = t.keep
      if (n < 1 || n > count)
        throw new Error(`"${t.text}" keeps ${n} of ${count} dice; keep between 1 and ${count}.`)
      term.keep = t.keep
    }
    if (t.marked) term.base = false
    terms.push(term)
  }
  return { terms, modifier }
}

function notDieTerm(part: string, text: string): Error {
  return new Error(`"${part}" in "${text}" is not a die term; write NdX such as 2d6.`)
}

/** The faces a term keeps. */
export function keptFaces(term: DiceTerm, faces: number[]): number[] {
  // Without a keep rule every face is kept: the same array (no copy on the hot path).
  if (term.keep === undefined) return faces
  const sorted = [...faces].sort((a, b) => a - b)
  return term.keep.which === 'highest'
    ? sorted.slice(sorted.length - term.keep.n)
    : sorted.slice(0, term.keep.n)
}

function keptCount(term: DiceTerm): number {
  return term.keep === undefined ? term.count : term.keep.n
}

/**
 * Roll a dice expression (GG-070 damage floor 0, GG-073 Critical Hit, GG-074 Overwhelming Blow,
 * GG-Q20 stacking, GG-Q23 crit on all dice).
 */
export function rollDiceExpr(expr: DiceExpr, dice: Dice, mode: RollMode = {}): ExprRoll {
  const terms: TermRoll[] = []
  let raw = expr.modifier
  const critAll = mode.critMaxAllDice ?? true
  for (const term of expr.terms) {
    assertSides(term.sides)
    const isBase = term.base !== false
    const maximised = mode.maximiseBase === true && isBase
    let faces: number[] = []
    let kept: number[]
    let value: number
    if (maximised) {
      kept = new Array<number>(keptCount(term)).fill(term.sides)
      value = term.sides * kept.length
    } else {
      faces = new Array<number>(term.count)
      for (let i = 0; i < term.count; i++) faces[i] = dice.roll(term.sides)
      kept = keptFaces(term, faces)
      value = 0
      for (const f of kept) value += f
    }
    const critBonus = mode.critAddMax === true && (critAll || isBase) ? term.sides * kept.length : 0
    raw += value + critBonus
    terms.push({ term, faces, kept, value, maximised, critBonus })
  }
  return { terms, modifier: expr.modifier, total: Math.max(0, raw), raw }
}

/** The highest total an expression can produce in a mode. */
export function maxDiceExpr(expr: DiceExpr, mode: RollMode = {}): number {
  let t = expr.modifier
  const critAll = mode.critMaxAllDice ?? true
  for (const term of expr.terms) {
    const k = keptCount(term)
    t += term.sides * k
    if (mode.critAddMax === true && (critAll || term.base !== false)) t += term.sides * k
  }
  return Math.max(0, t)
}

/** Exact distribution of one term's kept sum (enumerates the faces when the term keeps some). */
export function termDistribution(term: DiceTerm): Distribution {
  if (term.keep === undefined) return diceDistribution(term.count, term.sides)
  // Keep-highest/lowest: enumerate every ordered outcome (fine for the small pools a GG roll uses).
  const total = term.sides ** term.count
  if (total > 2_000_000)
    throw new Error(`${term.count}d${term.sides} with keep is too large to enumerate.`)
  const n = keptCount(term)
  const p = new Array<number>(term.sides * n + 1).fill(0)
  const faces = new Array<number>(term.count).fill(1)
  for (let k = 0; k < total; k++) {
    const sum = keptFaces(term, faces).reduce((s, f) => s + f, 0)
    p[sum] = (p[sum] as number) + 1 / total
    for (let i = 0; i < term.count; i++) {
      if ((faces[i] as number) < term.sides) {
        faces[i] = (faces[i] as number) + 1
        break
      }
      faces[i] = 1
    }
  }
  return { min: n, p: p.slice(n) }
}

/**
 * Exact distribution of an expression's raw sum (before the floor at 0) in a mode: maximised base
 * dice are constant, crit bonuses are constant shifts.
 */
export function diceExprDistribution(expr: DiceExpr, mode: RollMode = {}): Distribution {
  let d = certain(expr.modifier)
  const critAll = mode.critMaxAllDice ?? true
  for (const term of expr.terms) {
    const isBase = term.base !== false
    const k = keptCount(term)
    const crit = mode.critAddMax === true && (critAll || isBase) ? term.sides * k : 0
    if (mode.maximiseBase === true && isBase) d = shift(d, term.sides * k + crit)
    else d = convolve(d, shift(termDistribution(term), crit))
  }
  return d
}

/** Fold everything below 0 onto 0 (GG-070: damage never below 0). */
export function floorAtZero(d: Distribution): Distribution {
  return floorAt(d, 0)
}

/** Readable text of an expression, e.g. "1d8 + 1d6 + 3". */
export function formatDiceExpr(expr: DiceExpr): string {
  const parts = expr.terms.map((t) => {
    const keep =
      t.keep === undefined ? '' : `${t.keep.which === 'highest' ? 'kh' : 'kl'}${t.keep.n}`
    return `${t.count}d${t.sides}${keep}`
  })
  if (expr.modifier !== 0 || parts.length === 0) parts.push(String(expr.modifier))
  return parts.join(' + ').replace(/\+ -/g, '- ')
}
