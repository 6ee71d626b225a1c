/** The Phones dialog tells devices apart: what each is, a number for twins, where, when seen. */
import { describe, expect, it } from 'vitest'
import type { DeviceInfo } from '../../../shared/api'
import {
  deviceAddress,
  deviceKind,
  deviceNames,
  deviceSeen,
} from '../../../renderer/src/features/table/device-label'

const dev = (over: Partial<DeviceInfo>): DeviceInfo => ({
  id: 'a'.repeat(16),
  name: 'Chrome on Linux',
  ip: '127.0.0.1',
  issuedAt: 1,
  lastSeen: 1_000_000,
  ...over,
})

describe('device labels', () => {
  it('says a big screen is a TV, a small one a phone, else the browser', () => {
    expect(deviceKind(dev({ screen: { width: 1920, height: 1080 } }))).toBe(
      'TV / big screen (1920×1080)',
    )
    expect(deviceKind(dev({ screen: { width: 390, height: 844 } }))).toBe('Phone (390×844)')
    expect(deviceKind(dev({}))).toBe('Chrome on Linux')
  })

  it('numbers devices that read the same, in the order they joined', () => {
    const a = dev({ id: 'b'.repeat(16), issuedAt: 5 })
    const b = dev({ id: 'c'.repeat(16), issuedAt: 2 })
    const c = dev({ id: 'd'.repeat(16), name: 'iPhone' })
    const names = deviceNames([a, b, c])
    expect(names.get(b.id)).toBe('Chrome on Linux #1')
    expect(names.get(a.id)).toBe('Chrome on Linux #2')
    expect(names.get(c.id)).toBe('iPhone')
  })

  it('reads the host’s own machine as such, a LAN address as it is', () => {
    expect(deviceAddress(dev({ ip: '127.0.0.1' }))).toBe('this computer')
    expect(deviceAddress(dev({ ip: '::ffff:192.168.1.20' }))).toBe('192.168.1.20')
  })

  it('each device’s own last-seen time; a connected one is seen now', () => {
    expect(deviceSeen(dev({ connected: true }), 9_000_000)).toBe('connected now')
    expect(deviceSeen(dev({ lastSeen: 1_000_000 }), 1_000_000 + 5 * 60_000)).toBe('5 min ago')
    expect(deviceSeen(dev({ lastSeen: 1_000_000 }), 1_000_000 + 20_000)).toBe('just now')
  })
})
