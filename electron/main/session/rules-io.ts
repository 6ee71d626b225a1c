/**
 * Where main meets the campaign's ruleset: a roll request validated by the ruleset's roll schema,
 * resolved with main's recorded dice, logged, and its changes applied as one undoable step; an
 * instance validated by the ruleset's instance schema; and the read-only rule for a campaign whose
 * ruleset this build does not know.
 */
import type { z } from 'zod'
import type { DiceLogEntry } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import { RollRefused, rulesetOf } from '../../../shared/rules'
import { CommandRejected } from '../commands/command'
import { describeIssues, sentence } from '../commands/refusal'
import { sheetOfTokenOrNull } from '../commands/library/sheets'
import { applyChangesCommand } from '../commands/rolls'
import { rollInFightCommand } from '../commands/combat'
import { readOnlyReason } from '../persistence/read-only'
import { recordingDice, type DiceLog } from './dice-log'
import type { CampaignHistory } from './history'
import type { Hub } from './hub'

export { readOnlyReason }

/** A request the contract let through that the campaign's ruleset refuses: told as invalid input. */
export class InvalidRequest extends Error {
  override name = 'InvalidRequest'
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new InvalidRequest(describeIssues(result.error.issues))
  return result.data
}

/**
 * A token state as the GM sent it: valid under the campaign's ruleset's instance schema, and
 * possible for the token's sheet (`instance.problem`). A missing token is the command's to refuse.
 */
export function validInstance(state: Campaign, tokenId: string, instance: unknown): unknown {
  const rules = rulesetOf(state).instance
  const valid = parsed(rules.schema, instance)
  const token = Object.hasOwn(state.tokens, tokenId) ? state.tokens[tokenId] : undefined
  const problem = token ? rules.problem?.(valid, sheetOfTokenOrNull(state, token)) : null
  if (problem) throw new InvalidRequest(sentence(problem))
  return valid
}

/**
 * Roll what a view asked for: the ruleset checks the request and resolves it with main's dice
 * (every face recorded); the outcome goes into the dice log and to the GM's views, and its
 * changes, if any, become one undoable step the log entry follows through undo and redo.
 *
 * In a fight the step also makes the actor pay the action's cost (refused with the reason, and
 * then nothing is applied and nothing logged, unless the request carries `override: true`, the
 * GM's Shift, which is taken off before the ruleset's schema sees the request), pins the
 * conditions it gave to the actor's turns, and counts the harm for the fight's summary.
 */
export function rollFromSheet(
  history: CampaignHistory,
  hub: Hub,
  log: DiceLog,
  request: Record<string, unknown>,
): DiceLogEntry {
  const state = history.state
  const rolls = rulesetOf(state).rolls
  const { override, ...rest } = request
  if (override !== undefined && typeof override !== 'boolean')
    throw new InvalidRequest('The override setting must be yes or no.')
  const valid = parsed(rolls.schema, rest)
  const dice = recordingDice(log.dice)
  let resolved: ReturnType<typeof rolls.resolve>
  try {
    resolved = rolls.resolve(valid, state, dice)
  } catch (err) {
    if (err instanceof RollRefused) throw new CommandRejected(err.message)
    throw err
  }
  const command = state.combat
    ? rollInFightCommand(resolved, override === true)
    : resolved.changes.length > 0
      ? applyChangesCommand(resolved.label, resolved.changes)
      : null
  // Applied before it is logged: a refused step (no AP left) leaves no line in the log.
  const done = command ? history.execute(command) : null
  const parts = dice.parts()
  const entry = log.add({
    ...resolved.outcome,
    faces: dice.drawn,
    ...(parts.length > 0 ? { parts } : {}),
  })
  if (done && done.stepId !== null) log.appliedBy(entry.id, done.stepId)
  hub.publishRoll(entry)
  return entry
}
