import { describe, expect, it, vi } from 'vitest'
import { hexToPixel } from '../../../shared/geometry/hex'
import {
  MAX_SINGLE_SIDE,
  PIECE_SIDE,
  backgroundRect,
  hexWidthUnits,
  pieceRects,
  type BackgroundSpec,
  type LoadedBackground,
} from '../../../renderer/src/board/background'
import { gridStroke, paintBoard } from '../../../renderer/src/board/board-paint'
import { fogIndex, paintFog } from '../../../renderer/src/board/fog-paint'
import { HEX_SIZE, mapBounds } from '../../../renderer/src/board/geometry'
import type { LayerMap } from '../../../renderer/src/board/layers'
import { boardChanges, fogChanges } from '../../../renderer/src/board/map-diff'

const base: LayerMap = { orientation: 'pointy', cols: 10, rows: 8 }

function ctx2d(): CanvasRenderingContext2D {
  const c = document.createElement('canvas')
  c.width = 400
  c.height = 400
  return c.getContext('2d') as CanvasRenderingContext2D
}

describe('background pieces and placement', () => {
  it.each([
    [4096, 4096, 1],
    [MAX_SINGLE_SIDE, 3000, 1],
    [MAX_SINGLE_SIDE + 1, 3000, 3],
    [12000, 9000, 9],
  ])('a %i x %i image is drawn from %i piece(s), covering it exactly', (w, h, count) => {
    const pieces = pieceRects(w, h)
    expect(pieces).toHaveLength(count)
    // Cut pieces are at most 4096 px on a side; an image up to 8192 px stays whole.
    if (count > 1)
      expect(pieces.every((p) => p.width <= PIECE_SIDE && p.height <= PIECE_SIDE)).toBe(true)
    expect(pieces.reduce((s, p) => s + p.width * p.height, 0)).toBe(w * h)
  })

  it.each(['pointy', 'flat'] as const)(
    'places pixelsPerHex pixels across one hex, offset from the map corner (%s)',
    (orientation) => {
      const map = { ...base, orientation }
      const spec: BackgroundSpec = {
        url: 'x',
        width: 1000,
        height: 800,
        pixelsPerHex: 50,
        offsetX: 10,
        offsetY: -20,
      }
      const r = backgroundRect(spec, map)
      const k = hexWidthUnits(orientation) / 50
      const b = mapBounds(map)
      expect(hexWidthUnits(orientation)).toBeCloseTo(
        orientation === 'pointy' ? Math.sqrt(3) * HEX_SIZE : 2 * HEX_SIZE,
        9,
      )
      expect(r).toEqual({ x: b.x + 10 * k, y: b.y - 20 * k, width: 1000 * k, height: 800 * k })
    },
  )
})

describe('paintBoard', () => {
  it('draws only the background pieces a tile shows, on top of no plain board', () => {
    const map = { ...base, cols: 200, rows: 200 }
    const spec: BackgroundSpec = {
      url: 'x',
      width: 12000,
      height: 12000,
      pixelsPerHex: 60,
      offsetX: 0,
      offsetY: 0,
    }
    const image: LoadedBackground = {
      url: 'x',
      width: 12000,
      height: 12000,
      pieces: pieceRects(12000, 12000).map((r) => ({
        source: document.createElement('canvas'),
        sx: 0,
        sy: 0,
        ox: r.x,
        oy: r.y,
        w: r.width,
        h: r.height,
      })),
    }
    const ctx = ctx2d()
    const drawImage = vi.spyOn(ctx, 'drawImage')
    const fillRect = vi.spyOn(ctx, 'fillRect')
    // A small view near the top-left corner: one piece of nine.
    const b = mapBounds(map)
    paintBoard(
      ctx,
      map,
      { x: b.x, y: b.y, width: 300, height: 300 },
      { pxPerUnit: 1, pixelRatio: 1 },
      {
        spec,
        image,
      },
    )
    expect(image.pieces).toHaveLength(9)
    expect(new Set(drawImage.mock.calls.map((c) => c[0])).size).toBe(1)
    expect(fillRect).not.toHaveBeenCalled()
  })

  it.each([
    // Image pixels per device pixel: the smallest copy with a pixel for each device pixel.
    [1, 'whole'],
    [0.6, 'whole'],
    [0.5, 'half'],
    [0.3, 'half'],
    [0.25, 'quarter'],
    [0.05, 'quarter'],
  ] as const)('draws a picture at %f of its size from the %s of it', (shrink, from) => {
    const map = { ...base, cols: 40, rows: 40 }
    const b = mapBounds(map)
    // The image spans the map's width, 4096 px; pxPerUnit sets device px per image px.
    const kx = 4096 / b.width
    const spec: BackgroundSpec = {
      url: 'x',
      width: 4096,
      height: 4096,
      pixelsPerHex: (4096 * hexWidthUnits('pointy')) / b.width,
      offsetX: 0,
      offsetY: 0,
    }
    const canvas = (name: string) => Object.assign(document.createElement('canvas'), { id: name })
    const image: LoadedBackground = {
      url: 'x',
      width: 4096,
      height: 4096,
      pieces: [{ source: canvas('whole'), sx: 0, sy: 0, ox: 0, oy: 0, w: 4096, h: 4096 }],
      smaller: [
        { scale: 0.5, source: canvas('half'), width: 2048, height: 2048 },
        { scale: 0.25, source: canvas('quarter'), width: 1024, height: 1024 },
      ],
    }
    const ctx = ctx2d()
    const drawImage = vi.spyOn(ctx, 'drawImage')
    const view = { x: b.x + 100, y: b.y + 100, width: 200, height: 200 }
    paintBoard(ctx, map, view, { pxPerUnit: shrink * kx, pixelRatio: 1 }, { spec, image })
    expect(drawImage).toHaveBeenCalledOnce()
    const [source, sx, sy, sw] = drawImage.mock.calls[0] as unknown as [
      HTMLCanvasElement,
      number,
      number,
      number,
    ]
    expect(source.id).toBe(from)
    // The same part of the picture, in the copy's pixels.
    const k = { whole: 1, half: 0.5, quarter: 0.25 }[from]
    expect(sx).toBeCloseTo(100 * kx * k, 6)
    expect(sy).toBeCloseTo(100 * kx * k, 6)
    expect(sw).toBeCloseTo(200 * kx * k, 6)
  })

  it('draws the plain board where there is no background', () => {
    const ctx = ctx2d()
    const fillRect = vi.spyOn(ctx, 'fillRect')
    paintBoard(ctx, base, mapBounds(base), { pxPerUnit: 1, pixelRatio: 1 }, null)
    expect(fillRect).toHaveBeenCalled()
  })

  it('thins and fades grid lines as hexes get small on screen', () => {
    const near = gridStroke({ pxPerUnit: 1, pixelRatio: 1 })
    const far = gridStroke({ pxPerUnit: 0.05, pixelRatio: 1 })
    expect(near.alpha).toBe(1)
    expect(far.alpha).toBeLessThan(near.alpha)
    // In CSS pixels: 1.5 near, thinner far.
    expect(near.width * 1).toBeCloseTo(1.5, 9)
    expect(far.width * 0.05).toBeLessThan(1.5)
  })
})

describe('fog', () => {
  const fogged = (revealed: Record<string, 1>): LayerMap => ({
    ...base,
    fog: { enabled: true, revealed },
  })

  it('indexes revealed hexes by offset once per revealed set', () => {
    const revealed: Record<string, 1> = { '0,0': 1, '1,2': 1, '99,99': 1 }
    const idx = fogIndex(base, revealed)
    expect(idx.reduce((s, v) => s + v, 0)).toBe(2)
    expect(fogIndex(base, revealed)).toBe(idx)
  })

  it('paints nothing where everything is revealed, and something where it is not', () => {
    const all: Record<string, 1> = {}
    for (let r = 0; r < base.rows; r++)
      for (let c = 0; c < base.cols; c++) all[`${c - (r - (r & 1)) / 2},${r}`] = 1
    const s = { pxPerUnit: 1, pixelRatio: 1 }
    const m = fogged(all)
    expect(paintFog(ctx2d(), { ...m, fog: m.fog! }, mapBounds(base), s, 'projector')).toBe(false)
    const none = fogged({})
    expect(paintFog(ctx2d(), { ...none, fog: none.fog! }, mapBounds(base), s, 'projector')).toBe(
      true,
    )
  })
})

describe('what a map edit repaints', () => {
  it('nothing when the layers are the same objects', () => {
    const terrain = { '1,1': { kind: 'water' as const } }
    expect(boardChanges({ ...base, terrain }, { ...base, terrain })).toEqual([])
  })

  it('the hexes whose terrain or walls changed, with room for wall strokes', () => {
    const a = { ...base, terrain: { '1,1': { kind: 'water' as const } } }
    const b = {
      ...base,
      terrain: { '1,1': { kind: 'water' as const }, '3,2': { kind: 'dig' as const } },
    }
    const rects = boardChanges(a, b)!
    expect(rects).toHaveLength(1)
    const c = hexToPixel({ q: 3, r: 2 }, HEX_SIZE, 'pointy')
    expect(rects[0]!.x).toBeLessThan(c.x - HEX_SIZE)
    expect(rects[0]!.x + rects[0]!.width).toBeGreaterThan(c.x + HEX_SIZE)
    // A wall: the hexes on both sides.
    expect(boardChanges(a, { ...a, edges: { '2,2,0': 'wall' } })).toHaveLength(2)
  })

  it('everything when the map changes shape', () => {
    expect(boardChanges(base, { ...base, cols: 11 })).toBeNull()
    expect(fogChanges(base, { ...base, rows: 9 }, 'gm')).toBeNull()
  })

  it('fog: revealed hexes for everyone, the draft for the GM only', () => {
    const a = { ...base, fog: { enabled: true, revealed: { '0,0': 1 as const } } }
    const b = { ...a, fog: { ...a.fog, revealed: { '0,0': 1 as const, '1,0': 1 as const } } }
    expect(fogChanges(a, b, 'projector')).toHaveLength(1)
    const drafted = { ...a, fog: { ...a.fog, draft: { '0,0': 1 as const, '2,0': 1 as const } } }
    expect(fogChanges(a, drafted, 'projector')).toEqual([])
    expect(fogChanges(a, drafted, 'gm')!.length).toBeGreaterThan(0)
  })
})
