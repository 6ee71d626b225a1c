/**
 * Blue Box's rest hooks (issue 14): the kinds, activities, craftables and Camp Bonuses the planner
 * offers, what is wrong with a plan in the GM's words, and resolving a whole rest (regeneration
 * rolls, Exhaustion, the conditions a rest starts and ends) as changes main applies with undo.
 * The rules themselves stay in rest.ts, rest-table.ts and craftables.ts.
 */
import type { Dice } from '../../dice'
import type { Campaign, RestPlan as StoredRestPlan } from '../../model'
import type { RestResolution, RollOutcome, RulesetRest, StateChange } from '../ruleset'
import { combatOptions, tokenById } from './combat-being'
import { CRAFTABLES, CRAFTABLE_IDS, craftItemsPerActivity, type CraftableId } from './craftables'
import { conditionsOfBeing, sheetExhaustion } from './prepared-rolls'
import { exhaustionLevel } from './conditions'
import {
  CAMP_BONUSES,
  REST_ACTIVITIES,
  REST_ACTIVITY_IDS,
  REST_KINDS,
  campBonusProblems,
  restEnd,
  restoreEpRoll,
  restoreHpRoll,
  restPlanProblems,
  restSlots,
  restStart,
  type CampBonusId,
  type RestActivityId,
  type RestKind,
  type RestPlan,
} from './rest'
import { blueboxInstance, pcRecord, sheetOfToken, type NpcRecord, type PcRecord } from './views'

const REST_NAMES: Record<RestKind, string> = { short: 'Short rest', long: 'Long rest' }

const isKind = (id: string): id is RestKind => Object.hasOwn(REST_KINDS, id)
const isActivity = (id: string): id is RestActivityId => Object.hasOwn(REST_ACTIVITIES, id)
const isCamp = (id: string): id is CampBonusId => Object.hasOwn(CAMP_BONUSES, id)
const isCraftable = (id: string): id is CraftableId => Object.hasOwn(CRAFTABLES, id)

/** The stored plan as rest.ts reads it (unknown activity ids left out: planProblems names them). */
function rulesPlan(plan: StoredRestPlan): RestPlan {
  return plan.members.map((m) => ({
    beingId: m,
    activities: (Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []) : [])
      .filter((s) => isActivity(s.activity))
      .map((s) => ({
        activity: s.activity as RestActivityId,
        ...(s.target !== undefined ? { target: s.target } : {}),
      })),
  }))
}

function kindOf(plan: StoredRestPlan): RestKind {
  return isKind(plan.kind) ? plan.kind : 'short'
}

/** A member: its token (when the id names one) and its sheet. */
interface Member {
  id: string
  name: string
  tokenId?: string
  sheet: NpcRecord | PcRecord | null
  pc?: PcRecord
}

function memberOf(campaign: Campaign, id: string): Member | null {
  const token = tokenById(campaign, id)
  if (token) {
    const sheet = sheetOfToken(campaign, token)
    return {
      id,
      name: token.name,
      tokenId: id,
      sheet: sheet?.record ?? null,
      ...(sheet?.kind === 'pc' ? { pc: sheet.record } : {}),
    }
  }
  const pc = pcRecord(campaign, id)
  if (pc) return { id, name: (pc as { name?: string }).name ?? id, sheet: pc, pc }
  return null
}

const nameIn = (campaign: Campaign, id: string) => memberOf(campaign, id)?.name ?? id

function blueboxRestSlots(plan: StoredRestPlan, memberId: string): number {
  return restSlots(rulesPlan(plan), kindOf(plan)).get(memberId) ?? 0
}

function blueboxPlanProblems(plan: StoredRestPlan, campaign: Campaign): string[] {
  const out: string[] = []
  if (!isKind(plan.kind)) out.push(`"${plan.kind}" is not a kind of rest: choose Short or Long`)
  const kind = kindOf(plan)
  if (plan.members.length === 0) out.push('nobody is resting: add the party to the rest')
  for (const m of plan.members) {
    if (!memberOf(campaign, m)) out.push(`"${m}" is neither a token nor a player character`)
    const slots = Object.hasOwn(plan.slots, m) ? (plan.slots[m] ?? []) : []
    for (const s of slots) {
      const who = nameIn(campaign, m)
      if (!isActivity(s.activity)) out.push(`${who}: "${s.activity}" is not a rest activity`)
      else if (s.activity === 'craft') {
        if (s.item === undefined || !isCraftable(s.item))
          out.push(
            `${who}: choose what to craft (${CRAFTABLE_IDS.map((c) => CRAFTABLES[c].name).join(', ')})`,
          )
        else {
          const kno = memberOf(campaign, m)?.sheet?.stats.KNO ?? 0
          const most = craftItemsPerActivity(kno)
          if ((s.count ?? 1) > most)
            out.push(`${who} can craft at most ${most} items in one activity (1 + KNO)`)
        }
      }
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
  if (campBonusProblems(camp, camp.length, combatOptions(campaign)).includes('repeated'))
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

const line = (
  who: string,
  what: string,
  total: number | null,
  outcome: string,
  detail: string,
): RollOutcome => ({
  who,
  what,
  total,
  outcome,
  detail,
})

/** One member's rest: its rolls and the changes to its token and sheet. */
function restMember(
  campaign: Campaign,
  plan: StoredRestPlan,
  member: Member,
  activities: RestPlan[number]['activities'],
  dice: Dice,
  outcomes: RollOutcome[],
  changes: StateChange[],
): void {
  const kind = kindOf(plan)
  const options = combatOptions(campaign)
  const camp = plan.camp.filter(isCamp)
  const token = member.tokenId !== undefined ? tokenById(campaign, member.tokenId) : undefined
  const inst = token ? blueboxInstance(token) : undefined
  const sheet = member.sheet
  const level = sheet?.level ?? 1
  const exhBefore = member.pc ? member.pc.exhaustion : sheet ? sheetExhaustion(sheet) : 0
  const started = restStart(
    { conditions: conditionsOfBeing(inst?.conditions ?? [], exhBefore) },
    activities,
    camp,
  )
  let hp = inst?.hp ?? 0
  let ep = member.pc?.epCurrent ?? 0
  const comfortable = camp.includes('comfortable')
  for (const a of activities) {
    const def = REST_ACTIVITIES[a.activity]
    if (def.effect.kind === 'restore' && def.effect.pool === 'hp') {
      if (!inst || !sheet) {
        outcomes.push(
          line(member.name, def.name, null, 'no HP to restore', 'no token state or sheet'),
        )
        continue
      }
      const r = restoreHpRoll(
        { level, modifier: sheet.stats.FOR, rerollOnce: comfortable },
        dice,
        options,
      )
      const next = Math.min(sheet.hpMax, hp + r.total)
      outcomes.push(
        line(
          member.name,
          def.name,
          r.total,
          `HP ${hp} → ${next}`,
          `✦ ${r.rolls.join(', ')} + FOR ${Math.max(0, sheet.stats.FOR)} + level ${level}`,
        ),
      )
      hp = next
    } else if (def.effect.kind === 'restore') {
      if (!member.pc) {
        outcomes.push(line(member.name, def.name, null, 'no EP', 'only player characters have EP'))
        continue
      }
      const r = restoreEpRoll({ level, modifier: member.pc.stats.SPI }, dice, options)
      const next = Math.min(member.pc.epMax, ep + r.total)
      outcomes.push(
        line(
          member.name,
          def.name,
          r.total,
          `EP ${ep} → ${next}`,
          `✦ ${r.rolls.join(', ')} + SPI ${Math.max(0, member.pc.stats.SPI)} + level ${level}`,
        ),
      )
      ep = next
    } else if (def.effect.kind === 'gift') {
      outcomes.push(
        line(
          member.name,
          def.name,
          null,
          `gives an activity to ${nameIn(campaign, a.target ?? '')}`,
          '',
        ),
      )
    } else if (def.effect.kind !== 'lose-exhaustion') {
      const slot = (Object.hasOwn(plan.slots, member.id) ? plan.slots[member.id] : undefined)?.find(
        (s) => s.activity === 'craft',
      )
      const craft =
        def.effect.kind === 'craft' && slot?.item !== undefined && isCraftable(slot.item)
          ? `${slot.count ?? 1} × ${CRAFTABLES[slot.item].name}: Crafting check DC ${CRAFTABLES[slot.item].dc} each, rolled at the table`
          : ''
      const target =
        a.target !== undefined && a.target !== member.id ? ` for ${nameIn(campaign, a.target)}` : ''
      outcomes.push(line(member.name, `${def.name}${target}`, null, 'done', craft))
    }
  }
  const ended = restEnd(
    { conditions: started.conditions },
    activities,
    {
      kind,
      comfortableBonuses: camp.filter((c) => c === 'comfortable').length,
    },
    options,
  )
  const exhAfter = exhaustionLevel(ended)
  if (exhAfter !== exhBefore)
    outcomes.push(
      line(member.name, 'Exhaustion', exhAfter, `Exhaustion ${exhBefore} → ${exhAfter}`, ''),
    )
  if (inst && token) {
    const known = new Set(ended.map((c) => c.id as string))
    const dropped = conditionsOfBeing(inst.conditions, exhBefore).map((c) => c.id as string)
    const conditions = [
      // Conditions the rules do not know stay as they were; known ones follow the rest.
      ...inst.conditions.filter((c) => !dropped.includes(c) && c !== 'exhaustion'),
      ...[...known].filter((c) => c !== 'exhaustion' || !member.pc),
    ]
    const same =
      hp === inst.hp &&
      inst.thp === 0 &&
      conditions.length === inst.conditions.length &&
      conditions.every((c) => inst.conditions.includes(c))
    if (!same) {
      const instance = { ...inst, hp, thp: 0, conditions }
      changes.push({ kind: 'instance', tokenId: token.id, instance })
    }
  }
  if (member.pc && (ep !== member.pc.epCurrent || exhAfter !== exhBefore)) {
    const record: PcRecord = { ...member.pc, epCurrent: ep, exhaustion: exhAfter }
    changes.push({ kind: 'sheet', sheetKind: 'pc', id: member.pc.id, record })
  }
}

function blueboxResolveRest(plan: StoredRestPlan, campaign: Campaign, dice: Dice): RestResolution {
  const outcomes: RollOutcome[] = []
  const changes: StateChange[] = []
  for (const b of rulesPlan(plan)) {
    const member = memberOf(campaign, b.beingId)
    if (member) restMember(campaign, plan, member, b.activities, dice, outcomes, changes)
  }
  return { outcomes, changes }
}

export const blueboxRest: RulesetRest = {
  kinds: (Object.keys(REST_KINDS) as RestKind[]).map((id) => ({
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
  })),
  items: CRAFTABLE_IDS.map((id) => ({ id, name: CRAFTABLES[id].name })),
  campBonuses: (Object.keys(CAMP_BONUSES) as CampBonusId[]).map((id) => ({
    id,
    name: CAMP_BONUSES[id].name,
  })),
  slots: blueboxRestSlots,
  planProblems: blueboxPlanProblems,
  resolve: blueboxResolveRest,
}
