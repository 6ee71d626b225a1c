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

/** The GM token from the URL (then hidden from the address bar) or from this tab's storage. */
export function takeGmToken(
  loc: Location = location,
  store: Storage = sessionStorage,
): string | null {
  const params = new URLSearchParams(loc.search)
  const fromUrl = params.get('token')
  if (fromUrl) {
    store.setItem('bluebox.gmToken', fromUrl)
    params.delete('token')
    const rest = params.toString()
    history.replaceState(null, '', `${loc.pathname}${rest ? `?${rest}` : ''}${loc.hash}`)
    return fromUrl
  }
  return store.getItem('bluebox.gmToken')
}

export function defaultTransport(view: 'gm' | 'projector'): Transport {
  if (window.bluebox) return ipcTransport(window.bluebox)
  const token = view === 'gm' ? takeGmToken() : null
  const proto = location.protocol === 'https:' ? 'wss' : 'ws'
  const query = token ? `?token=${encodeURIComponent(token)}` : ''
  return wsTransport(`${proto}://${location.host}/ws${query}`)
}
