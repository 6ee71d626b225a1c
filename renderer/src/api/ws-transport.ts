/**
 * Browser host: one WebSocket to the app's LAN server. Calls are matched to replies by id;
 * a dropped connection is retried with backoff and announced so the store can resync.
 */
import type { Envelope, EventName, EventPayloads, ServerEvent } from '../../../shared/api'
import type { Transport } from './transport'

interface Pending {
  resolve: (value: Envelope<unknown>) => void
}

/**
 * `protocols` are offered in each handshake: how the GM page gives its token without putting it
 * in `url` (see shared/api/ws-protocol.ts). A function is asked again before each attempt (a
 * players' page offers the device token it was given on its first visit).
 */
export function wsTransport(
  url: string,
  WebSocketImpl: typeof WebSocket = WebSocket,
  protocolsFor: string[] | (() => string[]) = [],
): Transport {
  let socket: WebSocket | null = null
  let nextId = 1
  let closed = false
  let everOpened = false
  let retryMs = 250
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  const pending = new Map<number, Pending>()
  const queue: string[] = []
  const listeners = new Map<string, Set<(p: unknown) => void>>()
  const reconnectListeners = new Set<() => void>()
  const disconnectListeners = new Set<(reason: string, final: boolean) => void>()

  function connect(): void {
    retryTimer = null
    if (closed) return
    const protocols = typeof protocolsFor === 'function' ? protocolsFor() : protocolsFor
    const ws = protocols.length ? new WebSocketImpl(url, protocols) : new WebSocketImpl(url)
    socket = ws
    ws.onopen = () => {
      retryMs = 250
      const wasReconnect = everOpened
      everOpened = true
      for (const msg of queue.splice(0)) ws.send(msg)
      if (wasReconnect) for (const cb of reconnectListeners) cb()
    }
    ws.onmessage = (e: MessageEvent) => {
      let msg: { id?: number | null; result?: Envelope<unknown>; event?: ServerEvent }
      try {
        msg = JSON.parse(String(e.data)) as typeof msg
      } catch {
        return
      }
      if (!msg || typeof msg !== 'object') return
      if (msg.event) {
        for (const cb of listeners.get(msg.event.name) ?? []) cb(msg.event.payload)
      } else if (typeof msg.id === 'number' && msg.result) {
        pending.get(msg.id)?.resolve(msg.result)
        pending.delete(msg.id)
      }
    }
    ws.onclose = (e: CloseEvent) => {
      if (socket !== ws) return
      socket = null
      // 4000-4099 with words: the host shut this page out (a removed device); knocking again
      // would only be refused again.
      const final = !closed && e.code >= 4000 && e.code < 4100 && e.reason !== ''
      // 1013 (Try Again Later) with words: the host cannot take this page now; it keeps trying.
      const later = e.code === 1013 && e.reason !== ''
      const reason =
        final || later
          ? e.reason
          : everOpened
            ? 'connection to the GM app lost; reconnecting'
            : `cannot connect to the GM app${e.code === 1006 ? ' (refused: is the GM link or token right?)' : ''}`
      if (!closed) for (const cb of disconnectListeners) cb(reason, final)
      if (final) closed = true
      // Calls answered as failed must not be sent later on a new socket.
      queue.length = 0
      for (const [id, p] of pending) {
        p.resolve({
          ok: false,
          // Shut out: the calls waiting are answered with the host's words too.
          error: final
            ? { code: 'forbidden', message: reason }
            : {
                code: 'internal',
                message:
                  'The connection to the GM app was lost before it answered; it may not have been done. The page reconnects by itself: check, then try again.',
              },
        })
        pending.delete(id)
      }
      if (!closed) {
        retryTimer = setTimeout(connect, retryMs)
        retryMs = Math.min(retryMs * 2, 5000)
      }
    }
  }
  connect()

  return {
    kind: 'websocket',
    invoke(channel, payload) {
      const id = nextId++
      const msg = JSON.stringify({ id, channel, payload })
      return new Promise((resolve) => {
        pending.set(id, { resolve })
        if (socket && socket.readyState === WebSocketImpl.OPEN) socket.send(msg)
        else queue.push(msg)
      })
    },
    on<E extends EventName>(event: E, cb: (p: EventPayloads[E]) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      const wrapped = cb as (p: unknown) => void
      set.add(wrapped)
      return () => set.delete(wrapped)
    },
    onReconnect(cb) {
      reconnectListeners.add(cb)
      return () => reconnectListeners.delete(cb)
    },
    onDisconnect(cb) {
      disconnectListeners.add(cb)
      return () => disconnectListeners.delete(cb)
    },
    close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      socket?.close()
    },
  }
}
