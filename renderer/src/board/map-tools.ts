/** Which hexes or edges a tool gesture touches. Pure, so each is tested without a canvas. */
import { gridlessBrush } from './gridless-measure'
import type { SquareMetric } from '../../../shared/geometry/square'
import { nearestSquareEdgeKey, squareBrush, squareRoom, squareSteps } from './square-cells'
import { cellAtOffset, cellInRect, cellToOffset } from '../../../shared/geometry/layout'
import {
  HEX_DIRECTIONS,
  edgeBetween,
  edgeKey,
  hexAdd,
  hexDistance,
  hexKey,
  type Hex,
  type Point,
} from '../../../shared/geometry/hex'
import { cornerOffsets, hexCenter, HEX_SIZE, SQUARE_SIDE, type MapShape, cellAt } from './geometry'

/** Hex keys within `radius` of `center` that lie on the map. */
export function brushHexes(center: Hex, radius: number, map: MapShape): string[] {
  // A gridless table's brush is a disc `radius` inches across its ½" cells.
  if ((map as { kind?: string }).kind === 'gridless')
    return gridlessBrush(center, radius, map.cols, map.rows)
  if (map.orientation === 'square') return squareBrush(center, radius, map.cols, map.rows)
  const out: string[] = []
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      const h = { q: center.q + dq, r: center.r + dr }
      if (cellInRect(h, map.cols, map.rows, map.orientation)) out.push(hexKey(h))
    }
  }
  return out
}

/** Hex keys of the screen-aligned rectangle (in offset rows and columns) spanned by two hexes. */
export function rectHexes(a: Hex, b: Hex, map: MapShape): string[] {
  const oa = cellToOffset(a, map.orientation)
  const ob = cellToOffset(b, map.orientation)
  const c0 = Math.max(0, Math.min(oa.col, ob.col))
  const c1 = Math.min(map.cols - 1, Math.max(oa.col, ob.col))
  const r0 = Math.max(0, Math.min(oa.row, ob.row))
  const r1 = Math.min(map.rows - 1, Math.max(oa.row, ob.row))
  const out: string[] = []
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) out.push(hexKey(cellAtOffset(col, row, map.orientation)))
  }
  return out
}

/**
 * The room around a hex: every hex reachable from it without crossing a wall, on the map.
 * An open area fills up to the map's border, which the GM sees before letting go. `inside`
 * keeps the fill to some hexes (the players' reveal: the revealed ones).
 */
export function roomHexes(
  start: Hex,
  map: MapShape & { edges?: Record<string, string>; doors?: Record<string, { open?: boolean }> },
  inside: (key: string) => boolean = () => true,
): string[] {
  if (map.orientation === 'square') return squareRoom(start, map, inside)
  if (!cellInRect(start, map.cols, map.rows, map.orientation) || !inside(hexKey(start))) return []
  const walls = map.edges ?? {}
  const seen = new Set<string>([hexKey(start)])
  const queue: Hex[] = [start]
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as Hex
    for (const d of HEX_DIRECTIONS) {
      const n = hexAdd(h, d)
      const key = hexKey(n)
      if (seen.has(key) || !cellInRect(n, map.cols, map.rows, map.orientation) || !inside(key))
        continue
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
  if (map.orientation === 'square') return nearestSquareEdgeKey(p, map.cols, map.rows)
  const h = cellAt(p, map.orientation)
  const c = hexCenter(h, map.orientation)
  let best: { key: string; d: number } | null = null
  for (const dir of HEX_DIRECTIONS) {
    const n = hexAdd(h, dir)
    if (
      !cellInRect(h, map.cols, map.rows, map.orientation) &&
      !cellInRect(n, map.cols, map.rows, map.orientation)
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

/** A hex corner: corner `i` (cornerOffsets order) of hex `h`; three hexes share each one. */
export interface HexCorner {
  h: Hex
  i: number
}

export function cornerPoint(c: HexCorner, map: MapShape): Point {
  const ctr = hexCenter(c.h, map.orientation)
  const off = cornerOffsets(map.orientation)[c.i] as Point
  return { x: ctr.x + off.x, y: ctr.y + off.y }
}

/** The hex corner nearest a map point (always an end of the edge nearestEdgeKey picks there). */
export function nearestCorner(p: Point, map: MapShape): HexCorner {
  const h = cellAt(p, map.orientation)
  const ctr = hexCenter(h, map.orientation)
  let best = 0
  let bestD = Infinity
  cornerOffsets(map.orientation).forEach((o, i) => {
    const d = Math.hypot(ctr.x + o.x - p.x, ctr.y + o.y - p.y)
    if (d < bestD) [best, bestD] = [i, d]
  })
  return { h, i: best }
}

/**
 * The three corners one edge away: the hex's own corners on either side, and the corner straight
 * out from its centre, which is the opposite corner of the hex three radii away that way.
 */
function cornerNeighbours(c: HexCorner, map: MapShape): HexCorner[] {
  const ctr = hexCenter(c.h, map.orientation)
  const off = cornerOffsets(map.orientation)[c.i] as Point
  if (map.orientation === 'square') {
    // A grid corner meets four edges: the corners a side's length away each way.
    const p = { x: ctr.x + off.x, y: ctr.y + off.y }
    return [
      [SQUARE_SIDE, 0],
      [-SQUARE_SIDE, 0],
      [0, SQUARE_SIDE],
      [0, -SQUARE_SIDE],
    ].map(([dx, dy]) => nearestCorner({ x: p.x + (dx as number), y: p.y + (dy as number) }, map))
  }
  const far = cellAt({ x: ctr.x + 3 * off.x, y: ctr.y + 3 * off.y }, map.orientation)
  return [
    { h: c.h, i: (c.i + 1) % 6 },
    { h: c.h, i: (c.i + 5) % 6 },
    { h: far, i: (c.i + 3) % 6 },
  ]
}

/** A wall stroke in progress: the corner it has reached and the edges it ran along, in order. */
export interface WallTrace {
  at: HexCorner
  edges: string[]
}

/** A wall stroke starts with the edge nearest the pointer (a click places that one edge). */
export function wallTraceStart(p: Point, map: MapShape): WallTrace {
  const first = nearestEdgeKey(p, map)
  return { at: nearestCorner(p, map), edges: first ? [first] : [] }
}

/**
 * Extend a wall stroke to the pointer: from the corner reached so far, along edges, to the corner
 * nearest the pointer, each step to the neighbouring corner closest to it (ties: closest to the
 * pointer). Every edge shares a corner with the one before, however far the pointer jumped
 * between two events, so a quick straight drag leaves no gaps. The pointer has to come clearly
 * nearer another corner before the stroke moves on, so a drag along a row's middle does not
 * flicker between the corners above and below it.
 */
export function wallTraceTo(t: WallTrace, p: Point, map: MapShape): WallTrace {
  const target = nearestCorner(p, map)
  const goal = cornerPoint(target, map)
  const here = cornerPoint(t.at, map)
  const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
  if (dist(p, goal) > dist(p, here) - HEX_SIZE * 0.15) return t
  const edges = [...t.edges]
  let at = t.at
  let pos = here
  for (let step = 0; step < 1000 && dist(pos, goal) > HEX_SIZE * 0.01; step++) {
    let best: { c: HexCorner; pt: Point; d: number; dp: number } | null = null
    for (const c of cornerNeighbours(at, map)) {
      const pt = cornerPoint(c, map)
      const d = dist(pt, goal)
      const dp = dist(pt, p)
      if (!best || d < best.d - 1e-6 || (Math.abs(d - best.d) <= 1e-6 && dp < best.dp))
        best = { c, pt, d, dp }
    }
    if (!best) break
    const key = nearestEdgeKey({ x: (pos.x + best.pt.x) / 2, y: (pos.y + best.pt.y) / 2 }, map)
    if (key) edges.push(key)
    at = best.c
    pos = best.pt
  }
  return { at, edges }
}

/**
 * Distance in cells and metres between two cells, for the ruler: hexes on a hex board; on a
 * square board squares by `metric` (Manhattan, orthogonal steps, unless the table counts king's
 * moves).
 */
export function measure(
  a: Hex,
  b: Hex,
  metresPerHex: number,
  layout: MapShape['orientation'] = 'pointy',
  metric: SquareMetric = 'manhattan',
): { hexes: number; metres: number } {
  const hexes = layout === 'square' ? squareSteps(a, b, metric) : hexDistance(a, b)
  return { hexes, metres: hexes * metresPerHex }
}
