/**
 * The rest planner's hooks of the Ruleset interface (shared/play/rest calls them): rest kinds and
 * activities, camps and their alarm, the watch's ambush, the plan's problems and the resolution of
 * the whole rest. Re-exported from ./ruleset.
 */
import type { Dice } from '../dice'
import type { AlarmCheck, CampCheck, RestPlan, RestReroll } from '../model'
import type { RollOutcome, StateChange } from './ruleset-changes'
import type { CampaignOf, RulesetTypes } from './ruleset-types'

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
  /** The activity changes a Module on its weapon: the slot may name one to remove and one to install. */
  modules?: boolean
}

/** One of a member's weapons as the planner offers it, with its practice toward Practiced. */
export interface RestWeaponInfo {
  id: string
  name: string
  practiced: boolean
  /** Practice sessions done so far, remembered on the sheet, and how many make it Practiced. */
  progress: number
  needed: number
  /** The Tool Modules installed on it, when the rules keep them. */
  modules?: string[]
}

/** What the watch and the camp give a fight that interrupts the rest at one hour of it. */
export interface RestAmbush {
  /** Token ids of those who kept watch and get the watch's initiative Edge. */
  keptWatch: string[]
  /** The camp's alarm gives the party (and only the party) its initiative Edge. */
  campAlarm: boolean
  /** Token ids of the resting members: their side is the party the alarm warns. */
  party?: string[]
  /** The situation in the GM's words ("Kopaka kept watch"; "nobody was on watch at 03:00"). */
  notes: string[]
}

/** What resolving a rest gave: its log lines (with their dice) and its changes. */
export interface RestResolution {
  outcomes: RollOutcome[]
  changes: StateChange[]
  /** The dice faces ([sides, face]) each outcome drew, in step with `outcomes`, when known. */
  faces?: [number, number][][]
  /** Dice the GM may re-roll once afterwards (`reroll` works the result out). */
  rerolls?: RestReroll[]
}

/** A re-roll of some of a rest's dice: the new faces, its log line and its changes. */
export interface RestRerolled {
  faces: number[]
  outcome: RollOutcome
  changes: StateChange[]
}

/** The hooks the rest planner calls. */
export interface RulesetRest<T extends RulesetTypes = RulesetTypes> {
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
  craftMax?(campaign: CampaignOf<T>, memberId: string): number
  /** The member's weapons for activities about one, with practice progress. */
  weapons?(campaign: CampaignOf<T>, memberId: string): RestWeaponInfo[]
  /** Camps are in use (the table's options) for this plan: absent or false, no camp step. */
  campsAllowed?(plan: RestPlan, campaign: CampaignOf<T>): boolean
  /** Make camp: each member's check (rolled with `dice`) and its log lines; nothing applied here. */
  rollCamp?(
    plan: RestPlan,
    campaign: CampaignOf<T>,
    dice: Dice,
  ): { checks: CampCheck[]; outcomes: RollOutcome[] }
  /** The alarm's recorded check by `memberId` (Blue Box: a Crafting check). */
  rollAlarm?(
    plan: RestPlan,
    campaign: CampaignOf<T>,
    memberId: string,
    dice: Dice,
  ): { check: AlarmCheck; outcome: RollOutcome }
  /** What the watch and the camp give a fight starting at `hour` of the rest (0-based). */
  ambush?(plan: RestPlan, campaign: CampaignOf<T>, hour: number): RestAmbush
  /** What is wrong with the plan, one sentence each in the GM's words; none: it can be resolved. */
  planProblems(plan: RestPlan, campaign: CampaignOf<T>): string[]
  /**
   * Re-roll the faces at `pick` (indices) of `rerolls[index]`, the last rest's re-rollable dice, once;
   * nothing applied here.
   */
  reroll?(
    campaign: CampaignOf<T>,
    rerolls: readonly RestReroll[],
    index: number,
    pick: readonly number[],
    dice: Dice,
  ): RestRerolled
  /** Resolve the whole rest: regeneration rolls, Exhaustion, conditions; nothing applied here. */
  resolve(plan: RestPlan, campaign: CampaignOf<T>, dice: Dice): RestResolution
}
