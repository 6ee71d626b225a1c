/**
 * The rest's camp, watch, interruption, clock and day log as the GM's Rest view shows them: the
 * gaps nobody watches, the Camp Bonus limit, what Initiative! sends, the clock's typed hours
 * checked in words, and the day log's Markdown export.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Campaign, RestLogEntry, RestPlan } from '../../../shared/model'
import { callRest } from '../../../shared/play/rest'
import { rulesetById, type RulesetRest } from '../../../shared/rules'
import InterruptRestDialog from '../../../renderer/src/features/rest/InterruptRestDialog.vue'
import RestCampSection from '../../../renderer/src/features/rest/RestCampSection.vue'
import RestClock from '../../../renderer/src/features/rest/RestClock.vue'
import RestLogDialog from '../../../renderer/src/features/rest/RestLogDialog.vue'
import RestResultsDialog from '../../../renderer/src/features/rest/RestResultsDialog.vue'
import RestWatchTimeline from '../../../renderer/src/features/rest/RestWatchTimeline.vue'
import StartCombatDialog from '../../../renderer/src/features/combat/StartCombatDialog.vue'
import { parseClockHours } from '../../../renderer/src/features/rest/clock-hours'
import {
  addShift,
  currentRestHour,
  gapWords,
  watchGaps,
} from '../../../renderer/src/features/rest/watch-gaps'
import { restLogExport } from '../../../renderer/src/features/rest/rest-log-export'
import { demoCampaign, storeWith } from './library-support'

const hooks = rulesetById('bluebox')!.rest as RulesetRest
/** Camps need the ruleset's camp hooks; stand-ins where this branch has none yet. */
const restore: (() => void)[] = []
function campHooks(): void {
  const h = hooks as unknown as Record<string, unknown>
  for (const [k, v] of Object.entries({
    campsAllowed: (p: RestPlan) => p.wilderness,
    rollCamp: () => ({ checks: [], outcomes: [] }),
    rollAlarm: () => ({ check: { memberId: 'pc-vaka', total: 0, detail: '' }, outcome: {} }),
  })) {
    if (h[k]) continue
    h[k] = v
    restore.push(() => delete h[k])
  }
}

/** The demo party resting: a long rest of 8 hours from day 2, 22:00, in the wilderness. */
function resting(edit: (p: RestPlan) => Partial<RestPlan> = () => ({})) {
  let campaign: Campaign = { ...demoCampaign(), clock: { day: 2, hour: 22 } }
  campaign = callRest(campaign, {
    kind: 'long',
    members: ['pc-vaka', 'pc-orin', 'pc-mira'],
    wilderness: true,
    place: 'Rust Flats',
    hours: 8,
  })
  const plan = campaign.rest!
  campaign = { ...campaign, rest: { ...plan, ...edit(plan) } }
  const session = storeWith(campaign)
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  return { session, act, campaign }
}

const mounted: { unmount(): void }[] = []
afterEach(() => {
  mounted.splice(0).forEach((w) => w.unmount())
  restore.splice(0).forEach((f) => f())
})
function keep<T extends { unmount(): void }>(w: T): T {
  mounted.push(w)
  return w
}

describe('the watch gaps', () => {
  it('finds the runs of hours no shift covers, in clock time', () => {
    const watch = [
      { memberId: 'a', from: 0, to: 2 },
      { memberId: 'b', from: 3, to: 4 },
      { memberId: 'a', from: 6, to: 8 },
    ]
    expect(watchGaps(8, watch)).toEqual([
      { from: 2, to: 3 },
      { from: 4, to: 6 },
    ])
    expect(watchGaps(3, [])).toEqual([{ from: 0, to: 3 }])
    expect(watchGaps(2, [{ memberId: 'a', from: 0, to: 2 }])).toEqual([])
    expect(gapWords({ day: 1, hour: 22 }, { from: 4, to: 6 })).toBe('Nobody on watch 02:00-04:00')
  })

  it('a new shift merges with the same member’s touching one, never another’s', () => {
    const w = addShift([{ memberId: 'a', from: 0, to: 2 }], 'a', 3, 2, 8)
    expect(w).toEqual([{ memberId: 'a', from: 0, to: 4 }])
    expect(addShift(w, 'b', 1, 1, 8)).toContainEqual({ memberId: 'b', from: 1, to: 2 })
    expect(addShift([], 'a', 5, 30, 8)).toEqual([{ memberId: 'a', from: 5, to: 8 }])
  })

  it('the timeline marks the gaps, the Keep watch planners, and sends the whole list', async () => {
    const { act } = resting((p) => ({
      slots: { ...p.slots, 'pc-orin': [{ activity: 'keep-watch' }] },
      watch: [{ memberId: 'pc-vaka', from: 0, to: 4 }],
    }))
    const w = keep(mount(RestWatchTimeline))
    expect(w.findAll('[data-role="watch-gap"]').map((g) => g.text())).toEqual([
      'Nobody on watch 02:00-06:00',
    ])
    expect(w.get('[data-hour-label="2"]').text()).toBe('00:00')
    expect(w.get('[data-watch-lane="pc-vaka"]').text()).toContain('22:00-02:00')
    expect(w.findAll('[data-role="keeps-watch"]')).toHaveLength(1)
    expect(w.text()).toContain('Edge goes only to them')
    // Click the start hour, then the end hour, on Orin's lane: one shift 4..6 added.
    const lane = w.get('[data-watch-lane="pc-orin"]')
    await lane.get('[data-hour="4"]').trigger('pointerdown', { button: 0 })
    await lane.get('[data-hour="4"]').trigger('pointerup')
    expect(act).not.toHaveBeenCalled()
    await lane.get('[data-hour="5"]').trigger('keydown', { key: 'Enter' })
    expect(act).toHaveBeenLastCalledWith('rest:setWatch', {
      watch: [
        { memberId: 'pc-vaka', from: 0, to: 4 },
        { memberId: 'pc-orin', from: 4, to: 6 },
      ],
    })
    // A drag across Mira's lane, then a click on Vaka's bar removes it.
    const mira = w.get('[data-watch-lane="pc-mira"]')
    await mira.get('[data-hour="6"]').trigger('pointerdown', { button: 0 })
    await mira.get('[data-hour="7"]').trigger('pointerenter')
    await mira.get('[data-hour="7"]').trigger('pointerup')
    expect(act).toHaveBeenLastCalledWith('rest:setWatch', {
      watch: [
        { memberId: 'pc-vaka', from: 0, to: 4 },
        { memberId: 'pc-mira', from: 6, to: 8 },
      ],
    })
    await w.get('[data-watch-lane="pc-vaka"] [data-shift="0-4"]').trigger('click')
    expect(act).toHaveBeenLastCalledWith('rest:setWatch', { watch: [] })
  })

  it('the rest’s current hour comes from the clock, 0 outside the rest', () => {
    const plan = { start: { day: 2, hour: 22 }, hours: 8 } as RestPlan
    expect(currentRestHour(plan, { day: 3, hour: 1 })).toBe(3)
    expect(currentRestHour(plan, { day: 3, hour: 6 })).toBe(0)
    expect(currentRestHour(plan, { day: 2, hour: 20 })).toBe(0)
  })
})

describe('the camp', () => {
  it('Make camp first; then at most as many bonuses as successes; the alarm rolled', async () => {
    campHooks()
    const before = resting()
    const w0 = keep(mount(RestCampSection))
    await w0.get('[data-role="make-camp"]').trigger('click')
    expect(before.act).toHaveBeenCalledWith('rest:makeCamp', {})
    w0.unmount()
    const { act } = resting(() => ({
      campChecks: [
        { memberId: 'pc-vaka', total: 12, success: true, detail: 'd12 9 + 3' },
        { memberId: 'pc-orin', total: 6, success: false, detail: '' },
        { memberId: 'pc-mira', total: 10, success: true, detail: '' },
      ],
      camp: ['alarm'],
      alarmCheck: { memberId: 'pc-mira', total: 14, detail: '' },
    }))
    const w = keep(mount(RestCampSection))
    expect(w.get('[data-role="camp-earned"]').text()).toContain('2 Camp Bonuses earned')
    expect(w.get('[data-camp-check="pc-orin"]').text()).toContain('failure')
    await w.get('input[data-camp-bonus="comfortable"]').setValue(true)
    expect(act).toHaveBeenLastCalledWith('rest:setCamp', { camp: ['alarm', 'comfortable'] })
    expect(w.get('[data-role="alarm-check"]').text()).toContain(
      'Investigation must beat 14 to find it',
    )
    expect((w.get('select[data-role="alarm-by"]').element as HTMLSelectElement).value).toBe(
      'pc-mira',
    )
    await w.get('select[data-role="alarm-by"]').setValue('pc-orin')
    await w.get('[data-role="roll-alarm"]').trigger('click')
    expect(act).toHaveBeenLastCalledWith('rest:rollAlarm', { memberId: 'pc-orin' })
  })

  it('a third bonus with two successes cannot be ticked, and nothing is sent', async () => {
    campHooks()
    const { act } = resting(() => ({
      campChecks: [
        { memberId: 'pc-vaka', total: 12, success: true, detail: '' },
        { memberId: 'pc-orin', total: 12, success: true, detail: '' },
        { memberId: 'pc-mira', total: 3, success: false, detail: '' },
      ],
      camp: ['alarm', 'comfortable'],
    }))
    const w = keep(mount(RestCampSection))
    const third = w.get('input[data-camp-bonus="hidden-camp"]')
    expect(third.attributes('disabled')).toBeDefined()
    await third.setValue(true)
    expect(act).not.toHaveBeenCalled()
    await w.get('input[data-camp-bonus="alarm"]').setValue(false)
    expect(act).toHaveBeenLastCalledWith('rest:setCamp', { camp: ['comfortable'] })
  })

  it('no camp section for a rest under a roof', () => {
    campHooks()
    resting(() => ({ wilderness: false }))
    const w = keep(mount(RestCampSection))
    expect(w.find('[data-role="rest-camp"]').exists()).toBe(false)
  })
})

describe('the interrupt dialog', () => {
  const four = [
    { activity: 'restore-hp' },
    { activity: 'restore-ep' },
    { activity: 'keep-watch' },
    { activity: 'lose-exhaustion' },
  ]

  it('sends the hour and each member’s kept activities; the fight gets main’s answer', async () => {
    const { session } = resting((p) => ({
      slots: { ...p.slots, 'pc-vaka': four, 'pc-orin': [{ activity: 'restore-hp' }] },
    }))
    session.replica!.view = { ...session.replica!.view, clock: { day: 3, hour: 1 } }
    const answer = { changed: true, keptWatch: ['pc-vaka'], campAlarm: true, notes: ['Vaka'] }
    const ask = vi.spyOn(session, 'ask').mockResolvedValue(answer)
    const w = keep(mount(InterruptRestDialog))
    const hour = w.get('input[data-role="interrupt-hour"]')
    expect((hour.element as HTMLInputElement).value).toBe('3')
    expect(w.get('[data-role="interrupt-at"]').text()).toBe('at 01:00')
    // The first 3 ticked; a 4th cannot be added until one is dropped.
    expect(w.get('input[data-keep="pc-vaka:3"]').attributes('disabled')).toBeDefined()
    await w.get('input[data-keep="pc-vaka:0"]').setValue(false)
    await w.get('input[data-keep="pc-vaka:3"]').setValue(true)
    await hour.setValue('2')
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('rest:interrupt', {
      hour: 2,
      keep: { 'pc-vaka': [1, 2, 3], 'pc-orin': [0], 'pc-mira': [] },
    })
    expect(w.emitted('fight')).toEqual([
      [{ keptWatch: ['pc-vaka'], campAlarm: true, notes: ['Vaka'] }],
    ])
  })

  it('a negative or fractional hour is named and nothing is sent', async () => {
    const { session } = resting()
    const ask = vi.spyOn(session, 'ask')
    const w = keep(mount(InterruptRestDialog))
    await w.get('input[data-role="interrupt-hour"]').setValue('-1')
    expect(w.get('[data-role="interrupt-problem"]').text()).toContain('cannot be negative')
    await w.get('input[data-role="interrupt-hour"]').setValue('1.5')
    expect(w.get('[data-role="interrupt-problem"]').text()).toContain('whole hour')
    await w.get('input[data-role="interrupt-hour"]').setValue('8')
    expect(w.get('[data-role="interrupt-problem"]').text()).toContain('from 0 (22:00) to 7 (05:00)')
    await w.get('form').trigger('submit')
    expect(ask).not.toHaveBeenCalled()
    expect(w.get('[data-role="interrupt-go"]').attributes('disabled')).toBeDefined()
  })

  it('a short rest sends only the hour', async () => {
    const { session } = resting(() => ({ kind: 'short', hours: 1 }))
    const ask = vi
      .spyOn(session, 'ask')
      .mockResolvedValue({ changed: true, keptWatch: [], campAlarm: false, notes: [] })
    const w = keep(mount(InterruptRestDialog))
    expect(w.find('input[data-keep]').exists()).toBe(false)
    await w.get('form').trigger('submit')
    expect(ask).toHaveBeenCalledWith('rest:interrupt', { hour: 0 })
  })

  it('Start combat with an ambush shows its notes and lists the visible tokens', () => {
    storeWith(demoCampaign())
    const w = keep(
      mount(StartCombatDialog, {
        props: {
          selectedId: 'pc-orin',
          ambush: { keptWatch: ['pc-vaka'], campAlarm: false, notes: ['Vaka was on watch.'] },
        },
      }),
    )
    expect(w.get('[data-role="ambush-notes"]').text()).toBe('Vaka was on watch.')
    expect((w.get('[data-role="combat-source"]').element as HTMLSelectElement).value).toBe(
      'visible',
    )
  })
})

describe('the camp alarm in Start combat', () => {
  // L724: "the party adds an additional (+1) Edge": the party's side is ticked, the attackers' not.
  it("ticks only the resting party's side and sends that side", async () => {
    const session = storeWith(demoCampaign())
    const ask = vi.spyOn(session, 'ask').mockResolvedValue({ ties: [] } as never)
    const w = keep(
      mount(StartCombatDialog, {
        props: {
          selectedId: null,
          ambush: { keptWatch: [], campAlarm: true, party: ['pc-vaka', 'pc-orin'], notes: [] },
        },
      }),
    )
    const ticks = w.findAll('[data-role="camp-alarm"] input')
    const ticked = ticks
      .filter((t) => (t.element as HTMLInputElement).checked)
      .map((t) => (t.element as HTMLInputElement).value)
    expect(ticked).toEqual(['party'])
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith(
      'combat:start',
      expect.objectContaining({ campAlarm: ['party'] }),
    )
  })
})

describe("the results' comfortable camp re-roll", () => {
  it('ticks the ✦ to re-roll and sends them; a spent group is not offered', async () => {
    const c = demoCampaign()
    const group = {
      memberId: 'pc-vaka',
      tokenId: 'pc-vaka',
      what: 'Restore HP',
      sides: 4,
      faces: [3, 2],
      data: {},
      spent: false,
    }
    c.restLog = [
      {
        kind: 'long',
        kindName: 'Long rest',
        start: { day: 1, hour: 20 },
        end: { day: 2, hour: 4 },
        place: '',
        wilderness: true,
        interrupted: false,
        members: ['pc-vaka', 'pc-orin'],
        plan: [],
        camp: [],
        alarm: '',
        lines: [],
        rerolls: [group, { ...group, memberId: 'pc-orin', tokenId: 'pc-orin', spent: true }],
      },
    ]
    const session = storeWith(c)
    const ask = vi.spyOn(session, 'ask').mockResolvedValue([] as never)
    const w = keep(mount(RestResultsDialog, { props: { lines: [] } }))
    expect(w.findAll('[data-reroll]')).toHaveLength(1)
    expect(w.get('[data-role="reroll-go"]').attributes('disabled')).toBeDefined()
    await w.get('[data-reroll-die="0:1"]').setValue(true)
    await w.get('[data-role="reroll-go"]').trigger('click')
    expect(ask).toHaveBeenCalledWith('rest:reroll', { index: 0, dice: [1] })
  })
})

describe('the clock', () => {
  it('typed hours: whole, positive, else named in words', () => {
    expect(parseClockHours(' 5 ')).toEqual({ hours: 5 })
    expect(parseClockHours('-2')).toEqual({ problem: expect.stringContaining('negative') })
    expect(parseClockHours('1.5')).toEqual({ problem: expect.stringContaining('whole hour') })
    expect(parseClockHours('soon')).toEqual({ problem: expect.stringContaining('not a number') })
    expect(parseClockHours('')).toHaveProperty('problem')
    expect(parseClockHours('99999')).toHaveProperty('problem')
  })

  it('the menu moves the clock by 1, 8 or typed hours, refuses a bad one, opens the log', async () => {
    const { act } = resting()
    const w = keep(mount(RestClock, { props: { readOnly: false }, attachTo: document.body }))
    expect(w.get('[data-role="rest-clock"]').text()).toContain('Day 2, 22:00')
    await w.get('[data-role="rest-clock"]').trigger('click')
    await w.get('[data-role="clock-plus-8"]').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('rest:advanceClock', { hours: 8 })
    await w.get('[data-role="rest-clock"]').trigger('click')
    await w.get('input[data-role="clock-hours"]').setValue('-3')
    await w.get('[data-role="clock-advance"]').trigger('submit')
    await w.get('form').trigger('submit')
    expect(w.get('[data-role="clock-problem"]').text()).toContain('negative')
    expect(act).toHaveBeenCalledTimes(1)
    await w.get('input[data-role="clock-hours"]').setValue('3')
    await w.get('form').trigger('submit')
    expect(act).toHaveBeenLastCalledWith('rest:advanceClock', { hours: 3 })
    await flushPromises()
    await w.get('[data-role="rest-clock"]').trigger('click')
    await w.get('[data-role="clock-log"]').trigger('click')
    expect(w.emitted('log')).toHaveLength(1)
  })
})

describe('the day log', () => {
  const entry = (day: number, place: string): RestLogEntry => ({
    kind: 'long',
    kindName: 'Long rest',
    start: { day, hour: 22 },
    end: { day: day + 1, hour: 6 },
    place,
    wilderness: true,
    interrupted: day === 2,
    members: ['pc-vaka'],
    plan: [{ name: 'Vaka', activities: ['Restore HP', 'Keep watch'] }],
    camp: ['Alarm or trap'],
    alarm: 'set by Vaka, Investigation must beat 14',
    lines: [`Vaka restores 5 HP on day ${day}`],
  })

  it('lists every rest newest first with its parts', () => {
    const c = { ...demoCampaign(), restLog: [entry(1, 'Old Mill'), entry(2, 'Rust Flats')] }
    storeWith(c)
    const w = keep(mount(RestLogDialog))
    const entries = w.findAll('[data-role="rest-log-entry"]')
    expect(entries).toHaveLength(2)
    expect(entries[0]!.text()).toContain('Day 2, 22:00 to Day 3, 06:00: Long rest at Rust Flats')
    expect(entries[0]!.text()).toContain('cut short by initiative')
    expect(entries[0]!.text()).toContain('Vaka: Restore HP; Keep watch')
    expect(entries[0]!.text()).toContain('Vaka restores 5 HP on day 2')
    expect(entries[1]!.text()).toContain('Old Mill')
  })

  it('exports Markdown named after the campaign, holding each rest', () => {
    const out = restLogExport('Rust & Ruin: Act 1/2', [entry(1, 'Old Mill')])
    expect(out.name).toBe('Rust & Ruin Act 1 2 day log.md')
    expect(out.text).toContain('# Rust & Ruin: Act 1/2')
    expect(out.text).toContain('Old Mill')
    expect(out.text).toContain('- **Vaka**: Restore HP; Keep watch')
    expect(out.text).toContain('- Vaka restores 5 HP on day 1')
  })

  it('Export downloads that file', async () => {
    const c = { ...demoCampaign(), restLog: [entry(1, 'Old Mill')] }
    storeWith(c)
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x')
    const clicked: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    const w = keep(mount(RestLogDialog))
    await w.get('[data-role="rest-log-export"]').trigger('click')
    expect(clicked).toEqual([`${c.name} day log.md`])
    const blob = created.mock.calls[0]![0] as Blob
    expect(await blob.text()).toContain('Old Mill')
    click.mockRestore()
    created.mockRestore()
  })
})
