/**
 * The map's turn marker: the token whose turn it is gets `turn: true`, which TokenNode paints as a
 * glowing ring. Only the marked tokens get new objects; every other token keeps its own, so the
 * sprite cache (which compares token objects) redraws just the two tokens whose turn began and
 * ended, and nothing at all while the turn stays put.
 */
import { computed, type Ref } from 'vue'
import type { Campaign } from '../../../../shared/model'
import type { MapToken } from './TokenNode.vue'

/**
 * The GM's view: the tokens of whoever's turn it is in a running fight; a group of identical NPCs
 * acting together takes its turn as one, so all its members are marked.
 */
export function turnTokenIdsOf(campaign: Campaign | null | undefined): string[] {
  const combat = campaign?.combat
  if (!combat || combat.phase !== 'running' || combat.currentId === null) return []
  const now = combat.order.find((c) => c.id === combat.currentId)
  if (!now) return []
  if (now.groupId === undefined) return [now.tokenId]
  return combat.order.filter((c) => c.groupId === now.groupId).map((c) => c.tokenId)
}

/** `tokens` with the ones in `turnIds` marked; the same array (and objects) when none is. */
export function useTurnMarker(
  tokens: Ref<readonly MapToken[]>,
  turnIds: Ref<readonly string[]>,
): Ref<MapToken[]> {
  const marked = new WeakMap<MapToken, MapToken>()
  return computed(() => {
    const ids = turnIds.value
    const list = tokens.value as MapToken[]
    if (ids.length === 0) return list
    return list.map((t) => {
      if (!ids.includes(t.id)) return t
      let out = marked.get(t)
      if (!out) {
        out = { ...t, turn: true }
        marked.set(t, out)
      }
      return out
    })
  })
}
