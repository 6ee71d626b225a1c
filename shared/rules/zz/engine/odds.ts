/**
 * Exact ZZ odds (OTHER-SYSTEMS.md B.3/B.4/B.6; seed 003, "Attack", "Aim / Focus", "Use one of
 * your character's Skills"): distributions by convolution over every face, never by sampling
 * (the shared `Distribution` of shared/dice).
 * An Aim/Focus plan is "stop after k Crits". Re-rolls are the player's choice after seeing the
 * dice, so odds are given without them, plus, as a separate figure, with one stated policy:
 * "re-roll the base die when it shows below its average".
 */
import {
  certain,
  chanceAtLeast,
  chanceBeats,
  chanceWhere,
  convolve,
  dieDistribution,
  floorAt,
  mapValues,
  mean,
  mix,
  negate,
  shift,
  type Distribution,
} from '../../../dice'
import { doubledTotal, type ZzCritOptions } from './crit'
import { formulaFlat, parseZzFormula } from './dice-expr'
import {
  meleeFormula,
  rangedModifiers,
  zzHpOutcome,
  zzWeaponRange,
  type ZzAttackInput,
} from './attack-rules'
import type { ZzFigure } from './model'
import type { ZzOptions } from './options'

/**
 * ZZ-39, F-ZZ-6, ZZ-Q13: one die under the policy "re-roll it when it shows below its average",
 * keeping the new face (or the better one with `rerollKeep: best`).
 */
export function rerolledDieDist(sides: number, keep: ZzOptions['rerollKeep']): Distribution {
  const avg = (sides + 1) / 2
  const p = new Array<number>(sides).fill(0)
  const put = (face: number, chance: number) => (p[face - 1] = (p[face - 1] as number) + chance)
  for (let f = 1; f <= sides; f++) {
    if (f >= avg) put(f, 1 / sides)
    else for (let g = 1; g <= sides; g++) put(keep === 'best' ? Math.max(f, g) : g, 1 / sides ** 2)
  }
  return { min: 1, p }
}

/** ZZ-58: how an Aim/Focus chain planned as "stop after k Crits" ends. */
export interface ChainOdds {
  /** The first throw is blank: no doubling, nothing lost. */
  pNoCrit: number
  /** A blank after a Crit: back to the original total (first doubling kept with chainFailKeepsFirst). */
  pBust: number
  /** P(the chain ends with exactly j doublings kept by stopping), index j = 0..k (index 0 is 0). */
  pDoublings: number[]
}

/** ZZ-57/58, F-ZZ-2: the odds of each ending of a chain planned to stop after `k` Crits (Infinity: never stops). */
export function chainOdds(k: number, options: Pick<ZzOptions, 'critDie'>): ChainOdds {
  const q = options.critDie.critFaces / options.critDie.faces
  const pDoublings = [0]
  if (!Number.isFinite(k)) return { pNoCrit: 1 - q, pBust: q, pDoublings }
  // A Crit is always kept or thrown on from, so a plan of 0 stops after the first, like 1.
  const stop = Math.max(1, Math.ceil(k))
  for (let j = 1; j < stop; j++) pDoublings.push(0)
  pDoublings.push(q ** stop)
  return { pNoCrit: 1 - q, pBust: q - q ** stop, pDoublings }
}

/**
 * ZZ-57/58, ZZ-Q5/Q6: the total's distribution from its dice-sum distribution and its flat part,
 * after a chain planned to stop after `k` Crits (no chain when k is undefined).
 */
export function chainedDist(
  diceSum: Distribution,
  flat: number,
  k: number | undefined,
  options: ZzCritOptions,
): Distribution {
  const base = shift(diceSum, flat)
  if (k === undefined) return base
  const c = chainOdds(k, options)
  const doubled = (j: number) => mapValues(diceSum, (s) => doubledTotal(s + flat, s, j, options))
  const ends: Array<[number, Distribution]> = [
    [c.pNoCrit, base],
    [c.pBust, doubled(options.chainFailKeepsFirst ? 1 : 0)],
  ]
  c.pDoublings.forEach((q, j) => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, only the planned last doubling has a chance; one of chance 0 adds only zeros inside the values the others span
    if (q > 0) ends.push([q, doubled(j)])
  })
  return mix(ends)
}

function sumOf(sides: readonly number[], first?: Distribution): Distribution {
  let d = certain(0)
  sides.forEach((s, i) => (d = convolve(d, i === 0 && first ? first : dieDistribution(s))))
  return d
}

function planK(plan: ZzAttackInput['aim'], what: string): number | undefined {
  if (plan === undefined || typeof plan === 'number') return plan
  throw new Error(`Odds need the ${what} Aim/Focus plan as "stop after so many Crits".`)
}

/** The odds of one attack (without re-rolls, or with the base-die policy). */
export interface ZzAttackOddsFigures {
  /** Ranged: P(the Ranged Attack Roll hits); melee: 1. */
  pRangedHit: number
  /** P(attack or damage total ≥ the Defend total) (a ranged miss counts as no). */
  pAtLeast: number
  /** P(damage > 0). */
  pDamage: number
  /** The damage dealt (a miss or a blocked blow counts as 0). */
  damage: Distribution
  expectedDamage: number
  /** P(the target goes Down from this attack) (ZZ-49). */
  pDown: number
}

/** The odds of an attack: plain, with the re-roll policy, and how the Aim/Focus chain ends. */
export interface ZzAttackOdds extends ZzAttackOddsFigures {
  chain: ChainOdds | null
  /** The same with "re-roll the base die (Base Attack, weapon or d20) when below its average". */
  withBaseReroll: ZzAttackOddsFigures
}

function figures(input: ZzAttackInput, options: ZzOptions, policy: boolean): ZzAttackOddsFigures {
  const a = input.attacker.figure
  const t = input.target.figure
  const w = input.weapon
  const ranged = w !== null && w.kind !== 'melee'
  const mod = input.attackModifier ?? 0
  const first = (sides: number) => (policy ? rerolledDieDist(sides, options.rerollKeep) : undefined)
  let pRangedHit = 1
  let attack: Distribution
  if (ranged) {
    const m = rangedModifiers(a, zzWeaponRange(a, w), input.distance, options)
    const roll = chainedDist(
      first(20) ?? dieDistribution(20),
      m.rangePenalty + m.archery + mod,
      planK(input.aim, 'attack'),
      options,
    )
    pRangedHit = chanceAtLeast(roll, options.rangedHitTarget)
    const f = parseZzFormula(w.damage)
    const flat = formulaFlat(f, a) + (w.projectileBonus ?? 0)
    attack = chainedDist(sumOf(f.dice), flat, planK(input.damageAim, 'damage'), options)
  } else {
    const f = meleeFormula(a, w, options)
    const firstDie = f.dice[0] as number
    attack = chainedDist(
      sumOf(f.dice, first(firstDie)),
      formulaFlat(f, a) + mod,
      planK(input.aim, 'attack'),
      options,
    )
  }
  const defFlat =
    t.dex + t.defenseBonus + input.target.state.defendBonus + (input.defenseModifier ?? 0)
  const defDice = input.unexpected ? certain(1) : dieDistribution(t.baseDefense)
  const defense = chainedDist(defDice, defFlat, planK(input.defenseAim, 'defence'), options)
  // ZZ-47: the damage is what the attack total beats the Defend total by, never below 0.
  const margin = convolve(attack, negate(defense))
  const damage = mix([
    [1 - pRangedHit, certain(0)],
    [pRangedHit, floorAt(margin, 0)],
  ])
  const pDown = chanceWhere(damage, (d) =>
    zzHpOutcome(input.target.state, d, options).gained.includes('down'),
  )
  return {
    pRangedHit,
    pAtLeast: pRangedHit * chanceAtLeast(margin, 0),
    pDamage: chanceAtLeast(damage, 1),
    damage,
    expectedDamage: mean(damage),
    pDown,
  }
}

/**
 * ZZ-35..49, ZZ-57..59: the exact odds of an attack as `resolveZzAttack` would resolve it (Aim
 * plans must be "stop after k Crits"); prerequisites are not checked here.
 */
export function zzAttackOdds(input: ZzAttackInput, options: ZzOptions): ZzAttackOdds {
  const k = planK(input.aim, 'attack')
  return {
    ...figures(input, options, false),
    chain: k === undefined ? null : chainOdds(k, options),
    withBaseReroll: figures(input, options, true),
  }
}

/** One side of a contest or check for odds: its dice, flat part and Aim/Focus plan. */
export interface ZzOddsSide {
  dice: readonly number[]
  flat: number
  aim?: number
}

/** A side's total distribution. */
export function sideDist(side: ZzOddsSide, options: ZzCritOptions): Distribution {
  return chainedDist(sumOf(side.dice), side.flat, side.aim, options)
}

/**
 * ZZ-25/45/46/19/33: P(the actor wins a contest): actor total ≥ the other's when ties go to the
 * actor (Shove, Trip, default Dodge), > otherwise (Steal; for Move Silently pass the listener as
 * the actor with ties).
 */
export function zzContestOdds(
  actor: ZzOddsSide,
  other: ZzOddsSide,
  tieToActor: boolean,
  options: ZzCritOptions,
): number {
  return chanceBeats(sideDist(actor, options), sideDist(other, options), tieToActor)
}

/** ZZ-61/62, ZZ-43/44, ZZ-26: P(a d-roll plus flat, with an Aim plan, reaches `target`). */
export function zzCheckOdds(side: ZzOddsSide, target: number, options: ZzCritOptions): number {
  return chanceAtLeast(sideDist(side, options), target)
}

/** ZZ-61/62: P(Use Skill succeeds): d12 + attribute + modifier ≥ Difficulty; Difficulty 1 is sure. */
export function zzSkillOdds(
  input: { attribute: number; difficulty: number; modifier?: number; aim?: number },
  options: ZzCritOptions,
): number {
  if (input.difficulty <= 1) return 1
  const side: ZzOddsSide = { dice: [12], flat: input.attribute + (input.modifier ?? 0) }
  if (input.aim !== undefined) side.aim = input.aim
  return zzCheckOdds(side, input.difficulty, options)
}

/** ZZ-45, ZZ-Q22: P(a Shove succeeds), the same sides `zzShove` rolls (no Aim/Focus, ZZ-60). */
export function zzShoveOdds(
  input: {
    shover: ZzFigure
    target: ZzFigure
    running?: boolean
    shoverModifier?: number
    targetModifier?: number
  },
  options: ZzOptions,
): number {
  const s = input.shover
  const t = input.target
  const die = options.shoveDefenseDie === 'baseAttack' ? t.baseAttack : t.baseDefense
  return zzContestOdds(
    {
      dice: [s.baseAttack],
      flat: s.str + s.size / 10 + (input.running ? 5 : 0) + (input.shoverModifier ?? 0),
    },
    { dice: [die], flat: t.dex + t.size / 10 + t.defenseBonus + (input.targetModifier ?? 0) },
    true,
    options,
  )
}

/** ZZ-46, ZZ-60: P(a Trip succeeds), the tripper Aiming per its plan. */
export function zzTripOdds(
  input: {
    tripper: ZzFigure
    target: ZzFigure
    aim?: number
    tripperModifier?: number
    targetModifier?: number
  },
  options: ZzOptions,
): number {
  const a = input.tripper
  const t = input.target
  const actor: ZzOddsSide = {
    dice: [a.baseAttack],
    flat: a.str + a.dex + (input.tripperModifier ?? 0),
  }
  if (input.aim !== undefined) actor.aim = input.aim
  const other = {
    dice: [t.baseDefense],
    flat: t.dex + t.defenseBonus + (input.targetModifier ?? 0),
  }
  return zzContestOdds(actor, other, true, options)
}

/** ZZ-25, ZZ-Q28: P(a Dodge gets through the occupant's square). */
export function zzDodgeOdds(
  input: { mover: ZzFigure; occupant: ZzFigure },
  options: ZzOptions,
): number {
  const m = input.mover
  const o = input.occupant
  return zzContestOdds(
    { dice: [m.baseAttack], flat: m.str + m.dex },
    { dice: [o.baseDefense], flat: o.dex + o.defenseBonus },
    options.dodgeTie === 'mover',
    options,
  )
}
