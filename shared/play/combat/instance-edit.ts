/**
 * A token's state set by hand in a fight, followed by what the ruleset says comes of it in the
 * same step (GG: switching the way of moving during a Movement action re-prices the metres left,
 * seed 001 L16), so one undo takes both back.
 */
import type { Campaign } from '../../model'
import { applyStateChanges } from './changes'
import { isActing } from './movement'
import { combatantOfToken, combatRules } from './state'

/**
 * `after`, the campaign with token `tokenId`'s state set by hand from `before`, and in a running
 * fight what the ruleset says follows from the edit (`instanceEdited`). Refused (nothing
 * changes) when the ruleset refuses the edit.
 */
export function followInstanceEdit(before: Campaign, after: Campaign, tokenId: string): Campaign {
  const combat = after.combat
  if (!combat || combat.phase !== 'running') return after
  const { hooks } = combatRules(after)
  const mover = combatantOfToken(combat, tokenId)
  if (!hooks.instanceEdited || !mover) return after
  const changes = hooks.instanceEdited(before, after, tokenId, isActing(combat, mover.id))
  return applyStateChanges(after, changes)
}
