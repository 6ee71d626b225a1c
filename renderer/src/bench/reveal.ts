/**
 * The curtain's reveal on the bench page (`bench.html?reveal=1`, tests/bench/curtain.bench.ts):
 * the players' map (BoardMap in projector mode) on the synthetic 200 x 200 map with 300 tokens,
 * fog and (with `?bg=`) a background, under the players' TableCurtain, lifted with the same
 * useCurtainReveal the players' page uses. `reveal(frames)` raises the curtain as a patch does
 * (the map mounts beneath it at once), waits until the players see the curtain start to lift (a
 * frame with its opacity under 1), checks that the map's fog was wholly drawn by then (the rest
 * of the map fills in under the fading curtain), then times `frames` frames of the fade with the
 * same instrumentation as the map bench (frames.ts), and waits for the map to be wholly drawn:
 * picture, every token mounted and its sprite drawn. Each raise asks for the picture under a new
 * URL, as a newly staged map or a new players' rendition of it would be: nothing is decoded
 * ahead.
 */
import Konva from 'konva'
import { createApp, h, nextTick, ref, shallowRef } from 'vue'
import VueKonva from 'vue-konva'
import type { BackgroundSpec } from '../board/background'
import { HEX_SIZE, mapBounds } from '../board/geometry'
import BoardMap from '../features/map/BoardMap.vue'
import RoomsReveal from '../features/table/RoomsReveal.vue'
import TableCurtain from '../features/table/TableCurtain.vue'
import { useCurtainReveal, type DrawnProbe } from '../features/table/use-curtain-reveal'
import { instrumentPage, runFrames, settleFrames, type FrameRun } from './frames'
import { syntheticMap, syntheticTokens } from './synthetic-map'

export interface RevealBench {
  /** Raise the curtain; `holdMs` is raise to the fade's start (the map's first paint). */
  reveal(
    frames: number,
    style?: 'fade' | 'rooms',
  ): Promise<{
    /** Raise to the first frame with the curtain's opacity under 1 (the players see it lift). */
    holdMs: number
    /** Raise to the fog wholly drawn. */
    fogMs: number
    /** Raise to the map wholly painted with its background (board and fog). */
    paintedMs: number
    /** Raise to the map wholly drawn: picture in, every token mounted and drawn from its sprite. */
    completeMs: number
    /** Raise to the picture decoded. */
    decodedMs: number
    /** What could show that the fog should hide when the curtain started to lift (empty: none). */
    undrawn: string[]
    fade: FrameRun
    curtainGone: boolean
    /** Rooms uncovered one by one (0: a plain fade), and whether the mask is gone at the end. */
    rooms: number
    maskGone: boolean
  }>
  /** Lower it again (a blackout: the map unmounts, as when the view loses it). */
  lower(): Promise<void>
}

declare global {
  interface Window {
    __revealBench?: RevealBench
  }
}

const BG_SIZE = 4096

export async function startReveal(bgUrl: string | null): Promise<void> {
  instrumentPage()
  const map = syntheticMap(200, 200)
  const tokens = syntheticTokens(map, 300)
  const b = mapBounds(map)
  let raises = 0
  const backgroundOf = (n: number): BackgroundSpec | null =>
    bgUrl
      ? {
          url: `${bgUrl}${bgUrl.includes('?') ? '&' : '?'}raise=${n}`,
          width: BG_SIZE,
          height: BG_SIZE,
          pixelsPerHex: (BG_SIZE * Math.sqrt(3) * HEX_SIZE) / b.width,
          offsetX: 0,
          offsetY: 0,
        }
      : null
  const background = shallowRef(backgroundOf(0))
  const down = ref(true)
  const rooms = ref(false)
  type Probe = DrawnProbe & {
    whenBackground(): Promise<number>
    renderStats(): {
      background: string
      backgroundAt: number | null
      backgroundDrawnAt: number | null
      board: { complete: boolean }
      fog: { complete: boolean; tiles: number }
    }
  }
  const mapRef = shallowRef<Probe | null>(null)
  const app = createApp({
    setup() {
      const shown = useCurtainReveal(down, () => mapRef.value)
      return () =>
        h('div', { style: 'position: fixed; inset: 0; background: #000' }, [
          down.value
            ? null
            : h(BoardMap, {
                ref: (r: unknown) => (mapRef.value = r as Probe | null),
                map,
                tokens,
                background: background.value,
                mode: 'projector',
              }),
          h(RoomsReveal, {
            armed: rooms.value,
            down: down.value,
            shown: shown.value,
            map,
            tokens,
          }),
          h(TableCurtain, { down: shown.value, title: 'The Shattered Causeway' }),
        ])
    },
  })
  app.use(VueKonva)
  app.mount('#app')
  await nextTick()

  window.__revealBench = {
    async reveal(frames, style = 'fade') {
      rooms.value = style === 'rooms'
      background.value = backgroundOf(++raises)
      await nextTick()
      const start = performance.now()
      down.value = false
      await nextTick()
      let paintedMs = NaN
      let fogMs = NaN
      let completeMs = NaN
      const probe = mapRef.value
      void probe?.whenFogDrawn().then(() => (fogMs = performance.now() - start))
      void probe?.whenBackground().then(() => (paintedMs = performance.now() - start))
      // Wholly drawn: the picture in, every token mounted and drawn from its sprite.
      const layer = Konva.stages[0]?.getLayers().find((l) => l.name() === 'tokens')
      const check = () => {
        if (!Number.isNaN(completeMs) || Number.isNaN(paintedMs) || !layer) return
        const nodes = layer.find('.token')
        if (nodes.length === tokens.length && nodes.every((n) => n.isCached()))
          completeMs = performance.now() - start
      }
      // What the players see: the first frame in which the curtain is no longer opaque.
      const curtain = document.querySelector<HTMLElement>('[data-role="table-curtain"]')
      while (curtain?.isConnected && Number(getComputedStyle(curtain).opacity) >= 1)
        await settleFrames(1)
      const holdMs = performance.now() - start
      const undrawn = hiddenShown(probe, fogMs)
      let steps = 0
      const fade = await runFrames(frames, () => {
        check()
        const mask = document.querySelector<HTMLCanvasElement>('[data-role="rooms-mask"]')
        steps = Math.max(steps, Number(mask?.dataset.step ?? 0))
        // Rasterise what the mask's last step drew, inside this frame's figure (as frames.ts
        // does for the map's layers): otherwise that cost lands later, outside any timer.
        if (mask && mask.width > 0) mask.getContext('2d')?.getImageData(0, 0, 1, 1)
      })
      const curtainGone = !document.querySelector('[data-role="table-curtain"]')
      const maskGone = !document.querySelector('[data-role="rooms-mask"]')
      for (let i = 0; i < 600 && Number.isNaN(completeMs); i++) {
        await settleFrames(1)
        check()
      }
      const decodedMs = (probe?.renderStats().backgroundAt ?? NaN) - start
      return {
        holdMs,
        fogMs,
        paintedMs,
        completeMs,
        decodedMs,
        undrawn,
        fade,
        curtainGone,
        rooms: steps,
        maskGone,
      }
    },
    async lower() {
      down.value = true
      await nextTick()
      await settleFrames(10)
    },
  }
}

/**
 * What of the map the fog should hide might be seen as the curtain starts to lift: anything, if
 * the fog is not wholly drawn by then (`fogMs`: raise to its first whole draw, NaN: not yet).
 */
function hiddenShown(
  probe: { renderStats(): { fog: { complete: boolean; tiles: number } } } | null,
  fogMs: number,
): string[] {
  if (!probe) return ['no map under the curtain']
  const s = probe.renderStats()
  // Before its first draw the fog reads complete: it has painted no tile then.
  if (Number.isNaN(fogMs) || !s.fog.complete || s.fog.tiles === 0)
    return ['the fog was not wholly drawn']
  return []
}
