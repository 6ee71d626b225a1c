/**
 * Movement in a fight: a drag of the acting combatant's token spends the distance the map charged,
 * and a move that leaves an enemy's reach offers that enemy an Opportunity Attack, unless it was
 * shorter than the ruleset's `opportunityMinMove` (Blue Box: 2 m), a Quick-step, or the mover
 * Disengaged (Blue Box's Combat Actions: Opportunity Attack).
 */
import { hexDistance } from '../../geometry/hex'
import type { Campaign, Combat, Combatant } from '../../model'
import type { Ruleset, RulesetCombat } from '../../rules'
import { paid } from './economy'
import {
  combatantOfToken,
  combatRules,
  tokenOf,
  turnMembers,
  withCombat,
  withCombatant,
} from './state'
import { CombatRefused, type Opportunity } from './types'

/** The flag a Disengage sets for the rest of the turn. */
export const DISENGAGED = 'disengaged'

/**
 * A token moved `metres` from where it stood in `before` to where it stands in `after`: when its
 * combatant is taking its turn, the ruleset's distance resource pays (refused when not enough is
 * left, unless `override`); enemies (another side, not out of the fight, with the ruleset's reach)
 * it was within reach of at the start and is not at the end are listed. No fight: nothing.
 */
export function combatAfterMove(
  before: Campaign,
  after: Campaign,
  tokenId: string,
  metres: number,
  options: { override: boolean; quickStep?: boolean },
): { campaign: Campaign; opportunities: Opportunity[] } {
  const combat = after.combat
  const none = { campaign: after, opportunities: [] }
  if (!combat || combat.phase !== 'running') return none
  const mover = combatantOfToken(combat, tokenId)
  if (!mover) return none
  const { ruleset, hooks } = combatRules(after)
  let campaign = after
  const acting = isActing(combat, mover.id)
  const distance = hooks.resources.find((r) => r.show === 'distance')
  if (acting && distance && metres > 0) {
    const cost = hooks.moveCost?.(mover, metres, after) ?? { [distance.id]: metres }
    const payer = paid(ruleset, hooks, mover, cost, options.override)
    campaign = withCombat(after, withCombatant(combat, payer))
  }
  const opportunities: Opportunity[] = []
  const from = tokenOf(before, tokenId)
  const to = tokenOf(after, tokenId)
  const map = Object.hasOwn(after.maps, combat.mapId) ? after.maps[combat.mapId] : undefined
  const quiet = options.quickStep === true || mover.flags.includes(DISENGAGED)
  const provokes = hooks.movesProvoke?.(after) ?? true
  const short = metres <= 0 || metres < (hooks.opportunityMinMove ?? 0)
  // Opportunity attacks on leaving reach are counted in hexes: a hex board's rule only.
  if (!hooks.reach || !from || !to || !map || map.kind !== 'hex' || quiet || !provokes || short) {
    return { campaign, opportunities }
  }
  const per = map.metresPerHex
  for (const enemy of combat.order) {
    if (enemy.side === mover.side || enemy.tokenId === tokenId) continue
    const token = tokenOf(after, enemy.tokenId)
    if (!token || token.mapId !== to.mapId || hooks.outOfFight?.(token, after)) continue
    const cost = hooks.opportunityCostOf
      ? hooks.opportunityCostOf(token, after)
      : hooks.opportunityCost
    if (cost === null || (cost && !canPay(ruleset, hooks, enemy, cost))) continue
    const reach = hooks.reach(token, after)
    const near = hexDistance(from.hex, token.hex) * per <= reach
    const far = hexDistance(to.hex, token.hex) * per > reach
    if (near && far) {
      opportunities.push({ attackerId: enemy.id, attackerName: enemy.name, targetId: mover.id })
    }
  }
  return { campaign, opportunities }
}

/** The combatant could pay `cost` now (a Reaction not yet gained, or spent this round: no). */
function canPay(
  ruleset: Ruleset,
  hooks: RulesetCombat,
  c: Combatant,
  cost: Readonly<Record<string, number>>,
): boolean {
  try {
    paid(ruleset, hooks, c, cost, false)
    return true
  } catch (err) {
    if (err instanceof CombatRefused) return false
    throw err
  }
}

function isActing(combat: Combat, id: string): boolean {
  if (combat.currentId === null) return false
  const lead = combat.order.find((c) => c.id === combat.currentId)
  return !!lead && turnMembers(combat, lead, new Set(combat.acted)).some((m) => m.id === id)
}
