import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { hexKey, offsetToHex, TERRAIN_CODES } from '../../../shared/geometry/hex'
import { hexMapOrThrow, parseCampaign, type Campaign } from '../../../shared/model'
import { projectPlayerView } from '../../../shared/projection'
import demoJson from '../../../resources/demo-campaign/campaign.json'
import MapLegend from '../../../renderer/src/features/map/MapLegend.vue'
import { TERRAIN_NAMES } from '../../../renderer/src/board/layers'
import { gmLegend, playerLegend } from '../../../renderer/src/board/legend'
import { paintBoard } from '../../../renderer/src/board/board-paint'

function demo(): Campaign {
  const raw: unknown = structuredClone(demoJson)
  const r = parseCampaign(raw)
  if (!r.ok) throw new Error('demo did not validate')
  return r.campaign
}

/** The demo with fog on, offset columns 0-12 revealed: the east's Climb, Dangerous, Impassable and raised hexes stay hidden. */
function foggedDemo(): Campaign {
  const c = demo()
  const map = hexMapOrThrow(c.maps[c.activeMapId]!, 'the test')
  const revealed: Record<string, 1> = {}
  for (let row = 0; row < map.rows; row++)
    for (let col = 0; col <= 12; col++) revealed[hexKey(offsetToHex(col, row, map.orientation))] = 1
  const tokens = {
    ...c.tokens,
    'npc-sentinel': {
      ...c.tokens['npc-sentinel']!,
      instance: { hp: 1, thp: 0, plating: 0, conditions: ['prone', 'hidden'] },
    },
  }
  return {
    ...c,
    tokens,
    maps: { ...c.maps, [map.id]: { ...map, fog: { enabled: true, revealed } } },
  }
}

const ids = (sections: ReturnType<typeof gmLegend>) =>
  sections.flatMap((s) => s.entries.map((e) => e.id))

describe('map legend contents', () => {
  it('the GM legend names every terrain kind, elevation, edges, fog and the move bands', () => {
    const all = ids(gmLegend())
    for (const k of TERRAIN_CODES) expect(all).toContain(`terrain-${k}`)
    for (const id of ['elevation', 'wall', 'cover', 'fog', 'move', 'dash', 'reach', 'hp-bar'])
      expect(all).toContain(id)
    const impassable = gmLegend()[0]!.entries.find((e) => e.id === 'terrain-impassable')
    expect(impassable?.swatch).toEqual({ kind: 'hatch' })
  })

  it("the GM legend explains the mark of a token hidden in the fight; the players' never does", () => {
    expect(ids(gmLegend())).toContain('hidden-in-fight')
    const view = projectPlayerView(demo())
    const players = ids(playerLegend(view.maps[view.activeMapId!]!, Object.values(view.tokens)))
    expect(players).not.toContain('hidden-in-fight')
  })

  it('the players legend lists only what their projected view shows', () => {
    const view = projectPlayerView(foggedDemo())
    const map = view.maps[view.activeMapId!]!
    const all = ids(playerLegend(map!, Object.values(view.tokens)))
    expect(all).toEqual(
      expect.arrayContaining(['terrain-difficult', 'terrain-water', 'terrain-dig', 'fog', 'cover']),
    )
    for (const hidden of ['terrain-climb', 'terrain-dangerous', 'terrain-impassable', 'elevation'])
      expect(all).not.toContain(hidden)
    // The Sentinel at 1 HP looks badly hurt, and Prone; Hidden is not for the players.
    expect(all).toContain('health-badly hurt')
    expect(all).toContain('condition-prone')
    expect(all).not.toContain('condition-hidden')
  })

  it('with nothing under fog the players legend lists every kind on the map, and no fog', () => {
    const view = projectPlayerView(demo())
    const all = ids(playerLegend(view.maps[view.activeMapId!]!, Object.values(view.tokens)))
    for (const k of ['climb', 'dangerous', 'impassable']) expect(all).toContain(`terrain-${k}`)
    expect(all).toContain('elevation')
    expect(all).not.toContain('fog')
  })
})

describe('impassable terrain', () => {
  const map = { orientation: 'pointy' as const, cols: 4, rows: 4 }
  const paint = (terrain: Record<string, { kind: 'impassable' | 'water' }>) => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D & {
      clip: { mock: { calls: unknown[] } }
    }
    paintBoard(
      ctx,
      { ...map, terrain },
      { x: -50, y: -50, width: 400, height: 400 },
      { pxPerUnit: 1, pixelRatio: 1 },
      null,
    )
    return ctx.clip.mock.calls.length
  }
  it('is cross-hatched, so it never reads as the players black fog', () => {
    expect(paint({ '1,1': { kind: 'impassable' } })).toBe(1)
    expect(paint({ '1,1': { kind: 'water' } })).toBe(0)
  })
})

describe('MapLegend', () => {
  const mounted: VueWrapper[] = []
  afterEach(() => {
    for (const w of mounted.splice(0)) w.unmount()
  })
  const map = {
    orientation: 'pointy' as const,
    cols: 4,
    rows: 4,
    terrain: { '1,1': { kind: 'water' as const } },
  }

  it('the GM opens and closes it with its button or G, but not while typing; ? is the shortcuts sheet', async () => {
    const w = mount(MapLegend, { props: { mode: 'gm', map, tokens: [] }, attachTo: document.body })
    mounted.push(w)
    const region = () => w.find('[aria-label="Map legend"]')
    expect(region().exists()).toBe(false)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g' }))
    await w.vm.$nextTick()
    expect(region().exists()).toBe(true)
    for (const k of TERRAIN_CODES) expect(region().text()).toContain(TERRAIN_NAMES[k])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '?', shiftKey: true }))
    await w.vm.$nextTick()
    expect(region().exists()).toBe(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'G', shiftKey: true }))
    await w.vm.$nextTick()
    expect(region().exists()).toBe(false)
    const input = document.createElement('input')
    document.body.append(input)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }))
    await w.vm.$nextTick()
    expect(region().exists()).toBe(false)
    input.remove()
    await w.find('button').trigger('click')
    expect(region().exists()).toBe(true)
    const hatch = w.find('[data-legend="terrain-impassable"] .swatch').attributes('style')
    expect(hatch).toContain('repeating-linear-gradient')
  })

  it('players see only the kinds on their map, and the keys do nothing there', async () => {
    const w = mount(MapLegend, {
      props: { mode: 'projector', map, tokens: [] },
      attachTo: document.body,
    })
    mounted.push(w)
    if (!w.find('[aria-label="Map legend"]').exists()) await w.find('button').trigger('click')
    const text = w.find('[aria-label="Map legend"]').text()
    expect(text).toContain('Water (swim)')
    expect(text).not.toContain('Impassable')
    expect(text).not.toContain('Difficult')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g' }))
    await w.vm.$nextTick()
    expect(w.find('[aria-label="Map legend"]').exists()).toBe(true)
  })
})
