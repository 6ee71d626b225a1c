/**
 * Rolls made from sheets and the dice log. A roll request is the campaign's ruleset's (Blue Box:
 * a check or save from a sheet, an attack from one token at another): the contract checks only
 * that it is bounded JSON; main validates it with the ruleset's roll schema and resolves it.
 */
import type { RollPart } from '../../dice'
import type { PublicRoll } from '../../rules'
import { empty, rulesetPayload, type ChannelSpec } from './common'

export const rollChannels = {
  'roll:check': { input: rulesetPayload, roles: ['gm'] },
  'roll:attack': { input: rulesetPayload, roles: ['gm'] },
  'dice:log': { input: empty, roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

/** One roll in the dice log, with every face drawn. */
export interface DiceLogEntry {
  id: number
  at: string
  who: string
  what: string
  faces: [number, number][]
  total: number | null
  outcome: string
  detail: string
  /**
   * What "Show on table" tells the players, as the ruleset chose it; absent: who rolled and the
   * dice only. The GM's view reads it to say what the players will see.
   */
  public?: PublicRoll
  /** The faces in parts, in order ("To hit", "Damage", each combatant's initiative); absent: one. */
  parts?: RollPart[]
  /**
   * The roll's effect on the campaign was undone (and not redone). Only a roll that changed
   * something has it; a roll that applied nothing is never undone.
   */
  undone?: boolean
}

export interface RollOutputs {
  'roll:check': DiceLogEntry
  'roll:attack': DiceLogEntry
  'dice:log': DiceLogEntry[]
}
