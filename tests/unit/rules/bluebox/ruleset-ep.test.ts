/**
 * A PC's Escalation Points on the tracker: the pool it shows, what Spend does, and the optional
 * Escalation Counter it ticks (seed 000: Escalation Points L209-L215; Down & Out L862; Escalation
 * Counter L560-L585). The demo's three PCs each have 3 of 3 EP and no Exhaustion.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { RollRefused } from '../../../../shared/rules'
import { combat, demo, inFight } from './combat-fixture'

const noDice = () => scriptedDice({})

/** The demo with Vaka's EP and Exhaustion set. */
function vaka(ep: number, exhaustion = 0, options = {}): Campaign {
  const c = demo({}, options)
  c.pcs['vaka'] = { ...c.pcs['vaka']!, epCurrent: ep, exhaustion } as never
  return c
}

const poolOf = (c: Campaign, tokenId = 'pc-vaka') => combat.pools!(c.tokens[tokenId]!, c)

describe('the EP pool the tracker shows', () => {
  it('a PC with EP: Spend EP spends one', () => {
    expect(poolOf(vaka(2))).toEqual([
      {
        id: 'ep',
        name: 'EP',
        value: 2,
        max: 3,
        spend: { name: 'Spend EP', ready: true, hint: 'Vaka spends 1 EP' },
      },
    ])
  })

  it('at 0 EP a spend costs a level of Exhaustion instead (L215), said with both levels', () => {
    // Exhaustion 2 now, so 2 → 3.
    expect(poolOf(vaka(0, 2))[0]!.spend).toEqual({
      name: 'Spend EP (+1 Exhaustion)',
      ready: true,
      hint: 'Vaka has no EP left: spending one costs a level of Exhaustion (2 → 3)',
    })
  })

  it('with the Escalation Counter in use the hint says the counter goes up (L575)', () => {
    const on = { escalationCounter: true }
    expect(poolOf(vaka(1, 0, on))[0]!.spend).toMatchObject({
      hint: 'Vaka spends 1 EP; in a fight the Escalation Counter goes up (once per turn)',
    })
    expect(poolOf(vaka(0, 0, on))[0]!.spend).toMatchObject({
      hint: 'Vaka has no EP left: spending one costs a level of Exhaustion (0 → 1); in a fight the Escalation Counter goes up (once per turn)',
    })
  })

  it('a PC Unconscious from Exhaustion cannot spend, and the button says why', () => {
    // Exhaustion's 7th level is Unconscious: no more levels to pay with.
    expect(poolOf(vaka(0, 7))[0]!.spend).toEqual({
      name: 'Spend EP',
      ready: false,
      why: 'Vaka is Unconscious from Exhaustion: cannot spend EP',
    })
  })

  it('an NPC or an object has no pool', () => {
    const c = demo()
    expect(poolOf(c, 'npc-sentinel')).toEqual([])
    expect(poolOf(c, 'obj-crate')).toEqual([])
  })
})

describe('spending one', () => {
  const spend = (c: Campaign, tokenId = 'pc-vaka', pool = 'ep') =>
    combat.spendPool!(c, tokenId, pool, noDice())

  it('lowers the sheet by one and says so', () => {
    const r = spend(vaka(3))
    expect(r.outcome).toEqual({
      who: 'Vaka',
      what: 'Spend EP',
      total: 2,
      outcome: '2 EP left',
      detail: 'EP 3 → 2',
    })
    expect(r.changes).toEqual([
      {
        kind: 'sheet',
        sheetKind: 'pc',
        id: 'vaka',
        record: expect.objectContaining({ epCurrent: 2, exhaustion: 0 }),
      },
    ])
  })

  it('at 0 EP takes a level of Exhaustion; the 7th means Unconscious for 2d4 hours', () => {
    const r = spend(vaka(0, 1))
    expect(r.outcome).toMatchObject({
      total: 0,
      outcome: '1 Exhaustion',
      detail: 'no EP left: Exhaustion 1 → 2',
    })
    const seventh = spend(vaka(0, 6))
    expect(seventh.outcome.detail).toBe(
      'no EP left: Exhaustion 6 → 7; Vaka falls Unconscious for 2d4 hours',
    )
    expect(seventh.changes[0]).toMatchObject({ record: { epCurrent: 0, exhaustion: 7 } })
  })

  it.each<[string, () => Campaign, string, string, RegExp]>([
    ['no such token', () => demo(), 'ghost', 'ep', /no token "ghost"/],
    ['no such pool', () => demo(), 'pc-vaka', 'focus', /Vaka has no pool "focus"/],
    ['not a PC', () => demo(), 'npc-sentinel', 'ep', /Rust Sentinel is not a player character/],
    ['Unconscious', () => vaka(0, 7), 'pc-vaka', 'ep', /Vaka is Unconscious from Exhaustion/],
  ])('refused: %s', (_what, camp, tokenId, pool, why) => {
    const c = camp()
    expect(() => spend(c, tokenId, pool)).toThrow(RollRefused)
    expect(() => spend(c, tokenId, pool)).toThrow(why)
  })

  it('in a fight with the counter in use, a spend ticks it once per turn (L575, L585)', () => {
    // The counter starts at 1 (L569); 3 PCs make its top 3 × 2 + 2 = 8.
    const c = inFight(vaka(0, 0, { escalationCounter: true }))
    const first = spend(c)
    expect(first.outcome.detail).toBe('no EP left: Exhaustion 0 → 1; Escalation Counter 2 of 8')
    const counter = first.changes.find((x) => x.kind === 'ruleset-state')
    expect(counter).toMatchObject({ value: { value: 2, max: 8 } })
    // The same turn again: the EP is spent, the counter stays, and the detail says why.
    const again = { ...c, rulesetState: { escalation: (counter as { value: unknown }).value } }
    const second = spend(again as Campaign)
    expect(second.outcome.detail).toBe(
      'no EP left: Exhaustion 0 → 1; Escalation Counter unchanged: the counter went up this turn already',
    )
    expect(second.changes.map((x) => x.kind)).toEqual(['sheet'])
  })

  it('without the counter, or outside a running fight, no tick', () => {
    expect(spend(inFight(vaka(2))).changes.map((x) => x.kind)).toEqual(['sheet'])
    expect(spend(vaka(2, 0, { escalationCounter: true })).changes.map((x) => x.kind)).toEqual([
      'sheet',
    ])
    const setUp = inFight(vaka(2, 0, { escalationCounter: true }))
    setUp.combat = { ...setUp.combat!, phase: 'setup' } as never
    expect(spend(setUp).outcome.detail).toBe('EP 2 → 1')
  })
})
