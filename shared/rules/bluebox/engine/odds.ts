import {
  certain,
  convolve,
  dieDistribution,
  negate,
  tailAtLeast,
  withTail,
  type Distribution,
  type TailedDistribution,
} from '../../../dice'
import { exhaustionPenalty, netEdge, powerDie, type CheckInput, type SaveInput } from './check'
import {
  clampSacrifice,
  damageDicePool,
  targetNumber,
  type AttackInput,
  type Defender,
} from './attack'
import { damageAfterReductions, damageProfile, platingFromSacrifice } from './damage'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'

/*
 * Exact odds by convolution of exact die distributions (no simulation), in the shared
 * `Distribution` form. Every per-die and per-pool distribution is computed once and cached with
 * its upper tail, so a call only sums over at most a few dozen faces.
 */

type Mode = BlueBoxOptions['practicedReroll']

/** 0 plain, 1 Practiced rerolling once, 2 Practiced rerolling until not 1. */
function variantOf(practiced: boolean | undefined, mode: Mode): number {
  return practiced !== true ? 0 : mode === 'once' ? 1 : 2
}

/** One die's faces under a Practiced variant (R2); Practiced dice are d4 and d12. */
function faceDist(sides: number, variant: number): Distribution {
  if (variant === 0) return dieDistribution(sides)
  const p = new Array<number>(sides)
  for (let f = 1; f <= sides; f++) {
    if (variant === 1) p[f - 1] = f === 1 ? 1 / (sides * sides) : 1 / sides + 1 / (sides * sides)
    else p[f - 1] = f === 1 ? 0 : 1 / (sides - 1)
  }
  return { min: 1, p }
}

/**
 * The natural d12's chances by face (`[n]` is the chance of a natural n), copied once into a
 * Float64Array: hitChance reads it in its hot loop, where the typed array is measurably faster
 * (about 5% of a call) than the Distribution's number[].
 */
const naturalCache: Float64Array[] = []
function naturalFaces(variant: number): Float64Array {
  return (naturalCache[variant] ??= Float64Array.of(0, ...faceDist(12, variant).p))
}

const ZERO = withTail(certain(0))

/** Sum of `count` d`sides` (variant: Practiced rerolls), added (+1) or subtracted (-1). */
const sumCache = new Map<string, TailedDistribution>()
function sumDist(count: number, sides: number, variant: number, sign: 1 | -1): TailedDistribution {
  if (count <= 0) return ZERO
  const key = `${count}d${sides}/${variant}/${sign}`
  let d = sumCache.get(key)
  if (d === undefined) {
    const face = faceDist(sides, variant)
    d = withTail(
      convolve(sumDist(count - 1, sides, variant, sign), sign === 1 ? face : negate(face)),
    )
    sumCache.set(key, d)
  }
  return d
}

/** The Edge (+) or Flaw (-) d4 total for a net Edge; Practiced rerolls only touch Edge dice. */
function edgeDist(net: number, variant: number): TailedDistribution {
  return net >= 0 ? sumDist(net, 4, variant, 1) : sumDist(-net, 4, 0, -1)
}

/** P(natural 12) of a check (Decisive Rolls & Hits). */
export function decisiveChance(
  input: Pick<CheckInput, 'practiced'>,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  return naturalFaces(variantOf(input.practiced, options.practicedReroll))[12] as number
}

/** Exact chance a d12 roll meets a target number or rolls a natural 12 (Roll Types & Modifiers; Decisive Rolls & Hits). */
export function hitChance(
  attack: CheckInput,
  targetNumber: number,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  const variant = variantOf(attack.practiced, options.practicedReroll)
  const nat = naturalFaces(variant)
  const ed = edgeDist(netEdge(attack.edge ?? 0, attack.flaw ?? 0), variant)
  const need = targetNumber - (attack.modifier ?? 0) + exhaustionPenalty(attack.exhaustion)
  let p = nat[12] as number
  for (let n = 1; n <= 11; n++) p += (nat[n] as number) * tailAtLeast(ed, need - n)
  return p > 1 ? 1 : p
}

/** Exact chance of an ability check against a DC; an impossible task never succeeds (Roll Types; Decisive Rolls & Hits). */
export function checkChance(
  input: CheckInput & { impossible?: boolean },
  dc: number,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  return input.impossible === true ? 0 : hitChance(input, dc, options)
}

/** Exact chance of a save: exhaustion never applies, automatic failure is 0 (Roll Types, Saves; R15). */
export function saveChance(
  input: SaveInput,
  dc: number,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  if (input.autoFail === true || input.impossible === true) return 0
  return hitChance(
    { modifier: input.modifier, edge: input.edge, flaw: input.flaw, practiced: input.practiced },
    dc,
    options,
  )
}

export interface PlatingChance {
  plating: number
  chance: number
}

export interface SacrificeOdds {
  sacrifice: number
  /** Power Dice rolled for damage after the sacrifice. */
  damageDice: number
  /** Plating left on a hit that is not a Shatter. */
  platingLeftOnHit: number
  /** damage[d] = P(d reaches THP + HP); a miss counts as 0. */
  damage: number[]
  expectedDamage: number
  /** P(the target drops from above 0 HP to 0). */
  downChance: number
  /** Plating after the attack, highest first, misses included. */
  platingLeft: PlatingChance[]
  expectedPlatingLeft: number
}

export interface AttackOdds {
  targetNumber: number
  hitChance: number
  decisiveChance: number
  dieSides: number
  /** Power Dice on a hit before any sacrifice (with Crit, Hidden, Lightning in water). */
  dicePool: number
  /** One entry per possible sacrifice, 0..dicePool. */
  bySacrifice: SacrificeOdds[]
}

/** Exact odds per sacrifice choice: hit, damage distribution, expected damage, Down chance, Plating left (Combat Actions, Attacks). */
export function attackOdds(
  attack: AttackInput,
  defender: Defender,
  options: BlueBoxOptions = BLUEBOX_DEFAULT_OPTIONS,
): AttackOdds {
  // `attack.sacrifice` is ignored (every choice is offered); `decisiveOption` applies on natural 12s.
  const tn = targetNumber(defender)
  const pHit = hitChance(attack, tn, options)
  const pDec = decisiveChance(attack, options)
  const pPlain = pHit - pDec
  const sides = powerDie(attack.level)
  const pool = damageDicePool(attack, defender, options)
  const profile = damageProfile(defender, attack.damageType, attack.pure === true)
  const platingBefore = defender.plating > 0 ? defender.plating : 0
  const downAt =
    defender.hp > 0
      ? defender.hp + (defender.thp !== undefined && defender.thp > 0 ? defender.thp : 0)
      : Infinity
  const mod = attack.damageModifier ?? 0
  const option = attack.decisiveOption
  const bySacrifice: SacrificeOdds[] = []

  for (let k = 0; k <= pool; k++) {
    const destroyed = platingFromSacrifice(
      clampSacrifice(k, pool),
      sides,
      profile,
      defender.backFooted === true,
      options,
    )
    const pa = Math.max(platingBefore - destroyed, 0)
    const paDecisive = option === 'shatter' ? 0 : pa
    const m = pool - k
    const maxD = m > 0 ? damageAfterReductions(m * sides + mod, profile, 0, options) : 0
    const damage: number[] = new Array<number>(maxD + 1).fill(0)
    damage[0] = 1 - pHit
    if (m === 0) {
      damage[0] += pHit
    } else {
      const sums = sumDist(m, sides, 0, 1)
      for (let i = 0; i < sums.p.length; i++) {
        const raw = sums.min + i + mod
        const w = sums.p[i] as number
        const d = damageAfterReductions(raw, profile, pa, options)
        damage[d] = (damage[d] as number) + w * pPlain
        if (option !== 'heavy-strike') {
          const dd = damageAfterReductions(raw, profile, paDecisive, options)
          damage[dd] = (damage[dd] as number) + w * pDec
        }
      }
      if (option === 'heavy-strike') {
        const d = damageAfterReductions(m * sides + mod, profile, paDecisive, options)
        damage[d] = (damage[d] as number) + pDec
      }
    }
    // Expected damage and the Down chance in one pass: measurably faster here than the shared
    // mean() and chanceWhere() (two passes and a closure), the same sums in the same order.
    let expected = 0
    let down = 0
    for (let d = 1; d < damage.length; d++) {
      const p = damage[d] as number
      expected += d * p
      if (d >= downAt) down += p
    }
    const platingLeft = mergePlating([
      [platingBefore, 1 - pHit],
      [pa, pPlain],
      [paDecisive, pDec],
    ])
    let expectedPlating = 0
    for (const e of platingLeft) expectedPlating += e.plating * e.chance
    bySacrifice.push({
      sacrifice: k,
      damageDice: m,
      platingLeftOnHit: pa,
      damage,
      expectedDamage: expected,
      downChance: down,
      platingLeft,
      expectedPlatingLeft: expectedPlating,
    })
  }
  return {
    targetNumber: tn,
    hitChance: pHit,
    decisiveChance: pDec,
    dieSides: sides,
    dicePool: pool,
    bySacrifice,
  }
}

/** Entries with a chance, equal Plating merged; given highest first (before, on a hit, on a Decisive Hit), kept so. */
function mergePlating(entries: Array<[number, number]>): PlatingChance[] {
  const out: PlatingChance[] = []
  for (const [plating, chance] of entries) {
    if (chance <= 0) continue
    const same = out.find((e) => e.plating === plating)
    if (same !== undefined) same.chance += chance
    else out.push({ plating, chance })
  }
  return out
}
