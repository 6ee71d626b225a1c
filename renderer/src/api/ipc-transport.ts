import type { Envelope, EventName, EventPayloads } from '../../../shared/api'
import type { BlueboxBridge, Transport } from './transport'

/** Electron: the preload's bridge. The window itself decides the role in main. */
export function ipcTransport(bridge: BlueboxBridge): Transport {
  return {
    kind: 'ipc',
    invoke: (channel, payload) => bridge.invoke(channel, payload) as Promise<Envelope<unknown>>,
    on: <E extends EventName>(event: E, cb: (p: EventPayloads[E]) => void) =>
      bridge.on(event, (p) => cb(p as EventPayloads[E])),
    onReconnect: () => () => {},
    onDisconnect: () => () => {},
    close: () => {},
  }
}
