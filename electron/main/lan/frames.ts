/**
 * The text frames the browser host sends. A view is serialized once per state, however many
 * sockets (or repeated snapshot requests) want it: a big map's view is hundreds of kilobytes,
 * and serializing it per request is what let one player's requests freeze the GM.
 */
import type { Envelope, ServerEvent, SnapshotOutput } from '../../../shared/api'

const viewCache = new WeakMap<object, string>()
const eventCache = new WeakMap<object, string>()

/** The JSON of a view, cached by the view object (views are immutable; a change is a new one). */
export function viewJson(view: unknown): string {
  if (typeof view !== 'object' || view === null) return JSON.stringify(view) ?? 'null'
  let json = viewCache.get(view)
  if (json === undefined) {
    json = JSON.stringify(view)
    viewCache.set(view, json)
  }
  return json
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
export function snapshotReplyFrame(id: number, result: Envelope<unknown>): string {
  if (!result.ok) return replyFrame(id, result)
  try {
    const value = result.value as SnapshotOutput & Record<string, unknown>
    const fields = Object.entries(value)
      // As JSON.stringify does: a field set to undefined is left out.
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${k === 'view' ? viewJson(v) : JSON.stringify(v)}`)
    return `{"id":${id},"result":{"ok":true,"value":{${fields.join(',')}}}}`
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
export function catchUpFrame(seq: number, view: unknown): string {
  return `{"event":{"name":"state:patch","payload":{"seq":${seq},"ops":[{"op":"set","path":[],"value":${viewJson(view)}}]}}}`
}
