/**
 * Blue Box behind the Ruleset interface (../ruleset.ts). Everything the core asks of Blue Box goes
 * through this object; the rest of shared/rules/bluebox stays its own business.
 */
import type { Ruleset } from '../ruleset'
import {
  BlueBoxOptionsSchema,
  DEFAULT_OPTIONS,
  resolveOptions,
  type BlueBoxOptions,
} from './options'
import { blueboxCombat, blueboxRest } from './ruleset-combat'
import { BLUEBOX_CONDITION_DEFS } from './ruleset-conditions'
import { blueboxMovement } from './ruleset-movement'
import { blueboxRolls } from './ruleset-rolls'
import { blueboxInstanceHooks, blueboxSheet } from './ruleset-sheet'

const opts = (stored: unknown): BlueBoxOptions =>
  resolveOptions((stored ?? {}) as Partial<BlueBoxOptions>)

export const blueboxRuleset: Ruleset = {
  id: 'bluebox',
  name: 'Blue Box',
  boards: ['hex'],
  unit: 'm',
  options: {
    schema: BlueBoxOptionsSchema,
    defaults: DEFAULT_OPTIONS,
    resolve: opts,
  },
  sheet: blueboxSheet,
  instance: blueboxInstanceHooks,
  rolls: blueboxRolls,
  movement: blueboxMovement,
  conditions: BLUEBOX_CONDITION_DEFS,
  combat: blueboxCombat,
  rest: blueboxRest,
}
