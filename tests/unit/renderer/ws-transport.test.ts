import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Envelope, EventPayloads, HistoryState } from '../../../shared/api'
import { wsTransport } from '../../../renderer/src/api/ws-transport'
import { wsProtocols } from '../../../shared/api/ws-protocol'

const WS_URL = 'ws://table.local:5180/ws'

/** A WebSocket the test drives by hand: open it, feed it frames, drop it. */
class FakeSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  static instances: FakeSocket[] = []

  readyState = FakeSocket.CONNECTING
  readonly sent: string[] = []
  closeCalls = 0
  onopen: ((e: Event) => void) | null = null
  onmessage: ((e: MessageEvent) => void) | null = null
  onclose: ((e: CloseEvent) => void) | null = null
  onerror: ((e: Event) => void) | null = null

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.instances.push(this)
  }

  send(data: string): void {
    if (this.readyState !== FakeSocket.OPEN) throw new Error('send on a socket that is not open')
    this.sent.push(data)
  }

  close(): void {
    this.closeCalls += 1
    this.drop(1000)
  }

  open(): void {
    this.readyState = FakeSocket.OPEN
    this.onopen?.(new Event('open'))
  }

  frame(data: unknown): void {
    this.onmessage?.({
      data: typeof data === 'string' ? data : JSON.stringify(data),
    } as MessageEvent)
  }

  drop(code = 1006): void {
    if (this.readyState === FakeSocket.CLOSED) return
    this.readyState = FakeSocket.CLOSED
    this.onclose?.({ code } as CloseEvent)
  }

  /** The requests sent so far, parsed. */
  requests(): { id: number; channel: string; payload: unknown }[] {
    return this.sent.map((s) => JSON.parse(s) as { id: number; channel: string; payload: unknown })
  }
}

const Impl = FakeSocket as unknown as typeof WebSocket

function socket(i: number): FakeSocket {
  const s = FakeSocket.instances[i]
  if (!s) throw new Error(`no socket #${i} (have ${FakeSocket.instances.length})`)
  return s
}

const latest = () => socket(FakeSocket.instances.length - 1)

/** Whether a promise has settled, without waiting for it. */
async function settled<T>(p: Promise<T>): Promise<{ done: boolean; value?: T }> {
  const marker = Symbol('pending')
  const value = await Promise.race([p, Promise.resolve(marker)])
  return value === marker ? { done: false } : { done: true, value: value as T }
}

const ok = (value: unknown): Envelope<unknown> => ({ ok: true, value })
const LOST: Envelope<unknown> = {
  ok: false,
  error: {
    code: 'internal',
    message:
      'The connection to the GM app was lost before it answered; it may not have been done. The page reconnects by itself: check, then try again.',
  },
}

beforeEach(() => {
  FakeSocket.instances = []
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('wsTransport', () => {
  it('opens one socket on the given url and says what it is', () => {
    const t = wsTransport(WS_URL, Impl)
    expect(t.kind).toBe('websocket')
    expect(FakeSocket.instances.map((s) => s.url)).toEqual([WS_URL])
  })

  it('offers the GM token in the handshake, on every reconnect, never in the URL', () => {
    wsTransport(WS_URL, Impl, wsProtocols('c0ffee'))
    latest().open()
    latest().drop()
    vi.advanceTimersByTime(250)
    expect(FakeSocket.instances).toHaveLength(2)
    for (const s of FakeSocket.instances) {
      expect(s.url).toBe(WS_URL)
      expect(s.protocols).toEqual(['bluebox', 'bluebox.gm.c0ffee'])
    }
  })

  it('queues invokes made before open and sends them, in order, on open', () => {
    const t = wsTransport(WS_URL, Impl)
    void t.invoke('session:hello', { apiVersion: 1 })
    void t.invoke('state:snapshot', {})
    expect(socket(0).sent).toEqual([])

    socket(0).open()
    expect(socket(0).requests()).toEqual([
      { id: 1, channel: 'session:hello', payload: { apiVersion: 1 } },
      { id: 2, channel: 'state:snapshot', payload: {} },
    ])

    void t.invoke('history:undo', {})
    expect(socket(0).requests().at(-1)).toEqual({ id: 3, channel: 'history:undo', payload: {} })
  })

  it('matches replies to calls by id, whatever order they come back in', async () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    const hello = t.invoke('session:hello', { apiVersion: 1 })
    const move = t.invoke('map:moveToken', { tokenId: 'pc-vaka', to: { q: 1, r: 1 } })
    const [helloId, moveId] = socket(0)
      .requests()
      .map((r) => r.id)

    socket(0).frame({ id: moveId, result: ok({ moved: true }) })
    expect(await settled(hello)).toEqual({ done: false })
    await expect(move).resolves.toEqual(ok({ moved: true }))

    const refused: Envelope<unknown> = {
      ok: false,
      error: { code: 'forbidden', message: 'players cannot' },
    }
    socket(0).frame({ id: helloId, result: refused })
    await expect(hello).resolves.toEqual(refused)
  })

  it('resolves a call only once, ignoring a repeated reply', async () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    const call = t.invoke('state:snapshot', {})
    socket(0).frame({ id: 1, result: ok('first') })
    socket(0).frame({ id: 1, result: ok('second') })
    await expect(call).resolves.toEqual(ok('first'))
  })

  it('dispatches events by name to every listener of that name, until unsubscribed', () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    const patches: unknown[] = []
    const patches2: unknown[] = []
    const histories: unknown[] = []
    const off = t.on('state:patch', (p) => patches.push(p))
    t.on('state:patch', (p) => patches2.push(p))
    t.on('history:changed', (h) => histories.push(h))

    const patch: EventPayloads['state:patch'] = {
      seq: 4,
      ops: [{ op: 'del', path: ['tokens', 'x'] }],
    }
    socket(0).frame({ event: { name: 'state:patch', payload: patch } })
    expect(patches).toEqual([patch])
    expect(patches2).toEqual([patch])
    expect(histories).toEqual([])

    const history: HistoryState = {
      canUndo: true,
      canRedo: false,
      undoLabel: 'move',
      redoLabel: null,
    }
    socket(0).frame({ event: { name: 'history:changed', payload: history } })
    expect(histories).toEqual([history])

    off()
    socket(0).frame({ event: { name: 'state:patch', payload: { seq: 5, ops: [] } } })
    expect(patches).toHaveLength(1)
    expect(patches2).toHaveLength(2)
  })

  it.each([
    ['not JSON', '{"id": 1, "result":'],
    ['plain text', 'hello'],
    ['an empty object', '{}'],
    ['a number', '42'],
    ['a string id', JSON.stringify({ id: '1', result: { ok: true, value: 'x' } })],
    ['an unknown id', JSON.stringify({ id: 99, result: { ok: true, value: 'x' } })],
    ['an id without a result', JSON.stringify({ id: 1 })],
    [
      'an event nobody listens to',
      JSON.stringify({ event: { name: 'nobody:listens', payload: 1 } }),
    ],
  ])('ignores a malformed frame (%s) and keeps working', async (_label, data) => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    const seen: unknown[] = []
    t.on('session:notice', (n) => seen.push(n))
    const call = t.invoke('state:snapshot', {})

    expect(() => socket(0).frame(data)).not.toThrow()
    expect(await settled(call)).toEqual({ done: false })

    socket(0).frame({ id: 1, result: ok('snap') })
    await expect(call).resolves.toEqual(ok('snap'))
    expect(seen).toEqual([])
  })

  it('answers calls pending at a close with an error envelope and reconnects after a backoff', async () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    const reasons: string[] = []
    t.onDisconnect((r) => reasons.push(r))
    const a = t.invoke('map:moveToken', { tokenId: 'pc-vaka', to: { q: 1, r: 1 } })
    const b = t.invoke('history:undo', {})

    socket(0).drop()
    await expect(a).resolves.toEqual(LOST)
    await expect(b).resolves.toEqual(LOST)
    expect(reasons).toEqual(['connection to the GM app lost; reconnecting'])

    // A reply that arrives late on the dead socket changes nothing.
    socket(0).frame({ id: 1, result: ok({ moved: true }) })

    expect(FakeSocket.instances).toHaveLength(1)
    vi.advanceTimersByTime(249)
    expect(FakeSocket.instances).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.instances).toHaveLength(2)
    expect(socket(1).url).toBe(WS_URL)
  })

  it('backs off 250, 500, 1000 ms ... up to 5 s while refused, and starts again at 250 after an open', () => {
    wsTransport(WS_URL, Impl)
    const waits: number[] = []
    for (let i = 0; i < 7; i++) {
      const before = FakeSocket.instances.length
      latest().drop()
      let waited = 0
      while (FakeSocket.instances.length === before) {
        vi.advanceTimersByTime(1)
        waited += 1
      }
      waits.push(waited)
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000])

    latest().open()
    latest().drop()
    vi.advanceTimersByTime(249)
    expect(FakeSocket.instances).toHaveLength(8)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.instances).toHaveLength(9)
  })

  it.each([
    {
      opened: false,
      code: 1006,
      reason: 'cannot connect to the GM app (refused: is the GM link or token right?)',
    },
    { opened: false, code: 1011, reason: 'cannot connect to the GM app' },
    { opened: true, code: 1006, reason: 'connection to the GM app lost; reconnecting' },
    { opened: true, code: 1001, reason: 'connection to the GM app lost; reconnecting' },
  ])(
    'reports a close with code $code (opened before: $opened) as "$reason"',
    ({ opened, code, reason }) => {
      const t = wsTransport(WS_URL, Impl)
      const reasons: string[] = []
      t.onDisconnect((r) => reasons.push(r))
      if (opened) socket(0).open()
      socket(0).drop(code)
      expect(reasons).toEqual([reason])
    },
  )

  it('announces a reconnect on the second open, not the first', () => {
    const t = wsTransport(WS_URL, Impl)
    const reconnects = vi.fn()
    t.onReconnect(reconnects)

    socket(0).open()
    expect(reconnects).not.toHaveBeenCalled()

    socket(0).drop()
    vi.advanceTimersByTime(250)
    socket(1).open()
    expect(reconnects).toHaveBeenCalledTimes(1)

    socket(1).drop()
    vi.advanceTimersByTime(250)
    socket(2).open()
    expect(reconnects).toHaveBeenCalledTimes(2)
  })

  it('does not count failed attempts before the first open as reconnects', () => {
    const t = wsTransport(WS_URL, Impl)
    const reconnects = vi.fn()
    t.onReconnect(reconnects)
    socket(0).drop()
    vi.advanceTimersByTime(250)
    socket(1).open()
    expect(reconnects).not.toHaveBeenCalled()
  })

  it('sends calls made while reconnecting on the new socket once it opens', async () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    socket(0).drop()
    const call = t.invoke('state:snapshot', {})
    vi.advanceTimersByTime(250)
    expect(socket(1).sent).toEqual([])
    socket(1).open()
    expect(socket(1).requests()).toEqual([{ id: 1, channel: 'state:snapshot', payload: {} }])
    socket(1).frame({ id: 1, result: ok('fresh') })
    await expect(call).resolves.toEqual(ok('fresh'))
  })

  it('stops listening when unsubscribed from reconnects and disconnects', () => {
    const t = wsTransport(WS_URL, Impl)
    const reconnects = vi.fn()
    const disconnects = vi.fn()
    t.onReconnect(reconnects)()
    t.onDisconnect(disconnects)()
    socket(0).open()
    socket(0).drop()
    vi.advanceTimersByTime(250)
    socket(1).open()
    expect(reconnects).not.toHaveBeenCalled()
    expect(disconnects).not.toHaveBeenCalled()
  })

  it('close() closes the socket and stops reconnecting', () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    t.close()
    expect(socket(0).closeCalls).toBe(1)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(1)
  })
  // Regression: close() while waiting to reconnect left the retry timer running, so a new socket
  // opened after the caller had closed the transport.
  it('close() during the reconnect wait opens no new socket', () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    socket(0).drop()
    t.close()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(1)
  })

  // Regression: a call queued before open, already answered as failed by the close, stayed in the
  // queue and was sent (a second time, as far as the caller knows) on the next socket.
  it('does not send a queued call that the close already failed on the next socket', async () => {
    const t = wsTransport(WS_URL, Impl)
    const call = t.invoke('map:moveToken', { tokenId: 'pc-vaka', to: { q: 1, r: 1 } })
    socket(0).drop()
    await expect(call).resolves.toEqual(LOST)

    vi.advanceTimersByTime(250)
    socket(1).open()
    expect(socket(1).sent).toEqual([])

    // Calls made after that still go out.
    void t.invoke('state:snapshot', {})
    expect(socket(1).requests()).toEqual([{ id: 2, channel: 'state:snapshot', payload: {} }])
  })

  // Regression: a frame of JSON `null` threw a TypeError out of onmessage.
  it('ignores a frame whose JSON is null and keeps handling later frames', async () => {
    const t = wsTransport(WS_URL, Impl)
    socket(0).open()
    const notices: unknown[] = []
    t.on('session:notice', (n) => notices.push(n))
    const call = t.invoke('state:snapshot', {})

    expect(() => socket(0).frame('null')).not.toThrow()
    expect(await settled(call)).toEqual({ done: false })

    const notice: EventPayloads['session:notice'] = { level: 'info', message: 'saved' }
    socket(0).frame({ event: { name: 'session:notice', payload: notice } })
    expect(notices).toEqual([notice])
    socket(0).frame({ id: 1, result: ok('snap') })
    await expect(call).resolves.toEqual(ok('snap'))
  })

  // Regression: closing on purpose reported a "connection lost" disconnect to listeners.
  it.each([
    { opened: true, label: 'an open socket' },
    { opened: false, label: 'a socket still connecting' },
  ])('does not report a disconnect when the caller closes $label', ({ opened }) => {
    const t = wsTransport(WS_URL, Impl)
    const disconnects = vi.fn()
    t.onDisconnect(disconnects)
    if (opened) socket(0).open()
    t.close()
    expect(socket(0).closeCalls).toBe(1)
    expect(disconnects).not.toHaveBeenCalled()
  })
})
