/**
 * Dragging a token on the GM's map: the hex it would drop on, and the move's plan as the
 * campaign's ruleset prices it (path, cost against speed, band), or why it cannot end there.
 * Shift drags freely (a reposition, not a move). Nothing here moves anything: the drop is emitted.
 */
import { playsOn } from '../../board/zones'
import { cellInRect } from '../../../../shared/geometry/layout'
import type Konva from 'konva'
import { computed, shallowRef } from 'vue'
import { type Hex } from '../../../../shared/geometry/hex'
import type { Campaign, MapDef, Token } from '../../../../shared/model'
import { moverWithSpeed, type MovePlan, type Ruleset } from '../../../../shared/rules'
import { cellAt } from '../../board/geometry'
import type { LayerMap } from '../../board/layers'
import { dragPathConfig, hexOutlineConfig } from '../../board/overlay-configs'
import type { Pt } from '../../../../shared/geometry/gridless'
import {
  gridlessDragState,
  gridlessPathConfig,
  viaOf,
  type GridlessDragState,
} from '../../board/gridless-drag'
import { isGridlessLayer, mapToInch } from '../../board/gridless-paint'
import type { MapToken } from './TokenNode.vue'

interface Options {
  map: () => LayerMap
  tokens: () => readonly MapToken[]
  ruleset: () => Ruleset | null | undefined
  options: () => unknown
  /** The campaign, for a token linked to a sheet: it moves at the sheet's speed. */
  campaign?: () => Campaign | null
  scale: () => number
  selectedId: () => string | null | undefined
  select: (id: string) => void
  /** `via`: on a gridless table, the bends of the drawn path (none: straight). */
  drop: (tokenId: string, to: Hex, node: Konva.Node, free: boolean, via?: Hex[]) => void
  /** The drag started or moved (the hover card hides). */
  moved: () => void
}

export function useTokenDrag(o: Options) {
  const dropHex = shallowRef<Hex | null>(null)
  /** The move being dragged and its cost (GM only); no plan for a ruleset without movement. */
  const dragPlan = shallowRef<{ plan: MovePlan; free: boolean; crowded?: string | null } | null>(
    null,
  )
  const hexOf = (node: Konva.Node) => cellAt(node.position(), o.map().orientation)

  // A gridless table measures the path as drawn: the pointer's trail and its price.
  let trail: Pt[] = []
  const drawn = shallowRef<GridlessDragState | null>(null)
  const straightKey = (e: Konva.KonvaEventObject<DragEvent>) =>
    e.evt?.altKey === true || e.evt?.ctrlKey === true
  function onGridlessMove(t: MapToken, e: Konva.KonvaEventObject<DragEvent>): void {
    const at = mapToInch(e.target.position())
    const last = trail[trail.length - 1]
    if (!last || Math.hypot(at.x - last.x, at.y - last.y) >= 0.1) trail.push(at)
    const h = hexOf(e.target)
    dropHex.value = h
    const free = e.evt?.shiftKey === true
    const via = viaOf(trail, t.hex, h, free || straightKey(e))
    const mover = moverWithSpeed(o.ruleset(), t, o.campaign?.())
    drawn.value = gridlessDragState(
      o.ruleset(),
      o.map(),
      mover,
      h,
      via,
      o.options(),
      o.tokens(),
      free,
    )
  }

  /**
   * Any drag on the stage starting (a token's bubbles up, or a pan): the hover card hides, and a
   * drag's trail is its own, so one that ended without a drop (a node redrawn mid-drag) is gone.
   */
  function onDragStart(): void {
    o.moved()
    trail = []
    drawn.value = null
  }

  function onDragMove(t: MapToken, e: Konva.KonvaEventObject<DragEvent>): void {
    o.moved()
    if (isGridlessLayer(o.map())) {
      if (o.selectedId() !== t.id) o.select(t.id)
      onGridlessMove(t, e)
      return
    }
    const h = hexOf(e.target)
    const free = e.evt?.shiftKey === true
    // Dragging a token selects it, so its move and Dash bands show while it is carried.
    if (o.selectedId() !== t.id) o.select(t.id)
    const prev = dropHex.value
    if (prev && prev.q === h.q && prev.r === h.r && dragPlan.value?.free === free) return
    dropHex.value = h
    const ruleset = o.ruleset()
    const movement = ruleset?.movement
    // A ruleset prices moves only on its own kind of board: elsewhere the drag is a plain one.
    if (!movement || !playsOn(ruleset, o.map())) {
      dragPlan.value = null
      return
    }
    const token = moverWithSpeed(ruleset, t as unknown as Token, o.campaign?.())
    const others = o.tokens() as unknown as Token[]
    const plan = movement.planMove(o.map() as unknown as MapDef, token, h, o.options(), others)
    // Main refuses a move that ends where there is no room; say so before the drop.
    const crowded =
      !free &&
      plan.band !== 'blocked' &&
      plan.band !== 'too-far' &&
      (h.q !== t.hex.q || h.r !== t.hex.r)
        ? movement.roomProblem(others, token, h, (o.map() as unknown as MapDef).kind)
        : null
    dragPlan.value = { plan, free, crowded }
  }

  function onDragEnd(t: MapToken, e: Konva.KonvaEventObject<DragEvent>): void {
    e.cancelBubble = true
    dropHex.value = null
    dragPlan.value = null
    if (isGridlessLayer(o.map())) {
      const to = hexOf(e.target)
      const free = e.evt?.shiftKey === true
      const via = viaOf(trail, t.hex, to, free || straightKey(e))
      trail = []
      drawn.value = null
      o.drop(t.id, to, e.target, free, via)
      return
    }
    o.drop(t.id, hexOf(e.target), e.target, e.evt?.shiftKey === true)
  }

  const dropConfig = computed(() => {
    const h = dropHex.value
    if (!h || drawn.value) return null
    const m = o.map()
    return hexOutlineConfig(h, cellInRect(h, m.cols, m.rows, m.orientation), m.orientation)
  })
  // Only a drag reads the camera, so that a zoom with nothing on the overlay re-renders nothing.
  const pathConfig = computed(() =>
    drawn.value
      ? gridlessPathConfig(drawn.value, o.scale())
      : dragPlan.value
        ? dragPathConfig(dragPlan.value, o.map().orientation, o.scale(), o.ruleset()?.unit)
        : null,
  )

  return { drawn, dropHex, dragPlan, dropConfig, pathConfig, onDragStart, onDragMove, onDragEnd }
}
