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

  it('at an hour Vaka watches, having planned Keep watch: her Edge', () => {
    const a = rest.ambush!(watched, demo(), 2)
    expect(a).toEqual({
      keptWatch: ['pc-vaka'],
      campAlarm: false,
      notes: [
        'Vaka was on watch (Keep watch): +1 Edge to initiative if they detected the attackers',
      ],
    })
  })

  it('the hour a shift ends is no longer covered: a gap', () => {
    const a = rest.ambush!(watched, demo(), 3)
    expect(a.keptWatch).toEqual([])
    expect(a.notes).toEqual(['nobody was on watch at hour 3 of the rest'])
  })

  it('watching without the Keep watch activity gives no Edge', () => {
    const a = rest.ambush!(watched, demo(), 6)
    expect(a.keptWatch).toEqual([])
    expect(a.notes[0]).toMatch(/Orin was on watch but did not plan Keep watch/)
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
