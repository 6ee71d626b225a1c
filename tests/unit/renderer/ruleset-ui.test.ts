/**
 * The renderer's ruleset seam: the registry hands Blue Box's UI pieces to the generic features,
 * a campaign whose ruleset has no UI gets none (its library says so instead of showing Blue Box
 * forms), and New Campaign lists the rulesets this build knows and sends the one picked.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerRuleset, rulesetById, unregisterRuleset } from '../../../shared/rules'
import type { Ruleset } from '../../../shared/rules'
import NewCampaignDialog from '../../../renderer/src/features/workspace/NewCampaignDialog.vue'
import SheetPane from '../../../renderer/src/features/library/SheetPane.vue'
import {
  registerRulesetUi,
  rulesetUiOf,
  unregisterRulesetUi,
  type RulesetUi,
} from '../../../renderer/src/rules/registry'
import { demoCampaign, storeWith } from './library-support'

/** A second ruleset, only as far as New Campaign's list needs. */
const other = { ...rulesetById('bluebox')!, id: 'test-skirmish', name: 'Test Skirmish' } as Ruleset

/** As inside Electron, where main can ask for a folder (the preload's bridge is there). */
const asDesktop = () => ((window as { bluebox?: unknown }).bluebox = {})

afterEach(() => {
  unregisterRuleset(other.id)
  unregisterRulesetUi(other.id)
  delete (window as { bluebox?: unknown }).bluebox
})

describe('the renderer ruleset registry', () => {
  it('gives Blue Box its sheet form, stat block, roll dialog, target panel and names', () => {
    const ui = rulesetUiOf('bluebox')!
    expect(ui).not.toBeNull()
    for (const piece of ['SheetForm', 'StatBlock', 'SheetTokens', 'RollDialog'] as const)
      expect(ui[piece]).toBeTruthy()
    expect(ui.TargetPanel).toBeTruthy()
    expect(ui.conditionName('back-footed')).toBe('Back-footed')
    const c = demoCampaign()
    const vaka = c.pcs['vaka']!
    expect(ui.sheetSummary(vaka, 'pc')).toMatch(/^L\d+ · d\d+/)
    expect(ui.blankSheet('npc', 'npc-1')).toMatchObject({ id: 'npc-1', name: 'New NPC' })
  })

  it('knows no UI for an unknown ruleset, and one a test registers until it is removed', () => {
    expect(rulesetUiOf('nope')).toBeNull()
    expect(rulesetUiOf(null)).toBeNull()
    registerRulesetUi({ ...rulesetUiOf('bluebox')!, id: other.id } as RulesetUi)
    expect(rulesetUiOf(other.id)?.id).toBe(other.id)
    unregisterRulesetUi(other.id)
    expect(rulesetUiOf(other.id)).toBeNull()
    unregisterRulesetUi('bluebox')
    expect(rulesetUiOf('bluebox')).not.toBeNull()
  })

  it('a library of a ruleset this build has no UI for says so instead of a Blue Box form', () => {
    storeWith({ ...demoCampaign(), rulesetId: 'unknown-game' as never })
    const w = mount(SheetPane, { props: { kind: 'npc', selected: null, editing: null } })
    expect(w.text()).toContain('no sheets for this campaign')
    expect(w.find('form.sheet-form').exists()).toBe(false)
    w.unmount()
  })
})

describe('New Campaign', () => {
  it('lists the rulesets this build knows, Blue Box first and chosen', () => {
    storeWith()
    const w = mount(NewCampaignDialog)
    const options = w.findAll('[data-role="ruleset-choice"] option')
    expect(options.map((o) => o.text())).toEqual([
      'Blue Box',
      'Trait-Test (GG)',
      'Zealots of Zaldar',
      'BrikWars',
    ])
    expect((w.get('[data-role="ruleset-choice"]').element as HTMLSelectElement).value).toBe(
      'bluebox',
    )
    w.unmount()
  })

  it('says in a line what the chosen rules are: their board and their dice', async () => {
    storeWith()
    const w = mount(NewCampaignDialog)
    const about = () => w.get('[data-role="ruleset-about"]').text()
    expect(about()).toMatch(/hex map.*d12/)
    await w.get('[data-role="ruleset-choice"]').setValue('zz')
    expect(about()).toMatch(/square grid.*attack die/)
    await w.get('[data-role="ruleset-choice"]').setValue('bw')
    expect(about()).toMatch(/gridless table.*inches/)
    // Each name carries its line too, for a pointer resting on the list.
    const titles = w
      .findAll('[data-role="ruleset-choice"] option')
      .map((o) => o.attributes('title'))
    expect(titles.every((t) => typeof t === 'string' && t.length > 20)).toBe(true)
    w.unmount()
  })

  it('sends the name and the ruleset picked, and closes once main made it', async () => {
    asDesktop()
    registerRuleset(other)
    const session = storeWith()
    const create = vi.spyOn(session, 'newCampaign').mockResolvedValue({ dir: '/c/Fen' })
    const w = mount(NewCampaignDialog)
    expect(w.get('[data-role="new-campaign-where"]').text()).toContain('choose the folder')
    expect(w.findAll('[data-role="ruleset-choice"] option').map((o) => o.text())).toEqual([
      'Blue Box',
      'Trait-Test (GG)',
      'Zealots of Zaldar',
      'BrikWars',
      'Test Skirmish',
    ])
    await w.get('input[aria-label="Campaign name"]').setValue('  Fen Raid ')
    await w.get('[data-role="ruleset-choice"]').setValue('test-skirmish')
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(create).toHaveBeenCalledWith('Fen Raid', 'test-skirmish')
    expect(w.emitted('close')).toHaveLength(1)
    w.unmount()
  })

  it('a blank name is refused before anything is sent; a refusal keeps the dialog open', async () => {
    asDesktop()
    const session = storeWith()
    const create = vi.spyOn(session, 'newCampaign').mockResolvedValue(null)
    const w = mount(NewCampaignDialog)
    await w.get('input[aria-label="Campaign name"]').setValue('   ')
    expect(w.get('[role="alert"]').text()).toContain('needs a name')
    expect(w.get('button[type="submit"]').attributes('disabled')).toBeDefined()
    await w.get('form').trigger('submit')
    expect(create).not.toHaveBeenCalled()
    await w.get('input[aria-label="Campaign name"]').setValue('Fen')
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(create).toHaveBeenCalledWith('Fen', 'bluebox')
    expect(w.emitted('close')).toBeUndefined()
    w.unmount()
  })

  it('on the browser host it says where the campaign goes, and sends the same request', async () => {
    const session = storeWith()
    const create = vi.spyOn(session, 'newCampaign').mockResolvedValue({ dir: '/c/Fen Raid' })
    const w = mount(NewCampaignDialog)
    expect(w.get('[data-role="new-campaign-where"]').text()).toContain('beside this campaign')
    expect(w.get('button[type="submit"]').text()).toBe('Create')
    await w.get('input[aria-label="Campaign name"]').setValue('Fen Raid')
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(create).toHaveBeenCalledWith('Fen Raid', 'bluebox')
    expect(w.emitted('close')).toHaveLength(1)
    w.unmount()
  })
})
