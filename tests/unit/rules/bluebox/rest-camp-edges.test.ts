/**
 * Camps and the watch at their edges (seed 000, Camps & Resting Places L719-L724; Keep watch
 * L701): "each member of the party makes Survival checks DC (10) ... (1) of the following Camp
 * Bonuses for every successful Survival check" (L719); the alarm's Crafting check recorded for an
 * Investigation check to beat (L724). Demo: Vaka's Survival and Crafting d12 + 1, Orin's d12 + 0.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, RestPlan } from '../../../../shared/model'
import { RollRefused } from '../../../../shared/rules'
import { demo, plan, rest } from './rest-fixture'

function camp(members: string[], faces: number[]) {
  const dice = scriptedDice({ 12: faces })
  const r = rest.rollCamp!(plan({}, { members, wilderness: true }), demo(), dice)
  dice.assertDone()
  return r
}

describe('making camp (L719)', () => {
  it('one success buys one Camp Bonus, said in the singular; the players see the roll', () => {
    // Vaka 9 + 1 = 10 meets DC 10; Orin 9 + 0 = 9 does not.
    const r = camp(['pc-vaka', 'pc-orin'], [9, 9])
    expect(r.outcomes[0]).toEqual({
      who: 'Vaka',
      what: 'Making camp: Survival check DC 10',
      total: 10,
      outcome: 'success: one Camp Bonus',
      detail: 'd12 9 +1',
      public: {
        what: 'Making camp: Survival check',
        total: 10,
        outcome: 'success: one Camp Bonus',
      },
    })
    expect(r.outcomes[2]).toEqual({
      who: 'The party',
      what: 'Camp Bonuses',
      total: 1,
      outcome: '1 Camp Bonus to choose',
      detail: 'one per successful Survival check DC 10',
    })
  })

  it('no success: none to choose', () => {
    const r = camp(['pc-orin'], [3])
    expect(r.outcomes.at(-1)).toMatchObject({ total: 0, outcome: '0 Camp Bonuses to choose' })
  })

  it('a member naming nothing rolls nothing and is named by its id', () => {
    const r = camp(['ghost', 'pc-orin'], [10])
    expect(r.outcomes[0]).toEqual({
      who: 'ghost',
      what: 'Making camp: Survival check DC 10',
      total: null,
      outcome: 'no roll: no sheet to roll from, so no Camp Bonus',
      detail: '',
    })
    expect(r.checks).toEqual([
      { memberId: 'pc-orin', total: 10, success: true, detail: 'd12 10 +0' },
    ])
  })
})

describe('the alarm’s Crafting check (L724)', () => {
  const alarmed = plan({}, { camp: ['alarm'] })

  it('the total is recorded, and kept from the players', () => {
    // Vaka's Crafting: 8 + 1 = 9.
    const dice = scriptedDice({ 12: [8] })
    const r = rest.rollAlarm!(alarmed, demo(), 'pc-vaka', dice)
    dice.assertDone()
    expect(r.check).toEqual({ memberId: 'pc-vaka', total: 9, detail: 'd12 8 +1' })
    expect(r.outcome).toEqual({
      who: 'Vaka',
      what: 'Alarm or trap: Crafting check',
      total: 9,
      outcome: '9 recorded: an Investigation check must beat it to find the trap',
      detail: 'd12 8 +1',
      public: { what: 'Alarm or trap: Crafting check', total: null, outcome: '' },
    })
  })

  it.each([
    ['someone who is not in the campaign', 'ghost', 'ghost'],
    ['an object with no sheet', 'obj-crate', 'Supply Crate'],
  ])('%s cannot set it', (_n, id, name) => {
    const run = () => rest.rollAlarm!(alarmed, demo(), id, scriptedDice({}))
    expect(run).toThrow(RollRefused)
    expect(run).toThrow(`${name} has no sheet to roll a Crafting check from: choose someone else`)
  })

  it('without the alarm chosen, refused in words', () => {
    expect(() => rest.rollAlarm!(plan({}), demo(), 'pc-vaka', scriptedDice({}))).toThrow(
      'choose the Alarm or trap Camp Bonus before rolling its Crafting check',
    )
  })
})

describe('a fight breaking into the rest (L701, L724)', () => {
  it('a member with no token is named by id and in no side; nobody watching is said', () => {
    const p = plan({ ghost: [{ activity: 'meditate' }] }, { members: ['ghost', 'pc-orin'] })
    expect(rest.ambush!(p, demo(), 1)).toEqual({
      keptWatch: [],
      campAlarm: false,
      party: ['pc-orin'],
      notes: ['nobody was on watch at 21:00'],
    })
  })

  it('someone on the rota without Keep watch is on watch: nobody is not said', () => {
    const p = plan({}, { watch: [{ memberId: 'pc-orin', from: 0, to: 2 }] })
    expect(rest.ambush!(p, demo(), 1).notes).toEqual([
      'Orin was on watch at 21:00 but did not plan Keep watch: no initiative Edge',
    ])
  })

  it('an alarm with no check recorded is noted without a number', () => {
    const a = rest.ambush!(plan({}, { camp: ['alarm'] }), demo(), 0)
    expect(a.campAlarm).toBe(true)
    expect(a.notes).toContain(
      "Alarm or trap: +1 Edge to the party's initiative if it was triggered",
    )
  })

  it('a keeper with no token still counts as watching, with no token to mark', () => {
    const p = plan({ ghost: [{ activity: 'keep-watch' }] }, { members: ['ghost'] })
    const a = rest.ambush!(p, demo(), 1)
    expect(a.keptWatch).toEqual([])
    expect(a.notes).toEqual([
      'ghost kept watch (no shift drawn): +1 Edge to initiative if they detected the attackers',
    ])
  })
})

describe('the Camp Bonuses in the rest’s log', () => {
  function resolved(p: RestPlan, c: Campaign = demo()) {
    return rest.resolve(p, c, scriptedDice({})).outcomes
  }

  it('an alarm with no check recorded says so; a name that is not a bonus is left out', () => {
    const out = resolved(plan({}, { members: [], camp: ['alarm', 'tent'] }))
    expect(out).toEqual([
      {
        who: 'The party',
        what: 'Alarm or trap',
        total: null,
        outcome: 'no Crafting check recorded',
        detail: '',
      },
    ])
  })

  it('a recorded alarm carries its total and dice', () => {
    const p = plan(
      {},
      {
        members: [],
        camp: ['alarm'],
        alarmCheck: { memberId: 'pc-vaka', total: 9, detail: 'd12 8 +1' },
      },
    )
    expect(resolved(p)).toEqual([
      {
        who: 'The party',
        what: 'Alarm or trap',
        total: 9,
        outcome: 'set by Vaka, Crafting check 9 recorded (an Investigation check must beat it)',
        detail: 'd12 8 +1',
      },
    ])
  })
})
