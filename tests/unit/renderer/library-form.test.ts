import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { RUST_SENTINEL } from '../../../shared/rules/bluebox'
import SheetForm from '../../../renderer/src/rules/bluebox/form/BlueboxSheetForm.vue'
import { blankNpc } from '../../../renderer/src/rules/bluebox/sheet-support'
import { demoCampaign, storeWith } from './library-support'

function setup(kind: 'npc' | 'pc' = 'npc', initial: object = RUST_SENTINEL) {
  const session = storeWith()
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(SheetForm, { props: { kind, initial: initial as never, isNew: false } })
  const input = (path: string) => w.get(`[data-path="${path}"]`)
  const issue = (path: string) => w.findAll(`[data-issue-for="${path}"]`).map((e) => e.text())
  const save = () => w.get('button[type="submit"]')
  return { w, act, input, issue, save }
}

describe('SheetForm', () => {
  it('refuses a bonus above the level, beside the field, and Save stays off', async () => {
    const { input, issue, save } = setup()
    await input('abilityBonuses.strength').setValue('6')
    expect(issue('abilityBonuses.strength')).toEqual(['Strength bonus 6 is above level 5'])
    expect(save().attributes('disabled')).toBeDefined()
    // Raising the level clears it: the rule is the cross-field one, checked as you type.
    await input('level').setValue('6')
    expect(issue('abilityBonuses.strength')).toEqual([])
    expect(save().attributes('disabled')).toBeUndefined()
  })

  it.each([
    ['hpMax', '-3', 'HP max must be at least 1, not -3'],
    ['hpMax', '', 'HP max must be a number'],
    ['level', '2.5', 'Level must be a whole number from 1 to 30, not 2.5'],
    ['stats.DEX', '11', 'DEX modifier must be at most 10, not 11'],
    ['armor.baseAC', '-1', 'Armor base AC must be at least 0, not -1'],
    ['name', '', 'Name must not be empty'],
    ['weapons.0.reachOrRange', '0', 'Reach or range (m) must be at least 1, not 0'],
    ['weapons.0.critical.min', '3', 'Critical Area ends at 2 m, before it starts at 3 m'],
  ])('%s = %j shows "%s" next to the field', async (path, value, message) => {
    const { input, issue, save, w } = setup()
    await input(path).setValue(value)
    const at = path === 'weapons.0.critical.min' ? 'weapons.0.critical.max' : path
    expect(issue(at)).toEqual([message])
    expect(save().attributes('disabled')).toBeDefined()
    expect(w.get('[data-role="issue-count"]').text()).toBe('1 problem to fix')
  })

  it('one choice per damage type: fire moves from resistant to immune, never in both lists', async () => {
    const { w, save, act } = setup()
    await w.get('select[aria-label="fire damage"]').setValue('immunities')
    expect(w.findAll('[data-issue-for]')).toHaveLength(0)
    await save().trigger('submit')
    await flushPromises()
    expect(act.mock.calls[0]?.[1]).toMatchObject({
      npc: { resistances: ['stone'], immunities: ['psychic', 'fire'] },
    })
  })

  it('Save sends the parsed NPC to main', async () => {
    const { input, save, act, w } = setup('npc', blankNpc('npc-x'))
    await input('name').setValue('Causeway Bandit')
    await input('abilityBonuses.stealth').setValue('1')
    await save().trigger('submit')
    await flushPromises()
    expect(act).toHaveBeenCalledTimes(1)
    const [channel, payload] = act.mock.calls[0] as [string, { npc: Record<string, unknown> }]
    expect(channel).toBe('npc:save')
    expect(payload.npc).toMatchObject({
      id: 'npc-x',
      name: 'Causeway Bandit',
      abilityBonuses: { stealth: 1 },
    })
    expect(w.emitted('saved')).toEqual([['npc-x']])
  })

  it('a PC: EP above EP max is refused beside EP; Save sends pc:save', async () => {
    const vaka = demoCampaign().pcs.vaka!
    const { input, issue, save, act } = setup('pc', vaka)
    await input('epCurrent').setValue('5')
    expect(issue('epCurrent')).toEqual(['EP 5 is above EP max 3'])
    await input('epCurrent').setValue('2')
    await input('exhaustion').setValue('1')
    await save().trigger('submit')
    await flushPromises()
    expect(act.mock.calls[0]?.[0]).toBe('pc:save')
    expect(act.mock.calls[0]?.[1]).toMatchObject({
      pc: { id: 'vaka', epCurrent: 2, exhaustion: 1 },
    })
  })

  it('a PC’s HP can be rolled at creation: 7d4 + FOR becomes HP max', async () => {
    const vaka = demoCampaign().pcs.vaka!
    const { w, issue } = setup('pc', vaka)
    await w.findAll('input[name="hp-origin"]')[1]!.setValue(true)
    const text = w.get('[data-role="hp-roll"]').text()
    const m = /\[([\d, ]+)\] \+1 FOR = HP max (\d+)/.exec(text)
    expect(m).not.toBeNull()
    const faces = m![1]!.split(', ').map(Number)
    expect(faces).toHaveLength(7)
    expect(faces.every((f) => f >= 1 && f <= 4)).toBe(true)
    expect(Number(m![2])).toBe(faces.reduce((a, b) => a + b, 0) + 1)
    expect(issue('hpOrigin')).toEqual([])
  })
})
