/**
 * The players' copy of a map's picture. Under fog, players never get the GM's image file: they
 * get a rendition with every pixel that no revealed hex touches blanked, made by the main process
 * and named after everything that decides its pixels (image, fit, grid and revealed hexes). The
 * name changes whenever the rendition would, so a view that receives a patch fetches the new one,
 * and the host can check a request against the current view by name alone.
 */
import { hexToPixel, parseHexKey, type Hex, type Point } from '../geometry/hex'
import type { Asset, MapDef } from '../model'

/** What a players' view needs to draw a background: the rendition to fetch and its fit. */
export interface PlayerBackground {
  /**
   * The file to ask the host for, under `/player-assets/<map id>/`: a fog-masked JPEG while fog
   * is on, the whole picture (in its own type) while it is off. Never the GM's asset id.
   */
  file: string
  width: number
  height: number
  pixelsPerHex: number
  offsetX: number
  offsetY: number
}

/** The fit of a background in image pixels, and the grid it is fitted to. */
export interface BackgroundGeometry {
  width: number
  height: number
  pixelsPerHex: number
  offsetX: number
  offsetY: number
  orientation: MapDef['orientation']
}

export const PLAYER_BACKGROUND_EXT: Record<Asset['type'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** The file name pattern of a player rendition: 32 hex digits and an image extension. */
export const PLAYER_FILE_PATTERN = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/

const SQRT3 = Math.sqrt(3)

/** Four independent 32-bit FNV-style lanes over a string, each finished with murmur's fmix32. */
function lanes(text: string, seed: number): [number, number, number, number] {
  let a = 0x811c9dc5 ^ seed
  let b = 0x01000193 ^ seed
  let c = 0x9e3779b9 ^ seed
  let d = 0x85ebca6b ^ seed
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    a = Math.imul(a ^ ch, 0x01000193)
    b = Math.imul(b ^ ch, 0x5bd1e995)
    c = Math.imul(c ^ ch, 0x27d4eb2f)
    d = Math.imul(d ^ ch, 0x165667b1)
  }
  return [fmix(a ^ text.length), fmix(b), fmix(c), fmix(d)]
}

function fmix(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0')

/** A 128-bit digest of a string as 32 hex digits (a name, not a secret). */
export function digest128(text: string): string {
  return lanes(text, 0x2545f491).map(hex8).join('')
}

/** Fingerprints by revealed-set object: the state is immutable, so one per change of fog. */
const fingerprints = new WeakMap<object, string>()

/**
 * A digest of a set of hex keys that does not depend on their order (sums of per-key hashes), so
 * the same revealed hexes always give the same name however they were revealed.
 */
export function revealedFingerprint(revealed: Record<string, unknown>): string {
  const known = fingerprints.get(revealed)
  if (known !== undefined) return known
  let a = 0
  let b = 0
  let c = 0
  let d = 0
  let n = 0
  for (const key in revealed) {
    if (!Object.hasOwn(revealed, key)) continue
    const h = lanes(key, 0x68e31da4)
    a = (a + h[0]) >>> 0
    b = (b + h[1]) >>> 0
    c = (c + h[2]) >>> 0
    d = (d + h[3]) >>> 0
    n++
  }
  const out = `${n}:${hex8(a)}${hex8(b)}${hex8(c)}${hex8(d)}`
  fingerprints.set(revealed, out)
  return out
}

/**
 * The players' background for a map: the file they may fetch and its fit. `fog` is the map's
 * revealed hexes while fog is on for the players, null while it is off.
 */
export function playerBackground(
  assetId: string,
  type: Asset['type'],
  geometry: BackgroundGeometry & Pick<MapDef, 'cols' | 'rows'>,
  fog: Record<string, unknown> | null,
): PlayerBackground {
  const g = geometry
  const fit = [g.width, g.height, g.pixelsPerHex, g.offsetX, g.offsetY, g.orientation]
  const name = fog
    ? digest128(
        `masked|${assetId}|${fit.join('|')}|${g.cols}|${g.rows}|${revealedFingerprint(fog)}`,
      )
    : digest128(`whole|${assetId}`)
  return {
    file: `${name}.${fog ? 'jpg' : PLAYER_BACKGROUND_EXT[type]}`,
    width: g.width,
    height: g.height,
    pixelsPerHex: g.pixelsPerHex,
    offsetX: g.offsetX,
    offsetY: g.offsetY,
  }
}

/**
 * The six corners of a hex in the picture's pixels (of an image `width` x `height` as the fit
 * names it), matching how the board places the picture under the grid (renderer/src/map).
 * The hex's circumradius is `pixelsPerHex / sqrt 3` on pointy maps (the flat-to-flat width is one
 * hex) and `pixelsPerHex / 2` on flat ones (corner to corner).
 */
export function hexCornersInImage(h: Hex, g: BackgroundGeometry): Point[] {
  const { x: cx, y: cy, radius } = hexCentreInImage(h, g)
  if (g.orientation === 'square') {
    const half = g.pixelsPerHex / 2
    return [
      { x: cx - half, y: cy - half },
      { x: cx + half, y: cy - half },
      { x: cx + half, y: cy + half },
      { x: cx - half, y: cy + half },
    ]
  }
  const start = g.orientation === 'pointy' ? 30 : 0
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((start + 60 * i) * Math.PI) / 180
    return { x: cx + radius * Math.cos(a), y: cy + radius * Math.sin(a) }
  })
}

/** A hex's centre in the picture's pixels, and its circumradius there. */
export function hexCentreInImage(h: Hex, g: BackgroundGeometry): Point & { radius: number } {
  if (g.orientation === 'square') {
    // A square board's picture starts at square 0,0's top-left corner; radius: corner to centre.
    const side = g.pixelsPerHex
    return {
      x: (h.q + 0.5) * side - g.offsetX,
      y: (h.r + 0.5) * side - g.offsetY,
      radius: side / Math.SQRT2,
    }
  }
  const radius = g.orientation === 'pointy' ? g.pixelsPerHex / SQRT3 : g.pixelsPerHex / 2
  // The map's bounding box starts half a hex left and up of hex 0,0's centre.
  const origin =
    g.orientation === 'pointy'
      ? { x: (-SQRT3 * radius) / 2, y: -radius }
      : { x: -radius, y: (-SQRT3 * radius) / 2 }
  const c = hexToPixel(h, radius, g.orientation)
  return { x: c.x - origin.x - g.offsetX, y: c.y - origin.y - g.offsetY, radius }
}

/**
 * The revealed hexes that overlap the picture, as centres (and circumradius) in image pixels.
 * Hexes wholly outside the picture are left out; keys that are not hex keys are ignored.
 */
export function revealedHexCentres(
  revealed: Record<string, unknown>,
  g: BackgroundGeometry,
): (Point & { radius: number })[] {
  const out: (Point & { radius: number })[] = []
  for (const key in revealed) {
    if (!Object.hasOwn(revealed, key)) continue
    const h = parseHexKey(key)
    if (!h) continue
    const c = hexCentreInImage(h, g)
    if (c.x + c.radius < 0 || c.x - c.radius > g.width) continue
    if (c.y + c.radius < 0 || c.y - c.radius > g.height) continue
    out.push(c)
  }
  return out
}
