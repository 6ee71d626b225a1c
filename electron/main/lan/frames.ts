/**
 * The text frames the browser host sends. A view is serialized once per state, however many
 * sockets (or repeated snapshot requests) want it: a big map's view is hundreds of kilobytes,
 * and serializing it per request is what let one player's requests freeze the GM. It is kept as
 * UTF-8 bytes too, so a frame carrying it is a copy of those bytes, not a fresh encoding of a
 * string (which took several times as long, per socket, as writing it out).
 */
import type { Envelope, ServerEvent, SnapshotOutput } from '../../../shared/api'

/** A frame to send as text: a string, or the UTF-8 of one. */
export type Frame = string | Buffer

const viewCache = new WeakMap<object, Buffer>()
const eventCache = new WeakMap<object, string>()

/** The JSON of a view, as UTF-8, cached by the view object (views are immutable). */
export function viewBytes(view: unknown): Buffer {
  if (typeof view !== 'object' || view === null) return Buffer.from(JSON.stringify(view) ?? 'null')
  let bytes = viewCache.get(view)
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(view))
    viewCache.set(view, bytes)
  }
  return bytes
}

function internalError(id: number | null): string {
  const result: Envelope<never> = {
    ok: false,
    error: {
      code: 'internal',
      message: 'Something went wrong and the answer could not be sent. Reload the page.',
    },
  }
  return JSON.stringify({ id, result })
}

/** A reply; one that cannot be serialized becomes an error reply instead of an exception. */
export function replyFrame(id: number | null, result: Envelope<unknown>): string {
  try {
    return JSON.stringify({ id, result })
  } catch (err) {
    console.error(`lan: a reply could not be serialized: ${(err as Error).message}`)
    return internalError(id)
  }
}

/** A snapshot reply, its view spliced in from the cache. */
export function snapshotReplyFrame(id: number, result: Envelope<unknown>): Frame {
  if (!result.ok) return replyFrame(id, result)
  try {
    const value = result.value as SnapshotOutput & Record<string, unknown>
    const parts: Buffer[] = []
    let text = `{"id":${id},"result":{"ok":true,"value":{`
    let first = true
    for (const [k, v] of Object.entries(value)) {
      // As JSON.stringify does: a field set to undefined is left out.
      if (v === undefined) continue
      text += `${first ? '' : ','}${JSON.stringify(k)}:`
      first = false
      if (k === 'view') {
        parts.push(Buffer.from(text), viewBytes(v))
        text = ''
      } else text += JSON.stringify(v)
    }
    parts.push(Buffer.from(`${text}}}}`))
    return Buffer.concat(parts)
  } catch (err) {
    console.error(`lan: a snapshot could not be serialized: ${(err as Error).message}`)
    return internalError(id)
  }
}

/** An event, serialized once for every socket it goes to. */
export function eventFrame(event: ServerEvent): string | null {
  let json = eventCache.get(event)
  if (json === undefined) {
    try {
      json = JSON.stringify({ event })
    } catch (err) {
      console.error(`lan: an event could not be serialized: ${(err as Error).message}`)
      return null
    }
    eventCache.set(event, json)
  }
  return json
}

/**
 * A patch that replaces the whole view: what a socket that missed patches gets once it drains.
 * A client one patch behind applies it; one further behind sees the gap and asks for a
 * snapshot; one already there ignores it (shared/sync/replica.ts).
 */
export function catchUpFrame(seq: number, view: unknown): Frame {
  return Buffer.concat([
    Buffer.from(
      `{"event":{"name":"state:patch","payload":{"seq":${seq},"ops":[{"op":"set","path":[],"value":`,
    ),
    viewBytes(view),
    Buffer.from('}]}}}'),
  ])
}
