import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises } from '@vue/test-utils'
import { API_VERSION } from '../../../shared/api'
import type {
  AnyView,
  ChannelName,
  DiceLogEntry,
  Envelope,
  EventName,
  EventPayloads,
  HistoryState,
  Role,
  SnapshotOutput,
} from '../../../shared/api'
import type { Hex } from '../../../shared/geometry/hex'
import type { PlayerToken, PlayerView } from '../../../shared/projection'
import type { Patch } from '../../../shared/sync'
import { createClient } from '../../../renderer/src/api/client'
import type { ApiClient } from '../../../renderer/src/api/client'
import type { Transport } from '../../../renderer/src/api/transport'
import { useSessionStore } from '../../../renderer/src/stores/session'

/**
 * The demo campaign's causeway and its tokens (resources/), plus a cellar map with a rat on it so
 * "the active map" means something. The store never looks inside a view beyond maps and tokens,
 * so one view shape serves both roles here.
 */
const token = (
  id: string,
  name: string,
  kind: PlayerToken['kind'],
  hex: Hex,
  size: PlayerToken['size'] = 'medium',
  mapId = 'causeway',
): PlayerToken => ({ id, mapId, name, kind, hex, size, color: '#2f6fdb' })

const VAKA_START: Hex = { q: 1, r: 5 }
const CAUSEWAY_TOKENS: PlayerToken[] = [
  token('pc-vaka', 'Vaka', 'pc', VAKA_START),
  token('pc-orin', 'Orin', 'pc', { q: 0, r: 7 }),
  token('pc-mira', 'Mira', 'pc', { q: 2, r: 2 }),
  token('npc-sentinel', 'Rust Sentinel', 'npc', { q: 9, r: 5 }),
  token('npc-hound', 'Scrap Hound', 'npc', { q: 8, r: 7 }, 'small'),
  token('npc-ambusher', 'Hidden Ambusher', 'npc', { q: 6, r: 2 }),
  token('obj-crate', 'Supply Crate', 'object', { q: 4, r: 8 }),
]
const RAT = token('npc-rat', 'Rat', 'npc', { q: 1, r: 1 }, 'tiny', 'cellar')
const DEMO_NAME = 'The Shattered Causeway'
const DEMO_TOKEN_IDS = CAUSEWAY_TOKENS.map((t) => t.id).sort()

function demoView(): PlayerView {
  const view: PlayerView = {
    name: DEMO_NAME,
    activeMapId: 'causeway',
    maps: {
      causeway: {
        id: 'causeway',
        name: 'Shattered Causeway',
        orientation: 'pointy',
        cols: 18,
        rows: 12,
        metresPerHex: 1,
      },
      cellar: {
        id: 'cellar',
        name: 'Cellar',
        orientation: 'flat',
        cols: 6,
        rows: 6,
        metresPerHex: 1,
      },
    },
    tokens: Object.fromEntries([...CAUSEWAY_TOKENS, RAT].map((t) => [t.id, t])),
  }
  return structuredClone(view)
}

type Reply = Envelope<unknown> | Promise<Envelope<unknown>>
type Handler = (payload: unknown) => Reply

const ok = <T>(value: T): Envelope<T> => ({ ok: true, value })

/** A transport whose replies the test sets per channel, and whose events the test pushes. */
class FakeTransport implements Transport {
  readonly kind = 'websocket' as const
  readonly calls: { channel: string; payload: unknown }[] = []
  readonly handlers = new Map<string, Handler>()
  private readonly listeners = new Map<string, Set<(p: unknown) => void>>()
  private readonly reconnectListeners = new Set<() => void>()
  private readonly disconnectListeners = new Set<(reason: string) => void>()

  reply(channel: ChannelName, handler: Handler): this {
    this.handlers.set(channel, handler)
    return this
  }

  callsTo(channel: ChannelName): unknown[] {
    return this.calls.filter((c) => c.channel === channel).map((c) => c.payload)
  }

  invoke(channel: string, payload: unknown): Promise<Envelope<unknown>> {
    this.calls.push({ channel, payload })
    const handler = this.handlers.get(channel)
    if (!handler) {
      return Promise.resolve({
        ok: false,
        error: { code: 'unknown-channel', message: `no reply set for ${channel}` },
      })
    }
    return Promise.resolve(handler(payload))
  }

  on<E extends EventName>(event: E, callback: (payload: EventPayloads[E]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set)
    const cb = callback as (p: unknown) => void
    set.add(cb)
    return () => set.delete(cb)
  }

  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void {
    for (const cb of this.listeners.get(event) ?? []) cb(payload)
  }

  onReconnect(callback: () => void): () => void {
    this.reconnectListeners.add(callback)
    return () => this.reconnectListeners.delete(callback)
  }

  onDisconnect(callback: (reason: string) => void): () => void {
    this.disconnectListeners.add(callback)
    return () => this.disconnectListeners.delete(callback)
  }

  reconnect(): void {
    for (const cb of this.reconnectListeners) cb()
  }

  disconnect(reason: string): void {
    for (const cb of this.disconnectListeners) cb(reason)
  }

  close(): void {}
}

const HISTORY: HistoryState = {
  canUndo: true,
  canRedo: false,
  undoLabel: 'move Vaka',
  redoLabel: null,
}

function snapshot(seq: number, view: AnyView, extra: Partial<SnapshotOutput> = {}): SnapshotOutput {
  return { seq, view, role: 'gm', ...extra }
}

/** A transport that says hello as `role` and serves `snap` (a function, so tests can change it). */
function host(role: Role, snap: () => SnapshotOutput): FakeTransport {
  return new FakeTransport()
    .reply('session:hello', () => ok({ apiVersion: API_VERSION, role }))
    .reply('state:snapshot', () => ok(snap()))
}

async function connected(
  snap: () => SnapshotOutput = () => snapshot(10, demoView()),
  role: Role = 'gm',
): Promise<{
  store: ReturnType<typeof useSessionStore>
  transport: FakeTransport
  client: ApiClient
}> {
  const transport = host(role, snap)
  const client = createClient(transport)
  const store = useSessionStore()
  await store.connect(client, role)
  return { store, transport, client }
}

const move = (seq: number, tokenId: string, hex: Hex): Patch => ({
  seq,
  ops: [{ op: 'set', path: ['tokens', tokenId, 'hex'], value: hex }],
})

function hexOf(store: ReturnType<typeof useSessionStore>, tokenId: string): Hex | undefined {
  return store.tokens.find((t) => t.id === tokenId)?.hex
}

beforeEach(() => {
  setActivePinia(createPinia())
})

afterEach(() => {
  vi.useRealTimers()
})

describe('connect', () => {
  it("counts the menu's File › New Campaign… so the GM view can open its dialog", async () => {
    const { store, transport } = await connected()
    expect(store.newCampaignAsked).toBe(0)
    transport.emit('campaign:askNew', {})
    transport.emit('campaign:askNew', {})
    expect(store.newCampaignAsked).toBe(2)
  })

  it('says hello, fetches a snapshot, and is ready with the view and the active map tokens', async () => {
    const store = useSessionStore()
    expect(store.status).toBe('connecting')
    const transport = host('gm', () => snapshot(10, demoView()))
    await store.connect(createClient(transport), 'gm')

    expect(transport.calls).toEqual([
      { channel: 'session:hello', payload: { apiVersion: API_VERSION } },
      { channel: 'state:snapshot', payload: {} },
    ])
    expect(store.status).toBe('ready')
    expect(store.problem).toBeNull()
    expect(store.role).toBe('gm')
    expect(store.replica?.seq).toBe(10)
    expect(store.view?.name).toBe(DEMO_NAME)
    expect(store.activeMap?.id).toBe('causeway')
    // The rat on the other map is not on the active one.
    expect(store.tokens.map((t) => t.id).sort()).toEqual(DEMO_TOKEN_IDS)
  })

  it('follows the active map when a patch switches it', async () => {
    const { store, transport } = await connected()
    transport.emit('state:patch', {
      seq: 11,
      ops: [{ op: 'set', path: ['activeMapId'], value: 'cellar' }],
    })
    expect(store.activeMap?.name).toBe('Cellar')
    expect(store.tokens.map((t) => t.id)).toEqual(['npc-rat'])
  })

  it.each([
    { expected: 'gm' as Role, actual: 'player' as Role, message: /needs the GM link/ },
    {
      expected: 'player' as Role,
      actual: 'gm' as Role,
      message: /connected as gm, expected player/,
    },
  ])(
    'fails when $expected is expected and hello says $actual',
    async ({ expected, actual, message }) => {
      const transport = host(actual, () => snapshot(1, demoView()))
      const store = useSessionStore()
      await store.connect(createClient(transport), expected)

      expect(store.status).toBe('failed')
      expect(store.problem).toMatch(message)
      expect(store.role).toBe(actual)
      // Nothing of the view is fetched for the wrong role.
      expect(transport.callsTo('state:snapshot')).toHaveLength(0)
      expect(store.view).toBeNull()
    },
  )

  it('fails with the error text when hello is refused', async () => {
    const transport = new FakeTransport().reply('session:hello', () => ({
      ok: false,
      error: { code: 'version-mismatch', message: 'the app speaks API 2' },
    }))
    const store = useSessionStore()
    await store.connect(createClient(transport), 'gm')
    expect(store.status).toBe('failed')
    expect(store.problem).toBe('the app speaks API 2')
  })
})

describe('patches', () => {
  it('applies numbered patches in order', async () => {
    const { store, transport } = await connected()
    const before = store.view

    transport.emit('state:patch', move(11, 'pc-vaka', { q: 2, r: 5 }))
    transport.emit('state:patch', move(12, 'pc-vaka', { q: 3, r: 5 }))
    transport.emit('state:patch', {
      seq: 13,
      ops: [{ op: 'del', path: ['tokens', 'obj-crate'] }],
    })

    expect(store.replica?.seq).toBe(13)
    expect(hexOf(store, 'pc-vaka')).toEqual({ q: 3, r: 5 })
    expect(store.tokens.some((t) => t.id === 'obj-crate')).toBe(false)
    expect(store.view).not.toBe(before)
    expect(transport.callsTo('state:snapshot')).toHaveLength(1)
    expect(store.resyncs).toBe(1)
  })

  it('fetches one snapshot on a gap and ends with that snapshot', async () => {
    const first = demoView()
    const later = demoView()
    later.name = 'After the gap'
    later.tokens['pc-orin'] = { ...(later.tokens['pc-orin'] as PlayerToken), hex: { q: 5, r: 5 } }
    let snap = snapshot(10, first)
    const { store, transport } = await connected(() => snap)

    snap = snapshot(14, later)
    transport.emit('state:patch', move(12, 'pc-vaka', { q: 9, r: 9 }))
    await flushPromises()

    expect(transport.callsTo('state:snapshot')).toHaveLength(2)
    expect(store.resyncs).toBe(2)
    expect(store.replica?.seq).toBe(14)
    expect(store.view).toBe(later)
    expect(store.view?.name).toBe('After the gap')
    expect(hexOf(store, 'pc-orin')).toEqual({ q: 5, r: 5 })
    // The patch past the gap was not applied on top of the old view.
    expect(hexOf(store, 'pc-vaka')).toEqual(VAKA_START)

    // And numbering carries on from the new snapshot.
    transport.emit('state:patch', move(15, 'pc-vaka', { q: 4, r: 4 }))
    expect(hexOf(store, 'pc-vaka')).toEqual({ q: 4, r: 4 })
    expect(transport.callsTo('state:snapshot')).toHaveLength(2)
  })

  it.each([10, 9, 0])('ignores a stale patch numbered %i', async (seq) => {
    const { store, transport } = await connected()
    const before = store.replica
    transport.emit('state:patch', move(seq, 'pc-vaka', { q: 9, r: 9 }))
    await flushPromises()
    expect(store.replica).toBe(before)
    expect(hexOf(store, 'pc-vaka')).toEqual(VAKA_START)
    expect(transport.callsTo('state:snapshot')).toHaveLength(1)
  })

  it.each([
    [
      'a missing token',
      { seq: 11, ops: [{ op: 'set', path: ['tokens', 'nobody', 'hex'], value: { q: 1, r: 1 } }] },
    ],
    [
      'a path through a number',
      { seq: 11, ops: [{ op: 'set', path: ['tokens', 'pc-vaka', 'hex', 'q', 'x'], value: 1 }] },
    ],
    ['a forbidden key', { seq: 11, ops: [{ op: 'set', path: ['__proto__', 'x'], value: 1 }] }],
  ] as [string, Patch][])('resyncs when a patch does not fit (%s)', async (_label, patch) => {
    const fresh = demoView()
    fresh.name = 'Fresh'
    let snap = snapshot(10, demoView())
    const { store, transport } = await connected(() => snap)

    snap = snapshot(11, fresh)
    transport.emit('state:patch', patch)
    await flushPromises()

    expect(transport.callsTo('state:snapshot')).toHaveLength(2)
    expect(store.replica?.seq).toBe(11)
    expect(store.view?.name).toBe('Fresh')
    expect(store.status).toBe('ready')
  })

  it('ignores a patch that arrives while the first snapshot is on its way', async () => {
    const transport = new FakeTransport()
    transport
      .reply('session:hello', () => ok({ apiVersion: API_VERSION, role: 'gm' }))
      .reply('state:snapshot', () => {
        // The host already sent patch 9 before this reply (which covers it) arrives.
        transport.emit('state:patch', move(9, 'pc-vaka', { q: 0, r: 0 }))
        return ok(snapshot(9, demoView()))
      })
    const store = useSessionStore()
    await store.connect(createClient(transport), 'gm')
    await flushPromises()
    expect(transport.callsTo('state:snapshot')).toHaveLength(1)
    expect(store.replica?.seq).toBe(9)
    expect(store.status).toBe('ready')
  })

  it('keeps a newer replica when a slower snapshot reply is older', async () => {
    let snap = snapshot(10, demoView())
    const { store, transport } = await connected(() => snap)
    transport.emit('state:patch', move(11, 'pc-vaka', { q: 2, r: 5 }))
    snap = snapshot(8, demoView())
    await store.resync()
    expect(store.replica?.seq).toBe(11)
    expect(hexOf(store, 'pc-vaka')).toEqual({ q: 2, r: 5 })
  })
  // Regression: every out-of-order patch started its own snapshot fetch while one was in flight.
  it('shares one in-flight snapshot fetch among several out-of-order patches', async () => {
    const { store, transport } = await connected()
    let answer: (reply: Envelope<unknown>) => void = () => {}
    transport.reply(
      'state:snapshot',
      () => new Promise<Envelope<unknown>>((resolve) => (answer = resolve)),
    )

    transport.emit('state:patch', move(12, 'pc-vaka', { q: 9, r: 9 }))
    transport.emit('state:patch', move(13, 'pc-vaka', { q: 8, r: 8 }))
    transport.emit('state:patch', move(15, 'pc-orin', { q: 7, r: 7 }))
    await flushPromises()
    // One at connect, and exactly one for the three patches.
    expect(transport.callsTo('state:snapshot')).toHaveLength(2)
    expect(store.resyncs).toBe(2)

    const fresh = demoView()
    fresh.name = 'After the gaps'
    answer(ok(snapshot(15, fresh)))
    await flushPromises()
    expect(transport.callsTo('state:snapshot')).toHaveLength(2)
    expect(store.replica?.seq).toBe(15)
    expect(store.view?.name).toBe('After the gaps')
    expect(store.status).toBe('ready')

    // Once that fetch is done, a later gap fetches again.
    transport.reply('state:snapshot', () => ok(snapshot(20, demoView())))
    transport.emit('state:patch', move(18, 'pc-vaka', { q: 1, r: 1 }))
    await flushPromises()
    expect(transport.callsTo('state:snapshot')).toHaveLength(3)
    expect(store.replica?.seq).toBe(20)
  })
})

describe('intents', () => {
  it('sends map:moveToken with a plain hex and returns true when accepted', async () => {
    const { store, transport } = await connected()
    transport.reply('map:moveToken', () => ok({ moved: true }))
    const to = { q: 3, r: 4, s: -7 }
    await expect(store.moveToken('pc-vaka', to)).resolves.toBe(true)
    // The contract's schema is strict: nothing but q and r travels.
    expect(transport.callsTo('map:moveToken')).toEqual([{ tokenId: 'pc-vaka', to: { q: 3, r: 4 } }])
    expect(store.notices).toEqual([])
  })

  it('returns false and shows the refusal as an error notice that goes after 8s', async () => {
    vi.useFakeTimers()
    const { store, transport } = await connected()
    transport.reply('map:moveToken', () => ({
      ok: false,
      error: { code: 'rejected', message: 'Vaka cannot move into a wall' },
    }))

    await expect(store.moveToken('pc-vaka', { q: 0, r: 0 })).resolves.toBe(false)
    expect(store.notices).toEqual([
      { id: expect.any(Number), level: 'error', message: 'Vaka cannot move into a wall' },
    ])

    vi.advanceTimersByTime(7999)
    expect(store.notices).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.notices).toEqual([])
  })

  it('names an unexpected failure as such, in words, and logs it for the developer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { store, transport } = await connected()
    const fault = new TypeError('socket exploded')
    transport.reply('token:setGmOnly', () => Promise.reject(fault))
    await expect(store.setGmOnly('pc-vaka', true)).resolves.toBe(false)
    expect(store.notices.map((n) => n.message)).toEqual([
      'Something went wrong on this page (socket exploded). Reload it if the map looks wrong.',
    ])
    expect(logged).toHaveBeenCalledWith(fault)
    logged.mockRestore()
  })

  it('refuses intents before connecting, without a notice', async () => {
    const store = useSessionStore()
    await expect(store.moveToken('pc-vaka', { q: 0, r: 0 })).resolves.toBe(false)
    expect(store.notices).toEqual([])
  })

  it('keeps the five latest notices; info notices go after 4s', async () => {
    vi.useFakeTimers()
    const { store, transport } = await connected()
    for (let i = 1; i <= 6; i++)
      transport.emit('session:notice', { level: 'info', message: `saved ${i}` })
    expect(store.notices.map((n) => n.message)).toEqual([
      'saved 2',
      'saved 3',
      'saved 4',
      'saved 5',
      'saved 6',
    ])
    expect(store.notices.every((n) => n.level === 'info')).toBe(true)
    vi.advanceTimersByTime(3999)
    expect(store.notices).toHaveLength(5)
    vi.advanceTimersByTime(1)
    expect(store.notices).toEqual([])
  })

  it('dismisses one notice by id', async () => {
    const store = useSessionStore()
    vi.useFakeTimers()
    store.notify('info', 'one')
    store.notify('error', 'two')
    store.dismiss((store.notices[0] as { id: number }).id)
    expect(store.notices.map((n) => n.message)).toEqual(['two'])
  })
})

describe('history', () => {
  it('starts empty without a history in the snapshot', async () => {
    const { store } = await connected()
    expect(store.history).toEqual({
      canUndo: false,
      canRedo: false,
      undoLabel: null,
      redoLabel: null,
    })
  })

  it('takes the history from the snapshot, then from history:changed', async () => {
    const { store, transport } = await connected(() =>
      snapshot(10, demoView(), { history: HISTORY }),
    )
    expect(store.history).toEqual(HISTORY)

    const next: HistoryState = {
      canUndo: true,
      canRedo: true,
      undoLabel: 'hide Orin',
      redoLabel: 'move Vaka',
    }
    transport.emit('history:changed', next)
    expect(store.history).toEqual(next)
  })

  it.each([
    ['undo', 'history:undo'],
    ['redo', 'history:redo'],
  ] as const)('%s calls %s and takes the history it returns', async (action, channel) => {
    const { store, transport } = await connected(() =>
      snapshot(10, demoView(), { history: HISTORY }),
    )
    const after: HistoryState = {
      canUndo: false,
      canRedo: true,
      undoLabel: null,
      redoLabel: `${action} label`,
    }
    transport.reply(channel, () => ok(after))
    await expect(store[action]()).resolves.toBe(true)
    expect(transport.callsTo(channel)).toEqual([{}])
    expect(store.history).toEqual(after)
  })

  it('keeps the history when undo is refused', async () => {
    const { store, transport } = await connected(() =>
      snapshot(10, demoView(), { history: HISTORY }),
    )
    transport.reply('history:undo', () => ({
      ok: false,
      error: { code: 'rejected', message: 'nothing to undo' },
    }))
    await expect(store.undo()).resolves.toBe(false)
    expect(store.history).toEqual(HISTORY)
    expect(store.notices.map((n) => n.message)).toEqual(['nothing to undo'])
  })
})

describe('connection loss', () => {
  it('goes offline with the reason when the transport drops', async () => {
    const { store, transport } = await connected()
    transport.disconnect('connection to the GM app lost; reconnecting')
    expect(store.status).toBe('offline')
    expect(store.problem).toBe('connection to the GM app lost; reconnecting')
  })

  it('stays failed (not offline) when a failed session drops', async () => {
    const transport = host('player', () => snapshot(1, demoView()))
    const store = useSessionStore()
    await store.connect(createClient(transport), 'gm')
    transport.disconnect('gone')
    expect(store.status).toBe('failed')
  })

  // Regression: the disconnect reason overwrote the failure's explanation.
  it('keeps the failure text when a failed session then drops', async () => {
    const transport = host('player', () => snapshot(1, demoView()))
    const store = useSessionStore()
    await store.connect(createClient(transport), 'gm')
    expect(store.problem).toMatch(/needs the GM link/)
    transport.disconnect('connection to the GM app lost; reconnecting')
    expect(store.status).toBe('failed')
    expect(store.problem).toMatch(/needs the GM link/)
  })

  it('on reconnect starts over: hello and snapshot again, even when the host numbers from 0', async () => {
    const restarted = demoView()
    restarted.name = 'Restarted host'
    let snap = snapshot(40, demoView(), { history: HISTORY })
    const { store, transport } = await connected(() => snap)
    transport.emit('state:patch', move(41, 'pc-vaka', { q: 2, r: 5 }))
    transport.disconnect('connection to the GM app lost; reconnecting')

    const freshHistory: HistoryState = {
      canUndo: false,
      canRedo: false,
      undoLabel: null,
      redoLabel: null,
    }
    snap = snapshot(0, restarted, { history: freshHistory })
    transport.calls.length = 0
    transport.reconnect()
    // The old replica is dropped at once, before the new snapshot is in.
    expect(store.replica).toBeNull()
    await flushPromises()

    expect(transport.calls.map((c) => c.channel)).toEqual(['session:hello', 'state:snapshot'])
    expect(store.status).toBe('ready')
    expect(store.problem).toBeNull()
    expect(store.replica?.seq).toBe(0)
    expect(store.view?.name).toBe('Restarted host')
    expect(hexOf(store, 'pc-vaka')).toEqual(VAKA_START)
    expect(store.history).toEqual(freshHistory)

    // Patches are numbered from the new snapshot.
    transport.emit('state:patch', move(1, 'pc-vaka', { q: 6, r: 6 }))
    expect(hexOf(store, 'pc-vaka')).toEqual({ q: 6, r: 6 })
  })

  it('fails if the reconnected host now says the wrong role', async () => {
    let role: Role = 'gm'
    const transport = new FakeTransport()
      .reply('session:hello', () => ok({ apiVersion: API_VERSION, role }))
      .reply('state:snapshot', () => ok(snapshot(3, demoView())))
    const store = useSessionStore()
    await store.connect(createClient(transport), 'gm')
    expect(store.status).toBe('ready')

    role = 'player'
    transport.reconnect()
    await flushPromises()
    expect(store.status).toBe('failed')
    expect(store.problem).toMatch(/needs the GM link/)
  })
})

describe('dice log', () => {
  it('replaces an entry when main says it changed (its effect undone), keeping the others', async () => {
    const { store, transport } = await connected()
    const roll = (id: number): DiceLogEntry => ({
      id,
      at: '2026-11-30T12:00:00.000Z',
      who: 'Vaka',
      what: `roll ${id}`,
      faces: [[12, 6]],
      total: 6,
      outcome: 'miss',
      detail: '',
    })
    transport.emit('dice:rolled', roll(1))
    transport.emit('dice:rolled', roll(2))
    transport.emit('dice:changed', { ...roll(1), undone: true })
    expect(store.diceLog).toEqual([{ ...roll(1), undone: true }, roll(2)])
    transport.emit('dice:changed', roll(1))
    expect(store.diceLog).toEqual([roll(1), roll(2)])
  })
})
