/** Map-space geometry for drawing: hexes of HEX_SIZE map units, cameras, visible ranges. */
import { hexToPixel, type Hex, type Point } from '../../../shared/geometry/hex'
import type { TokenSize } from '../../../shared/model'
import {
  cellAtOffset,
  cellAtPoint,
  cellCentre,
  type CellLayout,
} from '../../../shared/geometry/layout'

/** Circumradius of one hex in map units (the stage scale turns these into screen pixels). */
export const HEX_SIZE = 40
const SQRT3 = Math.sqrt(3)

export interface MapShape {
  /** The cell layout: pointy or flat hexes, or squares. */
  orientation: CellLayout
  cols: number
  rows: number
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export interface Camera {
  x: number
  y: number
  scale: number
}

/** A square's side in map units: about a pointy hex's width, so tokens read the same size. */
export const SQUARE_SIDE = 64

/** The map units a layout's cell size is given in: a hex's circumradius or a square's side. */
export function cellSizeOf(layout: CellLayout): number {
  return layout === 'square' ? SQUARE_SIDE : HEX_SIZE
}

/** A cell's centre in map units (a hex's, or a square's on a square board). */
export function hexCenter(h: Hex, orientation: CellLayout): Point {
  return orientation === 'square'
    ? cellCentre(h, SQUARE_SIDE, 'square')
    : hexToPixel(h, HEX_SIZE, orientation)
}

/** Bounding box of a whole rectangular map, in map units. */
export function mapBounds(map: MapShape): Rect {
  if (map.orientation === 'square') {
    const a = SQUARE_SIDE
    return { x: -a / 2, y: -a / 2, width: a * map.cols, height: a * map.rows }
  }
  const s = HEX_SIZE
  if (map.orientation === 'pointy') {
    const w = SQRT3 * s
    return {
      x: -w / 2,
      y: -s,
      width: w * map.cols + (map.rows > 1 ? w / 2 : 0),
      height: s * (1.5 * (map.rows - 1) + 2),
    }
  }
  const h = SQRT3 * s
  return {
    x: -s,
    y: -h / 2,
    width: s * (1.5 * (map.cols - 1) + 2),
    height: h * map.rows + (map.cols > 1 ? h / 2 : 0),
  }
}

/** The camera that shows the whole map centred in a viewport, with a margin in screen pixels. */
export function fitCamera(
  map: MapShape,
  viewport: { width: number; height: number },
  margin = 24,
): Camera {
  return fitRect(mapBounds(map), viewport, margin)
}

/** The camera that shows the rectangle `b` (map units) centred in a viewport, with a margin. */
export function fitRect(b: Rect, viewport: { width: number; height: number }, margin = 24): Camera {
  const scale = Math.max(
    0.05,
    Math.min((viewport.width - 2 * margin) / b.width, (viewport.height - 2 * margin) / b.height),
  )
  return {
    scale,
    x: (viewport.width - b.width * scale) / 2 - b.x * scale,
    y: (viewport.height - b.height * scale) / 2 - b.y * scale,
  }
}

/** Zoom by `factor` keeping the map point under `anchor` (screen pixels) still. */
export function zoomCamera(cam: Camera, factor: number, anchor: Point, min = 0.1, max = 8): Camera {
  const scale = Math.min(max, Math.max(min, cam.scale * factor))
  const mx = (anchor.x - cam.x) / cam.scale
  const my = (anchor.y - cam.y) / cam.scale
  return { scale, x: anchor.x - mx * scale, y: anchor.y - my * scale }
}

/**
 * Offset-coordinate ranges of the hexes that can touch a map-space rectangle, clamped to the map.
 * A rectangle wholly off the map gives an empty range (c0 > c1), so nothing is drawn.
 */
export function visibleOffsetRange(
  map: MapShape,
  view: Rect,
): { c0: number; c1: number; r0: number; r1: number } {
  const s = HEX_SIZE
  let c0: number, c1: number, r0: number, r1: number
  if (map.orientation === 'square') {
    const a = SQUARE_SIDE
    c0 = Math.floor((view.x + a / 2) / a)
    c1 = Math.ceil((view.x + view.width - a / 2) / a)
    r0 = Math.floor((view.y + a / 2) / a)
    r1 = Math.ceil((view.y + view.height - a / 2) / a)
  } else if (map.orientation === 'pointy') {
    const w = SQRT3 * s
    c0 = Math.floor((view.x - w) / w)
    c1 = Math.ceil((view.x + view.width + w) / w)
    r0 = Math.floor((view.y - s) / (1.5 * s))
    r1 = Math.ceil((view.y + view.height + s) / (1.5 * s))
  } else {
    const h = SQRT3 * s
    c0 = Math.floor((view.x - s) / (1.5 * s))
    c1 = Math.ceil((view.x + view.width + s) / (1.5 * s))
    r0 = Math.floor((view.y - h) / h)
    r1 = Math.ceil((view.y + view.height + h) / h)
  }
  if (c1 < 0 || r1 < 0 || c0 > map.cols - 1 || r0 > map.rows - 1)
    return { c0: 0, c1: -1, r0: 0, r1: -1 }
  return {
    c0: Math.max(0, c0),
    c1: Math.min(map.cols - 1, c1),
    r0: Math.max(0, r0),
    r1: Math.min(map.rows - 1, r1),
  }
}

/** Corner offsets of a cell relative to its centre (six for a hex, four for a square; map units). */
export function cornerOffsets(orientation: CellLayout): Point[] {
  if (orientation === 'square') {
    const h = SQUARE_SIDE / 2
    // Clockwise from the north-east corner, as hex corners go clockwise on screen.
    return [
      { x: h, y: -h },
      { x: h, y: h },
      { x: -h, y: h },
      { x: -h, y: -h },
    ]
  }
  const start = orientation === 'pointy' ? 30 : 0
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((start + 60 * i) * Math.PI) / 180
    return { x: HEX_SIZE * Math.cos(a), y: HEX_SIZE * Math.sin(a) }
  })
}

/**
 * Trace every visible hex outline into one path: one draw call however many hexes are shown,
 * and none for hexes off screen. Returns how many hexes were traced.
 */
export function traceVisibleHexes(
  ctx: Pick<CanvasRenderingContext2D, 'moveTo' | 'lineTo' | 'closePath'>,
  map: MapShape,
  view: Rect,
): number {
  const { c0, c1, r0, r1 } = visibleOffsetRange(map, view)
  const corners = cornerOffsets(map.orientation)
  let n = 0
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const c = hexCenter(cellAtOffset(col, row, map.orientation), map.orientation)
      const first = corners[0] as Point
      ctx.moveTo(c.x + first.x, c.y + first.y)
      for (let i = 1; i < corners.length; i++) {
        const p = corners[i] as Point
        ctx.lineTo(c.x + p.x, c.y + p.y)
      }
      ctx.closePath()
      n++
    }
  }
  return n
}

/** Token disc radius in map units by size (footprints for Large and up come with the battlemap). */
export function tokenRadius(size: TokenSize): number {
  const k = { tiny: 0.4, small: 0.55, medium: 0.75, large: 1.1, giant: 1.5, gargantuan: 1.9 }[size]
  return HEX_SIZE * k
}

/** Initials shown on a token disc: "Rust Sentinel" -> "RS", "Vaka" -> "VA". */
export function tokenInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  // Array.from splits by code point, so a name starting with an emoji keeps it whole.
  if (words.length === 1)
    return Array.from(words[0] as string)
      .slice(0, 2)
      .join('')
      .toUpperCase()
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join('')
    .toUpperCase()
}

const LABEL_FONT = 'system-ui, sans-serif'
let measureCtx: CanvasRenderingContext2D | null | undefined
const widthCache = new Map<string, number>()

/** Width in map units of a bold label, measured once per text and size. */
export function labelWidth(text: string, fontSize: number): number {
  const key = `${fontSize.toFixed(2)}|${text}`
  const hit = widthCache.get(key)
  if (hit !== undefined) return hit
  if (measureCtx === undefined) measureCtx = document.createElement('canvas').getContext('2d')
  let width = text.length * fontSize * 0.62
  if (measureCtx) {
    measureCtx.font = `bold ${fontSize}px ${LABEL_FONT}`
    const measured = measureCtx.measureText(text).width
    if (Number.isFinite(measured) && measured > 0) width = measured
  }
  if (widthCache.size > 2000) widthCache.clear()
  widthCache.set(key, width)
  return width
}

/**
 * Where beings sharing a hex sit in it (Tiny three to a hex, Small two): offsets from the hex
 * centre by token id, for hexes holding more than one token of one hex. Others sit at the centre.
 */
export function sharedHexOffsets(
  tokens: readonly { id: string; hex: Hex; size: TokenSize }[],
): Map<string, Point> {
  const byHex = new Map<string, string[]>()
  for (const t of tokens) {
    if (t.size !== 'tiny' && t.size !== 'small') continue
    const key = `${t.hex.q},${t.hex.r}`
    byHex.set(key, [...(byHex.get(key) ?? []), t.id])
  }
  const out = new Map<string, Point>()
  for (const ids of byHex.values()) {
    if (ids.length < 2) continue
    const r = HEX_SIZE * (ids.length === 2 ? 0.4 : 0.45)
    ids.forEach((id, i) => {
      // Two side by side; three (or more, if the GM stacked them) round the centre.
      const a = ids.length === 2 ? Math.PI * i : -Math.PI / 2 + (2 * Math.PI * i) / ids.length
      out.set(id, {
        x: Math.round(r * Math.cos(a) * 100) / 100,
        y: Math.round(r * Math.sin(a) * 100) / 100,
      })
    })
  }
  return out
}

/** The cell (hex or square) under a map point. */
export function cellAt(p: Point, layout: CellLayout): Hex {
  const c = cellAtPoint(p, cellSizeOf(layout), layout)
  // Rounding a small negative gives -0; + 0 keeps keys and comparisons plain.
  return { q: c.q + 0, r: c.r + 0 }
}
