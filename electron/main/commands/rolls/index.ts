/**
 * What a roll does to the campaign, applied as one undoable step. The ruleset resolves the roll
 * (its dice, its rules) and hands back its changes as data; main only applies them here, so an
 * attack's damage, a condition it ends or one it gives can be undone like any edit.
 */
import type { Campaign } from '../../../../shared/model'
import { rulesetOf, type StateChange } from '../../../../shared/rules'
import { CommandRejected, withToken, type Command } from '../command'

/** Apply a roll's changes in order; `label` is the ruleset's name for the step. */
export function applyChangesCommand(label: string, changes: readonly StateChange[]): Command {
  return {
    label,
    run(state: Campaign) {
      const schema = rulesetOf(state).instance.schema
      let next = state
      for (const change of changes) {
        if (change.kind === 'ruleset-state') {
          next = {
            ...next,
            rulesetState: { ...(next.rulesetState ?? {}), [change.key]: change.value },
          }
          continue
        }
        const token = Object.hasOwn(next.tokens, change.tokenId)
          ? next.tokens[change.tokenId]
          : undefined
        if (!token) throw new CommandRejected(`no token with id "${change.tokenId}"`)
        const parsed = schema.safeParse(change.instance)
        // The ruleset broke its own schema: a bug, not something the GM can fix.
        if (!parsed.success)
          throw new Error(`the ruleset gave ${token.name} a state its own schema refuses`)
        next = withToken(next, { ...token, instance: parsed.data as typeof token.instance })
      }
      return { state: next }
    },
  }
}
