/**
 * When the players' screen shows its curtain. Lowering it is a blackout, at once. Raising it is
 * the reveal: the view already holds the map (it came in the same patch that raised the curtain)
 * and the map is mounted beneath at once; the curtain stays opaque only until that map's fog is
 * wholly drawn, then fades away (a CSS opacity transition the compositor runs, 0.8 s). The fade
 * is started in the task that drew the fog: the fog's canvas and the curtain's new style reach
 * the screen in the same frame (a canvas's drawing is shown with the frame after it, as a style
 * change is), and that frame is the fade's first, still opaque, so the fog is on screen before
 * the curtain is anything but opaque. Waiting a frame more only held the curtain a frame longer.
 * The rest of the map fills in under the fading curtain: the picture when it has decoded, the
 * tokens a few a frame, their sprites: the players may watch the board appear, but never
 * anything the fog hides.
 *
 * The fog is what must be whole: it is the players' only cover for what they may not see. It is
 * opaque and drawn above the board and the tokens, and the players' map paints all of it at once
 * (never a tile at a time), so once it has drawn, whatever comes beneath it later (the picture
 * painted into the board, a token) can show only where the fog is lifted. The curtain therefore
 * has no time bound on that wait: lifting over a map whose fog has not drawn could show what it
 * hides for a frame, and the fog is drawn from what is already here (nothing is fetched).
 */
import { nextTick, ref, watch, type Ref } from 'vue'

export interface DrawnProbe {
  /** Resolves once the map's fog is wholly drawn, or its first draw without fog (BoardMap's). */
  whenFogDrawn(): Promise<number>
}

export function useCurtainReveal(down: Ref<boolean>, map: () => DrawnProbe | null): Ref<boolean> {
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
    if (probe) await probe.whenFogDrawn()
    // Lowered again meanwhile: that later change decides.
    if (mine === raise) shown.value = false
  })
  return shown
}
