/**
 * Blue Box behind the Ruleset interface (../ruleset.ts). Everything the core asks of Blue Box goes
 * through this object; the rest of shared/rules/bluebox stays its own business. Its hooks are
 * written against Blue Box's own payload types (./types); defineRuleset erases them for the registry.
 */
import { defineRuleset } from '../../define'
import { BLUEBOX_TABLE_OPTIONS } from '../engine/options'
import { blueboxCombat } from './ruleset-combat'
import { blueboxRest } from './ruleset-rest'
import { BLUEBOX_CONDITION_DEFS } from './ruleset-conditions'
import { blueboxMovement } from './ruleset-movement'
import { blueboxRolls } from './ruleset-rolls'
import { blueboxInstanceHooks, blueboxSheet } from './ruleset-sheet'
import { STAT_IDS, STAT_NAMES } from '../engine/sheet-ids'
import type { BlueboxTypes } from './types'

export const blueboxRuleset = defineRuleset<BlueboxTypes>({
  id: 'bluebox',
  name: 'Blue Box',
  about: 'Tactical fights on a hex map in metres; a d12 decides attacks and checks.',
  boards: ['hex'],
  unit: 'm',
  /**
   * Stored table options read by their schema (an option that is none of its readings is refused
   * in words, never silently replaced), then filled with the defaults.
   */
  options: BLUEBOX_TABLE_OPTIONS,
  sheet: blueboxSheet,
  instance: blueboxInstanceHooks,
  rolls: blueboxRolls,
  movement: blueboxMovement,
  conditions: BLUEBOX_CONDITION_DEFS,
  /** A Dangerous hex's save uses one of the five stats (Stats, Abilities, & Checks). */
  saves: STAT_IDS.map((id) => ({ id, name: STAT_NAMES[id] })),
  combat: blueboxCombat,
  rest: blueboxRest,
})
