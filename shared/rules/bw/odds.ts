/**
 * Exact BW odds for the GM: a Skill roll hitting a Usage Rating (F-BW-1), a damage roll beating an
 * Armor roll (F-BW-2) by exact convolution, and the chance that an attack destroys its target.
 */
import { parseBwDice, type BwDiceExpr } from './dice-expr'
import type { BwOptions } from './options'
import { skillRollHits } from './skill'

/** F-BW-1: the chance a d`skillDie` + `modifier` hits Usage Rating `ur`. */
export function hitChance(
  skillDie: number,
  modifier: number,
  ur: number,
  hitOnEqual: boolean,
): number {
  let n = 0
  for (let f = 1; f <= skillDie; f++) if (skillRollHits(f + modifier, ur, hitOnEqual)) n++
  return n / skillDie
}

/** The exact distribution of a dice expression's total: p[i] = P(total = min + i). */
export function totalDistribution(expr: BwDiceExpr): { min: number; p: number[] } {
  let p = [1]
  let min = expr.bonus
  for (const t of expr.dice) {
    for (let k = 0; k < t.n; k++) {
      const next: number[] = new Array<number>(p.length + t.die - 1).fill(0)
      for (let i = 0; i < p.length; i++) {
        const share = (p[i] as number) / t.die
        for (let f = 0; f < t.die; f++) next[i + f] = (next[i + f] as number) + share
      }
      p = next
      min += 1
    }
  }
  return { min, p }
}

/** F-BW-2: the chance a damage roll beats an Armor roll (`gt`: strictly; `ge`: a tie too). */
export function damageBeatsArmorChance(
  damage: BwDiceExpr,
  armor: BwDiceExpr | string,
  mode: BwOptions['damageBeatsArmor'],
): number {
  const d = totalDistribution(damage)
  const a = totalDistribution(typeof armor === 'string' ? parseBwDice(armor) : armor)
  // P(A <= x) for every x, as a running sum over the Armor distribution.
  const cumA: number[] = []
  let run = 0
  for (const q of a.p) cumA.push((run += q))
  const armorAtMost = (x: number) => {
    const i = x - a.min
    if (i < 0) return 0
    return i >= cumA.length ? 1 : (cumA[i] as number)
  }
  let chance = 0
  for (let i = 0; i < d.p.length; i++) {
    const dmg = Math.max(0, d.min + i)
    chance += (d.p[i] as number) * armorAtMost(mode === 'ge' ? dmg : dmg - 1)
  }
  return chance
}

/** The odds of one attack, for the GM's preview. */
export interface BwAttackOdds {
  hit: number
  destroyOnHit: number
  destroy: number
}

/** F-BW-1 + F-BW-2: the chance to hit, to destroy once hit, and to destroy. */
export function attackOdds(
  a: { skillDie: number; modifier: number; ur: number; damage: BwDiceExpr; armor: string },
  options: Pick<BwOptions, 'hitOnEqual' | 'damageBeatsArmor'>,
): BwAttackOdds {
  const hit = hitChance(a.skillDie, a.modifier, a.ur, options.hitOnEqual)
  const destroyOnHit = damageBeatsArmorChance(a.damage, a.armor, options.damageBeatsArmor)
  return { hit, destroyOnHit, destroy: hit * destroyOnHit }
}

/** F-BW-1 + F-BW-2: the chance one attack destroys its target. */
export function killChance(
  a: { skillDie: number; modifier: number; ur: number; damage: BwDiceExpr; armor: string },
  options: Pick<BwOptions, 'hitOnEqual' | 'damageBeatsArmor'>,
): number {
  return attackOdds(a, options).destroy
}
