/**
 * The black mask of the curtain's "room by room" reveal: a canvas over the players' map, black
 * where a room is not uncovered yet. Each room's outline is one Path2D in map units (its hexes as
 * row runs, traced as the board's tiles trace them), built once before the reveal starts, so a
 * step costs one fill that cuts that room out of the black.
 */
import { cellToOffset, type CellLayout } from '../../../shared/geometry/layout'
import { parseHexKey } from '../../../shared/geometry/hex'
import { traceRun } from './hex-trace'

/** The outline of some hexes (keys) in map units, as runs along rows (pointy) or columns (flat). */
export function roomPath(keys: readonly string[], orientation: CellLayout): Path2D {
  const lines = new Map<number, number[]>()
  for (const key of keys) {
    const h = parseHexKey(key)
    if (!h) continue
    const { col, row } = cellToOffset(h, orientation)
    const [line, i] = orientation !== 'flat' ? [row, col] : [col, row]
    let list = lines.get(line)
    if (!list) lines.set(line, (list = []))
    list.push(i)
  }
  const path = new Path2D()
  for (const [line, list] of lines) {
    list.sort((a, b) => a - b)
    let a = list[0] as number
    for (let k = 1; k <= list.length; k++) {
      const i = list[k]
      if (i !== undefined && i === (list[k - 1] as number) + 1) continue
      traceRun(path, orientation, line, a, list[k - 1] as number)
      if (i !== undefined) a = i
    }
  }
  return path
}

/** A map-units-to-CSS-pixels matrix (Konva's absolute transform: a, b, c, d, e, f). */
export type Matrix = readonly number[]

export class RoomsMask {
  private matrix: Matrix | null = null
  private cut = 0

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly rooms: readonly Path2D[],
  ) {}

  /** Rooms uncovered so far. */
  get uncovered(): number {
    return this.cut
  }

  /**
   * Show the first `count` rooms and keep the rest black, at the map's `matrix` over a box of
   * `width` x `height` CSS pixels. Only the newly uncovered rooms are drawn, unless the canvas or
   * the map's camera changed since the last call.
   */
  show(count: number, matrix: Matrix, width: number, height: number, pixelRatio: number): void {
    const c = this.canvas
    const w = Math.max(1, Math.round(width * pixelRatio))
    const h = Math.max(1, Math.round(height * pixelRatio))
    const ctx = c.getContext('2d')
    if (!ctx) return
    const fresh =
      c.width !== w ||
      c.height !== h ||
      !this.matrix ||
      this.matrix.some((v, i) => v !== matrix[i]) ||
      count < this.cut
    if (fresh) {
      c.width = w
      c.height = h
      ctx.setTransform(1, 0, 0, 1, 0, 0)
      ctx.globalCompositeOperation = 'source-over'
      ctx.fillStyle = '#000'
      ctx.fillRect(0, 0, w, h)
      this.cut = 0
      this.matrix = [...matrix]
    }
    const [a, b, cc, d, e, f] = matrix as [number, number, number, number, number, number]
    ctx.setTransform(
      a * pixelRatio,
      b * pixelRatio,
      cc * pixelRatio,
      d * pixelRatio,
      e * pixelRatio,
      f * pixelRatio,
    )
    ctx.globalCompositeOperation = 'destination-out'
    for (; this.cut < Math.min(count, this.rooms.length); this.cut++)
      ctx.fill(this.rooms[this.cut] as Path2D)
  }
}
