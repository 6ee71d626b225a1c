/**
 * Blue Box behind the Ruleset interface (../ruleset.ts). Everything the core asks of Blue Box goes
 * through this object; the rest of shared/rules/bluebox stays its own business.
 *
 * SKELETON: movement and options are wired; sheet, instance, rolls, conditions, combat and rest
 * are filled in by the rules step of issue 12.
 */
import { z } from 'zod'
import type { Ruleset } from '../ruleset'
import {
  BlueBoxOptionsSchema,
  DEFAULT_OPTIONS,
  resolveOptions,
  type BlueBoxOptions,
} from './options'
import { blueboxMovement } from './ruleset-movement'
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
  rolls: {
    schema: z.unknown(),
    resolve() {
      throw new Error('Blue Box rolls are not behind the interface yet')
    },
  },
  movement: blueboxMovement,
  conditions: [],
}
