/**
 * When the players' screen shows its curtain. Lowering it is a blackout, at once. Raising it is
 * the reveal: the view already holds the map (it came in the same patch that raised the curtain)
 * and the map is mounted beneath at once; the curtain stays opaque only until that map has
 * painted and the page has gone quiet (its token sprites and labels are filled in over a few
 * frames), at most `HOLD_MAX_MS`, then fades away: the fade's frames then draw little but the
 * fade, and the players never watch a half-drawn board appear.
 */
import { nextTick, ref, watch, type Ref } from 'vue'

/** The longest the curtain waits for the map's first paint before it lifts anyway. */
export const HOLD_MAX_MS = 1500

export interface DrawnProbe {
  /** Resolves once the map is wholly drawn, its background in (HexMap's `whenBackground`). */
  whenBackground(): Promise<number>
}

/** A frame this close to the last one means the page had no long task between them. */
const QUIET_FRAME_MS = 20
const QUIET_FRAMES = 3

/** Resolves after `QUIET_FRAMES` animation frames in a row each came within `QUIET_FRAME_MS`. */
export function pageQuiet(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    let last = -Infinity
    let calm = 0
    const tick = (now: number) => {
      calm = now - last <= QUIET_FRAME_MS ? calm + 1 : 0
      last = now
      if (calm >= QUIET_FRAMES) resolve()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}

export function useCurtainReveal(
  down: Ref<boolean>,
  map: () => DrawnProbe | null,
  hold = HOLD_MAX_MS,
  quiet: () => Promise<void> = pageQuiet,
): Ref<boolean> {
  const shown = ref(down.value)
  let raise = 0
  watch(down, async (isDown) => {
    raise += 1
    if (isDown) {
      shown.value = true
      return
    }
    const mine = raise
    await nextTick()
    const probe = map()
    if (probe)
      await Promise.race([
        probe.whenBackground().then(quiet),
        new Promise((resolve) => setTimeout(resolve, hold)),
      ])
    // Lowered again meanwhile: that later change decides.
    if (mine === raise) shown.value = false
  })
  return shown
}
