/**
 * The device list's file and the names a device gets from its browser: split from devices.ts so
 * the registry reads as its rules (who is admitted, who makes room, what a pass is worth).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { DeviceInfo } from '../../../shared/api/contract/devices'
import { DEVICE_NAME_MAX, DEVICES_MAX } from '../../../shared/api/contract/devices'

/** The longest token id a device may be tied to (the campaign's ids are shorter). */
export const TOKEN_ID_MAX = 100
/** Revoked ids kept in one generation of passes; past it the generation moves on (devices.ts). */
export const REVOKED_MAX = DEVICES_MAX * 10

export interface Stored {
  secret: string
  /** Passes carry the generation they were given in; an older one works only for a listed device. */
  generation: number
  devices: DeviceInfo[]
  /** The ids revoked in this generation. */
  revoked: string[]
}

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

export function writeStored(file: string, data: Stored): void {
  try {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(`${file}.tmp`, JSON.stringify(data), { mode: 0o600 })
    renameSync(`${file}.tmp`, file)
  } catch (err) {
    console.warn(`lan: the device list could not be saved: ${(err as Error).message}`)
  }
}

export function readStored(file: string): Stored | null {
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
  const revoked = (Array.isArray(s.revoked) ? s.revoked : []).filter(
    (id): id is string => typeof id === 'string' && /^[a-f0-9]{16}$/.test(id),
  )
  const stored = typeof s.generation === 'number' ? s.generation : 0
  let generation = Number.isSafeInteger(stored) && stored >= 0 ? stored : 0
  // A file revoking more than one generation holds (an older build capped its list instead):
  // the generation moves on, so none of them is let back in.
  if (revoked.length > REVOKED_MAX) {
    generation += 1
    revoked.length = 0
  }
  return { secret: s.secret, generation, devices, revoked }
}
