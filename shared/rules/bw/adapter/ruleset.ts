/**
 * BrikWars (seed 004) behind the Ruleset interface (../ruleset.ts): a tabletop skirmish on a
 * gridless board measured in inches (OTHER-SYSTEMS.md Part C). Everything the core asks of BW goes
 * through this object; the rest of shared/rules/bw stays its own business.
 */
import { defineRuleset } from '../../define'
import type { ConditionDef, Ruleset } from '../../ruleset'
import { BW_OPTIONS } from '../engine/options'
import { bwCombat } from './ruleset-combat'
import { bwMovement } from './ruleset-movement'
import { bwRolls } from './ruleset-rolls'
import { bwInstanceHooks, bwSheet } from './ruleset-sheet'
import { BW_STATUS_CATALOGUE_IDS, BW_STATUSES } from '../engine/status'
import type { BwTypes } from './types'

/**
 * C.5.1: the statuses as the core's conditions. None ends by a timer: exhaustion ends with the
 * end-of-turn roll (BW-02, BW-Q31), fire with its Burn Level reaching 0, Prone by standing up.
 */
export const BW_CONDITIONS: readonly ConditionDef[] = BW_STATUS_CATALOGUE_IDS.map((id) => ({
  id,
  name: BW_STATUSES[id].label,
  summary: BW_STATUSES[id].effect,
  timing: { ends: 'manual' },
  visible: BW_STATUSES[id].visibleToPlayers,
}))

export const bwRuleset: Ruleset = defineRuleset<BwTypes>({
  id: 'bw',
  name: 'BrikWars',
  about:
    'Brick battles on a gridless table measured in inches; d6 to d20 damage, explosions and fire.',
  boards: ['gridless'],
  unit: 'in',
  options: BW_OPTIONS,
  sheet: bwSheet,
  instance: bwInstanceHooks,
  rolls: bwRolls,
  movement: bwMovement,
  conditions: BW_CONDITIONS,
  /** BrikWars has no saving throws: terrain never asks for one. */
  saves: [],
  combat: bwCombat,
})
