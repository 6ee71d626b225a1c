/**
 * Which of the toolbar's less-used buttons move into its "More" menu so the rest fits on one
 * line. The toolbar measures itself (a ResizeObserver); the choice is a pure function of widths.
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

export interface Measured {
  id: string
  width: number
}

/**
 * The ids to move into the menu. `items` are the movable buttons, the first to move first;
 * `fixed` is the width of everything that always stays (gaps included); `gap` the space each
 * shown item adds beside its width; `more` the width the menu's own button takes once needed.
 */
export function chooseOverflow(
  items: readonly Measured[],
  fixed: number,
  available: number,
  gap: number,
  more: number,
): string[] {
  const all = items.reduce((s, i) => s + i.width + gap, fixed)
  if (all <= available) return []
  let need = all + more + gap
  const out: string[] = []
  for (const i of items) {
    if (need <= available) break
    out.push(i.id)
    need -= i.width + gap
  }
  return out
}

/**
 * Watch `bar` and keep `moved` (the ids in the menu) so the bar fits. Movable children carry
 * `data-ov="<id>"`, the menu's button `data-ov-more`, a flexible filler `data-ov-spacer`; a moved
 * button keeps the width it had when last shown. `order`: the ids, the first to move first.
 * A resize of the bar or a change inside it measures again.
 */
export function useToolbarOverflow(bar: Ref<HTMLElement | null>, order: () => readonly string[]) {
  const moved = ref<string[]>([])
  const widths = new Map<string, number>()
  let moreWidth = 70
  let observer: ResizeObserver | null = null
  let mutations: MutationObserver | null = null
  let frame = 0

  function measure(): void {
    const el = bar.value
    if (!el) return
    const style = getComputedStyle(el)
    const gap = parseFloat(style.columnGap) || 0
    const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0)
    let fixed = 0
    let shown = 0
    for (const child of Array.from(el.children) as HTMLElement[]) {
      // What it takes unshrunk: a label that ellipsizes gives way only once all else is in More.
      const cap = parseFloat(getComputedStyle(child).maxWidth) || Infinity
      const w = Math.max(child.getBoundingClientRect().width, Math.min(child.scrollWidth, cap))
      if (child.dataset.ovSpacer !== undefined) continue
      if (child.dataset.ovMore !== undefined) {
        moreWidth = w || moreWidth
        continue
      }
      const id = child.dataset.ov
      if (id) widths.set(id, w)
      else fixed += w
      shown += 1
    }
    // A gap beside each child that stays (the spacer's included: one more than between them).
    const fixedCount = shown - order().filter((id) => !moved.value.includes(id)).length
    fixed += fixedCount * gap
    const items = order().map((id) => ({ id, width: widths.get(id) ?? 0 }))
    const next = chooseOverflow(items, fixed, el.clientWidth - padding, gap, moreWidth)
    if (next.join() !== moved.value.join()) moved.value = next
  }

  function schedule(): void {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(measure)
  }

  onMounted(() => {
    measure()
    // Web fonts change every width once loaded.
    void document.fonts?.ready.then(schedule)
    if (!bar.value) return
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(schedule)
      observer.observe(bar.value)
    }
    // A label that changes (Saving…, the rest clock, a map's name) changes what fits.
    if (typeof MutationObserver !== 'undefined') {
      mutations = new MutationObserver(schedule)
      mutations.observe(bar.value, { childList: true, subtree: true, characterData: true })
    }
  })
  onBeforeUnmount(() => {
    observer?.disconnect()
    mutations?.disconnect()
    cancelAnimationFrame(frame)
  })
  return { moved, measure: schedule }
}
