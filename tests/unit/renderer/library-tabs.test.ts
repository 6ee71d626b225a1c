/** The NPC and PC tabs over their shared pane: select, read the sheet, roll from it, edit, cancel. */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { VIEW_CENTRE } from '../../../renderer/src/features/map/view-centre'
import NpcTab from '../../../renderer/src/features/library/NpcTab.vue'
import PcTab from '../../../renderer/src/features/library/PcTab.vue'
import { storeWith } from './library-support'

const button = (w: ReturnType<typeof mount>, text: string) =>
  w.findAll('button').find((b) => b.text() === text)!

describe('library tabs', () => {
  it('PCs: pick Vaka, roll a weapon, edit and cancel', async () => {
    storeWith()
    const w = mount(PcTab)
    expect(w.text()).toContain('Pick a player character')
    expect(w.find('button').text()).toBe('New PC')
    expect(w.findAll('button').some((b) => b.text() === 'Edit')).toBe(false)
    await w.get('[data-pc-id="vaka"]').trigger('click')
    expect(w.get('[data-role="sheet-name"]').text()).toBe('Vaka')
    expect(w.find('[data-instance="pc-vaka"]').exists()).toBe(true)
    await w.get('[data-weapon="twin-blades"] button').trigger('click')
    expect(w.emitted('roll')).toEqual([['vaka', { type: 'attack', weaponId: 'twin-blades' }]])
    await button(w, 'Edit').trigger('click')
    expect(w.find('form.sheet-form').exists()).toBe(true)
    expect(w.find('[data-role="sheet-name"]').exists()).toBe(false)
    await button(w, 'Cancel').trigger('click')
    expect(w.get('[data-role="sheet-name"]').text()).toBe('Vaka')
    await button(w, 'New PC').trigger('click')
    expect((w.get('form.sheet-form input').element as HTMLInputElement).value).toBe('New PC')
    w.unmount()
  })

  it('NPCs: pick the Sentinel, its own buttons and rolls; New NPC opens a blank form', async () => {
    storeWith()
    const w = mount(NpcTab)
    expect(w.text()).toContain('Pick an NPC')
    expect(w.findAll('button').some((b) => b.text() === 'Duplicate')).toBe(false)
    await w.get('[data-npc-id="sample-rust-sentinel"]').trigger('click')
    expect(w.get('[data-role="sheet-name"]').text()).toBe('Rust Sentinel')
    expect(button(w, 'Duplicate').exists()).toBe(true)
    expect(button(w, 'Place on map').exists()).toBe(true)
    await w.get('[data-weapon="piston-maul"] button').trigger('click')
    expect(w.emitted('roll')).toEqual([
      ['sample-rust-sentinel', { type: 'attack', weaponId: 'piston-maul' }],
    ])
    await button(w, 'Delete').trigger('click')
    expect(w.get('[role="alert"]').text()).toContain('Delete Rust Sentinel?')
    await button(w, 'New NPC').trigger('click')
    expect((w.get('form.sheet-form input').element as HTMLInputElement).value).toBe('New NPC')
    w.unmount()
  })

  it('PCs: "Place on map" puts Vaka near the view centre, linked to her sheet, not GM-only', async () => {
    const session = storeWith()
    const ask = vi
      .spyOn(session, 'ask')
      .mockResolvedValue({ tokenId: 'tok-1', name: 'Vaka 2', hex: { q: 7, r: 3 } })
    const w = mount(PcTab, { global: { provide: { [VIEW_CENTRE]: () => ({ q: 7, r: 3 }) } } })
    expect(w.findAll('button').some((b) => b.text() === 'Place on map')).toBe(false)
    await w.get('[data-pc-id="vaka"]').trigger('click')
    await button(w, 'Place on map').trigger('click')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('token:placeNear', {
      mapId: 'causeway',
      near: { q: 7, r: 3 },
      sheet: { kind: 'pc', id: 'vaka' },
      color: '#2f6fdb',
    })
    // Whether she is GM-only is main's default for a PC (visible): the tab sends no gmOnly.
    expect(w.text()).not.toContain('GM only')
    expect(session.notices.at(-1)?.message).toBe('Vaka 2 is on Shattered Causeway at 7,3.')
  })

  it('NPCs: "Place on map" sends the view centre and keeps GM-only ticked by default', async () => {
    const session = storeWith()
    const ask = vi.spyOn(session, 'ask').mockResolvedValue(null)
    const w = mount(NpcTab, { global: { provide: { [VIEW_CENTRE]: () => ({ q: 2, r: 9 }) } } })
    await w.get('[data-npc-id="sample-scrap-hound"]').trigger('click')
    await button(w, 'Place on map').trigger('click')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('token:placeNear', {
      mapId: 'causeway',
      near: { q: 2, r: 9 },
      sheet: { kind: 'npc', id: 'sample-scrap-hound' },
      gmOnly: true,
      color: '#c24a2c',
    })
  })
})
