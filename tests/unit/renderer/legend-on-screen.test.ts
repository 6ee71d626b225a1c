/**
 * The table display's legend: with the camera pinned to the physical scale, the players' legend
 * lists only the terrain kinds (and walls) in hexes on the screen, not the whole map, and follows
 * the camera as it moves.
 */
import { cellAtOffset } from '../../../shared/geometry/layout'
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { hexKey, offsetToHex } from '../../../shared/geometry/hex'
import type { TerrainKind } from '../../../shared/model'
import { HEX_SIZE, hexCenter } from '../../../renderer/src/board/geometry'
import type { LayerMap } from '../../../renderer/src/board/layers'
import {
  mapOnScreen,
  playerLegend,
  viewRectOf,
  type ViewRect,
} from '../../../renderer/src/board/legend'
import MapLegend from '../../../renderer/src/features/map/MapLegend.vue'

/** A 40 x 20 map: water in the west columns, Difficult in the east, a wall in the east too. */
function map(orientation: 'pointy' | 'flat' = 'pointy'): LayerMap {
  const terrain: Record<string, { kind: TerrainKind; elevation?: number }> = {}
  for (let row = 0; row < 20; row++) {
    for (let col = 0; col < 5; col++)
      terrain[hexKey(offsetToHex(col, row, orientation))] = { kind: 'water' }
    for (let col = 35; col < 40; col++)
      terrain[hexKey(offsetToHex(col, row, orientation))] = { kind: 'difficult', elevation: 2 }
  }
  const east = offsetToHex(38, 10, orientation)
  return {
    orientation,
    cols: 40,
    rows: 20,
    terrain,
    edges: { [`${east.q},${east.r},0`]: 'wall' },
  }
}

const ids = (m: LayerMap) =>
  playerLegend(m, [])
    .flatMap((s) => s.entries)
    .map((e) => e.id)

/** A camera centred on offset hex (col, row) at 1 px per map unit, in a 800 x 600 view. */
function rectAt(m: LayerMap, col: number, row: number): ViewRect {
  const c = hexCenter(cellAtOffset(col, row, m.orientation), m.orientation)
  return viewRectOf({ x: 400 - c.x, y: 300 - c.y, scale: 1 }, { width: 800, height: 600 })
}

describe('the players’ legend on a pinned table display', () => {
  it('lists only the terrain on screen, and follows the camera', () => {
    const m = map()
    expect(ids(m)).toEqual(expect.arrayContaining(['terrain-water', 'terrain-difficult']))
    const west = ids(mapOnScreen(m, rectAt(m, 3, 10)))
    expect(west).toContain('terrain-water')
    expect(west).not.toContain('terrain-difficult')
    expect(west).not.toContain('elevation')
    expect(west).not.toContain('wall')
    const east = ids(mapOnScreen(m, rectAt(m, 36, 10)))
    expect(east).toEqual(['terrain-difficult', 'elevation', 'wall'])
    // The empty middle: no terrain at all.
    expect(ids(mapOnScreen(m, rectAt(m, 20, 10)))).toEqual([])
  })

  it.each(['pointy', 'flat'] as const)(
    'walks the screen or the terrain alike (%s hexes), counting a hex half a hex past the edge',
    (orientation) => {
      const m = map(orientation)
      const all = m.terrain!
      for (const [x0, y0, w, h] of [
        [-200, -100, 300, 200],
        [150, 40, 900, 300],
        [1300, 300, 400, 260],
        [-5000, -5000, 20000, 20000],
      ] as const) {
        const rect = { x0, y0, x1: x0 + w, y1: y0 + h }
        const pad = HEX_SIZE / 2
        const expected = Object.keys(all).filter((k) => {
          const [q, r] = k.split(',').map(Number)
          const c = hexCenter({ q: q!, r: r! }, orientation)
          return c.x >= x0 - pad && c.x <= x0 + w + pad && c.y >= y0 - pad && c.y <= y0 + h + pad
        })
        expect(Object.keys(mapOnScreen(m, rect).terrain!).sort()).toEqual(expected.sort())
      }
    },
  )

  it('the legend component names only what is on screen when given the screen', async () => {
    const m = map()
    const w = mount(MapLegend, {
      props: { mode: 'projector', map: m, tokens: [], onScreen: rectAt(m, 3, 10) },
    })
    // Open on a wide screen, folded on a narrow one: open it either way.
    if (!w.find('.panel').exists()) await w.get('button.toggle').trigger('click')
    const names = () => w.findAll('[data-legend]').map((li) => li.attributes('data-legend'))
    expect(names()).toEqual(['terrain-water'])
    await w.setProps({ onScreen: rectAt(m, 36, 10) })
    expect(names()).toEqual(['terrain-difficult', 'elevation', 'wall'])
    await w.setProps({ onScreen: null })
    expect(names()).toEqual(['terrain-difficult', 'terrain-water', 'elevation', 'wall'])
    w.unmount()
  })
})
