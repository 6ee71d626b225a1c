/**
 * Hex lines: the chain of hexes between two hex centres, found by sampling the straight segment
 * at distance + 1 evenly spaced points in cube coordinates and rounding each to its hex (the
 * method Red Blob Games describes for hex grids, re-derived here).
 *
 * Ties. A segment between two centres can run exactly along a hex edge (direction (1,1) in
 * axial coordinates, for example) or through a vertex; a sample then sits on the boundary between
 * two hexes. Every sample is shifted by the same tiny vector (EPS_Q, EPS_R) in axial coordinates
 * (cube +1e-6, +2e-6, -3e-6), so such a sample always falls on the side that vector points to
 * (on screen the vector points down and to the right, on pointy and flat maps alike). The shift is
 * the same for both endpoints, so `hexLine(b, a)` is exactly `hexLine(a, b)` reversed and line of
 * sight is symmetric. It is far smaller than any sample's distance to a real boundary (at least
 * 1 / (2 * distance)), so it only ever decides ties.
 *
 * Edges. Consecutive hexes of a line are adjacent, so a line of distance n crosses exactly n
 * edges: the ones between its consecutive hexes. That is the reading `hexLineEdges` uses and line
 * of sight tests against. The geometric segment can graze a few more edges where it runs at a
 * shallow angle along a zigzag row boundary; those are not counted. A hex line is a connected
 * chain, so it can never slip through a closed ring of walls.
 */
import { HEX_DIRECTIONS, hexDistance, type Hex } from './hex'
import { hexEdge, type HexEdge } from './edges'

/** The tie-breaking shift, in axial q and r (cube s gets -(EPS_Q + EPS_R)). */
export const HEX_LINE_EPS_Q = 1e-6
export const HEX_LINE_EPS_R = 2e-6

/** Direction index by (dq + 1) * 3 + (dr + 1); -1 where (dq, dr) is not a neighbour step. */
const DIR_BY_DELTA = new Int8Array(9).fill(-1)
HEX_DIRECTIONS.forEach((d, i) => {
  DIR_BY_DELTA[(d.q + 1) * 3 + (d.r + 1)] = i
})

/** The index in HEX_DIRECTIONS of the step (dq, dr), or -1 when it is not one step. */
export function hexDirectionIndex(dq: number, dr: number): number {
  if (dq < -1 || dq > 1 || dr < -1 || dr > 1) return -1
  return DIR_BY_DELTA[(dq + 1) * 3 + (dr + 1)] as number
}

/**
 * The line from (0,0) to (dq, dr), written into `outQ` / `outR` (which need room for
 * distance + 1 entries); returns how many hexes were written. The allocation-free core that
 * `hexLine`, line of sight and field of view share, so all three agree hex for hex: every line
 * is this relative line translated to its start.
 */
export function hexLineInto(dq: number, dr: number, outQ: Int32Array, outR: Int32Array): number {
  const n = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
  if (outQ.length <= n || outR.length <= n) {
    throw new RangeError(`hexLineInto: output needs ${n + 1} entries`)
  }
  outQ[0] = 0
  outR[0] = 0
  for (let i = 1; i <= n; i++) {
    const t = i / n
    const q = HEX_LINE_EPS_Q + dq * t
    const r = HEX_LINE_EPS_R + dr * t
    const s = -q - r
    // Cube rounding: round each coordinate, then fix the one that moved furthest.
    let rq = Math.round(q)
    let rr = Math.round(r)
    const rs = Math.round(s)
    const eq = Math.abs(rq - q)
    const er = Math.abs(rr - r)
    const es = Math.abs(rs - s)
    if (eq > er && eq > es) rq = -rr - rs
    else if (er > es) rr = -rq - rs
    outQ[i] = rq
    outR[i] = rr
  }
  return n + 1
}

let scratchQ = new Int32Array(64)
let scratchR = new Int32Array(64)

/** Scratch buffers of at least `size` entries, reused between calls (single-threaded JS). */
function scratch(size: number): [Int32Array, Int32Array] {
  if (scratchQ.length < size) {
    scratchQ = new Int32Array(size * 2)
    scratchR = new Int32Array(size * 2)
  }
  return [scratchQ, scratchR]
}

/**
 * The hexes on the line from `a` to `b`, both included: hexDistance(a, b) + 1 hexes, each
 * adjacent to the next. Used for rulers, line AoE templates and line of sight.
 */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b)
  const [lq, lr] = scratch(n + 1)
  const count = hexLineInto(b.q - a.q, b.r - a.r, lq, lr)
  const out: Hex[] = new Array<Hex>(count)
  for (let i = 0; i < count; i++) {
    out[i] = { q: a.q + (lq[i] as number), r: a.r + (lr[i] as number) }
  }
  return out
}

/**
 * The direction (index into HEX_DIRECTIONS) of each step of `hexLine(a, b)`, in order:
 * hexDistance(a, b) entries.
 */
export function hexLineDirections(a: Hex, b: Hex): number[] {
  const n = hexDistance(a, b)
  const [lq, lr] = scratch(n + 1)
  hexLineInto(b.q - a.q, b.r - a.r, lq, lr)
  const out: number[] = new Array<number>(n)
  for (let i = 1; i <= n; i++) {
    out[i - 1] = hexDirectionIndex(
      (lq[i] as number) - (lq[i - 1] as number),
      (lr[i] as number) - (lr[i - 1] as number),
    )
  }
  return out
}

/**
 * The edges `hexLine(a, b)` crosses, in order from `a`: one canonical edge between each pair of
 * consecutive hexes, hexDistance(a, b) in all. Where the segment runs exactly along an edge or
 * through a vertex, the module's tie-breaking shift has already put the line on one side, so the
 * edges returned are those of that side (see the module comment). Walls on these edges block
 * sight; Cover on them is what a ranged attack passes over.
 */
export function hexLineEdges(a: Hex, b: Hex): HexEdge[] {
  const dirs = hexLineDirections(a, b)
  const out: HexEdge[] = new Array<HexEdge>(dirs.length)
  let q = a.q
  let r = a.r
  for (let i = 0; i < dirs.length; i++) {
    const d = dirs[i] as number
    out[i] = hexEdge({ q, r }, d)
    const step = HEX_DIRECTIONS[d] as Hex
    q += step.q
    r += step.r
  }
  return out
}
