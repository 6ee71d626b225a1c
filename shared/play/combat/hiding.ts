/**
 * Hiding a combatant from the players and revealing it. What the players see of a fighter is its
 * strip entry and its token, and either alone gives it away, so Reveal shows both in one step.
 */
import type { Campaign, Combat, Combatant } from '../../model'
import { combatOf, requireCombatant, tokenOf, withCombat, withLog } from './state'
import { CombatRefused } from './types'

/**
 * Hide a combatant from the players (the strip leaves it out and its token stays off their map
 * while the fight runs), or reveal it: every combatant of its token comes out of hiding and a
 * GM-only token is shown, so the players see the figure and its strip entry together.
 */
export function setCombatantHidden(
  campaign: Campaign,
  combatantId: string,
  hidden: boolean,
): Campaign {
  const combat = combatOf(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  if (!hidden) return revealCombatant(campaign, combat, c)
  if (c.hidden) return campaign
  const order = combat.order.map((o) => (o.id === c.id ? { ...o, hidden: true } : o))
  return withCombat(campaign, withLog({ ...combat, order }, `${c.name} is hidden from the players`))
}

/** Reveal: the combatant's strip entry and its token both become the players', or a refusal. */
function revealCombatant(campaign: Campaign, combat: Combat, c: Combatant): Campaign {
  const token = tokenOf(campaign, c.tokenId)
  if (!token)
    throw new CombatRefused(
      `${c.name}'s token is no longer on any map, so there is nothing to show the players`,
    )
  // A token that fights twice would still be kept off the map by its other, hidden entry.
  const twins = combat.order.some((o) => o.tokenId === c.tokenId && o.hidden)
  if (!twins && !token.gmOnly) return campaign
  const order = combat.order.map((o) => (o.tokenId === c.tokenId ? { ...o, hidden: false } : o))
  const next = token.gmOnly
    ? { ...campaign, tokens: { ...campaign.tokens, [token.id]: { ...token, gmOnly: false } } }
    : campaign
  const shown = token.gmOnly ? ", its token shown on the players' map" : ''
  return withCombat(next, withLog({ ...combat, order }, `${c.name} is revealed${shown}`))
}
