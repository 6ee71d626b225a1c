/**
 * A ruleset setting how much of a turn resource a combatant has left (GG: the metres of a
 * Movement action once the way of moving switched, seed 001 L16).
 */
import type { Campaign, Combat, Combatant } from '../../model'
import type { StateChange } from '../../rules'
import { combatRules, withCombat, withLog } from './state'
import { CombatRefused } from './types'

/** The most of any resource a combatant holds (as `paid` caps it). */
const MOST = 1000

/** The campaign with the token's combatants holding `amount` of `resource` (logged when told why). */
export function withLeft(
  campaign: Campaign,
  change: Extract<StateChange, { kind: 'left' }>,
): Campaign {
  const combat = campaign.combat
  if (!combat) throw new CombatRefused('no fight is under way')
  const { hooks } = combatRules(campaign)
  // The ruleset named a resource it does not have: a bug, not something the GM can fix.
  if (!hooks.resources.some((r) => r.id === change.resource))
    throw new Error(`the ruleset set "${change.resource}", which is not one of its resources`)
  if (!Number.isFinite(change.amount))
    throw new Error('the ruleset set an amount that is no number')
  const amount = Math.max(0, Math.min(MOST, change.amount))
  const mine = combat.order.filter((c) => c.tokenId === change.tokenId)
  if (mine.length === 0) throw new CombatRefused(`no combatant fights as "${change.tokenId}"`)
  const set = (c: Combatant): Combatant =>
    c.tokenId === change.tokenId ? { ...c, left: { ...c.left, [change.resource]: amount } } : c
  let next: Combat = { ...combat, order: combat.order.map(set) }
  if (change.log) next = withLog(next, change.log)
  return withCombat(campaign, next)
}
