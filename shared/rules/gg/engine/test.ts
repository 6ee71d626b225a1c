/**
 * The Trait Test (OTHER-SYSTEMS.md A.0, F-GG-1..3; GG-Q1..Q3): TTV = test die + Trait (+ SB when
 * Trained) + modifiers, a success when TTV >= TG; an Inspired Event on a listed natural result;
 * Advantage and Disadvantage. The seed never states the core roll (it only uses "Trait Test",
 * "TTV", "TG", "Advantage" and "Inspired Event" in its combat chapter), so every piece here is a
 * foundation default and a table option.
 */
import { assertSides, type Dice } from '../../../dice'
import { termDistribution } from './dice-expr'
import type { GgAdvantage } from './model'
import type { GgOptions } from './options'

/** The test dice a table may choose (F-GG-1, `gg.testDie`). */
export type GgTestDie = GgOptions['testDie']

/** How many Advantage and Disadvantage sources apply to one Test. */
export interface AdvantageCount {
  advantage: number
  disadvantage: number
}

/** The parts of a Trait Test other than the die. */
export interface TraitTestInput {
  /** The Trait's value (PHY, AGI, END, KNO, INT or DET). */
  trait: number
  /** The roller's SB (Skill Bonus); added only when `trained`. */
  sb?: number
  /** The Test uses a Skill or Weapon the roller is Trained in. */
  trained?: boolean
  /** Every other modifier, summed. */
  modifier?: number
  /** Advantage and Disadvantage sources; none when left out. */
  advantage?: Partial<AdvantageCount>
}

/** One rolled Trait Test. */
export interface TraitTestRoll {
  /** Every test-die result rolled (one per die set; two or more with Advantage/Disadvantage). */
  rolls: number[]
  /** The kept natural result of the test die. */
  natural: number
  /** The Trait Test Value. */
  ttv: number
  /** The natural result is one of `gg.inspiredOn` (F-GG-2). */
  inspired: boolean
}

/** The outcome of a Test against a Goal. */
export interface TraitTestResult extends TraitTestRoll {
  tg: number
  success: boolean
}

const DIE_SHAPE: Record<GgTestDie, { count: number; sides: number }> = {
  d20: { count: 1, sides: 20 },
  '2d10': { count: 2, sides: 10 },
  '3d6': { count: 3, sides: 6 },
}

/**
 * How Advantage and Disadvantage combine under `gg.advMode` (F-GG-3, GG-Q3):
 * - `5e`: any Advantage with no Disadvantage rolls two and keeps the higher, and the reverse;
 *   both together, in any number, is a straight roll.
 * - `netCount` (the one reading of the option in this engine; the attack rules use it too): the
 *   net count N = Advantage − Disadvantage; roll |N| + 1 times and keep the highest (N > 0) or
 *   lowest (N < 0), so two net Advantages roll three dice; N = 0 is a straight roll.
 * - `bonus2`: no extra dice; +2 to the TTV when N > 0, −2 when N < 0.
 * Returns how many times the test die is rolled, which to keep, and the flat bonus.
 */
export function advantagePlan(
  count: Partial<AdvantageCount> | undefined,
  advMode: GgOptions['advMode'],
): { sets: number; keep: 'highest' | 'lowest'; bonus: number } {
  const adv = count?.advantage ?? 0
  const dis = count?.disadvantage ?? 0
  if (!Number.isInteger(adv) || !Number.isInteger(dis) || adv < 0 || dis < 0) {
    throw new RangeError('Advantage and Disadvantage are counted in whole numbers, 0 or more.')
  }
  const net = adv - dis
  if (advMode === '5e') {
    if (adv > 0 && dis === 0) return { sets: 2, keep: 'highest', bonus: 0 }
    if (dis > 0 && adv === 0) return { sets: 2, keep: 'lowest', bonus: 0 }
    return { sets: 1, keep: 'highest', bonus: 0 }
  }
  if (advMode === 'netCount') {
    return { sets: Math.abs(net) + 1, keep: net < 0 ? 'lowest' : 'highest', bonus: 0 }
  }
  return { sets: 1, keep: 'highest', bonus: Math.sign(net) * 2 }
}

/**
 * The sources behind a single verdict: Advantage is one Advantage source, Disadvantage one
 * Disadvantage source, normal none. Counts pass through unchanged.
 */
export function advantageCount(
  advantage: GgAdvantage | Partial<AdvantageCount> | undefined,
): AdvantageCount {
  if (advantage === undefined || advantage === 'normal') return { advantage: 0, disadvantage: 0 }
  if (advantage === 'advantage') return { advantage: 1, disadvantage: 0 }
  if (advantage === 'disadvantage') return { advantage: 0, disadvantage: 1 }
  return { advantage: advantage.advantage ?? 0, disadvantage: advantage.disadvantage ?? 0 }
}

/**
 * F-GG-3 / GG-Q3: the overall verdict of Advantage and Disadvantage sources under `gg.advMode`,
 * read from `advantagePlan` (so there is one reading): '5e' any of both cancels to normal;
 * 'netCount' and 'bonus2' the larger count wins and equal counts cancel.
 */
export function netAdvantage(
  advantages: number,
  disadvantages: number,
  advMode: GgOptions['advMode'] = '5e',
): GgAdvantage {
  const plan = advantagePlan({ advantage: advantages, disadvantage: disadvantages }, advMode)
  if (plan.bonus > 0 || (plan.sets > 1 && plan.keep === 'highest')) return 'advantage'
  if (plan.bonus < 0 || (plan.sets > 1 && plan.keep === 'lowest')) return 'disadvantage'
  return 'normal'
}

/** The lowest and highest natural result of a test die. */
export function testDieRange(testDie: GgTestDie): { min: number; max: number } {
  const { count, sides } = DIE_SHAPE[testDie]
  return { min: count, max: count * sides }
}

/** Roll the test die once (F-GG-1): a d20, or the sum of 2d10 or 3d6. */
export function rollTestDie(dice: Dice, testDie: GgTestDie): number {
  const { count, sides } = DIE_SHAPE[testDie]
  let sum = 0
  for (let i = 0; i < count; i++) sum += dice.roll(sides)
  return sum
}

/** Sum of the fixed parts of a TTV: Trait, SB when Trained, modifiers (F-GG-1). */
export function testBonus(input: TraitTestInput): number {
  return input.trait + (input.trained === true ? (input.sb ?? 0) : 0) + (input.modifier ?? 0)
}

/**
 * Roll a Trait Test (F-GG-1..3, GG-Q1..Q3): the test die, with Advantage/Disadvantage as
 * `gg.advMode` says; TTV = kept natural + Trait (+ SB if Trained) + modifiers; Inspired when the
 * kept natural is in `gg.inspiredOn`.
 */
export function rollTraitTest(
  dice: Dice,
  input: TraitTestInput,
  options: Pick<GgOptions, 'testDie' | 'advMode' | 'inspiredOn'>,
): TraitTestRoll {
  const plan = advantagePlan(input.advantage, options.advMode)
  const rolls: number[] = []
  for (let i = 0; i < plan.sets; i++) rolls.push(rollTestDie(dice, options.testDie))
  const natural = plan.keep === 'highest' ? Math.max(...rolls) : Math.min(...rolls)
  return {
    rolls,
    natural,
    ttv: natural + testBonus(input) + plan.bonus,
    inspired: options.inspiredOn.includes(natural),
  }
}

/** A Trait Test against a Test Goal: a success when TTV >= TG (F-GG-1). */
export function traitTest(
  dice: Dice,
  input: TraitTestInput,
  tg: number,
  options: Pick<GgOptions, 'testDie' | 'advMode' | 'inspiredOn'>,
): TraitTestResult {
  const roll = rollTraitTest(dice, input, options)
  return { ...roll, tg, success: roll.ttv >= tg }
}

/**
 * Exact distribution of one roll of the test die: `p[n]` is the chance of natural result n
 * (indices below the minimum are 0). The dice convolution is dice-expr.ts's `termDistribution`.
 */
export function testDieDistribution(testDie: GgTestDie): number[] {
  const { count, sides } = DIE_SHAPE[testDie]
  assertSides(sides)
  const d = termDistribution({ count, sides })
  return [...new Array<number>(d.min).fill(0), ...d.p]
}

/**
 * Exact distribution of the kept natural result with `sets` rolls keeping the highest or lowest:
 * P(max = x) = F(x)^k − F(x−1)^k and P(min = x) = S(x)^k − S(x+1)^k, F and S the cumulative and
 * survival functions of one roll.
 */
export function keptDistribution(
  testDie: GgTestDie,
  sets: number,
  keep: 'highest' | 'lowest',
): number[] {
  const one = testDieDistribution(testDie)
  const cdf: number[] = []
  let acc = 0
  for (const p of one) {
    acc += p
    cdf.push(Math.min(1, acc))
  }
  return one.map((_, x) => {
    const below = x === 0 ? 0 : (cdf[x - 1] as number)
    const atOrBelow = cdf[x] as number
    if (keep === 'highest') return atOrBelow ** sets - below ** sets
    return (1 - below) ** sets - (1 - atOrBelow) ** sets
  })
}

/** Exact odds of a Trait Test. */
export interface TraitTestOdds {
  /** Chance that TTV >= TG. */
  success: number
  /** Chance of an Inspired Event (the kept natural result is in `gg.inspiredOn`). */
  inspired: number
  /** `ttv[n]` is the chance the TTV is n, for n from `ttvMin`. */
  ttv: number[]
  ttvMin: number
}

/**
 * Exact odds of a Trait Test by enumeration over the kept natural result of the test die, with
 * Advantage/Disadvantage as `gg.advMode` says (F-GG-1..3). The TTV chances sum to 1.
 */
export function traitTestOdds(
  input: TraitTestInput,
  tg: number,
  options: Pick<GgOptions, 'testDie' | 'advMode' | 'inspiredOn'>,
): TraitTestOdds {
  const plan = advantagePlan(input.advantage, options.advMode)
  const kept = keptDistribution(options.testDie, plan.sets, plan.keep)
  const bonus = testBonus(input) + plan.bonus
  const { min, max } = testDieRange(options.testDie)
  const ttv: number[] = []
  let success = 0
  let inspired = 0
  for (let n = min; n <= max; n++) {
    const p = kept[n] as number
    ttv.push(p)
    if (n + bonus >= tg) success += p
    if (options.inspiredOn.includes(n)) inspired += p
  }
  return { success, inspired, ttv, ttvMin: min + bonus }
}
