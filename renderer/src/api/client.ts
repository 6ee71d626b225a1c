/**
 * The one client the views use. It picks the transport (Electron IPC when the preload bridge is
 * there, the browser host's WebSocket otherwise) and turns error envelopes into ApiError.
 */
import type {
  ApiErrorBody,
  ChannelInput,
  ChannelName,
  ChannelOutput,
  EventName,
  EventPayloads,
} from '../../../shared/api'
import { wsProtocols } from '../../../shared/api/ws-protocol'
import { PASS_NOT_VALID } from '../../../shared/api/contract/devices'
import { ipcTransport } from './ipc-transport'
import type { Transport } from './transport'
import { wsTransport } from './ws-transport'

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(readonly body: ApiErrorBody) {
    super(body.message)
  }
}

export interface ApiClient {
  readonly transport: Transport
  invoke<C extends ChannelName>(channel: C, payload: ChannelInput<C>): Promise<ChannelOutput<C>>
  on<E extends EventName>(event: E, callback: (payload: EventPayloads[E]) => void): () => void
}

export function createClient(transport: Transport): ApiClient {
  return {
    transport,
    async invoke(channel, payload) {
      const env = await transport.invoke(channel, payload)
      if (!env.ok) throw new ApiError(env.error)
      return env.value as never
    },
    on: (event, cb) => transport.on(event, cb),
  }
}

/** Where this tab keeps the GM token (for the socket and for uploads). */
export const GM_TOKEN_KEY = 'bluebox.gmToken'

/**
 * The GM token from the page URL's fragment (`#token=`, which browsers never send to a server),
 * or from its query for links printed by older versions, then hidden from the address bar; else
 * from this tab's storage.
 */
export function takeGmToken(
  loc: Location = location,
  store: Storage = sessionStorage,
): string | null {
  const hash = new URLSearchParams(loc.hash.replace(/^#/, ''))
  const query = new URLSearchParams(loc.search)
  const fromUrl = hash.get('token') || query.get('token')
  if (hash.has('token') || query.has('token')) {
    hash.delete('token')
    query.delete('token')
    const q = query.toString()
    const h = hash.toString()
    history.replaceState(null, '', `${loc.pathname}${q ? `?${q}` : ''}${h ? `#${h}` : ''}`)
  }
  if (fromUrl) {
    store.setItem(GM_TOKEN_KEY, fromUrl)
    return fromUrl
  }
  return store.getItem(GM_TOKEN_KEY)
}

/** Where a players' page keeps the device token the host gave it (kept across visits). */
export const DEVICE_TOKEN_KEY = 'bluebox.deviceToken'

function readDeviceToken(): string | null {
  try {
    return localStorage.getItem(DEVICE_TOKEN_KEY)
  } catch {
    return null
  }
}

export function defaultTransport(view: 'gm' | 'projector'): Transport {
  if (window.bluebox) return ipcTransport(window.bluebox)
  const token = view === 'gm' ? takeGmToken() : null
  const proto = location.protocol === 'https:' ? 'wss' : 'ws'
  // The tokens go in the handshake, not the URL: a browser prints a failed socket's URL.
  const transport = wsTransport(`${proto}://${location.host}/ws`, WebSocket, () =>
    wsProtocols(token, view === 'gm' ? null : readDeviceToken()),
  )
  if (view !== 'gm') {
    transport.on('device:issued', (issued) => {
      try {
        localStorage.setItem(DEVICE_TOKEN_KEY, issued.token)
      } catch {
        // Storage off (a private window): the page is a new device on each visit.
      }
    })
    // A pass the host cannot honour is forgotten, so reloading the page joins afresh.
    transport.onDisconnect((reason, final) => {
      if (!final || reason !== PASS_NOT_VALID) return
      try {
        localStorage.removeItem(DEVICE_TOKEN_KEY)
      } catch {
        // Storage off: nothing was kept.
      }
    })
  }
  return transport
}
