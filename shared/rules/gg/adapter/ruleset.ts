/**
 * The GG system (seed 001, "the Trait-Test system") behind the Ruleset interface (../ruleset.ts).
 * Everything the core asks of GG goes through this object; the rest of shared/rules/gg stays its
 * own business. Plays on hex or square maps with 1 m cells (A.9); gridless tables are not yet
 * played.
 */
import { defineRuleset } from '../../define'
import type { ConditionDef, Ruleset } from '../../ruleset'
import { GG_CONDITIONS, type GgConditionDef } from '../engine/condition-catalogue'
import { GG_OPTIONS } from '../engine/options'
import { GG_TRAITS } from '../engine/model'
import { ggMovement } from './ruleset-movement'
import { ggInstanceHooks, ggSheet } from './ruleset-sheet'
import { ggCombat } from './ruleset-combat'
import { ggRolls } from './ruleset-rolls'
import type { GgTypes } from './types'

const TRAIT_NAMES = {
  PHY: 'Physique',
  AGI: 'Agility',
  END: 'Endurance',
  KNO: 'Knowledge',
  INT: 'Intuition',
  DET: 'Determination',
} as const

/** Conditions a figure shows at the table; the others are the GG's to describe. */
const VISIBLE = new Set(['prone', 'grappled', 'unconscious', 'knockedOut', 'squeezing', 'marked'])

/** A.5.1's catalogue as the core's condition list: only Surprised ends by itself (its first Turn). */
function conditionDef(c: GgConditionDef): ConditionDef {
  return {
    id: c.id,
    name: c.name,
    summary: c.effect,
    timing:
      c.ends === 'endOfOwnFirstTurn' ? { ends: 'end-of-turn', whose: 'own' } : { ends: 'manual' },
    visible: VISIBLE.has(c.id),
  }
}

export const ggRuleset: Ruleset = defineRuleset<GgTypes>({
  id: 'gg',
  name: 'Trait-Test (GG)',
  about:
    'Heroic adventure on a hex or square map in metres; a d20 plus a Trait against a Test Goal, and a party Limit Break.',
  boards: ['hex', 'square'],
  unit: 'm',
  options: GG_OPTIONS,
  sheet: ggSheet,
  instance: ggInstanceHooks,
  rolls: ggRolls,
  movement: ggMovement,
  conditions: GG_CONDITIONS.map(conditionDef),
  /** A Dangerous hex's save is a Trait Test (F-GG-1). */
  saves: GG_TRAITS.map((id) => ({ id, name: TRAIT_NAMES[id] })),
  combat: ggCombat,
})
