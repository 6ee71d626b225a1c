/**
 * Map background images: loaded once, decoded off the main thread into ImageBitmaps (kept
 * decoded, so panning and zooming never decode again), and placed in map units. An image over 8192 px on a side is cut
 * into pieces of at most 4096 px at load (a canvas or texture that large is refused or cropped
 * by some GPUs and by Chromium's own limits); the board then draws only the pieces it needs.
 */
import { HEX_SIZE, SQUARE_SIDE, mapBounds, type MapShape, type Rect } from './geometry'

/** An image URL opened for decoding (the transport may fetch it into a blob: URL first). */
export interface OpenedImage {
  src: string
  /** The image's bytes, when the opener already fetched them (decoded without a second read). */
  blob?: Blob
  /** Call once the image is decoded: frees the blob, if one was made. */
  release(): void
}

/** Opens an image URL for decoding: the board draws, the transport (api/asset-fetch) fetches. */
export type ImageOpener = (url: string) => Promise<OpenedImage>

export interface BackgroundSpec {
  url: string
  /** Image size in pixels (the decoded image is scaled to it if it differs). */
  width: number
  height: number
  /** Image pixels across one hex: its flat-to-flat width (pointy) or corner-to-corner (flat). */
  pixelsPerHex: number
  /**
   * Where the image sits, in image pixels: its top-left corner is this far right and down of the
   * top-left corner of the map's bounding box (negative moves it up and left).
   */
  offsetX: number
  offsetY: number
}

export interface BackgroundPiece {
  source: CanvasImageSource
  /** Where the piece's pixels start in `source`. */
  sx: number
  sy: number
  /** Where the piece sits in the whole image, and its size, in decoded-image pixels. */
  ox: number
  oy: number
  w: number
  h: number
}

/** The whole image at a fraction of its size, for drawing it much smaller than it is. */
export interface SmallerCopy {
  /** The copy's size over the decoded image's (1/2, 1/4). */
  scale: number
  source: CanvasImageSource
  width: number
  height: number
}

export interface LoadedBackground {
  url: string
  /** Decoded image size. */
  width: number
  height: number
  pieces: BackgroundPiece[]
  /**
   * Smaller copies, largest first (none for a small image, or where they could not be made):
   * drawing a 4096 px picture at a quarter of its size reads sixteen times the pixels a 1024 px
   * copy does, and softens it no less.
   */
  smaller?: SmallerCopy[]
}

/** Sizes of the smaller copies, as fractions of the image's. */
export const COPY_SCALES = [1 / 2, 1 / 4]
/** An image this many pixels on its longest side or fewer gets no smaller copies. */
export const MIN_COPY_SIDE = 1024

/** Which copies an image of this size gets (none larger than one canvas may be). */
export function copyScales(width: number, height: number): number[] {
  const side = Math.max(width, height)
  return COPY_SCALES.filter((k) => side > MIN_COPY_SIDE && side * k <= MAX_SINGLE_SIDE)
}

/**
 * The smaller copies of a decoded bitmap, each resampled from the one before (a halving, with
 * the browser's best filter). An empty list where the browser cannot resize bitmaps.
 */
async function smallerCopies(bitmap: ImageBitmap): Promise<SmallerCopy[]> {
  const out: SmallerCopy[] = []
  let from = bitmap
  try {
    for (const scale of copyScales(bitmap.width, bitmap.height)) {
      const width = Math.max(1, Math.round(bitmap.width * scale))
      const height = Math.max(1, Math.round(bitmap.height * scale))
      from = await createImageBitmap(from, {
        resizeWidth: width,
        resizeHeight: height,
        resizeQuality: 'high',
      })
      if (from.width !== width || from.height !== height) throw new Error('not resized')
      out.push({ scale, source: from, width, height })
    }
  } catch {
    for (const c of out) (c.source as ImageBitmap).close()
    return []
  }
  return out
}

/** Above this many pixels on a side an image is drawn from pieces. */
export const MAX_SINGLE_SIDE = 8192
export const PIECE_SIDE = 4096

/** Map units per hex width: what `pixelsPerHex` image pixels must span. */
export function hexWidthUnits(orientation: MapShape['orientation']): number {
  if (orientation === 'square') return SQUARE_SIDE
  return orientation === 'pointy' ? Math.sqrt(3) * HEX_SIZE : 2 * HEX_SIZE
}

/** The rectangle the whole image covers, in map units. */
export function backgroundRect(spec: BackgroundSpec, map: MapShape): Rect {
  const k = hexWidthUnits(map.orientation) / spec.pixelsPerHex
  const b = mapBounds(map)
  return {
    x: b.x + spec.offsetX * k,
    y: b.y + spec.offsetY * k,
    width: spec.width * k,
    height: spec.height * k,
  }
}

/** How an image of this size is cut: one piece, or a grid of pieces of at most PIECE_SIDE. */
export function pieceRects(width: number, height: number): Rect[] {
  if (width <= MAX_SINGLE_SIDE && height <= MAX_SINGLE_SIDE) return [{ x: 0, y: 0, width, height }]
  const out: Rect[] = []
  for (let y = 0; y < height; y += PIECE_SIDE)
    for (let x = 0; x < width; x += PIECE_SIDE)
      out.push({
        x,
        y,
        width: Math.min(PIECE_SIDE, width - x),
        height: Math.min(PIECE_SIDE, height - y),
      })
  return out
}

/** The absolute URL of a picture the page may fetch (same origin, or the app's scheme), or null. */
function fetchableHref(src: string): string | null {
  if (typeof fetch !== 'function' || typeof location === 'undefined') return null
  let where: URL
  try {
    where = new URL(src, location.href)
  } catch {
    return null
  }
  if (where.origin !== location.origin && where.protocol !== 'bluebox-asset:') return null
  return where.href
}

/**
 * The image's bytes as a Blob, when the page may fetch them: the opener's own blob, or a fetch of
 * a same-origin URL or of the app's scheme. Null: decode through an <img> instead.
 */
async function bytesOf(opened: OpenedImage): Promise<Blob | null> {
  if (opened.blob) return opened.blob
  const href = fetchableHref(opened.src)
  if (!href) return null
  const res = await fetch(href)
  if (!res.ok) throw new Error(`${opened.src}: ${res.status} ${res.statusText}`)
  return res.blob()
}

/**
 * The whole image as one decoded bitmap. From a Blob, createImageBitmap decodes on a browser
 * thread of its own: the page's main thread never stalls on a big picture. The <img> route (no
 * fetch allowed) decodes on the main thread when the bitmap is made from it.
 */
async function decodeWhole(
  opened: OpenedImage,
  early: Promise<Blob | null> | null,
): Promise<{ source: CanvasImageSource; width: number; height: number; bitmap?: ImageBitmap }> {
  if (typeof createImageBitmap === 'function') {
    const blob =
      opened.blob ?? (early ? await early : null) ?? (await bytesOf(opened).catch(() => null))
    // A picture the browser will not decode this way (too big for one bitmap, say) still may
    // through an <img>: that is tried next, and its error is the one reported.
    const bitmap = blob ? await createImageBitmap(blob).catch(() => null) : null
    if (bitmap) return { source: bitmap, width: bitmap.width, height: bitmap.height, bitmap }
  }
  const img = new Image()
  img.decoding = 'async'
  img.src = opened.src
  await img.decode()
  if (typeof createImageBitmap !== 'function')
    return { source: img, width: img.naturalWidth, height: img.naturalHeight }
  const bitmap = await createImageBitmap(img)
  return { source: bitmap, width: bitmap.width, height: bitmap.height, bitmap }
}

/**
 * The bytes of a picture the page fetches as it is, asked for at once: the opener answers only
 * in a later turn of the main thread, after all the work of mounting the map, and a response
 * that comes meanwhile is read in the first turn after it. The campaign's originals in a browser
 * (`/assets/`) are the opener's to fetch, with the GM's token. Null on any failure: the bytes are
 * then read as before, from what the opener gives.
 */
function fetchEarly(url: string): Promise<Blob | null> | null {
  if (url.startsWith('/assets/') || typeof createImageBitmap !== 'function') return null
  const href = fetchableHref(url)
  if (!href) return null
  return fetch(href)
    .then((res) => (res.ok ? res.blob() : null))
    .catch(() => null)
}

async function decode(url: string, open: ImageOpener): Promise<LoadedBackground> {
  const early = fetchEarly(url)
  const opened = await open(url)
  let whole: Awaited<ReturnType<typeof decodeWhole>>
  try {
    // The early bytes are the picture's only while the opener leaves the URL as it is.
    whole = await decodeWhole(opened, opened.src === url ? early : null)
  } finally {
    // Without bitmaps the <img> itself stays the source, and keeps its blob.
    if (typeof createImageBitmap === 'function') opened.release()
  }
  const { source, width, height, bitmap } = whole
  if (!width || !height) throw new Error(`background ${url} has no pixels`)
  const rects = pieceRects(width, height)
  // The copies are made after the picture is up, not before: the first paint from the picture
  // itself costs less than the turns of the main thread they would wait for, and looks the same.
  const addCopies = (bg: LoadedBackground) => {
    if (bitmap)
      void smallerCopies(bitmap).then((copies) => {
        bg.smaller = copies
        if (rects.length > 1) bitmap.close()
      })
    return bg
  }
  if (rects.length === 1 || !bitmap)
    return addCopies({
      url,
      width,
      height,
      pieces: rects.map((r) => ({
        source,
        sx: r.x,
        sy: r.y,
        ox: r.x,
        oy: r.y,
        w: r.width,
        h: r.height,
      })),
    })
  // Too big for one canvas or texture: cut once, here, into bitmaps of at most PIECE_SIDE.
  const pieces: BackgroundPiece[] = []
  for (const r of rects) {
    const piece = await createImageBitmap(bitmap, r.x, r.y, r.width, r.height)
    pieces.push({ source: piece, sx: 0, sy: 0, ox: r.x, oy: r.y, w: r.width, h: r.height })
  }
  return addCopies({ url, width, height, pieces })
}

const loaded = new Map<string, Promise<LoadedBackground>>()

/**
 * The decoded background for a URL. The last few are kept, so switching between maps or
 * re-mounting the map does not decode the same image again.
 */
export function loadBackground(url: string, open: ImageOpener): Promise<LoadedBackground> {
  let p = loaded.get(url)
  if (!p) {
    // A players' rendition replaces the one before it for the same map (each change of fog
    // makes a new one): keeping the old ones decoded would fill a phone's memory.
    const folder = renditionFolder(url)
    if (folder !== null)
      for (const key of [...loaded.keys()]) if (renditionFolder(key) === folder) loaded.delete(key)
    p = decode(url, open)
    p.catch(() => loaded.delete(url))
    loaded.set(url, p)
    while (loaded.size > 3) {
      const oldest = loaded.keys().next().value as string
      loaded.delete(oldest)
    }
  } else {
    // Most recently used last.
    loaded.delete(url)
    loaded.set(url, p)
  }
  return p
}

/** `…/player-assets/<map>/` or `bluebox-asset://player/<map>/` of a players' rendition URL. */
export function renditionFolder(url: string): string | null {
  const m = /^(.*(?:\/player-assets\/|bluebox-asset:\/\/player\/)[^/]+\/)[^/]+$/.exec(url)
  return m ? m[1]! : null
}
