import { describe, expect, it, vi } from 'vitest'
import { CHANNEL_NAMES, EVENT_IPC_CHANNEL } from '../../../shared/api'

const exposed: Record<string, unknown> = {}
const listeners = new Map<string, ((e: unknown, msg: unknown) => void)[]>()
const ipcRenderer = {
  invoke: vi.fn((channel: string, payload: unknown) =>
    Promise.resolve({ ok: true, value: { channel, payload } }),
  ),
  on: vi.fn((channel: string, l: (e: unknown, msg: unknown) => void) => {
    listeners.set(channel, [...(listeners.get(channel) ?? []), l])
  }),
  removeListener: vi.fn((channel: string, l: (e: unknown, msg: unknown) => void) => {
    listeners.set(
      channel,
      (listeners.get(channel) ?? []).filter((x) => x !== l),
    )
  }),
}

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
  ipcRenderer,
}))

await import('../../../electron/preload/index')

interface Bridge {
  invoke(channel: string, payload: unknown): Promise<unknown>
  on(event: string, cb: (payload: unknown) => void): () => void
}
const bridge = exposed.bluebox as Bridge

describe('preload bridge', () => {
  it('exposes only invoke and on, under one name', () => {
    expect(Object.keys(exposed)).toEqual(['bluebox'])
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on'])
  })

  it.each(CHANNEL_NAMES)('forwards the contract channel %s', async (channel) => {
    await expect(bridge.invoke(channel, { a: 1 })).resolves.toEqual({
      ok: true,
      value: { channel, payload: { a: 1 } },
    })
  })

  it.each(['fs:readFile', 'bluebox:event', '', '__proto__', 'map:movetoken'])(
    'refuses the channel "%s" without touching IPC',
    async (channel) => {
      ipcRenderer.invoke.mockClear()
      await expect(bridge.invoke(channel, {})).rejects.toThrow('unknown channel')
      expect(ipcRenderer.invoke).not.toHaveBeenCalled()
    },
  )

  it('delivers only the named event and unsubscribes', () => {
    const got: unknown[] = []
    const off = bridge.on('state:patch', (p) => got.push(p))
    const emit = (msg: unknown) =>
      (listeners.get(EVENT_IPC_CHANNEL) ?? []).forEach((l) => l({}, msg))
    emit({ name: 'state:patch', payload: { seq: 1, ops: [] } })
    emit({ name: 'history:changed', payload: {} })
    off()
    emit({ name: 'state:patch', payload: { seq: 2, ops: [] } })
    expect(got).toEqual([{ seq: 1, ops: [] }])
    expect(() => bridge.on('not:an-event', () => {})).toThrow('unknown event')
  })
})
