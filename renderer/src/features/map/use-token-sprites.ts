/**
 * Tokens drawn from bitmaps. Each token's Konva group (disc, shadow, initials, name label) is
 * cached as one small bitmap at the zoom labels are sized for (Konva's node cache), so redrawing
 * the token layer for a pan or a drag is one drawImage per token instead of shadows, paths and
 * text. The nodes stay real: events, dragging and the hit graph work as before (the hit graph is
 * built from the nodes' own hit shapes, so labels stay click-through).
 *
 * A TokenNode draws only from its props, so a sprite is refreshed when those change: the token
 * record (replaced on every change), selection, label size or orientation. Refreshes are spread
 * over frames, tokens in view first, within a time budget.
 */
import type Konva from 'konva'
import { onBeforeUnmount, watch } from 'vue'
import type { MapToken } from './TokenNode.vue'

interface Options {
  layer: () => Konva.Layer | null
  tokens: () => readonly MapToken[]
  selectedId: () => string | null | undefined
  labelSize: () => number
  /** Where a token's label is and what it says ('' for none): a moved label redraws the sprite. */
  labelKey: (id: string) => string
  /** The labels' layout, watched so a change elsewhere on the map re-checks every token. */
  labels: () => unknown
  orientation: () => string
  /** Zoom the sprites are drawn for (map units to CSS px): the labels' resting zoom. */
  scale: () => number
  /** Time per frame to spend drawing sprites, ms. */
  budgetMs: () => number
}

interface Drawn {
  token: MapToken
  selected: boolean
  labelSize: number
  labelKey: string
  orientation: string
  pixelRatio: number
}

export function useTokenSprites(o: Options) {
  const drawn = new Map<string, Drawn>()
  let queue: string[] = []
  let frame = 0
  let disposed = false
  /** Draw every stale sprite in the next frame, whatever the budget (nobody is watching). */
  let hurried = false
  const settledWaiters: (() => void)[] = []
  const settledNow = () => {
    if (queue.length || frame) return
    hurried = false
    for (const w of settledWaiters.splice(0)) w()
  }

  function wanted(t: MapToken, pixelRatio: number): Drawn {
    return {
      token: t,
      selected: o.selectedId() === t.id,
      labelSize: o.labelSize(),
      labelKey: o.labelKey(t.id),
      orientation: o.orientation(),
      pixelRatio,
    }
  }

  const same = (a: Drawn | undefined, b: Drawn) =>
    !!a &&
    a.token === b.token &&
    a.selected === b.selected &&
    a.labelSize === b.labelSize &&
    a.labelKey === b.labelKey &&
    a.orientation === b.orientation &&
    a.pixelRatio === b.pixelRatio

  function groups(layer: Konva.Layer): Map<string, Konva.Group> {
    const out = new Map<string, Konva.Group>()
    for (const n of layer.find('.token')) out.set(n.id().replace(/^token-/, ''), n as Konva.Group)
    return out
  }

  /** Cache `ids` (the ones still stale), those on screen first, until the budget is spent. */
  function work(): void {
    frame = 0
    const layer = o.layer()
    if (!layer || disposed) return
    const stage = layer.getStage()
    const nodes = groups(layer)
    const pr = layer.getCanvas().getPixelRatio() * o.scale()
    const box = { x: 0, y: 0, width: stage?.width() ?? 0, height: stage?.height() ?? 0 }
    const onScreen = (g: Konva.Group) => {
      const p = g.getAbsolutePosition()
      return (
        p.x > box.x - 200 && p.x < box.width + 200 && p.y > box.y - 200 && p.y < box.height + 200
      )
    }
    const pending = queue
      .map((id) => ({ id, node: nodes.get(id) }))
      .filter((e): e is { id: string; node: Konva.Group } => !!e.node && e.node.isVisible())
      .sort((a, b) => Number(onScreen(b.node)) - Number(onScreen(a.node)))
    const start = performance.now()
    const budget = hurried ? Infinity : o.budgetMs()
    const tokens = new Map(o.tokens().map((t) => [t.id, t]))
    let i = 0
    for (; i < pending.length && performance.now() - start < budget; i++) {
      const { id, node } = pending[i] as { id: string; node: Konva.Group }
      const t = tokens.get(id)
      if (!t) continue
      // A dragged token keeps its sprite: re-caching under the pointer would not change a thing.
      if (node.isDragging()) continue
      node.clearCache()
      node.cache({ pixelRatio: pr, hitCanvasPixelRatio: Math.min(1, pr), offset: 2 })
      drawn.set(id, wanted(t, pr))
    }
    queue = pending.slice(i).map((e) => e.id)
    if (queue.length) frame = requestAnimationFrame(work)
    else settledNow()
  }

  function refresh(): void {
    const layer = o.layer()
    if (!layer) return
    const pr = layer.getCanvas().getPixelRatio() * o.scale()
    const ids = new Set<string>()
    let nodes: Map<string, Konva.Group> | null = null
    for (const t of o.tokens()) {
      ids.add(t.id)
      const now = wanted(t, pr)
      const was = drawn.get(t.id)
      if (same(was, now)) continue
      queue.push(t.id)
      // A token that looks different now (moved, renamed, selected, its label moved) drops its sprite at once,
      // so this frame draws the node itself; one that only needs a sharper sprite for a new
      // zoom keeps the old one, scaled, until it is redrawn.
      if (
        was &&
        (was.token !== t || was.selected !== now.selected || was.labelKey !== now.labelKey)
      ) {
        nodes ??= groups(layer)
        nodes.get(t.id)?.clearCache()
        drawn.delete(t.id)
      }
    }
    for (const id of drawn.keys()) if (!ids.has(id)) drawn.delete(id)
    queue = [...new Set(queue)]
    // Next frame: nodes of newly mounted tokens join the layer only after this watcher runs.
    if (queue.length && !frame) frame = requestAnimationFrame(work)
  }

  // After Vue has applied the props to the nodes ('post'), so a sprite shows the new look.
  watch(
    () => [o.tokens(), o.selectedId(), o.labelSize(), o.labels(), o.orientation(), o.scale()],
    refresh,
    { flush: 'post' },
  )

  onBeforeUnmount(() => {
    disposed = true
    if (frame) cancelAnimationFrame(frame)
    frame = 0
    queue = []
    settledNow()
  })

  return {
    refresh,
    /**
     * Draw every stale sprite now, whatever the budget: for tokens just mounted, so that their
     * first draw is already from their sprites.
     */
    drawNow(): void {
      if (!queue.length || disposed) return
      if (frame) cancelAnimationFrame(frame)
      hurried = true
      work()
    },
    /**
     * Resolves once every sprite is drawn (nothing left in the queue). `hurry`: draw all that
     * remain in the next frame at once, for a map nobody sees yet (behind the players' curtain),
     * so the layer is redrawn once instead of once per frame's share.
     */
    settled(hurry = false): Promise<void> {
      if (!queue.length && !frame) return Promise.resolve()
      if (hurry) hurried = true
      return new Promise((resolve) => settledWaiters.push(resolve))
    },
  }
}
