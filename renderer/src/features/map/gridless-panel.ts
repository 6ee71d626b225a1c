/**
 * The gridless table panel's plain logic: a shape drawn corner by corner (clicks on the ½" lattice;
 * a click on the last corner again, as a double-click makes, closes it), and the intent that saves
 * it as an obstacle or a terrain area. Pure.
 */
import type { ChannelInput } from '../../../../shared/api'
import {
  AREA_KINDS,
  OBSTACLE_KINDS,
  POLYGON_POINTS_MAX,
  type Area,
  type InchPoint,
  type Obstacle,
} from '../../../../shared/model'

export type ShapeKind = Obstacle['kind'] | Area['kind']

export const SHAPE_KINDS: { kind: ShapeKind; label: string; area: boolean }[] = [
  ...OBSTACLE_KINDS.map((k) => ({ kind: k, label: k[0]!.toUpperCase() + k.slice(1), area: false })),
  ...AREA_KINDS.map((k) => ({ kind: k, label: k[0]!.toUpperCase() + k.slice(1), area: true })),
]

export const isAreaKind = (k: ShapeKind): k is Area['kind'] =>
  (AREA_KINDS as readonly string[]).includes(k)

/** What the GM set up for the next shape, or is editing on a selected one. */
export interface ShapeSettings {
  kind: ShapeKind
  name: string
  heightBrix: number
  slopeDegrees: 20 | 45
  downhill: number
}

/** A lattice cell clicked on the map as an inch point. */
export const cellInches = (c: { q: number; r: number }): InchPoint => ({ x: c.q / 2, y: c.r / 2 })

/**
 * The corners after a click at `p`: appended, or `close` when it repeats the last corner (the
 * second click of a double-click) and there are enough to make a shape.
 */
export function addCorner(
  corners: readonly InchPoint[],
  p: InchPoint,
): { corners: InchPoint[]; close: boolean } {
  const last = corners[corners.length - 1]
  if (last && last.x === p.x && last.y === p.y) {
    return { corners: [...corners], close: corners.length >= 3 }
  }
  if (corners.length >= POLYGON_POINTS_MAX) return { corners: [...corners], close: true }
  return { corners: [...corners, p], close: false }
}

type SetObstacle = ChannelInput<'map:setObstacle'>
type SetArea = ChannelInput<'map:setArea'>

/** The intent that saves a shape (new without `id`): an obstacle or a terrain area by its kind. */
export function shapeIntent(
  mapId: string,
  s: ShapeSettings,
  points: readonly InchPoint[],
  id?: string,
):
  | { channel: 'map:setObstacle'; payload: SetObstacle }
  | { channel: 'map:setArea'; payload: SetArea } {
  const name = s.name.trim() || SHAPE_KINDS.find((k) => k.kind === s.kind)!.label
  const pts = points.map((p) => ({ x: p.x, y: p.y }))
  if (isAreaKind(s.kind)) {
    return {
      channel: 'map:setArea',
      payload: {
        mapId,
        area: {
          ...(id ? { id } : {}),
          name,
          kind: s.kind,
          points: pts,
          ...(s.kind === 'slope' ? { slopeDegrees: s.slopeDegrees, downhill: s.downhill } : {}),
        },
      },
    }
  }
  return {
    channel: 'map:setObstacle',
    payload: {
      mapId,
      obstacle: {
        ...(id ? { id } : {}),
        name,
        kind: s.kind,
        points: pts,
        heightBrix: s.heightBrix,
      },
    },
  }
}
