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

/** Inside Electron images come through the app's own scheme; in a browser from the host. */
export function assetUrl(
  bg: Pick<MapBackground, 'assetId' | 'type'>,
  electron = !!window.bluebox,
): string {
  const file = `${bg.assetId}.${EXT[bg.type]}`
  return electron ? `bluebox-asset://assets/${file}` : `/assets/${file}`
}

export function backgroundSpec(
  view: AnyView | null,
  mapId: string | undefined,
): BackgroundSpec | null {
  if (!view || !mapId) return null
  const map = view.maps[mapId]
  if (!map) return null
  const bg =
    'assets' in view
      ? mapBackground((view as Campaign).maps[mapId]!, (view as Campaign).assets)
      : ((map as PlayerMap).background ?? null)
  if (!bg) return null
  return {
    url: assetUrl(bg),
    width: bg.width,
    height: bg.height,
    pixelsPerHex: bg.pixelsPerHex,
    offsetX: bg.offsetX,
    offsetY: bg.offsetY,
  }
}
