/**
 * Two fingers on a phone's map zoom it about the point between them (one finger pans: the map's
 * stage is draggable). A pinch stops the one-finger pan it began as, so the two do not fight.
 */
import Konva from 'konva'
import { onBeforeUnmount, watch, type Ref } from 'vue'

interface Options {
  /** The element the map is in. */
  el: Ref<HTMLElement | null>
  /** Whether pinching is on (a touch screen's players' page). */
  enabled: () => boolean
  /** Zoom by `factor` keeping the point at `anchor` (container pixels) still. */
  zoomAt: (factor: number, anchor: { x: number; y: number }) => void
}

type Pair = { distance: number }

export function pinchDistance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

export function usePinchZoom(o: Options) {
  let last: Pair | null = null
  const points = (e: TouchEvent, el: HTMLElement) => {
    const box = el.getBoundingClientRect()
    return [...e.touches]
      .slice(0, 2)
      .map((t) => ({ x: t.clientX - box.left, y: t.clientY - box.top }))
  }
  const stageIn = (el: HTMLElement) => Konva.stages.find((s) => el.contains(s.container()))

  function move(e: TouchEvent): void {
    const el = o.el.value
    if (!el || !o.enabled() || e.touches.length < 2) {
      last = null
      return
    }
    e.preventDefault()
    const [a, b] = points(e, el) as [{ x: number; y: number }, { x: number; y: number }]
    const stage = stageIn(el)
    if (stage?.isDragging()) stage.stopDrag()
    const distance = pinchDistance(a, b)
    if (last && last.distance > 0 && distance > 0) {
      const factor = Math.min(2, Math.max(0.5, distance / last.distance))
      o.zoomAt(factor, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
    }
    last = { distance }
  }
  const end = (e: TouchEvent) => {
    if (e.touches.length < 2) last = null
  }

  let bound: HTMLElement | null = null
  const unbind = () => {
    bound?.removeEventListener('touchmove', move)
    bound?.removeEventListener('touchend', end)
    bound?.removeEventListener('touchcancel', end)
    bound = null
  }
  watch(
    o.el,
    (el) => {
      unbind()
      if (!el) return
      el.addEventListener('touchmove', move, { passive: false })
      el.addEventListener('touchend', end)
      el.addEventListener('touchcancel', end)
      bound = el
    },
    { immediate: true },
  )
  onBeforeUnmount(unbind)
}
