/**
 * The camp (an optional rule a ruleset may offer): making it rolls each member's check, whose
 * successes buy the Camp Bonuses the GM then chooses; the alarm's check is rolled and recorded.
 */
import type { Campaign } from '../../model'
import type { Dice } from '../../dice'
import { planOf, restHooks } from './plan'
import { RestRefused, type RestRolled } from './types'

/** Make camp at the start of a rest in the wilderness: every member's check, once per rest. */
export function makeCamp(campaign: Campaign, dice: Dice): RestRolled {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  if (!hooks.rollCamp || !hooks.campsAllowed?.(plan, campaign))
    throw new RestRefused('camps are not in use: turn them on in the table rules')
  if (!plan.wilderness) throw new RestRefused('a camp is made only for a rest in the wilderness')
  if (plan.campChecks !== null) throw new RestRefused('the camp is already made for this rest')
  const { checks, outcomes } = hooks.rollCamp(plan, campaign, dice)
  return { campaign: { ...campaign, rest: { ...plan, campChecks: checks } }, outcomes }
}

/** The alarm's check by one member, recorded on the rest (rolled again: the new one stands). */
export function rollAlarm(campaign: Campaign, memberId: string, dice: Dice): RestRolled {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  if (!hooks.rollAlarm) throw new RestRefused('these rules have no camp alarm')
  if (!plan.members.includes(memberId))
    throw new RestRefused('only someone resting with the party can set the alarm')
  const { check, outcome } = hooks.rollAlarm(plan, campaign, memberId, dice)
  return { campaign: { ...campaign, rest: { ...plan, alarmCheck: check } }, outcomes: [outcome] }
}
