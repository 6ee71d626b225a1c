/** The optional Escalation Counter as the tracker's party track. */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { RollRefused } from '../../../../shared/rules'
import { combat, demo, inFight, instanceIn, state } from './combat-fixture'

const ON = { escalationCounter: true }

function withCounter(c: Campaign, value: unknown): Campaign {
  c.rulesetState = { escalation: value }
  return c
}

function use(c: Campaign, what: string, faces: ScriptedFaces = {}) {
  const dice = scriptedDice(faces)
  const out = combat.usePartyTrack!(c, 'escalation', what, dice)
  dice.assertDone()
  return out
}

const uses = (c: Campaign) =>
  Object.fromEntries(combat.partyTracks!(c)[0]!.uses.map((u) => [u.id, u.ready ? true : u.why]))

describe('the Escalation Counter', () => {
  it('is not there while the optional rule is off', () => {
    const c = demo()
    expect(combat.partyTracks!(c)).toEqual([])
    expect(() => use(c, 'reset')).toThrow('the optional Escalation Counter is not in use')
  })

  it('starts at 1 with its maximum from the PCs (3 PCs: 8)', () => {
    const [track] = combat.partyTracks!(demo({}, ON))
    expect(track).toMatchObject({ id: 'escalation', name: 'Escalation Counter', value: 1, max: 8 })
    expect(uses(demo({}, ON))).toEqual({
      tick: 'it goes up only in a fight',
      'party-actions': 'the counter is at 1 of 8',
      'party-healing': 'the counter is at 1 of 8',
      reset: true,
    })
  })

  it('persists between fights, capped by the party size now', () => {
    expect(combat.partyTracks!(withCounter(demo({}, ON), { value: 3, max: 8 }))[0]).toMatchObject({
      value: 3,
    })
    expect(combat.partyTracks!(withCounter(demo({}, ON), { value: 9, max: 10 }))[0]).toMatchObject({
      value: 8,
      max: 8,
    })
    expect(combat.partyTracks!(withCounter(demo({}, ON), 'garbled'))[0]).toMatchObject({ value: 1 })
  })

  it('ticks once per turn when a PC spends EP, as a ruleset-state change', () => {
    const c = inFight(demo({}, ON))
    expect(uses(c).tick).toBe(true)
    const once = use(c, 'tick')
    const value = { value: 2, max: 8, lastTickTurn: 'fight-1:2:pc-vaka' }
    expect(once.changes).toEqual([{ kind: 'ruleset-state', key: 'escalation', value }])
    expect(once.state).toEqual(value)
    expect(once.outcome).toMatchObject({ who: 'The party', what: 'Escalation Counter', total: 2 })
    const again = withCounter(c, value)
    expect(uses(again).tick).toBe('it went up this turn already')
    expect(() => use(again, 'tick')).toThrow('the counter went up this turn already')
    again.combat!.currentId = 'pc-orin'
    expect(use(again, 'tick').state).toMatchObject({ value: 3 })
  })

  it('a full counter does not tick', () => {
    const c = withCounter(inFight(demo({}, ON)), { value: 8, max: 8 })
    expect(uses(c).tick).toBe('the counter is full')
    expect(() => use(c, 'tick')).toThrow(RollRefused)
  })

  it('activates for party actions when full, and resets to 1', () => {
    const c = withCounter(inFight(demo({}, ON)), { value: 8, max: 8 })
    expect(uses(c)['party-actions']).toBe(true)
    const out = use(c, 'party-actions')
    expect(out.changes).toEqual([
      { kind: 'ruleset-state', key: 'escalation', value: { value: 1, max: 8 } },
    ])
    expect(out.outcome.detail).toContain('one 1 AP action')
    expect(() => use(withCounter(c, { value: 7, max: 8 }), 'party-actions')).toThrow(
      'the counter is at 7 of 8',
    )
  })

  it('party healing: 2✦ each, past the maximum as THP; it ends Down and Bleeding', () => {
    const c = withCounter(
      inFight(
        demo(
          {
            'pc-vaka': state(['bleeding'], 10),
            'pc-orin': state(['down'], 0, {
              down: { state: 'down', instances: 1, successes: 0, failures: 0 },
            }),
            'npc-sentinel': state([], 5),
          },
          ON,
        ),
      ),
      { value: 8, max: 8 },
    )
    const out = use(c, 'party-healing', { 4: [3, 4, 1, 2] })
    expect(out.changes[0]).toEqual({
      kind: 'ruleset-state',
      key: 'escalation',
      value: { value: 1, max: 8 },
    })
    expect(instanceIn(out.changes, 'pc-vaka')).toEqual({
      hp: 16,
      thp: 1,
      plating: 0,
      conditions: [],
    })
    expect(instanceIn(out.changes, 'pc-orin')).toEqual({
      hp: 3,
      thp: 0,
      plating: 0,
      conditions: [],
    })
    expect(instanceIn(out.changes, 'npc-sentinel')).toBeUndefined()
    expect(out.outcome.detail).toBe(
      'party healing: Vaka 3 + 4 = 7: HP 10 → 16, THP 0 → 1; Orin 1 + 2 = 3: HP 0 → 3; the counter is 1',
    )
  })

  it('with Death Saves, healing a Down member is one automatic success', () => {
    const c = withCounter(
      inFight(
        demo(
          {
            'pc-orin': state(['down'], 0, {
              down: { state: 'down', instances: 0, successes: 2, failures: 1 },
            }),
          },
          {
            ...ON,
            downAndOut: 'death-saves',
          },
        ),
      ),
      { value: 8, max: 8 },
    )
    c.tokens['pc-vaka']!.instance = state([], 16)
    const out = use(c, 'party-healing', { 4: [1, 1, 2, 2] })
    expect(instanceIn(out.changes, 'pc-orin')).toMatchObject({
      hp: 4,
      conditions: ['unconscious'],
      down: { state: 'stable', successes: 3 },
    })
  })

  it('resets by hand', () => {
    const out = use(withCounter(demo({}, ON), { value: 5, max: 8, lastTickTurn: 'x' }), 'reset')
    expect(out.state).toEqual({ value: 1, max: 8 })
  })

  it.each([
    ['a track it does not have', 'luck', 'reset', 'there is no party track "luck"'],
    [
      'a use it does not have',
      'escalation',
      'explode',
      'the Escalation Counter has no use "explode"',
    ],
  ])('refuses %s', (_what, track, what, message) => {
    expect(() => combat.usePartyTrack!(demo({}, ON), track, what, scriptedDice({}))).toThrow(
      message,
    )
  })
})
