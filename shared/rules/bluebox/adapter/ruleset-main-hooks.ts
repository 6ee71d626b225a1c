/**
 * What main asks of a Blue Box sheet and instance beyond their schemas: how a sheet's token stands
 * on the board and whether a hand edit of a token's state fits its sheet.
 */
import type { Ruleset } from '../../ruleset'
import { CONDITION_IDS } from '../engine/condition-table'
import type { BlueboxTypes } from './types'

type SheetHooks = Ruleset<BlueboxTypes>['sheet']
type InstanceHooks = Ruleset<BlueboxTypes>['instance']

/** A Blue Box sheet's token: its size and its speed in metres per Move Action (Movement & Terrain). */
export const blueboxSheetToken: NonNullable<SheetHooks['token']> = (sheet) => ({
  size: sheet.size,
  speed: sheet.speed,
})

const KNOWN = new Set<string>(CONDITION_IDS)

/**
 * A GM's hand edit of a token's state: only conditions of the table (Conditions), and no more HP
 * than the sheet's maximum (Health & Healing).
 */
export const blueboxInstanceProblem: NonNullable<InstanceHooks['problem']> = (instance, sheet) => {
  const unknown = instance.conditions.filter((c) => !KNOWN.has(c))
  if (unknown.length) return `"${unknown[0]}" is not a condition`
  if (sheet && instance.hp > sheet.hpMax)
    return `${sheet.name} has at most ${sheet.hpMax} HP, not ${instance.hp}`
  return null
}
