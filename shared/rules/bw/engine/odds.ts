/**
 * Exact BW odds for the GM: a Skill roll hitting a Usage Rating (F-BW-1), a damage roll beating an
 * Armor roll (F-BW-2) by exact convolution, and the chance that an attack destroys its target.
 */
import {
  certain,
  chanceBeats,
  convolve,
  diceDistribution,
  floorAt,
  type Distribution,
} from '../../../dice'
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
export function totalDistribution(expr: BwDiceExpr): Distribution {
  let d = certain(expr.bonus)
  for (const t of expr.dice) d = convolve(d, diceDistribution(t.n, t.die))
  return d
}

/**
 * F-BW-2: the chance a damage roll beats an Armor roll (`gt`: strictly; `ge`: a tie too). A damage
 * total below 0 counts as 0.
 */
export function damageBeatsArmorChance(
  damage: BwDiceExpr,
  armor: BwDiceExpr | string,
  mode: BwOptions['damageBeatsArmor'],
): number {
  const d = floorAt(totalDistribution(damage), 0)
  const a = totalDistribution(typeof armor === 'string' ? parseBwDice(armor) : armor)
  return chanceBeats(d, a, mode === 'ge')
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
