/**
 * Path tracing over offset ranges of hexes, for the cached board and fog tiles. Centres come from
 * (col, row) arithmetic and corners from a six-entry table, so a tile of thousands of hexes costs
 * additions and path calls only: no objects or string keys per hex.
 */
import type { HexOrientation } from '../../../shared/geometry/hex'
import type { CellLayout } from '../../../shared/geometry/layout'
import {
  cornerOffsets,
  HEX_SIZE,
  SQUARE_SIDE,
  visibleOffsetRange,
  type MapShape,
  type Rect,
} from './geometry'

const SQRT3 = Math.sqrt(3)

export type Path = Pick<CanvasRenderingContext2D, 'moveTo' | 'lineTo' | 'closePath'>

export interface OffsetRange {
  c0: number
  c1: number
  r0: number
  r1: number
}

/** Corner tables of one layout, as flat x and y arrays (index = corner 0..5, or 0..3 on squares). */
export interface Corners {
  x: Float64Array
  y: Float64Array
}

const cornerCache = new Map<string, Corners>()

/** Corner offsets scaled by `shrink` (1 = the cell itself). */
export function corners(orientation: CellLayout, shrink = 1): Corners {
  const key = `${orientation}|${shrink}`
  let c = cornerCache.get(key)
  if (!c) {
    const pts = cornerOffsets(orientation)
    c = {
      x: Float64Array.from(pts, (p) => p.x * shrink),
      y: Float64Array.from(pts, (p) => p.y * shrink),
    }
    cornerCache.set(key, c)
  }
  return c
}

/**
 * The two corners bounding side `dir` (HEX_DIRECTIONS order) of a hex. Pointy corners sit at
 * 30 + 60i degrees and side d faces -60d degrees; flat corners at 60i and side d faces 30 - 60d.
 */
export function sideCorners(orientation: HexOrientation, dir: number): [number, number] {
  const m = (n: number) => ((n % 6) + 6) % 6
  return orientation === 'pointy' ? [m(-dir - 1), m(-dir)] : [m(-dir), m(1 - dir)]
}

/** Sides 0, 1 and 2 of a hex are one polyline through four corners. */
const OWN_SIDES: Record<HexOrientation, readonly number[]> = {
  pointy: [3, 4, 5, 0],
  flat: [1, 0, 5, 4],
}

/** Map-unit centre of the cell at (col, row), written into `out`. */
export function centreOf(orientation: CellLayout, col: number, row: number, out: number[]): void {
  if (orientation === 'square') {
    out[0] = SQUARE_SIDE * col
    out[1] = SQUARE_SIDE * row
  } else if (orientation === 'pointy') {
    out[0] = SQRT3 * HEX_SIZE * (col + 0.5 * (row & 1))
    out[1] = 1.5 * HEX_SIZE * row
  } else {
    out[0] = 1.5 * HEX_SIZE * col
    out[1] = SQRT3 * HEX_SIZE * (row + 0.5 * (col & 1))
  }
}

/** The offset range of hexes a map-space rectangle can touch, clamped to the map. */
export function rangeOf(map: MapShape, view: Rect): OffsetRange {
  return visibleOffsetRange(map, view)
}

/** Whether (col, row) has a neighbour on the map in direction `dir` (HEX_DIRECTIONS order). */
export function hasNeighbour(map: MapShape, col: number, row: number, dir: number): boolean {
  // Axial steps converted to offset steps by the parity of the row (pointy) or column (flat).
  let dc: number, dr: number
  if (map.orientation === 'pointy') {
    const odd = row & 1
    const steps = [
      [1, 0],
      [odd, -1],
      [odd - 1, -1],
      [-1, 0],
      [odd - 1, 1],
      [odd, 1],
    ][dir] as number[]
    dc = steps[0] as number
    dr = steps[1] as number
  } else {
    const odd = col & 1
    const steps = [
      [1, odd],
      [1, odd - 1],
      [0, -1],
      [-1, odd - 1],
      [-1, odd],
      [0, 1],
    ][dir] as number[]
    dc = steps[0] as number
    dr = steps[1] as number
  }
  const c = col + dc
  const r = row + dr
  return c >= 0 && c < map.cols && r >= 0 && r < map.rows
}

/**
 * Trace the grid lines of a range with each shared side once: sides 0-2 of every hex as one
 * four-corner polyline, plus sides 3-5 where no neighbour on the map draws them. Returns the
 * number of hexes traced.
 */
export function traceGridLines(ctx: Path, map: MapShape, range: OffsetRange): number {
  if (map.orientation === 'square') return traceSquareGridLines(ctx, range)
  const layout = map.orientation
  const { x: cx, y: cy } = corners(layout)
  const own = OWN_SIDES[layout]
  const [a, b, c, d] = own as [number, number, number, number]
  const border = [3, 4, 5].map((dir) => sideCorners(layout, dir))
  const ctr = [0, 0]
  let n = 0
  for (let row = range.r0; row <= range.r1; row++) {
    const edgeRow = row === 0 || row === map.rows - 1
    for (let col = range.c0; col <= range.c1; col++) {
      centreOf(layout, col, row, ctr)
      const x = ctr[0] as number
      const y = ctr[1] as number
      ctx.moveTo(x + (cx[a] as number), y + (cy[a] as number))
      ctx.lineTo(x + (cx[b] as number), y + (cy[b] as number))
      ctx.lineTo(x + (cx[c] as number), y + (cy[c] as number))
      ctx.lineTo(x + (cx[d] as number), y + (cy[d] as number))
      if (edgeRow || col === 0 || col === map.cols - 1) {
        for (let dir = 3; dir < 6; dir++) {
          if (hasNeighbour(map, col, row, dir)) continue
          const [p, q] = border[dir - 3] as [number, number]
          ctx.moveTo(x + (cx[p] as number), y + (cy[p] as number))
          ctx.lineTo(x + (cx[q] as number), y + (cy[q] as number))
        }
      }
      n++
    }
  }
  return n
}

/**
 * The grid lines of a range of squares: one long line per column and row boundary, so a tile of
 * thousands of squares costs a few dozen path calls. Returns the number of squares covered.
 */
function traceSquareGridLines(ctx: Path, range: OffsetRange): number {
  const a = SQUARE_SIDE
  const x0 = (range.c0 - 0.5) * a
  const x1 = (range.c1 + 0.5) * a
  const y0 = (range.r0 - 0.5) * a
  const y1 = (range.r1 + 0.5) * a
  for (let col = range.c0; col <= range.c1 + 1; col++) {
    ctx.moveTo((col - 0.5) * a, y0)
    ctx.lineTo((col - 0.5) * a, y1)
  }
  for (let row = range.r0; row <= range.r1 + 1; row++) {
    ctx.moveTo(x0, (row - 0.5) * a)
    ctx.lineTo(x1, (row - 0.5) * a)
  }
  return (range.c1 - range.c0 + 1) * (range.r1 - range.r0 + 1)
}

/**
 * One hex outline, back to its first corner (shrink scales it about its centre). Not closed
 * with closePath: Chromium's Skia strokes thousands of closed subpaths in one path hundreds of
 * times slower than the same outlines left open (6 s against 30 ms for 40,000 hexes), and a fill
 * closes them anyway.
 */
export function traceHex(ctx: Path, x: number, y: number, c: Corners): void {
  ctx.moveTo(x + (c.x[0] as number), y + (c.y[0] as number))
  for (let i = 1; i < c.x.length; i++) ctx.lineTo(x + (c.x[i] as number), y + (c.y[i] as number))
  ctx.lineTo(x + (c.x[0] as number), y + (c.y[0] as number))
}

/**
 * The outline of a run of adjacent hexes along a row (pointy) or a column (flat), from index
 * `a` to `b` along it: one polygon whose edges are the run's outer sides, about two path calls
 * per hex instead of seven. Runs traced into one path and filled once make a seamless union.
 */
export function traceRun(
  ctx: Path,
  orientation: CellLayout,
  line: number,
  a: number,
  b: number,
): void {
  if (orientation === 'square') {
    // A run of squares along a row is one rectangle.
    const h = SQUARE_SIDE / 2
    ctx.moveTo(a * SQUARE_SIDE - h, line * SQUARE_SIDE - h)
    ctx.lineTo(b * SQUARE_SIDE + h, line * SQUARE_SIDE - h)
    ctx.lineTo(b * SQUARE_SIDE + h, line * SQUARE_SIDE + h)
    ctx.lineTo(a * SQUARE_SIDE - h, line * SQUARE_SIDE + h)
    ctx.closePath()
    return
  }
  const { x: cx, y: cy } = corners(orientation)
  const pointy = orientation === 'pointy'
  const ctr = [0, 0]
  let first = true
  const to = (i: number, k: number) => {
    if (pointy) centreOf(orientation, i, line, ctr)
    else centreOf(orientation, line, i, ctr)
    const x = (ctr[0] as number) + (cx[k] as number)
    const y = (ctr[1] as number) + (cy[k] as number)
    if (first) ctx.moveTo(x, y)
    else ctx.lineTo(x, y)
    first = false
  }
  // Pointy runs go east: along the top zigzag (corners 4, 5), down the east side (0), back along
  // the bottom (1, 2). Flat runs go south: the top side (4, 5), down the east zigzag (0, 1), the
  // bottom corner (2), back up the west zigzag (3, 4).
  if (pointy) {
    to(a, 3)
    for (let i = a; i <= b; i++) {
      to(i, 4)
      to(i, 5)
    }
    to(b, 0)
    for (let i = b; i >= a; i--) {
      to(i, 1)
      to(i, 2)
    }
  } else {
    to(a, 4)
    to(a, 5)
    for (let i = a; i <= b; i++) {
      to(i, 0)
      to(i, 1)
    }
    to(b, 2)
    for (let i = b; i >= a; i--) {
      to(i, 3)
      // The last corner 4 is where the run started: closePath draws that side.
      if (i > a) to(i, 4)
    }
  }
  ctx.closePath()
}
