/**
 * The camp (an optional rule a ruleset may offer): making it rolls each member's check, whose
 * successes buy the Camp Bonuses the GM then chooses; the alarm's check is rolled and recorded.
 */
import type { CampCheck, Campaign } from '../../model'
import { recordingDice, type Dice } from '../../dice'
import type { RollOutcome } from '../../rules'
import { planOf, restHooks } from './plan'
import { RestRefused, type RestRolled } from './types'

/**
 * Make camp at the start of a rest in the wilderness: every member's check, once per rest
 * (Camps & Resting Places). The ruleset's hook is asked one member at a time, so each check's
 * log line carries its own dice.
 */
export function makeCamp(campaign: Campaign, dice: Dice): RestRolled {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  if (!hooks.rollCamp || !hooks.campsAllowed?.(plan, campaign))
    throw new RestRefused('camps are not in use: turn them on in the table rules')
  if (!plan.wilderness) throw new RestRefused('a camp is made only for a rest in the wilderness')
  if (plan.campChecks !== null) throw new RestRefused('the camp is already made for this rest')
  const rec = recordingDice(dice)
  const checks: CampCheck[] = []
  const outcomes: RollOutcome[] = []
  const faces: [number, number][][] = []
  for (const m of plan.members) {
    const one = hooks.rollCamp({ ...plan, members: [m] }, campaign, rec)
    const drawn = rec.take()
    checks.push(...one.checks)
    one.outcomes.forEach((o, i) => {
      outcomes.push(o)
      faces.push(i === 0 ? drawn : [])
    })
  }
  return { campaign: { ...campaign, rest: { ...plan, campChecks: checks } }, outcomes, faces }
}

/** The alarm's check by one member, recorded on the rest (rolled again: the new one stands). */
export function rollAlarm(campaign: Campaign, memberId: string, dice: Dice): RestRolled {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  if (!hooks.rollAlarm) throw new RestRefused('these rules have no camp alarm')
  if (!plan.members.includes(memberId))
    throw new RestRefused('only someone resting with the party can set the alarm')
  const rec = recordingDice(dice)
  const { check, outcome } = hooks.rollAlarm(plan, campaign, memberId, rec)
  return {
    campaign: { ...campaign, rest: { ...plan, alarmCheck: check } },
    outcomes: [outcome],
    faces: [rec.take()],
  }
}
