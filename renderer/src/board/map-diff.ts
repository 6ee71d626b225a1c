/**
 * What changed between two states of a map, as map-space rectangles for the tile caches to
 * repaint. States share unchanged parts (patches replace what they touch), so an untouched layer
 * is the same object and costs nothing; a touched one is compared key by key.
 */
import { edgeHexes, parseEdgeKey, parseHexKey, type Hex } from '../../../shared/geometry/hex'
import { HEX_SIZE, type Rect, hexCenter } from './geometry'
import { gridlessShapeChanges } from './gridless-paint'
import type { LayerMap } from './layers'

/** Beyond this many changed hexes one rectangle around them all is cheaper to track. */
const MANY = 256

function sameShape(a: LayerMap, b: LayerMap): boolean {
  return a.cols === b.cols && a.rows === b.rows && a.orientation === b.orientation
}

/** Keys whose values differ (by identity, then by `same`) between two records. */
function changedKeys<T>(
  a: Readonly<Record<string, T>> | undefined,
  b: Readonly<Record<string, T>> | undefined,
  same: (x: T, y: T) => boolean = (x, y) => x === y,
): string[] {
  if (a === b) return []
  const out: string[] = []
  const aa = a ?? {}
  const bb = b ?? {}
  for (const k in bb) {
    const x = aa[k]
    const y = bb[k] as T
    if (x === undefined || (x !== y && !same(x, y))) out.push(k)
  }
  for (const k in aa) if (bb[k] === undefined) out.push(k)
  return out
}

function hexRect(h: Hex, map: LayerMap): Rect {
  const c = hexCenter(h, map.orientation)
  // A hex, plus what may spill over its sides: wall strokes and their round caps.
  const r = HEX_SIZE * 1.2
  return { x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r }
}

function bbox(rects: Rect[]): Rect {
  const x0 = Math.min(...rects.map((r) => r.x))
  const y0 = Math.min(...rects.map((r) => r.y))
  const x1 = Math.max(...rects.map((r) => r.x + r.width))
  const y1 = Math.max(...rects.map((r) => r.y + r.height))
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
}

function rectsOf(hexes: Hex[], map: LayerMap): Rect[] {
  if (hexes.length === 0) return []
  const rects = hexes.map((h) => hexRect(h, map))
  return hexes.length > MANY ? [bbox(rects)] : rects
}

/**
 * Board areas to repaint going from `prev` to `next`: terrain, elevation, walls and Cover.
 * Null: repaint everything (the map's shape changed).
 */
export function boardChanges(prev: LayerMap, next: LayerMap): Rect[] | null {
  if (!sameShape(prev, next)) return null
  const hexes: Hex[] = []
  const cells = changedKeys(
    prev.terrain,
    next.terrain,
    (x, y) => x.kind === y.kind && (x.elevation ?? 0) === (y.elevation ?? 0),
  )
  for (const k of cells) {
    const h = parseHexKey(k)
    if (h) hexes.push(h)
  }
  for (const k of changedKeys(prev.edges, next.edges)) {
    const e = parseEdgeKey(k)
    if (e) hexes.push(...edgeHexes(e))
  }
  return [...rectsOf(hexes, next), ...gridlessShapeChanges(prev, next)]
}

/** Fog areas to repaint for this audience (the GM also sees the draft's outlines). */
export function fogChanges(
  prev: LayerMap,
  next: LayerMap,
  audience: 'gm' | 'projector',
): Rect[] | null {
  if (!sameShape(prev, next) || !!prev.fog?.enabled !== !!next.fog?.enabled) return null
  const keys = changedKeys(prev.fog?.revealed, next.fog?.revealed)
  if (audience === 'gm') keys.push(...changedKeys(prev.fog?.draft, next.fog?.draft))
  // A draft started or dropped changes what the GM's fog shows everywhere it differs.
  if (audience === 'gm' && !prev.fog?.draft !== !next.fog?.draft) {
    keys.push(...changedKeys(next.fog?.revealed, next.fog?.draft ?? prev.fog?.draft))
  }
  const hexes: Hex[] = []
  for (const k of keys) {
    const h = parseHexKey(k)
    if (h) hexes.push(h)
  }
  return rectsOf(hexes, next)
}
