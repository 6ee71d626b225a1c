/**
 * A bitmap cache of a map layer (board or fog) as square tiles, so a pan costs a few drawImage
 * calls instead of retracing thousands of hexes. Tiles are painted at the exact zoom shown, so
 * once the zoom rests a blit is a straight pixel copy. While the zoom keeps changing, the tiles
 * already painted are scaled instead (until they are more than 2x off), and tiles for the new
 * zoom are painted once it has rested for `settleMs`. Painting is spread over frames by a time
 * budget; a tile not painted yet is drawn from other zooms' tiles meanwhile. Data changes mark
 * tiles dirty, and only the dirty rectangles are painted again.
 */
import type { Rect } from './geometry'

/** A 2D affine transform as [a, b, c, d, e, f] (no rotation is expected). */
export type Matrix = readonly [number, number, number, number, number, number]

export interface TileCacheOptions {
  /**
   * Paint the map rectangle `view` into `ctx`, whose transform already maps map units to the
   * tile's pixels at `pxPerUnit`. Returning false says nothing was painted (an empty tile).
   */
  paint: (ctx: CanvasRenderingContext2D, view: Rect, pxPerUnit: number) => boolean | void
  /** Where paint can be, in map units; nothing outside is tiled. */
  bounds: () => Rect
  /** Ask for another draw (a frame left tiles unpainted, or the zoom came to rest). */
  requestDraw: () => void
  /** Tile side in device pixels. */
  tileSize?: number
  maxTiles?: number
  /** Painting time allowed per draw, ms; at least one tile is painted per draw regardless. */
  budgetMs?: () => number
  /** How long the zoom must rest before tiles are painted for it, ms. */
  settleMs?: number
  now?: () => number
  createCanvas?: (size: number) => HTMLCanvasElement
}

interface Tile {
  /** Device pixels per map unit the tile was painted at. */
  scale: number
  tx: number
  ty: number
  /** Null: the tile is empty. */
  canvas: HTMLCanvasElement | null
  dirty: Rect[] | 'all' | null
  used: number
}

export interface TileDrawResult {
  /** Every tile the view needs is painted, clean, at the current zoom. */
  complete: boolean
  painted: number
  /** The scale (device px per map unit) of the tiles drawn. */
  level: number
  /** What painting one tile has been costing lately, ms. */
  tileMs: number
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

export class TileCache {
  private readonly tiles = new Map<string, Tile>()
  private readonly pool: HTMLCanvasElement[] = []
  private readonly o: Required<TileCacheOptions>
  /** What painting a tile has been costing, ms (a moving average). */
  private paintMs = 0
  private lastScale = 0
  private zoomedAt = -Infinity
  private zoomingIn = true
  private settleTimer: ReturnType<typeof setTimeout> | null = null
  private frame = 0

  constructor(options: TileCacheOptions) {
    this.o = {
      tileSize: 256,
      maxTiles: 240,
      budgetMs: () => 6,
      settleMs: 150,
      now: () => performance.now(),
      createCanvas: (size) => {
        const c = document.createElement('canvas')
        c.width = size
        c.height = size
        return c
      },
      ...options,
    }
  }

  get size(): number {
    return this.tiles.size
  }

  /** How many tiles are kept per scale (for stats and tests). */
  scales(): Record<string, number> {
    const out: Record<string, number> = {}
    for (const t of this.tiles.values()) out[t.scale] = (out[t.scale] ?? 0) + 1
    return out
  }

  /** Mark tiles touching `rects` (map units) for repainting; no rects: every tile. */
  invalidate(rects?: Rect[]): void {
    for (const t of this.tiles.values()) {
      if (!rects) {
        t.dirty = 'all'
        continue
      }
      const r = this.tileRect(t)
      for (const d of rects) {
        if (!intersects(r, d) || t.dirty === 'all') continue
        t.dirty = t.dirty ?? []
        t.dirty.push(d)
        if (t.dirty.length > 24) t.dirty = 'all'
      }
    }
  }

  /** Forget every tile (the map's shape changed). */
  clear(): void {
    for (const t of this.tiles.values()) this.release(t)
    this.tiles.clear()
  }

  dispose(): void {
    this.clear()
    if (this.settleTimer) clearTimeout(this.settleTimer)
    this.pool.length = 0
  }

  /**
   * Draw the tiles covering a device-pixel viewport into `ctx`, where `m` maps map units to
   * device pixels. Leaves `ctx`'s transform as it found it.
   */
  draw(
    ctx: CanvasRenderingContext2D,
    m: Matrix,
    viewport: { width: number; height: number },
  ): TileDrawResult {
    const start = this.o.now()
    this.frame++
    const scale = Number(Math.hypot(m[0], m[1]).toPrecision(7))
    if (scale !== this.lastScale) {
      if (this.lastScale) {
        this.zoomedAt = start
        this.zoomingIn = scale > this.lastScale
      }
      this.lastScale = scale
    }
    const view = {
      x: -m[4] / m[0],
      y: -m[5] / m[3],
      width: viewport.width / m[0],
      height: viewport.height / m[3],
    }
    const b = this.o.bounds()
    const x0 = Math.max(view.x, b.x)
    const y0 = Math.max(view.y, b.y)
    const x1 = Math.min(view.x + view.width, b.x + b.width)
    const y1 = Math.min(view.y + view.height, b.y + b.height)
    const area = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }

    let level = scale
    const resting = start - this.zoomedAt >= this.o.settleMs
    if (!resting) {
      // Mid-zoom, draw the zoom already painted that covers the most of the view, scaled, if
      // it is within 0.7x to 2x of the zoom shown (shrunk further, twice as many tiles would be
      // needed; grown further, they blur). Tiles for the zoom of the moment come once it rests.
      // With none close enough, paint ahead of the zoom (finer going in, coarser going out), so
      // the new tiles last through more of the gesture.
      level =
        this.bestCached(scale, area) ??
        Number((this.zoomingIn ? scale * 1.4 : scale / 1.4).toPrecision(7))
      this.scheduleSettle()
    }
    if (x1 <= x0 || y1 <= y0) return { complete: true, painted: 0, level, tileMs: this.paintMs }

    const budget = this.o.budgetMs()
    const needed = this.tilesOver(level, area)
    // A zoom already painted that covers the whole view, scaled up to 4x either way: what to
    // show while most of the zoom wanted is still to be painted (see below).
    const cover = needed.some((n) => !n.tile) ? this.bestCached(scale, area, 0.25, 4, true) : null

    let painted = 0
    let complete = level === scale
    for (const n of needed) {
      // Tiles painted for a zoom not shown yet are in use too: evicting them would start over.
      if (n.tile) n.tile.used = this.frame
      if (n.tile && !n.tile.dirty) continue
      const elapsed = this.o.now() - start
      // Paint within the budget, judged by what tiles have cost so far (twice what recording
      // them took: the canvas rasterises the commands when the tile is first drawn). One tile
      // per draw is painted regardless, so a slow tile cannot stall the rest, and so is a tile
      // shown with nothing at all to show in its place.
      const fits = painted === 0 || elapsed + 2 * this.paintMs <= budget
      const gap = cover === null && !n.tile && !this.hasFallback(level, n.tx, n.ty)
      if (fits || gap) {
        const t0 = this.o.now()
        n.tile = this.paintTile(
          n.tile ?? { scale: level, tx: n.tx, ty: n.ty, canvas: null, dirty: 'all', used: 0 },
        )
        this.paintMs = this.paintMs * 0.7 + (this.o.now() - t0) * 0.3
        this.tiles.set(n.key, n.tile)
        n.tile.used = this.frame
        painted++
      } else complete = false
    }

    // Most of the zoom wanted still missing: keep showing the covering one while the new tiles
    // are painted behind it, and switch when they are there, rather than patching a screenful
    // of gaps from other zooms.
    let shown = level
    if (cover !== null && needed.filter((n) => !n.tile).length * 4 > needed.length) {
      shown = cover
      complete = false
    }
    const drawn = shown === level ? needed : this.tilesOver(shown, area)
    ctx.save()
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    const missing = drawn.filter((n) => !n.tile)
    if (missing.length) this.drawFallback(ctx, m, shown, missing)
    // At the tiles' own scale a blit is a straight copy. Scaled, mid-zoom, the tiles are drawn
    // unfiltered: filtering a screenful in software costs more than a frame has, and the
    // sharp tiles replace them once the zoom rests.
    ctx.imageSmoothingEnabled = false
    for (const n of drawn) {
      if (!n.tile) continue
      n.tile.used = this.frame
      this.blit(ctx, m, n.tile)
    }
    ctx.restore()
    this.evict()
    if (!complete) this.o.requestDraw()
    return { complete, painted, level: shown, tileMs: this.paintMs }
  }

  /** The tiles of one zoom over an area, present or not. */
  private tilesOver(scale: number, area: Rect) {
    const span = this.o.tileSize / scale
    const out: { key: string; tx: number; ty: number; tile: Tile | undefined }[] = []
    for (let ty = Math.floor(area.y / span); ty * span < area.y + area.height; ty++)
      for (let tx = Math.floor(area.x / span); tx * span < area.x + area.width; tx++) {
        const key = `${scale}:${tx}:${ty}`
        out.push({ key, tx, ty, tile: this.tiles.get(key) })
      }
    return out
  }

  /**
   * Of the zooms with tiles within `lo`-`hi` times `scale`, the one covering most of `area`
   * (with `whole`, only one covering all of it).
   */
  private bestCached(scale: number, area: Rect, lo = 0.7, hi = 2, whole = false): number | null {
    if (area.width <= 0 || area.height <= 0) return null
    const scales = new Set<number>()
    for (const t of this.tiles.values()) {
      const ratio = scale / t.scale
      if (ratio >= lo && ratio <= hi) scales.add(t.scale)
    }
    let best: number | null = null
    let bestScore = -1
    for (const s of scales) {
      const tiles = this.tilesOver(s, area)
      const have = tiles.filter((t) => t.tile && !t.tile.dirty).length
      if (whole && have < tiles.length) continue
      // Coverage first; between equals, the zoom nearest the one shown.
      const score = have / tiles.length - Math.abs(Math.log(scale / s)) * 1e-3
      if (score > bestScore) {
        bestScore = score
        best = s
      }
    }
    return best
  }

  private tileRect(t: { scale: number; tx: number; ty: number }): Rect {
    const span = this.o.tileSize / t.scale
    return { x: t.tx * span, y: t.ty * span, width: span, height: span }
  }

  private hasFallback(scale: number, tx: number, ty: number): boolean {
    const r = this.tileRect({ scale, tx, ty })
    // An empty tile counts: it knows there is nothing to draw there.
    for (const o of this.tiles.values())
      if (o.scale !== scale && intersects(this.tileRect(o), r)) return true
    return false
  }

  private paintTile(tile: Tile): Tile {
    const r = this.tileRect(tile)
    const s = tile.scale
    const whole = tile.dirty === 'all' || !tile.canvas
    const canvas = tile.canvas ?? this.pool.pop() ?? this.o.createCanvas(this.o.tileSize)
    const ctx = canvas.getContext('2d')
    if (!ctx) return { ...tile, dirty: null }
    // The area to paint, in the tile's pixels, snapped outwards to whole pixels so the clip has
    // no soft edge that would leave a seam.
    let px = { x0: 0, y0: 0, x1: canvas.width, y1: canvas.height }
    if (!whole && Array.isArray(tile.dirty)) {
      const ds = tile.dirty
      const clamp = (v: number, hi: number) => Math.max(0, Math.min(hi, v))
      px = {
        x0: clamp(Math.floor((Math.min(...ds.map((d) => d.x)) - r.x) * s), canvas.width),
        y0: clamp(Math.floor((Math.min(...ds.map((d) => d.y)) - r.y) * s), canvas.height),
        x1: clamp(Math.ceil((Math.max(...ds.map((d) => d.x + d.width)) - r.x) * s), canvas.width),
        y1: clamp(Math.ceil((Math.max(...ds.map((d) => d.y + d.height)) - r.y) * s), canvas.height),
      }
    }
    const pw = px.x1 - px.x0
    const ph = px.y1 - px.y0
    ctx.save()
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    if (!whole) {
      ctx.beginPath()
      ctx.rect(px.x0, px.y0, pw, ph)
      ctx.clip()
    }
    ctx.clearRect(px.x0, px.y0, pw, ph)
    ctx.setTransform(s, 0, 0, s, -r.x * s, -r.y * s)
    const area = { x: r.x + px.x0 / s, y: r.y + px.y0 / s, width: pw / s, height: ph / s }
    const drew = pw > 0 && ph > 0 && this.o.paint(ctx, area, s) !== false
    ctx.restore()
    tile.dirty = null
    if (!drew && whole) {
      // Nothing there (fully revealed fog, say): keep no canvas for it.
      if (this.pool.length < 8) this.pool.push(canvas)
      tile.canvas = null
    } else tile.canvas = canvas
    return tile
  }

  private blit(ctx: CanvasRenderingContext2D, m: Matrix, t: Tile): void {
    if (!t.canvas) return
    const r = this.tileRect(t)
    // Snap to whole device pixels so neighbouring tiles meet without a seam.
    const x0 = Math.round(m[0] * r.x + m[4])
    const y0 = Math.round(m[3] * r.y + m[5])
    const exact = Math.abs(m[0] - t.scale) < 1e-6 * t.scale
    // At the tile's own scale its size is exact, so neighbours abut pixel for pixel.
    const x1 = exact ? x0 + t.canvas.width : Math.round(m[0] * (r.x + r.width) + m[4])
    const y1 = exact ? y0 + t.canvas.height : Math.round(m[3] * (r.y + r.height) + m[5])
    if (x1 <= x0 || y1 <= y0) return
    ctx.drawImage(t.canvas, 0, 0, t.canvas.width, t.canvas.height, x0, y0, x1 - x0, y1 - y0)
  }

  /**
   * Tiles not painted yet: show what another zoom's tiles have of their area, clipped to those
   * tiles so a translucent layer is not drawn twice where tiles exist.
   */
  private drawFallback(
    ctx: CanvasRenderingContext2D,
    m: Matrix,
    scale: number,
    missing: { tx: number; ty: number }[],
  ): void {
    const rects = missing.map((t) => this.tileRect({ scale, ...t }))
    const area = {
      x: Math.min(...rects.map((r) => r.x)),
      y: Math.min(...rects.map((r) => r.y)),
      width: 0,
      height: 0,
    }
    area.width = Math.max(...rects.map((r) => r.x + r.width)) - area.x
    area.height = Math.max(...rects.map((r) => r.y + r.height)) - area.y
    // One other zoom only, the nearest that has anything there: two overlapping zooms would
    // darken a translucent layer twice.
    let best: number | null = null
    for (const o of this.tiles.values()) {
      if (o.scale === scale || !o.canvas || !intersects(this.tileRect(o), area)) continue
      if (best === null || Math.abs(Math.log(o.scale / scale)) < Math.abs(Math.log(best / scale)))
        best = o.scale
    }
    const others = [...this.tiles.values()].filter(
      (o) => o.scale === best && o.canvas && intersects(this.tileRect(o), area),
    )
    if (!others.length) return
    ctx.save()
    ctx.beginPath()
    for (const r of rects) {
      const x = Math.round(m[0] * r.x + m[4])
      const y = Math.round(m[3] * r.y + m[5])
      ctx.rect(
        x,
        y,
        Math.round(m[0] * (r.x + r.width) + m[4]) - x,
        Math.round(m[3] * (r.y + r.height) + m[5]) - y,
      )
    }
    ctx.clip()
    ctx.imageSmoothingEnabled = false
    for (const o of others) this.blit(ctx, m, o)
    ctx.restore()
  }

  private scheduleSettle(): void {
    if (this.settleTimer) clearTimeout(this.settleTimer)
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null
      this.o.requestDraw()
    }, this.o.settleMs + 10)
  }

  private release(t: Tile): void {
    if (t.canvas && this.pool.length < 8) this.pool.push(t.canvas)
    t.canvas = null
  }

  private evict(): void {
    if (this.tiles.size <= this.o.maxTiles) return
    const old = [...this.tiles.entries()]
      .filter(([, t]) => t.used !== this.frame)
      .sort((a, b) => a[1].used - b[1].used)
    for (const [key, t] of old) {
      if (this.tiles.size <= this.o.maxTiles) break
      this.release(t)
      this.tiles.delete(key)
    }
  }
}
