/**
 * The ZZ stat block, list, token state and registry entry (B.9): derived lines with how they came
 * about, attribute / skill / weapon buttons that ask for rolls, hand edits of a token's state sent
 * whole, the monster list's filters, and what the HP bar shows.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import NpcList from '../../../renderer/src/rules/common/NpcList.vue'
import ZzSheetTokens from '../../../renderer/src/rules/zz/ZzSheetTokens.vue'
import ZzStatBlock from '../../../renderer/src/rules/zz/ZzStatBlock.vue'
import { rulesetUiOf } from '../../../renderer/src/rules/registry'
import { zzCampaign, zzOrc, zzStore, zzThurig } from './zz-campaign'

describe('ZzStatBlock (B.9)', () => {
  it('shows each weapon’s attack, Defend, throwing range and Recovery with how they were derived', () => {
    zzStore()
    const w = mount(ZzStatBlock, { props: { sheet: zzThurig(), kind: 'pc' } })
    const line = (id: string) => w.get(`[data-line="${id}"]`)
    expect(line('attack:sword').get('[data-role="value"]').text()).toBe('d8+STR(3)')
    expect(line('attack:bow').get('[data-role="value"]').text()).toBe(
      'd20 + 4, hits on 10+; damage d6',
    )
    expect(line('defend').get('[data-role="value"]').text()).toBe('d6 + 2')
    expect(line('defend').get('[data-role="how"]').text()).toBe(
      'Base Defense d6 + DEX 2 + armour 0',
    )
    expect(line('throw').get('[data-role="value"]').text()).toBe('8 spaces')
    expect(line('recovery').get('[data-role="value"]').text()).toBe('d20 ≥ 12')
    expect(w.get('[data-role="gear"]').text()).toContain('In hand: Sword / empty')
    expect(w.get('[data-role="gear"]').text()).toContain('12 × arrow (Quiver)')
    expect(w.text()).toContain('Player Sam')
  })

  it('ZZ-21: a Hero that left a map by an exit shows the state it will come back with', () => {
    zzStore()
    const fresh = mount(ZzStatBlock, { props: { sheet: zzThurig(), kind: 'pc' } })
    expect(fresh.find('[data-role="off-board"]').exists()).toBe(false)
    const sheet = {
      ...zzThurig(),
      offBoard: {
        hp: 7,
        mind: 1,
        statuses: ['tripped' as const],
        defendBonus: 0,
        gear: { hands: ['sword', null] as [string, null], stored: [], loaded: [] },
        attackedBy: [],
      },
    }
    const w = mount(ZzStatBlock, { props: { sheet, kind: 'pc' } })
    expect(w.get('[data-role="off-board"]').text()).toBe(
      'Left the last map by an exit with 7 / 20 HP · 1 / 3 Mind · Tripped · in hand: Sword / empty; placed on a map, it comes back so.',
    )
  })

  it('ZZ-Q17: a melee weapon naming no attribute shows STR added by the table rule', () => {
    zzStore()
    const w = mount(ZzStatBlock, { props: { sheet: zzOrc(), kind: 'npc' } })
    expect(w.get('[data-line="attack:axe"] [data-role="value"]').text()).toBe('d10+STR(2)')
  })

  it('an attribute or skill asks for Use Skill, a weapon for an attack', async () => {
    zzStore()
    const w = mount(ZzStatBlock, { props: { sheet: zzThurig(), kind: 'pc' } })
    await w.get('[data-attribute="DEX"]').trigger('click')
    await w.get('[data-skill="Climb"]').trigger('click')
    await w.get('[data-line="attack:sword"] button').trigger('click')
    expect(w.emitted('roll')).toEqual([
      [{ type: 'skill', attribute: 'DEX' }],
      [{ type: 'skill', attribute: 'STR', skill: 'Climb' }],
      [{ type: 'attack', weaponId: 'sword' }],
    ])
  })
})

describe('ZzSheetTokens', () => {
  it('sends the token’s whole new state on an HP edit, and refuses more HP than the sheet has', async () => {
    const session = zzStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const notify = vi.spyOn(session, 'notify')
    const w = mount(ZzSheetTokens, {
      props: { sheetRef: { kind: 'npc', id: 'orc' }, sheet: zzOrc() },
    })
    expect(w.get('[data-role="instance-hp"]').text()).toBe('HP 12/12')
    const hp = w.get('input[aria-label="HP of Orc"]')
    await hp.setValue('13')
    await hp.trigger('change')
    expect(act).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalledWith('error', 'HP of Orc must be from -9999 to 12')
    await hp.setValue('-2')
    await hp.trigger('change')
    expect(act).toHaveBeenCalledWith('token:setInstance', {
      tokenId: 'tok-orc',
      hp: -2,
      mind: 0,
      statuses: [],
      defendBonus: 0,
      gear: { hands: ['axe', null], stored: [], loaded: [] },
      attackedBy: [],
    })
  })

  it('ticks a status, sets a Defend bonus and a disposition in play', async () => {
    const session = zzStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzSheetTokens, {
      props: { sheetRef: { kind: 'npc', id: 'orc' }, sheet: zzOrc() },
    })
    const onFire = w.findAll('label').find((l) => l.text() === 'On Fire')!
    await onFire.get('input').setValue(true)
    expect(act.mock.calls[0]?.[1]).toMatchObject({ statuses: ['onFire'] })
    const defend = w.get('input[aria-label="Defend bonus of Orc"]')
    await defend.setValue('3')
    await defend.trigger('change')
    expect(act.mock.lastCall?.[1]).toMatchObject({ defendBonus: 3 })
    await w.get('select[aria-label="Disposition of Orc"]').setValue('neutral')
    expect(act.mock.lastCall?.[1]).toMatchObject({ disposition: 'neutral' })
  })
})

describe('the ZZ UI in the registry', () => {
  it('gives every piece, the summary line, the HP bar, status names and the export', () => {
    const ui = rulesetUiOf('zz')!
    for (const piece of [
      'SheetForm',
      'StatBlock',
      'SheetTokens',
      'RollDialog',
      'TargetPanel',
    ] as const)
      expect(ui[piece]).toBeTruthy()
    const c = zzCampaign()
    expect(ui.sheetSummary(c.npcs.orc!, 'npc')).toBe('Lvl 2 · HP 12 · Attack d8 · Defense d4')
    expect(ui.sheetSummary(c.pcs.thurig!, 'pc')).toBe(
      'Lvl 1 · HP 20 · Attack d8 · Defense d6 · Sam',
    )
    const tok = { ...c.tokens['tok-orc']!, instance: { hp: -3, statuses: ['down'] } }
    expect(ui.tokenVitals(tok, c.npcs.orc!)).toEqual({
      hp: -3,
      hpMax: 12,
      thp: 0,
      plating: 0,
      platingMax: 0,
    })
    // A token no one has hurt yet shows the sheet's full HP.
    expect(ui.tokenVitals(c.tokens['tok-orc']!, c.npcs.orc!)?.hp).toBe(12)
    expect(ui.conditionName('onFire')).toBe('On Fire')
    expect(ui.conditionName('wetThrough')).toBe('Wet Through')
    expect(ui.blankSheet('pc', 'p1')).toMatchObject({ id: 'p1', name: 'New Hero', hpMax: 12 })
  })

  it('the monster list filters by disposition, and searches weapon names', async () => {
    zzStore()
    const friend = { ...zzOrc(), id: 'guard', name: 'Guard', disposition: 'friendly' as const }
    const unset = { ...zzOrc(), id: 'rat', name: 'Rat', disposition: undefined, weapons: [] }
    const npcs = [zzOrc(), friend, unset]
    const w = mount(NpcList, { props: { npcs, ui: rulesetUiOf('zz')!, selectedId: null } })
    const names = () => w.findAll('[data-npc-id]').map((e) => e.attributes('data-npc-id'))
    expect(names()).toEqual(['guard', 'orc', 'rat'])
    expect(w.get('[data-npc-id="orc"] .meta').text()).toBe('Lvl 2 · HP 12 · Attack d8 · Defense d4')
    await w.get('select[aria-label="Filter by disposition"]').setValue('friendly')
    expect(names()).toEqual(['guard'])
    await w.get('select[aria-label="Filter by disposition"]').setValue('unset')
    expect(names()).toEqual(['rat'])
    await w.get('select[aria-label="Filter by disposition"]').setValue('')
    await w.get('input[aria-label="Search NPCs"]').setValue(zzOrc().weapons[0]!.name)
    expect(names()).toEqual(['guard', 'orc'])
  })
})
