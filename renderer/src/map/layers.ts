/**
 * Drawing of the map's layers into a canvas context: terrain, walls and Cover on edges, fog.
 * Each draws only what intersects the visible rectangle, so a 200 x 200 map costs what is on screen.
 */
import {
  edgeHexes,
  hexKey,
  offsetToHex,
  parseEdgeKey,
  parseHexKey,
  type Hex,
  type Point,
} from '../../../shared/hex'
import type { EdgeKind, TerrainKind } from '../../../shared/model'
import {
  cornerOffsets,
  hexCenter,
  visibleOffsetRange,
  HEX_SIZE,
  type MapShape,
  type Rect,
} from './geometry'

type Ctx = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'moveTo' | 'lineTo' | 'closePath' | 'fill' | 'stroke' | 'fillText' | 'setLineDash'
> & {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  lineWidth: number
  lineCap: CanvasLineCap
  font: string
  textAlign: CanvasTextAlign
  textBaseline: CanvasTextBaseline
  globalAlpha: number
}

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

function tracePolygon(ctx: Ctx, c: Point, corners: Point[], shrink = 1): void {
  const first = corners[0] as Point
  ctx.moveTo(c.x + first.x * shrink, c.y + first.y * shrink)
  for (let i = 1; i < 6; i++) {
    const p = corners[i] as Point
    ctx.lineTo(c.x + p.x * shrink, c.y + p.y * shrink)
  }
  ctx.closePath()
}

function inView(c: Point, view: Rect): boolean {
  return (
    c.x >= view.x - HEX_SIZE * 2 &&
    c.x <= view.x + view.width + HEX_SIZE * 2 &&
    c.y >= view.y - HEX_SIZE * 2 &&
    c.y <= view.y + view.height + HEX_SIZE * 2
  )
}

/** Terrain fills by kind, and elevation as a number in the hex. */
export function drawTerrain(ctx: Ctx, map: LayerMap, view: Rect): number {
  if (!map.terrain) return 0
  const corners = cornerOffsets(map.orientation)
  const byKind = new Map<TerrainKind, Point[]>()
  const elevations: [Point, number][] = []
  for (const [key, cell] of Object.entries(map.terrain)) {
    const h = parseHexKey(key)
    if (!h) continue
    const c = hexCenter(h, map.orientation)
    if (!inView(c, view)) continue
    if (cell.kind !== 'normal') {
      const list = byKind.get(cell.kind) ?? []
      list.push(c)
      byKind.set(cell.kind, list)
    }
    if (cell.elevation) elevations.push([c, cell.elevation])
  }
  let n = 0
  for (const [kind, centres] of byKind) {
    ctx.beginPath()
    for (const c of centres) tracePolygon(ctx, c, corners, 0.97)
    ctx.fillStyle = TERRAIN_COLOURS[kind]
    ctx.fill()
    n += centres.length
  }
  if (elevations.length) {
    ctx.font = `bold ${HEX_SIZE * 0.42}px system-ui, sans-serif`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillStyle = '#e8e6df'
    for (const [c, e] of elevations)
      ctx.fillText(`${e > 0 ? '+' : ''}${e} m`, c.x, c.y - HEX_SIZE * 0.5)
  }
  return n
}

/** The two corners an edge runs between, in map units. */
export function edgeSegment(map: MapShape, a: Hex, b: Hex): [Point, Point] {
  const ca = hexCenter(a, map.orientation)
  const cb = hexCenter(b, map.orientation)
  const mid = { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 }
  const pts = cornerOffsets(map.orientation)
    .map((o) => ({ x: ca.x + o.x, y: ca.y + o.y }))
    .sort((p, q) => Math.hypot(p.x - mid.x, p.y - mid.y) - Math.hypot(q.x - mid.x, q.y - mid.y))
  return [pts[0] as Point, pts[1] as Point]
}

/** Walls as thick dark lines, Cover as dashed blue lines, along hex edges. */
export function drawEdges(ctx: Ctx, map: LayerMap, view: Rect): number {
  if (!map.edges) return 0
  const groups: Record<EdgeKind, [Point, Point][]> = { wall: [], cover: [] }
  for (const [key, kind] of Object.entries(map.edges)) {
    const e = parseEdgeKey(key)
    if (!e) continue
    const [a, b] = edgeHexes(e)
    if (!inView(hexCenter(a, map.orientation), view)) continue
    groups[kind].push(edgeSegment(map, a, b))
  }
  ctx.lineCap = 'round'
  for (const kind of ['wall', 'cover'] as const) {
    if (!groups[kind].length) continue
    ctx.beginPath()
    for (const [p, q] of groups[kind]) {
      ctx.moveTo(p.x, p.y)
      ctx.lineTo(q.x, q.y)
    }
    ctx.strokeStyle = kind === 'wall' ? '#e8e1cf' : '#4cc9f0'
    ctx.lineWidth = kind === 'wall' ? HEX_SIZE * 0.22 : HEX_SIZE * 0.14
    ctx.setLineDash(kind === 'wall' ? [] : [HEX_SIZE * 0.25, HEX_SIZE * 0.18])
    ctx.stroke()
  }
  ctx.setLineDash([])
  return groups.wall.length + groups.cover.length
}

/**
 * Fog over unrevealed hexes: opaque for players, dimmed for the GM. While the GM prepares edits,
 * hexes the draft would reveal are outlined in yellow and hexes it would hide in red.
 */
export function drawFog(ctx: Ctx, map: LayerMap, view: Rect, audience: 'gm' | 'projector'): number {
  const fog = map.fog
  if (!fog?.enabled) return 0
  const corners = cornerOffsets(map.orientation)
  const { c0, c1, r0, r1 } = visibleOffsetRange(map, view)
  const shown = audience === 'gm' && fog.draft ? fog.draft : fog.revealed
  const toReveal: Point[] = []
  const toHide: Point[] = []
  ctx.beginPath()
  let n = 0
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const h = offsetToHex(col, row, map.orientation)
      const key = hexKey(h)
      const c = hexCenter(h, map.orientation)
      const now = Object.hasOwn(fog.revealed, key)
      const later = Object.hasOwn(shown, key)
      if (audience === 'gm' && fog.draft && now !== later) (later ? toReveal : toHide).push(c)
      if (later) continue
      tracePolygon(ctx, c, corners, 1.02)
      n++
    }
  }
  ctx.fillStyle = audience === 'gm' ? 'rgba(4, 6, 10, 0.55)' : '#000000'
  ctx.fill()
  for (const [list, colour] of [
    [toReveal, '#ffd166'],
    [toHide, '#ef476f'],
  ] as const) {
    if (!list.length) continue
    ctx.beginPath()
    for (const c of list) tracePolygon(ctx, c, corners, 0.8)
    ctx.strokeStyle = colour
    ctx.lineWidth = 2
    ctx.setLineDash([4, 3])
    ctx.stroke()
    ctx.setLineDash([])
  }
  return n
}
