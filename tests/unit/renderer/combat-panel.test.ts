/**
 * The GM's combat panel and Start combat dialog as intents: what they send through the contract
 * for each click, what they refuse to send (a typed initiative that is not a number), and what
 * the order shows (round, whose turn, ties while initiative is settled, hidden ones).
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Campaign, Combat } from '../../../shared/model'
import CombatPanel from '../../../renderer/src/features/combat/CombatPanel.vue'
import StartCombatDialog from '../../../renderer/src/features/combat/StartCombatDialog.vue'
import TurnPanel from '../../../renderer/src/features/combat/TurnPanel.vue'
import { freshBlueboxInstance } from '../../../shared/rules/bluebox'
import { combatant, runningFight } from './combat-fixture'
import { demoCampaign, storeWith } from './library-support'
import { ggStore } from './gg-campaign'

function fight(extra: Partial<Combat> = {}): Combat {
  return runningFight({
    round: 3,
    order: [
      combatant('pc-vaka', 'Vaka', 15),
      combatant('npc-hound', 'Scrap Hound', 12, 'enemies'),
      { ...combatant('npc-sentinel', 'Rust Sentinel', 12, 'enemies'), hidden: true },
    ],
    currentId: 'npc-hound',
    acted: ['pc-vaka'],
    items: [
      {
        id: 'i1',
        tokenId: 'npc-hound',
        at: 'end',
        round: 3,
        source: 'Bleeding',
        text: '1d4 Pure damage',
        data: {},
      },
    ],
    log: [{ round: 3, text: "Scrap Hound's turn starts" }],
    ...extra,
  })
}

function setup(
  combat: Combat | null,
  selectedId: string | null = null,
  edit: (c: Campaign) => void = () => {},
) {
  const campaign: Campaign = { ...demoCampaign(), combat }
  edit(campaign)
  const session = storeWith(campaign)
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const ask = vi.spyOn(session, 'ask').mockResolvedValue({ combatId: 'f1', ties: [] })
  return { session, act, ask, selectedId }
}

const mounted: { unmount(): void }[] = []
afterEach(() => mounted.splice(0).forEach((w) => w.unmount()))

describe('the combat panel', () => {
  it('shows the round, whose turn it is, the hidden one, the waiting item and the log', () => {
    setup(fight())
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    expect(w.get('[data-role="round"]').text()).toBe('Round 3')
    expect(w.get('[aria-current="true"]').attributes('data-combatant-id')).toBe('npc-hound')
    expect(w.get('[data-combatant-id="npc-sentinel"]').text()).toContain('hidden')
    // Ties are only flagged while initiative is being settled.
    expect(w.findAll('[data-role="tie"]')).toHaveLength(0)
    expect(w.get('[data-role="turn-items"]').text()).toContain('Scrap Hound, end of turn')
    expect(w.get('[data-role="combat-log"]').text()).toContain("R3: Scrap Hound's turn starts")
  })

  it('Next, Previous, an item rolled or set aside, Roll all, End: one intent each', async () => {
    const { act, ask } = setup(fight())
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    await w.get('[data-role="next-turn"]').trigger('click')
    await w.get('[data-role="previous-turn"]').trigger('click')
    await w.get('[data-role="roll-item"]').trigger('click')
    await w.get('[data-role="dismiss-item"]').trigger('click')
    await w.get('[data-role="roll-all"]').trigger('click')
    expect(act.mock.calls).toEqual([
      ['combat:next', {}],
      ['combat:previous', {}],
      ['combat:resolveItem', { itemId: 'i1' }],
      ['combat:dismissItem', { itemId: 'i1' }],
      ['combat:resolveAll', {}],
    ])
    // End is the workspace's to send: this panel goes with the fight before main answers.
    // It asks first; Keep fighting takes the question back, the second End combat ends.
    await w.get('[data-role="end-combat"]').trigger('click')
    expect(w.emitted('end')).toBeUndefined()
    await w.get('[data-role="end-combat-keep"]').trigger('click')
    expect(w.find('[data-role="end-combat-confirm"]').exists()).toBe(false)
    await w.get('[data-role="end-combat"]').trigger('click')
    await w.get('[data-role="end-combat-confirm"]').trigger('click')
    expect(w.emitted('end')).toHaveLength(1)
    expect(ask).not.toHaveBeenCalled()
  })

  it('in the initiative phase: ties flagged, a typed total sent, a word refused, Begin', async () => {
    const { act } = setup(fight({ phase: 'initiative', round: 0, currentId: null, acted: [] }))
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    expect(w.get('[data-role="round"]').text()).toBe('Initiative')
    const tied = w.findAll('[data-role="tie"]').map((t) => t.element.closest('[data-combatant-id]'))
    expect(tied.map((e) => e?.getAttribute('data-combatant-id'))).toEqual([
      'npc-hound',
      'npc-sentinel',
    ])
    const input = w.get('[data-combatant-id="pc-vaka"] [data-role="initiative-input"]')
    await input.setValue('abc')
    await input.trigger('change')
    expect(w.get('[data-combatant-id="pc-vaka"] [role="alert"]').text()).toBe(
      "Vaka's initiative must be a whole number.",
    )
    await input.setValue('17')
    await input.trigger('change')
    await w.get('[data-role="begin-combat"]').trigger('click')
    expect(act.mock.calls).toEqual([
      ['combat:setInitiative', { combatantId: 'pc-vaka', initiative: 17 }],
      ['combat:begin', {}],
    ])
  })

  it('↑ moves a combatant before the one above it; ↓ after the one below', async () => {
    const { act } = setup(fight({ phase: 'initiative' }))
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    const tools = (id: string) => w.findAll(`[data-combatant-id="${id}"] .tools button`)
    await tools('npc-sentinel')[0]!.trigger('click')
    await tools('pc-vaka')[1]!.trigger('click')
    await tools('npc-hound')[1]!.trigger('click')
    expect(act.mock.calls).toEqual([
      ['combat:reorder', { combatantId: 'npc-sentinel', beforeId: 'npc-hound' }],
      ['combat:reorder', { combatantId: 'pc-vaka', beforeId: 'npc-sentinel' }],
      ['combat:reorder', { combatantId: 'npc-hound', beforeId: null }],
    ])
  })

  it('adds the selected token when it is not fighting yet', async () => {
    const { act } = setup(fight(), 'pc-orin')
    const w = mount(CombatPanel, { props: { selectedId: 'pc-orin' } })
    mounted.push(w)
    const form = w.get('[data-role="add-combatant"]').element.closest('form')!
    await w.get('[data-role="add-initiative"]').setValue('twelve')
    expect(w.get('[data-role="add-problem"]').text()).toBe(
      'The initiative must be a whole number (or blank to roll).',
    )
    expect(w.get('[data-role="add-combatant"]').attributes('disabled')).toBeDefined()
    form.dispatchEvent(new Event('submit'))
    await flushPromises()
    expect(act).not.toHaveBeenCalled()
    // A player's own roll, typed in; left blank, main rolls.
    await w.get('[data-role="add-initiative"]').setValue('11')
    form.dispatchEvent(new Event('submit'))
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('combat:add', {
      tokenId: 'pc-orin',
      side: 'party',
      hidden: false,
      initiative: 11,
    })
    await w.get('[data-role="add-initiative"]').setValue('')
    form.dispatchEvent(new Event('submit'))
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('combat:add', {
      tokenId: 'pc-orin',
      side: 'party',
      hidden: false,
    })
  })
})

describe('items waiting for the GM', () => {
  it('new items (a fire at turn start) scroll into view below a long order', async () => {
    const scroll = vi.fn()
    Element.prototype.scrollIntoView = scroll
    try {
      setup(fight())
      const props = { combat: fight({ items: [] }), actions: [], actor: null, tracks: [] }
      const w = mount(TurnPanel, { props })
      mounted.push(w)
      expect(scroll).not.toHaveBeenCalled()
      await w.setProps({ combat: fight() })
      await flushPromises()
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest' })
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
    }
  })
})

describe('a party track the GM sets by hand', () => {
  it('sends the typed value as an undoable use; a number past the track is named and not sent', async () => {
    const { act, session } = setup(fight())
    const notify = vi.spyOn(session, 'notify')
    const tracks = [
      {
        id: 'limitPotential',
        name: 'Limit Potential',
        value: 40,
        max: 200,
        uses: [],
        settable: true,
      },
    ]
    const w = mount(TurnPanel, { props: { combat: fight(), actions: [], actor: null, tracks } })
    mounted.push(w)
    const field = w.get('[data-role="track-set-value"]')
    await field.setValue('250')
    await w.get('[data-track="limitPotential"] form').trigger('submit')
    await flushPromises()
    expect(notify).toHaveBeenCalledWith('error', 'Limit Potential: a whole number from 0 to 200.')
    expect(act).not.toHaveBeenCalledWith('combat:partyTrack', expect.anything())
    await field.setValue('95')
    await w.get('[data-track="limitPotential"] form').trigger('submit')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('combat:partyTrack', {
      trackId: 'limitPotential',
      use: 'set:95',
    })
  })
})

describe('spending and the turn', () => {
  it('a pip click spends one, a spent pip gives one back, Shift overrides a refusal', async () => {
    const f = fight()
    f.order[1] = { ...f.order[1]!, left: { ap: 1, reaction: 1, metres: 5 } }
    const { act } = setup(f)
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    const hound = w.get('[data-combatant-id="npc-hound"]')
    const ap = hound.findAll('[data-resource="ap"] [data-role="pip"]')
    expect(ap.map((p) => p.classes('on'))).toEqual([true, false])
    await ap[0]!.trigger('click')
    await ap[1]!.trigger('click')
    await ap[0]!.trigger('click', { shiftKey: true })
    expect(act.mock.calls).toEqual([
      ['combat:spend', { combatantId: 'npc-hound', resource: 'ap', amount: 1 }],
      ['combat:spend', { combatantId: 'npc-hound', resource: 'ap', amount: -1 }],
      ['combat:spend', { combatantId: 'npc-hound', resource: 'ap', amount: 1, override: true }],
    ])
    expect(hound.get('[data-resource="metres"] [data-role="left"]').text()).toBe('5 m left')
  })

  it("the current combatant's actions from the ruleset, Shift to pay past a refusal", async () => {
    const { act } = setup(fight())
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    const actions = w.get('[data-role="turn-actions"]')
    expect(actions.text()).toContain('Scrap Hound:')
    await actions.get('[data-action="dash"]').trigger('click')
    await actions.get('[data-action="dash"]').trigger('click', { shiftKey: true })
    expect(act.mock.calls).toEqual([
      ['combat:action', { combatantId: 'npc-hound', actionId: 'dash' }],
      ['combat:action', { combatantId: 'npc-hound', actionId: 'dash', override: true }],
    ])
  })

  it('conditions show their remaining time in words; × takes one off', async () => {
    const f = fight({
      timers: [
        {
          id: 't1',
          tokenId: 'npc-hound',
          condition: 'back-footed',
          until: { kind: 'turn', at: 'start', of: 'pc-vaka', count: 1 },
          round: 3,
        },
        {
          id: 't2',
          tokenId: 'npc-hound',
          condition: 'poisoned',
          until: { kind: 'save', at: 'end', save: 'FOR', dc: 10 },
          round: 3,
        },
      ],
    })
    const { act } = setup(f, null, (c) => {
      const sheet = c.npcs['sample-scrap-hound']!
      const inst = freshBlueboxInstance(sheet as Parameters<typeof freshBlueboxInstance>[0])
      c.tokens['npc-hound']!.instance = { ...inst, conditions: ['back-footed', 'poisoned'] }
    })
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    const row = w.get('[data-combatant-id="npc-hound"]')
    const lines = row
      .findAll('[data-condition]')
      .map((c) => `${c.get('strong').text()}: ${c.get('[data-role="remaining"]').text()}`)
    expect(lines).toEqual([
      "Back-footed: until the start of Vaka's turn",
      'Poisoned: save ends (FOR 10)',
    ])
    expect(row.get('[data-role="vitals"]').text()).toMatch(/^HP 11\/11/)
    await row.get('[data-condition="poisoned"] button').trigger('click')
    expect(act).toHaveBeenCalledWith('combat:setCondition', {
      tokenId: 'npc-hound',
      condition: 'poisoned',
      on: false,
    })
  })

  it('delay, make hidden, reveal and remove: one intent each', async () => {
    const { act } = setup(fight())
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    await w.get('[data-combatant-id="pc-vaka"] [data-role="delay"]').setValue('@end')
    await w.get('[data-combatant-id="npc-hound"] [data-role="delay"]').setValue('npc-sentinel')
    const button = (id: string, text: string) =>
      w.findAll(`[data-combatant-id="${id}"] .tools button`).find((b) => b.text() === text)!
    await button('pc-vaka', 'Make hidden').trigger('click')
    await button('npc-sentinel', 'Reveal').trigger('click')
    await button('npc-hound', 'Remove').trigger('click')
    expect(act.mock.calls).toEqual([
      ['combat:delay', { combatantId: 'pc-vaka', afterId: null }],
      ['combat:delay', { combatantId: 'npc-hound', afterId: 'npc-sentinel' }],
      ['combat:setHidden', { combatantId: 'pc-vaka', hidden: true }],
      ['combat:setHidden', { combatantId: 'npc-sentinel', hidden: false }],
      ['combat:remove', { combatantId: 'npc-hound' }],
    ])
  })

  it('the Escalation Counter shows with its uses when the table uses it', () => {
    setup(fight(), null, (c) => {
      c.tableOptions = { ...c.tableOptions, escalationCounter: true }
    })
    const w = mount(CombatPanel, { props: { selectedId: null } })
    mounted.push(w)
    const track = w.get('[data-track]')
    expect(track.text()).toMatch(/Escalation Counter \d+ \/ \d+/)
    expect(track.findAll('button').length).toBeGreaterThan(0)
  })
})

describe('the Start combat dialog', () => {
  it('all visible tokens: sides by kind, GM-only ones left out, typed totals and ticks sent', async () => {
    const { ask } = setup(null)
    const w = mount(StartCombatDialog, { props: { selectedId: null } })
    mounted.push(w)
    const rows = w.findAll('tbody tr').map((r) => r.attributes('data-token-id'))
    expect(rows).toEqual(['pc-vaka', 'pc-orin', 'pc-mira', 'npc-sentinel', 'npc-hound'])
    await w.get('[aria-label="Mira fights"]').setValue(false)
    await w.get('[aria-label="Rust Sentinel is hidden"]').setValue(true)
    await w.get('[aria-label="Initiative of Vaka"]').setValue('14')
    const coordinated = w.findAll('fieldset input[type="checkbox"]')
    await coordinated[0]!.setValue(true)
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('combat:start', {
      mapId: 'causeway',
      entries: [
        { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 14 },
        { tokenId: 'pc-orin', side: 'party', hidden: false },
        { tokenId: 'npc-sentinel', side: 'enemies', hidden: true },
        { tokenId: 'npc-hound', side: 'enemies', hidden: false },
      ],
      coordinated: ['party'],
    })
    expect(w.emitted('close')).toHaveLength(1)
  })

  it("offers only the campaign's game's ticks: Blue Box's Watch, coordinated strike and alarm, none in GG", async () => {
    setup(null)
    const bb = mount(StartCombatDialog, { props: { selectedId: null } })
    mounted.push(bb)
    expect(bb.find('[data-role="coordinated"]').exists()).toBe(true)
    expect(bb.find('[data-role="camp-alarm"]').exists()).toBe(true)
    expect(bb.findAll('thead th').map((t) => t.text())).toContain('Watch')
    expect(bb.findAll('thead th').map((t) => t.text())).not.toContain('Surprised')
    bb.unmount()
    mounted.pop()
    const ask = vi.spyOn(ggStore(), 'ask').mockResolvedValue({ combatId: 'f1', ties: [] })
    const w = mount(StartCombatDialog, { props: { selectedId: null } })
    mounted.push(w)
    expect(w.find('[data-role="coordinated"]').exists()).toBe(false)
    expect(w.find('[data-role="camp-alarm"]').exists()).toBe(false)
    expect(w.findAll('thead th').map((t) => t.text())).not.toContain('Watch')
    // GG's own tick: Surprised, given before the Initiative Tests (seed 001, Initiative).
    expect(w.findAll('thead th').map((t) => t.text())).toContain('Surprised')
    const first = w.get('tbody tr')
    await first.get('input[aria-label$="is Surprised"]').setValue(true)
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith(
      'combat:start',
      expect.objectContaining({ coordinated: [], surprised: [first.attributes('data-token-id')] }),
    )
    expect(ask.mock.calls[0]![1]).not.toHaveProperty('keptWatch')
    expect(ask.mock.calls[0]![1]).not.toHaveProperty('campAlarm')
  })

  it('names the tied combatants in its notice, never their ids', async () => {
    const { ask, session } = setup(null)
    ask.mockResolvedValue({ combatId: 'f1', ties: [['pc-orin', 'npc-hound']] })
    const notify = vi.spyOn(session, 'notify')
    const w = mount(StartCombatDialog, { props: { selectedId: null } })
    mounted.push(w)
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Initiative ties: Orin = Scrap Hound. Drag them into order, then begin round 1.',
    )
  })

  it('a typed initiative that is not a whole number is named and nothing is sent', async () => {
    const { ask } = setup(null)
    const w = mount(StartCombatDialog, { props: { selectedId: null } })
    mounted.push(w)
    await w.get('[aria-label="Initiative of Orin"]').setValue('1.5')
    expect(w.get('[data-role="start-problem"]').text()).toBe(
      "Orin's initiative must be a whole number (or blank to roll).",
    )
    expect(w.get('[data-role="roll-initiative"]').attributes('disabled')).toBeDefined()
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(ask).not.toHaveBeenCalled()
  })

  it('the selected token alone, or a clear word when none is selected', async () => {
    setup(null)
    const w = mount(StartCombatDialog, { props: { selectedId: 'npc-hound' } })
    mounted.push(w)
    expect(w.findAll('tbody tr').map((r) => r.attributes('data-token-id'))).toEqual(['npc-hound'])
    const none = mount(StartCombatDialog, { props: { selectedId: null } })
    mounted.push(none)
    await none.get('[data-role="combat-source"]').setValue('selected')
    expect(none.get('[data-role="start-problem"]').text()).toContain('Select a token on the map')
  })
})
