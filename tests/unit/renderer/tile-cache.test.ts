import { describe, expect, it, vi } from 'vitest'
import type { Rect } from '../../../renderer/src/board/geometry'
import { TileCache, type Matrix } from '../../../renderer/src/board/tile-cache'

const VIEW = { width: 600, height: 400 }
const BOUNDS: Rect = { x: -5000, y: -5000, width: 10000, height: 10000 }

function setup(
  options: { budget?: number; maxTiles?: number; empty?: boolean; mayPaint?: () => boolean } = {},
) {
  let clock = 1000
  const painted: { view: Rect; scale: number }[] = []
  const requestDraw = vi.fn()
  /** Tiles copied into another canvas made by the cache (its atlas). */
  let copies = 0
  const cache = new TileCache({
    paint: (_ctx, view, scale) => {
      painted.push({ view, scale })
      clock += 1 // each tile "takes" 1 ms
      return !options.empty
    },
    bounds: () => BOUNDS,
    requestDraw,
    tileSize: 100,
    maxTiles: options.maxTiles ?? 500,
    budgetMs: () => options.budget ?? Infinity,
    ...(options.mayPaint && { mayPaint: options.mayPaint }),
    settleMs: 150,
    now: () => clock,
    createCanvas: (size) => {
      const c = document.createElement('canvas')
      c.width = size
      c.height = size
      const ctx = c.getContext('2d') as CanvasRenderingContext2D
      const drawImage = ctx.drawImage.bind(ctx) as (...a: unknown[]) => void
      ctx.drawImage = ((...a: unknown[]) => {
        copies++
        drawImage(...a)
      }) as CanvasRenderingContext2D['drawImage']
      return c
    },
  })
  const canvas = document.createElement('canvas')
  canvas.width = VIEW.width
  canvas.height = VIEW.height
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
  const draw = (m: Matrix) => cache.draw(ctx, m, VIEW)
  return {
    cache,
    painted,
    requestDraw,
    draw,
    ctx,
    tick: (ms: number) => (clock += ms),
    copies: () => copies,
  }
}

function countBlits(ctx: CanvasRenderingContext2D): () => number {
  let n = 0
  ctx.drawImage = (() => void n++) as CanvasRenderingContext2D['drawImage']
  return () => n
}

const at = (scale: number, x = 0, y = 0): Matrix => [scale, 0, 0, scale, x, y]

describe('TileCache', () => {
  it('paints the tiles a view needs once, at the zoom shown, and then only blits them', () => {
    const t = setup()
    const first = t.draw(at(1))
    // 600 x 400 device px of 100 px tiles.
    expect(t.painted).toHaveLength(24)
    expect(first).toMatchObject({ complete: true, painted: 24, level: 1 })
    expect(t.painted.every((p) => p.scale === 1 && p.view.width === 100)).toBe(true)
    const blits = countBlits(t.ctx)
    expect(t.draw(at(1)).painted).toBe(0)
    expect(blits()).toBe(24)
    // A pan by 50 px brings one new column and one new row of tiles into view.
    t.painted.length = 0
    t.draw(at(1, -50, -50))
    expect(t.painted).toHaveLength(7 * 5 - 6 * 4)
  })

  it('repaints only the tiles an edit touches, and only the edited area of them', () => {
    const t = setup()
    t.draw(at(1))
    t.painted.length = 0
    t.cache.invalidate([{ x: 130, y: 40, width: 20, height: 20 }])
    t.draw(at(1))
    expect(t.painted).toHaveLength(1)
    expect(t.painted[0]!.view).toEqual({ x: 130, y: 40, width: 20, height: 20 })
    t.painted.length = 0
    // Across a tile corner: the four tiles around it.
    t.cache.invalidate([{ x: 190, y: 90, width: 20, height: 20 }])
    t.draw(at(1))
    expect(t.painted).toHaveLength(4)
  })

  it('scales the tiles it has while a zoom moves and paints the new zoom once it rests', () => {
    const t = setup()
    t.draw(at(1))
    t.painted.length = 0
    t.tick(10)
    const moving = t.draw(at(1.3))
    expect(moving).toMatchObject({ complete: false, painted: 0, level: 1 })
    expect(t.painted).toHaveLength(0)
    t.tick(200)
    const rested = t.draw(at(1.3))
    expect(rested).toMatchObject({ complete: true, level: 1.3 })
    expect(t.painted.length).toBeGreaterThan(0)
    expect(t.painted.every((p) => p.scale === 1.3)).toBe(true)
  })

  it('draws a scaled view in a few pieces, each tile copied into its atlas once', () => {
    const t = setup()
    t.draw(at(1))
    const copies = t.copies()
    t.tick(10)
    const blits = countBlits(t.ctx)
    expect(t.draw(at(1.3))).toMatchObject({ painted: 0, level: 1 })
    // The 5 x 4 tiles now in view, copied at their own scale, then drawn in at most four pieces.
    expect(t.copies() - copies).toBe(20)
    expect(blits()).toBeLessThanOrEqual(4)
    // Zooming on in needs no tile it does not have: nothing is copied again.
    t.tick(10)
    t.draw(at(1.4))
    expect(t.copies() - copies).toBe(20)
    expect(blits()).toBeLessThanOrEqual(8)
    // An edit marks tiles dirty: the copies are taken again from what the tiles now hold.
    t.cache.invalidate([{ x: 130, y: 40, width: 20, height: 20 }])
    t.tick(10)
    t.draw(at(1.45))
    expect(t.copies() - copies).toBeGreaterThan(20)
  })

  it('fills the atlas of a zoom painted ahead as it paints, not when it switches to it', () => {
    const t = setup({ budget: 0 })
    t.draw(at(1))
    t.painted.length = 0
    const perDraw: number[] = []
    const levels = new Set<number>()
    for (let i = 0; i < 120; i++) {
      t.tick(10)
      const before = t.copies()
      levels.add(t.draw(at(3 + i * 0.002)).level)
      perDraw.push(t.copies() - before)
    }
    // The zoom painted ahead of the one shown was shown by the end, painted a tile a draw.
    const ahead = t.painted.filter((p) => p.scale > 3)
    expect(ahead.length).toBeGreaterThan(30)
    expect([...levels].some((l) => l > 3)).toBe(true)
    // The frame that switches to it copies in only what stands in for the tiles still missing
    // (a quarter at most), not every tile painted ahead.
    expect(Math.max(...perDraw)).toBeLessThanOrEqual(ahead.length / 2)
  })

  it('puts painting off while told to, but not where there is nothing else to show', () => {
    let may = false
    const t = setup({ mayPaint: () => may })
    // Nothing to show yet: the first view is painted whole regardless.
    expect(t.draw(at(1))).toMatchObject({ complete: true, painted: 24, putOff: false })
    t.cache.invalidate()
    expect(t.draw(at(1))).toMatchObject({ complete: false, painted: 0, putOff: true })
    may = true
    expect(t.draw(at(1))).toMatchObject({ complete: true, painted: 24, putOff: false })
  })

  it('spreads painting over draws when the budget is spent, asking for the next draw', () => {
    const t = setup({ budget: 0 })
    // Nothing to show yet: the first view is painted whole regardless.
    expect(t.draw(at(1)).complete).toBe(true)
    t.painted.length = 0
    t.cache.invalidate()
    const r = t.draw(at(1))
    // Tiles already painted stay on screen meanwhile; one is repainted per draw.
    expect(r).toMatchObject({ complete: false, painted: 1 })
    expect(t.requestDraw).toHaveBeenCalled()
    for (let i = 0; i < 30; i++) t.draw(at(1))
    expect(t.draw(at(1)).complete).toBe(true)
    expect(t.painted).toHaveLength(24)
  })

  it('keeps no bitmap for an empty tile and does not paint it again', () => {
    const t = setup({ empty: true })
    t.draw(at(1))
    const blits = countBlits(t.ctx)
    t.painted.length = 0
    t.draw(at(1))
    expect(t.painted).toHaveLength(0)
    expect(blits()).toBe(0)
  })

  it('forgets the least recently used tiles beyond its limit', () => {
    const t = setup({ maxTiles: 30 })
    for (let i = 0; i < 6; i++) t.draw(at(1, -i * 300, 0))
    expect(t.cache.size).toBeLessThanOrEqual(30)
    // The view just drawn is still whole.
    t.painted.length = 0
    t.draw(at(1, -5 * 300, 0))
    expect(t.painted).toHaveLength(0)
  })
})
