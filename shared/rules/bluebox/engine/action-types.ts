/** The vocabulary of Blue Box combat actions as data (Combat Actions). */
import type { AbilityId, ConditionId, DiceSpec } from './condition-types'

/** Every universal combat action of the seed, plus the ones conditions grant (stand up, escape...). */
export type ActionId =
  | 'attack'
  | 'shove'
  | 'opportunity-attack'
  | 'unarmed-attack'
  | 'flash-shot'
  | 'beyond-range'
  | 'grapple'
  | 'trip'
  | 'defensive-stance'
  | 'hunker'
  | 'hide'
  | 'search'
  | 'swap-equipment'
  | 'object-interaction'
  | 'held-action'
  | 'move'
  | 'quick-step'
  | 'dash'
  | 'disengage'
  | 'stand-up'
  | 'escape-grapple'
  | 'release-grapple'
  | 'medicine-check'

/** What an action spends: AP, the Reaction, the Move Action, nothing, or the held action's AP. */
export type ActionCost =
  | { readonly kind: 'ap'; readonly ap: number; readonly variable?: true }
  | { readonly kind: 'reaction' }
  | { readonly kind: 'move-action' }
  | { readonly kind: 'free' }
  | { readonly kind: 'held' }

/** Who or where an action can reach. */
export type ActionReach =
  | { readonly kind: 'self' }
  | { readonly kind: 'metres'; readonly metres: number }
  | {
      readonly kind: 'weapon'
      readonly ranges: readonly ('melee' | 'ranged')[]
      /** Beyond Range: up to this multiple of the weapon's range. */
      readonly rangeMultiple?: number
      readonly lineOfSight?: true
    }
  | { readonly kind: 'known-location' }
  | { readonly kind: 'none' }

/** The roll an action makes, if any. */
export type ActionRoll =
  | { readonly kind: 'attack'; readonly flaw?: number; readonly stats?: readonly string[] }
  | {
      readonly kind: 'check'
      readonly abilities: readonly AbilityId[]
      readonly vs: 'ac-or-bac' | 'grappler-dc' | number
    }
  | { readonly kind: 'contested'; readonly mine: AbilityId; readonly theirs: AbilityId }

/** When a timed condition an action applies runs out. */
export interface ActionUntil {
  readonly at: 'turn-start' | 'turn-end'
  readonly of: 'actor' | 'target'
  /** Skip the boundary in the current round ("the end of your NEXT turn"). */
  readonly next?: true
}

/** What an action does, as data (on success when it rolls). */
export type ActionEffect =
  | { readonly kind: 'damage'; readonly dice: 'power' }
  | { readonly kind: 'push'; readonly metres: number }
  | {
      readonly kind: 'apply-condition'
      readonly condition: ConditionId
      readonly to: 'target' | 'self'
      readonly until?: ActionUntil
    }
  | {
      readonly kind: 'remove-condition'
      readonly condition: ConditionId
      readonly from: 'target' | 'self'
    }
  | { readonly kind: 'stop-movement' }
  | { readonly kind: 'move'; readonly metres: 'speed' | number; readonly provokes: boolean }
  | { readonly kind: 'grant-move-action' }
  | { readonly kind: 'no-provoking-this-turn' }
  | { readonly kind: 'no-attacks-or-forced-saves-this-turn' }
  | { readonly kind: 'heal'; readonly dice: DiceSpec; readonly when?: 'down-or-out' }
  | { readonly kind: 'hold-until-next-turn' }
  | { readonly kind: 'interact' }

/** Prerequisites `canTakeAction` checks against the actor's state. */
export type ActionRequirement =
  'in-cover' | 'unseen' | 'prone' | 'grappled' | 'grappler' | 'provoked'

/** One combat action as data. */
export interface ActionDef {
  readonly id: ActionId
  readonly name: string
  /** Seed section the rules come from. */
  readonly section: string
  readonly cost: ActionCost
  /** Another way to pay (Prone: 1AP or the Move Action). */
  readonly altCost?: ActionCost
  readonly perRound?: number
  readonly reach: ActionReach
  readonly roll?: ActionRoll
  readonly effects: readonly ActionEffect[]
  /** It makes an attack roll or forces a save (barred after Disengage; ends Hidden). */
  readonly attacks: boolean
  /** It is movement (barred when speed is 0). */
  readonly movement: boolean
  readonly requires: readonly ActionRequirement[]
}
