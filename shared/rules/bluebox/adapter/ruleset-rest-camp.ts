/**
 * Blue Box's camp and watch hooks: making camp in the wilderness (each member's Survival check),
 * the alarm's recorded Crafting check, and what the watch and the camp give a fight that breaks
 * into the rest (Camps & Resting Places; Rest & Repair, Keep watch). The rolls come back as data;
 * the planner stores them.
 */
import type { Dice } from '../../../dice'
import {
  restHourClock,
  restHoursClock,
  type AlarmCheck,
  type CampCheck,
  type RestPlan as StoredRestPlan,
} from '../../../model'
import { RollRefused, type RestAmbush, type RollOutcome } from '../../ruleset'
import { combatOptions } from './combat-being'
import { CAMP_BONUSES, CAMP_SURVIVAL_DC } from '../engine/rest'
import { checkName, isCamp, memberCheck, memberOf, nameIn, slotsOf } from './ruleset-rest-members'
import { line, say, type Work } from './ruleset-rest-work'
import type { BlueboxCampaign } from './types'

/** Bounds of the stored check (the model's). */
const clampTotal = (n: number): number => Math.max(-100, Math.min(1000, n))
const DETAIL_MAX = 200

/** Camps are an optional rule (the table's `camps`), made only for a rest in the wilderness (Camps & Resting Places). */
export function blueboxCampsAllowed(plan: StoredRestPlan, campaign: BlueboxCampaign): boolean {
  return combatOptions(campaign).camps && plan.wilderness
}

/**
 * Making camp: every member rolls Survival DC 10 from its sheet, as in play (its conditions and
 * Exhaustion count); each success, a natural 12 always, buys one Camp Bonus. A member with no
 * sheet rolls nothing and earns none (Camps & Resting Places).
 */
export function blueboxRollCamp(
  plan: StoredRestPlan,
  campaign: BlueboxCampaign,
  dice: Dice,
): { checks: CampCheck[]; outcomes: RollOutcome[] } {
  const checks: CampCheck[] = []
  const outcomes: RollOutcome[] = []
  const what = `Making camp: ${checkName('survival', CAMP_SURVIVAL_DC)}`
  const shownWhat = `Making camp: ${checkName('survival')}`
  for (const id of plan.members) {
    const member = memberOf(campaign, id)
    const c = member ? memberCheck(campaign, member, 'survival', CAMP_SURVIVAL_DC, dice) : null
    if (!member || !c) {
      const outcome = 'no roll: no sheet to roll from, so no Camp Bonus'
      outcomes.push({ who: nameIn(campaign, id), what, total: null, outcome, detail: '' })
      continue
    }
    checks.push({
      memberId: id,
      total: clampTotal(c.total),
      success: c.success,
      detail: c.detail.slice(0, DETAIL_MAX),
    })
    const outcome = c.success ? 'success: one Camp Bonus' : 'failure'
    const shown = { what: shownWhat, total: c.total, outcome }
    outcomes.push({
      who: member.name,
      what,
      total: c.total,
      outcome,
      detail: c.detail,
      public: shown,
    })
  }
  const earned = checks.filter((c) => c.success).length
  outcomes.push({
    who: 'The party',
    what: 'Camp Bonuses',
    total: earned,
    outcome: earned === 1 ? '1 Camp Bonus to choose' : `${earned} Camp Bonuses to choose`,
    detail: `one per successful ${checkName('survival', CAMP_SURVIVAL_DC)}`,
  })
  return { checks, outcomes }
}

/**
 * The alarm or trap: the member who sets it rolls a Crafting check from its sheet and the total is
 * recorded; an Investigation check must beat it to find the trap. Refused unless the alarm is a
 * chosen Camp Bonus, or for a member with no sheet (Camps & Resting Places).
 */
export function blueboxRollAlarm(
  plan: StoredRestPlan,
  campaign: BlueboxCampaign,
  memberId: string,
  dice: Dice,
): { check: AlarmCheck; outcome: RollOutcome } {
  if (!plan.camp.includes('alarm'))
    throw new RollRefused(
      `choose the ${CAMP_BONUSES.alarm.name} Camp Bonus before rolling its Crafting check`,
    )
  const member = memberOf(campaign, memberId)
  const c = member ? memberCheck(campaign, member, 'crafting', undefined, dice) : null
  if (!member || !c)
    throw new RollRefused(
      `${nameIn(campaign, memberId)} has no sheet to roll a Crafting check from: choose someone else`,
    )
  const check = { memberId, total: clampTotal(c.total), detail: c.detail.slice(0, DETAIL_MAX) }
  return {
    check,
    outcome: {
      who: member.name,
      what: `${CAMP_BONUSES.alarm.name}: ${checkName('crafting')}`,
      total: c.total,
      outcome: `${c.total} recorded: an Investigation check must beat it to find the trap`,
      detail: c.detail,
      // The trap's number is what an Investigation check must beat: it stays with the GM.
      public: {
        what: `${CAMP_BONUSES.alarm.name}: ${checkName('crafting')}`,
        total: null,
        outcome: '',
      },
    },
  }
}

/**
 * A fight breaking into the rest at `hour` (0-based). Keep watch's +1 Edge to initiative (if they
 * detected the attackers, which the GM judges) goes to every member who planned it; with the
 * table's `watchByShift` only to those whose drawn shift covers that hour (from <= hour < to). A
 * chosen alarm gives the resting party +1 Edge if it was triggered; `party` names the party's
 * tokens so the fight can find their side (Rest & Repair, Keep watch; Camps & Resting Places). The
 * notes say it in words, hours as clock times.
 */
export function blueboxAmbush(
  plan: StoredRestPlan,
  campaign: BlueboxCampaign,
  hour: number,
): RestAmbush {
  const byShift = combatOptions(campaign).watchByShift
  const at = restHourClock(plan.start, hour)
  const keptWatch: string[] = []
  const party: string[] = []
  const notes: string[] = []
  const onRota = new Set(
    plan.watch.filter((w) => w.from <= hour && hour < w.to).map((w) => w.memberId),
  )
  let watching = 0
  for (const id of plan.members) {
    const member = memberOf(campaign, id)
    const name = member?.name ?? id
    if (member?.token) party.push(member.token.id)
    const kept = slotsOf(plan, id).some((s) => s.activity === 'keep-watch')
    if (!kept) {
      if (onRota.has(id))
        notes.push(`${name} was on watch at ${at} but did not plan Keep watch: no initiative Edge`)
      continue
    }
    const shifts = plan.watch.filter((w) => w.memberId === id)
    const when = shifts.length
      ? ` (on watch ${shifts.map((w) => restHoursClock(plan.start, w.from, w.to)).join(', ')})`
      : ' (no shift drawn)'
    if (byShift && !onRota.has(id)) {
      notes.push(
        `${name} kept watch${when} but not at ${at}: no initiative Edge (the table counts the watch by shift)`,
      )
      continue
    }
    watching++
    if (member?.token) keptWatch.push(member.token.id)
    notes.push(`${name} kept watch${when}: +1 Edge to initiative if they detected the attackers`)
  }
  if (watching === 0 && onRota.size === 0) notes.push(`nobody was on watch at ${at}`)
  const campAlarm = plan.camp.includes('alarm')
  if (campAlarm) {
    const recorded = plan.alarmCheck
      ? ` (its Crafting check ${plan.alarmCheck.total}: an Investigation check must beat it to spot it)`
      : ''
    notes.push(
      `${CAMP_BONUSES.alarm.name}: +1 Edge to the party's initiative if it was triggered${recorded}`,
    )
  }
  if (plan.camp.includes('hidden-camp'))
    notes.push(
      `${CAMP_BONUSES['hidden-camp'].name}: checks to find the camp have ${CAMP_BONUSES['hidden-camp'].findCampFlaw} Flaw`,
    )
  return { keptWatch, campAlarm, party, notes }
}

/** The Camp Bonuses taken, in words, once for the party (Camps & Resting Places). */
export function campLines(w: Work): void {
  const who = 'The party'
  for (const c of w.plan.camp.filter(isCamp)) {
    const name = CAMP_BONUSES[c].name
    if (c === 'comfortable')
      say(w, line(who, name, null, 'any ✦ re-rolled once when restoring HP; 1 Exhaustion lost'))
    else if (c === 'hidden-camp')
      say(
        w,
        line(who, name, null, `checks to find the camp have ${CAMP_BONUSES[c].findCampFlaw} Flaw`),
      )
    else {
      const a = w.plan.alarmCheck
      const outcome = a
        ? `set by ${nameIn(w.campaign, a.memberId)}, Crafting check ${a.total} recorded (an Investigation check must beat it)`
        : 'no Crafting check recorded'
      say(w, line(who, name, a?.total ?? null, outcome, a?.detail ?? ''))
    }
  }
}
