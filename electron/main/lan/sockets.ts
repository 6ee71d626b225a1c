/**
 * How many sockets the browser host holds per device pass and per address, and the one rate
 * limit and one allowance of whole views a pass's sockets share: one pass opening many sockets
 * gets no more requests, and no more copies of the view, than one socket. Counted on the raw
 * connection, before the WebSocket exists, so an extra socket is refused with a status line and
 * nothing is allocated for it.
 */
import type { Duplex } from 'node:stream'
import { Bucket, type FlowLimits } from './peer'

/**
 * A phone's page holds one socket, and a reload or a change of network briefly a second; a TV's
 * page holds one, and a second page on it (the players' view opened twice) one more. Four
 * covers both, and the heartbeat (server.ts) clears a socket whose page went away.
 */
export const SOCKETS_PER_PASS = 4
/**
 * Several devices may share an address (a guest network's NAT, a phone's hotspot), a few
 * sockets each. The host's own machine is not counted: it runs the GM's page and the
 * projector, and the GM can already do anything there.
 */
export const SOCKETS_PER_ADDRESS = 24

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/
/** Buckets of devices with no socket open are kept (so reconnecting does not refill one)... */
const IDLE_BUCKETS_MAX = 1000

export interface SocketLimits {
  perPass: number
  perAddress: number
  /** Whether the host's own machine is left uncounted by address (tests count it). */
  loopbackFree: boolean
}

/** What a pass's sockets share: its messages, and its whole snapshots (null: not limited). */
export interface PassBuckets {
  bucket: Bucket
  snapshots: Bucket | null
}

export class SocketBudget {
  private byDevice = new Map<string, { open: number } & PassBuckets>()
  private byAddress = new Map<string, number>()

  constructor(
    private readonly limits: SocketLimits,
    private readonly flow: Pick<FlowLimits, 'burst' | 'perSecond' | 'snapshots'>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether this address already holds as many sockets as it may (the host's own: never). */
  addressFull(ip: string): boolean {
    if (this.limits.loopbackFree && LOOPBACK.test(ip)) return false
    return (this.byAddress.get(ip) ?? 0) >= this.limits.perAddress
  }

  /** Whether this device already holds as many sockets as it may. */
  deviceFull(id: string): boolean {
    return (this.byDevice.get(id)?.open ?? 0) >= this.limits.perPass
  }

  /** Counts a raw connection against its address until it closes. */
  holdAddress(socket: Duplex, ip: string): void {
    if (this.limits.loopbackFree && LOOPBACK.test(ip)) return
    this.byAddress.set(ip, (this.byAddress.get(ip) ?? 0) + 1)
    socket.once('close', () => {
      const left = (this.byAddress.get(ip) ?? 1) - 1
      if (left > 0) this.byAddress.set(ip, left)
      else this.byAddress.delete(ip)
    })
  }

  /** Counts a raw connection against its device until it closes; the device's shared buckets. */
  holdDevice(socket: Duplex, id: string): PassBuckets {
    let entry = this.byDevice.get(id)
    if (!entry) {
      if (this.byDevice.size >= IDLE_BUCKETS_MAX) this.prune()
      const now = this.now()
      const pace = this.flow.snapshots
      entry = {
        open: 0,
        bucket: new Bucket(this.flow, now),
        snapshots: pace && new Bucket(pace, now),
      }
      this.byDevice.set(id, entry)
    }
    const held = entry
    held.open += 1
    socket.once('close', () => {
      held.open = Math.max(0, held.open - 1)
    })
    return held
  }

  /** ...up to a bound: past it, those of devices with no socket open go. */
  private prune(): void {
    for (const [id, e] of this.byDevice) if (e.open === 0) this.byDevice.delete(id)
  }
}
