/**
 * The planner's refusals, each in its exact words, and the edge that is still allowed beside
 * each one: a refusal the GM reads must name the reason, and a bound must let its last value in.
 * Short rests last 2 to 5 hours, long ones 6 to 12 (seed 000 L674, L678).
 */
import { describe, expect, it } from 'vitest'
import {
  REST_MEMBERS_MAX,
  REST_SLOTS_MAX,
  type Campaign,
  type RestSlot,
} from '../../../../shared/model'
import {
  callRest,
  cancelRest,
  clearSlot,
  gift,
  RestRefused,
  setCamp,
  setDetails,
  setShowPlayers,
  setSlot,
  setWatch,
} from '../../../../shared/play/rest'
import { registerRuleset, type RulesetRest } from '../../../../shared/rules'
import { bluebox, inFight } from '../../rules/bluebox/combat-fixture'
import { hooked, hookedRest, hurtParty, PARTY } from './fixture'

function refusal(f: () => unknown): string {
  try {
    f()
  } catch (err) {
    expect(err).toBeInstanceOf(RestRefused)
    return (err as Error).message
  }
  return 'no refusal'
}

const short = (c: Campaign = hurtParty(), hours = 2) =>
  callRest(c, { kind: 'short', members: [...PARTY], hours })

const slot = (c: Campaign, s: RestSlot, index = 0, memberId = 'pc-vaka') =>
  setSlot(c, { memberId, index, slot: s })

/** The hooked rules with some activities changed. */
function withActivities(change: Record<string, object>, drop: string[] = []): RulesetRest {
  const base = hookedRest()
  return {
    ...base,
    activities: base.activities
      .filter((a) => !drop.includes(a.id))
      .map((a) => (Object.hasOwn(change, a.id) ? { ...a, ...change[a.id] } : a)),
  }
}

describe('calling a rest', () => {
  it('rules without rests, a fight in progress', () => {
    registerRuleset({ ...bluebox, id: 'rest-none', rest: undefined })
    expect(refusal(() => short({ ...hurtParty(), rulesetId: 'rest-none' }))).toBe(
      "this campaign's rules have no rests to plan",
    )
    expect(refusal(() => short(inFight(hurtParty())))).toBe(
      'a fight is in progress: end it before resting',
    )
  })

  it(`at most ${REST_MEMBERS_MAX} rest together`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`)
    const call = (n: number) => () => callRest(hurtParty(), { kind: 'short', members: ids(n) })
    expect(refusal(call(REST_MEMBERS_MAX + 1))).toBe(
      `at most ${REST_MEMBERS_MAX} can rest together`,
    )
    // Exactly the most passes that check and stops at the first unknown member.
    expect(refusal(call(REST_MEMBERS_MAX))).toBe('"m0" is neither a token nor a player character')
  })

  it.each([[1], [2.5], [6]])('a short rest of %s hours', (hours) => {
    expect(refusal(() => short(hurtParty(), hours))).toBe(
      'a Short rest (2-5 hours) lasts 2 to 5 hours',
    )
  })

  it('a short rest of 5 hours: the plan starts empty, at home, not cut short, hidden', () => {
    const c = short(hurtParty(), 5)
    expect(c.rest).toEqual({
      kind: 'short',
      hours: 5,
      place: '',
      wilderness: false,
      start: { day: 3, hour: 20 },
      members: [...PARTY],
      slots: { 'pc-vaka': [], 'pc-orin': [], 'pc-mira': [] },
      camp: [],
      watch: [],
      interrupted: false,
      campChecks: null,
      alarmCheck: null,
      showPlayers: false,
    })
  })

  it('no rest planned: cancelling, setting the watch', () => {
    const none = 'no rest is being planned: call a rest first'
    expect(refusal(() => cancelRest(hurtParty()))).toBe(none)
    expect(refusal(() => setWatch(hurtParty(), []))).toBe(none)
  })

  it('showing the board to the players changes only that', () => {
    const c = short()
    expect(setShowPlayers(c, true).rest).toEqual({ ...c.rest, showPlayers: true })
  })
})

describe('the rest details', () => {
  it.each([[0], [1.5]])('a length of %s hours', (hours) => {
    expect(refusal(() => setDetails(short(), { hours }))).toBe(
      "the rest's length must be a whole number of hours, at least 1",
    )
  })

  it('1 hour is a whole hour but too short for a Short rest; 5 is its most, 6 past it', () => {
    const words = "the rest's length: a Short rest (2-5 hours) lasts 2 to 5 hours"
    expect(refusal(() => setDetails(short(), { hours: 1 }))).toBe(words)
    expect(refusal(() => setDetails(short(), { hours: 6 }))).toBe(words)
    expect(setDetails(short(), { hours: 5 }).rest!.hours).toBe(5)
  })

  it('a watch ending at the new end fits; one past it is refused', () => {
    const c = setWatch(short(hurtParty(), 4), [{ memberId: 'pc-orin', from: 1, to: 3 }])
    expect(setDetails(c, { hours: 3 }).rest!.hours).toBe(3)
    expect(refusal(() => setDetails(c, { hours: 2 }))).toBe(
      "Orin's watch runs past 22:00, when the rest would end: shorten the watch first",
    )
  })
})

describe('planning a slot', () => {
  it('someone not resting, an unknown activity', () => {
    expect(refusal(() => slot(short(), { activity: 'meditate' }, 0, 'npc-sentinel'))).toBe(
      'Rust Sentinel is not resting with the party',
    )
    expect(refusal(() => slot(short(), { activity: 'nap' }))).toBe(
      '"nap" is not a rest activity here',
    )
  })

  it.each([[-1], [0.5], [1]])('slot index %s of a member with nothing planned', (index) => {
    expect(refusal(() => slot(short(), { activity: 'meditate' }, index))).toBe(
      `the slot: Vaka has 0 activities planned, so slot ${index + 1} cannot be filled yet`,
    )
  })

  it(`no slot ${REST_SLOTS_MAX + 1}, even after ${REST_SLOTS_MAX} planned`, () => {
    const c = short()
    const full = Array.from({ length: REST_SLOTS_MAX }, () => ({ activity: 'restore-hp' }))
    const planned = { ...c, rest: { ...c.rest!, slots: { ...c.rest!.slots, 'pc-vaka': full } } }
    expect(refusal(() => slot(planned, { activity: 'restore-hp' }, REST_SLOTS_MAX))).toBe(
      `the slot: Vaka has ${REST_SLOTS_MAX} activities planned, so slot ${REST_SLOTS_MAX + 1} cannot be filled yet`,
    )
  })

  it('an activity once per rest may be planned again over itself', () => {
    const c = slot(short(), { activity: 'meditate' })
    expect(slot(c, { activity: 'meditate' }).rest!.slots['pc-vaka']).toEqual([
      { activity: 'meditate' },
    ])
  })

  it('an activity of the other kind of rest, one for an ally only, an ally not resting', () => {
    const c = hooked(short(), withActivities({ meditate: { rest: ['long'] } }))
    expect(refusal(() => slot(c, { activity: 'meditate' }))).toBe(
      'Self-reflection or meditation cannot be planned in this kind of rest',
    )
    const ally = hooked(short(), withActivities({ 'repair-plating': { target: 'ally' } }))
    expect(refusal(() => slot(ally, { activity: 'repair-plating' }))).toBe(
      'Repair Plating must be for an ally',
    )
    expect(slot(ally, { activity: 'repair-plating', target: 'pc-orin' }).rest).not.toBeNull()
    expect(
      refusal(() => slot(short(), { activity: 'repair-plating', target: 'npc-sentinel' })),
    ).toBe('Rust Sentinel is not resting with the party')
  })

  it('an item or count on what makes none; Modules on what changes none', () => {
    const c = short()
    const noItem = 'Restore HP makes no item: leave the item and count empty'
    expect(refusal(() => slot(c, { activity: 'restore-hp', item: 'rope' }))).toBe(noItem)
    expect(refusal(() => slot(c, { activity: 'restore-hp', count: 2 }))).toBe(noItem)
    const noModule = 'Restore HP changes no Module: leave the Modules empty'
    expect(refusal(() => slot(c, { activity: 'restore-hp', remove: 'Scope' }))).toBe(noModule)
    expect(refusal(() => slot(c, { activity: 'restore-hp', install: 'Scope' }))).toBe(noModule)
    const swap = { activity: 'swap-module', install: 'Scope' }
    expect(slot(c, swap).rest!.slots['pc-vaka']).toEqual([swap])
  })

  it('crafting: one item a time is enough; no limit without the hook; no count is allowed', () => {
    const one: RulesetRest = { ...hookedRest(), craftMax: () => 1 }
    const rope = { activity: 'craft', item: 'rope', count: 1 }
    expect(slot(hooked(short(), one), rope).rest!.slots['pc-vaka']).toEqual([rope])
    expect(refusal(() => slot(hooked(short(), one), { ...rope, count: 2 }))).toBe(
      'the count of items: Vaka can make at most 1 in one activity, not 2',
    )
    const { craftMax: _m, ...unbounded } = hookedRest()
    const many = { ...rope, count: 99 }
    expect(slot(hooked(short(), unbounded), many).rest!.slots['pc-vaka']).toEqual([many])
    const uncounted = { activity: 'craft', item: 'rope' }
    expect(slot(hooked(short()), uncounted).rest!.slots['pc-vaka']).toEqual([uncounted])
  })

  it('a gift where the rules have none', () => {
    const c = hooked(short(), withActivities({}, ['gift']))
    expect(refusal(() => gift(c, 'pc-vaka', 'pc-orin'))).toBe(
      'these rules have no gifting of rest activities',
    )
  })
})

describe('clearing a slot', () => {
  it.each([[-1], [0.5], [1]])('activity index %s of a plan of 1', (index) => {
    const c = slot(short(), { activity: 'meditate' })
    expect(refusal(() => clearSlot(c, 'pc-vaka', index))).toBe(
      `Vaka has no activity ${index + 1} planned`,
    )
  })

  it('someone not resting', () => {
    expect(refusal(() => clearSlot(short(), 'npc-sentinel', 0))).toBe(
      'Rust Sentinel is not resting with the party',
    )
  })
})

describe('the camp and the watch', () => {
  it('more than 10 Camp Bonuses; a camp outside the wilderness', () => {
    const c = hooked(short())
    expect(refusal(() => setCamp(c, Array(11).fill('alarm')))).toBe('at most 10 Camp Bonuses')
    expect(refusal(() => setCamp(c, Array(10).fill('alarm')))).toBe(
      'Camp Bonuses come with a camp, made only for a rest in the wilderness',
    )
  })

  it("a choice is refused with only the problems it adds to the plan's, all named", () => {
    const rules: RulesetRest = {
      ...hookedRest(),
      planProblems: (plan) => ['old', ...(plan.camp.length > 0 ? ['new one', 'new two'] : [])],
    }
    const s = hooked(short(), rules)
    const check = { memberId: 'pc-vaka', total: 12, success: true, detail: 'd12 12' }
    const c = { ...s, rest: { ...s.rest!, wilderness: true, campChecks: [check] } }
    expect(refusal(() => setCamp(c, ['alarm']))).toBe('new one; new two')
  })

  it('a watch by someone not resting', () => {
    expect(refusal(() => setWatch(short(), [{ memberId: 'npc-sentinel', from: 0, to: 1 }]))).toBe(
      'Rust Sentinel is not resting with the party',
    )
  })

  it.each([
    [-1, 1],
    [0.5, 1],
    [0, 1.5],
    [1, 1],
    [1, 0],
  ])('a watch from %s to %s', (from, to) => {
    expect(refusal(() => setWatch(short(), [{ memberId: 'pc-orin', from, to }]))).toBe(
      "Orin's watch must start at 20:00 or later and end after it starts",
    )
  })

  it('a watch of the whole rest, 0 to its end, is allowed', () => {
    const w = [{ memberId: 'pc-orin', from: 0, to: 2 }]
    expect(setWatch(short(), w).rest!.watch).toEqual(w)
  })
})
