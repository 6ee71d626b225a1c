/**
 * Exact odds of a GG attack (OTHER-SYSTEMS.md A.3 + A.4): the chance of each outcome (miss, hit,
 * Overwhelming Blow, Critical Hit), the damage distribution after the target's pipeline, and the
 * chance to drop the target to 0 HP. By enumeration of the test die (F-GG-1/3) and convolution of
 * the damage dice (GG-070/073/074; the test die's odds are test.ts's; seed 001 lines 41–46 and 74–90); the tests check it against brute force over every face.
 */
import type { Distribution } from '../../../dice'
import {
  attackOutcome,
  attackTestInput,
  rollModeFor,
  type AttackInput,
  type AttackOutcome,
  type GgAttackOptions,
} from './attack'
import { applyDamage, type DamageTarget, type GgDamageOptions } from './damage'
import { diceExprDistribution, floorAtZero } from './dice-expr'
import { GG_DEFAULT_OPTIONS } from './options'
import { advantagePlan, keptDistribution, testBonus } from './test'

export interface AttackOdds {
  /** Chance of each outcome; they sum to 1. */
  outcomes: Record<AttackOutcome, number>
  /** Chance of any hit (hit + overwhelming + critical). */
  hitChance: number
  /** Distribution of the damage after the target's modifiers (before BP), a miss counting as 0. */
  damage: Distribution
  /** Distribution of the HP the target loses (after BP; a miss counts as 0). */
  hpLoss: Distribution
  /** Chance the target ends at 0 HP. */
  dropChance: number
  /** Expected damage after the target's modifiers. */
  expectedDamage: number
}

function addInto(
  acc: number[],
  d: Distribution,
  weight: number,
  map: (raw: number) => number,
): void {
  for (let i = 0; i < d.p.length; i++) {
    const pi = d.p[i]!
    if (pi === 0) continue
    const v = map(d.min + i)
    while (acc.length <= v) acc.push(0)
    acc[v]! += pi * weight
  }
}

/**
 * The exact odds of one attack (`resolveAttack`'s input) against a target: GG-046 … GG-051,
 * GG-070, GG-073, GG-074, then `applyDamage` (A.4) on every possible raw amount.
 */
export function attackOdds(
  input: AttackInput,
  target: DamageTarget,
  options: GgAttackOptions = GG_DEFAULT_OPTIONS,
  damageOptions: GgDamageOptions = GG_DEFAULT_OPTIONS,
): AttackOdds {
  // The Attack Roll is a Trait Test: its kept natural result comes from test.ts (F-GG-1/3).
  const test = attackTestInput(input)
  const plan = advantagePlan(test.advantage, options.advMode)
  const naturals = keptDistribution(options.testDie, plan.sets, plan.keep)
  const flat = testBonus(test) + plan.bonus
  const outcomes: Record<AttackOutcome, number> = { miss: 0, hit: 0, overwhelming: 0, critical: 0 }
  // Raw damage distributions per roll mode, cached by outcome and (for stacking) margin ≥ 5.
  const cache = new Map<string, Distribution>()
  const rawDamage = new Array<number>()
  for (let n = 0; n < naturals.length; n++) {
    const p = naturals[n]!
    if (p === 0) continue
    const ttv = n + flat
    const inspired = options.inspiredOn.includes(n)
    const outcome =
      input.autoMiss === true ? 'miss' : attackOutcome(ttv, input.ht, input.kind, inspired, options)
    outcomes[outcome] += p
    if (outcome === 'miss' || input.instead !== undefined) {
      addInto(rawDamage, { min: 0, p: [1] }, p, (x) => x)
      continue
    }
    const mode = rollModeFor(outcome, options, ttv - input.ht, input.kind)
    const key = `${outcome}${mode.maximiseBase === true ? '+max' : ''}`
    let d = cache.get(key)
    if (d === undefined) {
      d = floorAtZero(diceExprDistribution(input.damage, mode))
      cache.set(key, d)
    }
    addInto(rawDamage, d, p, (x) => x)
  }

  // The pipeline is deterministic given the raw amount: map each amount once.
  const raw: Distribution = { min: 0, p: rawDamage }
  const damage: number[] = []
  const hpLoss: number[] = []
  let dropChance = 0
  let expectedDamage = 0
  const types = input.damageTypes ?? []
  for (let a = 0; a < raw.p.length; a++) {
    const pa = raw.p[a]!
    if (pa === 0) continue
    const packet =
      input.magical === true ? { amount: a, types, magical: true } : { amount: a, types }
    const r = applyDamage(packet, target, undefined, damageOptions)
    while (damage.length <= r.modified) damage.push(0)
    damage[r.modified]! += pa
    while (hpLoss.length <= r.hpLost) hpLoss.push(0)
    hpLoss[r.hpLost]! += pa
    expectedDamage += pa * r.modified
    if (r.hp === 0) dropChance += pa
  }
  return {
    outcomes,
    hitChance: outcomes.hit + outcomes.overwhelming + outcomes.critical,
    damage: { min: 0, p: damage },
    hpLoss: { min: 0, p: hpLoss },
    dropChance,
    expectedDamage,
  }
}
