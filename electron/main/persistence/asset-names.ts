/** File names of stored assets: the content hash plus an extension from the sniffed type. */
import type { Asset } from '../../../shared/model'

export const ASSET_EXTENSIONS: Record<Asset['type'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

export function assetFileName(asset: Pick<Asset, 'id' | 'type'>): string {
  return `${asset.id}.${ASSET_EXTENSIONS[asset.type]}`
}
