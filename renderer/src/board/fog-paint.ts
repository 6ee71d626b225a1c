/**
 * Painting fog for one map-space rectangle: hidden hexes as runs along rows (pointy) or columns
 * (flat), all in one path filled once, so the union has no seams and costs about two path calls
 * a hex. The GM sees it dimmed, players black. A prepared draft is outlined: yellow for hexes
 * it would reveal, red for hexes it would hide.
 */
import { parseHexKey } from '../../../shared/geometry/hex'
import { cellToOffset } from '../../../shared/geometry/layout'
import type { Rect } from './geometry'
import { centreOf, corners, rangeOf, traceHex, traceRun } from './hex-trace'
import type { LayerMap } from './layers'
import type { PaintScale } from './board-paint'

type FogMap = LayerMap & { fog: NonNullable<LayerMap['fog']> }

const indexes = new WeakMap<object, Uint8Array>()

/** 1 per revealed hex by offset index, built once per revealed-set object (sets are replaced). */
export function fogIndex(map: LayerMap, keys: Record<string, 1>): Uint8Array {
  let idx = indexes.get(keys)
  if (idx && idx.length === map.cols * map.rows) return idx
  idx = new Uint8Array(map.cols * map.rows)
  for (const key in keys) {
    const h = parseHexKey(key)
    if (!h) continue
    const { col, row } = cellToOffset(h, map.orientation)
    if (col >= 0 && col < map.cols && row >= 0 && row < map.rows) idx[row * map.cols + col] = 1
  }
  indexes.set(keys, idx)
  return idx
}

/** Paint the fog touching `view`; false when there was none to paint there. */
export function paintFog(
  ctx: CanvasRenderingContext2D,
  map: FogMap,
  view: Rect,
  s: PaintScale,
  audience: 'gm' | 'projector',
): boolean {
  const range = rangeOf(map, view)
  if (range.c0 > range.c1 || range.r0 > range.r1) return false
  const fog = map.fog
  const now = fogIndex(map, fog.revealed)
  const draft = audience === 'gm' && fog.draft ? fogIndex(map, fog.draft) : null
  const shown = draft ?? now
  const pointy = map.orientation !== 'flat'
  // Runs follow rows on pointy and square maps and columns on flat ones: the lines whose cells touch.
  const [l0, l1, a0, a1] = pointy
    ? [range.r0, range.r1, range.c0, range.c1]
    : [range.c0, range.c1, range.r0, range.r1]
  const at = (line: number, i: number) => (pointy ? line * map.cols + i : i * map.cols + line)
  ctx.beginPath()
  let any = false
  for (let line = l0; line <= l1; line++) {
    let start = -1
    for (let i = a0; i <= a1 + 1; i++) {
      const hidden = i <= a1 && !shown[at(line, i)]
      if (hidden && start < 0) start = i
      else if (!hidden && start >= 0) {
        traceRun(ctx, map.orientation, line, start, i - 1)
        start = -1
        any = true
      }
    }
  }
  if (any) {
    ctx.fillStyle = audience === 'gm' ? 'rgba(4, 6, 10, 0.55)' : '#000000'
    ctx.fill()
    // The board beneath is its own canvas, and both are anti-aliased, drawn as tiles and scaled:
    // where their edges meet, pixels show a trace of the board and of the grid lines on it, so a
    // fully fogged map was a faint outline of its size on the TV. Black 3 device pixels past
    // every edge of the fog hides that fringe (2 in all still left a trace on a 1080p TV).
    if (audience === 'projector') {
      ctx.strokeStyle = '#000000'
      ctx.lineWidth = 6 / s.pxPerUnit
      ctx.lineJoin = 'round'
      ctx.stroke()
    }
  }
  if (!draft) return any
  const c = corners(map.orientation, 0.8)
  const ctr = [0, 0]
  for (const [later, colour] of [
    [1, '#ffd166'],
    [0, '#ef476f'],
  ] as const) {
    ctx.beginPath()
    let n = 0
    for (let row = range.r0; row <= range.r1; row++) {
      for (let col = range.c0; col <= range.c1; col++) {
        const i = row * map.cols + col
        if (now[i] === draft[i] || draft[i] !== later) continue
        centreOf(map.orientation, col, row, ctr)
        traceHex(ctx, ctr[0] as number, ctr[1] as number, c)
        n++
      }
    }
    if (!n) continue
    any = true
    ctx.strokeStyle = colour
    ctx.lineWidth = (2 * s.pixelRatio) / s.pxPerUnit
    ctx.setLineDash([(4 * s.pixelRatio) / s.pxPerUnit, (3 * s.pixelRatio) / s.pxPerUnit])
    ctx.stroke()
    ctx.setLineDash([])
  }
  return any
}
