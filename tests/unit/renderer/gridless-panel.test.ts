/**
 * The gridless table's shape tool (features/map/GridlessPanel.vue) as a mode on the map tools'
 * stack: Draw pushes it, the map's clicks are corners while it is on, Esc drops the corners and
 * leaves Draw on (a second Esc passes it by), and the panel taken away ends it.
 */
import { mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import GridlessPanel from '../../../renderer/src/features/map/GridlessPanel.vue'
import { useGridlessOverlayStore } from '../../../renderer/src/stores/gridless-overlay'
import { useToolStore } from '../../../renderer/src/stores/tools'
import { bwCampaign } from './bw-campaign'
import { storeWith } from './library-support'

let act: MockInstance
beforeEach(() => {
  const session = storeWith(bwCampaign([]))
  act = vi.spyOn(session, 'act').mockResolvedValue(true)
})

const draft = () => useGridlessOverlayStore().byOwner['gridless-draft'] ?? null

describe('drawing a shape', () => {
  it("takes the map's clicks as corners while Draw is on; Esc drops them and Draw stays", async () => {
    const tools = useToolStore()
    const w = mount(GridlessPanel)
    expect(tools.mapClick({ q: 2, r: 2 }, null)).toBe(false)
    await w.get('[data-role="draw-shape"]').trigger('click')
    expect(w.get('[data-role="draw-shape"]').text()).toBe('Drawing…')
    tools.mapClick({ q: 2, r: 2 }, null)
    tools.mapClick({ q: 6, r: 2 }, null)
    await w.vm.$nextTick()
    expect(draft()).toMatchObject({
      kind: 'draft',
      points: [
        { x: 1, y: 1 },
        { x: 3, y: 1 },
      ],
    })
    expect(tools.escape()).toBe('used')
    await w.vm.$nextTick()
    expect(draft()).toBeNull()
    expect(w.get('[data-role="draw-shape"]').text()).toBe('Drawing…')
    // No corners left: Esc is not the drawing's, which stays on.
    expect(tools.escape()).toBeNull()
    expect(tools.hasMode('gridless-drawing')).toBe(true)
    await w.get('[data-role="draw-shape"]').trigger('click')
    expect(tools.modes).toHaveLength(0)
    expect(act).not.toHaveBeenCalled()
    w.unmount()
  })

  it('the panel taken away ends the drawing', async () => {
    const tools = useToolStore()
    const w = mount(GridlessPanel)
    await w.get('[data-role="draw-shape"]').trigger('click')
    expect(tools.hasMode('gridless-drawing')).toBe(true)
    w.unmount()
    expect(tools.modes).toHaveLength(0)
  })
})
