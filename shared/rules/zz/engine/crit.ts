/**
 * The Critical Hit die and Aim/Focus (OTHER-SYSTEMS.md B.6.1, ZZ-56..60, F-ZZ-2; seed 003, the
 * Aim / Focus section): a roll's total, then a chain of Crit-die throws, each Crit doubling, a
 * blank after a Crit ending the chain back at the original total. The player's choice to stop or
 * go on is an input (a plan). Every throw is recorded so a log can show it. Pure: dice come
 * through `Dice`.
 */
import type { Dice } from '../../../dice'
import type { ZzOptions } from './options'

/** The options the Crit chain reads. */
export type ZzCritOptions = Pick<ZzOptions, 'critDie' | 'doubleScope' | 'chainFailKeepsFirst'>

/**
 * The player's choice after each Crit: a number means "stop after this many Crits" (1 keeps the
 * first doubling; Infinity never stops); a callback answers "roll again?" after each Crit.
 */
export type CritPlan = number | ((state: { crits: number; total: number }) => boolean)

/** One throw of the Critical Hit die. */
export interface CritThrow {
  face: number
  crit: boolean
}

/** A resolved Aim/Focus chain. */
export interface CritChain {
  /** The total before any doubling. */
  base: number
  /** Every throw, in order (the last one is the blank that ended it, when it busted). */
  throws: CritThrow[]
  /** Doublings kept (0 on a first blank or a bust, 1 after a bust with `chainFailKeepsFirst`). */
  doublings: number
  /** A blank ended the chain after at least one Crit. */
  bust: boolean
  /** The total after the chain. */
  total: number
}

/** F-ZZ-2: the faces 1..critFaces of the Crit die show the Critical Hit image. */
export function isCritFace(face: number, options: Pick<ZzOptions, 'critDie'>): boolean {
  return face >= 1 && face <= options.critDie.critFaces
}

/**
 * ZZ-57/58, ZZ-Q6: a total doubled `doublings` times. `fullTotal` doubles the whole total,
 * `dieOnly` only its dice (`diceSum`). A total of 0 or less stays as it is: a Crit never lowers it.
 */
export function doubledTotal(
  base: number,
  diceSum: number,
  doublings: number,
  options: Pick<ZzOptions, 'doubleScope'>,
): number {
  if (doublings <= 0 || base <= 0) return base
  const factor = 2 ** doublings
  return options.doubleScope === 'dieOnly' ? base + diceSum * (factor - 1) : base * factor
}

/** ZZ-58: go on after `crits` Crits with the running total `total`? */
export function planContinues(plan: CritPlan, crits: number, total: number): boolean {
  return typeof plan === 'number' ? crits < plan : plan({ crits, total })
}

/**
 * ZZ-57/58 (ZZ-Q5): read a chain from its throws. Throws after the first blank never happened
 * and are dropped. A blank after a Crit is a bust: back to the original total, or the first
 * doubling kept with `chainFailKeepsFirst`.
 */
export function evaluateChain(
  base: number,
  diceSum: number,
  faces: readonly number[],
  options: ZzCritOptions,
): CritChain {
  const throws: CritThrow[] = []
  let crits = 0
  let bust = false
  for (const face of faces) {
    const crit = isCritFace(face, options)
    throws.push({ face, crit })
    if (!crit) {
      bust = crits > 0
      break
    }
    crits++
  }
  const doublings = bust ? (options.chainFailKeepsFirst ? 1 : 0) : crits
  return { base, throws, doublings, bust, total: doubledTotal(base, diceSum, doublings, options) }
}

/**
 * ZZ-56..58: throw the Crit die for a total, going on after each Crit while the plan says so.
 * `given` are throws already made (a re-roll re-reads the chain from them and throws only what is
 * missing, asking the plan again).
 */
export function rollCritChain(
  base: number,
  diceSum: number,
  plan: CritPlan,
  dice: Dice,
  options: ZzCritOptions,
  given: readonly number[] = [],
): CritChain {
  const faces: number[] = []
  let crits = 0
  for (let i = 0; ; i++) {
    const face = i < given.length ? (given[i] as number) : dice.roll(options.critDie.faces)
    faces.push(face)
    if (!isCritFace(face, options)) break
    crits++
    if (!planContinues(plan, crits, doubledTotal(base, diceSum, crits, options))) break
  }
  return evaluateChain(base, diceSum, faces, options)
}

/** What an Aim/Focus is used with (ZZ-56, ZZ-59, ZZ-60, ZZ-Q21). */
export type ZzAimRoll =
  | 'attack'
  | 'rangedAttack'
  | 'rangedDamage'
  | 'defend'
  | 'skill'
  | 'shove'
  | 'shoveDefense'
  | 'trip'
  | 'tripDefense'
  | 'other'

/** ZZ-56, ZZ-Q41: Aim/Focus costs 1 AP + 1 Mind Point; a Defend roll outside one's own turn costs 0 AP. */
export function aimCost(roll: ZzAimRoll, ownTurn: boolean): { ap: number; mind: number } {
  return { ap: roll === 'defend' && !ownTurn ? 0 : 1, mind: 1 }
}

/**
 * ZZ-56, ZZ-59, ZZ-60, ZZ-Q21: why Aim/Focus cannot be used with this roll, or null when it can.
 * `apLeft` is what remains after the action it goes with is paid for.
 */
export function aimRefusal(
  who: { name: string; apLeft: number; mind: number },
  roll: ZzAimRoll,
  ownTurn: boolean,
  options: Pick<ZzOptions, 'aimOnRangedDamage'>,
): string | null {
  if (roll === 'shove' || roll === 'shoveDefense') return 'Aim/Focus cannot be used with a Shove.'
  if (roll === 'tripDefense') return 'Aim/Focus cannot be used to resist a Trip.'
  if (roll === 'rangedDamage' && !options.aimOnRangedDamage) {
    return 'Aim/Focus doubles only the Ranged Attack Roll, not the damage (a table option allows it).'
  }
  const cost = aimCost(roll, ownTurn)
  if (who.mind < cost.mind) return `${who.name} has no Mind Point left for Aim/Focus.`
  if (who.apLeft < cost.ap) {
    return `${who.name} has no AP left for Aim/Focus; it needs 1 AP and 1 Mind Point.`
  }
  return null
}
