/**
 * BW damage against Armor (F-BW-2): a hit's Damage against the target's Armor roll. Armor is a
 * dice expression or a fixed number (model.ts); a fixed number "rolls" itself.
 */
import type { Dice } from '../../../dice'
import { maxOfDice, parseBwDice, rollBwDice } from './dice-expr'
import type { BwWeapon } from './model'
import type { BwOptions } from './options'

/**
 * BW-15/16: the Armor Rating of an Armor expression, read as the expression's maximum
 * (d6 → 6, 1d6+1 → 7, "7" → 7).
 */
export function armorRating(armor: string): number {
  return maxOfDice(parseBwDice(armor))
}

/** F-BW-2: does a Damage total beat an Armor roll (gt: strictly more, a tie survives; ge: tie too). */
export function damageDestroys(
  damage: number,
  armorRoll: number,
  mode: BwOptions['damageBeatsArmor'],
): boolean {
  return mode === 'ge' ? damage >= armorRoll : damage > armorRoll
}

/** A weapon's damage roll: every die, then the flat bonus; never below 0. */
export function rollWeaponDamage(
  dice: Dice,
  weapon: Pick<BwWeapon, 'damage' | 'damageBonus'>,
): { faces: number[]; total: number } {
  const r = rollBwDice(dice, { dice: weapon.damage, bonus: weapon.damageBonus })
  return { faces: r.faces, total: Math.max(0, r.total) }
}

/** The outcome of damage against Armor. */
export interface BwDamageResult {
  damage: number
  armorFaces: number[]
  armorRoll: number
  destroyed: boolean
}

/** F-BW-2: the target rolls its Armor against the Damage; destroyed or not. */
export function resolveDamage(
  dice: Dice,
  damage: number,
  armor: string,
  options: Pick<BwOptions, 'damageBeatsArmor'>,
): BwDamageResult {
  const roll = rollBwDice(dice, parseBwDice(armor))
  return {
    damage,
    armorFaces: roll.faces,
    armorRoll: roll.total,
    destroyed: damageDestroys(damage, roll.total, options.damageBeatsArmor),
  }
}
