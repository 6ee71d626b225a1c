import type { Dice } from '../../../dice'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'

/** How a defender meets one damage type, as bit flags (kept numeric so attacks allocate nothing). */
export const PURE = 1
export const IMMUNE = 2
export const RESIST = 4
export const VULNERABLE = 8

export interface DamageTraits {
  resist?: readonly string[]
  vulnerable?: readonly string[]
  immune?: readonly string[]
}

function listHas(list: readonly string[] | undefined, type: string): boolean {
  if (list === undefined) return false
  for (let i = 0; i < list.length; i++) {
    const t = list[i] as string
    // Stryker disable next-line ConditionalExpression: equivalent, `type` is lower case so the second test covers the first (a shortcut that skips toLowerCase)
    if (t === type || t.toLowerCase() === type) return true
  }
  return false
}

/** How a defender meets a damage type: Resistant, Vulnerable, Immune, or Pure ignoring all three (Damage & Modifiers; R7). */
export function damageProfile(
  traits: DamageTraits,
  damageType: string | undefined,
  pure: boolean,
): number {
  // Types compare case-insensitively; untyped damage meets none; Resistant + Vulnerable cancel.
  if (pure) return PURE
  if (damageType === undefined || damageType === '') return 0
  const type = damageType.toLowerCase()
  if (listHas(traits.immune, type)) return IMMUNE
  const r = listHas(traits.resist, type)
  const v = listHas(traits.vulnerable, type)
  if (r && v) return 0
  return r ? RESIST : v ? VULNERABLE : 0
}

/** Plating destroyed per sacrificed Power Die: half the die's max, d4 2, d6 3, d8 4 (Armor & Plating; R5). */
export function platingPerDie(sides: number): number {
  return Math.floor(sides / 2)
}

/** Plating a sacrifice destroys: dice x half the die, scaled vs Resistant/Vulnerable, none vs Immune (Armor & Plating; Damage & Modifiers; R5-R7). */
export function platingFromSacrifice(
  sacrificed: number,
  sides: number,
  profile: number,
  backFooted: boolean,
  options: Pick<BlueBoxOptions, 'platingResistScaling'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  // Resistant halves (floor, min 1: the text's "minimum of 1" only bites when rounding down),
  // Vulnerable doubles, only vs a Back-footed target unless the table option says always.
  // Stryker disable next-line EqualityOperator: equivalent, 0 dice sacrificed destroy 0 either way
  const base = sacrificed > 0 ? sacrificed * platingPerDie(sides) : 0
  if (base === 0 || profile === 0 || profile === PURE) return base
  if (profile === IMMUNE) return 0
  if (!backFooted && options.platingResistScaling === 'back-footed-only') return base
  // Stryker disable next-line EqualityOperator: equivalent, base 2 halves to 1, the minimum anyway
  if (profile === RESIST) return base >= 2 ? Math.floor(base / 2) : 1
  return base * 2
}

/** Plating halves damage, floor and min 1 (or rounding up by option); 0 stays 0 (Armor & Plating; R3). */
export function halveForPlating(
  damage: number,
  // Stryker disable next-line StringLiteral: equivalent, only 'up' is tested for; any other value rounds down
  rounding: BlueBoxOptions['platingRounding'] = 'down',
): number {
  if (damage <= 0) return 0
  if (rounding === 'up') return (damage + 1) >> 1
  // Stryker disable next-line EqualityOperator: equivalent, 2 halves to 1, the minimum anyway
  return damage >= 2 ? damage >> 1 : 1
}

/** Damage order after the dice: Resistance/Vulnerability, then Plating halving; Immune none, Pure unreduced (Damage & Modifiers; R4, R7, R8). */
export function damageAfterReductions(
  raw: number,
  profile: number,
  platingLeft: number,
  options: Pick<BlueBoxOptions, 'platingRounding'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  // Stryker disable next-line EqualityOperator: equivalent, raw 0 stays 0 through every reduction below
  if (raw <= 0) return 0
  if (profile === PURE) return raw
  if (profile === IMMUNE) return 0
  let d = raw
  if (profile === RESIST) d = (d + 1) >> 1
  else if (profile === VULNERABLE) d = d * 2
  return platingLeft > 0 ? halveForPlating(d, options.platingRounding) : d
}

export interface Health {
  thp: number
  hp: number
}

/** Damage comes off THP first, then HP; neither goes below 0 (Damage & Modifiers; Health & Healing). */
export function applyToHealth(damage: number, thp: number, hp: number): Health {
  // Stryker disable next-line EqualityOperator: equivalent, 0 reads as 0 either way
  const t = thp > 0 ? thp : 0
  // Stryker disable next-line EqualityOperator: equivalent, 0 reads as 0 either way
  const h = hp > 0 ? hp : 0
  // Stryker disable next-line EqualityOperator: equivalent, 0 damage on the next line leaves THP and HP as they are
  if (damage <= 0) return { thp: t, hp: h }
  // Stryker disable next-line EqualityOperator: equivalent, damage = THP leaves THP 0 and HP h on either path
  if (damage <= t) return { thp: t - damage, hp: h }
  const rest = damage - t
  // Stryker disable next-line EqualityOperator: equivalent, rest = h leaves h - rest = 0
  return { thp: 0, hp: rest >= h ? 0 : h - rest }
}

/** New THP never stacks: keep the higher of the current and the new (Health & Healing). */
export function thpAfterGain(current: number, gained: number): number {
  return Math.max(current, gained, 0)
}

export interface DamageTarget extends DamageTraits {
  plating: number
  thp?: number
  hp: number
}

export interface DamageInstance {
  /** Rolled amount plus modifiers, before any reduction. */
  amount: number
  type?: string
  pure?: boolean
}

export interface DamageApplied extends Health {
  /** What reached THP + HP after every reduction. */
  damage: number
}

/** One damage instance outside an attack (Bleeding, falling, a second damage type...): the damage order without sacrifice (Damage & Modifiers). */
export function applyDamage(
  target: DamageTarget,
  hit: DamageInstance,
  options: Pick<BlueBoxOptions, 'platingRounding'> = BLUEBOX_DEFAULT_OPTIONS,
): DamageApplied {
  const profile = damageProfile(target, hit.type, hit.pure === true)
  const damage = damageAfterReductions(hit.amount, profile, target.plating, options)
  const after = applyToHealth(damage, target.thp ?? 0, target.hp)
  return { damage, thp: after.thp, hp: after.hp }
}

/** Focus check DC: the damage applied to THP/HP, at least 6 (Core Rules, Focus & Focus Checks; R13). */
export function focusDC(damageTaken: number): number {
  // Stryker disable next-line EqualityOperator: equivalent, 6 damage gives DC 6 either way
  return damageTaken > 6 ? damageTaken : 6
}

/** Falling: 1d4 Pure at 3 m, +1d4 per further metre; none below 3 m (Combat, Falling Damage; R16). */
export function fallingDice(metres: number): number {
  const m = Math.floor(metres)
  // Stryker disable next-line EqualityOperator: equivalent, 2 m gives 2 - 2 = 0 dice either way
  return m > 2 ? m - 2 : 0
}

/** Roll falling damage: fallingDice(metres) d4s, Pure (Combat, Falling Damage; R16). */
export function rollFallingDamage(metres: number, dice: Dice): DamageInstance {
  const n = fallingDice(metres)
  let amount = 0
  for (let i = 0; i < n; i++) amount += dice.roll(4)
  return { amount, pure: true }
}
