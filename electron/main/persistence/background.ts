/**
 * A map's background image: stored in the campaign's assets by content hash, and first fitted so
 * the image spans the map's width. The GM fine-tunes the fit afterwards (pixels per hex, offset).
 */
import type { Asset, Campaign, MapDef } from '../../../shared/model'
import { CommandRejected, type Command } from '../commands/command'
import type { Session } from '../session/session'
import { importAsset } from './assets'
import { imageSize } from './image-size'

export interface BackgroundFit {
  pixelsPerHex: number
  offsetX: number
  offsetY: number
}

/** The fit that makes an image exactly as wide as the map's hexes. */
export function fitImageToMap(
  width: number,
  map: Pick<MapDef, 'cols' | 'orientation'>,
): BackgroundFit {
  // Pointy maps are cols + 1/2 hex widths wide; flat maps cols * 3/4 + 1/4 hex widths.
  const span = map.orientation === 'pointy' ? map.cols + 0.5 : map.cols * 0.75 + 0.25
  return { pixelsPerHex: Math.round((width / span) * 100) / 100, offsetX: 0, offsetY: 0 }
}

export function setBackgroundCommand(
  mapId: string,
  asset: Asset | null,
  fit: BackgroundFit | null,
): Command {
  return {
    label: asset ? 'Set map background' : fit ? 'Fit map background' : 'Remove map background',
    run(state: Campaign) {
      const map = Object.hasOwn(state.maps, mapId) ? state.maps[mapId] : undefined
      if (!map) throw new CommandRejected(`no map with id "${mapId}"`)
      if (!asset && !fit) {
        const { background: _gone, ...rest } = map
        return { ...state, maps: { ...state.maps, [mapId]: rest } }
      }
      const assetId = asset?.id ?? map.background?.assetId
      if (!assetId) throw new CommandRejected(`the map "${map.name}" has no background to fit`)
      const background = { ...(map.background ?? {}), assetId, ...(fit ?? {}) }
      const assets = asset ? { ...state.assets, [asset.id]: asset } : state.assets
      return { ...state, assets, maps: { ...state.maps, [mapId]: { ...map, background } } }
    },
  }
}

/** Import image bytes into the campaign folder and make them the map's background. */
export async function setMapBackground(
  session: Session,
  dir: string,
  mapId: string,
  bytes: Uint8Array,
  name: string,
): Promise<Asset> {
  const maps = session.service.state.maps
  // Own keys only: `__proto__` is not a map, and no asset may be stored for it.
  const map = Object.hasOwn(maps, mapId) ? maps[mapId] : undefined
  if (!map) throw new CommandRejected(`no map with id "${mapId}"`)
  // importAsset names what is wrong with bytes that are not an image; a readable header comes next.
  const asset = await importAsset(dir, bytes, name)
  const size = imageSize(bytes)
  if (!size || size.width < 1 || size.height < 1)
    throw new CommandRejected(`${name}: cannot read the image size`)
  session.service.execute(
    setBackgroundCommand(
      mapId,
      { ...asset, width: size.width, height: size.height },
      fitImageToMap(size.width, map),
    ),
  )
  return asset
}
