import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import BwSheetForm from '../../../renderer/src/rules/bw/form/BwSheetForm.vue'
import BwStatBlock from '../../../renderer/src/rules/bw/BwStatBlock.vue'
import { blankBwSheet } from '../../../renderer/src/rules/bw/sheet'
import type { BwSheet } from '../../../renderer/src/rules/bw/support'
import { storeWith } from './library-support'

function setup(initial: object = blankBwSheet('npc', 'npc-t')) {
  const session = storeWith()
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(BwSheetForm, { props: { kind: 'npc', initial: initial as never, isNew: true } })
  const input = (path: string) => w.get(`[data-path="${path}"]`)
  const issue = (path: string) => w.findAll(`[data-issue-for="${path}"]`).map((e) => e.text())
  const save = () => w.get('button[type="submit"]')
  return { w, act, input, issue, save }
}

describe('BW unit sheet form (C.8)', () => {
  it.each([
    ['name', '', 'Name must not be empty'],
    ['moveIn', '-1', 'Move must be at least 0", not -1'],
    ['power', '1.5', 'Power must be a whole number, not 1.5'],
    ['armor', 'lots', 'Armor "lots" is not dice like d6, 1d6+1 or 7'],
    ['weapons.0.ur', '', 'Usage Rating must be a number'],
    ['weapons.0.rangeIn', '600', 'Range must be at most 500", not 600'],
    ['weapons.0.damage', '2d', 'Damage "2d" is not dice like d6, 1d6+1 or 7'],
  ])('C.8 %s = %j shows "%s" beside the field and Save stays off', async (path, value, msg) => {
    const { input, issue, save, w } = setup()
    await input(path).setValue(value)
    expect(issue(path)).toEqual([msg])
    expect(save().attributes('disabled')).toBeDefined()
    expect(w.get('[data-role="issue-count"]').text()).toMatch(/problem/)
  })

  it('C.8 a vehicle without propulsion is named beside the propulsion line', async () => {
    const { input, issue, save, w } = setup()
    await input('type').setValue('vehicle')
    expect(issue('propulsion')).toEqual([
      'a vehicle needs its legs, treads or wheels and their height',
    ])
    expect(save().attributes('disabled')).toBeDefined()
    await w
      .findAll('button')
      .find((b) => b.text().startsWith('Add legs'))!
      .trigger('click')
    expect(issue('propulsion')).toEqual([])
    expect(save().attributes('disabled')).toBeUndefined()
  })

  it('C.8 Save sends damage typed as dice as the sheet’s dice list and bonus', async () => {
    const { input, save, act, w } = setup()
    await input('weapons.0.damage').setValue('2d10+1')
    await input('weapons.0.nearMiss').setValue('launcher')
    await input('base.shape').setValue('rect')
    await input('base.widthIn').setValue('2')
    await save().trigger('submit')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('npc:save', {
      npc: expect.objectContaining({
        id: 'npc-t',
        base: { shape: 'rect', widthIn: 2, depthIn: 4 },
        weapons: [
          expect.objectContaining({
            damage: [{ n: 2, die: 10 }],
            damageBonus: 1,
            nearMiss: 'launcher',
          }),
        ],
      }),
    })
    expect(w.emitted('saved')).toEqual([['npc-t']])
  })
})

describe('BW stat block', () => {
  it('BW-15/16, BW-29, BW-30: mass in blox, explosive, NearMiss step and the hit chance', () => {
    storeWith()
    const sheet: BwSheet = {
      ...blankBwSheet('npc', 'npc-b'),
      armor: '8',
      areaDots: 20,
      weapons: [
        {
          name: 'Bazooka',
          ur: 5,
          rangeIn: 20,
          damage: [{ n: 2, die: 10 }],
          damageBonus: 0,
          nearMiss: 'launcher',
          closeCombat: false,
          incendiary: false,
        },
        {
          name: 'Knife',
          ur: 2,
          rangeIn: 0,
          damage: [{ n: 1, die: 6 }],
          damageBonus: 0,
          nearMiss: 'thrown',
          closeCombat: true,
          incendiary: false,
        },
      ],
    }
    const w = mount(BwStatBlock, { props: { sheet, kind: 'npc' } })
    // 20 dots × AR 8 / 100 = 1.6 → 2 blox.
    expect(w.get('[data-role="mass"]').text()).toBe('2')
    const [bazooka, knife] = w.findAll('li')
    expect(bazooka!.find('[data-role="explosive"]').exists()).toBe(true)
    expect(bazooka!.get('[data-role="near-miss"]').text()).toBe(
      'NearMiss Launcher: 1" per point missed',
    )
    // d6 ≥ 5 (a tie hits by default): 2 of 6.
    expect(bazooka!.get('[data-role="hit-chance"]').text()).toBe('33% to hit with d6, no modifiers')
    expect(knife!.find('[data-role="explosive"]').exists()).toBe(false)
    expect(knife!.get('[data-role="near-miss"]').text()).toBe(
      'NearMiss Thrown: ½" per point missed',
    )
  })
})
