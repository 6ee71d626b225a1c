/**
 * Dice notation for the free-form roller, read by @airjp73/dice-notation (MIT; its only dependency
 * is the moo lexer). A well-kept library rather than a parser of our own;
 * @dice-roller/rpg-dice-roller was passed over because it pulls in mathjs.
 *
 * The library splits the text into dice, whole numbers, + - * / and parentheses (its lexer, with
 * its constant rule and a die rule given through its plugin hook so `d8` and `1D20` read as one
 * die), draws every face through its `random` hook, which is mapped onto our `Dice` (its own
 * default, the global random source, is replaced by one that throws), and tallies each dice
 * term. Two things stay here: the order of its tokens is checked (the library lets `(1d4+1` through and drops whatever
 * follows a stray `)`), and the arithmetic over its tallies is done here, because its
 * `calculateFinalResult` in 2.2.2 collapses the whole stack on a precedence change (`1+2*3*4`
 * gives 28, not 25). Our limits (dice, sides, length) are checked before anything is rolled;
 * every refusal says where and why, and a result is never NaN or Infinity.
 */
import {
  createDiceRoller,
  withPlugins,
  type DiceRollToken,
  type DiceRule,
  type OperatorToken,
  type Random,
  type Token,
} from '@airjp73/dice-notation'
import type { Dice } from './'

/** Limits that keep a typo (`200d6`, `1d10000`) from freezing the page or flooding the log. */
export const NOTATION_MAX_DICE = 100
export const NOTATION_MAX_SIDES = 1000
export const NOTATION_MAX_CONSTANT = 10000
export const NOTATION_MAX_TERMS = 20
export const NOTATION_MAX_LENGTH = 200

type Operator = OperatorToken['operator']

/** A die term as the die rule reads it; a missing count is one die, a missing side count is null. */
interface DieTerm {
  count: number
  sides: number | null
}

const DIE_RULE = 'BlueBoxDie'
const CONSTANT_RULE = 'BlueBoxConstant'

/** `NdS`, `dS`, and (so they can be refused by name) `Nd` and `d`. */
const dieRule: DiceRule<DieTerm> = {
  regex: /\d*[dD]\d*/,
  typeConstant: DIE_RULE,
  tokenize: (raw) => {
    const [count = '', sides = ''] = raw.split(/[dD]/)
    return {
      count: count === '' ? 1 : parseInt(count, 10),
      sides: sides === '' ? null : parseInt(sides, 10),
    }
  },
  roll: ({ count, sides }, { generateRolls }) => generateRolls(count, sides ?? 0),
  calculateValue: (_term, rolls) => rolls.reduce((a, b) => a + b, 0),
}

/** A whole number, as the library's own constant rule reads it (that rule is not exported). */
const constantRule: DiceRule<number> = {
  regex: /\d+/,
  typeConstant: CONSTANT_RULE,
  tokenize: (raw) => parseInt(raw, 10),
  roll: () => [],
  calculateValue: (value) => value,
}

const noMathRandom: Random = () => {
  throw new Error('dice notation rolls only through a Dice')
}

const roller = createDiceRoller(withPlugins(dieRule, constantRule), { random: noMathRandom })

/** The notation as a tree over the library's tokens; `at` is the token's index. */
export type NotationExpr =
  | { kind: 'dice'; at: number; position: number; count: number; sides: number }
  | { kind: 'number'; at: number; value: number }
  | { kind: 'sign'; op: '+' | '-'; of: NotationExpr }
  | { kind: 'group'; of: NotationExpr }
  | { kind: 'binary'; op: Operator; position: number; left: NotationExpr; right: NotationExpr }

export type ParsedNotation =
  | {
      ok: true
      /** Canonical text, e.g. "(1d4 + 1) * 2". */
      notation: string
      tokens: Token[]
      expr: NotationExpr
      /** How many dice one roll draws. */
      dice: number
    }
  | { ok: false; error: string }

class NotationError extends Error {}

const isDiceRoll = (t: Token): t is DiceRollToken => 'detailType' in t
const isOperator = (t: Token): t is OperatorToken => 'operator' in t
const isOpen = (t: Token) => !isDiceRoll(t) && !isOperator(t) && t.content === '('
const isClose = (t: Token) => !isDiceRoll(t) && !isOperator(t) && t.content === ')'
const at = (t: Token | undefined) =>
  t ? `"${t.content}" at position ${t.position + 1}` : 'the end'

/** Check the order of the library's tokens and build the tree: sums of products of signed terms. */
function buildExpr(tokens: Token[]): { expr: NotationExpr; dice: number } {
  let i = 0
  let dice = 0
  let terms = 0
  const fail = (message: string): never => {
    throw new NotationError(message)
  }
  const operand = () => fail(`expected dice like 2d6, a number or "(", found ${at(tokens[i])}`)

  function term(t: DiceRollToken, index: number): NotationExpr {
    if (++terms > NOTATION_MAX_TERMS) fail(`more than ${NOTATION_MAX_TERMS} terms; split the roll`)
    const where = `${t.content} at position ${t.position + 1}`
    if (t.detailType === CONSTANT_RULE) {
      const value = t.detail as number
      if (value > NOTATION_MAX_CONSTANT)
        fail(`${where}: a number may be at most ${NOTATION_MAX_CONSTANT}`)
      return { kind: 'number', at: index, value }
    }
    const { count, sides } = t.detail as DieTerm
    if (sides === null) return fail(`${where}: a die needs its number of sides after "d", like 2d6`)
    if (count < 1) fail(`${where}: roll at least one die`)
    if (sides < 1) fail(`${where}: a die needs at least one side`)
    if (sides > NOTATION_MAX_SIDES)
      fail(`${where}: a die here may have at most ${NOTATION_MAX_SIDES} sides`)
    if (count > NOTATION_MAX_DICE)
      fail(`${where}: one roll takes at most ${NOTATION_MAX_DICE} dice`)
    dice += count
    if (dice > NOTATION_MAX_DICE)
      fail(`${where} makes ${dice} dice in all; one roll takes at most ${NOTATION_MAX_DICE}`)
    return { kind: 'dice', at: index, position: t.position, count, sides }
  }

  function atom(): NotationExpr {
    const t = tokens[i]
    if (t === undefined) return operand()
    if (isDiceRoll(t)) return term(t, i++)
    if (!isOpen(t)) return operand()
    i++
    const of = sum()
    const close = tokens[i]
    if (close === undefined) return fail(`"(" at position ${t.position + 1} is never closed`)
    if (!isClose(close)) fail(`expected + - * / or ")", found ${at(close)}`)
    i++
    return { kind: 'group', of }
  }

  function signed(): NotationExpr {
    const t = tokens[i]
    if (t === undefined || !isOperator(t) || (t.operator !== '+' && t.operator !== '-'))
      return atom()
    i++
    const next = tokens[i]
    if (next !== undefined && isOperator(next))
      fail(`${at(next)} follows the sign at position ${t.position + 1}; write one sign`)
    return { kind: 'sign', op: t.operator, of: atom() }
  }

  function chain(ops: readonly Operator[], next: () => NotationExpr): NotationExpr {
    let left = next()
    for (;;) {
      const t = tokens[i]
      if (t === undefined || !isOperator(t) || !ops.includes(t.operator)) return left
      i++
      left = { kind: 'binary', op: t.operator, position: t.position, left, right: next() }
    }
  }
  const product = () => chain(['*', '/'], signed)
  const sum = (): NotationExpr => chain(['+', '-'], product)

  const expr = sum()
  const rest = tokens[i]
  if (rest !== undefined) {
    if (isClose(rest)) fail(`")" at position ${rest.position + 1} closes nothing`)
    fail(`expected + - * or / between terms, found ${at(rest)}`)
  }
  return { expr, dice }
}

/** The notation written back, with each die's faces when `rolls` (by token index) is given. */
function format(e: NotationExpr, rolls?: ReadonlyArray<readonly number[] | null>): string {
  switch (e.kind) {
    case 'dice': {
      const faces = rolls?.[e.at]
      return `${e.count}d${e.sides}${faces ? ` [${faces.join(', ')}]` : ''}`
    }
    case 'number':
      return `${e.value}`
    case 'sign':
      return `${e.op}${format(e.of, rolls)}`
    case 'group':
      return `(${format(e.of, rolls)})`
    case 'binary':
      return `${format(e.left, rolls)} ${e.op} ${format(e.right, rolls)}`
  }
}

/** The value of `e`, each term taking `value(at)`; dividing by 0 is refused by name. */
function evaluate(
  e: NotationExpr,
  value: (at: number) => number,
  show: (e: NotationExpr) => string,
): number {
  switch (e.kind) {
    case 'dice':
    case 'number':
      return value(e.at)
    case 'sign':
      return e.op === '-' ? -evaluate(e.of, value, show) : evaluate(e.of, value, show)
    case 'group':
      return evaluate(e.of, value, show)
    case 'binary': {
      const l = evaluate(e.left, value, show)
      const r = evaluate(e.right, value, show)
      if (e.op === '+') return l + r
      if (e.op === '-') return l - r
      if (e.op === '*') return l * r
      if (r === 0)
        throw new NotationError(
          `"/" at position ${e.position + 1} divides by ${show(e.right)}, which came to 0`,
        )
      return l / r
    }
  }
}

const hasDice = (e: NotationExpr): boolean =>
  e.kind === 'dice' ||
  (e.kind === 'binary' ? hasDice(e.left) || hasDice(e.right) : e.kind !== 'number' && hasDice(e.of))

/** Refuse a division by a dice-free part that is 0 before anything is rolled (`1d6/0`). */
function checkFixedDivisors(e: NotationExpr, tokens: Token[]): void {
  if (e.kind === 'binary') {
    checkFixedDivisors(e.left, tokens)
    checkFixedDivisors(e.right, tokens)
    if (e.op === '/' && !hasDice(e.right)) {
      const fixed = (k: number) => (tokens[k] as DiceRollToken).detail as number
      if (evaluate(e.right, fixed, format) === 0)
        throw new NotationError(
          `"/" at position ${e.position + 1} divides by ${format(e.right)}, which is 0`,
        )
    }
  } else if (e.kind === 'sign' || e.kind === 'group') checkFixedDivisors(e.of, tokens)
}

/** Read dice notation through the library, or say what is wrong with it and where. */
export function parseNotation(text: string): ParsedNotation {
  const src = text.trim()
  if (src === '') return { ok: false, error: 'type some dice, like 2d6+3' }
  if (src.length > NOTATION_MAX_LENGTH)
    return {
      ok: false,
      error: `that is too long for dice notation (${src.length} characters; ${NOTATION_MAX_LENGTH} at most)`,
    }
  try {
    const { tokens, error } = roller.tokenizeFaultTolerant(src)
    if (error !== null)
      return {
        ok: false,
        error: `"${error.content.charAt(0)}" at position ${error.position + 1} is not dice notation (dice like 2d6, whole numbers, + - * / and parentheses)`,
      }
    const { expr, dice } = buildExpr(tokens)
    if (dice === 0) return { ok: false, error: 'no dice to roll: add a term like 1d6' }
    checkFixedDivisors(expr, tokens)
    return { ok: true, notation: format(expr), tokens, expr, dice }
  } catch (e) {
    return {
      ok: false,
      error: e instanceof NotationError ? e.message : `could not read that: ${String(e)}`,
    }
  }
}

export interface NotationRoll {
  notation: string
  /** Every die as [sides, face], in the order drawn. */
  faces: [number, number][]
  /** Exact for + - *; a division is kept to two decimals. */
  total: number
  /** e.g. "2d6 [3, 5] + 3". */
  detail: string
}

export type NotationOutcome = ({ ok: true } & NotationRoll) | { ok: false; error: string }

/** Roll read notation: the library draws each die, left to right, through `dice`. */
export function rollNotation(
  parsed: Extract<ParsedNotation, { ok: true }>,
  dice: Dice,
): NotationOutcome {
  const faces: [number, number][] = []
  const random: Random = (min, max) => {
    const sides = max - min + 1
    const face = dice.roll(sides)
    faces.push([sides, face])
    return min - 1 + face
  }
  try {
    const rolls = roller.rollDice(parsed.tokens, { random })
    const tallies = roller.tallyRolls(parsed.tokens, rolls, { random })
    const show = (e: NotationExpr) => format(e, rolls)
    const exact = evaluate(parsed.expr, (k) => tallies[k] ?? NaN, show)
    const detail = show(parsed.expr)
    if (!Number.isFinite(exact)) return { ok: false, error: `${detail} has no number for a result` }
    const total = Math.round(exact * 100) / 100 + 0
    if (Math.abs(total) > Number.MAX_SAFE_INTEGER)
      return { ok: false, error: `${detail} is too large to show exactly` }
    return { ok: true, notation: parsed.notation, faces, total, detail }
  } catch (e) {
    return {
      ok: false,
      error: e instanceof NotationError ? e.message : `could not roll that: ${String(e)}`,
    }
  }
}
