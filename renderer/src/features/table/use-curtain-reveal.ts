/**
 * When the players' screen shows its curtain. Lowering it is a blackout, at once. Raising it is
 * the reveal: the view already holds the map (it came in the same patch that raised the curtain)
 * and the map is mounted beneath at once; the curtain stays opaque only until that map has
 * painted (at most `HOLD_MAX_MS`), its token sprites are drawn (all at once, since nobody sees
 * them yet) and the page has gone quiet (at most `SETTLE_MAX_MS` more), then fades away: the
 * fade is a CSS opacity transition the compositor runs, its frames draw nothing of the map, and
 * the players never watch a half-drawn board appear.
 */
import { nextTick, ref, watch, type Ref } from 'vue'

/** The longest the curtain waits for the map's first paint before it lifts anyway. */
export const HOLD_MAX_MS = 1500

export interface DrawnProbe {
  /** Resolves once the map is wholly drawn, its background in (BoardMap's `whenBackground`). */
  whenBackground(): Promise<number>
  /** Resolves once the token sprites are all drawn; `hurry`: draw the rest in one go. */
  whenSprites?(hurry?: boolean): Promise<void>
}

/** The longest it then waits for the token sprites and a quiet page. */
export const SETTLE_MAX_MS = 1000

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
  const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
  watch(down, async (isDown) => {
    raise += 1
    if (isDown) {
      shown.value = true
      return
    }
    const mine = raise
    await nextTick()
    const probe = map()
    if (probe) {
      // The picture may be slow to come (or never): the hold bounds that wait.
      await Promise.race([probe.whenBackground(), timeout(hold)])
      // Then the token sprites, all in one frame (nobody sees the map yet), and a quiet page:
      // the fade must not share its frames with the map's own drawing.
      if (mine === raise)
        await Promise.race([
          Promise.resolve(probe.whenSprites?.(true)).then(quiet),
          timeout(SETTLE_MAX_MS),
        ])
    }
    // Lowered again meanwhile: that later change decides.
    if (mine === raise) shown.value = false
  })
  return shown
}
