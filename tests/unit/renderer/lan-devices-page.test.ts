/**
 * The players' page's side of device tokens: it offers the token it was given on each attempt,
 * and a removed device's page stops knocking and says why.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wsTransport } from '../../../renderer/src/api/ws-transport'
import { wsProtocols } from '../../../shared/api/ws-protocol'

class FakeSocket {
  static readonly OPEN = 1
  static instances: FakeSocket[] = []
  readyState = 0
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number; reason: string }) => void) | null = null
  constructor(
    readonly url: string,
    readonly protocols?: string[],
  ) {
    FakeSocket.instances.push(this)
  }
  send(): void {}
  close(): void {
    this.drop(1000, '')
  }
  open(): void {
    this.readyState = 1
    this.onopen?.()
  }
  drop(code: number, reason: string): void {
    this.readyState = 3
    this.onclose?.({ code, reason })
  }
}
const Impl = FakeSocket as unknown as typeof WebSocket
const latest = () => FakeSocket.instances[FakeSocket.instances.length - 1]!

beforeEach(() => {
  FakeSocket.instances = []
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe("players' page and its device token", () => {
  it('offers the token it holds at each attempt, the one given on the first visit after', () => {
    let held: string | null = null
    wsTransport('ws://t/ws', Impl, () => wsProtocols(null, held))
    expect(latest().protocols).toEqual(['bluebox'])
    latest().open()
    held = 'abc.def.ghi'
    latest().drop(1006, '')
    vi.advanceTimersByTime(250)
    expect(latest().protocols).toEqual(['bluebox', 'bluebox.device.abc.def.ghi'])
    // A token a handshake cannot carry is offered as "-", which the host refuses.
    expect(wsProtocols(null, 'a b')).toEqual(['bluebox', 'bluebox.device.-'])
    // A GM token wins: a GM page is never a device.
    expect(wsProtocols('c0ffee', 'abc')).toEqual(['bluebox', 'bluebox.gm.c0ffee'])
  })

  it('stops reconnecting when the host removed the device, and says so', async () => {
    const t = wsTransport('ws://t/ws', Impl, () => wsProtocols(null, 'abc'))
    const heard = vi.fn()
    t.onDisconnect(heard)
    // A call made before the socket opens is answered with the host's words, not "lost".
    const hello = t.invoke('session:hello', {})
    latest().drop(4003, 'This device was removed by the GM.')
    expect(heard).toHaveBeenCalledWith('This device was removed by the GM.', true)
    await expect(hello).resolves.toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'This device was removed by the GM.' },
    })
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(1)
  })

  it('keeps reconnecting after an ordinary drop', () => {
    const t = wsTransport('ws://t/ws', Impl)
    const heard = vi.fn()
    t.onDisconnect(heard)
    latest().open()
    latest().drop(1006, '')
    expect(heard).toHaveBeenCalledWith('connection to the GM app lost; reconnecting', false)
    vi.advanceTimersByTime(250)
    expect(FakeSocket.instances).toHaveLength(2)
  })
})
