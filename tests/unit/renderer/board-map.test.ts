import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import type { VueWrapper } from '@vue/test-utils'
import VueKonva from 'vue-konva'
import Konva from 'konva'
import { hexToPixel } from '../../../shared/geometry/hex'
import type { Hex } from '../../../shared/geometry/hex'
import { rulesetById } from '../../../shared/rules'
import BoardMap from '../../../renderer/src/features/map/BoardMap.vue'
import type { MapToken } from '../../../renderer/src/features/map/BoardMap.vue'
import { boardPaintStats } from '../../../renderer/src/board/board-paint'
import { HEX_SIZE, fitCamera } from '../../../renderer/src/board/geometry'

type Mode = 'gm' | 'projector'

/** The demo campaign's causeway map and its tokens (resources/); the ambusher is GM-only. */
const map = {
  id: 'causeway',
  name: 'Shattered Causeway',
  orientation: 'pointy' as const,
  cols: 18,
  rows: 12,
}
const token = (
  id: string,
  name: string,
  kind: MapToken['kind'],
  hex: Hex,
  size: MapToken['size'] = 'medium',
  gmOnly = false,
): MapToken => ({ id, name, kind, hex, size, color: '#8a7a5c', gmOnly })
/** What the GM workspace passes: every token on the map, GM-only ones included. */
const gmTokens: MapToken[] = [
  token('pc-vaka', 'Vaka', 'pc', { q: 1, r: 5 }),
  token('pc-orin', 'Orin', 'pc', { q: 0, r: 7 }),
  token('pc-mira', 'Mira', 'pc', { q: 2, r: 2 }),
  token('npc-sentinel', 'Rust Sentinel', 'npc', { q: 9, r: 5 }),
  token('npc-hound', 'Scrap Hound', 'npc', { q: 8, r: 7 }, 'small'),
  token('npc-ambusher', 'Hidden Ambusher', 'npc', { q: 6, r: 2 }, 'medium', true),
  token('obj-crate', 'Supply Crate', 'object', { q: 4, r: 8 }),
]
/** What the projector passes: the player projection has already dropped GM-only tokens. */
const playerTokens: MapToken[] = gmTokens.filter((t) => !t.gmOnly).map(({ gmOnly: _gm, ...t }) => t)

const mounted: VueWrapper[] = []
const warnings: string[] = []
/** vue-konva's node components render fragments and declare no emits, so Vue notes the listeners. */
const KNOWN_WARNING = /^Extraneous non-emits event listeners \(dragmove, dragend, click, tap\)/

async function mountMap(mode: Mode, tokens: MapToken[], selectedId: string | null = null) {
  const wrapper = mount(BoardMap, {
    // The campaign's ruleset prices a dragged path; the map itself knows no rules.
    props: { map, tokens, mode, selectedId, ruleset: rulesetById('bluebox') },
    global: {
      plugins: [VueKonva],
      config: { warnHandler: (msg) => void (KNOWN_WARNING.test(msg) || warnings.push(msg)) },
    },
    attachTo: document.body,
  })
  mounted.push(wrapper)
  // The container is measured on mount; the stage follows on the next render.
  await flushPromises()
  // The players' tokens come in once the fog (or the board, without fog) has drawn.
  if (mode === 'projector')
    await vi.waitFor(() => expect(stageOf(wrapper).find('.token')).toHaveLength(tokens.length))
  return wrapper
}

function stageOf(wrapper: VueWrapper): Konva.Stage {
  const stage = Konva.stages.find((st) => wrapper.element.contains(st.container()))
  expect(stage).toBeDefined()
  return stage as Konva.Stage
}

function tokenNode(stage: Konva.Stage, id: string): Konva.Node {
  const node = stage.findOne(`#token-${id}`)
  expect(node, `token-${id}`).toBeDefined()
  return node as Konva.Node
}

const centre = (h: Hex) => hexToPixel(h, HEX_SIZE, map.orientation)

/** happy-dom lays nothing out: give every element the size of a map pane. */
const CONTAINER = { width: 1000, height: 700 }
const sizeProps = ['clientWidth', 'clientHeight'] as const
const savedSize = sizeProps.map((k) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, k))

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => CONTAINER.width,
  })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => CONTAINER.height,
  })
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    } as unknown as typeof ResizeObserver
  }
})

afterAll(() => {
  sizeProps.forEach((k, i) => {
    const d = savedSize[i]
    if (d) Object.defineProperty(HTMLElement.prototype, k, d)
  })
})

afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  expect(warnings.splice(0)).toEqual([])
})

describe('BoardMap', () => {
  it('renders a Konva stage with its canvases', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    expect(wrapper.find('.board-map.gm .konvajs-content').exists()).toBe(true)
    expect(wrapper.findAll('canvas').length).toBeGreaterThan(0)
    // Board, tokens, fog, overlay: within the 4-5 layers the battlemap issue allows.
    expect(stageOf(wrapper).getLayers()).toHaveLength(4)
  })

  it.each([
    { mode: 'gm' as Mode, tokens: gmTokens, hidden: [] as string[] },
    { mode: 'projector' as Mode, tokens: playerTokens, hidden: ['npc-ambusher'] },
  ])('draws exactly the tokens it is given ($mode)', async ({ mode, tokens, hidden }) => {
    await mountMap(mode, tokens)
    const drawn = window.__blueboxMap?.[mode]?.drawnTokenIds() ?? []
    expect([...drawn].sort()).toEqual(tokens.map((t) => t.id).sort())
    for (const id of hidden) expect(drawn).not.toContain(id)
  })

  it('puts each token on its hex centre', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    for (const t of gmTokens) {
      const p = tokenNode(stage, t.id).position()
      expect(p.x).toBeCloseTo(centre(t.hex).x, 6)
      expect(p.y).toBeCloseTo(centre(t.hex).y, 6)
    }
  })

  it('follows the token list when it changes', async () => {
    const wrapper = await mountMap('projector', playerTokens)
    await wrapper.setProps({ tokens: playerTokens.filter((t) => t.kind === 'pc') })
    expect([...(window.__blueboxMap?.projector?.drawnTokenIds() ?? [])].sort()).toEqual([
      'pc-mira',
      'pc-orin',
      'pc-vaka',
    ])
  })

  it.each([
    { mode: 'gm' as Mode, draggable: true },
    { mode: 'projector' as Mode, draggable: false },
  ])(
    'tokens and the stage are draggable in $mode mode: $draggable',
    async ({ mode, draggable }) => {
      const wrapper = await mountMap(mode, playerTokens)
      const stage = stageOf(wrapper)
      for (const t of playerTokens) expect(tokenNode(stage, t.id).draggable()).toBe(draggable)
      expect(stage.draggable()).toBe(draggable)
    },
  )

  it('a locked (read-only) GM map pans but neither drags tokens nor starts a tool gesture', async () => {
    const wrapper = await mountMap('gm', playerTokens)
    await wrapper.setProps({ locked: true, gesture: 'brush' })
    await flushPromises()
    const stage = stageOf(wrapper)
    for (const t of playerTokens) expect(tokenNode(stage, t.id).draggable()).toBe(false)
    // No gesture owns the pointer, so the stage still pans.
    expect(stage.draggable()).toBe(true)
  })

  it('marks a GM-only token on the GM map: "(GM)" label, dashed, faded', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const labelTexts = (id: string) =>
      (tokenNode(stage, id) as Konva.Group).find('Text').map((n) => (n as Konva.Text).text())
    expect(labelTexts('npc-ambusher')).toEqual(['HA', 'Hidden Ambusher (GM)'])
    expect(labelTexts('npc-sentinel')).toEqual(['RS', 'Rust Sentinel'])
    const disc = (id: string) =>
      (tokenNode(stage, id) as Konva.Group).findOne('Circle') as Konva.Circle
    expect(disc('npc-ambusher').dash()).toEqual([6, 4])
    expect(disc('npc-ambusher').opacity()).toBe(0.6)
    expect(disc('npc-sentinel').opacity()).toBe(1)
  })

  it('marks a token hidden in the fight on the GM map: a dotted ring and "(hidden)"', async () => {
    const hidden = gmTokens.map((t) =>
      t.id === 'npc-sentinel' ? { ...t, hiddenInFight: true } : t,
    )
    const wrapper = await mountMap('gm', hidden)
    const stage = stageOf(wrapper)
    const group = (id: string) => tokenNode(stage, id) as Konva.Group
    const texts = (id: string) =>
      group(id)
        .find('Text')
        .map((n) => (n as Konva.Text).text())
    expect(texts('npc-sentinel')).toEqual(['RS', 'Rust Sentinel (hidden)'])
    expect(texts('npc-hound')).toEqual(['SH', 'Scrap Hound'])
    const dotted = (id: string) =>
      group(id)
        .find('Circle')
        .filter((c) => ((c as Konva.Circle).dash() ?? []).length > 0)
    expect(dotted('npc-sentinel')).toHaveLength(1)
    expect(dotted('npc-hound')).toHaveLength(0)
  })

  it('rings the selected token', async () => {
    const wrapper = await mountMap('gm', gmTokens, 'pc-orin')
    const stage = stageOf(wrapper)
    const stroke = (id: string) =>
      ((tokenNode(stage, id) as Konva.Group).findOne('Circle') as Konva.Circle).stroke()
    expect(stroke('pc-orin')).toBe('#ffd166')
    expect(stroke('pc-vaka')).not.toBe('#ffd166')
    await wrapper.setProps({ selectedId: 'pc-vaka' })
    expect(stroke('pc-vaka')).toBe('#ffd166')
    expect(stroke('pc-orin')).not.toBe('#ffd166')
  })

  it.each([
    { id: 'pc-vaka', to: { q: 3, r: 5 }, nudge: { x: 0, y: 0 } },
    { id: 'npc-hound', to: { q: 10, r: 2 }, nudge: { x: 12, y: -9 } },
    { id: 'obj-crate', to: { q: -3, r: 11 }, nudge: { x: -15, y: 10 } },
    // Dropped off the map: the map still reports the hex; refusing it is main's job.
    { id: 'pc-mira', to: { q: 30, r: -4 }, nudge: { x: 5, y: 5 } },
  ])(
    'a token dropped near the centre of $to.q,$to.r emits move to that hex',
    async ({ id, to, nudge }) => {
      const wrapper = await mountMap('gm', gmTokens)
      const node = tokenNode(stageOf(wrapper), id)
      const c = centre(to)
      node.position({ x: c.x + nudge.x, y: c.y + nudge.y })
      node.fire('dragend', { target: node, evt: {} })

      const moves = wrapper.emitted('move') ?? []
      expect(moves).toHaveLength(1)
      const [tokenId, hex, emittedNode, free] = moves[0] as [string, Hex, Konva.Node, boolean]
      expect(tokenId).toBe(id)
      expect(hex).toEqual(to)
      expect(emittedNode).toBe(node)
      expect(free).toBe(false)
    },
  )

  it.each([
    [{ q: 4, r: 5 }, false, '3 m of 6 m'],
    [{ q: 9, r: 4 }, false, '8 m: needs a Dash'],
    [{ q: 15, r: 5 }, false, '14 m: too far'],
    [{ q: 15, r: 5 }, true, 'free move (Shift)'],
  ])('while dragging Vaka to %j (Shift %s) the path says %s', async (to, shift, text) => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const node = tokenNode(stage, 'pc-vaka')
    const c = centre(to)
    node.position(c)
    node.fire('dragmove', { target: node, evt: { shiftKey: shift } })
    await flushPromises()
    const overlay = stage.getLayers()[3] as Konva.Layer
    const labels = overlay.find('Text').map((n) => (n as Konva.Text).text())
    expect(labels).toContain(text)
    node.fire('dragend', { target: node, evt: { shiftKey: shift } })
    const moves = wrapper.emitted('move') ?? []
    expect((moves[0] as unknown[])[3]).toBe(shift)
    // Carrying a token selects it (its bands show while it moves).
    expect(wrapper.emitted('select')?.[0]).toEqual(['pc-vaka'])
  })

  it('dragging onto a hex with no room says so before the drop', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const node = tokenNode(stage, 'pc-vaka')
    node.position(centre({ q: 2, r: 2 }))
    node.fire('dragmove', { target: node, evt: { shiftKey: false } })
    await flushPromises()
    const overlay = stage.getLayers()[3] as Konva.Layer
    expect(overlay.find('Text').map((n) => (n as Konva.Text).text())).toContain('no room there')
    // Shift (the GM placing freely) is not refused.
    node.fire('dragmove', { target: node, evt: { shiftKey: true } })
    await flushPromises()
    expect(overlay.find('Text').map((n) => (n as Konva.Text).text())).toContain('free move (Shift)')
  })

  it('shows the drop target while dragging and clears it on drop', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const node = tokenNode(stage, 'pc-vaka')
    expect(stage.find('Line')).toHaveLength(0)

    node.position(centre({ q: 4, r: 4 }))
    node.fire('dragmove', { target: node, evt: {} })
    await wrapper.vm.$nextTick()
    // The drop target's outline, and the path line from Vaka to it.
    const lines = stage.find('Line') as Konva.Line[]
    expect(lines).toHaveLength(2)
    expect((lines[0] as Konva.Line).position()).toEqual(centre({ q: 4, r: 4 }))
    expect((lines[0] as Konva.Line).stroke()).toBe('#ffd166')

    // Off the map the target turns red.
    node.position(centre({ q: -5, r: 4 }))
    node.fire('dragmove', { target: node, evt: {} })
    await wrapper.vm.$nextTick()
    expect(((stage.find('Line') as Konva.Line[])[0] as Konva.Line).stroke()).toBe('#ef476f')

    node.fire('dragend', { target: node, evt: {} })
    await wrapper.vm.$nextTick()
    expect(stage.find('Line')).toHaveLength(0)
  })

  it('emits select for a clicked token', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const node = tokenNode(stageOf(wrapper), 'npc-sentinel')
    node.fire('click', { target: node, evt: {} })
    expect(wrapper.emitted('select')).toEqual([['npc-sentinel']])
  })

  it.each([
    { mode: 'gm' as Mode, margin: 24 },
    { mode: 'projector' as Mode, margin: 8 },
  ])('fits the map to its container in $mode mode (margin $margin)', async ({ mode, margin }) => {
    const stage = stageOf(await mountMap(mode, playerTokens))
    const cam = fitCamera(map, CONTAINER, margin)
    expect(stage.width()).toBe(CONTAINER.width)
    expect(stage.height()).toBe(CONTAINER.height)
    expect(stage.scaleX()).toBeCloseTo(cam.scale, 9)
    expect(stage.scaleY()).toBeCloseTo(cam.scale, 9)
    expect(stage.x()).toBeCloseTo(cam.x, 6)
    expect(stage.y()).toBeCloseTo(cam.y, 6)
  })

  it('paints the grid once into tiles when fitted, only what a zoomed-in view shows, nothing on a redraw', async () => {
    // Painting is spread over frames by a time budget, and tiles for a new zoom wait until it
    // has rested: on a loaded machine real time says little about how much got painted. The
    // map's clock is the test's: it moves a millisecond per reading and a 16 ms frame per
    // frame, so painting a tile costs time as it would, and a run does the same work each time.
    let clock = 0
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1))
    // The board paints hexes into cached tiles; record the offset ranges whose grid it traces,
    // from the first draw on.
    boardPaintStats.ranges = []
    try {
      const wrapper = await mountMap('gm', gmTokens)
      const board = stageOf(wrapper).getLayers()[0] as Konva.Layer
      const exposed = wrapper.vm as unknown as {
        zoomBy(f: number): void
        renderStats(): { board: { complete: boolean } }
      }
      const traced = () => {
        const seen = new Set<string>()
        for (const r of boardPaintStats.ranges ?? [])
          for (let row = r.r0; row <= r.r1; row++)
            for (let col = r.c0; col <= r.c1; col++) seen.add(`${col},${row}`)
        return seen
      }
      // Frames until every tile of the view is painted at the zoom shown. A frame paints at
      // least one tile, and the view has a few dozen at most: the cap is far beyond the work.
      const drawAll = async () => {
        for (let i = 0; i < 500 && !exposed.renderStats().board.complete; i++) {
          board.draw()
          clock += 16
          // Between frames: what a frame queues to run after it (whose turn it is to paint).
          await Promise.resolve()
        }
        expect(exposed.renderStats()).toMatchObject({ board: { complete: true } })
        return traced()
      }
      expect((await drawAll()).size).toBe(map.cols * map.rows)
      // Drawn again with nothing changed, the tiles are reused: no hex is traced.
      boardPaintStats.ranges = []
      board.draw()
      expect(traced().size).toBe(0)

      // Zoomed in, tiles for the new zoom are painted once it has rested, and only those the
      // view needs.
      boardPaintStats.ranges = []
      exposed.zoomBy(4)
      await flushPromises()
      board.draw()
      expect(exposed.renderStats()).toMatchObject({ board: { complete: false } })
      const zoomed = await drawAll()
      expect(zoomed.size).toBeGreaterThan(0)
      expect(zoomed.size).toBeLessThan((map.cols * map.rows) / 2)
    } finally {
      boardPaintStats.ranges = null
      now.mockRestore()
    }
  })

  it('keeps label sizes through small zooms and re-sizes them once a larger zoom rests', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const exposed = wrapper.vm as unknown as { zoomBy(f: number): void }
    const label = () =>
      ((tokenNode(stage, 'pc-vaka') as Konva.Group).find('Text')[1] as Konva.Text).fontSize()
    const rest = () => new Promise((r) => setTimeout(r, 250))
    const before = label()
    exposed.zoomBy(1.1)
    await rest()
    await flushPromises()
    expect(label()).toBe(before)
    exposed.zoomBy(1.5)
    await rest()
    await flushPromises()
    // Sized for the new zoom: 13 px on screen, or 0.36 of a hex's radius when that is larger.
    expect(label()).toBeLessThan(before)
    expect(label()).toBeCloseTo(Math.max(HEX_SIZE * 0.36, 13 / stage.scaleX()), 6)
  })

  it('names tokens while hexes are readable; zoomed far out only the selected one', async () => {
    const wrapper = await mountMap('gm', gmTokens, 'pc-orin')
    const stage = stageOf(wrapper)
    const exposed = wrapper.vm as unknown as { zoomBy(f: number): void }
    const texts = (id: string) =>
      (tokenNode(stage, id) as Konva.Group).find('Text').map((n) => (n as Konva.Text).text())
    expect(texts('pc-vaka')).toEqual(['VA', 'Vaka'])
    // Zoom out until a hex is a few pixels across, and let the zoom rest.
    for (let i = 0; i < 10 && HEX_SIZE * Math.sqrt(3) * stage.scaleX() >= 18; i++) {
      exposed.zoomBy(1 / 1.5)
      await flushPromises()
    }
    expect(HEX_SIZE * Math.sqrt(3) * stage.scaleX()).toBeLessThan(18)
    await new Promise((r) => setTimeout(r, 250))
    await flushPromises()
    expect(texts('pc-vaka')).toEqual(['VA'])
    expect(texts('pc-orin')).toEqual(['OR', 'Orin'])
    // Back in: every name again.
    for (let i = 0; i < 10 && HEX_SIZE * Math.sqrt(3) * stage.scaleX() < 30; i++) {
      exposed.zoomBy(1.5)
      await flushPromises()
    }
    await new Promise((r) => setTimeout(r, 250))
    await flushPromises()
    expect(texts('pc-vaka')).toEqual(['VA', 'Vaka'])
  })

  it.each([
    // A TV: hexes are large, names read 22 px on screen, from across the table.
    { pane: { width: 1920, height: 1080 }, names: true },
    // A phone: hexes are about 20 px; names that size would bury the map, so only initials.
    { pane: { width: 390, height: 700 }, names: false },
  ])('players on a $pane.width px screen: names shown $names', async ({ pane, names }) => {
    const saved = { ...CONTAINER }
    Object.assign(CONTAINER, pane)
    try {
      const wrapper = await mountMap('projector', playerTokens)
      const stage = stageOf(wrapper)
      const texts = (tokenNode(stage, 'pc-vaka') as Konva.Group).find('Text') as Konva.Text[]
      const hexPx = HEX_SIZE * Math.sqrt(3) * stage.scaleX()
      expect(hexPx >= 28).toBe(names)
      expect(texts.map((t) => t.text())).toEqual(names ? ['VA', 'Vaka'] : ['VA'])
      if (names) expect(texts[1]!.fontSize() * stage.scaleX()).toBeCloseTo(22, 6)
    } finally {
      Object.assign(CONTAINER, saved)
    }
  })

  it('does not draw tokens wholly off screen, and draws them again when they come back', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const layer = stage.getLayers()[1] as Konva.Layer
    const exposed = wrapper.vm as unknown as {
      fit(): void
      zoomAt(f: number, p: { x: number; y: number }): void
    }
    // Note each token drawn, from its sprite or (not cached yet) from its own shapes.
    const drawn = new Set<string>()
    for (const t of gmTokens) {
      const group = tokenNode(stage, t.id) as Konva.Group
      const disc = group.findOne('Circle') as Konva.Circle
      const fromSprite = group._drawCachedSceneCanvas.bind(group)
      group._drawCachedSceneCanvas = (context) => {
        drawn.add(t.id)
        fromSprite(context)
      }
      const fromShapes = disc.drawScene.bind(disc)
      disc.drawScene = (...a: Parameters<Konva.Circle['drawScene']>) => {
        drawn.add(t.id)
        return fromShapes(...a)
      }
    }
    const onScreen = (id: string) => {
      const p = stage.getAbsoluteTransform().point(tokenNode(stage, id).position())
      return p.x > 0 && p.x < stage.width() && p.y > 0 && p.y < stage.height()
    }
    layer.draw()
    expect([...drawn].sort()).toEqual(gmTokens.map((t) => t.id).sort())

    // Close in on Mira's hex, at the top of the map: the tokens further down leave the view.
    const mira = stage.getAbsoluteTransform().point(centre({ q: 2, r: 2 }))
    exposed.zoomAt(6, mira)
    await flushPromises()
    drawn.clear()
    layer.draw()
    const inView = gmTokens.filter((t) => onScreen(t.id)).map((t) => t.id)
    expect(inView).toContain('pc-mira')
    expect(inView.length).toBeLessThan(gmTokens.length)
    expect([...drawn].sort()).toEqual(inView.sort())

    exposed.fit()
    await flushPromises()
    drawn.clear()
    layer.draw()
    expect(drawn.size).toBe(gmTokens.length)
  })

  it('pans a map wholly in view by moving its canvases, then draws every layer where the stage is', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const layers = stage.getLayers()
    // Each canvas's CSS shift, rounded to the pixel ('' for none).
    const transforms = () =>
      layers.map((l) =>
        l
          .getNativeCanvasElement()
          .style.transform.replace(/-?[\d.]+px/g, (v) => `${Math.round(parseFloat(v))}px`),
      )
    const waiting = () =>
      layers.filter((l) => (l as unknown as { _waitingForDraw: boolean })._waitingForDraw)
    // From a map at rest: sprites drawn, no layer waiting to draw.
    await (wrapper.vm as unknown as { whenSprites(): Promise<void> }).whenSprites()
    await vi.waitFor(() => expect(waiting()).toHaveLength(0))
    const drawn = vi.spyOn(Konva.Layer.prototype, 'drawScene')
    const hits = vi.spyOn(Konva.Layer.prototype, 'drawHit')
    try {
      const { x, y } = stage.position()
      stage.startDrag()
      stage.position({ x: x + 10, y: y - 20 })
      // The move shifts every canvas and asks for no redraw.
      expect(transforms()).toEqual(layers.map(() => 'translate(10px, -20px)'))
      expect(waiting()).toHaveLength(0)
      expect(drawn).not.toHaveBeenCalled()
      expect(hits).not.toHaveBeenCalled()

      stage.stopDrag()
      expect(transforms()).toEqual(layers.map(() => ''))
      expect(new Set(drawn.mock.contexts)).toEqual(new Set(layers))
      // And the tokens' hit graph with them, where they now are.
      expect(hits.mock.contexts).toContain(layers[1])

      // A layer that draws mid-pan (a token changed) ends the shift: all drawn in place.
      stage.startDrag()
      stage.position({ x, y: y - 20 })
      expect(transforms()[0]).toBe('translate(-10px, 0px)')
      drawn.mockClear()
      ;(layers[1] as Konva.Layer).draw()
      expect(transforms()).toEqual(layers.map(() => ''))
      expect(new Set(drawn.mock.contexts)).toEqual(new Set(layers))
      stage.stopDrag()
    } finally {
      drawn.mockRestore()
      hits.mockRestore()
    }
  })

  it("pans a map cut off at the view's edges by redrawing it, the tokens not hit-tested meanwhile", async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const tokens = stage.getLayers()[1] as Konva.Layer
    ;(wrapper.vm as unknown as { zoomBy(f: number): void }).zoomBy(3)
    // The tokens' hit graph is back once the zoom rests.
    await vi.waitFor(() => expect(tokens.listening()).toBe(true))
    stage.startDrag()
    await flushPromises()
    stage.position({ x: stage.x() + 30, y: stage.y() })
    expect(tokens.getNativeCanvasElement().style.transform).toBe('')
    expect(tokens.listening()).toBe(false)
    stage.stopDrag()
    await vi.waitFor(() => expect(tokens.listening()).toBe(true))
  })

  it('exposes fit and zoomBy, zooming about the middle of the view', async () => {
    const wrapper = await mountMap('gm', gmTokens)
    const stage = stageOf(wrapper)
    const exposed = wrapper.vm as unknown as { fit(): void; zoomBy(f: number): void }
    const camera = () => ({ scale: stage.scaleX(), x: stage.x(), y: stage.y() })
    const mid = { x: stage.width() / 2, y: stage.height() / 2 }
    const mapPointAtMid = (c: { scale: number; x: number; y: number }) => ({
      x: (mid.x - c.x) / c.scale,
      y: (mid.y - c.y) / c.scale,
    })
    const fitted = camera()

    exposed.zoomBy(2)
    await flushPromises()
    const zoomed = camera()
    expect(zoomed.scale).toBeCloseTo(fitted.scale * 2, 9)
    expect(mapPointAtMid(zoomed).x).toBeCloseTo(mapPointAtMid(fitted).x, 6)
    expect(mapPointAtMid(zoomed).y).toBeCloseTo(mapPointAtMid(fitted).y, 6)

    exposed.fit()
    await flushPromises()
    expect(camera().scale).toBeCloseTo(fitted.scale, 9)
    expect(camera().x).toBeCloseTo(fitted.x, 6)
    expect(camera().y).toBeCloseTo(fitted.y, 6)
  })
})

describe('BoardMap token marks', () => {
  const texts = (node: Konva.Node) =>
    (node as Konva.Group).find('Text').map((n) => (n as Konva.Text).text())

  it('the GM sees an HP bar (HP, THP, Plating) and condition badges on a being', async () => {
    const hurt: MapToken = {
      ...gmTokens[3]!,
      vitals: { hp: 6, hpMax: 24, thp: 3, plating: 2, platingMax: 4 },
      instance: { conditions: ['prone', 'hidden', 'bleeding', 'dazed'] },
    }
    const wrapper = await mountMap('gm', [hurt, gmTokens[0]!])
    const stage = stageOf(wrapper)
    const rects = (tokenNode(stage, hurt.id) as Konva.Group).find('Rect') as Konva.Rect[]
    const back = rects[0]!
    const w = back.width() - 2
    const [hp, thp, plating] = rects.slice(1)
    expect(hp!.width()).toBeCloseTo(w * 0.25, 6)
    expect(hp!.fill()).toBe('#ef476f')
    expect(thp!.width()).toBeCloseTo((w * 3) / 24, 6)
    expect(thp!.x()).toBeCloseTo(w * 0.25, 6)
    expect(plating!.width()).toBeCloseTo(w * 0.5, 6)
    // Three badges at most: two conditions and "+2".
    expect(texts(tokenNode(stage, hurt.id))).toEqual(expect.arrayContaining(['Prn', 'Hid', '+2']))
    // A token with no sheet has no bar.
    expect((tokenNode(stage, 'pc-vaka') as Konva.Group).find('Rect')).toHaveLength(0)
    // Marks are drawn, never clicked: only the disc listens.
    for (const r of rects) expect(r.listening()).toBe(false)
  })

  it('players see how hurt a being looks and its visible conditions, never a bar', async () => {
    const down: MapToken = { ...playerTokens[3]!, health: 'down', conditions: ['prone'] }
    const wrapper = await mountMap('projector', [down])
    const node = tokenNode(stageOf(wrapper), down.id)
    expect(texts(node)).toEqual(expect.arrayContaining(['Down', 'Prn']))
    expect((node as Konva.Group).find('Rect')).toHaveLength(0)
  })
})
