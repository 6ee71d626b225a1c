/**
 * The attack dialog's Decisive option as a GM picks it (seed 000, Decisive Rolls & Hits): Destroy
 * asks which of the target's weapons breaks, Unmask asks whether it wears a mask ("If they wear
 * one"), and the roll sends what the GM said.
 */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Campaign } from '../../../shared/model'
import RollDialog from '../../../renderer/src/rules/bluebox/roll/BlueboxRollDialog.vue'
import type { RollRequest } from '../../../renderer/src/rules/bluebox/roll-request'
import { demoCampaign, storeWith } from './library-support'

/** Vaka (twin blades) beside the Harbour Smuggler, who carries a Hook Knife and a Disk Sling. */
function scene(): Campaign {
  const c = demoCampaign()
  c.tokens['pc-vaka']!.hex = { q: 7, r: 5 }
  c.tokens['npc-ambusher']!.hex = { q: 8, r: 5 }
  return c
}

const request = {
  sheet: { kind: 'pc', id: 'vaka' },
  what: {
    type: 'attack',
    weaponId: 'twin-blades',
    attackerId: 'pc-vaka',
    targetId: 'npc-ambusher',
  },
} as RollRequest

const mounted: { unmount(): void }[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
})

function open() {
  const session = storeWith(scene())
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(RollDialog, { props: { request }, attachTo: document.body })
  mounted.push(w)
  return { w, act }
}

const sent = (act: ReturnType<typeof open>['act']) =>
  (act.mock.calls[0]![1] as { situation: Record<string, unknown> }).situation

describe('the Decisive option in the attack dialog', () => {
  it("Destroy lists the target's weapons, first by default, and sends the one picked", async () => {
    const { w, act } = open()
    await w.get('select[aria-label="Decisive option"]').setValue('destroy')
    const pick = w.get('select[aria-label="Weapon to destroy"]')
    expect(pick.findAll('option').map((o) => o.text())).toEqual(['Hook Knife', 'Disk Sling'])
    await pick.setValue('disk-sling')
    await w.get('[data-role="roll-attack"]').trigger('click')
    expect(sent(act)).toMatchObject({ decisiveOption: 'destroy', destroyWeaponId: 'disk-sling' })
  })

  it('Unmask on an NPC is unticked by default; ticked, it sends that the target wears a mask', async () => {
    const { w, act } = open()
    await w.get('select[aria-label="Decisive option"]').setValue('unmask')
    const mask = w.get('input[aria-label="Target wears a mask"]')
    expect((mask.element as HTMLInputElement).checked).toBe(false)
    await mask.setValue(true)
    await w.get('[data-role="roll-attack"]').trigger('click')
    expect(sent(act)).toMatchObject({ decisiveOption: 'unmask', targetMasked: true })
  })

  it('neither question is asked for another option, and nothing of theirs is sent', async () => {
    const { w, act } = open()
    await w.get('select[aria-label="Decisive option"]').setValue('hamstring')
    expect(w.find('select[aria-label="Weapon to destroy"]').exists()).toBe(false)
    expect(w.find('input[aria-label="Target wears a mask"]').exists()).toBe(false)
    await w.get('[data-role="roll-attack"]').trigger('click')
    expect(sent(act)).not.toHaveProperty('destroyWeaponId')
    expect(sent(act)).not.toHaveProperty('targetMasked')
  })
})
