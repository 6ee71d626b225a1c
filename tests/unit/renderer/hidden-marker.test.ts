/** The GM map's mark for tokens hidden in the fight: which tokens, and only those get new objects. */
import { describe, expect, it } from 'vitest'
import { nextTick, ref, shallowRef } from 'vue'
import type { Campaign, Combat } from '../../../shared/model'
import type { MapToken } from '../../../renderer/src/features/map/TokenNode.vue'
import { hiddenTokenIdsOf, useHiddenMarker } from '../../../renderer/src/features/map/hidden-marker'

const fighter = (id: string, hidden: boolean) => ({ id, tokenId: `t-${id}`, hidden })

describe('tokens hidden in the fight, on the GM map', () => {
  it('are the tokens of hidden combatants; none without a fight', () => {
    const combat = { order: [fighter('a', false), fighter('b', true)] } as unknown as Combat
    expect(hiddenTokenIdsOf({ combat } as Campaign)).toEqual(['t-b'])
    expect(hiddenTokenIdsOf({ combat: null } as Campaign)).toEqual([])
    expect(hiddenTokenIdsOf(null)).toEqual([])
  })

  it('get the mark on a copy; every other token keeps its object', async () => {
    const a: MapToken = {
      id: 'a',
      name: 'A',
      kind: 'npc',
      hex: { q: 0, r: 0 },
      size: 'medium',
      color: '#fff',
    }
    const b: MapToken = { ...a, id: 'b', name: 'B' }
    const tokens = shallowRef<MapToken[]>([a, b])
    const ids = ref<string[]>([])
    const marked = useHiddenMarker(tokens, ids)
    expect(marked.value).toBe(tokens.value)
    ids.value = ['b']
    await nextTick()
    expect(marked.value[0]).toBe(a)
    expect(marked.value[1]).toEqual({ ...b, hiddenInFight: true })
    expect(b.hiddenInFight).toBeUndefined()
  })
})
