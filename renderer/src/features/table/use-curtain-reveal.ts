/**
 * When the players' screen shows its curtain. Lowering it is a blackout, at once. Raising it is
 * the reveal: the view already holds the map (it came in the same patch that raised the curtain)
 * and the map is mounted beneath at once; the curtain stays opaque only until that map has first
 * painted (at most `HOLD_MAX_MS`), then fades away, so the fade's frames draw nothing but the
 * fade and the players never watch a half-drawn board appear.
 */
import { nextTick, ref, watch, type Ref } from 'vue'

/** The longest the curtain waits for the map's first paint before it lifts anyway. */
export const HOLD_MAX_MS = 1500

export interface DrawnProbe {
  /** Resolves once the map is wholly drawn, its background in (HexMap's `whenBackground`). */
  whenBackground(): Promise<number>
}

export function useCurtainReveal(
  down: Ref<boolean>,
  map: () => DrawnProbe | null,
  hold = HOLD_MAX_MS,
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
        probe.whenBackground(),
        new Promise((resolve) => setTimeout(resolve, hold)),
      ])
    // Lowered again meanwhile: that later change decides.
    if (mine === raise) shown.value = false
  })
  return shown
}
