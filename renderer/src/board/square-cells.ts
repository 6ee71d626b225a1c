/**
 * The square board's side of the drawing tools: which squares a brush, a template or a room
 * covers, which edge is nearest the pointer, where an edge runs, how the ruler counts. The hex
 * versions live in map-tools.ts and zones.ts; they call these when the map's layout is 'square'.
 * Squares are `{ q: x, r: y }` cells, keyed "x,y"; edges "x,y,0" (north side) and "x,y,1" (west).
 */
import type { Hex, Point } from '../../../shared/geometry/hex'
import {
  manhattan,
  chebyshev,
  ORTHOGONAL_DIRECTIONS,
  parseSquareEdgeKey,
  squareEdgeKey,
  squareNeighbor,
  squareSide,
  type SquareEdge,
  type SquareMetric,
} from '../../../shared/geometry/square'
import { SQUARE_SIDE } from './geometry'

const key = (c: Hex) => `${c.q},${c.r}`
const onBoard = (c: Hex, cols: number, rows: number) =>
  c.q >= 0 && c.r >= 0 && c.q < cols && c.r < rows

/** The squares of a brush of `radius` around `center` (a square block), on the board. */
export function squareBrush(center: Hex, radius: number, cols: number, rows: number): string[] {
  const out: string[] = []
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      const c = { q: center.q + dx, r: center.r + dy }
      if (onBoard(c, cols, rows)) out.push(key(c))
    }
  return out
}

/** Whether a door record's door (if any) is closed: a closed door walls a room off. */
function closedDoor(doors: Record<string, { open?: boolean }> | undefined, k: string): boolean {
  const d = doors && Object.hasOwn(doors, k) ? doors[k] : undefined
  return !!d && d.open !== true
}

/**
 * The room around a square: every square reachable by orthogonal steps without crossing a wall
 * or a closed door, on the board (`inside` keeps the fill to some squares).
 */
export function squareRoom(
  start: Hex,
  map: {
    cols: number
    rows: number
    edges?: Record<string, string>
    doors?: Record<string, { open?: boolean }>
  },
  inside: (key: string) => boolean = () => true,
): string[] {
  if (!onBoard(start, map.cols, map.rows) || !inside(key(start))) return []
  const walls = map.edges ?? {}
  const seen = new Set<string>([key(start)])
  const queue: Hex[] = [start]
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as Hex
    for (const dir of ORTHOGONAL_DIRECTIONS) {
      const s = squareNeighbor({ x: h.q, y: h.r }, dir)
      const n = { q: s.x, r: s.y }
      const k = key(n)
      if (seen.has(k) || !onBoard(n, map.cols, map.rows) || !inside(k)) continue
      const e = squareEdgeKey(squareSide({ x: h.q, y: h.r }, dir))
      if (walls[e] === 'wall' || closedDoor(map.doors, e)) continue
      seen.add(k)
      queue.push(n)
    }
  }
  return [...seen]
}

/** The two ends of a square edge in map units (square x,y is centred on (x, y) * SQUARE_SIDE). */
export function squareEdgeEnds(e: SquareEdge): [Point, Point] {
  const h = SQUARE_SIDE / 2
  const a = { x: e.x * SQUARE_SIDE - h, y: e.y * SQUARE_SIDE - h }
  return [a, e.side === 0 ? { x: a.x + SQUARE_SIDE, y: a.y } : { x: a.x, y: a.y + SQUARE_SIDE }]
}

/** The ends of the edge a key names, or null when it is not "x,y,0" or "x,y,1". */
export function squareEdgeKeyEnds(k: string): [Point, Point] | null {
  const e = parseSquareEdgeKey(k)
  return e ? squareEdgeEnds(e) : null
}

/** The key of the square edge nearest a map point (on the board or along its border). */
export function nearestSquareEdgeKey(p: Point, cols: number, rows: number): string | null {
  // Vertical edges lie on x = (k - 0.5) * side, horizontal ones on y = (k - 0.5) * side.
  const gx = p.x / SQUARE_SIDE + 0.5
  const gy = p.y / SQUARE_SIDE + 0.5
  const vx = Math.round(gx)
  const hy = Math.round(gy)
  const west = { x: vx, y: Math.floor(gy), side: 1 as const }
  const north = { x: Math.floor(gx), y: hy, side: 0 as const }
  const westOk = west.y >= 0 && west.y < rows && west.x >= 0 && west.x <= cols
  const northOk = north.x >= 0 && north.x < cols && north.y >= 0 && north.y <= rows
  if (!westOk && !northOk) return null
  const pick = !northOk || (westOk && Math.abs(gx - vx) < Math.abs(gy - hy)) ? west : north
  return squareEdgeKey(pick)
}

/** Squares between two squares by the table's metric (Manhattan unless the ruleset says). */
export function squareSteps(a: Hex, b: Hex, metric: SquareMetric = 'manhattan'): number {
  const sa = { x: a.q, y: a.r }
  const sb = { x: b.q, y: b.r }
  return metric === 'chebyshev' ? chebyshev(sa, sb) : manhattan(sa, sb)
}

/**
 * The squares a template covers, by whether each square's centre lies inside the shape: a
 * circle of `n` squares around `start` (start included), or a line or a 90-degree cone of `n`
 * squares from `start` toward `end` (start excluded). Kept simple: a table rounds by eye.
 */
export function squareTemplate(
  shape: 'radius' | 'line' | 'cone',
  start: Hex,
  end: Hex,
  n: number,
  cols: number,
  rows: number,
): Hex[] {
  const out: Hex[] = []
  const dx = end.q - start.q
  const dy = end.r - start.r
  const len = Math.hypot(dx, dy)
  if (shape !== 'radius' && len === 0) return out
  const ux = len ? dx / len : 0
  const uy = len ? dy / len : 0
  for (let y = Math.max(0, start.r - n); y <= Math.min(rows - 1, start.r + n); y++)
    for (let x = Math.max(0, start.q - n); x <= Math.min(cols - 1, start.q + n); x++) {
      const vx = x - start.q
      const vy = y - start.r
      const d = Math.hypot(vx, vy)
      let inside: boolean
      if (shape === 'radius') inside = d <= n + 0.5
      else if (d === 0) inside = false
      else {
        const along = vx * ux + vy * uy
        const across = Math.abs(vx * uy - vy * ux)
        inside =
          shape === 'line'
            ? along > 0 && along <= n + 0.5 && across <= 0.5
            : along > 0 && d <= n + 0.5 && across <= along
      }
      if (inside) out.push({ q: x, r: y })
    }
  return out
}

/** Each pair (square in the set, its orthogonal neighbour outside it): the set's border. */
export function squareBorder(cells: readonly Hex[]): [Hex, Hex][] {
  const keys = new Set(cells.map(key))
  const out: [Hex, Hex][] = []
  for (const c of cells)
    for (const dir of ORTHOGONAL_DIRECTIONS) {
      const s = squareNeighbor({ x: c.q, y: c.r }, dir)
      const n = { q: s.x, r: s.y }
      if (!keys.has(key(n))) out.push([c, n])
    }
  return out
}
