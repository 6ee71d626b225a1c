/**
 * The GG stat block, roll dialog, tokens' state and list: derived numbers with how they came
 * about, Trait and action buttons that ask for rolls, exact odds before a Trait Test, hand edits
 * of a token's state sent whole, and the registry's GG pieces.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { traitTestOdds } from '../../../shared/rules/gg/engine/test'
import { resolveGgOptions } from '../../../shared/rules/gg/engine/options'
import { GgPcSchema } from '../../../shared/rules/gg/engine/sheet-schema'
import { deriveSheet } from '../../../renderer/src/rules/gg/derived'
import { percent } from '../../../renderer/src/features/library/sheets'
import NpcList from '../../../renderer/src/rules/common/NpcList.vue'
import GgSheetTokens from '../../../renderer/src/rules/gg/GgSheetTokens.vue'
import GgStatBlock from '../../../renderer/src/rules/gg/GgStatBlock.vue'
import GgRollDialog from '../../../renderer/src/rules/gg/roll/GgRollDialog.vue'
import { rulesetUiOf } from '../../../renderer/src/rules/registry'
import { ggCampaign, ggOrc, ggStore } from './gg-campaign'
import { storeWith } from './library-support'

describe('GgStatBlock', () => {
  it('shows HT, END DR, reach and each action’s bonus and damage with how they were derived', () => {
    ggStore()
    const w = mount(GgStatBlock, { props: { sheet: ggOrc(), kind: 'npc' } })
    expect(w.get('[data-role="ht"]').text()).toBe('13')
    expect(w.get('[data-role="ht-how"]').text()).toBe('HT 13: 10 + 3 (AGI)')
    expect(w.get('[data-role="end-dr"]').text()).toBe('1')
    expect(w.get('[data-role="reach"]').text()).toBe('1 m')
    const axe = w.get('[data-action-id="axe"]')
    expect(axe.get('[data-role="attack-bonus"]').text()).toBe('+5 to hit (PHY 3 + SB 2)')
    expect(axe.get('[data-role="damage"]').text()).toBe('· 1d12 + 3 Slashing')
  })

  it('a Trait asks for a Trait Test, an action for an attack', async () => {
    ggStore()
    const w = mount(GgStatBlock, { props: { sheet: ggOrc(), kind: 'npc' } })
    await w.get('[data-trait="AGI"]').trigger('click')
    await w.get('[data-action-id="axe"] button').trigger('click')
    expect(w.emitted('roll')).toEqual([
      [{ type: 'check', trait: 'AGI' }],
      [{ type: 'attack', actionId: 'axe' }],
    ])
  })
})

describe('GgRollDialog: a Trait Test', () => {
  it('shows the exact chance against the TG typed, and Roll sends roll:check from the token', async () => {
    const session = ggStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(GgRollDialog, {
      props: {
        request: { sheet: { kind: 'npc', id: 'orc' }, what: { type: 'check', trait: 'AGI' } },
      },
    })
    const options = resolveGgOptions({})
    const at = (tg: number, extra: object = {}) =>
      percent(
        traitTestOdds({ trait: 3, sb: 2, trained: false, modifier: 0, ...extra }, tg, options)
          .success,
      )
    expect(w.get('[data-role="chance"]').text()).toBe(at(10))
    await w.get('input[aria-label="Test Goal"]').setValue('17')
    await w.get('input[aria-label="Trained"]').setValue(true)
    await w.get('input[aria-label="Advantage"]').setValue('1')
    expect(w.get('[data-role="chance"]').text()).toBe(
      at(17, { trained: true, advantage: { advantage: 1, disadvantage: 0 } }),
    )
    expect(w.get('[data-role="roll-how"]').text()).toContain('d20 + AGI 3 + SB 2 (Trained)')
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:check', {
      sheet: { kind: 'npc', id: 'orc' },
      tokenId: 'tok-orc',
      trait: 'AGI',
      trained: true,
      tg: 17,
      advantages: 1,
      disadvantages: 0,
      modifier: 0,
    })
  })

  it('an attack without a target says to choose one, and Roll stays off', () => {
    ggStore()
    const w = mount(GgRollDialog, {
      props: {
        request: { sheet: { kind: 'npc', id: 'orc' }, what: { type: 'attack', actionId: 'axe' } },
      },
    })
    expect(w.get('[data-role="roll-problem"]').text()).toContain('Choose a target')
    expect(
      w
        .findAll('button')
        .find((b) => b.text() === 'Roll')!
        .attributes('disabled'),
    ).toBeDefined()
  })
})

describe('GgSheetTokens', () => {
  it('sends the token’s whole new state on an HP edit, and refuses more HP than the sheet has', async () => {
    const session = ggStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const notify = vi.spyOn(session, 'notify')
    const w = mount(GgSheetTokens, {
      props: { sheetRef: { kind: 'npc', id: 'orc' }, sheet: ggOrc() },
    })
    expect(w.get('[data-role="instance-hp"]').text()).toBe('HP 30/30')
    const hp = w.get('input[aria-label="HP of Orc Raider"]')
    await hp.setValue('31')
    await hp.trigger('change')
    expect(act).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalledWith('error', 'Orc Raider has at most 30 HP')
    await hp.setValue('12')
    await hp.trigger('change')
    expect(act).toHaveBeenCalledWith('token:setInstance', {
      tokenId: 'tok-orc',
      hp: 12,
      bp: 0,
      dying: expect.objectContaining({ dying: false, wounded: 0 }),
      conditions: [],
      slowed: 0,
      scars: [],
      markedBy: [],
      turn: { taken: {}, reactions: [] },
    })
  })

  it('caps Wounded at 5 and Slowed at 20, and names each number for the token', async () => {
    const session = ggStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(GgSheetTokens, {
      props: { sheetRef: { kind: 'npc', id: 'orc' }, sheet: ggOrc() },
    })
    expect(w.get('input[aria-label="BP of Orc Raider"]').attributes('max')).toBeUndefined()
    expect(w.get('input[aria-label="Slowed degrees of Orc Raider"]').attributes('max')).toBe('20')
    const wounded = w.get('input[aria-label="Wounded of Orc Raider"]')
    expect(wounded.attributes('max')).toBe('5')
    await wounded.setValue('2')
    await wounded.trigger('change')
    expect(act.mock.calls[0]?.[1]).toMatchObject({ dying: expect.objectContaining({ wounded: 2 }) })
  })

  it('ticks a condition and sets who Marked it', async () => {
    const session = ggStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(GgSheetTokens, {
      props: { sheetRef: { kind: 'npc', id: 'orc' }, sheet: ggOrc() },
    })
    const prone = w.findAll('label').find((l) => l.text() === 'Prone')!
    await prone.get('input').setValue(true)
    expect(act.mock.calls[0]?.[1]).toMatchObject({ conditions: ['prone'] })
    const marked = w.get('input[aria-label="Marked by (Orc Raider)"]')
    await marked.setValue('Aria, Bren')
    await marked.trigger('change')
    expect(act.mock.calls[1]?.[1]).toMatchObject({ markedBy: ['Aria', 'Bren'] })
  })
})

describe('the GG UI in the registry', () => {
  it('gives every piece, the summary line, the HP bar and condition names', () => {
    const ui = rulesetUiOf('gg')!
    for (const piece of ['SheetForm', 'StatBlock', 'SheetTokens', 'RollDialog'] as const)
      expect(ui[piece]).toBeTruthy()
    expect(ui.TargetPanel).toBeTruthy()
    const c = ggCampaign()
    expect(ui.sheetSummary(c.npcs.orc!, 'npc')).toBe('Lvl 2 · HT 13 · HP 30')
    expect(ui.sheetSummary(c.pcs.aria!, 'pc')).toBe('Lvl 1 · HT 12 · HP 24 · Sam')
    const tok = { ...c.tokens['tok-orc']!, instance: { hp: 9, bp: 2 } }
    expect(ui.tokenVitals(tok, c.npcs.orc!)).toEqual({
      hp: 9,
      hpMax: 30,
      thp: 2,
      plating: 0,
      platingMax: 0,
    })
    expect(ui.conditionName('knockedOut')).toBe('Knocked Out of the Fight')
    expect(ui.conditionName('soakedThrough')).toBe('Soaked through')
  })

  it('the NPC list filters by rank, and searches name, tag or class tag', async () => {
    ggStore()
    const minion = {
      ...ggOrc(),
      id: 'gob',
      name: 'Goblin',
      rank: 'minion' as const,
      tags: ['goblin'],
      classTags: ['skirmisher'],
    }
    const ui = rulesetUiOf('gg')!
    const w = mount(NpcList, { props: { npcs: [ggOrc(), minion], ui, selectedId: null } })
    const names = () => w.findAll('[data-npc-id]').map((e) => e.attributes('data-npc-id'))
    expect(names()).toEqual(['gob', 'orc'])
    await w.get('select[aria-label="Filter by rank"]').setValue('minion')
    expect(names()).toEqual(['gob'])
    await w.get('select[aria-label="Filter by rank"]').setValue('')
    await w.get('input[aria-label="Search NPCs"]').setValue('raider')
    expect(names()).toEqual(['orc'])
    // Class tags are searched but only the tags are shown.
    await w.get('input[aria-label="Search NPCs"]').setValue('skirmisher')
    expect(names()).toEqual(['gob'])
    expect(w.get('[data-npc-id="gob"] .tags').text()).toBe('goblin')
  })
})

describe('GgRollDialog: what the roller’s state adds', () => {
  function withOrcState(instance: Record<string, unknown>) {
    const c = ggCampaign()
    c.tokens['tok-orc'] = { ...c.tokens['tok-orc']!, instance }
    return c
  }

  it('a squeezing roller’s Agility Test has Disadvantage in the odds; main adds it itself', async () => {
    const session = storeWith(withOrcState({ hp: 30, conditions: ['squeezing'] }))
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(GgRollDialog, {
      props: {
        request: { sheet: { kind: 'npc', id: 'orc' }, what: { type: 'check', trait: 'AGI' } },
      },
    })
    const odds = traitTestOdds(
      {
        trait: 3,
        sb: 2,
        trained: false,
        modifier: 0,
        advantage: { advantage: 0, disadvantage: 1 },
      },
      10,
      resolveGgOptions({}),
    )
    expect(w.get('[data-role="chance"]').text()).toBe(percent(odds.success))
    expect(w.get('[data-role="roll-how"]').text()).toContain(
      '(squeezing: Disadvantage on Agility Tests (GG-037))',
    )
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')
    await flushPromises()
    expect(act.mock.calls[0]?.[1]).toMatchObject({ trait: 'AGI', disadvantages: 0 })
  })

  it('with a Dying being on the map it can Stabilise it: Medicine Trait vs TG 10', async () => {
    const c = ggCampaign()
    c.tokens['tok-aria'] = { ...c.tokens['tok-aria']!, instance: { hp: 0, dying: { dying: true } } }
    const session = storeWith(c)
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(GgRollDialog, {
      props: {
        request: { sheet: { kind: 'npc', id: 'orc' }, what: { type: 'check', trait: 'AGI' } },
      },
    })
    await w.get('select[aria-label="Stabilise"]').setValue('tok-aria')
    expect(w.text()).toContain('Knowledge Test to Stabilise Aria')
    const odds = traitTestOdds(
      { trait: -1, sb: 2, trained: false, modifier: 0 },
      10,
      resolveGgOptions({}),
    )
    expect(w.get('[data-role="chance"]').text()).toBe(percent(odds.success))
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')
    await flushPromises()
    expect(act.mock.calls[0]?.[1]).toMatchObject({ trait: 'KNO', stabilise: 'tok-aria' })
    expect(act.mock.calls[0]?.[1]).not.toHaveProperty('tg')
  })
})

describe('GG reach of each action (seed 001 L36, L54)', () => {
  it('a Reach weapon widens the AoC to 2 m, but an Unarmed Strike held beside it still reaches 1 m', () => {
    // L54: "for most Characters this is around 1m"; L36: "wielding a Weapon with the Reach
    // Weapon Property, then their AoC increases to a 2m area". The Unarmed Strike is no Weapon.
    const bram = GgPcSchema.parse({
      id: 'bram',
      name: 'Bram',
      traits: { PHY: 2, AGI: 1, END: 2, KNO: 0, INT: 0, DET: 1 },
      hpMax: 20,
      actions: [
        { id: 'glaive', name: 'Glaive', damage: '1d10', properties: ['reach', 'twoHanded'] },
        { id: 'fist', name: 'Unarmed Strike', kind: 'unarmed', damage: '1d4' },
      ],
    })
    const options = resolveGgOptions({})
    const d = deriveSheet(bram, options)
    expect(d.reach.value).toBe(2)
    const by = (id: string) => d.actions.find((a) => a.action.id === id)!
    expect(by('glaive')).toMatchObject({ reach: 'reach 2 m', metres: 2 })
    expect(by('fist')).toMatchObject({ reach: 'reach 1 m', metres: 1 })
  })
})
