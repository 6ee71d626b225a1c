/**
 * What main asks of a Blue Box sheet and instance beyond their schemas: how a sheet's token stands
 * on the board and whether a hand edit of a token's state fits its sheet.
 */
import type { Ruleset } from '../ruleset'
import { CONDITION_IDS } from './condition-table'
import type { NpcRecord, PcRecord } from './sheet-schema'
import type { BlueboxInstance } from './views'

/** A Blue Box sheet's token: its size and its speed in metres per Move Action (Movement & Terrain). */
export const blueboxSheetToken: NonNullable<Ruleset['sheet']['token']> = (sheet) => {
  const s = sheet as NpcRecord | PcRecord
  return { size: s.size, speed: s.speed }
}

const KNOWN = new Set<string>(CONDITION_IDS)

/**
 * A GM's hand edit of a token's state: only conditions of the table (Conditions), and no more HP
 * than the sheet's maximum (Health & Healing).
 */
export const blueboxInstanceProblem: NonNullable<Ruleset['instance']['problem']> = (
  instance,
  sheet,
) => {
  const i = instance as BlueboxInstance
  const unknown = i.conditions.filter((c) => !KNOWN.has(c))
  if (unknown.length) return `"${unknown[0]}" is not a condition`
  const s = sheet as NpcRecord | PcRecord | null
  if (s && i.hp > s.hpMax) return `${s.name} has at most ${s.hpMax} HP, not ${i.hp}`
  return null
}
