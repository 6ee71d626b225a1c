/**
 * The rest planner through the dispatcher: each edit one undoable step, resolve's lines in the
 * dice log, and undo of a resolve giving back HP, EP, Exhaustion, the plan and the clock exactly.
 */
import { describe, expect, it } from 'vitest'
import type { DiceLogEntry, RestInterrupted, ServerEvent } from '../../../shared/api'
import { scriptedDice } from '../../../shared/dice'
import type { PlayerView } from '../../../shared/projection'
import { createDispatcher } from '../../../electron/main/session/dispatcher'
import { DiceLog } from '../../../electron/main/session/dice-log'
import { CampaignHistory } from '../../../electron/main/session/history'
import { Hub } from '../../../electron/main/session/hub'
import { hooked, PARTY } from '../play/rest/fixture'
import { openDemoCampaign } from '../support/open-demo'
import { combatHarness, ok, refused } from './combat-harness'

/** Vaka at 4 HP with 2 THP and Exhaustion 5, Orin at 0 EP; a long rest planned for both. */
function planned() {
  // d4s: Vaka's Restore HP 2d4 [3, 4], Orin's Restore EP d4 [2].
  const h = combatHarness({ 4: [3, 4, 2] })
  ok(h.call('token:setInstance', { tokenId: 'pc-vaka', hp: 4, thp: 2, plating: 0, conditions: [] }))
  ok(h.call('pc:save', { pc: { ...h.state.pcs.vaka, exhaustion: 5 } }))
  ok(h.call('pc:save', { pc: { ...h.state.pcs.orin, epCurrent: 0 } }))
  ok(h.call('rest:call', { kind: 'long', members: ['pc-vaka', 'pc-orin'], hours: 8 }))
  ok(h.call('rest:setSlot', { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-hp' } }))
  ok(h.call('rest:setSlot', { memberId: 'pc-orin', index: 0, slot: { activity: 'restore-ep' } }))
  return h
}

describe('resolving a rest through main', () => {
  it('applies the rolls in one step, logs them, and undo restores HP, EP and Exhaustion exactly', () => {
    const h = planned()
    const before = h.state
    const clock = before.clock
    const entries = ok<DiceLogEntry[]>(h.call('rest:resolve'))
    expect(entries.map((e) => `${e.who}: ${e.outcome}`)).toEqual([
      'Vaka: HP 4 → 12',
      'Vaka: Exhaustion 5 → 1',
      'Vaka: THP 2 → 0',
      'Orin: EP 0 → 3',
    ])
    // Each line carries the dice it drew: Vaka's two Power Dice, none for the lines that roll
    // nothing, Orin's one.
    expect(entries.map((e) => e.faces)).toEqual([
      [
        [4, 3],
        [4, 4],
      ],
      [],
      [],
      [[4, 2]],
    ])
    expect(h.state.tokens['pc-vaka']!.instance).toMatchObject({ hp: 12, thp: 0 })
    expect(h.state.pcs.vaka).toMatchObject({ exhaustion: 1 })
    expect(h.state.pcs.orin).toMatchObject({ epCurrent: 3 })
    expect(h.state.rest).toBeNull()
    expect(h.state.restLog).toHaveLength(1)
    expect(h.history.history().undoLabel).toBe('Resolve the rest')
    const after = h.state
    ok(h.call('history:undo'))
    expect(h.state).toEqual(before)
    expect(h.log.entries.every((e) => e.undone)).toBe(true)
    ok(h.call('history:redo'))
    expect(h.state).toEqual(after)
    ok(h.call('history:undo'))
    expect(h.state.tokens['pc-vaka']!.instance).toMatchObject({ hp: 4, thp: 2 })
    expect(h.state.pcs.vaka).toMatchObject({ exhaustion: 5 })
    expect(h.state.pcs.orin).toMatchObject({ epCurrent: 0 })
    expect(h.state.clock).toEqual(clock)
  })

  it.each([
    ['a once-per-rest activity twice', { activity: 'meditate' }, 2, /only once per rest/],
    ['an unknown craft item', { activity: 'craft', item: 'cake' }, 1, /"cake" is not something/],
    [
      'a gift to oneself',
      { activity: 'gift', target: 'pc-vaka' },
      1,
      /cannot gift an activity to themselves/,
    ],
  ])('refuses %s in words, changing nothing', (_what, slot, index, words) => {
    const h = planned()
    if (index === 2) ok(h.call('rest:setSlot', { memberId: 'pc-vaka', index: 1, slot }))
    const before = h.state
    const env = h.call('rest:setSlot', { memberId: 'pc-vaka', index, slot })
    expect(env.ok || env.error.message).toMatch(words)
    expect(h.state).toBe(before)
  })

  it('refuses resolving with no rest planned, and the clock moves on by whole hours', () => {
    const h = combatHarness()
    expect(refused(h.call('rest:resolve'))).toMatch(/no rest is being planned/i)
    ok(h.call('rest:advanceClock', { hours: 30 }))
    expect(h.state.clock).toEqual({ day: 2, hour: 14 })
    expect(refused(h.call('rest:advanceClock', { hours: -1 }), 'invalid-input')).toMatch(
      /cannot move back/,
    )
  })
})

/**
 * A session on the demo campaign playing the planner's test ruleset (Blue Box with the optional
 * rest hooks stubbed: camp checks and the alarm on d12s, weapons, craftMax, the ambush), with
 * Vaka, Orin and Mira linked to their sheets and a long rest in the wilderness called for them.
 */
function hookedSession(faces: Record<number, number[]> = {}) {
  const history = new CampaignHistory(hooked(openDemoCampaign()))
  const hub = new Hub(history)
  const log = new DiceLog(scriptedDice(faces), () => new Date('2026-12-01T12:00:00Z'))
  const dispatch = createDispatcher(history, hub, log)
  const player: ServerEvent[] = []
  hub.subscribe('player', (e) => player.push(e))
  const call = (channel: string, payload: unknown = {}) => dispatch('gm', channel, payload)
  for (const [tokenId, id] of [
    ['pc-vaka', 'vaka'],
    ['pc-orin', 'orin'],
    ['pc-mira', 'mira'],
  ] as const)
    ok(call('token:link', { tokenId, sheet: { kind: 'pc', id } }))
  ok(call('rest:call', { kind: 'long', members: [...PARTY], hours: 8, wilderness: true }))
  return {
    history,
    hub,
    log,
    player,
    call,
    get state() {
      return history.state
    },
  }
}

describe("a comfortable camp's re-roll through main (L723)", () => {
  it('re-rolls the picked ✦ in one undoable step, its line in the dice log', () => {
    // d12: Vaka's camp check 12 (a Comfortable camp), Orin's 1. d4: Vaka's 2✦ [3, 4], Orin's
    // EP d4 [2], then the re-roll of Vaka's 3: a 1.
    const h = combatHarness({ 12: [12, 1], 4: [3, 4, 2, 1] })
    ok(
      h.call('token:setInstance', {
        tokenId: 'pc-vaka',
        hp: 4,
        thp: 0,
        plating: 0,
        conditions: [],
      }),
    )
    ok(
      h.call('rest:call', {
        kind: 'long',
        members: ['pc-vaka', 'pc-orin'],
        hours: 8,
        wilderness: true,
      }),
    )
    ok(h.call('rest:makeCamp'))
    ok(h.call('rest:setCamp', { camp: ['comfortable'] }))
    ok(h.call('rest:setSlot', { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-hp' } }))
    ok(h.call('rest:setSlot', { memberId: 'pc-orin', index: 0, slot: { activity: 'restore-ep' } }))
    ok(h.call('rest:resolve'))
    const hp = () => (h.state.tokens['pc-vaka']!.instance as { hp: number }).hp
    // 4 + 3 + 4 + FOR 1 = 12.
    expect(hp()).toBe(12)
    const before = h.state
    const lines = ok<DiceLogEntry[]>(h.call('rest:reroll', { index: 0, dice: [0] }))
    // 4 + 1 + 4 + 1 = 10.
    expect(hp()).toBe(10)
    expect(lines.map((l) => l.outcome)).toEqual(['HP 12 → 10'])
    expect(h.history.history().undoLabel).toBe('Re-roll dice of the rest')
    ok(h.call('history:undo'))
    expect(h.state).toEqual(before)
  })
})

describe('until a rest, outside a fight, through main', () => {
  it('Poisoned until a rest is remembered; taken off by hand, it is forgotten', () => {
    const h = combatHarness()
    const cond = (on: boolean, until?: object) =>
      ok(
        h.call('combat:setCondition', {
          tokenId: 'pc-vaka',
          condition: 'poisoned',
          on,
          ...(until ? { until } : {}),
        }),
      )
    cond(true, { kind: 'rest' })
    expect(h.state.tokens['pc-vaka']!.untilRest).toEqual(['poisoned'])
    const inst = h.state.tokens['pc-vaka']!.instance as { hp: number; thp: number; plating: number }
    ok(
      h.call('token:setInstance', {
        tokenId: 'pc-vaka',
        hp: inst.hp,
        thp: inst.thp,
        plating: inst.plating,
        conditions: [],
      }),
    )
    expect(h.state.tokens['pc-vaka']!.untilRest).toBeUndefined()
  })
})

describe('every rest channel through main', () => {
  it.each<[string, string, unknown, (h: ReturnType<typeof hookedSession>) => void]>([
    [
      'rest:call',
      'Call a rest',
      { kind: 'short', members: ['pc-vaka'] },
      (h) => void h.call('rest:cancel'),
    ],
    [
      'rest:setSlot',
      'Plan a rest activity',
      { memberId: 'pc-orin', index: 0, slot: { activity: 'practice-weapon', weapon: 'sling' } },
      () => {},
    ],
    [
      'rest:clearSlot',
      'Clear a rest activity',
      { memberId: 'pc-vaka', index: 0 },
      (h) =>
        void ok(
          h.call('rest:setSlot', {
            memberId: 'pc-vaka',
            index: 0,
            slot: { activity: 'restore-hp' },
          }),
        ),
    ],
    ['rest:gift', 'Gift a rest activity', { memberId: 'pc-mira', to: 'pc-orin' }, () => {}],
    [
      'rest:setCamp',
      'Choose Camp Bonuses',
      { camp: ['alarm'] },
      (h) => void ok(h.call('rest:makeCamp')),
    ],
    [
      'rest:setWatch',
      'Set the watch',
      { watch: [{ memberId: 'pc-orin', from: 2, to: 6 }] },
      () => {},
    ],
    ['rest:setDetails', 'Change the rest', { place: 'Ash ridge', hours: 10 }, () => {}],
    ['rest:showPlayers', 'Show the rest to the players', { show: true }, () => {}],
    ['rest:cancel', 'Cancel the rest', {}, () => {}],
    ['rest:advanceClock', 'Advance the clock 5 h', { hours: 5 }, () => {}],
  ])('%s is one undoable step, redone exactly', (channel, label, payload, prepare) => {
    const h = hookedSession({ 12: [12, 12, 12] })
    prepare(h)
    const before = h.state
    expect(ok<{ changed: boolean }>(h.call(channel, payload)).changed).toBe(true)
    const after = h.state
    expect(after).not.toEqual(before)
    expect(h.history.history().undoLabel).toBe(label)
    ok(h.call('history:undo'))
    expect(h.state).toEqual(before)
    ok(h.call('history:redo'))
    expect(h.state).toEqual(after)
  })

  it('makes camp: one dice log entry per member with its faces, undone with its step', () => {
    const h = hookedSession({ 12: [12, 4, 10] })
    const entries = ok<DiceLogEntry[]>(h.call('rest:makeCamp'))
    expect(entries.map((e) => [e.who, e.outcome, e.faces])).toEqual([
      ['Vaka', 'success', [[12, 12]]],
      ['Orin', 'failure', [[12, 4]]],
      ['Mira', 'success', [[12, 10]]],
    ])
    expect(h.state.rest!.campChecks!.filter((k) => k.success)).toHaveLength(2)
    expect(h.history.history().undoLabel).toBe('Make camp')
    ok(h.call('history:undo'))
    expect(h.state.rest!.campChecks).toBeNull()
    expect(h.log.entries.every((e) => e.undone)).toBe(true)
    ok(h.call('history:redo'))
    expect(h.state.rest!.campChecks).toHaveLength(3)
    expect(h.log.entries.some((e) => e.undone)).toBe(false)
    expect(
      refused(h.call('rest:setCamp', { camp: ['alarm', 'comfortable', 'hidden-camp'] })),
    ).toMatch(/gave 2 successes/)
  })

  it('rolls the alarm: one entry with its face, recorded on the rest, undone as one step', () => {
    const h = hookedSession({ 12: [9] })
    const entry = ok<DiceLogEntry>(h.call('rest:rollAlarm', { memberId: 'pc-orin' }))
    expect(entry).toMatchObject({ who: 'Orin', total: 10, faces: [[12, 9]] })
    expect(h.state.rest!.alarmCheck).toMatchObject({ memberId: 'pc-orin', total: 10 })
    ok(h.call('history:undo'))
    expect(h.state.rest!.alarmCheck).toBeNull()
    expect(refused(h.call('rest:rollAlarm', { memberId: 'npc-hound' }))).toMatch(
      /only someone resting/i,
    )
  })

  it('interrupts at an hour: the answer names the watch, the rest becomes short, undo restores it', () => {
    const h = hookedSession({ 12: [12, 12, 12] })
    ok(h.call('rest:makeCamp'))
    ok(h.call('rest:setCamp', { camp: ['alarm'] }))
    ok(h.call('rest:setWatch', { watch: [{ memberId: 'pc-vaka', from: 0, to: 4 }] }))
    for (const activity of ['restore-hp', 'meditate', 'study-maps', 'keep-watch'])
      ok(
        h.call('rest:setSlot', {
          memberId: 'pc-vaka',
          index: h.state.rest!.slots['pc-vaka']!.length,
          slot: { activity },
        }),
      )
    const before = h.state
    const answer = ok<RestInterrupted>(
      h.call('rest:interrupt', { hour: 2, keep: { 'pc-vaka': [0, 3] } }),
    )
    expect(answer).toEqual({
      changed: true,
      keptWatch: ['pc-vaka'],
      campAlarm: true,
      notes: ['Vaka was on watch'],
    })
    expect(h.state.rest).toMatchObject({ kind: 'short', interrupted: true })
    expect(h.state.rest!.slots['pc-vaka']!.map((s) => s.activity)).toEqual([
      'restore-hp',
      'keep-watch',
    ])
    expect(h.history.history().undoLabel).toBe('Initiative during the rest')
    ok(h.call('history:undo'))
    expect(h.state).toEqual(before)
    const late = ok<RestInterrupted>(h.call('rest:interrupt', { hour: 6 }))
    expect(late).toMatchObject({ keptWatch: [], notes: ['nobody was on watch at hour 6'] })
  })

  it.each([
    ['a negative hour', 'rest:interrupt', { hour: -1 }, 'invalid-input', /hour cannot be negative/],
    [
      'kept activities that do not exist',
      'rest:interrupt',
      { keep: { 'pc-vaka': [4] } },
      'rejected',
      /Vaka has no planned activity 5/,
    ],
    [
      'a negative slot',
      'rest:setSlot',
      { memberId: 'pc-vaka', index: -1, slot: { activity: 'restore-hp' } },
      'invalid-input',
      /slot number cannot be negative/,
    ],
    [
      'a kept activity past the slots',
      'rest:interrupt',
      { keep: { 'pc-vaka': [99] } },
      'invalid-input',
      /at most 20 activity slots/,
    ],
    [
      'a gift to oneself',
      'rest:gift',
      { memberId: 'pc-vaka', to: 'pc-vaka' },
      'invalid-input',
      /gift must go to someone else/,
    ],
    [
      'a count without an item',
      'rest:setSlot',
      { memberId: 'pc-vaka', index: 0, slot: { activity: 'craft', count: 2 } },
      'invalid-input',
      /count of items needs the item/,
    ],
    [
      'too many items',
      'rest:setSlot',
      { memberId: 'pc-vaka', index: 0, slot: { activity: 'craft', item: 'sana-sphere', count: 3 } },
      'rejected',
      /the count of items: Vaka can make at most 2/i,
    ],
    [
      'an unknown weapon',
      'rest:setSlot',
      { memberId: 'pc-orin', index: 0, slot: { activity: 'practice-weapon', weapon: 'axe' } },
      'rejected',
      /Orin has no weapon "axe"/,
    ],
    [
      'a slot past the planned ones',
      'rest:setSlot',
      { memberId: 'pc-orin', index: 3, slot: { activity: 'restore-ep' } },
      'rejected',
      /the slot: Orin has 0 activities planned/i,
    ],
    ['a rest too long', 'rest:setDetails', { hours: 13 }, 'rejected', /the rest's length/i],
  ])('refuses %s in words, changing nothing', (_what, channel, payload, code, words) => {
    const h = hookedSession()
    const before = h.state
    expect(refused(h.call(channel, payload), code)).toMatch(words)
    expect(h.state).toBe(before)
  })

  it('shows the board to the players and hides it again, the players getting names only', () => {
    const h = hookedSession()
    ok(h.call('rest:setSlot', { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-hp' } }))
    expect((h.hub.snapshot('player').view as PlayerView).rest).toBeUndefined()
    ok(h.call('rest:showPlayers', { show: true }))
    const rest = (h.hub.snapshot('player').view as PlayerView).rest!
    expect(rest.members.map((m) => [m.name, m.activities])).toEqual([
      ['Vaka', ['Restore HP']],
      ['Orin', []],
      ['Mira', []],
    ])
    expect(h.player.at(-1)).toMatchObject({ name: 'state:patch' })
    ok(h.call('rest:showPlayers', { show: false }))
    expect((h.hub.snapshot('player').view as PlayerView).rest).toBeUndefined()
    ok(h.call('history:undo'))
    expect((h.hub.snapshot('player').view as PlayerView).rest).toBeDefined()
  })

  it('turning the wilderness off drops the camp as one undoable step', () => {
    const h = hookedSession({ 12: [12, 12, 12] })
    ok(h.call('rest:makeCamp'))
    ok(h.call('rest:setCamp', { camp: ['alarm', 'comfortable'] }))
    const before = h.state
    ok(h.call('rest:setDetails', { wilderness: false }))
    expect(h.state.rest).toMatchObject({ wilderness: false, camp: [], campChecks: null })
    ok(h.call('history:undo'))
    expect(h.state).toEqual(before)
  })
})
