/** Grouped combatants (identical NPCs acting together) share one turn. */
import type { Combatant } from '../../model'

/** Both take their turn together: the same combatant, or members of one group. */
export function sameGroupTurn(a: Combatant, b: Combatant): boolean {
  return a.id === b.id || (a.groupId !== undefined && a.groupId === b.groupId)
}
