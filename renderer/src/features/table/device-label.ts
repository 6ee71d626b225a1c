/**
 * How the Phones dialog tells devices apart: what each one is (a TV or big screen from the size
 * its page reported, else its browser and system), a number when two read the same, where it is
 * (its address, or "this computer" for the host's own), and when it was last seen (connected now,
 * or its own last time).
 */
import type { DeviceInfo } from '../../../../shared/api'

/** A screen whose shorter side is at least this many CSS pixels is a TV or a big monitor. */
const BIG_SIDE = 700

/** What a device is: "TV / big screen" from its size, "Phone" for a small one, else its browser. */
export function deviceKind(d: DeviceInfo): string {
  const s = d.screen
  if (!s) return d.name
  const side = Math.min(s.width, s.height)
  if (side >= BIG_SIDE) return `TV / big screen (${s.width}×${s.height})`
  return `${side < 500 ? 'Phone' : 'Tablet'} (${s.width}×${s.height})`
}

/** The name shown for each device: its own, numbered "#2", "#3"… when several read the same. */
export function deviceNames(devices: readonly DeviceInfo[]): Map<string, string> {
  const byName = new Map<string, DeviceInfo[]>()
  for (const d of devices) byName.set(d.name, [...(byName.get(d.name) ?? []), d])
  const out = new Map<string, string>()
  for (const [name, same] of byName) {
    const ordered = [...same].sort((a, b) => a.issuedAt - b.issuedAt || a.id.localeCompare(b.id))
    ordered.forEach((d, i) => out.set(d.id, same.length > 1 ? `${name} #${i + 1}` : name))
  }
  return out
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/** Where it connects from: the host's own machine says so rather than 127.0.0.1. */
export function deviceAddress(d: DeviceInfo): string {
  if (!d.ip) return '—'
  return LOOPBACK.test(d.ip) ? 'this computer' : d.ip.replace(/^::ffff:/, '')
}

/** When it was last seen: connected now, else its own last time, in words. */
export function deviceSeen(d: DeviceInfo, now: number): string {
  if (d.connected) return 'connected now'
  if (!d.lastSeen) return 'never'
  const s = Math.max(0, Math.round((now - d.lastSeen) / 1000))
  if (s < 60) return 'just now'
  if (s < 3600) return `${Math.round(s / 60)} min ago`
  return new Date(d.lastSeen).toLocaleString()
}
