/**
 * A map's background image: stored in the campaign's assets by content hash, and first fitted so
 * the image spans the map's width. The GM fine-tunes the fit afterwards (pixels per hex, offset).
 */
import type { Asset, Campaign, MapDef } from '../../../../shared/model'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'

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
  if (map.orientation === 'square') {
    return { pixelsPerHex: Math.round((width / map.cols) * 100) / 100, offsetX: 0, offsetY: 0 }
  }
  // Pointy maps are cols + 1/2 hex widths wide; flat maps cols * 3/4 + 1/4 hex widths.
  const span = map.orientation === 'pointy' ? map.cols + 0.5 : map.cols * 0.75 + 0.25
  return { pixelsPerHex: Math.round((width / span) * 100) / 100, offsetX: 0, offsetY: 0 }
}

/** Set (asset), refit (fit alone) or remove (neither) a map's background. */
export function setBackgroundCommand(
  mapId: string,
  asset: Asset | null,
  fit: BackgroundFit | null,
): Command {
  return {
    label: asset ? 'Set map background' : fit ? 'Fit map background' : 'Remove map background',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      if (!asset && !fit) {
        const { background: _gone, ...rest } = map
        return { state: withMap(state, rest) }
      }
      const assetId = asset?.id ?? map.background?.assetId
      if (!assetId) throw new CommandRejected(`the map "${map.name}" has no background to fit`)
      const background = { ...(map.background ?? {}), assetId, ...(fit ?? {}) }
      const assets = asset ? { ...state.assets, [asset.id]: asset } : state.assets
      return { state: withMap({ ...state, assets }, { ...map, background }) }
    },
  }
}
