/**
 * The curtain's reveal on the bench page (`bench.html?reveal=1`, tests/bench/curtain.bench.ts):
 * the players' map (BoardMap in projector mode) on the synthetic 200 x 200 map with 300 tokens,
 * fog and (with `?bg=`) a background, under the players' TableCurtain, lifted with the same
 * useCurtainReveal the players' page uses. `reveal(frames)` raises the curtain as a patch does
 * (the map mounts beneath it at once), waits for the hold, then times `frames` frames of the
 * fade with the same instrumentation as the map bench (frames.ts).
 */
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
    holdMs: number
    /** Raise to the map wholly painted with its background, then to its sprites all drawn. */
    paintedMs: number
    spritesMs: number
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
  const background: BackgroundSpec | null = bgUrl
    ? {
        url: bgUrl,
        width: BG_SIZE,
        height: BG_SIZE,
        pixelsPerHex: (BG_SIZE * Math.sqrt(3) * HEX_SIZE) / b.width,
        offsetX: 0,
        offsetY: 0,
      }
    : null
  const down = ref(true)
  const rooms = ref(false)
  const mapRef = shallowRef<DrawnProbe | null>(null)
  let shownCurtain: { value: boolean } = { value: true }
  const app = createApp({
    setup() {
      const shown = useCurtainReveal(down, () => mapRef.value)
      shownCurtain = shown
      return () =>
        h('div', { style: 'position: fixed; inset: 0; background: #000' }, [
          down.value
            ? null
            : h(BoardMap, {
                ref: (r: unknown) => (mapRef.value = r as DrawnProbe | null),
                map,
                tokens,
                background,
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
      await nextTick()
      const start = performance.now()
      down.value = false
      await nextTick()
      let paintedMs = NaN
      let spritesMs = NaN
      const probe = mapRef.value
      void probe?.whenBackground().then(() => {
        paintedMs = performance.now() - start
        void probe.whenSprites?.().then(() => (spritesMs = performance.now() - start))
      })
      while (shownCurtain.value) await settleFrames(1)
      const holdMs = performance.now() - start
      let steps = 0
      const fade = await runFrames(frames, () => {
        const mask = document.querySelector<HTMLCanvasElement>('[data-role="rooms-mask"]')
        steps = Math.max(steps, Number(mask?.dataset.step ?? 0))
        // Rasterise what the mask's last step drew, inside this frame's figure (as frames.ts
        // does for the map's layers): otherwise that cost lands later, outside any timer.
        if (mask && mask.width > 0) mask.getContext('2d')?.getImageData(0, 0, 1, 1)
      })
      const curtainGone = !document.querySelector('[data-role="table-curtain"]')
      const maskGone = !document.querySelector('[data-role="rooms-mask"]')
      return { holdMs, paintedMs, spritesMs, fade, curtainGone, rooms: steps, maskGone }
    },
    async lower() {
      down.value = true
      await nextTick()
      await settleFrames(10)
    },
  }
}
