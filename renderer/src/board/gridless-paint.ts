/**
 * Painting a gridless table (OTHER-SYSTEMS C.7) into a board tile: the picture or the
 * plain table, terrain areas (road grey, liquid blue, slopes hatched with a downhill arrow and
 * their steepness, ladders as rungs), a faint 1" grid with stronger 6" lines the GM can switch
 * off, and obstacles as filled polygons named with their height ("4 brix"). No cell grid: the
 * half-inch lattice is where positions are kept, not something a GM measures by.
 *
 * Map units: the lattice point { q, r } (q/2", r/2") sits at (q, r) * SQUARE_SIDE like a square
 * board's cell, so one inch is 2 * SQUARE_SIDE map units and inch (x, y) is at (x, y) * that.
 */
import type { Point } from '../../../shared/geometry/hex'
import type { Area, InchPoint, Obstacle } from '../../../shared/model'
import { mapBounds, SQUARE_SIDE, type Rect } from './geometry'
import { layoutBoardLabels, type BoardLabel } from './gridless-labels'
import { TERRAIN_COLOURS, type LayerMap } from './layers'

/** Map units per inch on a gridless table. */
export const UNITS_PER_INCH = 2 * SQUARE_SIDE

/** What a gridless table's board tiles are painted from (a GridlessMapDef or a PlayerMap). */
export interface GridlessLayerMap extends LayerMap {
  kind?: string
  obstacles?: Readonly<Record<string, Obstacle>>
  areas?: Readonly<Record<string, Area>>
}

export function isGridlessLayer(map: LayerMap): boolean {
  return (map as GridlessLayerMap).kind === 'gridless'
}

/** An inch point on the table in map units. */
export function inchToMap(p: InchPoint): Point {
  return { x: p.x * UNITS_PER_INCH, y: p.y * UNITS_PER_INCH }
}

/** A map point in inches from the table's top-left corner. */
export function mapToInch(p: Point): InchPoint {
  return { x: p.x / UNITS_PER_INCH, y: p.y / UNITS_PER_INCH }
}

/** The table's own rectangle in map units: `cols` x `rows` half inches from its corner. */
export function tableRect(map: LayerMap): Rect {
  return {
    x: 0,
    y: 0,
    width: (map.cols * UNITS_PER_INCH) / 2,
    height: (map.rows * UNITS_PER_INCH) / 2,
  }
}

/** Fill and outline of each kind of obstacle: kept apart on a dim TV. */
export const OBSTACLE_COLOURS: Record<Obstacle['kind'], { fill: string; stroke: string }> = {
  wall: { fill: '#8d8a83', stroke: '#e8e1cf' },
  building: { fill: '#7a6a58', stroke: '#e8d9bf' },
  hedge: { fill: '#3f6b3a', stroke: '#a9d49b' },
  rock: { fill: '#6a6f78', stroke: '#c9ced6' },
  rubble: { fill: '#5f5548', stroke: '#bfb39f' },
  tree: { fill: '#2f5a31', stroke: '#8fc68a' },
  other: { fill: '#5a5470', stroke: '#c8c0e8' },
}

export const AREA_COLOURS: Record<Area['kind'], string> = {
  road: '#6f7175',
  liquid: '#2c6da3',
  slope: '#8a7433',
  ladder: '#8b5a2b',
}

/** The GM's switch for the 1"/6" grid (on by default); the board repaints when it changes. */
export const inchGrid = { shown: true }

/** What the last paints drew, for tests and benches: inch lines, cell lines (always 0), shapes. */
export const gridlessPaintStats = { inchLines: 0, cellLines: 0, obstacles: 0, areas: 0 }

function bboxOf(points: readonly InchPoint[]): Rect {
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const p of points) {
    x0 = Math.min(x0, p.x)
    y0 = Math.min(y0, p.y)
    x1 = Math.max(x1, p.x)
    y1 = Math.max(y1, p.y)
  }
  const u = UNITS_PER_INCH
  return { x: x0 * u, y: y0 * u, width: (x1 - x0) * u, height: (y1 - y0) * u }
}

/** A shape's box in map units grown by its label and outline (what a change repaints). */
export function shapeRect(points: readonly InchPoint[]): Rect {
  const b = bboxOf(points)
  // Room for the label, which keeps a readable screen size when the table is zoomed out.
  const m = UNITS_PER_INCH * 6
  return { x: b.x - m, y: b.y - m, width: b.width + 2 * m, height: b.height + 2 * m }
}

const meets = (a: Rect, b: Rect) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height

function tracePolygon(ctx: CanvasRenderingContext2D, points: readonly InchPoint[]): void {
  ctx.beginPath()
  points.forEach((p, i) => {
    const m = inchToMap(p)
    if (i === 0) ctx.moveTo(m.x, m.y)
    else ctx.lineTo(m.x, m.y)
  })
  ctx.closePath()
}

/** The mean of a polygon's corners, in map units: where its label goes. */
export function labelPoint(points: readonly InchPoint[]): Point {
  let x = 0
  let y = 0
  for (const p of points) {
    x += p.x
    y += p.y
  }
  return inchToMap({ x: x / points.length, y: y / points.length })
}

/** "Kitchen wall · 4 brix". */
export function obstacleLabel(o: Pick<Obstacle, 'name' | 'heightBrix'>): string {
  return `${o.name} · ${o.heightBrix} brix`
}

/** "Hill · 20° slope", "Main street · road". */
export function areaLabel(a: Pick<Area, 'name' | 'kind' | 'slopeDegrees'>): string {
  if (a.kind === 'slope') return `${a.name} · ${a.slopeDegrees ?? 20}° slope`
  return `${a.name} · ${a.kind}`
}

function paintArea(ctx: CanvasRenderingContext2D, a: Area): void {
  tracePolygon(ctx, a.points)
  ctx.globalAlpha = a.kind === 'liquid' ? 0.7 : 0.8
  ctx.fillStyle = AREA_COLOURS[a.kind]
  ctx.fill()
  ctx.globalAlpha = 1
  const b = bboxOf(a.points)
  const u = UNITS_PER_INCH
  if (a.kind === 'slope' || a.kind === 'ladder') {
    ctx.save()
    tracePolygon(ctx, a.points)
    ctx.clip()
    ctx.beginPath()
    const gap = a.kind === 'ladder' ? u * 0.5 : u * 0.35
    if (a.kind === 'ladder') {
      // Rungs across the shape, every half inch.
      for (let y = Math.ceil(b.y / gap) * gap; y <= b.y + b.height; y += gap) {
        ctx.moveTo(b.x, y)
        ctx.lineTo(b.x + b.width, y)
      }
    } else {
      // Hatching fixed to the table so tiles meet.
      for (let k = Math.floor((b.x - b.y - b.height) / gap); k * gap <= b.x + b.width - b.y; k++) {
        ctx.moveTo(b.y + k * gap, b.y)
        ctx.lineTo(b.y + b.height + k * gap, b.y + b.height)
      }
    }
    ctx.strokeStyle = a.kind === 'ladder' ? '#e0b27a' : 'rgba(20, 16, 8, 0.55)'
    ctx.lineWidth = u * 0.06
    ctx.stroke()
    ctx.restore()
  }
  tracePolygon(ctx, a.points)
  ctx.strokeStyle = 'rgba(232, 230, 223, 0.6)'
  ctx.lineWidth = u * 0.04
  ctx.stroke()
  const at = labelPoint(a.points)
  if (a.kind === 'slope') {
    // The downhill arrow: degrees clockwise from north.
    const rad = ((a.downhill ?? 180) * Math.PI) / 180
    const dx = Math.sin(rad)
    const dy = -Math.cos(rad)
    const len = Math.min(u * 1.5, Math.max(u * 0.6, Math.min(b.width, b.height) * 0.35))
    const tip = { x: at.x + dx * len, y: at.y + dy * len }
    ctx.beginPath()
    ctx.moveTo(at.x - dx * len, at.y - dy * len)
    ctx.lineTo(tip.x, tip.y)
    ctx.moveTo(tip.x - dx * u * 0.3 - dy * u * 0.2, tip.y - dy * u * 0.3 + dx * u * 0.2)
    ctx.lineTo(tip.x, tip.y)
    ctx.lineTo(tip.x - dx * u * 0.3 + dy * u * 0.2, tip.y - dy * u * 0.3 - dx * u * 0.2)
    ctx.strokeStyle = '#f4e7c5'
    ctx.lineWidth = u * 0.08
    ctx.stroke()
  }
}

function paintObstacle(ctx: CanvasRenderingContext2D, o: Obstacle, onImage: boolean): void {
  const c = OBSTACLE_COLOURS[o.kind]
  tracePolygon(ctx, o.points)
  ctx.globalAlpha = onImage ? 0.75 : 0.9
  ctx.fillStyle = c.fill
  ctx.fill()
  ctx.globalAlpha = 1
  ctx.lineJoin = 'round'
  ctx.strokeStyle = c.stroke
  ctx.lineWidth = UNITS_PER_INCH * 0.06
  ctx.stroke()
}

/** Layouts of the current shapes by text size (the GM's map and its TV thumbnail differ). */
let laidOut: { areas: unknown; obstacles: unknown; bySize: Map<number, Map<string, BoardLabel>> } =
  {
    areas: null,
    obstacles: null,
    bySize: new Map(),
  }

/** The shape names' text size in map units for a zoom (CSS pixels per map unit). */
export function boardLabelSize(cssPxPerUnit: number): number {
  return Math.max(UNITS_PER_INCH * 0.32, 11 / cssPxPerUnit)
}

/**
 * The table's shape names at a text size, laid out together (gridless-labels.ts): 'area:' or
 * 'obstacle:' and the shape's id to where its name is painted. Worked out once per change of
 * the shapes or of the text size, not per tile.
 */
export function gridlessBoardLabels(
  map: GridlessLayerMap,
  size = labelSize,
): Map<string, BoardLabel> {
  if (laidOut.areas !== map.areas || laidOut.obstacles !== map.obstacles)
    laidOut = { areas: map.areas, obstacles: map.obstacles, bySize: new Map() }
  const known = laidOut.bySize.get(size)
  if (known) return known
  const u = UNITS_PER_INCH
  const spots = [
    ...Object.entries(map.areas ?? {}).map(([id, a]) => {
      const at = labelPoint(a.points)
      const y = at.y + (a.kind === 'slope' ? u * 0.6 : 0)
      return { id: `area:${id}`, x: at.x, y, text: areaLabel(a) }
    }),
    ...Object.entries(map.obstacles ?? {}).map(([id, o]) => {
      const at = labelPoint(o.points)
      return { id: `obstacle:${id}`, x: at.x, y: at.y, text: obstacleLabel(o) }
    }),
  ]
  const names = new Map(layoutBoardLabels(spots, size).map((l) => [l.id, l]))
  // A few sizes at once (tiles of the zoom being left, the thumbnail's), not every size ever.
  if (laidOut.bySize.size >= 6) laidOut.bySize.clear()
  laidOut.bySize.set(size, names)
  return names
}

/**
 * Map units a label's text is tall: a third of an inch, and never under 11 screen pixels (a
 * whole table fitted on a laptop shows an inch as a dozen pixels). Set per paint.
 */
let labelSize = UNITS_PER_INCH * 0.32

function label(ctx: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  ctx.font = `bold ${labelSize}px system-ui, sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.lineJoin = 'round'
  ctx.lineWidth = labelSize * 0.25
  ctx.strokeStyle = 'rgba(8, 10, 14, 0.85)'
  ctx.strokeText(text, x, y)
  ctx.fillStyle = '#f2efe6'
  ctx.fillText(text, x, y)
}

/**
 * The 1" grid (faint) and every 6" (stronger), across the part of the table in `view`. Inch lines
 * are left out when an inch is under 6 screen pixels: they would only grey the table.
 */
function paintInchGrid(
  ctx: CanvasRenderingContext2D,
  table: Rect,
  view: Rect,
  pxPerUnit: number,
  pixelRatio: number,
): void {
  const area = intersect(view, table)
  if (!area) return
  const u = UNITS_PER_INCH
  const inchPx = (u * pxPerUnit) / pixelRatio
  const hair = pixelRatio / pxPerUnit
  for (const [step, alpha, width] of [
    [1, 0.22, 1],
    [6, 0.5, 1.6],
  ] as const) {
    if (step === 1 && inchPx < 6) continue
    const gap = step * u
    ctx.beginPath()
    let n = 0
    for (let x = Math.ceil(area.x / gap) * gap; x <= area.x + area.width; x += gap) {
      if (step === 1 && x % (6 * u) === 0) continue
      ctx.moveTo(x, area.y)
      ctx.lineTo(x, area.y + area.height)
      n++
    }
    for (let y = Math.ceil(area.y / gap) * gap; y <= area.y + area.height; y += gap) {
      if (step === 1 && y % (6 * u) === 0) continue
      ctx.moveTo(area.x, y)
      ctx.lineTo(area.x + area.width, y)
      n++
    }
    ctx.globalAlpha = alpha
    ctx.strokeStyle = '#c9d2e3'
    ctx.lineWidth = width * hair
    ctx.stroke()
    ctx.globalAlpha = 1
    gridlessPaintStats.inchLines += n
  }
}

function intersect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  const r = Math.min(a.x + a.width, b.x + b.width)
  const btm = Math.min(a.y + a.height, b.y + b.height)
  return r > x && btm > y ? { x, y, width: r - x, height: btm - y } : null
}

/**
 * Paint a gridless table's board over `view` (map units): `paintPicture` lays the background (it
 * returns false when there is none, and the plain table is filled instead).
 */
export function paintGridless(
  ctx: CanvasRenderingContext2D,
  map: GridlessLayerMap,
  view: Rect,
  s: { pxPerUnit: number; pixelRatio: number },
  paintPicture: () => boolean,
): void {
  const table = tableRect(map)
  labelSize = boardLabelSize(s.pxPerUnit / s.pixelRatio)
  const onImage = paintPicture()
  if (!onImage) {
    const b = mapBounds(map)
    const all = intersect(view, {
      x: b.x,
      y: b.y,
      width: Math.max(b.width, table.width - b.x),
      height: Math.max(b.height, table.height - b.y),
    })
    ctx.fillStyle = TERRAIN_COLOURS.normal
    if (all) ctx.fillRect(all.x, all.y, all.width, all.height)
  }
  // On the table and the board drawn under it (the lattice's cells end a quarter inch short).
  // Shapes are clipped to it too: past the last cell no fog covers what a shape runs into.
  const under = intersect(table, mapBounds(map))
  if (!under) return
  ctx.save()
  ctx.beginPath()
  ctx.rect(under.x, under.y, under.width, under.height)
  ctx.clip()
  for (const a of Object.values(map.areas ?? {})) {
    if (!meets(shapeRect(a.points), view)) continue
    paintArea(ctx, a)
    gridlessPaintStats.areas++
  }
  if (inchGrid.shown) paintInchGrid(ctx, under, view, s.pxPerUnit, s.pixelRatio)
  for (const o of Object.values(map.obstacles ?? {})) {
    if (!meets(shapeRect(o.points), view)) continue
    paintObstacle(ctx, o, onImage)
    gridlessPaintStats.obstacles++
  }
  // Names last, over every shape: each is placed clear of the others, wherever its shape is.
  for (const n of gridlessBoardLabels(map).values()) {
    const box = { x: n.x - n.width / 2, y: n.y - n.height / 2, width: n.width, height: n.height }
    if (meets(box, view)) label(ctx, n.text, n.x, n.y)
  }
  ctx.restore()
}

/**
 * Board areas to repaint when a gridless table's obstacles or areas change: each changed shape's
 * old and new boxes (a shape object is replaced whenever it changes).
 */
export function gridlessShapeChanges(prev: GridlessLayerMap, next: GridlessLayerMap): Rect[] {
  const out: Rect[] = []
  for (const layer of ['obstacles', 'areas'] as const) {
    const a = prev[layer]
    const b = next[layer]
    if (a === b) continue
    for (const id of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
      const x = a?.[id]
      const y = b?.[id]
      if (x === y || (x && y && JSON.stringify(x) === JSON.stringify(y))) continue
      if (x) out.push(shapeRect(x.points))
      if (y) out.push(shapeRect(y.points))
    }
  }
  return out
}
