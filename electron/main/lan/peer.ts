/**
 * One browser-host socket's flow control. Incoming: a token bucket (a device's sockets share
 * one); a page that keeps sending past it gets refusals, then is disconnected. Outgoing: a socket whose unsent
 * bytes pass a mark is sent no more views (patches, snapshots); what it misses is coalesced into
 * one fresh copy of the latest state when it drains, and a socket that stays full is closed.
 * So a phone on bad Wi-Fi catches up, and a script that never reads costs bounded memory.
 * Snapshots, the whole view each: a player's socket is sent the one of a state once, and a
 * device's sockets share an allowance of them; a request past it waits, it is not refused.
 */
import type { WebSocket } from 'ws'
import type { Envelope, Role, ServerEvent, SnapshotOutput } from '../../../shared/api'
import { catchUpFrame, eventFrame, replyFrame, snapshotReplyFrame, type Frame } from './frames'

export interface FlowLimits {
  /** Messages a page may send at once... */
  burst: number
  /** ...and per second after that. */
  perSecond: number
  /** Refused messages within ten seconds after which the socket is closed. */
  maxRefused: number
  /** Unsent bytes above which no view goes out until the socket drains. */
  highWaterBytes: number
  /** A socket above the mark this long is closed. */
  stalledCloseMs: number
  /** How often a congested socket is looked at. */
  pollMs: number
  /**
   * Whether a socket is sent the snapshot of one state only once. A page asks for one when it
   * connects and after it missed a patch, both times for a state it was not sent yet, so a
   * repeated request is either a bug or a flood; each answer is the whole view.
   */
  oneSnapshotPerState: boolean
  /**
   * Whole snapshots sent: `burst` at once (a reload, a second page on the same pass), then
   * `perSecond`. A request past them waits and is answered with the state of then, so a page is
   * only ever slower to fill, and a pass's sockets together cost a bounded number of views.
   * null: as many as asked (the GM's page).
   */
  snapshots: { burst: number; perSecond: number } | null
}

export const DEFAULT_FLOW_LIMITS: Record<Role, FlowLimits> = {
  // The GM's page sends a call per edit, and a dragged brush many: generous. Calls past the rate
  // are refused, but the GM (who holds the secret token) is never disconnected for speed: that
  // would take the GM's own session down in the middle of play.
  gm: {
    burst: 400,
    perSecond: 200,
    maxRefused: Infinity,
    highWaterBytes: 4 << 20,
    stalledCloseMs: 30_000,
    pollMs: 50,
    oneSnapshotPerState: false,
    snapshots: null,
  },
  // A players' page says hello and asks for a snapshot now and then.
  player: {
    burst: 60,
    perSecond: 20,
    maxRefused: 300,
    highWaterBytes: 1 << 20,
    stalledCloseMs: 10_000,
    pollMs: 50,
    oneSnapshotPerState: true,
    snapshots: { burst: 4, perSecond: 1 },
  },
}

/** Snapshot requests held for a congested socket; a page has one in flight at a time. */
const MAX_DEFERRED = 2
/** Small events (rolls, notices) held for a congested socket; older ones are dropped. */
const MAX_HELD_EVENTS = 100
/** Events where only the latest matters. */
const LATEST_ONLY = new Set(['history:changed', 'campaign:status', 'character:view'])

/**
 * The messages a page may still send: `burst` at once, refilled at `perSecond`. One bucket may be
 * shared by every socket of a device, so opening more sockets buys no more requests, nor more
 * refusals before they are disconnected.
 */
export class Bucket {
  private tokens: number
  private refilledAt: number
  private refused = 0
  private refusedSince: number

  constructor(
    private readonly limits: Pick<FlowLimits, 'burst' | 'perSecond'>,
    now: number,
  ) {
    this.tokens = limits.burst
    this.refilledAt = now
    this.refusedSince = now
  }

  /** Count one refused message; how many were refused in the last ten seconds or so. */
  refuse(now: number): number {
    if (now - this.refusedSince > 10_000) {
      this.refused = 0
      this.refusedSince = now
    }
    return ++this.refused
  }

  /** Take one message's worth; false when there is none left now. */
  take(now: number): boolean {
    const { burst, perSecond } = this.limits
    this.tokens = Math.min(burst, this.tokens + ((now - this.refilledAt) / 1000) * perSecond)
    this.refilledAt = now
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
}

export interface PeerDeps {
  role: Role
  limits: FlowLimits
  dispatch: (channel: string, payload: unknown) => Envelope<unknown>
  /** The answer's promise for a call that waits on the disk (campaign:new); null: dispatch it. */
  later?: (channel: string, payload: unknown) => Promise<Envelope<unknown>> | null
  /** The role's current state, for the catch-up after a drain. */
  current: () => { seq: number; view: unknown }
  /** Shared with the device's other sockets; absent: this socket's own. */
  bucket?: Bucket
  /** The whole snapshots this socket may be sent, shared as `bucket` is; absent: its own. */
  snapshots?: Bucket
  now?: () => number
}

const TOO_MANY: Envelope<never> = {
  ok: false,
  error: {
    code: 'rejected',
    message: 'This page sent too many requests at once, and some were not done. Wait a moment.',
  },
}

/** What a page that asks again for a state it was already sent gets instead of the whole view. */
export const ALREADY_SENT: Envelope<never> = {
  ok: false,
  error: {
    code: 'rejected',
    message:
      'This page was already sent the table as it is now; it gets every change as it happens.',
  },
}

export class Peer {
  private readonly bucket: Bucket
  private readonly snapshots: Bucket | null
  private stale = false
  private deferred: { id: number; payload: unknown }[] = []
  private latest = new Map<string, string>()
  private held: string[] = []
  /** The state whose snapshot this socket was last sent; null: none yet. */
  private sentSeq: number | null = null
  private congestedSince: number | null = null
  private timer: ReturnType<typeof setInterval> | null = null
  private closed = false
  private readonly now: () => number

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: PeerDeps,
  ) {
    this.now = deps.now ?? (() => performance.now())
    const t = this.now()
    this.bucket = deps.bucket ?? new Bucket(deps.limits, t)
    const pace = deps.limits.snapshots
    this.snapshots = pace && (deps.snapshots ?? new Bucket(pace, t))
  }

  /** Take one message from the page, or refuse it; false when the page was disconnected. */
  admit(id: number | null): boolean {
    if (this.closed) return false
    const { maxRefused } = this.deps.limits
    const t = this.now()
    if (this.bucket.take(t)) return true
    if (this.bucket.refuse(t) > maxRefused) {
      console.warn(`lan: a ${this.deps.role} page kept flooding requests; disconnected it`)
      this.close(1008, 'too many requests')
    } else {
      // Small, and bounded by maxRefused: the page learns its call was not done.
      this.sendRaw(replyFrame(id, TOO_MANY))
    }
    return false
  }

  /** Answer a call. Snapshots wait for a congested socket to drain. */
  call(id: number, channel: string, payload: unknown): void {
    if (channel === 'state:snapshot') {
      if (this.repeated()) return this.sendRaw(replyFrame(id, ALREADY_SENT))
      // A socket waiting for a snapshot is treated as a full one: what it misses meanwhile is
      // covered by the snapshot it gets.
      if (this.congested() || this.pending() || !this.mayTakeSnapshot()) {
        if (this.deferred.length >= MAX_DEFERRED) this.sendRaw(replyFrame(id, TOO_MANY))
        else this.deferred.push({ id, payload })
        this.watch()
        return
      }
      this.sendSnapshot(id, payload)
      return
    }
    const later = this.deps.later?.(channel, payload)
    if (!later) return this.sendRaw(replyFrame(id, this.deps.dispatch(channel, payload)))
    void later.then((env) => {
      if (!this.closed) this.sendRaw(replyFrame(id, env))
    })
  }

  /** A hub event for this socket's role. Throws when the socket is gone (the hub drops it). */
  event(event: ServerEvent): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) throw new Error('socket closed')
    if (this.congested() || this.pending()) {
      if (event.name === 'state:patch') this.stale = true
      else this.hold(event)
      this.watch()
      return
    }
    const frame = eventFrame(event)
    if (frame !== null) this.sendRaw(frame)
  }

  /** Reply to a message that could not be read. */
  refuse(id: number | null, message: string): void {
    this.sendRaw(replyFrame(id, { ok: false, error: { code: 'invalid-input', message } }))
  }

  dispose(): void {
    this.closed = true
    this.stopWatching()
    this.deferred = []
    this.held = []
    this.latest.clear()
  }

  private congested(): boolean {
    return this.ws.bufferedAmount > this.deps.limits.highWaterBytes
  }

  private pending(): boolean {
    return this.stale || this.deferred.length > 0 || this.held.length > 0 || this.latest.size > 0
  }

  private hold(event: ServerEvent): void {
    const frame = eventFrame(event)
    if (frame === null) return
    if (LATEST_ONLY.has(event.name)) {
      this.latest.set(event.name, frame)
      return
    }
    this.held.push(frame)
    if (this.held.length > MAX_HELD_EVENTS) this.held.shift()
  }

  private watch(): void {
    this.congestedSince ??= this.now()
    if (this.timer || this.closed) return
    this.timer = setInterval(() => this.tick(), this.deps.limits.pollMs)
    this.timer.unref?.()
  }

  private stopWatching(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    this.congestedSince = null
  }

  private tick(): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) {
      this.dispose()
      return
    }
    // Drained to half the mark: send what was held back.
    if (this.ws.bufferedAmount <= this.deps.limits.highWaterBytes / 2) {
      this.drain()
      return
    }
    const since = this.congestedSince ?? this.now()
    if (this.now() - since > this.deps.limits.stalledCloseMs) {
      console.warn(`lan: a ${this.deps.role} page stopped reading for too long; disconnected it`)
      this.close(1008, 'not reading')
    }
  }

  private drain(): void {
    this.stopWatching()
    let covered = false
    for (let d = this.deferred[0]; d; d = this.deferred[0]) {
      if (this.repeated()) {
        this.sendRaw(replyFrame(d.id, ALREADY_SENT))
        covered = true
      } else if (this.mayTakeSnapshot()) covered = this.sendSnapshot(d.id, d.payload) || covered
      else break
      this.deferred.shift()
    }
    // No snapshot may go out yet: everything else waits with it, and is covered by it.
    if (this.deferred.length > 0) return this.watch()
    // A snapshot reply carries the latest state; otherwise send it as a patch.
    if (this.stale && !covered) {
      const { seq, view } = this.deps.current()
      this.sendRaw(catchUpFrame(seq, view))
    }
    this.stale = false
    for (const frame of this.latest.values()) this.sendRaw(frame)
    this.latest.clear()
    for (const frame of this.held.splice(0)) this.sendRaw(frame)
  }

  /** Whether this socket was already sent the snapshot of the state as it is now. */
  private repeated(): boolean {
    return this.deps.limits.oneSnapshotPerState && this.sentSeq === this.deps.current().seq
  }

  /** Take one whole snapshot's worth of the allowance; false when there is none left now. */
  private mayTakeSnapshot(): boolean {
    return this.snapshots === null || this.snapshots.take(this.now())
  }

  /** Send the role's snapshot; true when the page now has the latest state. */
  private sendSnapshot(id: number, payload: unknown): boolean {
    const result = this.deps.dispatch('state:snapshot', payload)
    if (result.ok) this.sentSeq = (result.value as SnapshotOutput).seq
    this.sendRaw(snapshotReplyFrame(id, result))
    return result.ok
  }

  private sendRaw(frame: Frame): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return
    // Bytes are the UTF-8 of a text frame: the page reads every frame as text.
    this.ws.send(frame, { binary: false })
  }

  private close(code: number, reason: string): void {
    const stuck = this.congested()
    this.dispose()
    // A socket that does not read would never complete a closing handshake: cut it.
    if (stuck) this.ws.terminate()
    else this.ws.close(code, reason)
  }
}
