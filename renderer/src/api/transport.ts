/** What the renderer needs from a connection to main, whichever way it travels. */
import type { Envelope, EventName, EventPayloads } from '../../../shared/api'

export interface Transport {
  readonly kind: 'ipc' | 'websocket'
  invoke(channel: string, payload: unknown): Promise<Envelope<unknown>>
  on<E extends EventName>(event: E, callback: (payload: EventPayloads[E]) => void): () => void
  /** Called after a lost connection comes back: the caller must fetch a fresh snapshot. */
  onReconnect(callback: () => void): () => void
  /**
   * Called when the connection drops or is refused, with a reason a person can read; `final`
   * when the host shut this page out for good (a removed device): it does not reconnect.
   */
  onDisconnect(callback: (reason: string, final?: boolean) => void): () => void
  close(): void
}

/** The preload's bridge, present only inside an Electron window. */
export interface BlueboxBridge {
  invoke(channel: string, payload: unknown): Promise<unknown>
  on(event: string, callback: (payload: unknown) => void): () => void
}

declare global {
  interface Window {
    bluebox?: BlueboxBridge
  }
}
