/**
 * The GM's mark on a token hidden in the fight: the players see neither it nor its strip entry,
 * yet on the GM's map it would look like any other token. Marked tokens get `hiddenInFight: true`
 * (TokenNode paints a dotted ring and "(hidden)" on its label); the others keep their objects, so
 * the sprite cache redraws only the marked ones. The GM's page only: the players' view never holds
 * a hidden combatant's token at all.
 */
import { computed, type Ref } from 'vue'
import type { Campaign } from '../../../../shared/model'
import type { MapToken } from './TokenNode.vue'

/** The tokens of combatants hidden in the fight, on the fight's map. */
export function hiddenTokenIdsOf(campaign: Campaign | null | undefined): string[] {
  const combat = campaign?.combat
  if (!combat) return []
  return combat.order.filter((c) => c.hidden).map((c) => c.tokenId)
}

/** `tokens` with the ones in `hiddenIds` marked; the same array (and objects) when none is. */
export function useHiddenMarker(
  tokens: Ref<readonly MapToken[]>,
  hiddenIds: Ref<readonly string[]>,
): Ref<MapToken[]> {
  const marked = new WeakMap<MapToken, MapToken>()
  return computed(() => {
    const ids = new Set(hiddenIds.value)
    const list = tokens.value as MapToken[]
    if (ids.size === 0) return list
    return list.map((t) => {
      if (!ids.has(t.id)) return t
      let out = marked.get(t)
      if (!out) {
        out = { ...t, hiddenInFight: true }
        marked.set(t, out)
      }
      return out
    })
  })
}
