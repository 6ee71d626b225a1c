/**
 * Joining a fight already open: a token added mid-fight by its initiative (rolled unless typed), or
 * right after another combatant on its total (GG: a Memory after its Breaker); placed before the
 * turn being taken, it waits for the next round. Re-exported from ./initiative.
 */
import { COMBATANTS_MAX, type Campaign, type Combat, type Combatant } from '../../model'
import type { Dice } from '../../dice'
import { combatantFor, freshId } from './new-combatant'
import { combatOf, combatRules, requireCombatant, withCombat, withLog } from './state'
import { CombatRefused, type StartEntryInput } from './types'

/**
 * Add a token mid-fight, its initiative rolled unless typed. Placed by its total, after everyone
 * it ties with; if that place is before the turn being taken (or ties it and the ruleset's
 * `lateJoinTieWaits` says so), it waits for the next round (it counts as having acted).
 */
export function addCombatant(
  campaign: Campaign,
  entry: StartEntryInput,
  dice: Dice,
): { campaign: Campaign; combatantId: string } {
  const combat = combatOf(campaign)
  const { hooks } = combatRules(campaign)
  if (combat.order.length >= COMBATANTS_MAX) {
    throw new CombatRefused(`a fight holds at most ${COMBATANTS_MAX} combatants`)
  }
  const id = freshId(new Set(combat.order.map((c) => c.id)), entry.tokenId)
  const c = combatantFor(campaign, hooks, combat.mapId, entry, id, { coordinated: [] }, dice)
  let at = combat.order.findIndex((o) => (o.initiative ?? -Infinity) < (c.initiative ?? -Infinity))
  if (at < 0) at = combat.order.length
  const order = [...combat.order.slice(0, at), c, ...combat.order.slice(at)]
  const currentAt =
    combat.currentId === null ? -1 : order.findIndex((o) => o.id === combat.currentId)
  const current = currentAt >= 0 ? order[currentAt] : undefined
  // A tie with the current turn goes after it (found above) and acts this round, unless the
  // ruleset has it wait (GG-Q8).
  const tieWaits =
    current !== undefined &&
    current.initiative === c.initiative &&
    hooks.lateJoinTieWaits?.(campaign) === true
  // Only a running fight has a current turn: before it, currentAt is -1 and there is no tie to wait on.
  const waits = at < currentAt || tieWaits
  const next: Combat = {
    ...combat,
    order,
    ...(waits ? { acted: [...combat.acted, id] } : {}),
  }
  const line = `${c.name} joins the fight (initiative ${c.initiative}${waits ? ', acts from next round' : ''})`
  return { campaign: withCombat(campaign, withLog(next, line)), combatantId: id }
}

/**
 * Add a token mid-fight right after the combatant `afterId`, on its total, rolling nothing (GG:
 * a Memory acts right after its Breaker, GG-Q46). Placed before the turn being taken, it waits for
 * the next round; right after it (the Breaker's own turn), it acts next.
 */
export function addCombatantAfter(
  campaign: Campaign,
  tokenId: string,
  side: string,
  afterId: string,
): { campaign: Campaign; combatantId: string } {
  const combat = combatOf(campaign)
  const { hooks } = combatRules(campaign)
  const after = requireCombatant(campaign, combat, afterId)
  if (combat.order.length >= COMBATANTS_MAX) {
    throw new CombatRefused(`a fight holds at most ${COMBATANTS_MAX} combatants`)
  }
  const id = freshId(new Set(combat.order.map((c) => c.id)), tokenId)
  const noDice: Dice = {
    roll: () => {
      throw new Error('a combatant placed after another rolls no initiative')
    },
  }
  const entry = { tokenId, side, hidden: after.hidden, initiative: 0 }
  const made = combatantFor(campaign, hooks, combat.mapId, entry, id, { coordinated: [] }, noDice)
  const c: Combatant = {
    ...made,
    initiative: after.initiative,
    initiativeDetail: `acts right after ${after.name}`,
  }
  const at = combat.order.findIndex((o) => o.id === after.id) + 1
  const order = [...combat.order.slice(0, at), c, ...combat.order.slice(at)]
  const currentAt =
    combat.currentId === null ? -1 : order.findIndex((o) => o.id === combat.currentId)
  // Only a running fight has a current turn: before it, currentAt is -1.
  const waits = at < currentAt
  const next: Combat = { ...combat, order, ...(waits ? { acted: [...combat.acted, id] } : {}) }
  const line = `${c.name} joins the fight right after ${after.name}${waits ? ' (acts from next round)' : ''}`
  return { campaign: withCombat(campaign, withLog(next, line)), combatantId: id }
}
