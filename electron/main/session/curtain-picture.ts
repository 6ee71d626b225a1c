/**
 * A new image for the curtain's picture, from its bytes: the file goes into the campaign's assets
 * (persistence), then one undoable command adds it to the campaign and makes it the picture.
 */
import type { Asset } from '../../../shared/model'
import { CommandRejected } from '../commands/command'
import { addCurtainPictureCommand } from '../commands/curtain'
import { importAsset } from '../persistence/assets'
import { imageSize } from '../persistence/image-size'
import type { Session } from './session'

export async function setCurtainPictureFromBytes(
  session: Session,
  dir: string,
  bytes: Uint8Array,
  name: string,
): Promise<Asset> {
  // importAsset names what is wrong with bytes that are not an image; a readable header comes next.
  const asset = await importAsset(dir, bytes, name)
  const size = imageSize(bytes)
  if (!size || size.width < 1 || size.height < 1)
    throw new CommandRejected(`${name}: cannot read the image size`)
  const sized = { ...asset, width: size.width, height: size.height }
  session.history.execute(addCurtainPictureCommand(sized))
  return sized
}
