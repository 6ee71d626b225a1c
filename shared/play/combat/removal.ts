/** Taking a combatant out of a fight mid-way. */
import type { Campaign, Combat, Timer } from '../../model'
import { combatOf, combatRules, requireCombatant, turnMembers, withCombat, withLog } from './state'
import { endTimers } from './timers'

/**
 * Take a combatant out: timers waiting on its turns end now (logged), since those turns will
 * never come; those who waited for it wait for the round's end. Removing the combatant whose turn
 * it is leaves the turn to the next member of its group, or to no one until Next Turn.
 */
export function removeCombatant(campaign: Campaign, combatantId: string): Campaign {
  const combat = combatOf(campaign)
  const { ruleset, hooks } = combatRules(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  let currentId = combat.currentId
  if (currentId === c.id) {
    const others = turnMembers(combat, c, new Set(combat.acted)).filter((m) => m.id !== c.id)
    currentId = others[0]?.id ?? null
  }
  const next: Combat = withLog(
    {
      ...combat,
      order: combat.order.filter((o) => o.id !== c.id),
      acted: combat.acted.filter((id) => id !== c.id),
      deferred: combat.deferred
        .filter((d) => d.id !== c.id)
        .map((d) => (d.after === c.id ? { ...d, after: null } : d)),
      currentId,
    },
    `${c.name} leaves the fight${currentId === null && combat.currentId === c.id ? ': press Next Turn' : ''}`,
  )
  const ending: Timer[] = []
  const kept: Timer[] = []
  for (const t of next.timers) {
    if (t.until.kind === 'turn' && t.until.of === c.id) ending.push(t)
    else kept.push(t)
  }
  return endTimers(
    withCombat(campaign, next),
    ruleset,
    hooks,
    ending,
    kept,
    `${c.name} left the fight`,
  )
}
