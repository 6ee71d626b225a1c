/**
 * Phones… in the desktop app: until View › Let Phones Join is ticked it says where to tick; once
 * the host runs, its link and devices show, and they follow the host starting and stopping live.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DevicesState } from '../../../shared/api'
import DevicesPanel from '../../../renderer/src/features/table/DevicesPanel.vue'
import { storeWith } from './library-support'

const w = window as unknown as { bluebox?: unknown }
afterEach(() => delete w.bluebox)

describe('Phones… in the desktop app', () => {
  it('says to tick Let Phones Join, then shows the link once the host runs', async () => {
    w.bluebox = {}
    const session = storeWith()
    let changed: ((s: DevicesState) => void) | null = null
    vi.spyOn(session, 'listen').mockImplementation(((
      _event: string,
      cb: (s: DevicesState) => void,
    ) => {
      changed = cb
      return () => {}
    }) as never)
    const ask = vi
      .spyOn(session, 'ask')
      .mockResolvedValue({ devices: [], joinUrls: [] } satisfies DevicesState as never)
    const panel = mount(DevicesPanel, { attachTo: document.body })
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('devices:list', {})
    const off = () => document.querySelector('[data-role="phones-off"]')
    expect(off()?.textContent).toMatch(/View › Let Phones Join/)
    expect(document.body.textContent).not.toMatch(/npm run serve/)

    changed!({ devices: [], joinUrls: ['http://192.168.1.5:40000/?view=projector'] })
    await flushPromises()
    expect(off()).toBeNull()
    expect(document.querySelector('[data-role="no-devices"]')).not.toBeNull()

    // Unticked: the hint is back.
    changed!({ devices: [], joinUrls: [] })
    await flushPromises()
    expect(off()).not.toBeNull()
    panel.unmount()
  })

  it('Revoke asks first: Keep takes the question back, only the second Revoke sends it', async () => {
    w.bluebox = {}
    const session = storeWith()
    vi.spyOn(session, 'listen').mockImplementation((() => () => {}) as never)
    const phone = {
      id: '0123456789abcdef',
      name: 'Ana’s phone',
      ip: '192.168.1.20',
      issuedAt: 0,
      lastSeen: Date.now(),
    }
    const listed: DevicesState = { devices: [phone], joinUrls: ['http://192.168.1.5:40000/'] }
    const ask = vi
      .spyOn(session, 'ask')
      .mockImplementation((async (name: string) =>
        name === 'devices:revoke' ? { ...listed, devices: [] } : listed) as never)
    const panel = mount(DevicesPanel, { attachTo: document.body })
    await flushPromises()
    const el = (role: string) => document.querySelector<HTMLElement>(`[data-role="${role}"]`)
    const revoked = () => ask.mock.calls.filter(([n]) => n === 'devices:revoke')

    el('device-revoke')!.click()
    await flushPromises()
    expect(revoked()).toEqual([])
    expect(el('device-revoke-confirm')?.textContent).toMatch(/Revoke Ana’s phone/)
    expect(document.activeElement).toBe(el('device-revoke-confirm'))
    el('device-revoke-keep')!.click()
    await flushPromises()
    expect(el('device-revoke-confirm')).toBeNull()
    expect(revoked()).toEqual([])

    el('device-revoke')!.click()
    await flushPromises()
    el('device-revoke-confirm')!.click()
    await flushPromises()
    expect(revoked()).toEqual([['devices:revoke', { id: phone.id }]])
    expect(el('no-devices')).not.toBeNull()
    panel.unmount()
  })
})
