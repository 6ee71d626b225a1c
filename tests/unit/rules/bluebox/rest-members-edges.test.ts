/**
 * Who rests, at the edges: a member named by a PC sheet with or without a token on the map, a
 * token's state fresh from its sheet, the weapons with their practice ("Doing this twice will make
 * you Practiced", seed 000 L696), the 1 + KNO craft limit (L693) and a check rolled from a sheet
 * with its token's Exhaustion. Demo: Vaka KNO 1, HP max 16; the Scrap Hound KNO -2.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import type { PcRecord } from '../../../../shared/rules/bluebox'
import { SLING, demo, editPc, pcOf, plan, rest, state } from './rest-fixture'

/** The demo with Vaka's token taken off the map. */
function tokenless(): Campaign {
  const c = editPc(demo(), 'vaka', { epCurrent: 0 })
  delete c.tokens['pc-vaka']
  return c
}

describe('a member named by its PC sheet', () => {
  it('with no token: its sheet rests (EP) but it has no HP or Plating on a map to restore', () => {
    // Restore EP: 0 + 2 + SPI 0 = 2 (L686).
    const p = plan(
      {
        vaka: [
          { activity: 'restore-ep' },
          { activity: 'restore-hp' },
          { activity: 'repair-plating' },
        ],
      },
      { members: ['vaka'] },
    )
    const dice = scriptedDice({ 4: [2] })
    const r = rest.resolve(p, tokenless(), dice)
    dice.assertDone()
    expect(r.outcomes.map((o) => `${o.who}: ${o.outcome}`)).toEqual([
      'Vaka: EP 0 → 2',
      'Vaka: no HP to restore',
      'Vaka: no Plating to repair',
    ])
    expect(pcOf(r.changes, 'vaka')).toMatchObject({ epCurrent: 2 })
    expect(r.changes.some((x) => x.kind === 'instance')).toBe(false)
  })

  it('with a token: the token rests, from a fresh state when it has none', () => {
    // Fresh: HP max 16; 3 + 2 + FOR 1 on 16 stays 16.
    const p = plan({ vaka: [{ activity: 'restore-hp' }] }, { members: ['vaka'] })
    const dice = scriptedDice({ 4: [3, 2] })
    const r = rest.resolve(p, demo(), dice)
    dice.assertDone()
    expect(r.outcomes[0]).toMatchObject({ who: 'Vaka', outcome: 'HP 16 → 16' })
    expect(r.changes).toEqual([])
  })

  it('the craft limit and the weapons read the same sheet by PC id or token id', () => {
    expect(rest.craftMax!(demo(), 'vaka')).toBe(rest.craftMax!(demo(), 'pc-vaka'))
    expect(rest.craftMax!(tokenless(), 'vaka')).toBe(2)
    expect(rest.craftMax!(demo(), 'ghost')).toBe(0)
    expect(rest.weapons!(tokenless(), 'vaka').map((w) => w.id)).toEqual(['twin-blades'])
    expect(rest.weapons!(demo(), 'ghost')).toEqual([])
  })
})

describe('weapons and practice (L696)', () => {
  it('a weapon never practised is at 0; a Practiced one shows no progress left', () => {
    const c = editPc(demo(), 'vaka', {
      weapons: [SLING, { ...SLING, id: 'old', name: 'Old sling', practiced: true, practice: 1 }],
    })
    expect(rest.weapons!(c, 'pc-vaka').map((w) => [w.id, w.progress])).toEqual([
      ['sling', 0],
      ['old', 0],
    ])
  })

  it('the Modules listed are a copy: changing them leaves the sheet alone', () => {
    const c = editPc(demo(), 'vaka', { weapons: [{ ...SLING, modules: ['Long strap'] }] })
    const list = rest.weapons!(c, 'pc-vaka')
    list[0]!.modules!.push('Weighted pouch')
    expect((c.pcs.vaka as PcRecord).weapons[0]!.modules).toEqual(['Long strap'])
  })
})

describe('a check rolled from a member’s sheet', () => {
  it('an NPC token’s own Exhaustion weighs on its check', () => {
    // The Sentinel (KNO 1) crafts a Rope, DC 6 (L760): 6 + 1 - exhaustion 2 = 5 fails.
    const p = plan(
      { 'npc-sentinel': [{ activity: 'craft', item: 'rope', count: 1 }] },
      { members: ['npc-sentinel'] },
    )
    const c = demo({ 'npc-sentinel': state(['exhaustion'], 24, { exhaustion: 2 }) })
    const dice = scriptedDice({ 12: [6] })
    const r = rest.resolve(p, c, dice)
    dice.assertDone()
    expect(r.outcomes[0]).toMatchObject({ total: 5, outcome: 'failed (no components lost)' })
  })

  it('a member whose slots are missing from the plan rests with none', () => {
    const p = plan({}, { members: ['pc-vaka'] })
    expect(
      rest.resolve(p, demo({ 'pc-vaka': state([], 16, { thp: 2 }) }), scriptedDice({})).outcomes,
    ).toEqual([
      { who: 'Vaka', what: 'THP', total: 0, outcome: 'THP 2 → 0', detail: 'THP last until a rest' },
    ])
  })
})

describe('names every object has are not rest words', () => {
  it('as a kind, a member, an activity or a Camp Bonus, each is named as unknown', () => {
    const p = plan(
      { 'pc-vaka': [{ activity: 'toString' }] },
      { kind: 'toString', members: ['pc-vaka', 'constructor'], camp: ['valueOf'] },
    )
    expect(rest.planProblems(p, demo())).toEqual([
      '"toString" is not a kind of rest: choose Short or Long',
      'Vaka: "toString" is not a rest activity',
      '"constructor" is neither a token nor a player character',
      '"valueOf" is not a Camp Bonus',
    ])
  })

  it('an activity named so is left out of the rest', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'toString' }] }, { members: ['pc-vaka'] })
    expect(rest.resolve(p, demo(), scriptedDice({})).outcomes).toEqual([])
  })

  it('a member who is not in the plan has no slots', () => {
    expect(rest.slots(plan({}), 'ghost')).toBe(0)
    expect(rest.slots(plan({}, { kind: 'short', hours: 3 }), 'pc-vaka')).toBe(3)
  })
})

describe('making camp by PC sheet', () => {
  it('a PC on no map still rolls Survival from its sheet (d12 + 1 for Vaka)', () => {
    const dice = scriptedDice({ 12: [9] })
    const r = rest.rollCamp!(plan({}, { members: ['vaka'], wilderness: true }), tokenless(), dice)
    dice.assertDone()
    expect(r.checks).toEqual([{ memberId: 'vaka', total: 10, success: true, detail: 'd12 9 +1' }])
  })
})
