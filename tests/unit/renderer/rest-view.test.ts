/**
 * The GM's Rest view as intents: the Call a rest form, the board's rows and slots, click-to-add
 * to the selected member, Delete on a slot, a refusal shown on its row, the slot editor's bounded
 * count and target, and Resolve held back by the plan's problems.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Campaign, RestSlot } from '../../../shared/model'
import { callRest, clearSlot, RestRefused, setSlot } from '../../../shared/play/rest'
import { blueboxRest } from '../../../shared/rules/bluebox/adapter/ruleset-rest'
import RestView from '../../../renderer/src/features/rest/RestView.vue'
import { demoCampaign, storeWith } from './library-support'

const PARTY = ['pc-vaka', 'pc-orin', 'pc-mira']

function setup(slots: Record<string, RestSlot[]> = {}, rest = true) {
  let campaign: Campaign = demoCampaign()
  if (rest) {
    campaign = callRest(campaign, { kind: 'long', members: PARTY, place: 'the mill', hours: 8 })
    campaign.rest = { ...campaign.rest!, slots: { ...campaign.rest!.slots, ...slots } }
  }
  const session = storeWith(campaign)
  // Main, as far as the board's edits go: the plan's own transitions, a refusal as a notice.
  const act = vi.spyOn(session, 'act').mockImplementation(async (channel, payload) => {
    const view = session.replica!.view as Campaign
    const p = payload as { memberId: string; index: number; slot: RestSlot }
    try {
      const next =
        channel === 'rest:setSlot'
          ? setSlot(view, p)
          : channel === 'rest:clearSlot'
            ? clearSlot(view, p.memberId, p.index)
            : view
      session.replica = { seq: session.replica!.seq + 1, view: next }
      return true
    } catch (e) {
      if (!(e instanceof RestRefused)) throw e
      session.notify('error', e.message)
      return false
    }
  })
  const ask = vi.spyOn(session, 'ask').mockResolvedValue([])
  const w = mount(RestView, { attachTo: document.body })
  mounted.push(w)
  return { session, act, ask, w }
}

const mounted: { unmount(): void }[] = []
const craftMaxBefore = blueboxRest.craftMax
afterEach(() => {
  mounted.splice(0).forEach((w) => w.unmount())
  blueboxRest.craftMax = craftMaxBefore
})

describe('the Rest view', () => {
  it('without a rest: the Call a rest form sends the kind, the ticked PCs, place and hours', async () => {
    const { act, w } = setup({}, false)
    const form = w.get('[data-role="call-rest"]')
    await form.get('select[data-role="rest-kind"]').setValue('long')
    // The PCs on the map are ticked; an NPC is ticked as a companion; one PC is left out.
    expect((form.get('input[data-member-id="pc-vaka"]').element as HTMLInputElement).checked).toBe(
      true,
    )
    await form.get('input[data-member-id="npc-hound"]').setValue(true)
    await form.get('input[data-member-id="pc-mira"]').setValue(false)
    await form.get('input[data-role="rest-place"]').setValue(' the old mill ')
    await form.get('input[data-role="rest-wilderness"]').setValue(true)
    await form.get('input[data-role="rest-hours"]').setValue('9')
    await form.get('[data-role="rest-call"]').trigger('click')
    await flushPromises()
    expect(act.mock.calls).toEqual([
      [
        'rest:call',
        {
          kind: 'long',
          members: ['pc-vaka', 'pc-orin', 'npc-hound'],
          place: 'the old mill',
          wilderness: true,
          hours: 9,
        },
      ],
    ])
  })

  it('hours outside the kind are named and nothing is sent', async () => {
    const { act, w } = setup({}, false)
    const form = w.get('[data-role="call-rest"]')
    await form.get('select[data-role="rest-kind"]').setValue('short')
    await form.get('input[data-role="rest-hours"]').setValue('30')
    expect(form.get('[role="alert"]').text()).toMatch(/^Hours: a Short rest .* lasts \d+ to \d+/)
    expect(form.get('[data-role="rest-call"]').attributes('disabled')).toBeDefined()
    await form.trigger('submit')
    expect(act).not.toHaveBeenCalled()
  })

  it('renders a row per member with its slots, filled ones in words, and gifts adding boxes', () => {
    const { w } = setup({
      'pc-vaka': [{ activity: 'restore-hp' }],
      'pc-mira': [{ activity: 'gift', target: 'pc-vaka' }],
    })
    expect(w.findAll('[data-member-row]').map((r) => r.attributes('data-member-row'))).toEqual(
      PARTY,
    )
    const vaka = w.get('[data-member-row="pc-vaka"]')
    expect(vaka.findAll('[data-slot]')).toHaveLength(6)
    expect(vaka.get('[data-slot="0"]').attributes('data-activity')).toBe('restore-hp')
    expect(vaka.get('[data-slot="0"]').text()).toContain('Restore HP')
    expect(vaka.get('[data-slot="1"]').attributes('data-activity')).toBeUndefined()
    expect(w.get('[data-member-row="pc-orin"]').findAll('[data-slot]')).toHaveLength(5)
    expect(w.get('[data-member-row="pc-mira"] [data-slot="0"]').text()).toContain(
      'Gift your Rest Activity to Vaka',
    )
    expect(w.get('[data-role="rest-when"]').text()).toContain('(8 hours)')
  })

  it('the catalogue follows the ruleset: its groups in order, once-per-rest marked', () => {
    const { w } = setup()
    const groups = w.findAll('.rest-catalogue h4').map((h) => h.text())
    const inRules = [...new Set(blueboxRest.activities.map((a) => a.group))]
    expect(groups).toEqual(inRules)
    expect(w.get('[data-catalogue="meditate"]').text()).toContain('1/rest')
    expect(w.get('[data-catalogue="restore-hp"]').text()).not.toContain('1/rest')
  })

  it('click-to-add goes to the selected row’s next free slot; Delete on a slot clears it', async () => {
    const { act, w } = setup({ 'pc-orin': [{ activity: 'restore-hp' }] })
    await w.get('[data-member-row="pc-orin"] [role="rowheader"]').trigger('click')
    await w.get('[data-catalogue="meditate"]').trigger('click')
    await flushPromises()
    await w.get('[data-member-row="pc-orin"] [data-slot="0"]').trigger('keydown', { key: 'Delete' })
    await flushPromises()
    expect(act.mock.calls).toEqual([
      ['rest:setSlot', { memberId: 'pc-orin', index: 1, slot: { activity: 'meditate' } }],
      ['rest:clearSlot', { memberId: 'pc-orin', index: 0 }],
    ])
  })

  it('a drop on a filled slot replaces it; a gift asks whom in the editor', async () => {
    const { act, w } = setup({ 'pc-vaka': [{ activity: 'restore-hp' }] })
    const data = new Map<string, string>([['application/x-rest-activity', 'restore-ep']])
    const dataTransfer = {
      types: [...data.keys()],
      getData: (t: string) => data.get(t) ?? '',
      dropEffect: 'none',
    }
    await w.get('[data-member-row="pc-vaka"] [data-slot="0"]').trigger('drop', { dataTransfer })
    await flushPromises()
    expect(act.mock.calls[0]).toEqual([
      'rest:setSlot',
      { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-ep' } },
    ])
    await w.get('[data-member-row="pc-mira"] [role="rowheader"]').trigger('click')
    await w.get('[data-catalogue="gift"]').trigger('click')
    await flushPromises()
    expect(act.mock.calls[1]).toEqual([
      'rest:setSlot',
      { memberId: 'pc-mira', index: 0, slot: { activity: 'gift', target: 'pc-vaka' } },
    ])
    // The editor opened on it, asking whom (Vaka, the first ally, until the GM picks another).
    const target = w.get('[data-role="slot-editor"] select[data-role="slot-target"]')
    expect((target.element as HTMLSelectElement).value).toBe('pc-vaka')
    expect(target.findAll('option').map((o) => o.attributes('value'))).toEqual([
      'pc-vaka',
      'pc-orin',
    ])
    expect(w.get('[data-member-row="pc-vaka"]').findAll('[data-slot]')).toHaveLength(6)
  })

  it('a refusal shows on the row until the next edit', async () => {
    const { w } = setup({ 'pc-orin': [{ activity: 'meditate' }] })
    await w.get('[data-member-row="pc-orin"] [role="rowheader"]').trigger('click')
    await w.get('[data-catalogue="meditate"]').trigger('click')
    await flushPromises()
    expect(w.get('[data-member-row="pc-orin"] [data-role="row-refusal"]').text()).toContain(
      'only once per rest',
    )
    await w.get('[data-catalogue="restore-hp"]').trigger('click')
    await flushPromises()
    expect(w.find('[data-role="row-refusal"]').exists()).toBe(false)
  })

  it('the editor: the count is kept within 1 + KNO, the target among the allies, Esc closes', async () => {
    blueboxRest.craftMax = () => 2
    const { act, w } = setup({
      'pc-vaka': [{ activity: 'craft', item: blueboxRest.items[0]!.id, count: 1 }],
      'pc-orin': [{ activity: 'repair-plating' }],
    })
    await w.get('[data-member-row="pc-vaka"] [data-slot="0"]').trigger('click')
    const editor = w.get('[data-role="slot-editor"]')
    const count = editor.get('input[data-role="slot-count"]')
    expect(count.attributes('max')).toBe('2')
    const type = async (v: string) => {
      ;(count.element as HTMLInputElement).value = v
      await count.trigger('input')
      await count.trigger('change')
      await flushPromises()
    }
    await type('5')
    expect(editor.get('[role="alert"]').text()).toBe('How many: a whole number from 1 to 2.')
    await type('0')
    expect(editor.get('[role="alert"]').text()).toBe('How many: a whole number from 1 to 2.')
    const item = blueboxRest.items[0]!.id
    const craft = (count: number) => [
      'rest:setSlot',
      { memberId: 'pc-vaka', index: 0, slot: { activity: 'craft', item, count } },
    ]
    // 5 is brought down to 2, 0 up to 1: never a count main would refuse.
    expect(act.mock.calls).toEqual([craft(2), craft(1)])
    // Each craftable shows its difficulty when the rules give one.
    const withDc = blueboxRest.items.find((i) => i.dc !== undefined || i.difficulty)
    if (withDc) expect(editor.get('select[data-role="slot-item"]').text()).toMatch(/DC \d+/)

    await editor.trigger('keydown', { key: 'Escape' })
    expect(w.find('[data-role="slot-editor"]').exists()).toBe(false)

    await w.get('[data-member-row="pc-orin"] [data-slot="0"]').trigger('click')
    const target = w.get('[data-role="slot-editor"] select[data-role="slot-target"]')
    expect(target.findAll('option').map((o) => o.attributes('value'))).toEqual([
      'pc-orin',
      'pc-vaka',
      'pc-mira',
    ])
    await target.setValue('pc-mira')
    expect(act.mock.calls[2]).toEqual([
      'rest:setSlot',
      { memberId: 'pc-orin', index: 0, slot: { activity: 'repair-plating', target: 'pc-mira' } },
    ])
  })

  it('with every slot planned Resolve asks main at once; an interrupted rest ends at its hour', async () => {
    const five = (a: string): RestSlot[] => Array.from({ length: 5 }, () => ({ activity: a }))
    const full = setup({
      'pc-vaka': five('restore-hp'),
      'pc-orin': five('restore-hp'),
      'pc-mira': five('restore-hp'),
    })
    // From 08:00 for 8 hours: 16:00.
    expect(full.w.get('[data-role="rest-when"]').text()).toMatch(/08:00 → .*16:00 \(8 hours\)/)
    await full.w.get('[data-role="rest-resolve"]').trigger('click')
    await flushPromises()
    expect(full.w.find('[data-role="rest-free-ask"]').exists()).toBe(false)
    expect(full.ask).toHaveBeenCalledWith('rest:resolve', {})
    // Initiative at hour 3 of a rest from 08:00: it ends at 11:00 on the clock, after 3 hours.
    const view = full.session.replica!.view as Campaign
    full.session.replica = {
      seq: full.session.replica!.seq + 1,
      view: { ...view, rest: { ...view.rest!, interrupted: true, interruptedAt: 3, hours: 5 } },
    }
    await flushPromises()
    expect(full.w.get('[data-role="rest-when"]').text()).toMatch(
      /08:00 → .*11:00 \(3 hours: cut short by initiative\)/,
    )
  })

  it('the plan’s problems are listed and hold Resolve back; without them Resolve asks main', async () => {
    const bad = setup({ 'pc-orin': [{ activity: 'meditate' }, { activity: 'meditate' }] })
    const problems = bad.w.get('[data-role="rest-problems"]')
    expect(problems.text()).toContain('only once per rest')
    const resolve = bad.w.get('[data-role="rest-resolve"]')
    expect(resolve.attributes('disabled')).toBeDefined()
    expect(resolve.attributes('title')).toContain('only once per rest')
    await resolve.trigger('click')
    expect(bad.ask).not.toHaveBeenCalled()
    bad.w.unmount()

    const good = setup({ 'pc-orin': [{ activity: 'meditate' }] })
    expect(good.w.find('[data-role="rest-problems"]').exists()).toBe(false)
    good.ask.mockResolvedValueOnce([
      {
        id: 7,
        at: '2026-01-01T00:00:00.000Z',
        who: 'Orin',
        what: 'Restore HP',
        faces: [[4, 3]],
        total: 5,
        outcome: 'HP 3 → 8',
        detail: '✦ 3 + FOR 2',
      },
    ])
    await good.w.get('[data-role="rest-resolve"]').trigger('click')
    await flushPromises()
    // A long rest gives each 5 activities: free slots are lost on Resolve, so it asks first,
    // naming who has how many, and Keep planning sends nothing.
    const free = good.w.get('[data-role="rest-free-ask"]')
    expect(free.text()).toContain('Vaka (5 free), Orin (4 free) and Mira (5 free)')
    await free
      .findAll('button')
      .find((b) => b.text() === 'Keep planning')!
      .trigger('click')
    expect(good.w.find('[data-role="rest-free-ask"]').exists()).toBe(false)
    expect(good.ask).not.toHaveBeenCalled()
    await good.w.get('[data-role="rest-resolve"]').trigger('click')
    await good.w
      .get('[data-role="rest-free-ask"]')
      .findAll('button')
      .find((b) => b.text() === 'Resolve anyway')!
      .trigger('click')
    await flushPromises()
    expect(good.ask).toHaveBeenCalledWith('rest:resolve', {})
    const results = good.w.get('[data-role="rest-results"]')
    expect(results.text()).toContain('Orin')
    expect(results.text()).toContain('HP 3 → 8')
    expect(results.text()).toContain('d4:3')
    // Undo in the dialog takes the whole rest back and closes it.
    const undo = vi.spyOn(good.session, 'undo').mockResolvedValue(true)
    await results.get('[data-role="rest-undo"]').trigger('click')
    await flushPromises()
    expect(undo).toHaveBeenCalledOnce()
    expect(good.w.find('[data-role="rest-results"]').exists()).toBe(false)
  })

  it('the rest’s details: place and hours through rest:setDetails, hours out of bounds refused', async () => {
    const { session, act, w } = setup()
    const hours = w.get('input[data-role="rest-hours"]')
    ;(hours.element as HTMLInputElement).value = '30'
    await hours.trigger('change')
    expect(session.notices.at(-1)?.message).toMatch(
      /^Hours: a Long rest .* lasts \d+ to \d+ hours\.$/,
    )
    expect((hours.element as HTMLInputElement).value).toBe('8')
    ;(hours.element as HTMLInputElement).value = '10'
    await hours.trigger('change')
    const place = w.get('input[data-role="rest-place"]')
    ;(place.element as HTMLInputElement).value = ' the ruined tower '
    await place.trigger('change')
    expect(act.mock.calls).toEqual([
      ['rest:setDetails', { hours: 10 }],
      ['rest:setDetails', { place: 'the ruined tower' }],
    ])
  })
})
