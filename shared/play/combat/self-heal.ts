/**
 * Healing oneself out of the down state ends one's turn, in a ruleset that says so (Blue Box:
 * Down & Out, "If you heal yourself, and end these conditions, your turn ends").
 */
import type { Campaign } from '../../model'
import { rulesetOf } from '../../rules'
import { tokenOf, withCombat, withLog } from './state'
import { currentCombatant, nextTurn } from './turns'
import type { TurnContextSource } from './types'

/**
 * `after` is `before` with a change to `tokenId` made on its own turn (the being acting on
 * itself): if that lifted it out of its down state (its health look was 'down' and is no longer)
 * and the ruleset ends such a turn, the turn ends (logged) and the next one starts. Otherwise
 * `after` unchanged.
 */
export function endTurnIfHealedSelf(
  before: Campaign,
  after: Campaign,
  tokenId: string,
  sight?: TurnContextSource,
): Campaign {
  const hooks = rulesetOf(after).combat
  const combat = after.combat
  if (!hooks?.selfHealEndsTurn || !combat || combat.phase !== 'running') return after
  // A grouped turn goes on for the others: only a combatant taking its turn alone ends it.
  const current = currentCombatant(combat)
  if (!current || current.groupId !== undefined || current.tokenId !== tokenId) return after
  const was = tokenOf(before, tokenId)
  const now = tokenOf(after, tokenId)
  if (!was || !now) return after
  if (hooks.vitals(was, before).health !== 'down' || hooks.vitals(now, after).health === 'down')
    return after
  const line = `${now.name} healed itself out of its down state: its turn ends`
  return nextTurn(withCombat(after, withLog(combat, line)), sight).campaign
}
