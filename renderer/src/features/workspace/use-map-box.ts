/**
 * Where the map's area stands in the window, as CSS variables on the workspace: notices and the
 * floating roll dialog sit over the map, never over the tracker or the side column's controls.
 */
import { computed, onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

export interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

/** The variables for a box measured in a window `width` × `height` wide. */
export function mapBoxVars(box: Box, width: number, height: number): Record<string, string> {
  return {
    '--map-left': `${Math.round(box.left)}px`,
    '--map-right': `${Math.max(0, Math.round(width - box.right))}px`,
    '--map-top': `${Math.round(box.top)}px`,
    '--map-bottom': `${Math.max(0, Math.round(height - box.bottom))}px`,
  }
}

export function useMapBox(area: Ref<HTMLElement | null>) {
  const box = ref<Box | null>(null)
  let observer: ResizeObserver | null = null
  function measure(): void {
    const r = area.value?.getBoundingClientRect()
    if (r && r.width > 0) box.value = { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
  }
  onMounted(() => {
    measure()
    window.addEventListener('resize', measure)
    if (typeof ResizeObserver === 'undefined' || !area.value) return
    observer = new ResizeObserver(measure)
    observer.observe(area.value)
  })
  onBeforeUnmount(() => {
    observer?.disconnect()
    window.removeEventListener('resize', measure)
  })
  return computed(() =>
    box.value ? mapBoxVars(box.value, window.innerWidth, window.innerHeight) : {},
  )
}
