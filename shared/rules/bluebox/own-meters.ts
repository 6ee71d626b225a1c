/**
 * What a Blue Box being's own player reads on a phone tied to it: its HP against its maximum and,
 * when its armor has any, its Plating against the armor's (Health & Healing; Armor). Only through
 * the Ruleset interface (`instance.meters`); the core never reads a Blue Box sheet itself.
 */
import type { OwnMeter } from '../ruleset'
import { NpcRecordSchema, PcRecordSchema } from './sheet-schema'
import { derivedDefences } from './statblock'
import { BlueboxInstanceSchema } from './views'

/** HP (and Plating when the armor gives any) with their maxima; none for a token with no sheet. */
export function blueboxMeters(instance: unknown, sheet: unknown): OwnMeter[] {
  const inst = BlueboxInstanceSchema.safeParse(instance)
  const pc = PcRecordSchema.safeParse(sheet)
  const record = pc.success ? pc.data : NpcRecordSchema.safeParse(sheet).data
  if (!inst.success || !record) return []
  const meters: OwnMeter[] = [{ id: 'hp', name: 'HP', value: inst.data.hp, max: record.hpMax }]
  const plating = derivedDefences(record).plating
  if (plating > 0)
    meters.push({ id: 'plating', name: 'Plating', value: inst.data.plating, max: plating })
  return meters
}
