/**
 * Resolving and cutting short a rest, the planner's own bookkeeping: which dice go with which
 * line, the refusals, the clock, the day-log entry and its caps, and what an interrupted rest
 * keeps of its watch. The ruleset's hooks are stubbed where the case is about the planner alone.
 * The demo rest starts at 20:00 on day 3 (fixture).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { REST_LOG_LINES_MAX, REST_LOG_MAX, type Campaign } from '../../../../shared/model'
import { setTimedCondition } from '../../../../shared/play/combat'
import {
  callRest,
  interruptRest,
  resolveRest,
  RestRefused,
  setWatch,
} from '../../../../shared/play/rest'
import type { RollOutcome, RulesetRest } from '../../../../shared/rules'
import { hooked, hookedRest, hurtParty, PARTY } from './fixture'

const line = (what: string, detail = ''): RollOutcome => ({
  who: 'Vaka',
  what,
  total: null,
  outcome: 'done',
  detail,
})

/** The hooked rules with `resolve` (and more) replaced. */
const stub = (over: Partial<RulesetRest>): RulesetRest => ({ ...hookedRest(), ...over })

const short = (c: Campaign, hours = 2) =>
  callRest(c, { kind: 'short', members: ['pc-vaka', 'pc-orin'], hours })

describe('resolveRest', () => {
  it('a ruleset that does not say which line drew which dice: all go with the first line', () => {
    const rest = stub({
      resolve: (_p, _c, dice) => {
        dice.roll(6)
        dice.roll(6)
        return { changes: [], outcomes: [line('First', 'd6 + d6'), line('Second')] }
      },
    })
    const r = resolveRest(short(hooked(hurtParty(), rest)), scriptedDice({ 6: [2, 5] }))
    expect(r.faces).toEqual([
      [
        [6, 2],
        [6, 5],
      ],
      [],
    ])
    expect(r.campaign.restLog!.at(-1)!.lines).toEqual([
      'Vaka: First: done (d6 + d6)',
      'Vaka: Second: done',
    ])
  })

  it("the until-a-rest lines after the ruleset's own draw no dice", () => {
    const c = setTimedCondition(hurtParty(), 'pc-vaka', 'dazed', true, { kind: 'rest' })
    const r = resolveRest(short(c), scriptedDice({}))
    expect(r.outcomes.at(-1)!.what).toBe('Until a rest')
    expect(r.faces).toHaveLength(r.outcomes.length)
    expect(r.faces.at(-1)).toEqual([])
  })

  it("the plan's problems are all named, and a change the tracker refuses refuses the rest", () => {
    const problems = stub({ planProblems: () => ['Vaka has too much', 'Orin too'] })
    expect(() => resolveRest(short(hooked(hurtParty(), problems)), scriptedDice({}))).toThrow(
      /^Vaka has too much; Orin too$/,
    )
    const ghost = stub({
      resolve: () => ({
        changes: [{ kind: 'until-rest', tokenId: 'ghost', condition: 'dazed' }],
        outcomes: [],
      }),
    })
    const c = short(hooked(hurtParty(), ghost))
    expect(() => resolveRest(c, scriptedDice({}))).toThrow(RestRefused)
    expect(() => resolveRest(c, scriptedDice({}))).toThrow('no token "ghost" on any map')
  })

  it.each([
    // A 2-hour rest from 20:00 on day 3 ends at 22:00 on day 3.
    ['21:00 on day 3: the rest end', { day: 3, hour: 21 }, { day: 3, hour: 22 }],
    ['23:00 on day 3: the clock stays', { day: 3, hour: 23 }, { day: 3, hour: 23 }],
    ['01:00 on day 4: the clock stays', { day: 4, hour: 1 }, { day: 4, hour: 1 }],
  ])('the party clock moved on to %s', (_n, clock, after) => {
    const c = { ...short(hurtParty()), clock }
    expect(resolveRest(c, scriptedDice({})).campaign.clock).toEqual(after)
  })

  it('an 8-hour rest from 20:00 ends at 04:00 on day 4, past a clock at 23:00 on day 3', () => {
    const l = callRest(hurtParty(), { kind: 'long', members: [...PARTY], hours: 8 })
    const c = { ...l, clock: { day: 3, hour: 23 } }
    expect(resolveRest(c, scriptedDice({})).campaign.clock).toEqual({ day: 4, hour: 4 })
  })

  it("the log entry: who rested, a kind or Camp Bonus the rules do not name by its id, no alarm's words without one", () => {
    const loose = stub({ planProblems: () => [], resolve: () => ({ changes: [], outcomes: [] }) })
    const s = short(hooked(hurtParty(), loose))
    const c = { ...s, rest: { ...s.rest!, kind: 'nap', camp: ['comfortable', 'bonfire'] } }
    const entry = resolveRest(c, scriptedDice({})).campaign.restLog!.at(-1)!
    expect(entry.members).toEqual(['pc-vaka', 'pc-orin'])
    expect(entry.kindName).toBe('nap')
    expect(entry.camp).toEqual([hookedRest().campBonuses[1]!.name, 'bonfire'])
    expect(entry.camp[0]).not.toBe('comfortable')
    expect(entry.alarm).toBe('')
  })

  it('the log keeps at most its lines per rest and its last rests', () => {
    const many = stub({
      resolve: () => ({
        changes: [],
        outcomes: Array.from({ length: REST_LOG_LINES_MAX + 1 }, (_, i) => line(`L${i}`)),
      }),
    })
    const c = hooked(hurtParty(), many)
    const old = Array.from({ length: REST_LOG_MAX }, () => c.restLog?.[0])
    const first = resolveRest(short(c), scriptedDice({})).campaign
    const entry = first.restLog!.at(-1)!
    expect(entry.lines).toHaveLength(REST_LOG_LINES_MAX)
    expect(entry.lines.at(-1)).toBe(`Vaka: L${REST_LOG_LINES_MAX - 1}: done`)
    const full = { ...first, restLog: old.map(() => ({ ...entry, place: 'old' })) }
    const log = resolveRest(short(full), scriptedDice({})).campaign.restLog!
    expect(log).toHaveLength(REST_LOG_MAX)
    expect(log[0]!.place).toBe('old')
    expect(log.at(-1)!.place).toBe('')
  })
  it('a member with no slots stored, or none under its id, rests with no activities', () => {
    const s = short(hurtParty())
    const slots = { 'pc-orin': undefined } as unknown as Record<string, []>
    const c = { ...s, rest: { ...s.rest!, slots } }
    const entry = resolveRest(c, scriptedDice({})).campaign.restLog!.at(-1)!
    expect(entry.plan.map((p) => p.activities)).toEqual([[], []])
    const l = callRest(hurtParty(), { kind: 'long', members: ['pc-vaka', 'pc-orin'], hours: 8 })
    const cut = interruptRest({ ...l, rest: { ...l.rest!, slots } }).campaign
    expect(cut.rest!.slots).toEqual({ 'pc-vaka': [], 'pc-orin': [] })
  })
})

describe('interruptRest', () => {
  const long = (c: Campaign = hurtParty()) =>
    callRest(c, { kind: 'long', members: [...PARTY], hours: 8 })

  it('the shortest kind by slots, whatever order the rules list their kinds in', () => {
    const reversed = stub({ kinds: [...hookedRest().kinds].reverse() })
    expect(reversed.kinds[0]!.id).toBe('long')
    const c = interruptRest(long(hooked(hurtParty(), reversed))).campaign
    expect(c.rest).toMatchObject({ kind: 'short', hours: 5 })
  })

  it('rules with no kinds listed, or a short rest, keep the plan as it is (keep is not read)', () => {
    const none = interruptRest(hooked(long(), stub({ kinds: [] }))).campaign
    expect(none.rest).toMatchObject({ kind: 'long', hours: 8, interrupted: true })
    const s = short(hurtParty())
    const cut = interruptRest(s, { keep: { ghost: [7] } }).campaign
    expect(cut.rest).toEqual({ ...s.rest, interrupted: true, interruptedAt: 0 })
  })

  it.each([[-1], [0.5], [1]])('refuses keeping activity %s of a plan of 1', (i) => {
    const c = long()
    const planned = { ...c, rest: { ...c.rest!, slots: { 'pc-vaka': [{ activity: 'meditate' }] } } }
    expect(() => interruptRest(planned, { keep: { 'pc-vaka': [i] } })).toThrow(
      `the activities Vaka keeps: Vaka has no planned activity ${i + 1}`,
    )
  })

  it('the watch: shifts past the short rest end are cut at it, those starting there dropped', () => {
    // 8 hours cut to the short rest's most, 5 (L675: 2-5 hours): 0-2 stays, 3-7 becomes 3-5,
    // 5-8 starts at the end and goes.
    const c = setWatch(long(), [
      { memberId: 'pc-vaka', from: 0, to: 2 },
      { memberId: 'pc-orin', from: 3, to: 7 },
      { memberId: 'pc-mira', from: 5, to: 8 },
    ])
    expect(interruptRest(c).campaign.rest!.watch).toEqual([
      { memberId: 'pc-vaka', from: 0, to: 2 },
      { memberId: 'pc-orin', from: 3, to: 5 },
    ])
  })
})
