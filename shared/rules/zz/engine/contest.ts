/**
 * ZZ contests (OTHER-SYSTEMS.md B.1–B.3, ZZ-19, ZZ-25, ZZ-26, ZZ-30, ZZ-33, ZZ-45, ZZ-46, ZZ-50;
 * seed 003, the Shove, Trip, Move Silently and "Pass through a space" sections): two rolled
 * totals compared, or one against a number. None of them changes HP. Pure: dice through `Dice`.
 */
import type { Dice } from '../../../dice'
import { rollCritChain, type CritChain, type CritPlan } from './crit'
import type { ZzFigure, ZzOrientation, ZzStatus } from './model'
import type { ZzOptions } from './options'

/** One side of a contest: its faces, the rest, and its total (after Aim/Focus when used). */
export interface ZzContestRoll {
  faces: number[]
  flat: number
  chain: CritChain | null
  total: number
}

/** A square of the board (y grows south). */
export interface ZzCell {
  x: number
  y: number
}

/** Roll `sides` dice plus `flat`, with an Aim/Focus chain when a plan is given. */
export function rollContestSide(
  dice: Dice,
  sides: readonly number[],
  flat: number,
  options: ZzOptions,
  aim?: CritPlan,
): ZzContestRoll {
  const faces = sides.map((s) => dice.roll(s))
  const sum = faces.reduce((a, b) => a + b, 0)
  const base = sum + flat
  if (aim === undefined) return { faces, flat, chain: null, total: base }
  const chain = rollCritChain(base, sum, aim, dice, options)
  return { faces, flat, chain, total: chain.total }
}

/** ZZ-45, ZZ-Q22/Q23/Q24: the Shove. Shover ≥ target succeeds. No Aim/Focus on either side (ZZ-60). */
export function zzShove(
  input: {
    shover: ZzFigure
    target: ZzFigure
    /** The shover chose to Run this turn: +5. */
    running?: boolean
    shoverModifier?: number
    targetModifier?: number
  },
  dice: Dice,
  options: ZzOptions,
): { shover: ZzContestRoll; target: ZzContestRoll; success: boolean } {
  const s = input.shover
  const t = input.target
  const shover = rollContestSide(
    dice,
    [s.baseAttack],
    s.str + s.size / 10 + (input.running ? 5 : 0) + (input.shoverModifier ?? 0),
    options,
  )
  const die = options.shoveDefenseDie === 'baseAttack' ? t.baseAttack : t.baseDefense
  const target = rollContestSide(
    dice,
    [die],
    t.dex + t.size / 10 + t.defenseBonus + (input.targetModifier ?? 0),
    options,
  )
  return { shover, target, success: shover.total >= target.total }
}

/**
 * ZZ-30, ZZ-Q25: where a shoved target goes: one square directly away from the shover. When that
 * square is blocked (`blockedBy` names the wall or figure, or returns null when free), the target
 * does not move; with `shoveBlocked: collisionDamage` the caller also deals collision damage.
 */
export function zzShoveDestination(
  shover: ZzCell,
  target: ZzCell,
  blockedBy: (cell: ZzCell) => string | null,
  options: Pick<ZzOptions, 'shoveBlocked'>,
): { to: ZzCell | null; blockedBy: string | null; collision: boolean } {
  const to = {
    x: target.x + Math.sign(target.x - shover.x),
    y: target.y + Math.sign(target.y - shover.y),
  }
  const why = blockedBy(to)
  if (why === null) return { to, blockedBy: null, collision: false }
  return { to: null, blockedBy: why, collision: options.shoveBlocked === 'collisionDamage' }
}

/**
 * ZZ-46, ZZ-54, ZZ-60: the Trip. Tripper Base Attack + STR + DEX (Aim/Focus allowed) against
 * Base Defense + DEX + defence modifiers (no Aim/Focus). Tripper ≥ target: Tripped, on its back.
 */
export function zzTrip(
  input: {
    tripper: ZzFigure
    target: ZzFigure
    aim?: CritPlan
    tripperModifier?: number
    targetModifier?: number
  },
  dice: Dice,
  options: ZzOptions,
): {
  tripper: ZzContestRoll
  target: ZzContestRoll
  success: boolean
  statusesGained: ZzStatus[]
  orientation: ZzOrientation | null
} {
  const a = input.tripper
  const t = input.target
  const tripper = rollContestSide(
    dice,
    [a.baseAttack],
    a.str + a.dex + (input.tripperModifier ?? 0),
    options,
    input.aim,
  )
  const target = rollContestSide(
    dice,
    [t.baseDefense],
    t.dex + t.defenseBonus + (input.targetModifier ?? 0),
    options,
  )
  const success = tripper.total >= target.total
  return {
    tripper,
    target,
    success,
    statusesGained: success ? ['tripped'] : [],
    orientation: success ? 'back' : null,
  }
}

/**
 * ZZ-25, ZZ-Q28: Dodge through a hostile-occupied square: mover Base Attack + STR + DEX against
 * the occupant's Base Defense + DEX (+ armour); a tie goes to `dodgeTie`. It costs 1 AP and
 * `dodgeMoveCost` Move Points for the square; on a failure the mover stays put.
 */
export function zzDodge(
  input: { mover: ZzFigure; occupant: ZzFigure; moverModifier?: number; occupantModifier?: number },
  dice: Dice,
  options: ZzOptions,
): { mover: ZzContestRoll; occupant: ZzContestRoll; passes: boolean; ap: 1; movePoints: number } {
  const m = input.mover
  const o = input.occupant
  const mover = rollContestSide(
    dice,
    [m.baseAttack],
    m.str + m.dex + (input.moverModifier ?? 0),
    options,
  )
  const occupant = rollContestSide(
    dice,
    [o.baseDefense],
    o.dex + o.defenseBonus + (input.occupantModifier ?? 0),
    options,
  )
  const passes =
    options.dodgeTie === 'mover' ? mover.total >= occupant.total : mover.total > occupant.total
  return { mover, occupant, passes, ap: 1, movePoints: options.dodgeMoveCost }
}

/** ZZ-26: Jump over an adjacent square: d20 + DEX (+ modifiers) ≥ 10 clears it; 2 Move Points either way. */
export function zzJump(
  jumper: Pick<ZzFigure, 'dex'>,
  dice: Dice,
  options: ZzOptions,
  modifier = 0,
): { roll: ZzContestRoll; clears: boolean; movePoints: 2 } {
  const roll = rollContestSide(dice, [20], jumper.dex + modifier, options)
  return { roll, clears: roll.total >= 10, movePoints: 2 }
}

/**
 * ZZ-19, ZZ-Q37: Steal (1 AP): thief d12 + DEX against the victim's Perception d12 + INT. As with
 * Move Silently (ZZ-33), a victim whose total is ≥ the thief's notices and the theft fails.
 */
export function zzSteal(
  input: { thief: ZzFigure; victim: ZzFigure; thiefModifier?: number; victimModifier?: number },
  dice: Dice,
  options: ZzOptions,
): { thief: ZzContestRoll; victim: ZzContestRoll; success: boolean } {
  const thief = rollContestSide(dice, [12], input.thief.dex + (input.thiefModifier ?? 0), options)
  const victim = rollContestSide(
    dice,
    [12],
    input.victim.int + (input.victimModifier ?? 0),
    options,
  )
  return { thief, victim, success: thief.total > victim.total }
}

/**
 * ZZ-33, ZZ-Q31: Move Silently (1 AP): the sneaker's d12 + DEX is the Difficulty; each listener in
 * earshot rolls Perception d12 + INT and notices on a total ≥ it.
 */
export function zzMoveSilently(
  input: {
    sneaker: ZzFigure
    listeners: readonly { figure: ZzFigure; modifier?: number }[]
    modifier?: number
  },
  dice: Dice,
  options: ZzOptions,
): {
  sneak: ZzContestRoll
  listeners: { name: string; roll: ZzContestRoll; notices: boolean }[]
} {
  const sneak = rollContestSide(dice, [12], input.sneaker.dex + (input.modifier ?? 0), options)
  const listeners = input.listeners.map((l) => {
    const roll = rollContestSide(dice, [12], l.figure.int + (l.modifier ?? 0), options)
    return { name: l.figure.name, roll, notices: roll.total >= sneak.total }
  })
  return { sneak, listeners }
}
