/**
 * Painting the board into a canvas for one map-space rectangle: background image, the plain
 * board where there is none, terrain, grid lines, walls and Cover. The tile cache calls it once
 * per tile and zoom level; nothing here runs on a pan. Hexes come from the map's typed-array
 * grid, so a tile of thousands of hexes makes no strings or objects.
 */
import { gridOf, type HexGrid } from '../../../shared/geometry/hex'
import { TERRAIN_CODES } from '../../../shared/geometry/hex'
import { parseSquareEdgeKey, squareGridOf } from '../../../shared/geometry/square'
import { backgroundRect, type BackgroundSpec, type LoadedBackground } from './background'
import { HEX_SIZE, mapBounds, SQUARE_SIDE, type Rect } from './geometry'
import { isGridlessLayer, paintGridless } from './gridless-paint'
import {
  centreOf,
  corners,
  hasNeighbour,
  rangeOf,
  sideCorners,
  traceGridLines,
  traceHex,
  type OffsetRange,
} from './hex-trace'
import { IMPASSABLE_HATCH, TERRAIN_COLOURS, type LayerMap } from './layers'

export interface PaintScale {
  /** Device pixels per map unit in the canvas being painted. */
  pxPerUnit: number
  /** Device pixels per CSS pixel. */
  pixelRatio: number
}

export interface BoardBackground {
  spec: BackgroundSpec
  image: LoadedBackground
}

/**
 * Hexes traced for grid lines since the counter was last reset, and (when a test sets `ranges`
 * to an array) the offset ranges they came from.
 */
export const boardPaintStats: { gridHexes: number; ranges: OffsetRange[] | null } = {
  gridHexes: 0,
  ranges: null,
}

/** A hex's radius in CSS pixels at this scale: how much detail is worth drawing. */
export function hexCssRadius(s: PaintScale): number {
  return (HEX_SIZE * s.pxPerUnit) / s.pixelRatio
}

/** Grid line width (map units) and opacity: hairlines that fade out when hexes get tiny. */
export function gridStroke(s: PaintScale): { width: number; alpha: number } {
  const r = hexCssRadius(s)
  const css = Math.min(1.5, Math.max(0.6, r / 8))
  return {
    width: (css * s.pixelRatio) / s.pxPerUnit,
    alpha: Math.min(1, Math.max(0.3, (r - 1) / 9)),
  }
}

const intersect = (a: Rect, b: Rect): Rect | null => {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  const r = Math.min(a.x + a.width, b.x + b.width)
  const btm = Math.min(a.y + a.height, b.y + b.height)
  return r > x && btm > y ? { x, y, width: r - x, height: btm - y } : null
}

function paintBackground(
  ctx: CanvasRenderingContext2D,
  map: LayerMap,
  view: Rect,
  bg: BoardBackground,
  s: PaintScale,
): void {
  const whole = backgroundRect(bg.spec, map)
  const area = intersect(intersect(view, mapBounds(map)) ?? view, whole)
  if (!area) return
  // Image pixels per map unit, from the decoded size (the spec's size places the image).
  const kx = bg.image.width / whole.width
  const ky = bg.image.height / whole.height
  const shrink = s.pxPerUnit / kx
  ctx.imageSmoothingEnabled = true
  // Much smaller than it is, the picture is drawn from the smallest copy that still has a pixel
  // for each device pixel (a quarter the size reads a sixteenth of the pixels); zoomed in, from
  // the picture itself.
  const copy = bg.image.smaller?.findLast((c) => c.scale >= shrink)
  if (copy) {
    const cx = copy.width / whole.width
    const cy = copy.height / whole.height
    ctx.imageSmoothingQuality = shrink / copy.scale < 0.5 ? 'high' : 'low'
    ctx.drawImage(
      copy.source,
      (area.x - whole.x) * cx,
      (area.y - whole.y) * cy,
      area.width * cx,
      area.height * cy,
      area.x,
      area.y,
      area.width,
      area.height,
    )
    return
  }
  ctx.imageSmoothingQuality = shrink < 0.5 ? 'high' : 'low'
  for (const p of bg.image.pieces) {
    const piece = {
      x: whole.x + p.ox / kx,
      y: whole.y + p.oy / ky,
      width: p.w / kx,
      height: p.h / ky,
    }
    const r = intersect(area, piece)
    if (!r) continue
    const sx = p.sx + (r.x - piece.x) * kx
    const sy = p.sy + (r.y - piece.y) * ky
    ctx.drawImage(p.source, sx, sy, r.width * kx, r.height * ky, r.x, r.y, r.width, r.height)
  }
}

/** The plain board: the map's interior rectangle plus its ring of border hexes, opaque. */
function paintPlainBoard(
  ctx: CanvasRenderingContext2D,
  map: LayerMap,
  view: Rect,
  range: OffsetRange,
): void {
  ctx.fillStyle = TERRAIN_COLOURS.normal
  if (map.orientation === 'square') {
    const all = intersect(view, mapBounds(map))
    if (all) ctx.fillRect(all.x, all.y, all.width, all.height)
    return
  }
  const ctr = [0, 0]
  centreOf(map.orientation, map.cols - 1, map.rows - 1, ctr)
  // Between the centres of the first and last hexes every point lies in some hex.
  const inner = intersect(view, { x: 0, y: 0, width: ctr[0] as number, height: ctr[1] as number })
  if (inner) ctx.fillRect(inner.x, inner.y, inner.width, inner.height)
  const c = corners(map.orientation)
  ctx.beginPath()
  for (let row = range.r0; row <= range.r1; row++) {
    const edgeRow = row === 0 || row === map.rows - 1
    for (let col = range.c0; col <= range.c1; col++) {
      if (!edgeRow && col !== 0 && col !== map.cols - 1) {
        col = Math.max(col, map.cols - 2)
        continue
      }
      centreOf(map.orientation, col, row, ctr)
      traceHex(ctx, ctr[0] as number, ctr[1] as number, c)
    }
  }
  ctx.fill()
}

/** The per-cell arrays terrain painting reads (a hex grid's or a square grid's). */
type TerrainGrid = Pick<HexGrid, 'terrain' | 'elevation'>

function paintTerrain(
  ctx: CanvasRenderingContext2D,
  map: LayerMap,
  grid: TerrainGrid,
  range: OffsetRange,
  s: PaintScale,
  translucent: boolean,
): void {
  const byKind: number[][] = TERRAIN_CODES.map(() => [])
  const elevated: number[] = []
  for (let row = range.r0; row <= range.r1; row++) {
    for (let col = range.c0; col <= range.c1; col++) {
      const i = row * map.cols + col
      const code = grid.terrain[i] as number
      if (code) (byKind[code] as number[]).push(i)
      if (grid.elevation[i]) elevated.push(i)
    }
  }
  const c = corners(map.orientation, 0.97)
  const ctr = [0, 0]
  ctx.globalAlpha = translucent ? 0.55 : 1
  byKind.forEach((list, code) => {
    if (!list.length) return
    ctx.beginPath()
    for (const i of list) {
      centreOf(map.orientation, i % map.cols, Math.floor(i / map.cols), ctr)
      traceHex(ctx, ctr[0] as number, ctr[1] as number, c)
    }
    const kind = TERRAIN_CODES[code] as keyof typeof TERRAIN_COLOURS
    ctx.fillStyle = TERRAIN_COLOURS[kind]
    ctx.fill()
    // Hatching shows from hexes 5 CSS px across; below that a hex is a dot either way.
    if (kind === 'impassable' && hexCssRadius(s) >= 5) hatch(ctx, map, list)
  })
  ctx.globalAlpha = 1
  // Elevation numbers only where they can be read: a hex at least 12 CSS px across its radius.
  if (!elevated.length || hexCssRadius(s) < 12) return
  ctx.font = `bold ${HEX_SIZE * 0.42}px system-ui, sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.lineWidth = HEX_SIZE * 0.1
  ctx.strokeStyle = 'rgba(8, 10, 14, 0.85)'
  ctx.fillStyle = '#e8e6df'
  for (const i of elevated) {
    const e = grid.elevation[i] as number
    centreOf(map.orientation, i % map.cols, Math.floor(i / map.cols), ctr)
    const text = `${e > 0 ? '+' : ''}${e} m`
    const y = (ctr[1] as number) - HEX_SIZE * 0.5
    if (translucent) ctx.strokeText(text, ctr[0] as number, y)
    ctx.fillText(text, ctr[0] as number, y)
  }
}

/**
 * Cross-hatching over impassable hexes (the path just filled), so they never read as the players'
 * black fog. Clipped to the hexes and drawn across their bounding box only.
 */
function hatch(ctx: CanvasRenderingContext2D, map: LayerMap, list: readonly number[]): void {
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  const ctr = [0, 0]
  for (const i of list) {
    centreOf(map.orientation, i % map.cols, Math.floor(i / map.cols), ctr)
    x0 = Math.min(x0, (ctr[0] as number) - HEX_SIZE)
    x1 = Math.max(x1, (ctr[0] as number) + HEX_SIZE)
    y0 = Math.min(y0, (ctr[1] as number) - HEX_SIZE)
    y1 = Math.max(y1, (ctr[1] as number) + HEX_SIZE)
  }
  const gap = HEX_SIZE * IMPASSABLE_HATCH.gap
  ctx.save()
  ctx.clip()
  ctx.beginPath()
  // Lines x - y = k gap and x + y = k gap: a lattice fixed to the map, so tiles meet seamlessly.
  for (let k = Math.floor((x0 - y1) / gap); k * gap <= x1 - y0; k++) {
    ctx.moveTo(y0 + k * gap, y0)
    ctx.lineTo(y1 + k * gap, y1)
  }
  for (let k = Math.floor((x0 + y0) / gap); k * gap <= x1 + y1; k++) {
    ctx.moveTo(k * gap - y0, y0)
    ctx.lineTo(k * gap - y1, y1)
  }
  ctx.strokeStyle = IMPASSABLE_HATCH.colour
  ctx.lineWidth = HEX_SIZE * IMPASSABLE_HATCH.width
  ctx.stroke()
  ctx.restore()
}

/** A square board's walls or Cover by row: x and side of each edge in row y, flattened. */
type SquareEdgeRows = { wall: number[][]; cover: number[][] }

const squareEdgeIndexes = new WeakMap<object, SquareEdgeRows>()

/** The edges record sorted into rows once per record (records are replaced, never mutated). */
function squareEdgeRows(edges: NonNullable<LayerMap['edges']>): SquareEdgeRows {
  let rows = squareEdgeIndexes.get(edges)
  if (rows) return rows
  rows = { wall: [], cover: [] }
  for (const key in edges) {
    const kind = edges[key]
    if (kind !== 'wall' && kind !== 'cover') continue
    const e = parseSquareEdgeKey(key)
    if (!e || e.y < 0) continue
    ;(rows[kind][e.y] ??= []).push(e.x, e.side)
  }
  squareEdgeIndexes.set(edges, rows)
  return rows
}

/**
 * Walls and Cover on a square board: each edge key "x,y,0" (north side of x,y) or "x,y,1" (west
 * side) is one segment. Read by row from an index of the map's record, so a tile looks only at
 * the rows it covers.
 */
function traceSquareEdges(
  ctx: CanvasRenderingContext2D,
  map: LayerMap,
  range: OffsetRange,
  kind: 'wall' | 'cover',
): number {
  const h = SQUARE_SIDE / 2
  let n = 0
  ctx.beginPath()
  if (!map.edges) return 0
  const rows = squareEdgeRows(map.edges)[kind]
  // An edge touches the range when either square it separates is in it.
  for (let y = Math.max(0, range.r0); y <= range.r1 + 1; y++) {
    const row = rows[y]
    if (!row) continue
    for (let i = 0; i < row.length; i += 2) {
      const x = row[i] as number
      if (x < range.c0 || x > range.c1 + 1) continue
      const px = x * SQUARE_SIDE - h
      const py = y * SQUARE_SIDE - h
      ctx.moveTo(px, py)
      if (row[i + 1] === 0) ctx.lineTo(px + SQUARE_SIDE, py)
      else ctx.lineTo(px, py + SQUARE_SIDE)
      n++
    }
  }
  return n
}

function paintEdges(
  ctx: CanvasRenderingContext2D,
  map: LayerMap,
  grid: HexGrid | null,
  range: OffsetRange,
  s: PaintScale,
  onImage: boolean,
): void {
  const layout = map.orientation
  const c = corners(layout)
  const sides = layout === 'square' ? [] : [0, 1, 2, 3, 4, 5].map((d) => sideCorners(layout, d))
  const ctr = [0, 0]
  const trace = (bits: Uint8Array | undefined, kind: 'wall' | 'cover') => {
    if (!bits) return traceSquareEdges(ctx, map, range, kind)
    let n = 0
    ctx.beginPath()
    for (let row = range.r0; row <= range.r1; row++) {
      for (let col = range.c0; col <= range.c1; col++) {
        const b = bits[row * map.cols + col] as number
        if (!b) continue
        centreOf(map.orientation, col, row, ctr)
        for (let d = 0; d < 6; d++) {
          // Sides 3-5 belong to the neighbour, unless it is off the map.
          if (!((b >> d) & 1) || (d >= 3 && hasNeighbour(map, col, row, d))) continue
          const [p, q] = sides[d] as [number, number]
          ctx.moveTo(
            (ctr[0] as number) + (c.x[p] as number),
            (ctr[1] as number) + (c.y[p] as number),
          )
          ctx.lineTo(
            (ctr[0] as number) + (c.x[q] as number),
            (ctr[1] as number) + (c.y[q] as number),
          )
          n++
        }
      }
    }
    return n
  }
  const minWidth = (2 * s.pixelRatio) / s.pxPerUnit
  ctx.lineCap = 'round'
  if (trace(grid?.walls, 'wall')) {
    const width = Math.max(HEX_SIZE * 0.22, minWidth)
    if (onImage) {
      // A dark casing keeps light walls visible on a light picture.
      ctx.strokeStyle = 'rgba(8, 10, 14, 0.8)'
      ctx.lineWidth = width * 1.6
      ctx.stroke()
    }
    ctx.strokeStyle = '#e8e1cf'
    ctx.lineWidth = width
    ctx.stroke()
  }
  if (trace(grid?.cover, 'cover')) {
    ctx.strokeStyle = '#4cc9f0'
    ctx.lineWidth = Math.max(HEX_SIZE * 0.14, minWidth)
    ctx.setLineDash([HEX_SIZE * 0.25, HEX_SIZE * 0.18])
    ctx.stroke()
    ctx.setLineDash([])
  }
}

/** Grid lines of a range in the board's style; also what the bench times against raw Canvas2D. */
export function strokeGrid(
  ctx: CanvasRenderingContext2D,
  map: LayerMap,
  range: OffsetRange,
  s: PaintScale,
  onImage: boolean,
): number {
  const { width, alpha } = gridStroke(s)
  ctx.beginPath()
  const n = traceGridLines(ctx, map, range)
  ctx.globalAlpha = onImage ? alpha * 0.7 : alpha
  ctx.strokeStyle = onImage ? '#0c0e12' : '#4b566b'
  ctx.lineWidth = width
  ctx.stroke()
  ctx.globalAlpha = 1
  boardPaintStats.gridHexes += n
  boardPaintStats.ranges?.push({ ...range })
  return n
}

/** Paint everything on the board that touches `view` (map units) into `ctx`. */
export function paintBoard(
  ctx: CanvasRenderingContext2D,
  map: LayerMap,
  view: Rect,
  s: PaintScale,
  background: BoardBackground | null,
): void {
  if (isGridlessLayer(map)) {
    // No cell grid on a gridless table: its own painter (gridless-paint.ts).
    const picture = () =>
      background ? (paintBackground(ctx, map, view, background, s), true) : false
    paintGridless(ctx, map, view, s, picture)
    return
  }
  const range = rangeOf(map, view)
  if (range.c0 > range.c1 || range.r0 > range.r1) return
  const layout = map.orientation
  // The map object itself keys the grid cache, so it is passed as it is.
  const grid = layout === 'square' ? null : gridOf(map as LayerMap & { orientation: typeof layout })
  if (background) paintBackground(ctx, map, view, background, s)
  else paintPlainBoard(ctx, map, view, range)
  paintTerrain(ctx, map, grid ?? squareGridOf(map), range, s, !!background)
  strokeGrid(ctx, map, range, s, !!background)
  paintEdges(ctx, map, grid, range, s, !!background)
}
