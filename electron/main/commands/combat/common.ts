/**
 * What the combat commands share: a play transition's refusal becomes the GM's reason, rolls made
 * inside a command keep their faces for the dice log, and labels name combatants as the GM does.
 */
import {
  recordingDice,
  type Dice,
  type RecordingDice,
  type RollPart,
} from '../../../../shared/dice'
import type { Campaign, Combat } from '../../../../shared/model'
import { CombatRefused } from '../../../../shared/play/combat'
import { RollRefused, type HookRoll, type RollOutcome } from '../../../../shared/rules'
import { CommandRejected } from '../command'

/** A roll a combat command made, with every face drawn for it, for the dice log. */
export interface LoggedRoll {
  outcome: RollOutcome
  faces: [number, number][]
  /** The faces in parts (each combatant's initiative); absent: one. */
  parts?: RollPart[]
}

/** Run a play transition; a refusal (the fight's or the ruleset's) is told to the GM as a reason. */
export function refusing<T>(transition: () => T): T {
  try {
    return transition()
  } catch (err) {
    if (err instanceof CombatRefused || err instanceof RollRefused)
      throw new CommandRejected(err.message)
    throw err
  }
}

/** Dice that remember the faces they gave since the last `take`. */
export const recording = (inner: Dice): RecordingDice => recordingDice(inner)

/**
 * Hook rolls for the dice log. The faces drawn during one transition go with its first roll: a
 * transition that makes several rolls at once cannot say which face was whose.
 */
export function loggedRolls(rolls: readonly HookRoll[], faces: [number, number][]): LoggedRoll[] {
  return rolls.map((r, i) => ({ outcome: r.outcome, faces: i === 0 ? faces : [] }))
}

/** The fight in the campaign, or null. */
export function fightOf(state: Campaign): Combat | null {
  return state.combat ?? null
}

/** A combatant's name as the GM sees it; the id when it is not in the fight. */
export function combatantName(state: Campaign, combatantId: string): string {
  return fightOf(state)?.order.find((c) => c.id === combatantId)?.name ?? combatantId
}

/** A token's name, or its id when it is gone. */
export function tokenName(state: Campaign, tokenId: string): string {
  return Object.hasOwn(state.tokens, tokenId) ? (state.tokens[tokenId]?.name ?? tokenId) : tokenId
}

/** "Round 2: Kopaka", from the fight's state after a turn moved. */
export function turnInWords(state: Campaign): string {
  const fight = fightOf(state)
  if (!fight) return 'no fight'
  const current = fight.currentId === null ? null : combatantName(state, fight.currentId)
  return current ? `Round ${fight.round}: ${current}` : `Round ${fight.round}`
}
