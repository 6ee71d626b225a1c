/**
 * The combat tracker's hooks of the Ruleset interface (shared/play/combat calls them): a turn's
 * economy and actions, initiative and its ties, turn-boundary changes and prompts, vitals,
 * Opportunity Attacks, pools and party tracks. Each hook returns data, never mutates. Re-exported
 * from ./ruleset.
 */
import type { Dice } from '../dice'
import type { Cell } from '../geometry/cells'
import type { Combatant } from '../model'
import type { HealthLook, RollOutcome, StateChange } from './ruleset-changes'
import type { CampaignOf, RulesetTypes, TokenOf } from './ruleset-types'

/**
 * One resource of a turn's economy, as the tracker shows and keeps it: Blue Box's AP (refilled at
 * the start of each turn), its Reaction (gained at the start of the first turn, regained at the end
 * of its own, at most one spent per round), metres of movement left this turn.
 */
export interface EconomyResource {
  /** The key in `economy()`'s record and in a combatant's `left`. */
  id: string
  /** "AP", "Reaction", "Move"... */
  name: string
  /** When it refills to what `economy()` gives: the start or the end of the being's own turn. */
  refill: 'turn-start' | 'turn-end'
  /** It is 0 until the being's first turn starts (Blue Box's Reaction), then refills as above. */
  fromFirstTurn?: boolean
  /** At most this many may be spent per round, whatever refills (one Reaction per round). */
  perRound?: number
  /** Drawn as pips ('pips'), or as a number with the ruleset's distance unit ('distance'). */
  show: 'pips' | 'distance'
}

/** Something a combatant can do that the tracker charges for: Dash, Quick-step, Disengage... */
export interface TurnAction {
  id: string
  name: string
  /** What it spends, by resource id ({ ap: 1, dash: 1 }). */
  cost: Record<string, number>
  /** What it gives back, by resource id (Dash: metres equal to speed); resolved for this being. */
  gives?: Record<string, number>
  /** A flag it sets for the rest of the turn ("disengaged": moving provokes no reactions). */
  flag?: string
  /** A condition it puts on the actor until the start or end of the actor's next turn. */
  condition?: { id: string; until: 'start' | 'end' }
  /** One line for the button's tooltip. */
  summary: string
  /** A Free Action: no AP, each option once per turn; `named`: the GM names the option taken. */
  free?: 'option' | 'named'
  /** Taking it holds one of `holdable()` (the GM's choice), paying that action's cost instead. */
  holds?: boolean
}

/** What a combatant may hold now, or why it cannot hold anything. */
export interface Holdable {
  actions: { id: string; name: string; cost: Record<string, number> }[]
  /** Why nothing can be held ("Vaka is Grappled: it cannot take Reactions"). */
  why?: string
}

/** How the tracker should read a token's stats for its list (GM only). */
export interface CombatVitals {
  /** "HP 12/20", "THP 3", "Plating 4"; in the order they show. */
  lines: string[]
  /** How hurt it looks, as the players' strip would say it. */
  health?: HealthLook
}

/** What the tracker knows about the moment a turn boundary happens, for the hooks. */
export interface TurnContext {
  round: number
  /** The being's side is in line of sight of an enemy (from the map's sight lines). */
  inEnemySight: boolean
  /** Now, in seconds from the start of day 1 (the party clock and the fight's rounds). */
  clockSeconds?: number
}

/** Something a turn boundary asks of the GM, in words: "Bleeding: 1d4 Pure damage". */
export interface TurnPrompt {
  /** The condition (or terrain) it comes from. */
  source: string
  text: string
  /** The ruleset's own payload for `resolvePrompt`; absent: the GM only reads it. */
  data?: unknown
}

/** A roll made by a hook, as the dice log shows it, with what it changes. */
export interface HookRoll {
  outcome: RollOutcome
  changes: StateChange[]
}

/** Initiative modifiers the GM ticks at the start of a fight (Blue Box: Starting & Ending Combat). */
export interface InitiativeFlags {
  hidden: boolean
  /** The party coordinated a well-timed strike. */
  coordinated: boolean
  /** The rest that was interrupted said so (Keep Watch, camp alarm). */
  keptWatch?: boolean
  campAlarm?: boolean
}

/** One combatant of a freshly rolled order, as `settleInitiative` reads it. */
export interface RolledCombatant {
  /** The combatant's id in the fight. */
  id: string
  tokenId: string
  initiative: number
  side: string
}

/** What a game's tie rules made of a freshly rolled order (`settleInitiative`). */
export interface SettledInitiative {
  /** Every combatant id, each once, first to act first. */
  order: string[]
  /** Runs of combatant ids (two or more each) that take one turn together (GG: tied PCs). */
  together: string[][]
  /** Ties the rules left for the GM to settle by drag, as runs of ids; usually none. */
  ties: string[][]
  /** How each tie was settled, in the GM's words, for the fight's log. */
  lines: string[]
}

/** What the tracker knows about a condition as it is given (see `withCondition`). */
export interface ConditionDetail {
  /** The DC of the save the condition itself asks for (ConditionDef.ownSave), given by the GM. */
  dc?: number
  /** The party clock, in seconds from the start of day 1. */
  clockSeconds?: number
}

/** The hooks the combat tracker (shared/play/combat) calls; each returns data, never mutates. */
/** A tick of Start combat beyond Hidden that a game's initiative reads (see InitiativeFlags). */
export type InitiativeTick = 'coordinated' | 'keptWatch' | 'campAlarm' | 'surprised'

export interface RulesetCombat<T extends RulesetTypes = RulesetTypes> {
  /**
   * The ticks Start combat offers, the ones this game reads (Blue Box: a coordinated strike,
   * Keep Watch, the camp alarm, for `rollInitiative`; GG: Surprised, a condition given through
   * `withCondition` before anyone rolls). Absent: none beyond Hidden, so a game is never offered
   * a tick that would change nothing.
   */
  initiativeTicks?: readonly InitiativeTick[]
  /** The resources of a turn, in the order the tracker shows them. */
  resources: readonly EconomyResource[]
  /** What a combatant gets at a refill, by resource id: { ap: 2, reaction: 1, metres: 6 }. */
  economy(token: TokenOf<T>, campaign: CampaignOf<T>): Record<string, number>
  /** What a combatant can do that the tracker charges for, resolved for this token. */
  actions(token: TokenOf<T>, campaign: CampaignOf<T>): TurnAction[]
  /**
   * What a walk of `distance` (the ruleset's unit) costs this combatant now, by resource id, when
   * it is not simply that much of the distance resource (ZZ: Move Points first, then AP one per
   * space). Absent: the distance resource pays it all.
   */
  moveCost?(
    combatant: Pick<Combatant, 'left' | 'tokenId'>,
    distance: number,
    campaign: CampaignOf<T>,
  ): Record<string, number>
  /** Roll initiative for a token: its total and how it came about. */
  rollInitiative(
    token: TokenOf<T>,
    campaign: CampaignOf<T>,
    flags: InitiativeFlags,
    dice: Dice,
  ): { total: number; detail: string }
  /**
   * Settle the ties of a freshly rolled order by the game's own rules (GG-006..008: a PC before an
   * NPC unless its stat block wins ties, NPCs by the Trait used then a reroll-off with `dice`, tied
   * PCs sharing one turn). `order` is sorted highest first; the tracker reorders, groups the
   * `together` runs, logs the `lines` and reports the `ties` left. Absent: every tie is reported
   * to the GM to settle by drag (Blue Box).
   */
  settleInitiative?(
    campaign: CampaignOf<T>,
    order: readonly RolledCombatant[],
    dice: Dice,
  ): SettledInitiative
  /**
   * Combatants grouped before the fight begins share the first member's initiative roll and take
   * its place in the order (GG-003: one roll for a group of NPCs). Absent or false: each keeps its
   * own total (Blue Box).
   */
  groupSharesInitiative?: boolean
  /**
   * A newcomer whose total equals the current turn's waits for the next round (GG-Q8 'nextRound')
   * instead of acting right after it. Absent: it acts this round, after the current turn.
   */
  lateJoinTieWaits?(campaign: CampaignOf<T>): boolean
  /**
   * What taking one of `actions()` changes beyond its cost, as data the tracker applies after it
   * is paid: GG counts each action taken this turn for its repeat surcharge (GG-015), and Drop
   * Prone / Stand Up put Prone on or take it off. Absent: nothing.
   */
  actionTaken?(campaign: CampaignOf<T>, tokenId: string, actionId: string): StateChange[]
  /**
   * What follows in a running fight when the GM sets a token's state by hand (`before` and
   * `after` the edit; `acting`: its combatant is taking its turn), as data applied in the same
   * step, so one undo takes both back: GG re-prices the metres left when the way of moving
   * switches during a Movement action (GG-021). Throws RollRefused to refuse the edit. Absent:
   * nothing follows.
   */
  instanceEdited?(
    before: CampaignOf<T>,
    after: CampaignOf<T>,
    tokenId: string,
    acting: boolean,
  ): StateChange[]
  /**
   * The condition id that a slower party takes when one party acts before all others, until its
   * own turn begins (Blue Box: Back-footed); absent when the game has no such rule.
   */
  openingCondition?: string
  /**
   * Changes as the fight ends, applied once it has (GG: the Memory is dismissed at the end of the
   * encounter, GG-Q51). Absent: none.
   */
  atCombatEnd?(campaign: CampaignOf<T>): StateChange[]
  /** Changes at the start / end of `tokenId`'s turn (conditions that end, damage over time). */
  atTurnStart(campaign: CampaignOf<T>, tokenId: string): StateChange[]
  atTurnEnd(campaign: CampaignOf<T>, tokenId: string): StateChange[]
  /**
   * What the GM must resolve at the start or end of `tokenId`'s turn that no hook can settle
   * alone (a save, damage dice): listed for the tracker to show; empty when nothing is asked.
   */
  prompts?(
    campaign: CampaignOf<T>,
    tokenId: string,
    at: 'start' | 'end',
    context?: TurnContext,
  ): TurnPrompt[]
  /** Roll and settle a prompt's `data` for `tokenId`; throws RollRefused if it cannot be. */
  resolvePrompt?(campaign: CampaignOf<T>, tokenId: string, data: unknown, dice: Dice): HookRoll
  /** A save a `save` duration asks for: roll it; `success` ends the condition. */
  rollSave?(
    campaign: CampaignOf<T>,
    tokenId: string,
    save: string,
    dc: number,
    dice: Dice,
  ): HookRoll & { success: boolean }
  /** The condition ids on a token's instance. */
  conditionsOf(instance: T['instance'] | undefined): readonly string[]
  /**
   * The instance with this condition added (`on`) or taken off; the same object if no change.
   * `detail` is what the tracker knows as it is given: the DC of the save the condition itself
   * asks for (ConditionDef.ownSave), and the party clock in seconds (a condition whose effect
   * depends on how long it has lasted).
   */
  withCondition(
    instance: T['instance'],
    conditionId: string,
    on: boolean,
    detail?: ConditionDetail,
  ): T['instance']
  /** HP and the like for the GM's list, and the health look for the players' strip. */
  vitals(token: TokenOf<T>, campaign: CampaignOf<T>): CombatVitals
  /** Damage one change did to a being (THP and HP lost), for the fight's summary. */
  harm(before: T['instance'] | undefined, after: T['instance'] | undefined): number
  /** The being is out of the fight (Out, dead, Unconscious): its turns are skipped by default. */
  outOfFight?(token: TokenOf<T>, campaign: CampaignOf<T>): boolean
  /**
   * What an Opportunity Attack costs the attacker ({ reaction: 1 }); the tracker offers one only to
   * an enemy that can pay it now. Absent: offered to any enemy in reach.
   */
  opportunityCost?: Readonly<Record<string, number>>
  /**
   * What an Opportunity Attack costs this being now, when it differs by being or table (GG: `rp`
   * at the table's cost, and only for a stat block that has the Opportunity Attack); null: it
   * cannot make one. When present the tracker asks it instead of `opportunityCost`.
   */
  opportunityCostOf?(
    token: TokenOf<T>,
    campaign: CampaignOf<T>,
  ): Readonly<Record<string, number>> | null
  /**
   * The voluntary movement, in the ruleset's unit, that provokes when it leaves an enemy's reach
   * (Blue Box: 2 m); absent: any move out of reach provokes.
   */
  opportunityMinMove?: number
  /**
   * A being that heals itself out of its down state (its health look leaves 'down') on its own
   * turn ends that turn (Blue Box: Down & Out); absent: the turn goes on.
   */
  selfHealEndsTurn?: boolean
  /**
   * How a move provokes at this table: 'leave' (absent) when a move of `opportunityMinMove` or more leaves the
   * enemy's reach; 'within' when the mover's metres moved within the enemy's reach this turn reach
   * `opportunityMinMove` (Blue Box), and a hit stops it in the hex it stood in then.
   */
  opportunityTrigger?(campaign: CampaignOf<T>): 'leave' | 'within'
  /**
   * The Quick-step: the most it moves and the once-a-round resource it spends; a combatant with
   * the `quick-step` flag (its action taken) or a move sent as a Quick-step provokes nothing.
   */
  quickStep?: { metres: number; resource: string }
  /**
   * The action a move into the second band takes on the way (Blue Box: the Dash), when the mover
   * has not enough movement left and can still take it; absent: such a move is refused.
   */
  dashAction?: string
  /**
   * The actions a combatant may hold as a Reaction, with what holding each costs now (Blue Box:
   * any AP action, at its AP); absent: the game has no held actions.
   */
  holdable?(token: TokenOf<T>, campaign: CampaignOf<T>): Holdable
  /** What using a held action costs when it fires (Blue Box: the Reaction). */
  heldFires?: Readonly<Record<string, number>>
  /**
   * What the GM must resolve when a move walks `path` (its hexes in order, where it started
   * first, so a path of one hex enters nothing): Blue Box asks the Dangerous Terrain save on
   * first entering it. Absent: nothing.
   */
  enterPrompts?(campaign: CampaignOf<T>, tokenId: string, path: readonly Cell[]): TurnPrompt[]
  /** Moves provoke Opportunity Attacks at all (absent: they do), for this campaign's table. */
  movesProvoke?(campaign: CampaignOf<T>): boolean
  /** Reach in the ruleset's unit, for Opportunity Attacks (absent: the game has none). */
  reach?(token: TokenOf<T>, campaign: CampaignOf<T>): number
  /**
   * Counters the party keeps between fights (Blue Box: the Escalation Counter), read from the
   * campaign's `rulesetState`; empty when none is in use.
   */
  partyTracks?(campaign: CampaignOf<T>): PartyTrack[]
  /** The pools a token spends from on its tracker row (Blue Box: a PC's EP); none when absent. */
  pools?(token: TokenOf<T>, campaign: CampaignOf<T>): CombatPool[]
  /**
   * Spend one from a token's pool: the sheet's new value and whatever follows (Blue Box: at 0 EP a
   * level of Exhaustion instead; the Escalation Counter ticks). Throws RollRefused when it cannot.
   */
  spendPool?(campaign: CampaignOf<T>, tokenId: string, poolId: string, dice: Dice): HookRoll
  /**
   * Use a party track ("activate" with a choice); returns what it rolls and changes, and, when a
   * combatant acts through it (GG: the Breaker's Limit Break action), who pays what (`actor`,
   * `cost` by resource id), refused like any action it cannot afford.
   */
  usePartyTrack?(
    campaign: CampaignOf<T>,
    trackId: string,
    use: string,
    dice: Dice,
  ): HookRoll & { state: unknown; actor?: string; cost?: Record<string, number> }
}

/**
 * Something one being spends from outside the turn's economy (Blue Box: a PC's Escalation Points),
 * shown on its tracker row with a button to spend one.
 */
export interface CombatPool {
  id: string
  /** "EP" */
  name: string
  value: number
  max: number
  /** The button: its label, and whether it can be pressed now (with the reason when not). */
  spend: { name: string; ready: boolean; why?: string; hint?: string }
}

/** A counter the whole party shares, shown on the tracker. */
export interface PartyTrack {
  id: string
  name: string
  value: number
  max: number
  /** What the GM can do with it now, with the reason when not: [{ id, name, ready, why }]. */
  uses: { id: string; name: string; ready: boolean; why?: string }[]
  /**
   * The GM may set its value by hand, from 0 to `max` (the use `set:<n>`), as an undoable edit
   * (GG: the party's Limit Potential, earned at the table in ways the app does not see).
   */
  settable?: boolean
}
