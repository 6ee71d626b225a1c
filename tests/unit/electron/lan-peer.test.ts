/** One socket's flow control (electron/main/lan/peer.ts) against a fake socket and a fake clock. */
import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WebSocket } from 'ws'
import { snapshotReplyFrame } from '../../../electron/main/lan/frames'
import {
  ALREADY_SENT,
  Bucket,
  DEFAULT_FLOW_LIMITS,
  Peer,
  type FlowLimits,
  type PeerDeps,
} from '../../../electron/main/lan/peer'
import { installProcessGuard } from '../../../electron/main/app/process-guard'
import type { Envelope, ServerEvent } from '../../../shared/api'
import { replicaReceive, type Patch } from '../../../shared/sync'

class FakeSocket {
  readonly OPEN = 1
  readyState = 1
  bufferedAmount = 0
  sent: string[] = []
  terminated = false
  closedWith: number | null = null
  send(frame: string | Buffer) {
    this.sent.push(String(frame))
  }
  terminate() {
    this.terminated = true
    this.readyState = 3
  }
  close(code: number) {
    this.closedWith = code
    this.readyState = 2
  }
}

let now = 0
let state = { seq: 1, view: { tokens: { a: { hex: [0, 0] } } } as unknown }

function peer(
  limits: Partial<FlowLimits> = {},
  shared: Pick<PeerDeps, 'bucket' | 'snapshots'> = {},
) {
  const ws = new FakeSocket()
  const calls: string[] = []
  const p = new Peer(ws as unknown as WebSocket, {
    role: 'player',
    limits: { ...DEFAULT_FLOW_LIMITS.player, ...limits },
    dispatch: (channel): Envelope<unknown> => {
      calls.push(channel)
      return { ok: true, value: { role: 'player', seq: state.seq, view: state.view } }
    },
    current: () => state,
    now: () => now,
    ...shared,
  })
  return { ws, p, calls }
}

const patch = (seq: number, view: unknown): ServerEvent => ({
  name: 'state:patch',
  payload: {
    seq,
    ops: [{ op: 'set', path: ['tokens'], value: (view as { tokens: unknown }).tokens }],
  },
})

beforeEach(() => {
  vi.useFakeTimers()
  now = 0
  state = { seq: 1, view: { tokens: { a: { hex: [0, 0] } } } }
})
afterEach(() => vi.useRealTimers())

function advance(ms: number) {
  now += ms
  vi.advanceTimersByTime(ms)
}

describe('a browser-host socket under load', () => {
  it('holds patches back from a full socket and sends the latest state once it drains', () => {
    const { ws, p } = peer({ highWaterBytes: 1000 })
    const replica = { seq: 1, view: state.view }
    ws.bufferedAmount = 5000
    for (let i = 2; i <= 50; i++) {
      state = { seq: i, view: { tokens: { a: { hex: [i, 0] } } } }
      p.event(patch(i, state.view))
    }
    expect(ws.sent).toEqual([])
    ws.bufferedAmount = 0
    advance(100)
    // One frame, the whole latest view, not 49 patches.
    expect(ws.sent).toHaveLength(1)
    const msg = JSON.parse(ws.sent[0]!) as { event: { payload: Patch } }
    expect(msg.event.payload.seq).toBe(50)
    // A client that missed them all sees the gap and asks for a snapshot...
    expect(replicaReceive(replica, msg.event.payload).kind).toBe('resync')
    // ...one that missed only the last applies it and has the latest view.
    const oneBehind = replicaReceive({ seq: 49, view: { tokens: {} } }, msg.event.payload)
    expect(oneBehind).toMatchObject({ kind: 'applied', replica: { seq: 50, view: state.view } })
  })

  it('answers snapshot requests of a full socket when it drains, at most two', () => {
    const { ws, p, calls } = peer({ highWaterBytes: 1000, oneSnapshotPerState: false })
    ws.bufferedAmount = 5000
    for (let id = 1; id <= 10; id++) p.call(id, 'state:snapshot', {})
    // Eight refused at once (small), two held; nothing serialized yet.
    expect(calls).toEqual([])
    expect(ws.sent).toHaveLength(8)
    expect(ws.sent.every((f) => f.includes('too many requests'))).toBe(true)
    ws.bufferedAmount = 0
    advance(100)
    expect(calls).toEqual(['state:snapshot', 'state:snapshot'])
    const ids = ws.sent.slice(8).map((f) => (JSON.parse(f) as { id: number }).id)
    expect(ids).toEqual([1, 2])
  })

  it("sends a player's socket the snapshot of one state once, then a short refusal", () => {
    const { ws, p, calls } = peer()
    for (let id = 1; id <= 5; id++) p.call(id, 'state:snapshot', {})
    expect(calls).toEqual(['state:snapshot'])
    const replies = ws.sent.map((f) => JSON.parse(f) as { id: number; result: Envelope<unknown> })
    expect(replies.map((r) => r.id)).toEqual([1, 2, 3, 4, 5])
    expect(replies[0]!.result).toMatchObject({ ok: true, value: { seq: 1 } })
    for (const r of replies.slice(1)) expect(r.result).toEqual(ALREADY_SENT)
    expect(Math.max(...ws.sent.slice(1).map((f) => f.length))).toBeLessThan(200)
    // Once the state changes, the page may have missed the patch: it gets the new state.
    state = { seq: 2, view: { tokens: { a: { hex: [1, 0] } } } }
    p.call(6, 'state:snapshot', {})
    expect(JSON.parse(ws.sent.at(-1)!)).toMatchObject({
      id: 6,
      result: { ok: true, value: { seq: 2 } },
    })
    // Another socket (a reload, a second page) has sent nothing yet: it gets its own.
    const other = peer()
    other.p.call(1, 'state:snapshot', {})
    expect(JSON.parse(other.ws.sent[0]!)).toMatchObject({ result: { ok: true, value: { seq: 2 } } })
  })

  it('answers two held snapshot requests of one state with one view and one refusal', () => {
    const { ws, p, calls } = peer({ highWaterBytes: 1000 })
    ws.bufferedAmount = 5000
    p.call(1, 'state:snapshot', {})
    p.call(2, 'state:snapshot', {})
    expect(ws.sent).toEqual([])
    ws.bufferedAmount = 0
    advance(100)
    expect(calls).toEqual(['state:snapshot'])
    expect(ws.sent.map((f) => JSON.parse(f) as unknown)).toEqual([
      { id: 1, result: { ok: true, value: { role: 'player', seq: 1, view: state.view } } },
      { id: 2, result: ALREADY_SENT },
    ])
  })

  it("makes a snapshot past the pass's allowance wait, then sends the state of then", () => {
    const snapshots = new Bucket({ burst: 1, perSecond: 1 }, now)
    const first = peer({}, { snapshots })
    const second = peer({}, { snapshots })
    first.p.call(1, 'state:snapshot', {})
    expect(first.calls).toEqual(['state:snapshot'])
    // The pass's one snapshot for now went to the first page: the second's request waits...
    second.p.call(1, 'state:snapshot', {})
    expect(second.ws.sent).toEqual([])
    // ...and so does a patch meanwhile, which its snapshot will cover.
    state = { seq: 2, view: { tokens: { a: { hex: [1, 0] } } } }
    second.p.event(patch(2, state.view))
    expect(second.ws.sent).toEqual([])
    advance(1000)
    expect(second.ws.sent.map((f) => JSON.parse(f) as unknown)).toEqual([
      { id: 1, result: { ok: true, value: { role: 'player', seq: 2, view: state.view } } },
    ])
  })

  it("counts the refusals of a pass's sockets together before it disconnects them", () => {
    const bucket = new Bucket({ burst: 1, perSecond: 0 }, now)
    const limits = { burst: 1, perSecond: 0, maxRefused: 10 }
    const a = peer(limits, { bucket })
    const b = peer(limits, { bucket })
    expect(a.p.admit(1)).toBe(true)
    // Five refusals each: ten for the pass, as many as it may have...
    for (let i = 0; i < 5; i++) expect(a.p.admit(i) || b.p.admit(i)).toBe(false)
    expect(a.ws.closedWith).toBeNull()
    expect(b.ws.closedWith).toBeNull()
    // ...so the next, whichever socket it comes on, cuts the pass off.
    b.p.admit(6)
    expect(b.ws.closedWith).toBe(1008)
    a.p.admit(7)
    expect(a.ws.closedWith).toBe(1008)
  })

  it("always answers the GM's snapshot requests in full", () => {
    const { ws, p, calls } = peer(DEFAULT_FLOW_LIMITS.gm)
    for (let id = 1; id <= 3; id++) p.call(id, 'state:snapshot', {})
    expect(calls).toHaveLength(3)
    expect(ws.sent.every((f) => f.includes('"ok":true'))).toBe(true)
  })

  it('cuts a socket that stays full', () => {
    const { ws, p } = peer({ highWaterBytes: 1000, stalledCloseMs: 2000 })
    ws.bufferedAmount = 5000
    p.event(patch(2, state.view))
    advance(1900)
    expect(ws.terminated).toBe(false)
    advance(300)
    expect(ws.terminated).toBe(true)
    // The hub drops a socket that throws.
    expect(() => p.event(patch(3, state.view))).toThrow()
  })

  it('limits the rate of messages, then disconnects a page that keeps on', () => {
    const { ws, p } = peer({ burst: 5, perSecond: 10, maxRefused: 20 })
    const admitted = Array.from({ length: 10 }, (_, i) => p.admit(i))
    expect(admitted.filter(Boolean)).toHaveLength(5)
    expect(ws.sent).toHaveLength(5)
    expect(JSON.parse(ws.sent[0]!)).toMatchObject({ id: 5, result: { ok: false } })
    // Half a second later five more are allowed (ten a second, five at most at once).
    now += 500
    expect(Array.from({ length: 5 }, (_, i) => p.admit(i)).every(Boolean)).toBe(true)
    expect(p.admit(0)).toBe(false)
    for (let i = 0; i < 30; i++) p.admit(i)
    expect(ws.closedWith).toBe(1008)
    expect(p.admit(1)).toBe(false)
  })

  it("refuses a GM page's calls past its rate, but never disconnects the GM for speed", () => {
    const { ws, p } = peer({ ...DEFAULT_FLOW_LIMITS.gm, burst: 5, perSecond: 10 })
    for (let i = 0; i < 10_000; i++) p.admit(i)
    expect(ws.closedWith).toBeNull()
    expect(JSON.parse(ws.sent.at(-1)!)).toMatchObject({ result: { ok: false } })
    now += 1000
    expect(p.admit(1)).toBe(true)
  })
})

describe('snapshot frames', () => {
  it('are the JSON of the reply, a field set to undefined left out as JSON.stringify does', () => {
    const value = { role: 'gm', seq: 3, view: { a: [1, 'x'] }, history: undefined, campaign: null }
    const frame = snapshotReplyFrame(7, { ok: true, value })
    expect(String(frame)).toBe(JSON.stringify({ id: 7, result: { ok: true, value } }))
  })
})

describe('process guard', () => {
  it('logs an uncaught error without the token and keeps running', () => {
    const target = new EventEmitter()
    const lines: string[] = []
    const exit = vi.fn()
    const flush = vi.fn(() => Promise.resolve())
    const token = 'f'.repeat(64)
    installProcessGuard({
      target: target as never,
      log: (l) => lines.push(l),
      secrets: () => [token],
      flush,
      exit,
    })
    target.emit('uncaughtException', new Error(`boom near ${token}`))
    target.emit('unhandledRejection', new Error('later'))
    expect(lines.join('\n')).toContain('boom near <secret>')
    expect(lines.join('\n')).not.toContain(token)
    expect(exit).not.toHaveBeenCalled()
    expect(flush).not.toHaveBeenCalled()
  })

  it('saves the campaign, then exits, on a burst of errors', async () => {
    vi.useRealTimers()
    const target = new EventEmitter()
    const order: string[] = []
    const done = new Promise<void>((resolve) => {
      installProcessGuard({
        target: target as never,
        log: () => {},
        flush: () => Promise.resolve().then(() => void order.push('flush')),
        exit: (code) => {
          order.push(`exit ${code}`)
          resolve()
        },
        maxErrors: 3,
      })
    })
    for (let i = 0; i < 4; i++) target.emit('uncaughtException', new Error('loop'))
    await done
    expect(order).toEqual(['flush', 'exit 1'])
  })
})
