/**
 * The phones and tablets that joined the browser host as players. A page that connects with no
 * pass (device token) is given one: `<id>.<issued-at>[.<generation>].<signature>`, the signature
 * an HMAC-SHA256 of the rest with the host's secret, so the host can tell its own passes from
 * made-up ones without looking them up. The page keeps it and offers it in the socket's handshake
 * on later visits. The GM sees each device (a name it can change, its address, when it was last
 * seen) and can remove one: its socket is closed at once and its pass refused from then on. The
 * GM may tie a device to the PC its player plays (its phone then shows that character's sheet).
 *
 * Revocation never depends on a list's length: the ids revoked are kept for one generation of
 * passes, and when that list would pass REVOKED_MAX the generation moves on. A pass of an older
 * generation works only for a device still listed (it is given a new pass), so every pass
 * revoked before stays refused, however many were revoked since.
 *
 * Devices belong to the host, not to a campaign: with a file they are kept there (the host's
 * secret with them, so passes outlive a restart), without one they last as long as the host.
 * The words a page is told travel as a close reason, which holds at most 123 bytes.
 * Everything is bounded: at most DEVICES_MAX devices, names of at most DEVICE_NAME_MAX
 * characters, and at most NEW_PER_IP_MAX new passes per address in NEW_PER_IP_WINDOW_MS. A full
 * list makes room by forgetting a device that is neither connected nor tied to a PC (it may come
 * back later with its pass); one that is either is never pushed out by a newcomer.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { DeviceInfo } from '../../../shared/api/contract/devices'
import { DEVICES_MAX, DEVICE_NAME_MAX, PASS_NOT_VALID } from '../../../shared/api/contract/devices'
import {
  deviceNameFromAgent,
  readStored,
  REVOKED_MAX,
  TOKEN_ID_MAX,
  writeStored,
} from './device-store'

export { deviceNameFromAgent } from './device-store'
export const NEW_PER_IP_MAX = 10
export const NEW_PER_IP_WINDOW_MS = 10 * 60 * 1000
/** What a page the GM removed is told; nothing else says it. */
export const DEVICE_REMOVED = 'This device was removed by the GM.'
/** The close code a refused device's socket gets (the page stops reconnecting). */
export const DEVICE_REFUSED_CODE = 4003
/** The close code for "not now" (WebSocket's Try Again Later): the page keeps trying by itself. */
export const DEVICE_LATER_CODE = 1013
/** What a page is told when the list is full of devices that cannot make room (it keeps trying). */
export const DEVICES_FULL = `The GM's app already has ${DEVICES_MAX} devices, each connected or tied to a character: ask the GM to remove one in Phones….`
/** What a page is told when its address asked for too many passes (it keeps trying). */
export const TOO_MANY_NEW =
  'Too many new devices joined from this address: this page tries again by itself.'

const TOKEN =
  /^([a-f0-9]{16})\.([0-9a-z]{1,12})(?:\.([1-9a-z][0-9a-z]{0,7}))?\.([A-Za-z0-9_-]{43})$/

/**
 * A handshake's answer: admitted (with a new pass to hand the page when it had none or an older
 * generation's), or refused in words, `final` when knocking again would only be refused again.
 */
export type Verdict =
  { ok: true; device: DeviceInfo; pass?: string } | { ok: false; message: string; final: boolean }

export interface DeviceRegistryOptions {
  /** Where devices are kept across restarts; none keeps them in memory. */
  file?: string
  now?: () => number
  /** Told whenever the list changes (a join, a rename, a removal). */
  onChange?: () => void
  /** Whether a device has a socket open now: a full list makes room by forgetting one that has not. */
  isConnected?: (id: string) => boolean
  /** A listed device's new pass after the generation moved on: for its open pages. */
  onRenewed?: (id: string, pass: string, name: string) => void
  /** New passes one address may get in NEW_PER_IP_WINDOW_MS (the host's own machine is not counted). */
  newPerIpMax?: number
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

export class DeviceRegistry {
  private secret: Buffer
  private generation: number
  private devices = new Map<string, DeviceInfo>()
  private revoked = new Set<string>()
  private newByIp = new Map<string, number[]>()
  private readonly now: () => number

  constructor(private readonly options: DeviceRegistryOptions = {}) {
    this.now = options.now ?? (() => Date.now())
    const stored = options.file ? readStored(options.file) : null
    this.secret = stored ? Buffer.from(stored.secret, 'hex') : randomBytes(32)
    this.generation = stored?.generation ?? 0
    for (const d of stored?.devices ?? []) this.devices.set(d.id, d)
    for (const id of stored?.revoked ?? []) this.revoked.add(id)
    if (options.file && !stored) this.save()
  }

  list(): DeviceInfo[] {
    return [...this.devices.values()].sort((a, b) => b.lastSeen - a.lastSeen)
  }

  /** A handshake: its pass checked (see verify), or a new device when it offered none. */
  admit(offered: string | null, ip: string, agent: string | undefined): Verdict {
    if (offered !== null) return this.verify(offered, ip, agent)
    const issued = this.issue(ip, agent)
    if (typeof issued === 'string') return { ok: false, message: issued, final: false }
    return { ok: true, device: issued.device, pass: issued.token }
  }

  /** A new device and its pass, or a refusal in words when the host cannot take another now. */
  issue(ip: string, agent: string | undefined): { token: string; device: DeviceInfo } | string {
    const now = this.now()
    const recent = (this.newByIp.get(ip) ?? []).filter((t) => now - t < NEW_PER_IP_WINDOW_MS)
    if (!LOOPBACK.test(ip) && recent.length >= (this.options.newPerIpMax ?? NEW_PER_IP_MAX))
      return TOO_MANY_NEW
    if (!this.makeRoom()) return DEVICES_FULL
    if (this.newByIp.size > 10_000) this.newByIp.clear()
    recent.push(now)
    this.newByIp.set(ip, recent)
    const device: DeviceInfo = {
      id: randomUUID().replace(/-/g, '').slice(0, 16),
      name: deviceNameFromAgent(agent).slice(0, DEVICE_NAME_MAX),
      ip: ip.slice(0, 64),
      issuedAt: now,
      lastSeen: now,
    }
    this.devices.set(device.id, device)
    this.changed()
    return { token: this.passOf(device), device }
  }

  /** Whether a pass offered in a handshake is one of ours and still allowed; marks it seen. */
  verify(token: string, ip: string, agent?: string): Verdict {
    const m = TOKEN.exec(token)
    if (!m) return { ok: false, message: PASS_NOT_VALID, final: true }
    const [, id, issued, gen, signature] = m as unknown as [
      string,
      string,
      string,
      string | undefined,
      string,
    ]
    const expected = Buffer.from(
      this.sign(gen === undefined ? `${id}.${issued}` : `${id}.${issued}.${gen}`),
    )
    const given = Buffer.from(signature)
    const generation = gen === undefined ? 0 : parseInt(gen, 36)
    if (
      expected.length !== given.length ||
      !timingSafeEqual(expected, given) ||
      generation > this.generation
    )
      return { ok: false, message: PASS_NOT_VALID, final: true }
    const current = generation === this.generation
    if (current && this.revoked.has(id)) return { ok: false, message: DEVICE_REMOVED, final: true }
    let device = this.devices.get(id)
    if (!device) {
      // Forgotten to make room, or revoked in an older generation: only a current pass, which
      // the revoked list answers for, may come back.
      if (!current) return { ok: false, message: PASS_NOT_VALID, final: true }
      if (!this.makeRoom()) return { ok: false, message: DEVICES_FULL, final: false }
      device = {
        id,
        name: deviceNameFromAgent(agent),
        ip: '',
        issuedAt: parseInt(issued, 36),
        lastSeen: 0,
      }
      this.devices.set(id, device)
    }
    device.lastSeen = this.now()
    device.ip = ip.slice(0, 64)
    this.changed()
    return current ? { ok: true, device } : { ok: true, device, pass: this.passOf(device) }
  }

  /** Marks a connected device as seen now (not saved: only joins, renames and removals are). */
  seen(id: string): void {
    const device = this.devices.get(id)
    if (device) device.lastSeen = this.now()
  }

  /**
   * A device's page connected or closed: seen now, and the GM's list is told (it reads
   * "connected now", or its own last time). Not saved: only joins, renames and removals are.
   */
  touched(id: string): void {
    const device = this.devices.get(id)
    if (!device) return
    device.lastSeen = this.now()
    this.options.onChange?.()
  }

  rename(id: string, name: string): DeviceInfo[] {
    const device = this.devices.get(id)
    if (!device) throw new DeviceNotFound()
    const clean = name.trim().slice(0, DEVICE_NAME_MAX)
    if (!clean) throw new RangeError('a device needs a name')
    device.name = clean
    this.changed()
    return this.list()
  }

  /**
   * Ties a device to the PC token its player plays, or to nobody (null). Whether the token is a PC
   * of the open campaign is the caller's to check: devices belong to the host, not a campaign.
   */
  assign(id: string, tokenId: string | null): DeviceInfo[] {
    const device = this.devices.get(id)
    if (!device) throw new DeviceNotFound()
    if (tokenId === null) delete device.tokenId
    else device.tokenId = tokenId.slice(0, TOKEN_ID_MAX)
    this.changed()
    return this.list()
  }

  /** The PC token a device is tied to, if any. */
  tokenOf(id: string): string | null {
    return this.devices.get(id)?.tokenId ?? null
  }

  /** Forgets a device and refuses its pass from now on. */
  revoke(id: string): DeviceInfo[] {
    if (!this.devices.delete(id)) throw new DeviceNotFound()
    if (this.revoked.size < REVOKED_MAX) this.revoked.add(id)
    else {
      // The list would overflow: a new generation. Every pass given before (this one too) now
      // works only for a device still listed, and those are handed new passes.
      this.generation += 1
      this.revoked.clear()
      for (const d of this.devices.values()) this.options.onRenewed?.(d.id, this.passOf(d), d.name)
    }
    this.changed()
    return this.list()
  }

  /**
   * Room for one more device: a full list forgets the device seen longest ago that is neither
   * connected nor tied to a PC; false when every one is.
   */
  private makeRoom(): boolean {
    if (this.devices.size < DEVICES_MAX) return true
    const connected = this.options.isConnected ?? (() => false)
    const idle = this.list()
      .reverse()
      .find((d) => d.tokenId === undefined && !connected(d.id))
    if (!idle) return false
    this.devices.delete(idle.id)
    return true
  }

  private passOf(device: DeviceInfo): string {
    const issued = Math.max(0, Math.trunc(device.issuedAt)).toString(36)
    const body =
      this.generation === 0
        ? `${device.id}.${issued}`
        : `${device.id}.${issued}.${this.generation.toString(36)}`
    return `${body}.${this.sign(body)}`
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url')
  }

  private changed(): void {
    this.save()
    this.options.onChange?.()
  }

  private save(): void {
    const file = this.options.file
    if (!file) return
    writeStored(file, {
      secret: this.secret.toString('hex'),
      generation: this.generation,
      devices: this.list(),
      revoked: [...this.revoked],
    })
  }
}

export class DeviceNotFound extends Error {
  constructor() {
    super('that device is not in the list any more')
  }
}
