/** Which hexes or edges a tool gesture touches. Pure, so each is tested without a canvas. */
import {
  HEX_DIRECTIONS,
  edgeBetween,
  edgeKey,
  hexAdd,
  hexDistance,
  hexInRect,
  hexKey,
  hexToOffset,
  offsetToHex,
  pixelToHex,
  type Hex,
  type Point,
} from '../../../shared/hex'
import { hexCenter, HEX_SIZE, type MapShape } from './geometry'

/** Hex keys within `radius` of `center` that lie on the map. */
export function brushHexes(center: Hex, radius: number, map: MapShape): string[] {
  const out: string[] = []
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      const h = { q: center.q + dq, r: center.r + dr }
      if (hexInRect(h, map.cols, map.rows, map.orientation)) out.push(hexKey(h))
    }
  }
  return out
}

/** Hex keys of the screen-aligned rectangle (in offset rows and columns) spanned by two hexes. */
export function rectHexes(a: Hex, b: Hex, map: MapShape): string[] {
  const oa = hexToOffset(a, map.orientation)
  const ob = hexToOffset(b, map.orientation)
  const c0 = Math.max(0, Math.min(oa.col, ob.col))
  const c1 = Math.min(map.cols - 1, Math.max(oa.col, ob.col))
  const r0 = Math.max(0, Math.min(oa.row, ob.row))
  const r1 = Math.min(map.rows - 1, Math.max(oa.row, ob.row))
  const out: string[] = []
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) out.push(hexKey(offsetToHex(col, row, map.orientation)))
  }
  return out
}

/**
 * The room around a hex: every hex reachable from it without crossing a wall, on the map.
 * An open area fills up to the map's border, which the GM sees before letting go.
 */
export function roomHexes(
  start: Hex,
  map: MapShape & { edges?: Record<string, string> },
): string[] {
  if (!hexInRect(start, map.cols, map.rows, map.orientation)) return []
  const walls = map.edges ?? {}
  const seen = new Set<string>([hexKey(start)])
  const queue: Hex[] = [start]
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as Hex
    for (const d of HEX_DIRECTIONS) {
      const n = hexAdd(h, d)
      const key = hexKey(n)
      if (seen.has(key) || !hexInRect(n, map.cols, map.rows, map.orientation)) continue
      const e = edgeBetween(h, n)
      if (e && walls[edgeKey(e)] === 'wall') continue
      seen.add(key)
      queue.push(n)
    }
  }
  return [...seen]
}

/** The edge nearest a map point: the side of the hex under it whose midpoint is closest. */
export function nearestEdgeKey(p: Point, map: MapShape): string | null {
  const h = pixelToHex(p, HEX_SIZE, map.orientation)
  const c = hexCenter(h, map.orientation)
  let best: { key: string; d: number } | null = null
  for (const dir of HEX_DIRECTIONS) {
    const n = hexAdd(h, dir)
    if (
      !hexInRect(h, map.cols, map.rows, map.orientation) &&
      !hexInRect(n, map.cols, map.rows, map.orientation)
    )
      continue
    const cn = hexCenter(n, map.orientation)
    const mid = { x: (c.x + cn.x) / 2, y: (c.y + cn.y) / 2 }
    const d = Math.hypot(p.x - mid.x, p.y - mid.y)
    const e = edgeBetween(h, n)
    if (e && (!best || d < best.d)) best = { key: edgeKey(e), d }
  }
  return best ? best.key : null
}

/** Hex distance and metres between two hexes, for the ruler. */
export function measure(a: Hex, b: Hex, metresPerHex: number): { hexes: number; metres: number } {
  const hexes = hexDistance(a, b)
  return { hexes, metres: hexes * metresPerHex }
}
