/**
 * Re-rolling some of the last rest's dice afterwards, once (Blue Box: a comfortable camp's ✦ when
 * restoring HP): the GM picks the dice in the results, the ruleset works the new result out, and
 * the rest's day-log entry keeps the new faces and the line.
 */
import { REST_LOG_LINES_MAX, type Campaign } from '../../model'
import { recordingDice, type Dice } from '../../dice'
import { RollRefused } from '../../rules'
import { applyStateChanges } from '../combat/changes'
import { CombatRefused } from '../combat/types'
import { restHooks } from './plan'
import { RestRefused, type RestRolled } from './types'

export interface RerollInput {
  /** Which of the last rest's re-rollable dice groups (0-based). */
  index: number
  /** The faces to re-roll, by position in the group (0-based). */
  dice: readonly number[]
}

/** Re-roll the picked faces of the last rest's group `index`, once; refused in words otherwise. */
export function rerollRestDice(campaign: Campaign, input: RerollInput, dice: Dice): RestRolled {
  const hooks = restHooks(campaign)
  const log = campaign.restLog ?? []
  const entry = log[log.length - 1]
  const group = entry?.rerolls?.[input.index]
  if (!entry || !hooks.reroll || !entry.rerolls?.length)
    throw new RestRefused('the last rest left no dice to re-roll')
  if (!group) throw new RestRefused('the last rest has no such dice to re-roll')
  if (group.spent) throw new RestRefused(`those ${group.what} dice were already re-rolled once`)
  if (input.dice.length === 0) throw new RestRefused('pick at least one die to re-roll')
  const bad = input.dice.find((i) => !Number.isInteger(i) || i < 0 || i >= group.faces.length)
  if (bad !== undefined)
    throw new RestRefused(`there is no die ${bad + 1} among the ${group.faces.length} rolled`)
  if (new Set(input.dice).size < input.dice.length)
    throw new RestRefused('each die can be re-rolled only once')
  const rec = recordingDice(dice)
  let done
  let next: Campaign
  try {
    done = hooks.reroll(campaign, entry.rerolls!, input.index, input.dice, rec)
    next = applyStateChanges(campaign, done.changes)
  } catch (err) {
    if (err instanceof CombatRefused || err instanceof RollRefused)
      throw new RestRefused(err.message)
    throw err
  }
  const o = done.outcome
  const line = `${o.who}: ${o.what}: ${o.outcome}${o.detail ? ` (${o.detail})` : ''}`
  const rerolls = entry.rerolls!.map((g, i) =>
    i === input.index ? { ...g, faces: done.faces, spent: true } : g,
  )
  const lines = [...entry.lines, line].slice(0, REST_LOG_LINES_MAX)
  const restLog = [...log.slice(0, -1), { ...entry, rerolls, lines }]
  return { campaign: { ...next, restLog }, outcomes: [o], faces: [rec.take()] }
}
