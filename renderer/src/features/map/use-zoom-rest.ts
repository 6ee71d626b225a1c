/**
 * When a zoom gesture is under way and when it has rested, for what is too costly to redo on
 * every frame of a zoom: the tokens' hit graph, their sprites, and their label layout.
 */
import { onBeforeUnmount, ref, watch } from 'vue'

/** How long the zoom must stay put to count as resting, ms. */
const REST_MS = 160

export function useZoomRest(scale: () => number) {
  /** A zoom gesture is under way. */
  const zooming = ref(false)
  /** The zoom once the last gesture rested. */
  const restScale = ref(1)
  /**
   * The zoom labels are sized for: the resting zoom, once it is a quarter or more away from the
   * last one (text at 80% to 125% of its size reads fine, and re-laying out hundreds of labels
   * costs more than a frame).
   */
  const labelScale = ref(1)
  let timer: ReturnType<typeof setTimeout> | null = null

  watch(scale, (s) => {
    if (timer) clearTimeout(timer)
    // Already taken as rested (a fit): nothing is under way.
    if (s === restScale.value) {
      zooming.value = false
      return
    }
    zooming.value = true
    timer = setTimeout(() => {
      zooming.value = false
      restScale.value = s
      const r = s / labelScale.value
      if (r < 0.8 || r > 1.25) labelScale.value = s
    }, REST_MS)
  })
  onBeforeUnmount(() => {
    if (timer) clearTimeout(timer)
  })

  return {
    zooming,
    restScale,
    labelScale,
    /** Take `s` as rested at once (a fit, say). */
    rest(s: number): void {
      restScale.value = s
      labelScale.value = s
    },
  }
}
