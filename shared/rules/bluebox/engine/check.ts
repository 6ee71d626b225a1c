import type { Dice } from '../../../dice'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'

export type PowerDie = 4 | 6 | 8

/** Power Die: d4 at levels 1-3, d6 at 4-6, d8 at 7+ (Core Rules, Power Die). */
export function powerDie(level: number): PowerDie {
  return level >= 7 ? 8 : level >= 4 ? 6 : 4
}

/** Edge & Flaw cancel, then the net is capped at 2 either way: R1 (Core Rules, Edge & Flaw). */
export function netEdge(edge: number, flaw: number): number {
  const net = edge - flaw
  // Stryker disable next-line EqualityOperator: equivalent, at net = 2 (or -2) the clamp returns the same 2 (or -2)
  return net > 2 ? 2 : net < -2 ? -2 : net
}

/** Exhaustion: -1 per level to ability checks and attack rolls, at most -6; level 7 is Unconscious (Conditions, Exhaustion; R15). */
export function exhaustionPenalty(level: number | undefined): number {
  // Stryker disable next-line EqualityOperator: equivalent, level 0 gives Math.floor(0) = 0 below as well
  if (level === undefined || level <= 0) return 0
  // Stryker disable next-line EqualityOperator: equivalent, level 6 gives Math.floor(6) = 6 as well
  return level >= 6 ? 6 : Math.floor(level)
}

export interface CheckInput {
  modifier?: number
  edge?: number
  flaw?: number
  practiced?: boolean
  /** Exhaustion level; applies to ability checks and attack rolls only (R15), never to saves. */
  exhaustion?: number
}

export interface CheckResult {
  /** The d12 as it finally stands (after a Practiced reroll). */
  natural: number
  /** Edge d4s as they finally stand (after Practiced rerolls). */
  edgeDice: number[]
  flawDice: number[]
  total: number
  /** A natural 12 (Decisive Rolls & Hits). */
  decisive: boolean
}

/** Practiced: a 1 on the d12 or an Edge die is rolled again, once (R2) or until it is not a 1 (Core Rules, Practiced Rolls). */
export function rollPracticed(
  dice: Dice,
  sides: number,
  practiced: boolean,
  // Stryker disable next-line StringLiteral: equivalent, only 'until-not-one' is tested for; any other mode rerolls once
  mode: BlueBoxOptions['practicedReroll'] = 'once',
): number {
  let face = dice.roll(sides)
  if (!practiced || face !== 1) return face
  face = dice.roll(sides)
  if (mode === 'until-not-one' && sides > 1) while (face === 1) face = dice.roll(sides)
  return face
}

/** A d12 roll: modifier, Edge/Flaw d4s, Practiced rerolls, exhaustion; natural 12 is Decisive (Core Rules, Roll Types & Modifiers). */
export function rollCheck(
  input: CheckInput,
  dice: Dice,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): CheckResult {
  // Draw order (BLUEBOX-RULES.md, Worked examples): the d12, its Practiced reroll, each Edge d4
  // followed by its own reroll, then the Flaw d4s.
  const practiced = input.practiced === true
  const mode = options.practicedReroll
  const natural = rollPracticed(dice, 12, practiced, mode)
  const net = netEdge(input.edge ?? 0, input.flaw ?? 0)
  const edgeDice: number[] = []
  const flawDice: number[] = []
  let sum = 0
  for (let i = 0; i < net; i++) {
    const face = rollPracticed(dice, 4, practiced, mode)
    edgeDice.push(face)
    sum += face
  }
  for (let i = 0; i < -net; i++) {
    const face = dice.roll(4)
    flawDice.push(face)
    sum -= face
  }
  return {
    natural,
    edgeDice,
    flawDice,
    total: natural + (input.modifier ?? 0) + sum - exhaustionPenalty(input.exhaustion),
    decisive: natural === 12,
  }
}

/** Whether a rolled check meets a DC: total >= DC, or a natural 12 unless the attempt is impossible (Roll Types; Decisive Rolls & Hits). */
export function checkSucceeds(roll: CheckResult, dc: number, impossible = false): boolean {
  if (impossible) return false
  return roll.decisive || roll.total >= dc
}

export interface CheckOutcome {
  roll: CheckResult
  success: boolean
}

/** Ability check against a DC: match or beat it; a natural 12 succeeds unless impossible (Roll Types & Modifiers; Decisive Rolls & Hits). */
export function rollCheckAgainst(
  input: CheckInput & { impossible?: boolean },
  dc: number,
  dice: Dice,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): CheckOutcome {
  const roll = rollCheck(input, dice, options)
  return { roll, success: checkSucceeds(roll, dc, input.impossible === true) }
}

export interface SaveInput extends Omit<CheckInput, 'exhaustion'> {
  /** The being automatically fails this save (e.g. Out vs DEX/FOR/CHA, Unconscious vs FOR/DEX): no roll. */
  autoFail?: boolean
  impossible?: boolean
}

export interface SaveOutcome {
  /** Null when the save failed automatically without a roll. */
  roll: CheckResult | null
  success: boolean
}

/** Save: d12 + stat modifier vs DC, natural 12 succeeds, exhaustion never applies (Roll Types & Modifiers, Saves; R15). */
export function rollSave(
  input: SaveInput,
  dc: number,
  dice: Dice,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): SaveOutcome {
  if (input.autoFail === true) return { roll: null, success: false }
  const roll = rollCheck(
    { modifier: input.modifier, edge: input.edge, flaw: input.flaw, practiced: input.practiced },
    dice,
    options,
  )
  return { roll, success: checkSucceeds(roll, dc, input.impossible === true) }
}

export interface ContestSide extends CheckInput {
  /** The being's level, for its Power Die in a tie-break. */
  level: number
}

export interface ContestResult {
  a: CheckResult
  b: CheckResult
  winner: 'a' | 'b'
  /** Power Die roll-offs after a tie, as [a, b] per round. */
  rollOffs: Array<[number, number]>
}

const MAX_ROLL_OFFS = 1000

/** Contested checks: higher total wins; ties go to Power Die roll-offs until one is higher (Roll Types & Modifiers, Contested Checks; R21). */
export function rollContested(
  a: ContestSide,
  b: ContestSide,
  dice: Dice,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): ContestResult {
  // Totals only: a natural 12 does not auto-win a contest (there is no DC to beat).
  // Draws: a's check, b's check, then a's and b's Power Die per roll-off.
  const ra = rollCheck(a, dice, options)
  const rb = rollCheck(b, dice, options)
  const rollOffs: Array<[number, number]> = []
  if (ra.total !== rb.total)
    // Stryker disable next-line EqualityOperator: equivalent, the totals differ here so > and >= agree
    return { a: ra, b: rb, winner: ra.total > rb.total ? 'a' : 'b', rollOffs }
  const da = powerDie(a.level)
  const db = powerDie(b.level)
  for (let i = 0; i < MAX_ROLL_OFFS; i++) {
    const fa = dice.roll(da)
    const fb = dice.roll(db)
    rollOffs.push([fa, fb])
    // Stryker disable next-line EqualityOperator: equivalent, the faces differ here so > and >= agree
    if (fa !== fb) return { a: ra, b: rb, winner: fa > fb ? 'a' : 'b', rollOffs }
  }
  throw new Error(
    `rollContested: ${MAX_ROLL_OFFS} tied Power Die roll-offs; the dice are not random`,
  )
}

/** Roll `count` Power Dice for a level, e.g. healing of (✦) or (2✦✦) (Core Rules, Power Die). */
export function rollPowerDice(level: number, count: number, dice: Dice): number[] {
  const sides = powerDie(level)
  const faces: number[] = []
  for (let i = 0; i < count; i++) faces.push(dice.roll(sides))
  return faces
}
