/**
 * The hover card's timing: it appears once the pointer has rested for a moment over the map, and
 * goes as soon as it moves on, a gesture starts or the map moves. A mousemove only restarts a
 * timer (no Vue update), so moving the pointer re-renders nothing.
 */
import { onBeforeUnmount, shallowRef } from 'vue'
import type { HoverSection } from '../../board/hover-card'

export interface HoverShown {
  sections: HoverSection[]
  /** Where the pointer rested, in the map container's CSS pixels. */
  x: number
  y: number
}

interface Options {
  /** The pointer in container pixels, or null when it is not over the map. */
  pointer: () => { x: number; y: number } | null
  /** True while something else owns the pointer: a drag, a pan, a tool gesture, a zoom. */
  busy: () => boolean
  /** The card's sections for a container point (empty: nothing worth saying). */
  read: (p: { x: number; y: number }) => HoverSection[]
  delayMs?: number
}

export function useMapHover(o: Options) {
  const shown = shallowRef<HoverShown | null>(null)
  let timer: ReturnType<typeof setTimeout> | null = null

  function hide(): void {
    if (timer) clearTimeout(timer)
    timer = null
    if (shown.value) shown.value = null
  }

  function fire(): void {
    timer = null
    const p = o.pointer()
    if (!p || o.busy()) return
    const sections = o.read(p)
    shown.value = sections.length ? { sections, x: p.x, y: p.y } : null
  }

  /** On every pointer move: the card goes once the pointer leaves where it was shown. */
  function moved(): void {
    const p = o.pointer()
    const s = shown.value
    if (s && p && Math.hypot(p.x - s.x, p.y - s.y) > 6) shown.value = null
    if (timer) clearTimeout(timer)
    timer = null
    if (!p || o.busy()) {
      if (shown.value) shown.value = null
      return
    }
    timer = setTimeout(fire, o.delayMs ?? 250)
  }

  onBeforeUnmount(() => {
    if (timer) clearTimeout(timer)
  })

  return { shown, moved, hide }
}
