/**
 * Set a map's background from image bytes: the file goes into the campaign's assets (persistence),
 * then one undoable command makes it the map's background, fitted to the map's width.
 */
import type { Asset } from '../../../shared/model'
import { CommandRejected } from '../commands/command'
import { fitImageToMap, setBackgroundCommand } from '../commands/map'
import { importAsset } from '../persistence/assets'
import { imageSize } from '../persistence/image-size'
import type { Session } from './session'

/** Import image bytes into the campaign folder and make them the map's background. */
export async function setMapBackground(
  session: Session,
  dir: string,
  mapId: string,
  bytes: Uint8Array,
  name: string,
): Promise<Asset> {
  const maps = session.history.state.maps
  // Own keys only: `__proto__` is not a map, and no asset may be stored for it.
  const map = Object.hasOwn(maps, mapId) ? maps[mapId] : undefined
  if (!map) throw new CommandRejected(`no map with id "${mapId}"`)
  // importAsset names what is wrong with bytes that are not an image; a readable header comes next.
  const asset = await importAsset(dir, bytes, name)
  const size = imageSize(bytes)
  if (!size || size.width < 1 || size.height < 1)
    throw new CommandRejected(`${name}: cannot read the image size`)
  session.history.execute(
    setBackgroundCommand(
      mapId,
      { ...asset, width: size.width, height: size.height },
      fitImageToMap(size.width, map),
    ),
  )
  return asset
}
