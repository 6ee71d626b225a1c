import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h, resolveComponent } from 'vue'
import VueKonva from 'vue-konva'
import Konva from 'konva'
import MapFeatures from '../../../renderer/src/features/map/MapFeatures.vue'
import {
  hasFeatures,
  hiddenGlyphCentre,
  type PaintableFeatures,
} from '../../../renderer/src/board/feature-paint'

const MAP: PaintableFeatures = {
  doors: { '1,1,0': { kind: 'door', open: false, locked: true } },
  hidden: { '2,2': [{ kind: 'trap', text: 'Pit, 2 damage' }] },
}

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  vi.restoreAllMocks()
})

async function mountFeatures(mode: 'gm' | 'projector', onHover = vi.fn()) {
  const Host = defineComponent(
    () => () =>
      h(resolveComponent('v-stage'), { config: { width: 200, height: 200 } }, () =>
        h(resolveComponent('v-layer'), null, () =>
          h(MapFeatures, { map: MAP, mode, side: 20, onHiddenHover: onHover }),
        ),
      ),
  )
  const w = mount(Host, { global: { plugins: [VueKonva] }, attachTo: document.body })
  mounted.push(w)
  await flushPromises()
  const stage = Konva.stages[Konva.stages.length - 1]!
  const shape = stage.findOne('.map-features') as Konva.Shape
  return { w, stage, shape, onHover }
}

describe('hasFeatures', () => {
  it('is false only for a board with nothing its audience would see painted', () => {
    expect(hasFeatures({}, 'gm')).toBe(false)
    expect(hasFeatures({ doors: {}, items: {}, hidden: {} }, 'gm')).toBe(false)
    expect(hasFeatures(MAP, 'projector')).toBe(true)
    expect(hasFeatures({ exits: { '0,0': { name: 'Stairs', kind: 'stairs' } } }, 'gm')).toBe(true)
    // The hidden layer is the GM's alone.
    expect(hasFeatures({ hidden: MAP.hidden }, 'gm')).toBe(true)
    expect(hasFeatures({ hidden: MAP.hidden }, 'projector')).toBe(false)
  })
})

describe('MapFeatures', () => {
  it('on the projector the one shape never listens', async () => {
    const { shape } = await mountFeatures('projector')
    expect(shape).toBeDefined()
    expect(shape.listening()).toBe(false)
  })

  it('for the GM, hovering a hidden glyph shows what it is and says so to the caller', async () => {
    const { shape, stage, onHover } = await mountFeatures('gm')
    expect(shape.listening()).toBe(true)
    const glyph = hiddenGlyphCentre({ x: 50, y: 50 }, 0, 20)
    vi.spyOn(shape, 'getRelativePointerPosition').mockReturnValue(glyph)
    shape.fire('mousemove', {})
    await flushPromises()
    expect(onHover).toHaveBeenLastCalledWith({ at: '2,2', kind: 'trap', text: 'Pit, 2 damage' })
    const texts = stage.find('Text').map((t) => (t as Konva.Text).text())
    expect(texts).toContain('Trap: Pit, 2 damage')
    shape.fire('mouseleave', {})
    await flushPromises()
    expect(onHover).toHaveBeenLastCalledWith(null)
    expect(stage.find('Text')).toHaveLength(0)
  })
})
