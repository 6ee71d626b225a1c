/**
 * Blue Box's camp and watch hooks with scripted dice: when camps are in use, the Survival checks
 * (success, failure, a natural 12 through a penalty), the Camp Bonuses they bound, the alarm's
 * Crafting check, and what the watch gives a fight at a covered or uncovered hour.
 * Demo: Vaka's Survival and Crafting are d12 + 1, Orin's and Mira's d12 + 0.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { RollRefused } from '../../../../shared/rules'
import { demo, editPc, plan, rest } from './rest-fixture'

const party = ['pc-vaka', 'pc-orin', 'pc-mira']

describe('camps in use', () => {
  it.each<[string, boolean, object, boolean]>([
    ['in the wilderness', true, {}, true],
    ['in a town', false, {}, false],
    ['with the optional rule off', true, { camps: false }, false],
  ])('%s', (_n, wilderness, options, allowed) => {
    expect(rest.campsAllowed!(plan({}, { wilderness }), demo({}, options))).toBe(allowed)
  })
})

describe('making camp: Survival DC 10 each', () => {
  it('a success, a natural 12 despite Exhaustion, a failure', () => {
    const c = editPc(demo(), 'orin', { exhaustion: 3 })
    const dice = scriptedDice({ 12: [9, 12, 9] })
    const r = rest.rollCamp!(plan({}, { members: party, wilderness: true }), c, dice)
    dice.assertDone()
    expect(r.checks).toEqual([
      { memberId: 'pc-vaka', total: 10, success: true, detail: 'd12 9 +1' },
      {
        memberId: 'pc-orin',
        total: 9,
        success: true,
        detail: expect.stringMatching(/^d12 12 \+0 − exhaustion 3, Decisive/),
      },
      { memberId: 'pc-mira', total: 9, success: false, detail: 'd12 9 +0' },
    ])
    expect(r.outcomes.map((o) => `${o.who}: ${o.outcome}`)).toEqual([
      'Vaka: success: one Camp Bonus',
      'Orin: success: one Camp Bonus',
      'Mira: failure',
      'The party: 2 Camp Bonuses to choose',
    ])
    expect(r.outcomes[0]!.what).toBe('Making camp: Survival check DC 10')
  })

  it('a member with no sheet rolls nothing', () => {
    const dice = scriptedDice({ 12: [10] })
    const r = rest.rollCamp!(plan({}, { members: ['obj-crate', 'pc-orin'] }), demo(), dice)
    expect(r.checks.map((c) => c.memberId)).toEqual(['pc-orin'])
    expect(r.outcomes[0]!.outcome).toMatch(/no sheet/)
  })

  it('bonuses beyond the successes, or repeated, are named', () => {
    const campChecks = [
      { memberId: 'pc-vaka', total: 10, success: true, detail: '' },
      { memberId: 'pc-orin', total: 3, success: false, detail: '' },
    ]
    const two = plan({}, { campChecks, camp: ['hidden-camp', 'comfortable'] })
    expect(rest.planProblems(two, demo()).join()).toMatch(
      /2 Camp Bonuses are chosen but 1 camp check succeeded: remove 1/,
    )
    const repeat = plan(
      {},
      { campChecks: campChecks.map((c) => ({ ...c, success: true })), camp: ['alarm', 'alarm'] },
    )
    expect(rest.planProblems(repeat, demo()).join()).toMatch(/chosen twice/)
    expect(rest.planProblems(repeat, demo({}, { campBonusRepeats: true }))).toEqual([])
  })
})

describe("the alarm's Crafting check", () => {
  it('is recorded with its dice', () => {
    const dice = scriptedDice({ 12: [7] })
    const r = rest.rollAlarm!(plan({}, { camp: ['alarm'] }), demo(), 'pc-vaka', dice)
    expect(r.check).toEqual({ memberId: 'pc-vaka', total: 8, detail: 'd12 7 +1' })
    expect(r.outcome).toMatchObject({
      who: 'Vaka',
      what: 'Alarm or trap: Crafting check',
      total: 8,
      outcome: '8 recorded: an Investigation check must beat it to find the trap',
    })
  })

  it('needs the alarm chosen first', () => {
    expect(() => rest.rollAlarm!(plan({}), demo(), 'pc-vaka', scriptedDice({ 12: [7] }))).toThrow(
      RollRefused,
    )
    expect(() => rest.rollAlarm!(plan({}), demo(), 'pc-vaka', scriptedDice({}))).toThrow(
      /choose the Alarm or trap Camp Bonus/,
    )
  })
})

describe('a fight breaking into the rest', () => {
  const watched = plan(
    {
      'pc-vaka': [{ activity: 'keep-watch' }],
      'pc-orin': [{ activity: 'restore-hp' }],
    },
    {
      watch: [
        { memberId: 'pc-vaka', from: 0, to: 3 },
        { memberId: 'pc-orin', from: 5, to: 8 },
      ],
    },
  )

  // L701 Keep watch: "in the event you and your party are attacked ... add (+1) Edge to your
  // Initiative rolls". The rest starts at 20:00, so Vaka's hours 0-3 read 20:00-23:00.
  it('at an hour Vaka watches, having planned Keep watch: her Edge', () => {
    const a = rest.ambush!(watched, demo(), 2)
    expect(a).toEqual({
      keptWatch: ['pc-vaka'],
      campAlarm: false,
      party: ['pc-vaka', 'pc-orin'],
      notes: [
        'Vaka kept watch (on watch 20:00-23:00): +1 Edge to initiative if they detected the attackers',
      ],
    })
  })

  it('L701: whoever kept watch during the rest gets the Edge, even at an hour off her shift', () => {
    const a = rest.ambush!(watched, demo(), 3)
    expect(a.keptWatch).toEqual(['pc-vaka'])
  })

  it('L701: a member who planned Keep watch with no shift drawn still gets the Edge', () => {
    const noRota = plan({ 'pc-vaka': [{ activity: 'keep-watch' }] })
    const a = rest.ambush!(noRota, demo(), 4)
    expect(a.keptWatch).toEqual(['pc-vaka'])
    expect(a.notes[0]).toMatch(/^Vaka kept watch \(no shift drawn\): \+1 Edge/)
  })

  it.each<[string, number, string[]]>([
    ['her shift covers 22:00', 2, ['pc-vaka']],
    ['the hour her shift ends (23:00) is not covered', 3, []],
  ])('watch by shift (table option): %s', (_n, hour, kept) => {
    const a = rest.ambush!(watched, demo({}, { watchByShift: true }), hour)
    expect(a.keptWatch).toEqual(kept)
  })

  it('watch by shift: off her shift, the note names the hour as clock time', () => {
    const a = rest.ambush!(watched, demo({}, { watchByShift: true }), 3)
    expect(a.notes).toEqual([
      'Vaka kept watch (on watch 20:00-23:00) but not at 23:00: no initiative Edge (the table counts the watch by shift)',
      'nobody was on watch at 23:00',
    ])
  })

  it('watching without the Keep watch activity gives no Edge', () => {
    const a = rest.ambush!(watched, demo(), 6)
    expect(a.keptWatch).toEqual(['pc-vaka'])
    expect(a.notes).toContain(
      'Orin was on watch at 02:00 but did not plan Keep watch: no initiative Edge',
    )
  })

  it('a member named by PC sheet gets its token marked; the alarm and hidden camp are noted', () => {
    const p = plan(
      { vaka: [{ activity: 'keep-watch' }] },
      {
        members: ['vaka'],
        watch: [{ memberId: 'vaka', from: 0, to: 8 }],
        camp: ['alarm', 'hidden-camp'],
        alarmCheck: { memberId: 'vaka', total: 11, detail: '' },
      },
    )
    const a = rest.ambush!(p, demo(), 7)
    expect(a.keptWatch).toEqual(['pc-vaka'])
    expect(a.campAlarm).toBe(true)
    expect(a.notes.join('\n')).toMatch(/Alarm or trap: \+1 Edge .* Crafting check 11/)
    expect(a.notes.join('\n')).toMatch(/Hidden camp: checks to find the camp have 1 Flaw/)
  })
})
