/**
 * What the players may fetch of a map's picture. Under fog they get a rendition made here with
 * sharp: the picture multiplied by a mask that is white inside every revealed hex and black
 * everywhere else, so no pixel under fog leaves the GM's machine. A rendition is named by
 * shared/projection (playerBackground) after everything that decides its pixels; a request is
 * answered only when its name is the one the players' current view carries.
 */
import type { Campaign } from '../../../shared/model'
import {
  mapBackground,
  playerBackground,
  revealedHexCentres,
  shownCurtainPicture,
  type BackgroundGeometry,
  type PlayerBackground,
} from '../../../shared/projection'
import { curtainIsDown } from '../../../shared/play/curtain'
import { assetFileName } from './asset-names'
import { readServableAsset } from './assets'

export interface PlayerAsset {
  body: Buffer
  type: string
}

/**
 * What renditions need of the session, named here so persistence stays below it: the campaign and
 * its change feed, and (with a hub) whether any players' view is connected.
 */
export interface PlayerAssetsSession {
  history: { readonly state: Campaign; onChange(listener: () => void): () => void }
  hub?: { subscriberCount(role: 'gm' | 'player'): number }
}

export interface PlayerAssetsOptions {
  /** With a hub, renditions are made ahead only while a players' view is connected. */
  session: PlayerAssetsSession
  /** The open campaign's folder; null when none is open. */
  campaignDir: () => string | null
  /** Renditions kept (default 4): the current one and a few the GM may go back to. */
  cacheEntries?: number
  /** Quiet time after a change of fog before the new rendition is made ahead of requests. */
  debounceMs?: number
}

/** The players' background of the map they are shown, with what it is made from. */
interface Wanted {
  mapId: string
  background: PlayerBackground
  assetFile: string
  geometry: BackgroundGeometry
  /** The revealed hexes while fog is on; null: the whole picture. */
  revealed: Record<string, unknown> | null
}

function wantedBackground(state: Campaign): Wanted | null {
  // Behind the curtain the GM stages the next scene: no map's picture leaves, not even the one
  // shown before, or a player asking by name would learn what is staged.
  if (curtainIsDown(state)) return null
  const mapId = state.playersMapId
  if (mapId === null || !Object.hasOwn(state.maps, mapId)) return null
  const map = state.maps[mapId]!
  const bg = mapBackground(map, state.assets)
  if (!bg) return null
  const fogged = map.fog?.enabled === true
  const revealed = fogged ? (map.fog?.revealed ?? {}) : null
  const geometry = { ...bg, orientation: map.orientation }
  return {
    mapId,
    background: playerBackground(
      bg.assetId,
      bg.type,
      { ...geometry, cols: map.cols, rows: map.rows },
      revealed,
    ),
    assetFile: assetFileName({ id: bg.assetId, type: bg.type }),
    geometry,
    revealed,
  }
}

/**
 * A one-channel mask of the picture's pixels: 255 where a revealed hex touches the pixel, 0
 * elsewhere. A hexagon is convex, so each pixel row of it is one span, taken at the row's point
 * nearest the hex's middle and rounded outwards: neighbouring hexes leave no seam between them.
 */
export function maskRaster(
  revealed: Record<string, unknown>,
  g: BackgroundGeometry,
  width: number,
  height: number,
): Buffer {
  // A plain typed array: its fill is an intrinsic, Buffer's is not (half a million calls here).
  const mask = new Uint8Array(width * height)
  // The fit's pixels to the decoded picture's (the same unless the file's size differs).
  const sx = width / g.width
  const sy = height / g.height
  const pointy = g.orientation === 'pointy'
  for (const c of revealedHexCentres(revealed, g)) {
    const R = c.radius
    const halfHeight = pointy ? R : (R * Math.sqrt(3)) / 2
    const halfWidth = pointy ? (R * Math.sqrt(3)) / 2 : R
    /** Half the hex's width at `dy` (fit pixels) from its centre row. */
    const span = (dy: number) =>
      pointy ? (dy <= R / 2 ? halfWidth : halfWidth * ((R - dy) / (R / 2))) : R - dy / Math.sqrt(3)
    const r0 = Math.max(0, Math.floor((c.y - halfHeight) * sy))
    const r1 = Math.min(height - 1, Math.ceil((c.y + halfHeight) * sy) - 1)
    for (let row = r0; row <= r1; row++) {
      const top = row / sy - c.y
      const bottom = (row + 1) / sy - c.y
      const dy = top <= 0 && bottom >= 0 ? 0 : Math.min(Math.abs(top), Math.abs(bottom))
      if (dy > halfHeight) continue
      const w = span(dy)
      const c0 = Math.max(0, Math.floor((c.x - w) * sx))
      const c1 = Math.min(width - 1, Math.ceil((c.x + w) * sx) - 1)
      if (c1 >= c0) mask.fill(255, row * width + c0, row * width + c1 + 1)
    }
  }
  return Buffer.from(mask.buffer, mask.byteOffset, mask.length)
}

/**
 * The picture with every pixel no revealed hex touches black, as a JPEG: a bitwise AND with the
 * mask, so those pixels are exactly zero whatever the picture held. Transparency is flattened
 * onto black first; EXIF orientation is applied, as browsers do when they show it.
 */
export async function renderMaskedBackground(
  bytes: Buffer,
  geometry: BackgroundGeometry,
  revealed: Record<string, unknown>,
): Promise<Buffer> {
  const sharp = (await import('sharp')).default
  const meta = await sharp(bytes).metadata()
  const width = meta.autoOrient?.width ?? meta.width
  const height = meta.autoOrient?.height ?? meta.height
  const mask = maskRaster(revealed, geometry, width, height)
  // One streaming pipeline (libvips works in strips); flattening comes before the AND.
  return sharp(bytes)
    .autoOrient()
    .flatten({ background: '#000000' })
    .boolean(mask, 'and', { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** Renditions for the players, made on request or ahead of it, a few kept. */
export class PlayerAssets {
  private readonly cache = new Map<string, Promise<PlayerAsset | null>>()
  private readonly limit: number
  private queue: Promise<unknown> = Promise.resolve()
  private timer: ReturnType<typeof setTimeout> | null = null
  private readonly unsubscribe: () => void

  constructor(private readonly options: PlayerAssetsOptions) {
    this.limit = options.cacheEntries ?? 4
    const debounceMs = options.debounceMs ?? 250
    this.unsubscribe = options.session.history.onChange(() => {
      if (this.timer) clearTimeout(this.timer)
      this.timer = setTimeout(() => {
        this.timer = null
        void this.prepare()
      }, debounceMs)
      this.timer.unref?.()
    })
  }

  /** Make the current rendition ahead of the players' requests. */
  prepare(): Promise<PlayerAsset | null> {
    const hub = this.options.session.hub
    if (hub && hub.subscriberCount('player') === 0) return Promise.resolve(null)
    const wanted = wantedBackground(this.options.session.history.state)
    if (!wanted) return Promise.resolve(null)
    return this.get(wanted.mapId, wanted.background.file)
  }

  /**
   * The file `file` of map `mapId` for a player, or null when the players' current view does not
   * name it (another map, an old fog state, a made-up name, the curtain down) or it cannot be made.
   */
  get(mapId: string, file: string): Promise<PlayerAsset | null> {
    const wanted = wantedBackground(this.options.session.history.state)
    if (!wanted || wanted.mapId !== mapId || wanted.background.file !== file)
      return Promise.resolve(null)
    const dir = this.options.campaignDir()
    if (!dir) return Promise.resolve(null)
    // Fog off: the players see all of it, so the picture itself (checked like any asset).
    if (!wanted.revealed) return readServableAsset(dir, wanted.assetFile)
    const key = `${dir}\n${file}`
    let entry = this.cache.get(key)
    if (!entry) {
      entry = this.enqueue(() => this.render(dir, wanted))
      // A failure is not kept: the next request tries again.
      entry.then((r) => r ?? this.cache.delete(key)).catch(() => this.cache.delete(key))
      this.cache.set(key, entry)
      while (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!)
    } else {
      this.cache.delete(key)
      this.cache.set(key, entry)
    }
    return entry
  }

  /**
   * The curtain's picture for a player, or null unless the curtain is down with a picture whose
   * players' file name is `file` (any other image, or the curtain up, is refused).
   */
  async curtainPicture(file: string): Promise<PlayerAsset | null> {
    const shown = shownCurtainPicture(this.options.session.history.state)
    if (!shown || shown.file !== file) return null
    const dir = this.options.campaignDir()
    return dir ? readServableAsset(dir, assetFileName(shown.asset)) : null
  }

  /** One rendition at a time: the host has other work, and a stale one is skipped. */
  private enqueue(task: () => Promise<PlayerAsset | null>): Promise<PlayerAsset | null> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  private async render(dir: string, wanted: Wanted): Promise<PlayerAsset | null> {
    const now = wantedBackground(this.options.session.history.state)
    if (now?.background.file !== wanted.background.file) return null
    const asset = await readServableAsset(dir, wanted.assetFile)
    if (!asset || !wanted.revealed) return null
    try {
      const body = await renderMaskedBackground(asset.body, wanted.geometry, wanted.revealed)
      return { body, type: 'image/jpeg' }
    } catch (err) {
      console.warn(`players' background ${wanted.assetFile}: ${(err as Error).message}`)
      return null
    }
  }

  dispose(): void {
    this.unsubscribe()
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.cache.clear()
  }
}
