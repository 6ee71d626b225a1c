/**
 * GG-130 underwater combat (OTHER-SYSTEMS.md A.7; seed 001 says specific rules apply underwater
 * but gives no list). With `underwater: '5e'` (GG-Q52, the default) the [DEF] list applies: melee
 * without a spear, dagger, trident or the like is at Disadvantage; a ranged Weapon attack beyond
 * its Base Range misses, and within it is at Disadvantage; a being fully underwater resists fire.
 * With `underwater: 'none'` the GG rules on it and nothing changes here.
 */
import type { GgAdvantage } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'

/** Weapons that work underwater in melee (the [DEF] list; a stat block may add its own). */
export const GG_UNDERWATER_MELEE = ['spear', 'dagger', 'trident', 'javelin', 'shortsword'] as const

export interface UnderwaterAttack {
  melee: boolean
  /** The weapon's name or kind, matched against `GG_UNDERWATER_MELEE` (any case, any word). */
  weapon: string
  /** A spell or power rather than a Weapon attack (ranged spells are not affected). */
  spell?: boolean
  /** Ranged: the distance and the weapon's Base Range, in metres. */
  distance?: number
  baseRange?: number
}

/** What being underwater does to one attack: a Disadvantage source, or an automatic miss. */
export function underwaterAttack(
  attack: UnderwaterAttack,
  options: Pick<GgOptions, 'underwater'> = GG_DEFAULT_OPTIONS,
): { disadvantage: boolean; autoMiss: boolean; why: string | null } {
  const none = { disadvantage: false, autoMiss: false, why: null }
  if (options.underwater === 'none') return none
  if (attack.melee) {
    const words = attack.weapon.toLowerCase().split(/[^a-z]+/)
    if (GG_UNDERWATER_MELEE.some((w) => words.includes(w))) return none
    return { disadvantage: true, autoMiss: false, why: `${attack.weapon} is clumsy underwater` }
  }
  if (attack.spell) return none
  if (attack.distance !== undefined && attack.baseRange !== undefined) {
    if (attack.distance > attack.baseRange) {
      return { disadvantage: false, autoMiss: true, why: 'beyond Base Range underwater it misses' }
    }
  }
  return { disadvantage: true, autoMiss: false, why: 'ranged Weapon attacks underwater' }
}

/** Advantage of an attack with the underwater Disadvantage added (5e: any of both cancels). */
export function withUnderwater(adv: GgAdvantage, disadvantage: boolean): GgAdvantage {
  if (!disadvantage) return adv
  return adv === 'advantage' ? 'normal' : 'disadvantage'
}

/** A being fully underwater gains one source of Resistance to fire (GG-081), on top of its own. */
export function underwaterResistances(
  resistances: Readonly<Record<string, number>>,
  options: Pick<GgOptions, 'underwater'> = GG_DEFAULT_OPTIONS,
): Record<string, number> {
  if (options.underwater === 'none') return { ...resistances }
  return { ...resistances, fire: (resistances.fire ?? 0) + 1 }
}
