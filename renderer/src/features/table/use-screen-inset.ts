/**
 * Where the players' map box sits on the players' screen: the screen's own size (the page, in
 * its turned frame) and the box's top-left on it. The table's view is placed on the whole screen
 * with it, so an initiative strip above the map covers its top instead of moving the table's
 * centre: the GM's TV frame and thumbnail, which know the screen and not the strip, then match.
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import type { Point, Size } from '../../../../shared/play/table'

export function useScreenInset(page: Ref<HTMLElement | null>, box: Ref<HTMLElement | null>) {
  const inset = ref<{ screen: Size; inset: Point } | null>(null)
  let observer: ResizeObserver | null = null
  function measure(): void {
    const p = page.value
    const b = box.value
    if (!p || !b) return
    const next = {
      screen: { width: p.offsetWidth, height: p.offsetHeight },
      inset: { x: b.offsetLeft, y: b.offsetTop },
    }
    if (JSON.stringify(next) !== JSON.stringify(inset.value)) inset.value = next
  }
  onMounted(() => {
    measure()
    observer = new ResizeObserver(measure)
    if (page.value) observer.observe(page.value)
    if (box.value) observer.observe(box.value)
  })
  onBeforeUnmount(() => observer?.disconnect())
  return inset
}
