import { markPart, type Dice } from '../../../dice'
import { powerDie, rollCheck, type CheckInput, type CheckResult } from './check'
import {
  applyToHealth,
  damageAfterReductions,
  damageProfile,
  platingFromSacrifice,
  type DamageTraits,
} from './damage'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'

export interface Defender extends DamageTraits {
  ac: number
  bac: number
  backFooted?: boolean
  plating: number
  hp: number
  thp?: number
  resist?: string[]
  vulnerable?: string[]
  immune?: string[]
  /** Partly or wholly in water: Lightning damage gets +1 Power Die. */
  submerged?: boolean
  /** In Defensive Stance: AC and BAC +2. */
  defensiveStance?: boolean
}

export type DecisiveOption = 'heavy-strike' | 'shatter' | 'hamstring' | 'destroy' | 'unmask'

export interface AttackInput extends CheckInput {
  level: number
  /** Power Dice of damage before extras; default 1. */
  powerDice?: number
  damageModifier?: number
  damageType?: string
  pure?: boolean
  /** Power Dice given up to destroy Plating; clamped to the dice available. */
  sacrifice?: number
  /** Target in the weapon's Critical Area: +1 Power Die (R9). */
  critical?: boolean
  /** Attacker Hidden: +1 Power Die unless the table plays 'edge-only' (R12). Edge comes via `edge`. */
  hidden?: boolean
  /** Applied when the d12 is a natural 12; none chosen = a plain automatic hit. */
  decisiveOption?: DecisiveOption
  /** A melee attack (a hit on an Out being kills it). */
  melee?: boolean
}

export interface AttackResult {
  roll: CheckResult
  hit: boolean
  decisive: boolean
  platingDestroyed: number
  damageDice: number[]
  /** What reached THP + HP after every reduction. */
  damage: number
  defender: { plating: number; thp: number; hp: number }
}

/** Attack rolls target AC, or BAC when Back-footed; Defensive Stance adds 2 to both (Armor & Plating; Combat Actions, Defensive Stance). */
export function targetNumber(
  defender: Pick<Defender, 'ac' | 'bac' | 'backFooted' | 'defensiveStance'>,
): number {
  const base = defender.backFooted === true ? defender.bac : defender.ac
  return defender.defensiveStance === true ? base + 2 : base
}

/** Damage Power Dice of a hit: powerDice + Crit + Hidden (R12 option) + Lightning vs submerged (Reach, Range; Crits!; Hidden; Damage & Modifiers). */
export function damageDicePool(
  attack: Pick<AttackInput, 'powerDice' | 'critical' | 'hidden' | 'damageType'>,
  defender: Pick<Defender, 'submerged'>,
  options: Pick<BlueBoxOptions, 'hiddenAttack'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  let n = attack.powerDice ?? 1
  // Stryker disable next-line EqualityOperator: equivalent, n = 0 is set to 0
  if (n < 0) n = 0
  if (attack.critical === true) n++
  if (attack.hidden === true && options.hiddenAttack === 'edge-and-die') n++
  if (
    defender.submerged === true &&
    attack.damageType !== undefined &&
    attack.damageType.toLowerCase() === 'lightning'
  )
    n++
  return n
}

/** The sacrifice actually made: a whole number of dice between 0 and the pool (Armor & Plating). */
export function clampSacrifice(sacrifice: number | undefined, pool: number): number {
  const s = sacrifice ?? 0
  // Stryker disable next-line EqualityOperator: equivalent, a sacrifice of 0 gives Math.floor(0) = 0 below as well
  if (!(s > 0)) return 0
  const k = Math.floor(s)
  // Stryker disable next-line EqualityOperator: equivalent, k = pool returns pool either way
  return k > pool ? pool : k
}

export interface AttackRollResult {
  roll: CheckResult
  targetNumber: number
  hit: boolean
  decisive: boolean
}

/** An attack roll without damage (Shove, Trip, Flash Shot, a Grapple check): d12 vs AC/BAC, natural 12 hits (Combat Actions, Attacks). */
export function rollAttack(
  attack: CheckInput,
  defender: Pick<Defender, 'ac' | 'bac' | 'backFooted' | 'defensiveStance'>,
  dice: Dice,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): AttackRollResult {
  const roll = rollCheck(attack, dice, options)
  const tn = targetNumber(defender)
  const hit = roll.decisive || roll.total >= tn
  return { roll, targetNumber: tn, hit, decisive: roll.decisive }
}

/** An attack from d12 to HP: hit, sacrifice, damage order, THP then HP (Combat Actions, Attacks; Armor & Plating; Damage & Modifiers). */
export function resolveAttack(
  attack: AttackInput,
  defender: Defender,
  dice: Dice,
  options: BlueBoxOptions = BLUEBOX_DEFAULT_OPTIONS,
): AttackResult {
  // Hit on total >= AC/BAC or a natural 12. Sacrifice destroys Plating first (R5, R6); Shatter
  // zeroes it; the remaining dice roll (Heavy Strike: each at its max, no draw); modifiers add;
  // resist/vulnerable; halve if Plating is left (R8); THP then HP. Draws: the check, then damage.
  markPart(dice, { label: 'To hit', total: true })
  const roll = rollCheck(attack, dice, options)
  // Stryker disable next-line EqualityOperator: equivalent, Plating 0 reads as 0 either way
  const platingBefore = defender.plating > 0 ? defender.plating : 0
  const thpIn = defender.thp ?? 0
  // Stryker disable next-line EqualityOperator: equivalent, THP 0 reads as 0 either way
  const thpBefore = thpIn > 0 ? thpIn : 0
  // Stryker disable next-line EqualityOperator: equivalent, HP 0 reads as 0 either way
  const hpBefore = defender.hp > 0 ? defender.hp : 0
  const hit = roll.decisive || roll.total >= targetNumber(defender)
  if (!hit) {
    return {
      roll,
      hit,
      decisive: false,
      platingDestroyed: 0,
      damageDice: [],
      damage: 0,
      defender: { plating: platingBefore, thp: thpBefore, hp: hpBefore },
    }
  }

  const sides = powerDie(attack.level)
  const pool = damageDicePool(attack, defender, options)
  const sacrificed = clampSacrifice(attack.sacrifice, pool)
  const profile = damageProfile(defender, attack.damageType, attack.pure === true)
  const destroyed = platingFromSacrifice(
    sacrificed,
    sides,
    profile,
    defender.backFooted === true,
    options,
  )
  const option = roll.decisive ? attack.decisiveOption : undefined
  // Stryker disable next-line EqualityOperator: equivalent, destroyed = platingBefore leaves 0 either way
  const platingLeft = destroyed >= platingBefore ? 0 : platingBefore - destroyed
  const plating = option === 'shatter' ? 0 : platingLeft

  const rolled = pool - sacrificed
  const damageDice: number[] = []
  let damage = 0
  if (rolled > 0) {
    markPart(dice, { label: 'Damage' })
    let raw = attack.damageModifier ?? 0
    for (let i = 0; i < rolled; i++) {
      const face = option === 'heavy-strike' ? sides : dice.roll(sides)
      damageDice.push(face)
      raw += face
    }
    damage = damageAfterReductions(raw, profile, plating, options)
  }
  const health = applyToHealth(damage, thpBefore, hpBefore)
  return {
    roll,
    hit,
    decisive: roll.decisive,
    platingDestroyed: platingBefore - plating,
    damageDice,
    damage,
    defender: { plating, thp: health.thp, hp: health.hp },
  }
}

/** Escalation Counter maximum: 2 x player characters + 2 (Combat, Escalation Counter). */
export function escalationMax(playerCharacters: number): number {
  return 2 * playerCharacters + 2
}
