/**
 * The map bench page (bench.html): the GM's BoardMap on a synthetic 200 x 200 map with a 4096 px
 * background, 300 tokens and fog, driven by tests/bench/map.bench.ts through `window.__mapBench`.
 * `?bg=<url>` uses that image as the background; without it the page paints one itself.
 * `?make-background=1` only paints the background and offers it as `__mapBenchBackground`
 * (base64 JPEG), so the runner can serve it as a file and time a real fetch and decode.
 */
import { cellToOffset, type CellLayout } from '../../../shared/geometry/layout'
import Konva from 'konva'
import { createApp, h, nextTick, ref, shallowRef } from 'vue'
import VueKonva from 'vue-konva'
import { type Hex } from '../../../shared/geometry/hex'
import { DEFAULT_RULESET_ID, rulesetById } from '../../../shared/rules'
import BoardMap from '../features/map/BoardMap.vue'
import type { BackgroundSpec } from '../board/background'
import { hexCenter, mapBounds, cellAt } from '../board/geometry'
import { instrumentPage, runFrames, settleFrames, type FrameRun } from './frames'
import { gridRatio, type GridRatio } from './grid-ratio'
import { drawOpenBaseline } from './open-baseline'
import { paintBackground, syntheticMap, syntheticTokens } from './synthetic-map'
import { syntheticGridlessMap, withBases } from './synthetic-gridless'
import { syntheticSquareMap } from './synthetic-square'
import { hexWidthUnits } from '../board/background'

export interface MapBench {
  /**
   * openMs: the first frame with the map drawn; backgroundMs: the first with its picture in
   * (both from navigation start); mountMs: when the map was mounted, which starts its load.
   */
  ready: Promise<{
    openMs: number
    backgroundMs: number
    mountMs: number
    tokens: number
    hexes: number
  }>
  /**
   * The picture's baseline in this page: fetch the same URL and decode it with
   * createImageBitmap, ms from the request to the bitmap.
   */
  decodeBaseline(): Promise<number>
  pan(frames: number, dx?: number, dy?: number): Promise<FrameRun>
  zoom(frames: number, factor?: number): Promise<FrameRun>
  drag(frames: number): Promise<FrameRun>
  gridRatio(iterations?: number): GridRatio
  fit(): Promise<void>
  zoomTo(scale: number): Promise<void>
  stats(): unknown
  /** The stage, for poking at from the dev tools or a script. */
  stage(): Konva.Stage
  /** `frames` frames of doing nothing: what the page does by itself (settling, say). */
  idle(frames: number): Promise<FrameRun>
}

declare global {
  interface Window {
    __mapBench?: MapBench
    __mapBenchBackground?: Promise<string>
    __mapBenchBaseline?: Promise<{ drawnMs: number; framedMs: number }>
  }
}

const params = new URLSearchParams(location.search)
/** `?cols=&rows=&tokens=&bgsize=` change the scene, for a look at a smaller table. */
const num = (key: string, fallback: number) => {
  const v = Number(params.get(key))
  return Number.isFinite(v) && v > 0 ? v : fallback
}
const BG_SIZE = num('bgsize', 4096)

async function backgroundBlob(): Promise<Blob> {
  const canvas = paintBackground(BG_SIZE)
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.9),
  )
}

if (params.has('make-background')) {
  window.__mapBenchBackground = backgroundBlob().then(async (blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let s = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(s)
  })
} else if (params.has('baseline')) {
  // map.open's baseline: the same scene drawn raw, timed from navigation start like the map.
  const map = syntheticMap(num('cols', 200), num('rows', 200))
  const tokens = syntheticTokens(map, num('tokens', 300))
  const drawnAt = drawOpenBaseline(map, tokens)
  window.__mapBenchBaseline = new Promise((resolve) =>
    requestAnimationFrame(() => resolve({ drawnMs: drawnAt, framedMs: performance.now() })),
  )
} else if (params.has('reveal')) {
  // The curtain's reveal (tests/bench/curtain.bench.ts).
  void import('./reveal').then((m) => m.startReveal(params.get('bg')))
} else {
  void start()
}

async function start(): Promise<void> {
  instrumentPage()
  // `?square=1`: the same scene on a square board (map.square.pan / map.square.zoom).
  // `?gridless=1`: a 72" x 48" gridless table (map.gridless.pan / map.gridless.zoom).
  const gridless = params.has('gridless')
  const map = gridless
    ? syntheticGridlessMap()
    : params.has('square')
      ? syntheticSquareMap(num('cols', 200), num('rows', 200))
      : syntheticMap(num('cols', 200), num('rows', 200))
  const placed = syntheticTokens(map, num('tokens', 300))
  const tokens = ref(gridless ? withBases(placed) : placed)
  const b = mapBounds(map)
  const url = params.get('bg') ?? URL.createObjectURL(await backgroundBlob())
  // The image spans the map's width; taller maps would show the board below it.
  const background: BackgroundSpec = {
    url,
    width: BG_SIZE,
    height: BG_SIZE,
    pixelsPerHex: (BG_SIZE * hexWidthUnits(map.orientation)) / b.width,
    offsetX: 0,
    offsetY: 0,
  }
  type Exposed = {
    fit(): void
    zoomAt(f: number, p: { x: number; y: number }): void
    whenDrawn(): Promise<number>
    whenBackground(): Promise<number>
    nextComplete(): Promise<number>
    renderStats(): unknown
  }
  const mapRef = shallowRef<Exposed | null>(null)
  const app = createApp({
    setup() {
      const onMove = (id: string, _to: Hex, node: Konva.Node) => {
        // The bench refuses every move, as main would refuse one: the token goes back.
        const t = tokens.value.find((x) => x.id === id)
        if (t) node.position(hexCenter(t.hex, map.orientation))
        node.getLayer()?.batchDraw()
      }
      return () =>
        h(BoardMap, {
          ref: (r: unknown) => (mapRef.value = r as Exposed | null),
          map,
          tokens: tokens.value,
          mode: 'gm',
          background,
          // The campaign's ruleset prices each dragged path, as in the GM's workspace.
          ruleset: rulesetById(DEFAULT_RULESET_ID),
          onMove,
        })
    },
  })
  app.use(VueKonva)
  const mountMs = performance.now()
  app.mount('#app')
  await nextTick()

  const stage = () => Konva.stages[0] as Konva.Stage
  const exposed = () => {
    if (!mapRef.value) throw new Error('the map is not mounted')
    return mapRef.value
  }
  /** Let a camera change settle: labels, sprites and tiles for the new zoom all drawn. */
  const rest = async () => {
    await nextTick()
    await new Promise((r) => setTimeout(r, 400))
    await exposed().nextComplete()
    await settleFrames(30)
  }

  const map0 = exposed()
  const ready = Promise.all([map0.whenDrawn(), map0.whenBackground()]).then(
    async ([openMs, backgroundMs]) => {
      await settleFrames(1)
      const tokenCount = stage().find('.token').length
      return { openMs, backgroundMs, mountMs, tokens: tokenCount, hexes: map.cols * map.rows }
    },
  )

  const bench: MapBench = {
    ready,
    async decodeBaseline() {
      const start = performance.now()
      // The server sends the picture uncacheable, so this is a real fetch, as the map's was.
      const res = await fetch(url, { cache: 'no-store' })
      const bitmap = await createImageBitmap(await res.blob())
      const ms = performance.now() - start
      bitmap.close()
      return ms
    },
    async fit() {
      exposed().fit()
      await rest()
    },
    async zoomTo(scale) {
      const st = stage()
      exposed().zoomAt(scale / st.scaleX(), { x: st.width() / 2, y: st.height() / 2 })
      await rest()
    },
    /** A hand pan: Konva drags the stage, and the layers redraw each frame. */
    async pan(frames, dx = 14, dy = 9) {
      const st = stage()
      st.startDrag()
      const x0 = st.x()
      const y0 = st.y()
      // Out and back along a zigzag, so new parts of the map keep coming into view.
      const run = await runFrames(frames, (i) => {
        const k = i < frames / 2 ? i : frames - i
        st.position({ x: x0 - dx * k, y: y0 - dy * k * (i % 40 < 20 ? 1 : 0.6) })
      })
      st.stopDrag()
      await exposed().nextComplete()
      return run
    },
    /** Zoom in then out about a point right of centre, `factor` per frame, as a trackpad does. */
    async zoom(frames, factor = 1.04) {
      const st = stage()
      const anchor = { x: st.width() * 0.62, y: st.height() * 0.45 }
      const run = await runFrames(frames, (i) => {
        exposed().zoomAt(i < frames / 2 ? factor : 1 / factor, anchor)
      })
      await exposed().nextComplete()
      return run
    },
    /** Drag a token near the middle of the view across hexes, firing dragmove every frame. */
    async drag(frames) {
      const st = stage()
      const mid = st
        .getAbsoluteTransform()
        .copy()
        .invert()
        .point({
          x: st.width() / 2,
          y: st.height() / 2,
        })
      const centre = cellAt(mid, map.orientation)
      const pick = [...tokens.value].sort(
        (a, b) => dist(a.hex, centre, map.orientation) - dist(b.hex, centre, map.orientation),
      )[0]
      if (!pick) throw new Error('no token to drag')
      const node = st.findOne(`#token-${pick.id}`) as Konva.Group
      const from = node.position()
      const stepPx = 7 / st.scaleX()
      node.startDrag()
      const run = await runFrames(frames, (i) => {
        const k = i < frames / 2 ? i : frames - i
        node.position({ x: from.x + stepPx * k, y: from.y + stepPx * 0.45 * k })
        node.fire('dragmove', { type: 'dragmove', target: node, evt: {} }, true)
      })
      node.stopDrag()
      await settleFrames(2)
      return run
    },
    gridRatio: (iterations = 30) => gridRatio(stage(), map, iterations),
    stats: () => exposed().renderStats(),
    stage,
    idle: (frames) => runFrames(frames, () => undefined),
  }
  window.__mapBench = bench
}

function dist(a: Hex, b: Hex, orientation: CellLayout): number {
  const oa = cellToOffset(a, orientation)
  const ob = cellToOffset(b, orientation)
  return Math.hypot(oa.col - ob.col, oa.row - ob.row)
}
