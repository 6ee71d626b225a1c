/**
 * The members of a Blue Box rest as the rest hooks read them: a member id names a token (a PC's, an
 * NPC companion's) or a PC sheet; its sheet, its state (a token without one stands as fresh), the
 * activities the stored plan gives it, and a check rolled from its sheet as in play.
 */
import type { Dice } from '../../../dice'
import type { RestPlan as StoredRestPlan, RestSlot } from '../../../model'
import type { RestWeaponInfo } from '../../ruleset'
import { combatOptions, pcById, sheetOfBeing, tokenById } from './combat-being'
import type { AbilityId } from '../engine/condition-types'
import { CRAFTABLES, craftItemsPerActivity, type CraftableId } from '../engine/craftables'
import {
  conditionNames,
  prepareCheck,
  sheetForToken,
  rollPreparedCheck,
  type PreparedCheck,
  type PreparedCheckOutcome,
} from '../engine/prepared-rolls'
import {
  CAMP_BONUSES,
  PRACTICE_TO_PRACTICED,
  REST_ACTIVITIES,
  REST_KINDS,
  type CampBonusId,
  type RestActivityId,
  type RestKind,
  type RestPlan,
} from '../engine/rest'
import { preparedCheckDetail } from './ruleset-rolls'
import { freshBlueboxInstance } from './ruleset-sheet'
import { ABILITIES } from '../engine/statblock'
import type { BlueboxCampaign, BlueboxToken } from './types'
import type { BlueboxInstance, NpcRecord, PcRecord } from '../engine/views'

export const isKind = (id: string): id is RestKind => Object.hasOwn(REST_KINDS, id)
export const isActivity = (id: string): id is RestActivityId => Object.hasOwn(REST_ACTIVITIES, id)
export const isCamp = (id: string): id is CampBonusId => Object.hasOwn(CAMP_BONUSES, id)
export const isCraftable = (id: string): id is CraftableId => Object.hasOwn(CRAFTABLES, id)

/** Practice sessions that make a weapon Practiced (Rest & Repair, Practice & Preparation). */
export const PRACTICE_NEEDED = PRACTICE_TO_PRACTICED

/** The member's planned slots as stored (none when it has no entry). */
export function slotsOf(plan: StoredRestPlan, memberId: string): RestSlot[] {
  return Object.hasOwn(plan.slots, memberId) ? (plan.slots[memberId] ?? []) : []
}

/** The stored plan as rest.ts reads it (unknown activity ids left out: planProblems names them). */
export function rulesPlan(plan: StoredRestPlan): RestPlan {
  return plan.members.map((m) => ({
    beingId: m,
    activities: slotsOf(plan, m)
      .filter((s) => isActivity(s.activity))
      .map((s) => ({
        activity: s.activity as RestActivityId,
        ...(s.target !== undefined ? { target: s.target } : {}),
      })),
  }))
}

export function kindOf(plan: StoredRestPlan): RestKind {
  return isKind(plan.kind) ? plan.kind : 'short'
}

/** A member: its token (when the id names one, or the first token of the PC it names) and sheet. */
export interface Member {
  id: string
  name: string
  token?: BlueboxToken
  sheet: NpcRecord | PcRecord | null
  /** Set when the sheet is a player character's (EP, Exhaustion, inventory live there). */
  pc?: PcRecord
}

export function memberOf(campaign: BlueboxCampaign, id: string): Member | null {
  const token = tokenById(campaign, id)
  if (token) {
    const sheet = sheetOfBeing(campaign, token)
    return {
      id,
      name: token.name,
      token,
      sheet: sheet?.record ?? null,
      ...(sheet?.kind === 'pc' ? { pc: sheet.record } : {}),
    }
  }
  const pc = pcById(campaign, id)
  if (!pc) return null
  const own = Object.values(campaign.tokens).find((t) => t.pcId === id)
  return { id, name: pc.name, sheet: pc, pc, ...(own ? { token: own } : {}) }
}

export const nameIn = (campaign: BlueboxCampaign, id: string): string =>
  memberOf(campaign, id)?.name ?? id

/** The member's state on the map: its token's, or a fresh one from its sheet; none without a token. */
export function memberInstance(member: Member): BlueboxInstance | undefined {
  if (!member.token) return undefined
  return member.token.instance ?? (member.sheet ? freshBlueboxInstance(member.sheet) : undefined)
}

/** Items one crafting activity of this member makes at most: 1 + KNO, at least 0 (Rest & Repair). */
export function memberCraftMax(member: Member | null): number {
  return member?.sheet ? craftItemsPerActivity(member.sheet.stats.KNO) : 0
}

/** The member's weapons with their practice toward Practiced (Rest & Repair, Practice & Preparation). */
export function memberWeapons(member: Member | null): RestWeaponInfo[] {
  return (member?.sheet?.weapons ?? []).map((w) => ({
    id: w.id,
    name: w.name,
    practiced: w.practiced,
    progress: w.practiced ? 0 : (w.practice ?? 0),
    needed: PRACTICE_NEEDED,
    modules: [...w.modules],
  }))
}

/** A check rolled for a rest: the prepared roll, what the dice did, and the log's words. */
export interface RestCheck {
  prepared: PreparedCheck
  rolled: PreparedCheckOutcome
  /** The total (0 when it failed with no die rolled). */
  total: number
  /** Met the DC (a natural 12 always does); false without a DC. */
  success: boolean
  /** The dice in words ("d12 7 +1"), or why it failed with no roll. */
  detail: string
}

/**
 * An ability check by a member from its sheet, with its token's conditions and Exhaustion, as the
 * roll dialog makes it in play (Edge, Flaw, Practiced rerolls, a natural 12 succeeds) (Stats,
 * Abilities, & Checks). Null for a member with no sheet.
 */
export function memberCheck(
  campaign: BlueboxCampaign,
  member: Member,
  ability: AbilityId,
  dc: number | undefined,
  dice: Dice,
): RestCheck | null {
  if (!member.sheet) return null
  const options = combatOptions(campaign)
  const conditions = memberInstance(member)?.conditions ?? []
  const prepared = prepareCheck(
    sheetForToken(member.sheet, member.token),
    conditions,
    { ability },
    options,
  )
  const rolled = rollPreparedCheck(prepared, dc, dice, options)
  if (!rolled.roll)
    return {
      prepared,
      rolled,
      total: 0,
      success: false,
      detail: `automatic failure: ${conditionNames(prepared.autoFail)}`,
    }
  return {
    prepared,
    rolled,
    total: rolled.roll.total,
    success: rolled.success === true,
    detail: preparedCheckDetail(prepared, rolled.roll),
  }
}

/** "Survival check DC 10", "Crafting check". */
export const checkName = (ability: AbilityId, dc?: number): string =>
  `${ABILITIES[ability].name} check${dc !== undefined ? ` DC ${dc}` : ''}`
