/** The NPC and PC tabs over their shared pane: select, read the sheet, roll from it, edit, cancel. */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import NpcTab from '../../../renderer/src/library/NpcTab.vue'
import PcTab from '../../../renderer/src/library/PcTab.vue'
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
})
