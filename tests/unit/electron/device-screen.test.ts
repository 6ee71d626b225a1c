/** What the GM's device list learns from a connected page: its screen, and when it comes and goes. */
import { describe, expect, it, vi } from 'vitest'
import { TableDisplays } from '../../../electron/main/session/table-displays'
import { DeviceRegistry } from '../../../electron/main/lan/devices'

describe('a display’s screen', () => {
  it('is kept from the key a connected page reports; the list is told once per change', () => {
    const displays = new TableDisplays()
    const told = vi.fn()
    displays.onScreen = told
    displays.noteScreen('dev1', 'browser:1920x1080@1')
    expect(displays.screenOf('dev1')).toBeUndefined()
    displays.attach('dev1', () => 'TV')
    displays.noteScreen('dev1', 'browser:1920x1080@1')
    displays.noteScreen('dev1', 'browser:1920x1080@1')
    expect(displays.screenOf('dev1')).toEqual({ width: 1920, height: 1080 })
    expect(told).toHaveBeenCalledTimes(1)
    displays.noteScreen('dev1', 'not a key')
    displays.noteScreen(undefined, 'browser:390x844@3')
    expect(displays.screenOf('dev1')).toEqual({ width: 1920, height: 1080 })
  })
})

describe('a device that comes and goes', () => {
  it('is seen at that moment and the GM’s list is told', () => {
    let now = 1000
    const onChange = vi.fn()
    const reg = new DeviceRegistry({ now: () => now, onChange })
    const issued = reg.issue('127.0.0.1', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')
    if (typeof issued === 'string') throw new Error(issued)
    onChange.mockClear()
    now = 5000
    reg.touched(issued.device.id)
    expect(reg.list()[0]?.lastSeen).toBe(5000)
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
