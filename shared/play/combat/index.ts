/**
 * The combat tracker, ruleset-neutral: a fight's state lives in `campaign.combat` (shared/model/
 * combat.ts) and every transition here is pure: it takes the campaign and returns the next one,
 * calling the campaign's ruleset's combat hooks for what a turn gives and asks. Main runs each as
 * a command, so undo, autosave and the players' views follow. A transition that cannot be made
 * throws CombatRefused with a sentence naming the field or the reason; nothing changes then.
 *
 * SKELETON (issue 13): signatures agreed between the helpers; bodies land in the files beside.
 */
import type { Dice } from '../../dice'
import type { Campaign, Combat, Combatant, Duration } from '../../model'
import type { HookRoll, StateChange } from '../../rules'

export class CombatRefused extends Error {
  override name = 'CombatRefused'
}

const todo = (): never => {
  throw new Error('not yet')
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
  campAlarm?: boolean
}

/** A transition's result: the next campaign and the hook rolls it made (for the dice log). */
export interface CombatStep {
  campaign: Campaign
  rolls: HookRoll[]
}

/** The fight in progress, or a refusal naming that there is none. */
export function combatOf(campaign: Campaign): Combat {
  void campaign
  return todo()
}

/** Whose turn it is, or null (initiative phase, or no fight). */
export function currentCombatant(combat: Combat): Combatant | null {
  void combat
  return todo()
}

/** This round's order of turns: initiative order with this round's deferrals applied. */
export function roundSequence(combat: Combat): Combatant[] {
  void combat
  return todo()
}

/** Roll (or take typed) initiative and open the fight in its initiative phase; ties reported. */
export function startCombat(
  campaign: Campaign,
  input: StartInput,
  dice: Dice,
  combatId: string,
): { campaign: Campaign; ties: string[][] } {
  void [campaign, input, dice, combatId]
  return todo()
}

export function setInitiative(campaign: Campaign, combatantId: string, value: number): Campaign {
  void [campaign, combatantId, value]
  return todo()
}

/** Move a combatant before `beforeId` (null: last): how the GM settles a tie by drag. */
export function reorderCombatant(
  campaign: Campaign,
  combatantId: string,
  beforeId: string | null,
): Campaign {
  void [campaign, combatantId, beforeId]
  return todo()
}

/** Round 1 begins: the opening condition on a slower party, the first turn starts. */
export function beginCombat(campaign: Campaign): CombatStep {
  void campaign
  return todo()
}

/**
 * End the current turn (timers and hooks of its end, end-of-turn items) and start the next one
 * (economy refill, timers and hooks of its start, start-of-turn items); a new round when the last
 * has acted. Refused on a finished fight.
 */
export function nextTurn(campaign: Campaign, context?: TurnContextSource): CombatStep {
  void [campaign, context]
  return todo()
}

/** Step back to the previous combatant without running any hook (Undo restores what expired). */
export function previousTurn(campaign: Campaign): Campaign {
  void campaign
  return todo()
}

export function delayCombatant(
  campaign: Campaign,
  combatantId: string,
  afterId: string | null,
): Campaign {
  void [campaign, combatantId, afterId]
  return todo()
}

export function addCombatant(
  campaign: Campaign,
  entry: StartEntryInput,
  dice: Dice,
): { campaign: Campaign; combatantId: string } {
  void [campaign, entry, dice]
  return todo()
}

/** Take a combatant out; timers waiting on its turns end now (logged). */
export function removeCombatant(campaign: Campaign, combatantId: string): Campaign {
  void [campaign, combatantId]
  return todo()
}

export function setCombatantHidden(
  campaign: Campaign,
  combatantId: string,
  hidden: boolean,
): Campaign {
  void [campaign, combatantId, hidden]
  return todo()
}

export function groupCombatants(
  campaign: Campaign,
  combatantIds: readonly string[],
  grouped: boolean,
  groupId: string,
): Campaign {
  void [campaign, combatantIds, grouped, groupId]
  return todo()
}

/** Spend (negative: give back) a resource; refused with the reason unless `override`. */
export function spendResource(
  campaign: Campaign,
  combatantId: string,
  resource: string,
  amount: number,
  override: boolean,
): Campaign {
  void [campaign, combatantId, resource, amount, override]
  return todo()
}

/** Take one of the ruleset's turn actions, paying its cost. */
export function takeTurnAction(
  campaign: Campaign,
  combatantId: string,
  actionId: string,
  override: boolean,
): Campaign {
  void [campaign, combatantId, actionId, override]
  return todo()
}

/** A duration as the GM picked it, before it is pinned to this fight's events. */
export type DurationRequest =
  | { kind: 'turn'; at: 'start' | 'end'; of: string }
  | { kind: 'rounds'; rounds: number }
  | { kind: 'save'; at: 'start' | 'end'; save: string; dc: number }
  | { kind: 'rest' }
  | { kind: 'manual' }

/** Put a condition on a token (or take it off), timed by `until` when in a fight. */
export function setTimedCondition(
  campaign: Campaign,
  tokenId: string,
  condition: string,
  on: boolean,
  until?: DurationRequest,
  sourceId?: string,
): Campaign {
  void [campaign, tokenId, condition, on, until, sourceId]
  return todo()
}

/** The stored duration for a request, pinned to the fight's next matching event. */
export function pinDuration(combat: Combat, bearerId: string, request: DurationRequest): Duration {
  void [combat, bearerId, request]
  return todo()
}

/** Roll and apply one waiting start/end-of-turn item. */
export function resolveItem(campaign: Campaign, itemId: string, dice: Dice): CombatStep {
  void [campaign, itemId, dice]
  return todo()
}

export function dismissItem(campaign: Campaign, itemId: string): Campaign {
  void [campaign, itemId]
  return todo()
}

export function setShowPcHp(campaign: Campaign, on: boolean): Campaign {
  void [campaign, on]
  return todo()
}

/** The end of a fight, for the GM's log and the reply. */
export interface CombatEnd {
  campaign: Campaign
  rounds: number
  lines: string[]
  ended: string[]
}

export function endCombat(campaign: Campaign): CombatEnd {
  void campaign
  return todo()
}

/** An Opportunity Attack a move provoked: who may react against whom. */
export interface Opportunity {
  attackerId: string
  attackerName: string
  targetId: string
}

/**
 * A token moved `metres` along `path` during a fight: its combatant's movement is spent (refused
 * when not enough is left, unless `override`), and the Opportunity Attacks it provoked listed.
 */
export function combatAfterMove(
  before: Campaign,
  after: Campaign,
  tokenId: string,
  metres: number,
  options: { override: boolean; quickStep?: boolean },
): { campaign: Campaign; opportunities: Opportunity[] } {
  void [before, after, tokenId, metres, options]
  return todo()
}

/**
 * An action rolled from a sheet in a fight: `actor` pays `cost` (refused unless `override`), and
 * the damage its changes did goes into the fight's stats; timed conditions it gave are pinned.
 */
export function chargeAction(
  campaign: Campaign,
  actorTokenId: string,
  cost: Record<string, number>,
  override: boolean,
): Campaign {
  void [campaign, actorTokenId, cost, override]
  return todo()
}

/** Apply a ruleset's changes (instance or ruleset state), checked by its schema. */
export function applyStateChanges(campaign: Campaign, changes: readonly StateChange[]): Campaign {
  void [campaign, changes]
  return todo()
}

/** Record the harm `changes` did (after they were applied): taken by each, dealt by `actor`. */
export function recordHarm(before: Campaign, after: Campaign, actorTokenId?: string): Campaign {
  void [before, after, actorTokenId]
  return todo()
}

/** Where a turn's context (enemy sight) comes from: the map; injectable for tests. */
export interface TurnContextSource {
  inEnemySight(campaign: Campaign, tokenId: string): boolean
}

/** What the players' strip shows: no hidden combatant, health as words, never numbers unless allowed. */
export interface PlayerInitiative {
  round: number
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

export function playerInitiative(campaign: Campaign): PlayerInitiative | null {
  void campaign
  return todo()
}
