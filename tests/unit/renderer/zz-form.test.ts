/**
 * The ZZ sheet form (B.9): every problem shows in words beside its field as you type, Save stays
 * off until there are none, and Save sends the parsed sheet (weapons, skills, gear) to main.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import ZzSheetForm from '../../../renderer/src/rules/zz/form/ZzSheetForm.vue'
import type { ZzSheet } from '../../../renderer/src/rules/zz/support'
import { blankZzSheet } from '../../../shared/rules/zz/adapter/ruleset-sheet'
import { zzOrc, zzStore, zzThurig } from './zz-campaign'

function setup(kind: 'npc' | 'pc' = 'npc', initial: ZzSheet = zzOrc()) {
  const session = zzStore()
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(ZzSheetForm, { props: { kind, initial, isNew: false } })
  const input = (path: string) => w.get(`[data-path="${path}"]`)
  const issue = (path: string) => w.findAll(`[data-issue-for="${path}"]`).map((e) => e.text())
  const save = () => w.get('button[type="submit"]')
  const sent = () => (act.mock.calls[0]?.[1] ?? {}) as Record<string, Record<string, unknown>>
  const button = (text: string) => w.findAll('button').find((b) => b.text() === text)!
  return { w, act, input, issue, save, sent, button }
}

describe('ZzSheetForm (B.9)', () => {
  it.each([
    ['hpMax', '0', 'HP max must be at least 1, not 0'],
    ['hpMax', '', 'HP max must be a number'],
    ['level', '1.5', 'Level must be a whole number, not 1.5'],
    ['str', '31', 'STR must be at most 30, not 31'],
    ['move', '-1', 'MOVE must be at least 0, not -1'],
    ['size', '15', 'Size must be a multiple of 10'],
    ['recovery', '22', 'Recovery must be at most 21, not 22'],
    ['name', '', 'Name must not be empty'],
    ['shortName', 'A VERY LONG NAME', 'Figurine must be at most 12 characters'],
    ['weapons.0.damage', 'lots', '"lots" is not a formula'],
    ['weapons.0.range', '0', 'Range must be at least 1, not 0'],
  ])('%s = %j is refused beside the field: "%s"', async (path, value, message) => {
    const { input, issue, save, w } = setup()
    await input(path).setValue(value)
    expect(issue(path).join(' ')).toContain(message)
    expect(save().attributes('disabled')).toBeDefined()
    expect(w.get('[data-role="issue-count"]').text()).toBe('1 problem to fix')
  })

  it('the dice pickers store faces as numbers; Save sends the sheet with npc:save', async () => {
    const { input, save, act, sent } = setup()
    await input('baseAttack').setValue('12')
    await input('baseDefense').setValue('6')
    await input('archery').setValue('expert')
    await save().trigger('submit')
    await flushPromises()
    expect(act.mock.calls[0]?.[0]).toBe('npc:save')
    expect(sent().npc).toMatchObject({ baseAttack: 12, baseDefense: 6, archery: 'expert' })
  })

  it('adds a ranged weapon with ammunition, a skill and a stored item; puts the weapon in a hand', async () => {
    const { input, save, sent, button, w } = setup()
    await button('Add weapon').trigger('click')
    await input('weapons.1.name').setValue('Sling')
    await input('weapons.1.kind').setValue('ranged')
    await input('weapons.1.range').setValue('5')
    await input('weapons.1.damage').setValue('d4+1')
    await input('weapons.1.ammo').setValue('rock')
    await button('Add skill').trigger('click')
    await input('skills.0.name').setValue('Sneak')
    await input('skills.0.bonus').setValue('3')
    await button('Add carried item').trigger('click')
    await input('gear.stored.0.item').setValue('rock')
    await input('gear.stored.0.container').setValue('pouch')
    await input('gear.stored.0.count').setValue('6')
    await w.get('select[aria-label="Left hand"]').setValue('weapon-2')
    await save().trigger('submit')
    await flushPromises()
    const npc = sent().npc!
    expect((npc.weapons as unknown[])[1]).toMatchObject({
      id: 'weapon-2',
      name: 'Sling',
      kind: 'ranged',
      range: 5,
      damage: 'd4+1',
      ammo: 'rock',
    })
    expect(npc.skills).toEqual([{ name: 'Sneak', attribute: 'DEX', bonus: 3 }])
    expect(npc.gear).toMatchObject({
      hands: ['axe', 'weapon-2'],
      stored: [{ item: 'rock', container: 'pouch', count: 6 }],
    })
  })

  it('removing a weapon empties the hand that held it', async () => {
    const { w, save, sent } = setup()
    await w.get('button[aria-label="Remove weapon Axe"]').trigger('click')
    await save().trigger('submit')
    await flushPromises()
    expect(sent().npc).toMatchObject({ weapons: [], gear: { hands: [null, null] } })
  })

  it('a PC has a player and is sent with pc:save', async () => {
    const { input, save, act, sent } = setup('pc', zzThurig())
    await input('player').setValue('Robin')
    await save().trigger('submit')
    await flushPromises()
    expect(act.mock.calls[0]?.[0]).toBe('pc:save')
    expect(sent().pc).toMatchObject({ player: 'Robin' })
  })

  it('an NPC has a disposition; leaving it unset removes it', async () => {
    const { input, save, sent } = setup()
    await input('disposition').setValue('')
    await save().trigger('submit')
    await flushPromises()
    expect(sent().npc).not.toHaveProperty('disposition')
  })

  it('Escape cancels', async () => {
    const { w } = setup()
    await w.get('[data-path="name"]').trigger('keydown', { key: 'Escape' })
    expect(w.emitted('cancel')).toHaveLength(1)
  })

  it('New NPC starts from a blank that is already valid', () => {
    zzStore()
    const w = mount(ZzSheetForm, {
      props: { kind: 'npc', initial: blankZzSheet('npc', 'npc-1', 'New NPC'), isNew: true },
    })
    expect(w.text()).toContain('Valid')
    expect(w.get('button[type="submit"]').attributes('disabled')).toBeUndefined()
  })
})
