/**
 * Frame timing for the map bench.
 *
 * What a frame costs here is the main-thread work the page does for it. Every
 * requestAnimationFrame and setTimeout callback the page runs (Konva's batched layer draws, the
 * tile caches' follow-up draws, token sprite refreshes, settle timers) is timed from its start
 * to the end of the microtasks it queued (Vue's update flush, say). Every Konva layer draw also
 * reads one pixel back from its canvas, which makes Chromium rasterise what the draw recorded
 * (otherwise that happens later, outside any timer); that cost lands inside the draw's callback.
 *
 * A scripted gesture then runs one step per animation frame; a step's figure is the time it took
 * to apply the input (camera change, dragmove handler, Vue's update of the props it changed)
 * plus all timed callbacks that ran before the next step. Compositing the layer canvases onto
 * the screen is the browser's, on other threads, and is not counted; the requestAnimationFrame
 * intervals are recorded beside it as the page's actual frame pacing.
 */
import Konva from 'konva'
import { nextTick } from 'vue'

let busy = 0
let installed = false
/** Draw time per layer (by its index in the stage) over the current run. */
let byLayer: number[] = []
/** The same for the current frame only. */
let frameLayers: number[] = []
let nativeRaf: typeof requestAnimationFrame = (cb) => requestAnimationFrame(cb)

function timed<A extends unknown[]>(fn: (...args: A) => unknown): (...args: A) => void {
  return (...args: A) => {
    const start = performance.now()
    try {
      fn(...args)
    } finally {
      queueMicrotask(() => (busy += performance.now() - start))
    }
  }
}

/** Time every frame and timer callback, and every layer draw, from now on. */
export function instrumentPage(): void {
  if (installed) return
  installed = true
  const raf = window.requestAnimationFrame.bind(window)
  nativeRaf = raf
  window.requestAnimationFrame = (cb) => raf(timed(cb))
  const timeout = window.setTimeout.bind(window)
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
    typeof handler === 'function'
      ? timeout(timed(handler as (...a: unknown[]) => unknown), ms, ...rest)
      : timeout(handler, ms, ...rest)) as typeof window.setTimeout

  const draw = Konva.Layer.prototype.draw
  Konva.Layer.prototype.draw = function timedDraw(this: Konva.Layer) {
    const start = performance.now()
    const out = draw.call(this)
    if (this.getCanvas().width > 0) this.getCanvas().getContext()._context.getImageData(0, 0, 1, 1)
    const i = this.getZIndex()
    const ms = performance.now() - start
    byLayer[i] = (byLayer[i] ?? 0) + ms
    frameLayers[i] = (frameLayers[i] ?? 0) + ms
    return out
  }
}

export interface FrameRun {
  /** Per step: input handling plus every timed callback before the next step, ms. */
  work: number[]
  /** requestAnimationFrame timestamps between steps, ms (the page's frame pacing). */
  intervals: number[]
  /** Mean draw time per frame of each layer (board, tokens, fog, overlay), ms. */
  layers: number[]
  /** Mean input handling per frame, ms. */
  input: number
  /** Per step: the draw time of each layer, ms (where a slow frame's time went). */
  frameLayers: number[][]
}

/** Run `steps` animation frames, calling `step(i)` in each, and time what each one cost. */
export function runFrames(
  steps: number,
  step: (i: number) => void | Promise<void>,
): Promise<FrameRun> {
  const run: FrameRun = { work: [], intervals: [], layers: [], input: 0, frameLayers: [] }
  byLayer = []
  let inputTotal = 0
  return new Promise((resolve, reject) => {
    let inputMs = 0
    let last = 0
    let i = 0
    const tick = async (now: number) => {
      try {
        if (i > 0) {
          run.work.push(inputMs + busy)
          run.intervals.push(now - last)
          run.frameLayers.push(Array.from(frameLayers, (v) => v ?? 0))
        }
        last = now
        if (i === steps) {
          run.layers = Array.from(byLayer, (v) => (v ?? 0) / steps)
          run.input = inputTotal / steps
          resolve(run)
          return
        }
        busy = 0
        frameLayers = []
        const start = performance.now()
        await step(i)
        // Let Vue apply the props the step changed; vue-konva then batches the layer draws,
        // which therefore run in the next frame ahead of this loop's own callback.
        await nextTick()
        inputMs = performance.now() - start
        inputTotal += inputMs
        i++
        // Untimed: this loop's own callback is the input, counted above.
        nativeRaf(tick)
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)))
      }
    }
    nativeRaf(tick)
  })
}

/** Wait for `n` animation frames. */
export async function settleFrames(n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => nativeRaf(r))
}
