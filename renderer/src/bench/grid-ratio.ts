/**
 * Grid drawing against a raw Canvas2D baseline, in the same page and view. Both stroke every hex
 * the current view shows (the same offset range) into a canvas the size of the stage, with the
 * stage's transform and the board's line width, opaque; each iteration clears the canvas, draws,
 * and reads one pixel back so Chromium rasterises before the clock stops. The baseline is what
 * one would write first: per hex moveTo and six lineTo round the outline, then one stroke. Ours is the
 * board's own tracing (traceGridLines: each shared side once, a four-corner polyline per hex).
 * The same pair is also timed once in the board's translucent style over a picture, and
 * `cachedMs` is what a frame actually pays for the whole board (background, terrain, grid,
 * walls) once its tiles are painted: one draw of the board layer.
 */
import type Konva from 'konva'
import { gridStroke, strokeGrid, type PaintScale } from '../board/board-paint'
import { centreOf, corners, rangeOf, traceGridLines } from '../board/hex-trace'
import type { LayerMap } from '../board/layers'

export interface GridRatio {
  /** Our grid, ms per draw. */
  ms: number
  /** The raw Canvas2D baseline, ms per draw. */
  baselineMs: number
  ratio: number
  hexes: number
  /** One draw of the cached board layer, ms. */
  cachedMs: number
  /** Both in the board's own translucent style over a picture, one draw each, ms. */
  styledMs: number
  styledBaselineMs: number
}

export function gridRatio(stage: Konva.Stage, map: LayerMap, iterations: number): GridRatio {
  const board = stage.getLayers()[0] as Konva.Layer
  const pr = board.getCanvas().getPixelRatio()
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(stage.width() * pr)
  canvas.height = Math.round(stage.height() * pr)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  const m = stage
    .getAbsoluteTransform()
    .getMatrix()
    .map((v) => v * pr)
  const inv = stage.getAbsoluteTransform().copy().invert()
  const a = inv.point({ x: 0, y: 0 })
  const b = inv.point({ x: stage.width(), y: stage.height() })
  const range = rangeOf(map, { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y })
  const scale: PaintScale = { pxPerUnit: m[0] as number, pixelRatio: pr }
  const { width, alpha } = gridStroke(scale)

  const prepare = () => {
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    ctx.setTransform(m[0] as number, 0, 0, m[3] as number, m[4] as number, m[5] as number)
  }
  const flush = () => ctx.getImageData(0, 0, 1, 1)

  const c = corners(map.orientation)
  const ctr = [0, 0]
  const outlines = () => {
    ctx.beginPath()
    for (let row = range.r0; row <= range.r1; row++) {
      for (let col = range.c0; col <= range.c1; col++) {
        centreOf(map.orientation, col, row, ctr)
        const x = ctr[0] as number
        const y = ctr[1] as number
        ctx.moveTo(x + (c.x[0] as number), y + (c.y[0] as number))
        for (let i = 1; i < 6; i++) ctx.lineTo(x + (c.x[i] as number), y + (c.y[i] as number))
        // Back to the first corner by lineTo: with closePath Skia takes seconds (see traceHex).
        ctx.lineTo(x + (c.x[0] as number), y + (c.y[0] as number))
      }
    }
  }
  // Opaque, the fair case for the baseline.
  const opaque = () => {
    ctx.globalAlpha = 1
    ctx.strokeStyle = '#4b566b'
    ctx.lineWidth = width
    ctx.stroke()
  }
  const ours = () => {
    prepare()
    ctx.beginPath()
    traceGridLines(ctx, map, range)
    opaque()
    flush()
  }
  const baseline = () => {
    prepare()
    outlines()
    opaque()
    flush()
  }
  const time = (fn: () => void) => {
    const t = performance.now()
    fn()
    return performance.now() - t
  }
  for (let i = 0; i < 3; i++) {
    ours()
    baseline()
  }
  let oursMs = 0
  let baseMs = 0
  // Interleaved, so drift in the machine's speed lands on both.
  for (let i = 0; i < iterations; i++) {
    oursMs += time(ours)
    baseMs += time(baseline)
  }
  // As the board draws it over a picture: translucent, once each.
  const styledMs = time(() => {
    prepare()
    strokeGrid(ctx, map, range, scale, true)
    flush()
  })
  const styledBaselineMs = time(() => {
    prepare()
    outlines()
    ctx.globalAlpha = alpha * 0.7
    ctx.strokeStyle = '#0c0e12'
    ctx.lineWidth = width
    ctx.stroke()
    ctx.globalAlpha = 1
    flush()
  })
  const boardCtx = board.getCanvas().getContext()._context
  let cachedMs = 0
  for (let i = 0; i < iterations; i++) {
    cachedMs += time(() => {
      board.draw()
      boardCtx.getImageData(0, 0, 1, 1)
    })
  }
  const hexes = (range.c1 - range.c0 + 1) * (range.r1 - range.r0 + 1)
  return {
    ms: oursMs / iterations,
    baselineMs: baseMs / iterations,
    ratio: oursMs / baseMs,
    hexes,
    cachedMs: cachedMs / iterations,
    styledMs,
    styledBaselineMs,
  }
}
