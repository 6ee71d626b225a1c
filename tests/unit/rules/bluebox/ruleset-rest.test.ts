/** Blue Box's rest hooks: the plan's problems in words and the conditions a rest starts and ends. */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { RestPlan } from '../../../../shared/model'
import { bluebox, demo, state } from './combat-fixture'

const rest = bluebox.rest!

function plan(slots: RestPlan['slots'], extra: Partial<RestPlan> = {}): RestPlan {
  return {
    kind: 'long',
    hours: 8,
    place: '',
    wilderness: false,
    start: { day: 1, hour: 20 },
    members: ['pc-vaka', 'pc-orin'],
    slots,
    camp: [],
    watch: [],
    interrupted: false,
    campChecks: null,
    alarmCheck: null,
    showPlayers: false,
    ...extra,
  }
}

describe('Blue Box rest plan problems', () => {
  it.each([
    [{ 'pc-vaka': [{ activity: 'meditate' }, { activity: 'meditate' }] }, /only once per rest/],
    [{ 'pc-vaka': [{ activity: 'gift' }] }, /a gift must go to another member/],
    [{ 'pc-vaka': [{ activity: 'restore-hp', target: 'pc-orin' }] }, /only be done for oneself/],
    [{ 'pc-vaka': [{ activity: 'craft', item: 'cake' }] }, /choose what to craft/],
    [{ 'pc-vaka': [{ activity: 'nap' }] }, /"nap" is not a rest activity/],
    [
      { 'pc-vaka': Array.from({ length: 6 }, () => ({ activity: 'restore-hp' })) },
      /more activities than slots \(5\)/,
    ],
  ])('%j: %s', (slots, words) => {
    const problems = rest.planProblems(plan(slots), demo())
    expect(problems.join('; ')).toMatch(words)
  })

  it('a gift gives the ally a sixth slot', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'gift', target: 'pc-orin' }] })
    expect(rest.slots(p, 'pc-orin')).toBe(6)
    expect(rest.slots(p, 'pc-vaka')).toBe(5)
    expect(rest.planProblems(p, demo())).toEqual([])
  })

  it('a watch outside the rest is a problem', () => {
    const p = plan({}, { watch: [{ memberId: 'pc-vaka', from: 6, to: 9 }] })
    expect(rest.planProblems(p, demo()).join()).toMatch(/within the rest's 8 hours/)
  })
})

describe('Blue Box rest resolution', () => {
  it("ends last rest's boons and THP, gives Meditation's, keeps conditions it does not know", () => {
    const c = demo({ 'pc-vaka': state(['meditated', 'prone'], 10, { thp: 3 }) })
    const r = rest.resolve(plan({ 'pc-vaka': [{ activity: 'meditate' }] }), c, scriptedDice({}))
    const vaka = r.changes.find((x) => x.kind === 'instance' && x.tokenId === 'pc-vaka')
    expect(vaka).toMatchObject({ instance: { hp: 10, thp: 0 } })
    const conditions = (vaka as { instance: { conditions: string[] } }).instance.conditions
    expect(conditions).toContain('meditated')
    expect(conditions).toContain('prone')
  })

  it('restores no more HP than the sheet allows', () => {
    const c = demo({ 'pc-vaka': state([], 15) })
    const r = rest.resolve(
      plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }),
      c,
      scriptedDice({ 4: [4, 4] }),
    )
    expect(r.outcomes[0]).toMatchObject({ who: 'Vaka', outcome: 'HP 15 → 16', total: 11 })
  })
})
