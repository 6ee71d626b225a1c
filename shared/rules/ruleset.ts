/**
 * The Ruleset interface: what a game system supplies so the ruleset-neutral core (geometry, model,
 * play, api, projection, main, the renderer's features) can play it without importing it. One
 * object per system, registered by id in ./registry; a campaign stores the id it plays.
 *
 * Payloads (sheets, token instances, table options, roll requests) are the ruleset's own types,
 * validated by its schemas. The core sees them as `unknown` and hands them back to the ruleset.
 */
import type { z } from 'zod'
import type { Dice } from '../dice'
import type { FootprintSize, Hex, HexGrid, HexGridSource, StepCost } from '../geometry/hex'
import type { AlarmCheck, CampCheck, Campaign, RestPlan, Token, TokenSize } from '../model'

/** The board kinds a ruleset can play on (a map's `kind`). */
export type BoardKind = 'hex' | 'square' | 'gridless'

/** How distances read to the GM. */
export type DistanceUnit = 'm' | 'in'

/** A sheet kind in the library. */
export type SheetKind = 'npc' | 'pc'

/** What reading a file of exported sheets gave: all of them, or why none. */
export type SheetImport =
  | { ok: true; sheets: unknown[]; renamed: { from: string; to: string }[] }
  | { ok: false; errors: { path: string; message: string }[] }

/**
 * How hurt a being looks to the players, on one ladder every ruleset maps its own numbers onto, so
 * the players' view draws the same three looks whatever the game.
 */
export type HealthLook = 'hurt' | 'badly hurt' | 'down'

/** What players may see of a token's state: never numbers the GM keeps, only what shows. */
export interface PublicInstance {
  /** A coarse health descriptor; absent while unhurt. */
  health?: HealthLook
  /** Names of conditions anyone at the table could see on the figure; absent when none. */
  conditions?: string[]
}

/** A gauge of a being's own sheet, as its player reads it on a phone: "HP" 12 of 20. */
export interface OwnMeter {
  id: string
  name: string
  value: number
  max: number
}

/** When a condition ends by itself. */
export type ConditionTiming =
  | { ends: 'start-of-turn' | 'end-of-turn'; whose: 'own' | 'source' }
  | { ends: 'rest'; rest: string }
  | { ends: 'save'; when: 'start-of-turn' | 'end-of-turn' }
  | { ends: 'manual' }

export interface ConditionDef {
  id: string
  name: string
  /** One line for a tooltip or the legend. */
  summary: string
  timing: ConditionTiming
  /** Shows on the figure, so players see it (Prone, Grappled); else the GM describes it. */
  visible: boolean
}

/**
 * A change a roll (or a turn hook) makes to the campaign, as data: main applies it through the
 * command path so it can be undone. Rulesets never touch main's state.
 */
export type StateChange =
  | {
      kind: 'instance'
      tokenId: string
      /** The token's whole new instance, valid under `instance.schema`. */
      instance: unknown
    }
  | {
      /** What the ruleset keeps between fights (`campaign.rulesetState[key]`), replaced whole. */
      kind: 'ruleset-state'
      key: string
      value: unknown
    }
  | {
      /** A library sheet replaced whole (a PC's EP spent), valid under `sheet.schema[sheetKind]`. */
      kind: 'sheet'
      sheetKind: SheetKind
      id: string
      record: unknown
    }
  | {
      /**
       * A being called into play (GG: a Limit Break's Memory): its NPC sheet added to the library
       * (a fresh id, valid under `sheet.schema.npc`), its token placed (a fresh id, on the map),
       * and in a fight its combatant on `side` right after the combatant `after`, on its total.
       */
      kind: 'summon'
      npc: unknown
      token: Token
      combatant?: { after: string; side: string }
    }
  | {
      /** A summoned being leaves play: its token and combatant, and its library sheet `npcId`. */
      kind: 'dismiss'
      tokenId: string
      npcId?: string
    }

/** One roll's outcome as the dice log shows it. */
export interface RollOutcome {
  who: string
  what: string
  total: number | null
  /** "hit", "failure", "14"... */
  outcome: string
  detail: string
}

/** What resolving a roll request gave: its log line, its changes and, in a fight, what it spends. */
export interface RolledRequest {
  outcome: RollOutcome
  changes: StateChange[]
  label: string
  /** The token that acted (an attacker), whose turn economy pays `cost` in a fight. */
  actor?: string
  /** What the action costs in a fight, by resource id ({ ap: 1 }); absent: nothing. */
  cost?: Record<string, number>
  /**
   * Conditions it gave that last until the start or end of the actor's next turn (Shove: the
   * target is Back-footed until the start of the shover's next turn); the tracker times them.
   */
  timed?: { tokenId: string; condition: string; until: 'start' | 'end' }[]
}

/** A roll refused before any die is thrown, with a sentence the GM can read. */
export class RollRefused extends Error {
  override name = 'RollRefused'
}

/** A movement plan for one token's drag: the path, what it costs, and whether it can be made. */
export interface MovePlan {
  path: Hex[]
  /** Cost of entering each hex after the start, in the ruleset's unit. */
  steps: number[]
  total: number
  speed: number
  /** 'move' within one action, 'dash' needing more, 'too-far' or 'blocked'. */
  band: 'move' | 'dash' | 'too-far' | 'blocked'
  /** Why the move cannot be made, for the GM; null when it can. */
  reason: string | null
  /** Hexes on the path that ask for something (a save for Dangerous terrain...). */
  dangerous: Hex[]
  /** What a move that can be made still asks, in a few words ("a second Movement action: 3 AP"). */
  note?: string
}

/** What one token can reach this turn: a cost per grid cell (Infinity: unreachable). */
export interface MoveReach {
  grid: HexGrid
  cost: Float64Array
  /** The costs that bound each band, e.g. [speed, 2 * speed]. */
  bands: number[]
}

/**
 * A token as movement sees it. A model Token has all of it, and so does the map view's token, so
 * both main and the renderer can ask; a map is anything a hex grid is built from (a MapDef).
 */
export interface MovingToken {
  /** Tells the mover apart from the others on the map (a model Token has it). */
  id?: string
  /** 'pc', 'npc' or 'object', as a Token; a ruleset may read sides from it. */
  kind?: string
  hex: Hex
  /** Absent: a one-hex being. */
  size?: FootprintSize
  facing?: number
  /** The token's speed in the ruleset's unit; absent: the ruleset's default. */
  speed?: number
  /** Words the reasons ("Vaka needs 7 m but has 6 m"). */
  name?: string
  /** The ruleset's token state (a Prone being crawls, say); absent for a token with no sheet. */
  instance?: unknown
}

/** A being on the map, as a hex-sharing rule sees it. */
export interface MapOccupant extends MovingToken {
  id: string
  name: string
  kind: string
  size: FootprintSize
}

export interface RulesetMovement {
  /** The pathfinder's step cost for this mover on this board. */
  stepCost(grid: HexGrid, token: MovingToken | null, options: unknown): StepCost
  /**
   * Plan a move of `token` to `to` on `map`; main checks it again before moving anything. `others`:
   * the tokens on the same map (the mover may be among them), for a ruleset whose costs depend on
   * who stands where; absent, the map is read as empty.
   */
  planMove(
    map: HexGridSource,
    token: MovingToken,
    to: Hex,
    options: unknown,
    others?: readonly MapOccupant[],
  ): MovePlan
  /** Every cell the token can reach within its bands (`others` as for planMove). */
  reach(
    map: HexGridSource,
    token: MovingToken,
    options: unknown,
    others?: readonly MapOccupant[],
  ): MoveReach
  /** Why `token` cannot end its move at `to` (no room), or null. */
  roomProblem(tokens: readonly MapOccupant[], token: MapOccupant, to: Hex): string | null
}

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

/** The hooks the combat tracker (shared/play/combat) calls; each returns data, never mutates. */
export interface RulesetCombat {
  /** The resources of a turn, in the order the tracker shows them. */
  resources: readonly EconomyResource[]
  /** What a combatant gets at a refill, by resource id: { ap: 2, reaction: 1, metres: 6 }. */
  economy(token: Token, campaign: Campaign): Record<string, number>
  /** What a combatant can do that the tracker charges for, resolved for this token. */
  actions(token: Token, campaign: Campaign): TurnAction[]
  /** Roll initiative for a token: its total and how it came about. */
  rollInitiative(
    token: Token,
    campaign: Campaign,
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
    campaign: Campaign,
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
  lateJoinTieWaits?(campaign: Campaign): boolean
  /**
   * What taking one of `actions()` changes beyond its cost, as data the tracker applies after it
   * is paid: GG counts each action taken this turn for its repeat surcharge (GG-015), and Drop
   * Prone / Stand Up put Prone on or take it off. Absent: nothing.
   */
  actionTaken?(campaign: Campaign, tokenId: string, actionId: string): StateChange[]
  /**
   * The condition id that a slower party takes when one party acts before all others, until its
   * own turn begins (Blue Box: Back-footed); absent when the game has no such rule.
   */
  openingCondition?: string
  /**
   * Changes as the fight ends, applied once it has (GG: the Memory is dismissed at the end of the
   * encounter, GG-Q51). Absent: none.
   */
  atCombatEnd?(campaign: Campaign): StateChange[]
  /** Changes at the start / end of `tokenId`'s turn (conditions that end, damage over time). */
  atTurnStart(campaign: Campaign, tokenId: string): StateChange[]
  atTurnEnd(campaign: Campaign, tokenId: string): StateChange[]
  /**
   * What the GM must resolve at the start or end of `tokenId`'s turn that no hook can settle
   * alone (a save, damage dice): listed for the tracker to show; empty when nothing is asked.
   */
  prompts?(
    campaign: Campaign,
    tokenId: string,
    at: 'start' | 'end',
    context?: TurnContext,
  ): TurnPrompt[]
  /** Roll and settle a prompt's `data` for `tokenId`; throws RollRefused if it cannot be. */
  resolvePrompt?(campaign: Campaign, tokenId: string, data: unknown, dice: Dice): HookRoll
  /** A save a `save` duration asks for: roll it; `success` ends the condition. */
  rollSave?(
    campaign: Campaign,
    tokenId: string,
    save: string,
    dc: number,
    dice: Dice,
  ): HookRoll & { success: boolean }
  /** The condition ids on a token's instance. */
  conditionsOf(instance: unknown): readonly string[]
  /** The instance with this condition added (`on`) or taken off; the same object if no change. */
  withCondition(instance: unknown, conditionId: string, on: boolean): unknown
  /** HP and the like for the GM's list, and the health look for the players' strip. */
  vitals(token: Token, campaign: Campaign): CombatVitals
  /** Damage one change did to a being (THP and HP lost), for the fight's summary. */
  harm(before: unknown, after: unknown): number
  /** The being is out of the fight (Out, dead, Unconscious): its turns are skipped by default. */
  outOfFight?(token: Token, campaign: Campaign): boolean
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
  opportunityCostOf?(token: Token, campaign: Campaign): Readonly<Record<string, number>> | null
  /**
   * The voluntary movement, in the ruleset's unit, that provokes when it leaves an enemy's reach
   * (Blue Box: 2 m); absent: any move out of reach provokes.
   */
  opportunityMinMove?: number
  /** Moves provoke Opportunity Attacks at all (absent: they do), for this campaign's table. */
  movesProvoke?(campaign: Campaign): boolean
  /** Reach in the ruleset's unit, for Opportunity Attacks (absent: the game has none). */
  reach?(token: Token, campaign: Campaign): number
  /**
   * Counters the party keeps between fights (Blue Box: the Escalation Counter), read from the
   * campaign's `rulesetState`; empty when none is in use.
   */
  partyTracks?(campaign: Campaign): PartyTrack[]
  /** The pools a token spends from on its tracker row (Blue Box: a PC's EP); none when absent. */
  pools?(token: Token, campaign: Campaign): CombatPool[]
  /**
   * Spend one from a token's pool: the sheet's new value and whatever follows (Blue Box: at 0 EP a
   * level of Exhaustion instead; the Escalation Counter ticks). Throws RollRefused when it cannot.
   */
  spendPool?(campaign: Campaign, tokenId: string, poolId: string, dice: Dice): HookRoll
  /**
   * Use a party track ("activate" with a choice); returns what it rolls and changes, and, when a
   * combatant acts through it (GG: the Breaker's Limit Break action), who pays what (`actor`,
   * `cost` by resource id), refused like any action it cannot afford.
   */
  usePartyTrack?(
    campaign: Campaign,
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
}

/** A kind of rest: its activity slots per member and its length in hours. */
export interface RestKindInfo {
  id: string
  name: string
  slots: number
  hours: { min: number; max: number }
}

/** One activity a member may plan for a rest. */
export interface RestActivityInfo {
  id: string
  name: string
  /** The rest kinds it may be planned in. */
  rest: readonly string[]
  /** The planner's heading it sits under ("Regeneration & Repair"). */
  group: string
  /** Refused a second time in one rest, with this rule said. */
  oncePerRest: boolean
  /** Whom it may be for: the member, the member or an ally, or (a gift) an ally only. */
  target: 'self' | 'self-or-ally' | 'ally'
  /** It names an item and a count (crafting). */
  needsItem: boolean
  /** It hands the slot to its target (a gift). */
  gift: boolean
  /**
   * It is about one of the member's weapons (absent: none): any weapon (repair, a module), or one
   * it is not yet Practiced with (practice). The planner asks which.
   */
  weapon?: 'any' | 'unpracticed'
  /** Planning it makes the member a watcher: the watch's initiative Edge goes only to those. */
  watch?: boolean
}

/** One of a member's weapons as the planner offers it, with its practice toward Practiced. */
export interface RestWeaponInfo {
  id: string
  name: string
  practiced: boolean
  /** Practice sessions done so far, remembered on the sheet, and how many make it Practiced. */
  progress: number
  needed: number
}

/** What the watch and the camp give a fight that interrupts the rest at one hour of it. */
export interface RestAmbush {
  /** Token ids whose watch covers that hour and who get the watch's initiative Edge. */
  keptWatch: string[]
  /** The camp's alarm gives the party its initiative Edge. */
  campAlarm: boolean
  /** The situation in the GM's words ("Kopaka was on watch"; "nobody was on watch at hour 3"). */
  notes: string[]
}

/** What resolving a rest gave: its log lines (with their dice) and its changes. */
export interface RestResolution {
  outcomes: RollOutcome[]
  changes: StateChange[]
  /** The dice faces ([sides, face]) each outcome drew, in step with `outcomes`, when known. */
  faces?: [number, number][][]
}

/** The hooks the rest planner (issue 14) calls. */
export interface RulesetRest {
  kinds: readonly RestKindInfo[]
  activities: readonly RestActivityInfo[]
  /** What a crafting activity may make, with its difficulty in words ("Crafting DC 8"). */
  items: readonly { id: string; name: string; dc?: number; difficulty?: string }[]
  /** The Camp Bonuses, with what each does in a sentence. */
  /** The Camp Bonuses, with what each does; `alarm`: choosing it asks for the alarm's check. */
  campBonuses: readonly { id: string; name: string; help?: string; alarm?: boolean }[]
  /** Activity slots `memberId` has in this plan (gifts received count). */
  slots(plan: RestPlan, memberId: string): number
  /** How many items one crafting activity of this member makes at most (Blue Box: 1 + KNO, ≥ 0). */
  craftMax?(campaign: Campaign, memberId: string): number
  /** The member's weapons for activities about one, with practice progress. */
  weapons?(campaign: Campaign, memberId: string): RestWeaponInfo[]
  /** Camps are in use (the table's options) for this plan: absent or false, no camp step. */
  campsAllowed?(plan: RestPlan, campaign: Campaign): boolean
  /** Make camp: each member's check (rolled with `dice`) and its log lines; nothing applied here. */
  rollCamp?(
    plan: RestPlan,
    campaign: Campaign,
    dice: Dice,
  ): { checks: CampCheck[]; outcomes: RollOutcome[] }
  /** The alarm's recorded check by `memberId` (Blue Box: a Crafting check). */
  rollAlarm?(
    plan: RestPlan,
    campaign: Campaign,
    memberId: string,
    dice: Dice,
  ): { check: AlarmCheck; outcome: RollOutcome }
  /** What the watch and the camp give a fight starting at `hour` of the rest (0-based). */
  ambush?(plan: RestPlan, campaign: Campaign, hour: number): RestAmbush
  /** What is wrong with the plan, one sentence each in the GM's words; none: it can be resolved. */
  planProblems(plan: RestPlan, campaign: Campaign): string[]
  /** Resolve the whole rest: regeneration rolls, Exhaustion, conditions; nothing applied here. */
  resolve(plan: RestPlan, campaign: Campaign, dice: Dice): RestResolution
}

/**
 * One table option as the GM's Table rules dialog shows it: its key in `tableOptions`, its name and
 * a line of help in the GM's words, and either on/off or one of a few readings.
 */
export type TableOptionField =
  | { key: string; name: string; help: string; kind: 'boolean' }
  | {
      key: string
      name: string
      help: string
      kind: 'choice'
      choices: readonly { value: string | number; label: string }[]
    }

export interface Ruleset {
  id: string
  name: string
  boards: readonly BoardKind[]
  unit: DistanceUnit
  /** Table options: typed per ruleset; `resolve` fills what the campaign leaves out. */
  options: {
    schema: z.ZodType
    defaults: Readonly<Record<string, unknown>>
    resolve(stored: unknown): unknown
    /** What the GM's Table rules dialog lists, in order: one entry per option in `schema`. */
    fields: readonly TableOptionField[]
  }
  /** The library's NPC and PC sheets. */
  sheet: {
    schema: Record<SheetKind, z.ZodType>
    /** The newest sheet format; `migrate` brings an older one forward. */
    version: number
    migrate(raw: unknown, fromVersion: number): unknown
    /** A fresh sheet for the New NPC / New PC buttons. */
    blank(kind: SheetKind, id: string, name: string): unknown
    /**
     * How a token of this sheet stands on the board: its size, and its speed in the ruleset's unit
     * (absent: the ruleset's default). Main places and links tokens with it; without it a token
     * from a sheet is Medium.
     */
    token?(sheet: unknown): { size: TokenSize; speed?: number }
    /**
     * Read a file of exported NPCs: all of them (ids that clash with `existingIds` renamed, and
     * said so), or none with every problem by JSON path. Without it the library imports nothing.
     */
    importNpcs?(text: string, existingIds: Iterable<string>): SheetImport
  }
  /** A token's own state in play. */
  instance: {
    schema: z.ZodType
    /** The instance a token starts with, from its sheet (null: a token with no sheet). */
    fresh(sheet: unknown): unknown
    /** What players may see of it. */
    publicView(instance: unknown, sheet: unknown): PublicInstance
    /**
     * Why a hand edit's `instance` (valid under `schema`) cannot stand, for the token's sheet
     * (null: a token with no sheet): more HP than the sheet's maximum, a condition the game does
     * not have... in words for the GM; null when it can. Main asks before it applies the edit.
     */
    problem?(instance: unknown, sheet: unknown): string | null
    /**
     * The gauges a being's own player may read on a phone tied to it ("my character"): HP and the
     * like with their maxima, for `instance` (never null: the core passes `fresh(sheet)` for a
     * token with none). Absent: the phone shows the combat vitals' lines only.
     */
    meters?(instance: unknown, sheet: unknown): OwnMeter[]
  }
  /**
   * Rolls made from sheets: main validates the request with `schema`, rolls with its own dice,
   * logs the outcome and applies the changes. A request is what a `roll:<kind>` channel carried,
   * with `kind` set to `<kind>`: `{ kind: 'check', sheet, ... }`, `{ kind: 'attack', ... }`.
   * `resolve` throws RollRefused for a roll that cannot be made.
   */
  rolls: {
    schema: z.ZodType
    resolve(request: unknown, campaign: Campaign, dice: Dice): RolledRequest
  }
  movement?: RulesetMovement
  conditions: readonly ConditionDef[]
  /**
   * What a Dangerous hex's save may use (the map's terrain stores the id), in the order the terrain
   * tool lists them: Blue Box's five stats, another game's saves. Main refuses any other id.
   */
  saves: readonly { id: string; name: string }[]
  combat?: RulesetCombat
  rest?: RulesetRest
}
