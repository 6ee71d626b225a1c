/**
 * The curtain's commands: one per `curtain:*` channel, wrapping the pure transitions of
 * shared/play/curtain (a refusal there is a CommandRejected here, naming the reason). The history
 * records them, so Undo lowers or raises it back, or restores its look.
 */
import type { Asset } from '../../../../shared/model'
import {
  addCurtainPicture,
  CurtainRefused,
  curtainLabel,
  curtainLookLabel,
  setCurtain,
  setCurtainLook,
  type CurtainLook,
} from '../../../../shared/play/curtain'
import { CommandRejected, type Command } from '../command'

/** Lower or raise the curtain on the players' screens; the shown map stays as it is. */
export function setCurtainCommand(down: boolean): Command {
  return { label: curtainLabel(down), run: (state) => ({ state: setCurtain(state, down) }) }
}

/** How raising the curtain uncovers the map, and the picture behind its title. */
export function setCurtainLookCommand(look: CurtainLook): Command {
  return {
    label: curtainLookLabel(look),
    run(state) {
      try {
        return { state: setCurtainLook(state, look) }
      } catch (err) {
        if (err instanceof CurtainRefused) throw new CommandRejected(err.message)
        throw err
      }
    },
  }
}

/** A new image (already stored in the campaign folder) becomes an asset and the picture. */
export function addCurtainPictureCommand(asset: Asset): Command {
  return {
    label: "Set the curtain's picture",
    run: (state) => ({ state: addCurtainPicture(state, asset) }),
  }
}
