/**
 * The bounds a message from a view keeps. A transport (the browser host's WebSocket) checks a
 * frame's text before parsing it, so nothing recursive ever meets a frame thousands of levels
 * deep (the dispatcher checks the parsed payload against the same bounds); a view sends an edit
 * too big for one message in parts.
 */
import { CAMPAIGN_DEPTH_MAX, jsonPathInWords, jsonTextBoundsIssue, sizeInWords } from '../model'
import { EDIT_KEYS_MAX, MESSAGE_MAX_BYTES } from './contract/common'

/** `{ id, channel, payload: {...} }`: the payload one level down, bounded as the dispatcher does. */
export const FRAME_DEPTH_MAX = CAMPAIGN_DEPTH_MAX + 1

/**
 * Why a frame's text may not be parsed, in words for the error envelope; null when it may.
 * Linear in the text, and no recursion, whatever the text holds.
 */
export function frameRefusal(raw: string): string | null {
  if (raw.length > MESSAGE_MAX_BYTES)
    return `The message is larger than the ${sizeInWords(MESSAGE_MAX_BYTES)} one message may carry; nothing was changed.`
  const issue = jsonTextBoundsIssue(raw, { maxDepth: FRAME_DEPTH_MAX })
  if (!issue) return null
  return `The message is ${issue.message} (at ${jsonPathInWords(issue.path)}), more than the app accepts; nothing was changed.`
}

/**
 * Send a map edit bigger than one message carries (a room fill on a big open map) in parts of at
 * most `size` keys, in order, each after the first marked `continues` so main records them as one
 * undo step. Stops at the first refused part (the sender has told the GM why); true when every
 * part was accepted.
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
