/** What a click on a GG sheet (or the map's target panel) asks the roll dialog for. */
import type { GgTrait } from '../../../../../shared/rules/gg/engine/model'
import type { RollRequestOf } from '../../ruleset-ui'

export type GgRollWhat =
  /** A Trait Test (F-GG-1). */
  | { type: 'check'; trait: GgTrait }
  /** An attack; from the target panel with both tokens and the action. */
  | {
      type: 'attack'
      actionId?: string
      attackerId?: string
      targetId?: string
      opportunity?: boolean
      /** The map's Opportunity Attack offers say `action: 'opportunity'` (as for any ruleset). */
      action?: string
    }

/** A roll request as GG's dialog reads it. */
export type GgRollRequest = RollRequestOf<GgRollWhat>
