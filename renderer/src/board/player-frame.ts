/**
 * What the players' view frames when no calibrated table pins it: what they can see, not the whole
 * map. Under fog that is the revealed cells, read from the map as the projection sends it to the
 * players (so nothing the GM hides can move the frame), with a margin of a cell; with no fog, or
 * nothing revealed yet, the whole map as before. Pure, and the same on every ruleset and board.
 */
import { parseHexKey } from '../../../shared/geometry/hex'
import { cellInRect } from '../../../shared/geometry/layout'
import { HEX_SIZE, hexCenter, mapBounds, SQUARE_SIDE, type MapShape, type Rect } from './geometry'

const SQRT3 = Math.sqrt(3)

/** The map as the players' page has it: its shape and, under fog, the cells they may see. */
export interface FramedMap extends MapShape {
  fog?: { enabled: boolean; revealed: Record<string, 1> }
}

/** Half a cell's width and height, and the step to the next cell across and down, in map units. */
function cellSpan(layout: MapShape['orientation']) {
  if (layout === 'square') {
    const h = SQUARE_SIDE / 2
    return { hw: h, hh: h, dx: SQUARE_SIDE, dy: SQUARE_SIDE }
  }
  const s = HEX_SIZE
  return layout === 'pointy'
    ? { hw: (SQRT3 * s) / 2, hh: s, dx: SQRT3 * s, dy: 1.5 * s }
    : { hw: s, hh: (SQRT3 * s) / 2, dx: 1.5 * s, dy: SQRT3 * s }
}

/** Margin and smallest frame, in cells: a single revealed cell is not blown up to fill a TV. */
export const FRAME_MARGIN_CELLS = 1
export const FRAME_MIN_CELLS = 7

const frames = new WeakMap<object, { key: string; rect: Rect | null }>()

/**
 * The map rectangle the players' view fits: the revealed cells' bounding box grown by
 * FRAME_MARGIN_CELLS and to at least FRAME_MIN_CELLS each way (about its middle), kept inside the
 * map; null for the whole map (no fog, nothing revealed, or a frame that would be the whole map).
 */
export function revealedFrame(map: FramedMap): Rect | null {
  const fog = map.fog
  if (fog?.enabled !== true) return null
  const shape = `${map.cols}x${map.rows}:${map.orientation}`
  const cached = frames.get(fog.revealed)
  if (cached && cached.key === shape) return cached.rect
  const rect = frameOf(map, fog.revealed)
  frames.set(fog.revealed, { key: shape, rect })
  return rect
}

function frameOf(map: MapShape, revealed: Record<string, 1>): Rect | null {
  const { hw, hh, dx, dy } = cellSpan(map.orientation)
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const key in revealed) {
    const h = parseHexKey(key)
    if (!h || !cellInRect(h, map.cols, map.rows, map.orientation)) continue
    const c = hexCenter(h, map.orientation)
    x0 = Math.min(x0, c.x - hw)
    x1 = Math.max(x1, c.x + hw)
    y0 = Math.min(y0, c.y - hh)
    y1 = Math.max(y1, c.y + hh)
  }
  if (x0 === Infinity) return null
  x0 -= dx * FRAME_MARGIN_CELLS
  x1 += dx * FRAME_MARGIN_CELLS
  y0 -= dy * FRAME_MARGIN_CELLS
  y1 += dy * FRAME_MARGIN_CELLS
  const grow = (a: number, b: number, min: number): [number, number] => {
    const short = min - (b - a)
    return short > 0 ? [a - short / 2, b + short / 2] : [a, b]
  }
  ;[x0, x1] = grow(x0, x1, dx * FRAME_MIN_CELLS)
  ;[y0, y1] = grow(y0, y1, dy * FRAME_MIN_CELLS)
  const b = mapBounds(map)
  const cx0 = Math.max(x0, b.x)
  const cy0 = Math.max(y0, b.y)
  const cx1 = Math.min(x1, b.x + b.width)
  const cy1 = Math.min(y1, b.y + b.height)
  const whole = cx0 <= b.x && cy0 <= b.y && cx1 >= b.x + b.width && cy1 >= b.y + b.height
  return whole ? null : { x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0 }
}

/** A frame as a key that changes only when the frame does (a token's move never changes it). */
export function frameKey(rect: Rect | null): string {
  if (!rect) return 'whole'
  const r = (v: number) => Math.round(v * 100) / 100
  return `${r(rect.x)},${r(rect.y)},${r(rect.width)},${r(rect.height)}`
}
