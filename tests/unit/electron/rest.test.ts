/**
 * The rest planner through the dispatcher: each edit one undoable step, resolve's lines in the
 * dice log, and undo of a resolve giving back HP, EP, Exhaustion, the plan and the clock exactly.
 */
import { describe, expect, it } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
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
    expect(entries[0]!.faces).toEqual([
      [4, 3],
      [4, 4],
      [4, 2],
    ])
    expect(h.state.tokens['pc-vaka']!.instance).toMatchObject({ hp: 12, thp: 0 })
    expect(h.state.pcs.vaka).toMatchObject({ exhaustion: 1 })
    expect(h.state.pcs.orin).toMatchObject({ epCurrent: 3 })
    expect(h.state.rest).toBeNull()
    expect(h.state.restLog).toHaveLength(1)
    expect(h.service.history().undoLabel).toBe('Resolve the rest')
    ok(h.call('history:undo'))
    expect(h.state).toEqual(before)
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
