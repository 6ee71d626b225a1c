/**
 * The only bridge between a page and the main process: typed `invoke` for the contract's
 * channels and `on` for its events. No raw ipcRenderer reaches the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { EVENT_IPC_CHANNEL, isChannelName, isEventName } from '../../shared/api/channels'

const bridge = {
  invoke(channel: string, payload: unknown): Promise<unknown> {
    if (!isChannelName(channel)) return Promise.reject(new Error(`unknown channel "${channel}"`))
    return ipcRenderer.invoke(channel, payload)
  },
  on(event: string, callback: (payload: unknown) => void): () => void {
    if (!isEventName(event)) throw new Error(`unknown event "${event}"`)
    const listener = (_e: IpcRendererEvent, msg: { name: string; payload: unknown }) => {
      if (msg && msg.name === event) callback(msg.payload)
    }
    ipcRenderer.on(EVENT_IPC_CHANNEL, listener)
    return () => ipcRenderer.removeListener(EVENT_IPC_CHANNEL, listener)
  },
}

export type BlueboxBridge = typeof bridge

contextBridge.exposeInMainWorld('bluebox', bridge)
