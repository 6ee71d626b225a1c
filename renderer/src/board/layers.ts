/**
 * What the map's layers are drawn from (board-paint.ts paints them into cached tiles, fog-paint.ts
 * the fog): the map's shape with its terrain, edges and fog, the terrain colours, and where an
 * edge runs between two hexes.
 */
import type { Hex, Point } from '../../../shared/geometry/hex'
import type { EdgeKind, TerrainKind } from '../../../shared/model'
import { cornerOffsets, hexCenter, type MapShape } from './geometry'

export interface LayerMap extends MapShape {
  terrain?: Record<string, { kind: TerrainKind; elevation?: number }>
  edges?: Record<string, EdgeKind>
  fog?: { enabled: boolean; revealed: Record<string, 1>; draft?: Record<string, 1> }
}

/** Colours chosen to stay apart on a dim TV and for red-green colour blindness. */
export const TERRAIN_COLOURS: Record<TerrainKind, string> = {
  normal: '#2a3140',
  difficult: '#8a7433',
  dangerous: '#b3432f',
  water: '#2c6da3',
  climb: '#7a5fa8',
  dig: '#6b4f33',
  impassable: '#0b0c0f',
}

/** The cross-hatch over impassable hexes (fractions of HEX_SIZE); the legend's swatch copies it. */
export const IMPASSABLE_HATCH = { colour: '#7d8596', gap: 0.3, width: 0.05 } as const

/** Display names of the terrain kinds, for the legend and the hover card. */
export const TERRAIN_NAMES: Record<TerrainKind, string> = {
  normal: 'Open ground',
  difficult: 'Difficult',
  dangerous: 'Dangerous',
  water: 'Water (swim)',
  climb: 'Climb',
  dig: 'Dig',
  impassable: 'Impassable',
}

/** The two corners an edge between two neighbouring cells runs between, in map units. */
export function edgeSegment(map: MapShape, a: Hex, b: Hex): [Point, Point] {
  const ca = hexCenter(a, map.orientation)
  const cb = hexCenter(b, map.orientation)
  const mid = { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 }
  const pts = cornerOffsets(map.orientation)
    .map((o) => ({ x: ca.x + o.x, y: ca.y + o.y }))
    .sort((p, q) => Math.hypot(p.x - mid.x, p.y - mid.y) - Math.hypot(q.x - mid.x, q.y - mid.y))
  return [pts[0] as Point, pts[1] as Point]
}
