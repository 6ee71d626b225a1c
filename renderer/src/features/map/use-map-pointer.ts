/**
 * The pointer over the map, in map units, and what it means there: the cell a plain click on the
 * empty board lands on (a square board's nearest side too: doors and walls are placed on sides),
 * and the hover card for what a resting pointer is over.
 */
import type Konva from 'konva'
import type { Hex, Point } from '../../../../shared/geometry/hex'
import type { Ruleset } from '../../../../shared/rules'
import { cellAt } from '../../board/geometry'
import { isGridlessLayer } from '../../board/gridless-paint'
import { tokenAtPoint } from '../../board/hit-test'
import { hoverCard } from '../../board/hover-card'
import type { LayerMap } from '../../board/layers'
import { nearestSquareEdgeKey } from '../../board/square-cells'
import type { ConditionNamer } from '../../board/token-look'
import type { MapToken } from './TokenNode.vue'
import { useMapHover } from './use-map-hover'

interface Options {
  stage: () => Konva.Stage | null
  map: () => LayerMap & { metresPerHex?: number }
  tokens: () => readonly MapToken[]
  mode: () => 'gm' | 'projector'
  ruleset: () => Ruleset | null | undefined
  options: () => unknown
  conditionName: () => ConditionNamer | undefined
  /** True while something else owns the pointer: a drag, a pan, a tool gesture, a zoom. */
  busy: () => boolean
}

export function useMapPointer(o: Options) {
  function mapPoint(): Point | null {
    const s = o.stage()
    const p = s?.getPointerPosition()
    if (!s || !p) return null
    return s.getAbsoluteTransform().copy().invert().point(p)
  }

  /** Where a plain click landed: the cell, and on a square board the side nearest to it. */
  function clickedCell(): { cell: Hex; edgeKey: string | null } | null {
    const p = mapPoint()
    if (!p) return null
    const m = o.map()
    if (m.orientation === 'square')
      return { cell: cellAt(p, 'square'), edgeKey: nearestSquareEdgeKey(p, m.cols, m.rows) }
    return { cell: cellAt(p, m.orientation), edgeKey: null }
  }

  /** The hover card: what is under a pointer that rests, never during a drag, pan or zoom. */
  const hover = useMapHover({
    pointer: () => o.stage()?.getPointerPosition() ?? null,
    busy: o.busy,
    read: () => {
      const point = mapPoint()
      if (!point) return []
      const map = o.map()
      const ruleset = o.ruleset()
      const conditionName = o.conditionName()
      return hoverCard({
        mode: o.mode(),
        map,
        token: tokenAtPoint(o.tokens(), point, map.orientation, isGridlessLayer(map)),
        hex: cellAt(point, map.orientation),
        ...(ruleset !== undefined ? { ruleset } : {}),
        options: o.options(),
        ...(conditionName ? { conditionName } : {}),
      })
    },
  })

  return { mapPoint, clickedCell, hover }
}
