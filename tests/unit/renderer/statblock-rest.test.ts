/** The Blue Box stat block shows what rests leave on a sheet: the inventory and weapon practice. */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { PcRecord } from '../../../shared/rules/bluebox'
import StatBlock from '../../../renderer/src/rules/bluebox/BlueboxStatBlock.vue'
import { demoCampaign, storeWith } from './library-support'

const vaka = () => demoCampaign().pcs.vaka as PcRecord

describe('StatBlock after rests', () => {
  it('lists the inventory as "name × count", with a note', () => {
    storeWith()
    const sheet: PcRecord = {
      ...vaka(),
      inventory: [
        { name: 'Rope', count: 2 },
        { name: 'Sana Sphere', count: 1, note: 'KNO 1' },
      ],
    }
    const w = mount(StatBlock, { props: { sheet, kind: 'pc' } })
    expect(w.findAll('[data-role="inventory-item"]').map((li) => li.text())).toEqual([
      'Rope × 2',
      'Sana Sphere × 1 (KNO 1)',
    ])
  })

  it('has no inventory section for a sheet without one', () => {
    storeWith()
    const w = mount(StatBlock, { props: { sheet: vaka(), kind: 'pc' } })
    expect(w.find('[aria-label="Inventory"]').exists()).toBe(false)
  })

  it('shows practice toward Practiced on a weapon not yet Practiced, none on a Practiced one', () => {
    storeWith()
    const base = vaka()
    const blades = base.weapons[0]!
    const sheet: PcRecord = {
      ...base,
      weapons: [blades, { ...blades, id: 'sling', name: 'Sling', practiced: false, practice: 1 }],
    }
    const w = mount(StatBlock, { props: { sheet, kind: 'pc' } })
    expect(w.get('[data-weapon="sling"] [data-role="practice"]').text()).toBe(', practice 1/2')
    expect(w.find('[data-weapon="twin-blades"] [data-role="practice"]').exists()).toBe(false)
  })
})
