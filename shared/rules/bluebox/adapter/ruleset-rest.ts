/**
 * Blue Box's rest hooks: the kinds, activities, craftables and Camp Bonuses the planner offers,
 * each member's slots, craft limit and weapons, and what is wrong with a plan in the GM's words.
 * Making camp and the watch are in ruleset-rest-camp.ts, resolving a rest in
 * ruleset-rest-resolve.ts; the rules themselves stay in rest.ts, rest-table.ts and craftables.ts.
 */
import type { RestPlan as StoredRestPlan, RestSlot } from '../../../model'
import type { RulesetRest } from '../../ruleset'
import { combatOptions } from './combat-being'
import { CRAFTABLES, CRAFTABLE_IDS } from '../engine/craftables'
import {
  CAMP_BONUSES,
  REST_ACTIVITIES,
  REST_ACTIVITY_IDS,
  REST_KINDS,
  campBonusProblems,
  restPlanProblems,
  restSlots,
  type CampBonusId,
  type RestKind,
} from '../engine/rest'
import {
  blueboxAmbush,
  blueboxCampsAllowed,
  blueboxRollAlarm,
  blueboxRollCamp,
} from './ruleset-rest-camp'
import {
  isActivity,
  isCamp,
  isCraftable,
  isKind,
  kindOf,
  memberCraftMax,
  memberOf,
  memberWeapons,
  nameIn,
  rulesPlan,
  slotsOf,
  type Member,
} from './ruleset-rest-members'
import type { BlueboxCampaign, BlueboxTypes } from './types'
import { blueboxResolveRest } from './ruleset-rest-resolve'
import { blueboxRerollHp } from './ruleset-rest-reroll'
import { keysOf } from '../../../kit/keys'

const REST_NAMES: Record<RestKind, string> = { short: 'Short rest', long: 'Long rest' }

/** What each Camp Bonus does, in a sentence for the planner (Camps & Resting Places). */
const CAMP_HELP: Record<CampBonusId, string> = {
  'hidden-camp': 'A hidden spot: checks to find the camp have 1 Flaw.',
  comfortable:
    'Everyone may re-roll their low ✦ once when restoring HP, and loses 1 level of Exhaustion.',
  alarm:
    "If the alarm or trap is triggered, +1 Edge to the party's initiative; someone rolls a Crafting check, recorded for those trying to find it.",
}

/** Which weapon an activity is about: any of the sheet's, or one not yet Practiced (Rest & Repair). */
const WEAPON_OF: Partial<Record<string, 'any' | 'unpracticed'>> = {
  'practice-weapon': 'unpracticed',
  'repair-tool': 'any',
  'swap-module': 'any',
}

/**
 * What is wrong with one slot's item or weapon: crafting with no craftable or more than 1 + KNO
 * items; practice with no weapon, one not on the sheet, or one already Practiced; a repair or a
 * module change naming a weapon the sheet (the ally's, for a repair) does not have, and a module
 * changed on a Tool one is not Practiced with (Rest & Repair; Simple Craftables).
 */
function slotProblems(campaign: BlueboxCampaign, m: Member, s: RestSlot): string[] {
  const who = m.name
  if (s.activity === 'craft') {
    if (s.item === undefined || !isCraftable(s.item))
      return [
        `${who}: choose what to craft (${CRAFTABLE_IDS.map((c) => CRAFTABLES[c].name).join(', ')})`,
      ]
    const most = memberCraftMax(m)
    if (most === 0) return [`${who} cannot craft anything: 1 + KNO is 0 or less`]
    if ((s.count ?? most) > most)
      return [
        `${who} can craft at most ${most} item${most === 1 ? '' : 's'} in one activity (1 + KNO): lower the count`,
      ]
    return []
  }
  const kind = WEAPON_OF[s.activity]
  if (kind === undefined) return []
  const owner =
    s.activity === 'repair-tool' && s.target !== undefined ? memberOf(campaign, s.target) : m
  const weapon = owner?.sheet?.weapons.find((w) => w.id === s.weapon)
  if (s.weapon === undefined)
    return kind === 'unpracticed'
      ? [`${who}: choose the weapon to practise with`]
      : s.remove !== undefined || s.install !== undefined
        ? [`${who}: choose the weapon or Tool whose Module changes`]
        : []
  if (!weapon) return [`${who}: "${s.weapon}" is not one of ${owner?.name ?? who}'s weapons`]
  if (kind === 'unpracticed' && weapon.practiced)
    return [`${who} is already Practiced with ${weapon.name}: choose another weapon`]
  if (s.activity === 'swap-module' && !weapon.practiced)
    return [
      `${who} is not Practiced with ${weapon.name}: Tool Modules change only on a Tool one is Practiced with`,
    ]
  if (s.activity === 'swap-module' && s.remove !== undefined && !weapon.modules.includes(s.remove))
    return [`${who}: ${weapon.name} has no Module "${s.remove}" to remove`]
  return []
}

function blueboxRestSlots(plan: StoredRestPlan, memberId: string): number {
  return restSlots(rulesPlan(plan), kindOf(plan)).get(memberId) ?? 0
}

function blueboxPlanProblems(plan: StoredRestPlan, campaign: BlueboxCampaign): string[] {
  const out: string[] = []
  if (!isKind(plan.kind)) out.push(`"${plan.kind}" is not a kind of rest: choose Short or Long`)
  const kind = kindOf(plan)
  if (plan.members.length === 0) out.push('nobody is resting: add the party to the rest')
  for (const m of plan.members) {
    const member = memberOf(campaign, m)
    if (!member) out.push(`"${m}" is neither a token nor a player character`)
    for (const s of slotsOf(plan, m)) {
      if (!isActivity(s.activity))
        out.push(`${nameIn(campaign, m)}: "${s.activity}" is not a rest activity`)
      else if (member) out.push(...slotProblems(campaign, member, s))
    }
  }
  for (const p of restPlanProblems(rulesPlan(plan), kind)) {
    const who = nameIn(campaign, p.beingId)
    const slot = p.index !== undefined ? ` (activity ${p.index + 1})` : ''
    const words = {
      'too-many': `${who} has more activities than slots (${blueboxRestSlots(plan, p.beingId)}): remove one`,
      'once-per-rest': `${who}${slot}: that activity can be taken only once per rest`,
      'needs-ally': `${who}${slot}: a gift must go to another member of the rest`,
      'unknown-being': `${who}${slot}: the ally is not resting with the party`,
      'self-only': `${who}${slot}: that activity can only be done for oneself`,
    }[p.problem]
    out.push(words)
  }
  const camp = plan.camp.filter(isCamp)
  for (const c of plan.camp) if (!isCamp(c)) out.push(`"${c}" is not a Camp Bonus`)
  // Without the camp checks made, the GM's choice stands; with them, successes bound it (R25).
  const earned = plan.campChecks ? plan.campChecks.filter((c) => c.success).length : camp.length
  const campWrong = campBonusProblems(camp, earned, combatOptions(campaign))
  if (campWrong.includes('too-many'))
    out.push(
      `${camp.length} Camp Bonuses are chosen but ${earned} camp check${earned === 1 ? '' : 's'} succeeded: remove ${camp.length - earned}`,
    )
  if (campWrong.includes('repeated'))
    out.push('a Camp Bonus is chosen twice: the table rules allow each only once')
  for (const w of plan.watch) {
    if (!plan.members.includes(w.memberId))
      out.push(`${nameIn(campaign, w.memberId)} keeps watch but is not resting with the party`)
    if (w.to <= w.from || w.to > plan.hours)
      out.push(
        `${nameIn(campaign, w.memberId)}'s watch must end after it starts, within the rest's ${plan.hours} hours`,
      )
  }
  return out
}

export const blueboxRest: RulesetRest<BlueboxTypes> = {
  kinds: keysOf(REST_KINDS).map((id) => ({
    id,
    name: `${REST_NAMES[id]} (${REST_KINDS[id].hours.min}-${REST_KINDS[id].hours.max} hours)`,
    slots: REST_KINDS[id].activities,
    hours: { ...REST_KINDS[id].hours },
  })),
  activities: REST_ACTIVITY_IDS.map((id) => ({
    id,
    name: REST_ACTIVITIES[id].name,
    rest: Object.keys(REST_KINDS),
    group: REST_ACTIVITIES[id].group,
    oncePerRest: REST_ACTIVITIES[id].oncePerRest,
    target: REST_ACTIVITIES[id].target,
    needsItem: REST_ACTIVITIES[id].effect.kind === 'craft',
    gift: REST_ACTIVITIES[id].effect.kind === 'gift',
    ...(WEAPON_OF[id] ? { weapon: WEAPON_OF[id] } : {}),
    ...(id === 'keep-watch' ? { watch: true } : {}),
    ...(id === 'swap-module' ? { modules: true } : {}),
  })),
  items: CRAFTABLE_IDS.map((id) => ({
    id,
    name: CRAFTABLES[id].name,
    dc: CRAFTABLES[id].dc,
    difficulty: `Crafting DC ${CRAFTABLES[id].dc}`,
  })),
  campBonuses: keysOf(CAMP_BONUSES).map((id) => ({
    id,
    name: CAMP_BONUSES[id].name,
    help: CAMP_HELP[id],
    ...(id === 'alarm' ? { alarm: true } : {}),
  })),
  slots: blueboxRestSlots,
  craftMax: (campaign, memberId) => memberCraftMax(memberOf(campaign, memberId)),
  weapons: (campaign, memberId) => memberWeapons(memberOf(campaign, memberId)),
  campsAllowed: blueboxCampsAllowed,
  rollCamp: blueboxRollCamp,
  rollAlarm: blueboxRollAlarm,
  ambush: blueboxAmbush,
  planProblems: blueboxPlanProblems,
  resolve: blueboxResolveRest,
  reroll: blueboxRerollHp,
}
