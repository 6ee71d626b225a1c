/**
 * A bitmap cache of a map layer (board or fog) as square tiles, so a pan costs a few drawImage
 * calls instead of retracing thousands of hexes. Tiles are painted at the exact zoom shown, so
 * once the zoom rests a blit is a straight pixel copy. While the zoom keeps changing, the tiles
 * already painted are scaled instead (until they are more than 2x off), and tiles for the new
 * zoom are painted once it has rested for `settleMs`. Painting is spread over frames by a time
 * budget; a tile not painted yet is drawn from other zooms' tiles meanwhile. Data changes mark
 * tiles dirty, and only the dirty rectangles are painted again. Scaled tiles are drawn through
 * an atlas (see drawScaled), so a zoom frame draws the view in a few pieces, not tile by tile.
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
  /**
   * Whether this draw may paint at all: no puts tiles off to a later draw, except those with
   * nothing at all to show in their place. Lets caches drawn in the same frame take turns.
   */
  mayPaint?: () => boolean
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
  /** Which painting the canvas holds (unique across tiles), so a copy of it knows it is stale. */
  stamp: number
}

/**
 * One zoom's tiles copied side by side into one canvas, at their own scale. Tile (tx, ty) sits
 * in the slot at (tx mod cols, ty mod rows): as the view moves, only tiles coming into it are
 * copied in, and any view of up to cols by rows tiles is drawn in at most four pieces.
 */
interface Atlas {
  canvas: HTMLCanvasElement
  cols: number
  rows: number
  /** The zoom its slots hold, and the cache's generation they were filled in. */
  scale: number
  generation: number
  /** Per slot: the key of the tile it holds and that tile's stamp (null: another zoom's). */
  slots: ({ key: string; stamp: number | null } | undefined)[]
}

export interface TileDrawResult {
  /** Every tile the view needs is painted, clean, at the current zoom. */
  complete: boolean
  painted: number
  /** The scale (device px per map unit) of the tiles drawn. */
  level: number
  /** What painting one tile has been costing lately, ms. */
  tileMs: number
  /** Tiles were put off because mayPaint said no. */
  putOff: boolean
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
  private stamps = 0
  /** Bumped when tiles are dropped or marked dirty: what the atlas holds may be out of date. */
  private generation = 0
  /**
   * Up to two atlases, the one drawn last first: the zoom shown mid-zoom, and the one being
   * painted ahead of it, whose tiles go into their atlas as they are painted, so the frame that
   * switches to that zoom finds its atlas filled instead of copying a screenful in at once.
   */
  private atlases: Atlas[] = []

  constructor(options: TileCacheOptions) {
    this.o = {
      tileSize: 256,
      maxTiles: 240,
      budgetMs: () => 6,
      mayPaint: () => true,
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
    this.generation++
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
    this.generation++
  }

  dispose(): void {
    this.clear()
    this.atlases = []
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
    if (x1 <= x0 || y1 <= y0)
      return { complete: true, painted: 0, level, tileMs: this.paintMs, putOff: false }

    const budget = this.o.budgetMs()
    const may = this.o.mayPaint()
    let putOff = false
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
      const fits = may && (painted === 0 || elapsed + 2 * this.paintMs <= budget)
      const gap = cover === null && !n.tile && !this.hasFallback(level, n.tx, n.ty)
      if (fits || gap) {
        const t0 = this.o.now()
        n.tile = this.paintTile(
          n.tile ?? {
            scale: level,
            tx: n.tx,
            ty: n.ty,
            canvas: null,
            dirty: 'all',
            used: 0,
            stamp: 0,
          },
        )
        if (!resting) this.intoAtlas(viewport, level, n)
        this.paintMs = this.paintMs * 0.7 + (this.o.now() - t0) * 0.3
        this.tiles.set(n.key, n.tile)
        n.tile.used = this.frame
        painted++
      } else {
        complete = false
        putOff ||= !may
      }
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
    for (const n of drawn) if (n.tile) n.tile.used = this.frame
    ctx.save()
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    // At the tiles' own scale a blit is a straight copy. Scaled, mid-zoom, the tiles are drawn
    // unfiltered: filtering a screenful in software costs more than a frame has, and the
    // sharp tiles replace them once the zoom rests.
    ctx.imageSmoothingEnabled = false
    const exact = Math.abs(m[0] - shown) < 1e-6 * shown
    if (exact || !this.drawScaled(ctx, m, viewport, shown, drawn)) {
      const missing = drawn.filter((n) => !n.tile)
      if (missing.length) this.drawFallback(ctx, m, shown, missing)
      for (const n of drawn) if (n.tile) this.blit(ctx, m, n.tile)
    }
    ctx.restore()
    this.evict()
    if (!complete) this.o.requestDraw()
    return { complete, painted, level: shown, tileMs: this.paintMs, putOff }
  }

  /**
   * Draw one zoom's tiles scaled, through the atlas. The software rasteriser charges a scaled
   * drawImage a good deal per call on top of its pixels (a straight copy much less), so a view
   * drawn tile by tile costs two to three times the same view drawn in one piece. Each tile is
   * copied into the atlas once, when it comes into view or is painted again, and every frame
   * of a zoom then draws the atlas in at most four pieces. False when the view needs more
   * tiles than the atlas has slots: it is then drawn tile by tile.
   */
  private drawScaled(
    ctx: CanvasRenderingContext2D,
    m: Matrix,
    viewport: { width: number; height: number },
    scale: number,
    drawn: { key: string; tx: number; ty: number; tile: Tile | undefined }[],
  ): boolean {
    const atlas = this.atlasFor(viewport, scale)
    if (!atlas || drawn.length === 0) return false
    let tx0 = Infinity
    let ty0 = Infinity
    let tx1 = -Infinity
    let ty1 = -Infinity
    for (const n of drawn) {
      tx0 = Math.min(tx0, n.tx)
      ty0 = Math.min(ty0, n.ty)
      tx1 = Math.max(tx1, n.tx)
      ty1 = Math.max(ty1, n.ty)
    }
    if (tx1 - tx0 >= atlas.cols || ty1 - ty0 >= atlas.rows) return false
    if (!this.copyIn(atlas, scale, drawn)) return false
    const size = this.o.tileSize
    const mod = (v: number, n: number) => ((v % n) + n) % n

    // The view's tiles on the device, their outer corners snapped to whole pixels as blit()
    // snaps a tile's; so is each seam where the atlas wraps, so the pieces abut.
    const span = size / scale
    const dx = (tx: number) => Math.round(m[0] * tx * span + m[4])
    const dy = (ty: number) => Math.round(m[3] * ty * span + m[5])
    /** t0..t1 cut where it wraps round n slots. */
    const runs = (t0: number, t1: number, n: number) => {
      const out: [number, number][] = []
      for (let t = t0; t <= t1;) {
        const end = Math.min(t1, t + n - 1 - mod(t, n))
        out.push([t, end])
        t = end + 1
      }
      return out
    }
    for (const [a0, a1] of runs(tx0, tx1, atlas.cols))
      for (const [b0, b1] of runs(ty0, ty1, atlas.rows)) {
        const x0 = dx(a0)
        const x1 = dx(a1 + 1)
        const y0 = dy(b0)
        const y1 = dy(b1 + 1)
        // Only the part in view: the rasteriser pays for what it is handed.
        const vx0 = Math.max(x0, 0)
        const vy0 = Math.max(y0, 0)
        const vx1 = Math.min(x1, viewport.width)
        const vy1 = Math.min(y1, viewport.height)
        if (vx1 <= vx0 || vy1 <= vy0) continue
        const kx = ((a1 - a0 + 1) * size) / (x1 - x0)
        const ky = ((b1 - b0 + 1) * size) / (y1 - y0)
        ctx.drawImage(
          atlas.canvas,
          mod(a0, atlas.cols) * size + (vx0 - x0) * kx,
          mod(b0, atlas.rows) * size + (vy0 - y0) * ky,
          (vx1 - vx0) * kx,
          (vy1 - vy0) * ky,
          vx0,
          vy0,
          vx1 - vx0,
          vy1 - vy0,
        )
      }
    return true
  }

  /** Copy a tile just painted mid-zoom into the atlas of its zoom (see `atlases`). */
  private intoAtlas(
    viewport: { width: number; height: number },
    scale: number,
    n: { key: string; tx: number; ty: number; tile: Tile | undefined },
  ): void {
    if (!n.tile?.canvas) return
    const atlas = this.atlasFor(viewport, scale)
    if (atlas) this.copyIn(atlas, scale, [n])
  }

  /**
   * Bring the atlas's slots for `tiles` up to date: each tile as painted, or for one not painted
   * yet, what other zooms have there. False when the atlas cannot be drawn into.
   */
  private copyIn(
    atlas: Atlas,
    scale: number,
    tiles: { key: string; tx: number; ty: number; tile: Tile | undefined }[],
  ): boolean {
    const actx = atlas.canvas.getContext('2d')
    if (!actx) return false
    if (atlas.scale !== scale || atlas.generation !== this.generation) {
      atlas.scale = scale
      atlas.generation = this.generation
      atlas.slots.fill(undefined)
    }
    const size = this.o.tileSize
    const mod = (v: number, n: number) => ((v % n) + n) % n
    for (const n of tiles) {
      const i = mod(n.ty, atlas.rows) * atlas.cols + mod(n.tx, atlas.cols)
      const held = atlas.slots[i]
      const stamp = n.tile ? n.tile.stamp : null
      // A slot holding this tile as painted is up to date; one showing another zoom in place
      // of a missing tile keeps that until the tile is painted.
      if (held && held.key === n.key && (n.tile === undefined || held.stamp === stamp)) continue
      const x = mod(n.tx, atlas.cols) * size
      const y = mod(n.ty, atlas.rows) * size
      actx.clearRect(x, y, size, size)
      if (n.tile?.canvas) actx.drawImage(n.tile.canvas, x, y)
      else if (!n.tile) {
        // Map units to the slot's pixels, as if it were the tile.
        const sm: Matrix = [scale, 0, 0, scale, x - n.tx * size, y - n.ty * size]
        this.drawFallback(actx, sm, scale, [n])
      }
      atlas.slots[i] = { key: n.key, stamp }
    }
    return true
  }

  /**
   * The atlas of one zoom for a viewport: room for a view of tiles up to 1.5x finer than the
   * view (tiles drawn mid-zoom are at most 1.43x finer; see draw), but no more slots than half
   * the tiles the cache keeps, which bounds its memory on a big high-density screen. The one
   * holding that zoom if there is one; else a new one while there are fewer than two, else the
   * one drawn from longest ago, emptied. Made again only for a bigger viewport.
   */
  private atlasFor(viewport: { width: number; height: number }, scale: number): Atlas | null {
    const size = this.o.tileSize
    let cols = Math.ceil((viewport.width * 1.5) / size) + 1
    let rows = Math.ceil((viewport.height * 1.5) / size) + 1
    const most = Math.floor(this.o.maxTiles / 2)
    if (cols * rows > most) {
      const k = Math.sqrt(most / (cols * rows))
      cols = Math.floor(cols * k)
      rows = Math.floor(rows * k)
    }
    if (cols < 2 || rows < 2) return null
    const fits = (a: Atlas) => a.cols >= cols && a.rows >= rows
    let a = this.atlases.find((x) => x.scale === scale && fits(x))
    if (!a && this.atlases.length >= 2) {
      a = this.atlases[this.atlases.length - 1] as Atlas
      if (!fits(a)) this.atlases.pop()
      a = fits(a) ? a : undefined
    }
    if (!a) {
      const canvas = this.o.createCanvas(size)
      canvas.width = cols * size
      canvas.height = rows * size
      a = { canvas, cols, rows, scale: 0, generation: -1, slots: new Array(cols * rows) }
    }
    this.atlases = [a, ...this.atlases.filter((x) => x !== a)]
    return a
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
    tile.stamp = ++this.stamps
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
