/**
 * The curtain's command: one per `curtain:*` channel, wrapping the pure transition of
 * shared/play/curtain. The history records it, so Undo lowers or raises it back.
 */
import { curtainLabel, setCurtain } from '../../../../shared/play/curtain'
import type { Command } from '../command'

/** Lower or raise the curtain on the players' screens; the shown map stays as it is. */
export function setCurtainCommand(down: boolean): Command {
  return { label: curtainLabel(down), run: (state) => ({ state: setCurtain(state, down) }) }
}
