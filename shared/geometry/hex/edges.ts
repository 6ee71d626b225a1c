/**
 * Hex edges with coordinates of their own. Walls and Cover sit on the lines between hexes
 * (Blue Box, "Cover & Height Advantage"), so they are stored as sets of edges. Each edge has one
 * canonical name: the hex on one side plus a direction 0..2 (E, NE, NW in HEX_DIRECTIONS order);
 * the other three directions belong to the neighbour's edges.
 */
import { HEX_DIRECTIONS, hexAdd, type Hex } from './hex'

export interface HexEdge {
  readonly q: number
  readonly r: number
  /** 0, 1 or 2: the edge towards HEX_DIRECTIONS[dir] of hex (q, r). */
  readonly dir: 0 | 1 | 2
}

/** The canonical edge on side `dir` (0..5) of hex `h`. */
export function hexEdge(h: Hex, dir: number): HexEdge {
  const d = ((dir % 6) + 6) % 6
  if (d < 3) return { q: h.q, r: h.r, dir: d as 0 | 1 | 2 }
  const n = hexAdd(h, HEX_DIRECTIONS[d] as Hex)
  return { q: n.q, r: n.r, dir: (d - 3) as 0 | 1 | 2 }
}

/** A stable string key for an edge: "q,r,dir". */
export function edgeKey(e: HexEdge): string {
  return `${e.q},${e.r},${e.dir}`
}

export function parseEdgeKey(key: string): HexEdge | null {
  const m = /^(-?\d+),(-?\d+),([012])$/.exec(key)
  return m ? { q: Number(m[1]), r: Number(m[2]), dir: Number(m[3]) as 0 | 1 | 2 } : null
}

/** The edge shared by two adjacent hexes, or null when they are not adjacent. */
export function edgeBetween(a: Hex, b: Hex): HexEdge | null {
  const dq = b.q - a.q
  const dr = b.r - a.r
  const d = HEX_DIRECTIONS.findIndex((v) => v.q === dq && v.r === dr)
  return d < 0 ? null : hexEdge(a, d)
}

/** The six edges around a hex, in direction order. */
export function hexEdges(h: Hex): HexEdge[] {
  return [0, 1, 2, 3, 4, 5].map((d) => hexEdge(h, d))
}

/** The two hexes an edge separates. */
export function edgeHexes(e: HexEdge): [Hex, Hex] {
  const a = { q: e.q, r: e.r }
  return [a, hexAdd(a, HEX_DIRECTIONS[e.dir] as Hex)]
}

/** Parse a "q,r" hex key. */
export function parseHexKey(key: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key)
  return m ? { q: Number(m[1]), r: Number(m[2]) } : null
}
