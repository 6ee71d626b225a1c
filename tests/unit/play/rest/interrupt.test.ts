/**
 * Cutting a rest short (seed 000 L670: "If Initiative is rolled during what is meant to be a Long
 * Rest, it instead becomes a Short Rest"): what each member keeps of its plan. A short rest has 3
 * Rest Activities (L675), a long one 5 (L679), and a gift adds one to the ally's (L705: "Gift your
 * Rest Activity to an ally. This can stack.").
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { callRest, gift, interruptRest, setSlot } from '../../../../shared/play/rest'
import { hurtParty, PARTY } from './fixture'

const long = (c: Campaign = hurtParty()) =>
  callRest(c, { kind: 'long', members: [...PARTY], hours: 8, place: 'Ruined tower' })

/** Appends the activities (ids, or `{ gift: ally }`) to the member's plan, in order. */
function plan(c: Campaign, memberId: string, ...acts: (string | { gift: string })[]): Campaign {
  return acts.reduce((acc, a) => {
    if (typeof a !== 'string') return gift(acc, memberId, a.gift)
    const index = acc.rest!.slots[memberId]!.length
    return setSlot(acc, { memberId, index, slot: { activity: a } })
  }, c)
}

const kinds = (c: Campaign, m: string) =>
  c.rest!.slots[m]!.map((s) => (s.activity === 'gift' ? `gift ${s.target}` : s.activity))

describe('L670 a long rest cut short, with gifts going round in a circle', () => {
  /**
   * Vaka gives 2 to Orin, Orin 2 to Mira, Mira 2 to Vaka; each gift planned after the member's own
   * activities. Long rest: Mira 3 + 2 gifts = 5 <= 5; Vaka 4 + 2 = 6 <= 5 + 2 received; Orin 5.
   */
  function circle(): Campaign {
    let c = plan(long(), 'pc-mira', 'restore-hp', 'restore-ep', 'restore-hp')
    c = plan(c, 'pc-mira', { gift: 'pc-vaka' }, { gift: 'pc-vaka' })
    c = plan(c, 'pc-vaka', 'restore-hp', 'restore-ep', 'restore-hp', 'restore-ep')
    c = plan(c, 'pc-vaka', { gift: 'pc-orin' }, { gift: 'pc-orin' })
    c = plan(c, 'pc-orin', 'restore-hp', 'restore-ep', 'restore-hp')
    return plan(c, 'pc-orin', { gift: 'pc-mira' }, { gift: 'pc-mira' })
  }

  it('trims round the circle until nothing changes: everyone ends with the short rest 3', () => {
    // Short rest: 3 + gifts still received (V, O, M = lengths kept; g = gifts among them).
    // start   V 6 (g2)  O 5 (g2)  M 5 (g2)
    // 1: V 3+2=5 -> V 5 (g1); O 3+2=5 fits; M 3+2=5 fits
    // 2: O 3+1=4 -> O 4 (g1)
    // 3: M 3+1=4 -> M 4 (g1)
    // 4: V 3+1=4 -> V 4 (g0)
    // 5: O 3+0=3 -> O 3 (g0)
    // 6: M 3+0=3 -> M 3 (g0)
    // 7: V 3+0=3 -> V 3; then nothing changes. Seven passes, more than members + 1 = 4.
    const c = interruptRest(circle()).campaign
    expect(c.rest!.kind).toBe('short')
    expect(kinds(c, 'pc-vaka')).toEqual(['restore-hp', 'restore-ep', 'restore-hp'])
    expect(kinds(c, 'pc-orin')).toEqual(['restore-hp', 'restore-ep', 'restore-hp'])
    expect(kinds(c, 'pc-mira')).toEqual(['restore-hp', 'restore-ep', 'restore-hp'])
  })

  it('a member who keeps only its gifts by choice holds the circle up', () => {
    // Mira keeps her 2 gifts (2 <= 3): Vaka gets 3 + 2 = 5 of her 6, keeping 1 gift to Orin, who
    // gets 3 + 1 = 4 of his 5.
    const c = interruptRest(circle(), { keep: { 'pc-mira': [3, 4] } }).campaign
    expect(kinds(c, 'pc-mira')).toEqual(['gift pc-vaka', 'gift pc-vaka'])
    expect(kinds(c, 'pc-vaka')).toEqual([
      'restore-hp',
      'restore-ep',
      'restore-hp',
      'restore-ep',
      'gift pc-orin',
    ])
    expect(kinds(c, 'pc-orin')).toEqual(['restore-hp', 'restore-ep', 'restore-hp', 'gift pc-mira'])
  })

  it('a member keeping more than the circle gives back is refused by name', () => {
    // Mira keeps all 5: Vaka 3 + 2 = 5 (1 gift to Orin), Orin 3 + 1 = 4 (1 gift to Mira), so Mira
    // has 3 + 1 = 4 slots for her 5.
    expect(() => interruptRest(circle(), { keep: { 'pc-mira': [0, 1, 2, 3, 4] } })).toThrow(
      /Mira keeps: 5 chosen, but a Short rest \(2-5 hours\) leaves Mira 4$/,
    )
  })
})
