/**
 * Zealots of Zaldar (seed 003) behind the Ruleset interface (../ruleset.ts): a dungeon crawl on a
 * square board counted in spaces (OTHER-SYSTEMS.md Part B). Everything the core asks of ZZ goes
 * through this object; the rest of shared/rules/zz stays its own business.
 */
import { defineRuleset } from '../../define'
import type { ConditionDef, Ruleset } from '../../ruleset'
import { ZZ_ATTRIBUTES, ZZ_STATUSES, type ZzStatus } from '../engine/model'
import { presetName } from '../engine/option-fields'
import {
  resolveZzOptions,
  ZZ_ARCHERY_PRESETS,
  ZZ_CRIT_DIE_PRESETS,
  ZZ_DEFAULT_OPTIONS,
  ZZ_OPTION_FIELDS,
  ZzOptionsSchema,
} from '../engine/options'
import { zzCombat } from './ruleset-combat'
import { zzMovement } from './ruleset-movement'
import { zzRolls } from './ruleset-rolls'
import { zzInstanceHooks, zzSheet, ZZ_VISIBLE_STATUSES } from './ruleset-sheet'
import { ZZ_STATUS_INFO } from '../engine/status'
import type { ZzTypes } from './types'

const ATTRIBUTE_NAMES = { STR: 'Strength', DEX: 'Dexterity', INT: 'Intellect', CHA: 'Charisma' }

/**
 * ZZ-49..55: the statuses as the core's conditions. None ends by a timer: Down ends with the
 * Recovery Roll the turn start makes, On Fire with Stop, Drop & Roll, Tripped with Stand Up,
 * Unconscious as the encounter ends (ZZ-Q35); the rest are Zaldar's to lift.
 */
export const ZZ_CONDITIONS: readonly ConditionDef[] = ZZ_STATUSES.map((id: ZzStatus) => ({
  id,
  name: ZZ_STATUS_INFO[id].label,
  summary: ZZ_STATUS_INFO[id].effect,
  timing: { ends: 'manual' },
  visible: ZZ_VISIBLE_STATUSES.includes(id),
}))

/**
 * The table options as the dialog reads them: the Crit die and the archery tiers by their preset
 * names when they are one (./options accepts the names back).
 */
function resolveForDialog(stored: unknown): Record<string, unknown> {
  const o = resolveZzOptions(stored)
  return {
    ...o,
    critDie: presetName(o.critDie, ZZ_CRIT_DIE_PRESETS),
    archeryTiers: presetName(o.archeryTiers, ZZ_ARCHERY_PRESETS),
  }
}

export const zzRuleset: Ruleset = defineRuleset<ZzTypes>({
  id: 'zz',
  name: 'Zealots of Zaldar',
  about:
    'Dungeon quests on a square grid; each figure’s attack die plus a stat against its target’s defence, Critical Hit chains, 3 Action Points a turn.',
  boards: ['square'],
  unit: 'spaces',
  options: {
    schema: ZzOptionsSchema,
    defaults: ZZ_DEFAULT_OPTIONS,
    resolve: resolveZzOptions,
    values: resolveForDialog,
    fields: ZZ_OPTION_FIELDS,
  },
  sheet: zzSheet,
  instance: zzInstanceHooks,
  rolls: zzRolls,
  movement: zzMovement,
  conditions: ZZ_CONDITIONS,
  /** A Dangerous square's save is a check of a Primary Attribute. */
  saves: ZZ_ATTRIBUTES.map((id) => ({ id, name: ATTRIBUTE_NAMES[id] })),
  combat: zzCombat,
})
