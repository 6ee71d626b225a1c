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
    // A stored counter that is no counter starts afresh at 1 (L573) rather than carry its junk.
    for (const junk of [{}, { value: -2, max: 8 }, { value: 'x', max: 8 }])
      expect(combat.partyTracks!(withCounter(demo({}, ON), junk))[0]).toMatchObject({
        value: 1,
        max: 8,
      })
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

describe('the Escalation Counter, what each use says', () => {
  // L573: "Start the counter with (1)"; L570: 3 PCs, a maximum of 8.
  it('lists its uses by name; a full counter offers both activations (L577)', () => {
    const c = withCounter(inFight(demo({}, ON)), { value: 8, max: 8 })
    expect(combat.partyTracks!(c)).toEqual([
      {
        id: 'escalation',
        name: 'Escalation Counter',
        value: 8,
        max: 8,
        uses: [
          { id: 'tick', name: 'A PC spent EP (+1)', ready: false, why: 'the counter is full' },
          { id: 'party-actions', name: 'Party actions (a 1 AP action each)', ready: true },
          { id: 'party-healing', name: 'Party healing (2✦ each)', ready: true },
          { id: 'reset', name: 'Reset to 1', ready: true },
        ],
      },
    ])
  })

  it.each<[string, (c: Campaign) => void]>([
    ['while initiative is rolled', (c) => (c.combat!.phase = 'initiative')],
    ['with no turn running', (c) => (c.combat!.currentId = null)],
    ['with no fight', (c) => delete c.combat],
  ])('does not tick %s (L575: "In combat: 1/turn")', (_what, change) => {
    const c = inFight(demo({}, ON))
    change(c)
    expect(uses(c).tick).toBe('it goes up only in a fight')
    expect(() => use(c, 'tick')).toThrow('the counter goes up only in a fight')
  })

  it('a tick says the counter before and after, to the GM and the table', () => {
    // L575: +1 from the starting 1: 2 of 8.
    expect(use(inFight(demo({}, ON)), 'tick').outcome).toEqual({
      who: 'The party',
      what: 'Escalation Counter',
      total: 2,
      outcome: '2 of 8',
      detail: 'a PC spent EP: 1 → 2',
      public: { what: 'Escalation Counter', total: 2, outcome: '2 of 8' },
    })
  })

  it('a full counter refuses a tick with the reason', () => {
    const c = withCounter(inFight(demo({}, ON)), { value: 8, max: 8 })
    expect(() => use(c, 'tick')).toThrow('the counter is full')
  })

  it('party actions: activated, each member a 1 AP action, then 1 (L579)', () => {
    const out = use(withCounter(inFight(demo({}, ON)), { value: 8, max: 8 }), 'party-actions')
    expect(out.outcome).toMatchObject({
      total: 1,
      outcome: 'activated',
      detail: 'each party member may take one 1 AP action now, in any order; then the counter is 1',
    })
  })

  it('a reset says the counter before and after', () => {
    const out = use(withCounter(demo({}, ON), { value: 5, max: 8 }), 'reset')
    expect(out.outcome).toMatchObject({
      total: 1,
      outcome: '1 of 8',
      detail: 'reset by the GM: 5 → 1',
    })
  })
})

describe('party healing, who is healed', () => {
  const full = (c: Campaign) => withCounter(c, { value: 8, max: 8 })

  it('out of a fight, every PC token on the map (L580: "Every member of the party")', () => {
    const c = full(
      demo(
        {
          'pc-vaka': state([], 10),
          'pc-orin': state([], 12),
          'pc-mira': state([], 5),
          'npc-hound': state([], 3),
        },
        ON,
      ),
    )
    // Level 2: (✦) is a d4 (L144), 2✦ each, maximum 16: Vaka 1 + 2 = 3, 10 → 13; Orin 2 + 2 = 4,
    // 12 → 16; Mira 3 + 1 = 4, 5 → 9. The Scrap Hound is no PC.
    const out = use(c, 'party-healing', { 4: [1, 2, 2, 2, 3, 1] })
    expect(out.changes).toEqual([
      { kind: 'ruleset-state', key: 'escalation', value: { value: 1, max: 8 } },
      { kind: 'instance', tokenId: 'pc-vaka', instance: state([], 13) },
      { kind: 'instance', tokenId: 'pc-orin', instance: state([], 16) },
      { kind: 'instance', tokenId: 'pc-mira', instance: state([], 9) },
    ])
  })

  it('in a fight, the party side: not the dead, nor a token with no state, sheet or token', () => {
    const c = full(
      inFight(
        demo(
          {
            'pc-vaka': state(['down', 'out'], 0, {
              down: { state: 'dead', instances: 3, successes: 0, failures: 3 },
            }),
            'pc-mira': state([], 5),
            'obj-crate': state([], 4),
          },
          ON,
        ),
      ),
    )
    // Orin has no state on his token; the crate has no sheet to roll a Power Die from.
    const order = c.combat!.order
    for (const tokenId of ['pc-mira', 'obj-crate', 'gone'])
      order.push({ ...order[0]!, id: `c-${tokenId}`, tokenId })
    // Mira alone: 2d4 2 + 3 = 5, HP 5 → 10.
    const out = use(c, 'party-healing', { 4: [2, 3] })
    expect(out.changes).toEqual([
      { kind: 'ruleset-state', key: 'escalation', value: { value: 1, max: 8 } },
      { kind: 'instance', tokenId: 'pc-mira', instance: state([], 10) },
    ])
    expect(out.outcome).toMatchObject({
      total: 1,
      outcome: 'activated',
      detail: 'party healing: Mira 2 + 3 = 5: HP 5 → 10; the counter is 1',
    })
  })

  it('no one to heal: said so, and the counter still resets', () => {
    const out = use(full(demo({}, ON)), 'party-healing')
    expect(out.outcome.detail).toBe('party healing: no one to heal; the counter is 1')
    expect(out.changes).toEqual([
      { kind: 'ruleset-state', key: 'escalation', value: { value: 1, max: 8 } },
    ])
  })
})
