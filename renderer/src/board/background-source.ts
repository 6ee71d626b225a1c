/** Where a view gets a map's background from: the campaign (GM) or the projected map (players). */
import type { AnyView } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import { mapBackground, type MapBackground, type PlayerMap } from '../../../shared/projection'
import type { BackgroundSpec } from './background'

const EXT: Record<MapBackground['type'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/**
 * The GM's original image. Inside Electron it comes through the app's own scheme; in a browser
 * from the host, which gives it to the GM's page only (see api/asset-fetch.ts).
 */
export function assetUrl(
  bg: Pick<MapBackground, 'assetId' | 'type'>,
  electron = !!window.bluebox,
): string {
  const file = `${bg.assetId}.${EXT[bg.type]}`
  return electron ? `bluebox-asset://assets/${file}` : `/assets/${file}`
}

/**
 * The players' rendition of a map's picture (blank under fog), as their view names it. The
 * projector window asks the app's scheme, player devices the host.
 */
export function playerAssetUrl(mapId: string, file: string, electron = !!window.bluebox): string {
  const path = `${encodeURIComponent(mapId)}/${file}`
  return electron ? `bluebox-asset://player/${path}` : `/player-assets/${path}`
}

export function backgroundSpec(
  view: AnyView | null,
  mapId: string | undefined,
): BackgroundSpec | null {
  if (!view || !mapId) return null
  const map = view.maps[mapId]
  if (!map) return null
  if ('assets' in view) {
    const bg = mapBackground((view as Campaign).maps[mapId]!, (view as Campaign).assets)
    return bg ? { ...fit(bg), url: assetUrl(bg) } : null
  }
  const bg = (map as PlayerMap).background
  return bg ? { ...fit(bg), url: playerAssetUrl(mapId, bg.file) } : null
}

function fit(bg: Omit<BackgroundSpec, 'url'>): Omit<BackgroundSpec, 'url'> {
  return {
    width: bg.width,
    height: bg.height,
    pixelsPerHex: bg.pixelsPerHex,
    offsetX: bg.offsetX,
    offsetY: bg.offsetY,
  }
}
