/**
 * The GG sheet form: every problem shows in words beside its field as you type, Save stays off
 * until there are none, and Save sends the parsed sheet (actions, defences, PC extras) to main.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import GgSheetForm from '../../../renderer/src/rules/gg/form/GgSheetForm.vue'
import type { GgSheet } from '../../../renderer/src/rules/gg/support'
import { ggUi } from '../../../renderer/src/rules/gg/ui'
import { ggAria, ggOrc, ggStore } from './gg-campaign'

function setup(kind: 'npc' | 'pc' = 'npc', initial: GgSheet = ggOrc()) {
  const session = ggStore()
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(GgSheetForm, { props: { kind, initial, isNew: false } })
  const input = (path: string) => w.get(`[data-path="${path}"]`)
  const issue = (path: string) => w.findAll(`[data-issue-for="${path}"]`).map((e) => e.text())
  const save = () => w.get('button[type="submit"]')
  const sent = () => (act.mock.calls[0]?.[1] ?? {}) as Record<string, Record<string, unknown>>
  return { w, act, input, issue, save, sent }
}

describe('GgSheetForm', () => {
  it.each([
    ['hpMax', '-5', 'HP max must be at least 1, not -5'],
    ['hpMax', '', 'HP max must be a number'],
    ['level', '2.5', 'Level must be a whole number, not 2.5'],
    ['traits.PHY', '21', 'PHY must be at most 20, not 21'],
    ['sb', '-1', 'SB must be at least 0, not -1'],
    ['speed.walk', '2.3', 'Walking speed is in whole or half metres'],
    ['name', '', 'Name must not be empty'],
    ['actions.0.damage', 'lots', '"lots" is not a dice expression'],
    ['actions.0.ap', '11', 'AP cost must be at most 10, not 11'],
  ])('%s = %j is refused beside the field: "%s"', async (path, value, message) => {
    const { input, issue, save, w } = setup()
    await input(path).setValue(value)
    expect(issue(path).join(' ')).toContain(message)
    expect(save().attributes('disabled')).toBeDefined()
    expect(w.get('[data-role="issue-count"]').text()).toBe('1 problem to fix')
  })

  it('an optional number left empty is removed, not refused (HT back to 10 + AGI)', async () => {
    const { input, save, sent } = setup('npc', { ...ggOrc(), ht: 15 })
    await input('ht').setValue('')
    expect(save().attributes('disabled')).toBeUndefined()
    await save().trigger('submit')
    await flushPromises()
    expect(sent().npc).not.toHaveProperty('ht')
  })

  it('adds an action, edits its fields and types, and Save sends it parsed', async () => {
    const { w, input, save, act, sent } = setup()
    await w
      .findAll('button')
      .find((b) => b.text() === 'Add action')!
      .trigger('click')
    await input('actions.1.name').setValue('Javelin')
    await input('actions.1.melee').setValue(false)
    await input('actions.1.range').setValue('12')
    await input('actions.1.damage').setValue('1d6+1')
    await w.get('select[aria-label="Damage type of Javelin"]').setValue('piercing')
    await w.get('select[aria-label="Second damage type of Javelin"]').setValue('fire')
    await input('actions.1.trait').setValue('AGI')
    await save().trigger('submit')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('npc:save', expect.anything())
    const javelin = (sent().npc!.actions as Record<string, unknown>[])[1]
    expect(javelin).toMatchObject({
      id: 'action-2',
      name: 'Javelin',
      melee: false,
      range: 12,
      damage: '1d6+1',
      damageTypes: ['piercing', 'fire'],
      trait: 'AGI',
      ap: 1,
    })
    expect(w.emitted('saved')).toEqual([['orc']])
  })

  it('removes an action', async () => {
    const { w, save, sent } = setup()
    await w.get('button[aria-label="Remove action Greataxe"]').trigger('click')
    await save().trigger('submit')
    await flushPromises()
    expect(sent().npc!.actions).toEqual([])
  })

  it('adds a defence with a type from the table, and its amount is validated', async () => {
    const { w, save, issue, sent } = setup()
    await w.get('select[aria-label="Defence kind"]').setValue('reductions')
    await w.get('select[aria-label="Damage type"]').setValue('cold')
    await w.get('input[aria-label="Amount"]').setValue('3')
    await w
      .findAll('button')
      .find((b) => b.text() === 'Add defence')!
      .trigger('click')
    const amount = w.get('[data-path="reductions.cold"]')
    await amount.setValue('101')
    expect(issue('reductions.cold')).toEqual(['Reductions must be at most 100, not 101'])
    await amount.setValue('2')
    await save().trigger('submit')
    await flushPromises()
    expect(sent().npc!.reductions).toEqual({ cold: 2 })
  })

  it('a PC: player and Scar Concepts, sent with pc:save', async () => {
    const { input, save, act, sent } = setup('pc', ggAria())
    await input('player').setValue('Robin')
    await input('scars.mild').setValue('A limp from the fall')
    await save().trigger('submit')
    await flushPromises()
    expect(act.mock.calls[0]?.[0]).toBe('pc:save')
    expect(sent().pc).toMatchObject({ player: 'Robin', scars: { mild: 'A limp from the fall' } })
  })

  it('Escape cancels', async () => {
    const { w } = setup()
    await w.get('[data-path="name"]').trigger('keydown', { key: 'Escape' })
    expect(w.emitted('cancel')).toHaveLength(1)
  })

  it('New NPC starts from a blank that is already valid', () => {
    ggStore()
    const w = mount(ggUi.SheetForm, {
      props: { kind: 'npc', initial: ggUi.blankSheet('npc', 'npc-1'), isNew: true },
    })
    expect(w.text()).toContain('Valid')
    expect(w.get('button[type="submit"]').attributes('disabled')).toBeUndefined()
  })
})
