/**
 * When the players' screen shows its curtain. Lowering it is a blackout, at once. Raising it is
 * the reveal: the view already holds the map (it came in the same patch that raised the curtain)
 * and the map is mounted beneath at once; the curtain stays opaque only until that map is wholly
 * drawn, its picture in, its fog and its tokens (at most `HOLD_MAX_MS`), then fades away: the
 * fade is a CSS opacity transition the compositor runs, and the players never watch a half-drawn
 * board appear. The tokens' sprites (bitmaps the token layer is redrawn from) are drawn all at
 * once as soon as the tokens are there, while the picture still decodes off the main thread:
 * drawn later, a little each frame, every frame until then would draw 300 tokens the slow way.
 */
import { nextTick, ref, watch, type Ref } from 'vue'

/** The longest the curtain waits for the map's first whole paint before it lifts anyway. */
export const HOLD_MAX_MS = 1500

export interface DrawnProbe {
  /** Resolves once the map is wholly drawn, its background in (BoardMap's `whenBackground`). */
  whenBackground(): Promise<number>
  /** Resolves once the token sprites are all drawn; `hurry`: draw the rest in one go. */
  whenSprites?(hurry?: boolean): Promise<void>
}

/** The longest the curtain then waits for the token sprites. */
export const SPRITES_MAX_MS = 500

/**
 * Resolves after the next animation frame: the layers whose draws were batched (the tokens',
 * mounted with the map) have drawn by then, in the frame that drew the map or in this one.
 */
export function nextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

export function useCurtainReveal(
  down: Ref<boolean>,
  map: () => DrawnProbe | null,
  hold = HOLD_MAX_MS,
  drawn: () => Promise<void> = nextFrame,
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
      // Nobody sees the map yet: its sprites in one go, now, beside the picture's decoding.
      const sprites = probe.whenSprites?.(true)
      // The picture may be slow to come (or never): the hold bounds that wait.
      await Promise.race([probe.whenBackground(), timeout(hold)])
      // Tokens mounted with the map since are hurried too, and the last of them waited for.
      if (mine === raise && sprites)
        await Promise.race([probe.whenSprites?.(true), timeout(SPRITES_MAX_MS)])
      if (mine === raise) await drawn()
    }
    // Lowered again meanwhile: that later change decides.
    if (mine === raise) shown.value = false
  })
  return shown
}
