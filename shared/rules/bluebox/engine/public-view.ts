/**
 * What players may see of a Blue Box token: how hurt it looks, never its HP, and the conditions
 * that show on a figure on the table. The projection asks for it through the Ruleset interface.
 */
import { healthLook } from '../../../kit/health'
import type { HealthLook, PublicInstance } from '../../ruleset'
import type { NpcRecord, PcRecord } from './sheet-schema'
import type { BlueboxInstance } from './views'

/**
 * Conditions that show on a figure on the table (lying down, held, bleeding, out cold). Others
 * (Hidden, Invisible, Frightened, Poisoned...) are the GM's to describe, so they stay behind.
 */
export const VISIBLE_CONDITIONS: readonly string[] = [
  'down',
  'out',
  'unconscious',
  'prone',
  'grappled',
  'pinned',
  'immobilized',
  'bleeding',
]

/** Hurt below full HP, badly hurt at half or less, down at 0 HP or when Down or Out (Health & Healing). */
export function tokenHealth(
  hp: number,
  hpMax: number,
  conditions: readonly string[],
): HealthLook | null {
  const down = hp <= 0 || conditions.includes('down') || conditions.includes('out')
  return healthLook(hp, hpMax, down) ?? null
}

/**
 * A token's public view: its health look (only with a sheet to measure HP against) and its
 * visible conditions.
 */
export function blueboxPublicView(
  instance: BlueboxInstance,
  sheet: Pick<NpcRecord | PcRecord, 'hpMax'> | null,
): PublicInstance {
  const health = sheet ? tokenHealth(instance.hp, sheet.hpMax, instance.conditions) : null
  const conditions = VISIBLE_CONDITIONS.filter((c) => instance.conditions.includes(c))
  return {
    ...(health ? { health } : {}),
    ...(conditions.length ? { conditions } : {}),
  }
}
