/**
 * A map edit bigger than one message carries (a room fill on a big open map) goes in parts, in
 * order, each after the first marked `continues` so main records them as one undo step.
 */
import { EDIT_KEYS_MAX } from '../../../shared/api'

/**
 * Send `keys` in parts of at most `size`; stops at the first refused part (which the sender has
 * already told the GM about). Resolves true when every part was accepted.
 */
export async function sendInParts(
  keys: readonly string[],
  send: (part: string[], extra: { continues?: true }) => Promise<boolean>,
  size = EDIT_KEYS_MAX,
): Promise<boolean> {
  for (let i = 0; i < keys.length; i += size) {
    const ok = await send(keys.slice(i, i + size), i === 0 ? {} : { continues: true })
    if (!ok) return false
  }
  return true
}
