/** What a click on a sheet asks the roll dialog for. */
import type { AbilityId, StatId } from '../../../../shared/rules/bluebox/engine/condition-types'
import type { RollRequestOf } from '../ruleset-ui'
import type { AttackAction } from './roll/attack-actions'

export type RollWhat =
  | { type: 'ability'; ability: AbilityId }
  | { type: 'save'; stat: StatId }
  /**
   * An attack; from the map's target panel it comes with the attacker's and target's tokens. An
   * offered Opportunity Attack comes with its `action` and no weapon: the dialog picks one.
   */
  | {
      type: 'attack'
      weaponId?: string
      attackerId?: string
      targetId?: string
      action?: AttackAction
    }

/** A roll request as Blue Box's dialogs read it. */
export type RollRequest = RollRequestOf<RollWhat>
