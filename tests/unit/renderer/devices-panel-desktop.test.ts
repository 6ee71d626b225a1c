/**
 * Phones… in the desktop app (issue 15): until View › Let Phones Join is ticked it says where to
 * tick; once the host runs, its link and devices show, and they follow the host starting and
 * stopping live.
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
})
