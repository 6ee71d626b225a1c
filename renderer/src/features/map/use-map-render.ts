/**
 * The cached board and fog of BoardMap: two tile caches, the background image, and what keeps them
 * fresh. Each layer is one Konva shape whose draw blits tiles for the current camera, so a pan or
 * a token drag never retraces hexes; map edits repaint only the tiles they touch.
 */
import type Konva from 'konva'
import { onBeforeUnmount, ref, watch } from 'vue'
import { openImageUrl } from '../../api/asset-fetch'
import { loadBackground, type BackgroundSpec, type LoadedBackground } from '../../board/background'
import { paintBoard, type PaintScale } from '../../board/board-paint'
import { paintFog } from '../../board/fog-paint'
import { HEX_SIZE, mapBounds, type Rect } from '../../board/geometry'
import { inchGrid } from '../../board/gridless-paint'
import { inchGridSwitch } from '../../stores/gridless-overlay'
import type { LayerMap } from '../../board/layers'
import { boardChanges, fogChanges } from '../../board/map-diff'
import { TileCache, type Matrix, type TileDrawResult } from '../../board/tile-cache'

export type BackgroundState = 'none' | 'loading' | 'ready' | 'failed'

export interface LayerStats {
  complete: boolean
  painted: number
  level: number
  tileMs: number
  tiles: number
}

export interface MapRenderStats {
  board: LayerStats
  fog: LayerStats
  background: BackgroundState
  /** performance.now() when the background finished loading. */
  backgroundAt: number | null
  /** The first draw with board and fog wholly painted (on the plain board if need be). */
  drawnAt: number | null
  /** The first such draw with the background in (or known to have failed). */
  backgroundDrawnAt: number | null
}

interface Options {
  map: () => LayerMap
  background: () => BackgroundSpec | null | undefined
  audience: () => 'gm' | 'projector'
  /** False until the camera is fitted to the container: nothing is painted for a stray zoom. */
  ready: () => boolean
}

function grown(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by }
}

export function useMapRender(opts: Options) {
  let boardLayer: Konva.Layer | null = null
  let fogLayer: Konva.Layer | null = null
  let pixelRatio = 1
  let image: { spec: BackgroundSpec; image: LoadedBackground } | null = null
  const backgroundState = ref<BackgroundState>('none')
  /** When the current picture was asked for, while none is up yet (null: not waiting). */
  let awaitingSince: number | null = null
  const stats: MapRenderStats = {
    board: { complete: false, painted: 0, level: 0, tileMs: 0, tiles: 0 },
    fog: { complete: true, painted: 0, level: 0, tileMs: 0, tiles: 0 },
    background: 'none',
    backgroundAt: null,
    drawnAt: null,
    backgroundDrawnAt: null,
  }
  /** Waiting for a wholly drawn map; `waitingAll` also for the background to be in it. */
  const waiting: ((at: number) => void)[] = []
  const waitingAll: ((at: number) => void)[] = []
  /** The first draw with the fog wholly painted (or the first draw at all, on a map without). */
  let fogDrawnAt: number | null = null
  const waitingFog: ((at: number) => void)[] = []
  function fogDrawn(): void {
    fogDrawnAt ??= performance.now()
    for (const w of waitingFog.splice(0)) w(fogDrawnAt)
  }

  const scaleOf = (pxPerUnit: number): PaintScale => ({ pxPerUnit, pixelRatio })
  /** When the camera last moved, and what it was. */
  let movedAt = -Infinity
  let lastMatrix = ''
  const idle = () => performance.now() - movedAt > 250
  // While the map moves, painting gets a slice of each frame; at rest it may take more, so a
  // new background or a big edit fills in quickly. The projector is not panned or zoomed by
  // hand: it paints every tile it needs at once, and never shows a fog tile not painted yet.
  const budget = (share: number) => () =>
    opts.audience() === 'projector' ? Infinity : (idle() ? 24 : 3) * share
  // A picture just in is painted into every board tile in view in one frame: a slice a frame
  // would spread it over as many frames as tiles, each as long as the tokens' work makes it.
  let pictureIn = false
  // While the map moves, the board and the fog also take turns, a tile a frame between them: a
  // board tile (picture, grid) takes a good share of a frame, and frames that paint one of
  // each are the slowest of a gesture. The one whose turn it is paints; the other does when
  // the first has nothing to paint. `painting` is who painted in this frame (all layers draw
  // in one task, so a microtask clears it), `putOff` who was kept from painting last time.
  type Cache = 'board' | 'fog'
  let turn: Cache = 'board'
  let painting: Cache | null = null
  const putOff = { board: false, fog: false }
  const mayPaint = (who: Cache) => () =>
    opts.audience() === 'projector' ||
    idle() ||
    (painting === null && (turn === who || !putOff[who === 'board' ? 'fog' : 'board']))
  const drew = (who: Cache, r: TileDrawResult) => {
    putOff[who] = r.putOff
    if (!r.painted || painting) return
    painting = who
    turn = who === 'board' ? 'fog' : 'board'
    queueMicrotask(() => (painting = null))
  }
  const board = new TileCache({
    paint: (ctx, view, s) => paintBoard(ctx, opts.map(), view, scaleOf(s), image),
    bounds: () => grown(mapBounds(opts.map()), HEX_SIZE * 0.3),
    requestDraw: () => boardLayer?.batchDraw(),
    budgetMs: () => (pictureIn ? Infinity : budget(0.6)()),
    mayPaint: () => pictureIn || mayPaint('board')(),
  })
  const fog = new TileCache({
    paint: (ctx, view, s) => {
      const map = opts.map()
      if (!map.fog?.enabled) return false
      return paintFog(ctx, { ...map, fog: map.fog }, view, scaleOf(s), opts.audience())
    },
    bounds: () => grown(mapBounds(opts.map()), HEX_SIZE * 0.1),
    requestDraw: () => fogLayer?.batchDraw(),
    budgetMs: budget(0.4),
    mayPaint: mayPaint('fog'),
  })

  // The GM's 1"/6" grid switch on a gridless table repaints the board.
  watch(
    () => inchGridSwitch.shown,
    (shown) => {
      inchGrid.shown = shown
      board.clear()
      boardLayer?.batchDraw()
    },
  )

  watch(opts.map, (next, prev) => {
    const b = boardChanges(prev, next)
    if (b === null) board.clear()
    else if (b.length) board.invalidate(b)
    const f = fogChanges(prev, next, opts.audience())
    if (f === null) fog.clear()
    else if (f.length) fog.invalidate(f)
    if (b === null || b.length) boardLayer?.batchDraw()
    if (f === null || f.length) fogLayer?.batchDraw()
  })

  watch(
    () => {
      const b = opts.background()
      return b ? JSON.stringify(b) : ''
    },
    async () => {
      const spec = opts.background() ?? null
      // Another file with the same fit (the players' copy after a change of fog): the old one
      // stays up until the new one is decoded, so the picture does not flash off at each reveal.
      // Whatever it shows that is hidden now lies under the players' opaque fog.
      const keep = !!image && !!spec && sameFit(image.spec, spec)
      if (!keep) {
        image = null
        board.invalidate()
        boardLayer?.batchDraw()
      }
      if (!spec) {
        awaitingSince = null
        backgroundState.value = 'none'
        return
      }
      backgroundState.value = 'loading'
      awaitingSince = !keep && opts.audience() === 'projector' ? performance.now() : null
      // Past the wait, the plain board is painted after all (the picture may never come).
      if (awaitingSince !== null) setTimeout(() => boardLayer?.batchDraw(), PICTURE_WAIT_MS + 1)
      try {
        const loaded = await loadBackground(spec.url, openImageUrl)
        if (opts.background()?.url !== spec.url) return
        image = { spec, image: loaded }
        backgroundState.value = 'ready'
        stats.backgroundAt = performance.now()
      } catch (err) {
        console.warn(`map background ${spec.url} failed to load:`, err)
        if (opts.background()?.url !== spec.url) return
        image = null
        backgroundState.value = 'failed'
      }
      // The players' board, black until now, fades its first paint in (a picture, mostly).
      if (waitingForPicture() && boardLayer) fadeIn(boardLayer.getCanvas()._canvas)
      awaitingSince = null
      pictureIn = true
      board.invalidate()
      boardLayer?.batchDraw()
    },
    { immediate: true },
  )

  /**
   * The players' board waits for its picture a while before painting without it: the picture
   * mostly comes while the curtain still fades, and a board painted plain first would be painted
   * again (a whole board's worth of tiles) moments later. Until then the board is black under
   * the fog, the tokens on it.
   */
  const waitingForPicture = () =>
    awaitingSince !== null && performance.now() - awaitingSince < PICTURE_WAIT_MS

  function settle(): void {
    stats.background = backgroundState.value
    const drawn = stats.board.complete && (stats.fog.complete || !opts.map().fog?.enabled)
    if (!drawn) return
    const at = performance.now()
    stats.drawnAt ??= at
    for (const w of waiting.splice(0)) w(at)
    if (backgroundState.value === 'loading') return
    stats.backgroundDrawnAt ??= at
    for (const w of waitingAll.splice(0)) w(at)
  }

  /** Device transform and viewport of a shape's draw, and the pixel ratio (tiles follow it). */
  function frame(ctx: Konva.Context, shape: Konva.Shape) {
    const pr = ctx.getCanvas().getPixelRatio()
    if (pr !== pixelRatio) {
      pixelRatio = pr
      board.clear()
      fog.clear()
    }
    // From the stage's own attributes (the layers and shapes here are never moved): Konva
    // redraws inside a setAttrs batch when the stage is resized, and the cached absolute
    // transform is not updated until that batch ends.
    const st = shape.getStage()
    const m = st
      ? [st.scaleX(), 0, 0, st.scaleY(), st.x(), st.y()].map((v) => v * pr)
      : shape
          .getAbsoluteTransform()
          .getMatrix()
          .map((v) => v * pr)
    const dm = m as unknown as Matrix
    const key = m.join(',')
    if (key !== lastMatrix) {
      lastMatrix = key
      movedAt = performance.now()
    }
    const raw = ctx._context
    return { raw, dm, viewport: { width: raw.canvas.width, height: raw.canvas.height } }
  }

  /** One custom shape per tiled layer: it draws that layer's tile cache and notes what it did. */
  function tiledLayerConfig(which: 'board' | 'fog', cache: typeof board) {
    return {
      listening: false,
      perfectDrawEnabled: false,
      sceneFunc(ctx: Konva.Context, shape: Konva.Shape) {
        if (!opts.ready()) return
        const layer = shape.getLayer() as Konva.Layer | null
        if (which === 'board') boardLayer = layer
        else fogLayer = layer
        if (which === 'board' && !opts.map().fog?.enabled) fogDrawn()
        if (which === 'board' && waitingForPicture()) return
        const f = frame(ctx, shape)
        const r = cache.draw(f.raw, f.dm, f.viewport)
        if (which === 'board' && r.complete) pictureIn = false
        drew(which, r)
        if (which === 'fog' && r.complete) fogDrawn()
        stats[which] = { ...r, tiles: cache.size }
        settle()
      },
    }
  }
  const boardConfig = tiledLayerConfig('board', board)
  const fogConfig = tiledLayerConfig('fog', fog)

  onBeforeUnmount(() => {
    board.dispose()
    fog.dispose()
    for (const w of [...waiting.splice(0), ...waitingAll.splice(0), ...waitingFog.splice(0)]) w(NaN)
  })

  return {
    /** Whether the camera sat still for a moment: background work may take longer slices. */
    idle,
    boardConfig,
    fogConfig,
    backgroundState,
    stats: () => ({ ...stats, boardScales: board.scales(), fogScales: fog.scales() }),
    /**
     * When the map is first wholly drawn: board and fog tiles all painted at the current zoom,
     * on the plain board while a background is still loading. Resolves with performance.now().
     */
    whenDrawn(): Promise<number> {
      if (stats.drawnAt !== null) return Promise.resolve(stats.drawnAt)
      return new Promise((resolve) => waiting.push(resolve))
    },
    /**
     * At the first draw with the fog wholly painted: nothing it hides can be seen from then on
     * (the players' fog is opaque, above the board and the tokens, and repainted whole at each
     * change). On a map without fog, at its first draw. Resolves with performance.now().
     */
    whenFogDrawn(): Promise<number> {
      if (fogDrawnAt !== null) return Promise.resolve(fogDrawnAt)
      return new Promise((resolve) => waitingFog.push(resolve))
    },
    /** As whenDrawn, with the background loaded and painted in (or failed). */
    whenBackground(): Promise<number> {
      if (stats.backgroundDrawnAt !== null) return Promise.resolve(stats.backgroundDrawnAt)
      return new Promise((resolve) => waitingAll.push(resolve))
    },
    /** The next draw with everything painted and the background in (after a zoom, say). */
    nextComplete(): Promise<number> {
      return new Promise((resolve) => {
        waitingAll.push(resolve)
        boardLayer?.batchDraw()
        fogLayer?.batchDraw()
      })
    },
  }
}

/** How long the players' board waits for its picture before it is painted without. */
const PICTURE_WAIT_MS = 1000

/** From transparent to opaque, starting the frame after the next (when it has drawn). */
function fadeIn(canvas: HTMLCanvasElement): void {
  canvas.style.transition = ''
  canvas.style.opacity = '0'
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      canvas.style.transition = 'opacity 0.4s ease-out'
      canvas.style.opacity = ''
    }),
  )
}

function sameFit(a: BackgroundSpec, b: BackgroundSpec): boolean {
  return (
    a.width === b.width &&
    a.height === b.height &&
    a.pixelsPerHex === b.pixelsPerHex &&
    a.offsetX === b.offsetX &&
    a.offsetY === b.offsetY
  )
}
