/**
 * The phones and tablets that joined the browser host as players. A page that connects with no
 * device token is given one: `<id>.<issued-at>.<signature>`, the signature an HMAC-SHA256 of the
 * rest with the host's secret, so the host can tell its own tokens from made-up ones without
 * looking them up. The page keeps it and offers it in the socket's handshake on later visits.
 * The GM sees each device (a name it can change, its address, when it was last seen) and can
 * remove one: its socket is closed at once and its token refused from then on. The GM may tie a
 * device to the PC its player plays (its phone then shows that character's own sheet).
 *
 * Devices belong to the host, not to a campaign: with a file they are kept there (the host's
 * secret with them, so tokens outlive a restart), without one they last as long as the host.
 * Everything is bounded: at most DEVICES_MAX devices, names of at most DEVICE_NAME_MAX
 * characters, and at most NEW_PER_IP_MAX new tokens per address in NEW_PER_IP_WINDOW_MS.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { DeviceInfo } from '../../../shared/api/contract/devices'
import { DEVICE_NAME_MAX, DEVICES_MAX } from '../../../shared/api/contract/devices'

export const NEW_PER_IP_MAX = 10
export const NEW_PER_IP_WINDOW_MS = 10 * 60 * 1000
/** What a refused page is told, whatever was wrong with its token. */
export const DEVICE_REMOVED = 'This device was removed by the GM.'
/** The close code a refused device's socket gets (the page stops reconnecting). */
export const DEVICE_REFUSED_CODE = 4003

/** The longest token id a device may be tied to (the campaign's ids are shorter). */
const TOKEN_ID_MAX = 100

const TOKEN = /^([a-f0-9]{16})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/

interface Stored {
  secret: string
  devices: DeviceInfo[]
  revoked: string[]
}

export type Verdict = { ok: true; device: DeviceInfo } | { ok: false; message: string }

export interface DeviceRegistryOptions {
  /** Where devices are kept across restarts; none keeps them in memory. */
  file?: string
  now?: () => number
  /** Told whenever the list changes (a join, a rename, a removal). */
  onChange?: () => void
  /** Whether a device has a socket open now: a full list makes room by forgetting one that has not. */
  isConnected?: (id: string) => boolean
  /** New tokens one address may get in NEW_PER_IP_WINDOW_MS (the host's own machine is not counted). */
  newPerIpMax?: number
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/** A short name from a browser's user agent: "iPhone", "Android phone", "Chrome on Linux". */
export function deviceNameFromAgent(agent: string | undefined): string {
  const ua = (agent ?? '').slice(0, 512)
  if (/iPhone/.test(ua)) return 'iPhone'
  if (/iPad/.test(ua)) return 'iPad'
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'Android phone' : 'Android tablet'
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser'
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua)
      ? 'Mac'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Linux/.test(ua)
          ? 'Linux'
          : ''
  return os ? `${browser} on ${os}` : browser
}

export class DeviceRegistry {
  private secret: Buffer
  private devices = new Map<string, DeviceInfo>()
  private revoked = new Set<string>()
  private newByIp = new Map<string, number[]>()
  private readonly now: () => number

  constructor(private readonly options: DeviceRegistryOptions = {}) {
    this.now = options.now ?? (() => Date.now())
    const stored = options.file ? readStored(options.file) : null
    this.secret = stored ? Buffer.from(stored.secret, 'hex') : randomBytes(32)
    for (const d of stored?.devices ?? []) this.devices.set(d.id, d)
    for (const id of stored?.revoked ?? []) this.revoked.add(id)
    if (options.file && !stored) this.save()
  }

  list(): DeviceInfo[] {
    return [...this.devices.values()].sort((a, b) => b.lastSeen - a.lastSeen)
  }

  /** A new device and its token, or a refusal in words when the host cannot take another. */
  issue(ip: string, agent: string | undefined): { token: string; device: DeviceInfo } | string {
    const now = this.now()
    const recent = (this.newByIp.get(ip) ?? []).filter((t) => now - t < NEW_PER_IP_WINDOW_MS)
    if (!LOOPBACK.test(ip) && recent.length >= (this.options.newPerIpMax ?? NEW_PER_IP_MAX))
      return 'Too many new devices from this address: wait a few minutes, then reload the page.'
    if (this.devices.size >= DEVICES_MAX) {
      // Full: the device seen longest ago that is not connected makes room; if all are, refuse.
      const connected = this.options.isConnected ?? (() => false)
      const idle = this.list()
        .reverse()
        .find((d) => !connected(d.id))
      if (!idle)
        return `The GM's app already has ${DEVICES_MAX} devices connected: ask the GM to remove one in Phones….`
      this.devices.delete(idle.id)
    }
    if (this.newByIp.size > 10_000) this.newByIp.clear()
    recent.push(now)
    this.newByIp.set(ip, recent)
    const id = randomUUID().replace(/-/g, '').slice(0, 16)
    const issued = now.toString(36)
    const device: DeviceInfo = {
      id,
      name: deviceNameFromAgent(agent).slice(0, DEVICE_NAME_MAX),
      ip: ip.slice(0, 64),
      issuedAt: now,
      lastSeen: now,
    }
    this.devices.set(id, device)
    this.changed()
    return { token: `${id}.${issued}.${this.sign(`${id}.${issued}`)}`, device }
  }

  /** Whether a token offered in a handshake is one of ours and still allowed; marks it seen. */
  verify(token: string, ip: string, agent?: string): Verdict {
    const m = TOKEN.exec(token)
    if (!m) return { ok: false, message: DEVICE_REMOVED }
    const [, id, issued, signature] = m as unknown as [string, string, string, string]
    const expected = Buffer.from(this.sign(`${id}.${issued}`))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { ok: false, message: DEVICE_REMOVED }
    if (this.revoked.has(id)) return { ok: false, message: DEVICE_REMOVED }
    let device = this.devices.get(id)
    if (!device) {
      // Ours and never removed, but forgotten to make room: it comes back, if there is room.
      if (this.devices.size >= DEVICES_MAX) return { ok: false, message: DEVICE_REMOVED }
      const issuedAt = parseInt(issued, 36)
      device = { id, name: deviceNameFromAgent(agent), ip: '', issuedAt, lastSeen: 0 }
      this.devices.set(id, device)
    }
    device.lastSeen = this.now()
    device.ip = ip.slice(0, 64)
    this.changed()
    return { ok: true, device }
  }

  /** Marks a connected device as seen now (not saved: only joins, renames and removals are). */
  seen(id: string): void {
    const device = this.devices.get(id)
    if (device) device.lastSeen = this.now()
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

  /** Forgets a device and refuses its token from now on. */
  revoke(id: string): DeviceInfo[] {
    if (!this.devices.delete(id)) throw new DeviceNotFound()
    this.revoked.add(id)
    // The revoked list is bounded too: the oldest entries go (their ids are random anyway, and a
    // token whose device is unknown is refused just the same).
    if (this.revoked.size > DEVICES_MAX * 10) {
      const first = this.revoked.values().next().value
      if (first !== undefined) this.revoked.delete(first)
    }
    this.changed()
    return this.list()
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
    const data: Stored = {
      secret: this.secret.toString('hex'),
      devices: this.list(),
      revoked: [...this.revoked],
    }
    try {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(`${file}.tmp`, JSON.stringify(data), { mode: 0o600 })
      renameSync(`${file}.tmp`, file)
    } catch (err) {
      console.warn(`lan: the device list could not be saved: ${(err as Error).message}`)
    }
  }
}

export class DeviceNotFound extends Error {
  constructor() {
    super('that device is not in the list any more')
  }
}

function readStored(file: string): Stored | null {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
  if (typeof json !== 'object' || json === null) return null
  const s = json as Partial<Stored>
  if (typeof s.secret !== 'string' || !/^[a-f0-9]{64}$/.test(s.secret)) return null
  const devices = (Array.isArray(s.devices) ? s.devices : [])
    .filter(
      (d): d is DeviceInfo =>
        typeof d === 'object' &&
        d !== null &&
        typeof d.id === 'string' &&
        /^[a-f0-9]{16}$/.test(d.id) &&
        typeof d.name === 'string' &&
        typeof d.ip === 'string' &&
        typeof d.issuedAt === 'number' &&
        typeof d.lastSeen === 'number',
    )
    .slice(0, DEVICES_MAX)
    .map((d) => {
      // Field by field: whatever else the file holds stays there.
      const tokenId: unknown = d.tokenId
      const tied =
        typeof tokenId === 'string' && tokenId.length > 0 && tokenId.length <= TOKEN_ID_MAX
      return {
        id: d.id,
        name: d.name.slice(0, DEVICE_NAME_MAX),
        ip: d.ip.slice(0, 64),
        issuedAt: d.issuedAt,
        lastSeen: d.lastSeen,
        ...(tied ? { tokenId } : {}),
      }
    })
  const revoked = (Array.isArray(s.revoked) ? s.revoked : [])
    .filter((id): id is string => typeof id === 'string' && /^[a-f0-9]{16}$/.test(id))
    .slice(-DEVICES_MAX * 10)
  return { secret: s.secret, devices, revoked }
}
