/**
 * The tokens a map mounts, all at once or a few a frame. The players' map brings its tokens in
 * after its fog has drawn, a few each frame: the curtain lifts as soon as the fog is whole
 * (use-curtain-reveal.ts), and three hundred tokens mounted at once would hold that frame, or
 * the fade's first, for a long task. The fog is above the tokens, so a token arriving under it
 * stays hidden.
 */
import { computed, nextTick, onBeforeUnmount, ref } from 'vue'
import type { MapToken } from './TokenNode.vue'

/**
 * Main-thread time per frame to aim at for mounting tokens and drawing their sprites, ms: the
 * same frame also redraws the tokens' layer, and the players watch these frames fade in (at 8 ms
 * a frame's work reached 16-18 ms at p95 on two cores; the last token comes a little later).
 */
const MOUNT_BUDGET_MS = 5
/** Tokens a frame, at the least: each step also re-renders the list, a cost of its own. */
const MIN_STEP = 3
/**
 * Frames left alone after `after`: the curtain lifts in the first, and its fade starts only once
 * the main thread has delivered that frame and the next (its style, then the compositor's start).
 */
const QUIET_FRAMES = 5

/**
 * `tokens`: all of them; `after`: when to start bringing them in (null: all of them at once);
 * `mounted`: called once each few have mounted, to draw their sprites before the layer first
 * draws them (so it never draws a pile of them the slow way).
 * The shown list is the same array once every token is in.
 */
export function useArrivingTokens(
  tokens: () => readonly MapToken[],
  after: Promise<unknown> | null,
  mounted: () => void = () => {},
) {
  const count = ref(after ? 0 : Infinity)
  let step = 10
  let frame = 0
  let gone = false

  function grow(): void {
    frame = 0
    if (gone) return
    const t0 = performance.now()
    count.value += step
    // Vue mounts the new ones in its next flush: time that and their sprites, and fit the next
    // step to the budget.
    void nextTick(() => {
      if (gone) return
      mounted()
      const perToken = (performance.now() - t0) / step
      step = Math.round(Math.min(100, Math.max(MIN_STEP, MOUNT_BUDGET_MS / perToken)))
      if (count.value >= tokens().length) count.value = Infinity
      else frame = requestAnimationFrame(grow)
    })
  }
  function wait(frames: number): void {
    frame = requestAnimationFrame(() => (frames > 1 ? wait(frames - 1) : grow()))
  }
  void after?.then(() => {
    if (!gone) wait(QUIET_FRAMES)
  })
  onBeforeUnmount(() => {
    gone = true
    if (frame) cancelAnimationFrame(frame)
  })

  return {
    /** The tokens mounted so far. */
    shown: computed(() => {
      const all = tokens()
      return count.value >= all.length ? all : all.slice(0, count.value)
    }),
    /** Some are still to come. */
    arriving: computed(() => count.value !== Infinity),
  }
}
