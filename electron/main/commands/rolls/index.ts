/**
 * What a roll does to the campaign, applied as one undoable step. The ruleset resolves the roll
 * (its dice, its rules) and hands back its changes as data; main only applies them here, so an
 * attack's damage, a condition it ends or one it gives can be undone like any edit.
 */
import { applyStateChanges } from '../../../../shared/play/combat'
import type { StateChange } from '../../../../shared/rules'
import type { Command } from '../command'
import { refusing } from '../combat/common'

/**
 * Apply a roll's changes in order (shared/play/combat checks each instance with the ruleset's
 * schema); `label` is the ruleset's name for the step.
 */
export function applyChangesCommand(label: string, changes: readonly StateChange[]): Command {
  return {
    label,
    run(state) {
      return { state: refusing(() => applyStateChanges(state, changes)) }
    },
  }
}
