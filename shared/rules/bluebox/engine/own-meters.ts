/**
 * What a Blue Box being's own player reads on a phone tied to it: its HP against its maximum and,
 * when its armor has any, its Plating against the armor's (Health & Healing; Armor). Only through
 * the Ruleset interface (`instance.meters`); the core never reads a Blue Box sheet itself.
 */
import type { OwnMeter } from '../../ruleset'
import type { NpcRecord, PcRecord } from './sheet-schema'
import { derivedDefences } from './statblock'
import type { BlueboxInstance } from './views'

/** HP (and Plating when the armor gives any) with their maxima; none for a token with no sheet. */
export function blueboxMeters(
  instance: BlueboxInstance,
  sheet: NpcRecord | PcRecord | null,
): OwnMeter[] {
  if (!sheet) return []
  const meters: OwnMeter[] = [{ id: 'hp', name: 'HP', value: instance.hp, max: sheet.hpMax }]
  const plating = derivedDefences(sheet).plating
  if (plating > 0)
    meters.push({ id: 'plating', name: 'Plating', value: instance.plating, max: plating })
  return meters
}
