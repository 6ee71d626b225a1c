/**
 * The tracker's own shapes (inputs, results, the refusal), kept apart from the transitions so the
 * files beside can share them without importing the barrel (shared/play/combat/index.ts).
 */
import type { Campaign } from '../../model'
import type { HookRoll } from '../../rules'

/** A transition that cannot be made: the sentence names the field or the reason, for the GM. */
export class CombatRefused extends Error {
  override name = 'CombatRefused'
}

/** One combatant the GM picked to start a fight with. */
export interface StartEntryInput {
  tokenId: string
  side: string
  hidden: boolean
  /** A total typed in (the player rolled at the table); absent: rolled with `dice`. */
  initiative?: number
}

export interface StartInput {
  mapId: string
  entries: readonly StartEntryInput[]
  /** Sides that coordinated a well-timed strike. */
  coordinated: readonly string[]
  keptWatch?: readonly string[]
  /** Sides the camp alarm warned: the resting party's, never the attackers'. */
  campAlarm?: readonly string[]
  /** Tokens Surprised before initiative is rolled, where the game has it (GG). */
  surprised?: readonly string[]
}

/** A transition's result: the next campaign and the hook rolls it made (for the dice log). */
export interface CombatStep {
  campaign: Campaign
  rolls: HookRoll[]
}

/** A duration as the GM picked it, before it is pinned to this fight's events. */
export type DurationRequest =
  | { kind: 'turn'; at: 'start' | 'end'; of: string }
  | { kind: 'rounds'; rounds: number }
  | { kind: 'save'; at: 'start' | 'end'; save: string; dc: number }
  | { kind: 'rest' }
  | { kind: 'manual' }

/** The end of a fight, for the GM's log and the reply. */
export interface CombatEnd {
  campaign: Campaign
  rounds: number
  lines: string[]
  ended: string[]
  /** Fighters' tokens the players still do not see (hidden in the fight, or GM-only), by name. */
  hidden: string[]
}

/** An Opportunity Attack a move provoked: who may react against whom. */
export interface Opportunity {
  attackerId: string
  attackerName: string
  targetId: string
  /** Where a hit stops the mover: the hex it stood in when the attacker reacted (when known). */
  stopAt?: { q: number; r: number }
}

/** Where a turn's context (enemy sight) comes from: the map; injectable for tests. */
export interface TurnContextSource {
  inEnemySight(campaign: Campaign, tokenId: string): boolean
}

/** What the players' strip shows: no hidden combatant, health as words, never numbers unless allowed. */
export interface PlayerInitiative {
  round: number
  /**
   * Someone the players do not see has the turn and the GM chose the neutral look: the strip
   * shows a "…" as acting, apart from the order, and marks nobody else.
   */
  unseen?: true
  entries: {
    id: string
    tokenId: string
    name: string
    current: boolean
    health?: string
    /** PCs' HP when the GM ticked "show PC HP". */
    hp?: string
    conditions?: string[]
  }[]
}
