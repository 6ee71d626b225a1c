/**
 * The Limit Potential party track as the GM sees it (seed L119: 100 LP per Limit Break Level, 3
 * Levels, the third only in a Critical Engagement; OTHER-SYSTEMS.md GG-110, GG-111, GG-113,
 * GG-Q43, GG-Q44): the uses offered, their ids and reasons, and what each use logs or refuses.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { RollRefused } from '../../../../shared/rules'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import { ggCampaign } from './ruleset-combat-fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const at = (lp: number, ce = false, tableOptions: Record<string, unknown> = {}): GgCampaign => ({
  ...ggCampaign(),
  tableOptions,
  rulesetState: { 'gg.lp': lp, ...(ce ? { 'gg.criticalEngagement': true } : {}) },
})
const track = (c: GgCampaign) => ggCombat.partyTracks!(c)[0]!
const use = (c: GgCampaign, id: string, trackId = 'limitPotential') =>
  ggCombat.usePartyTrack!(c, trackId, id, scriptedDice({}))
const refusal = (f: () => unknown): string => {
  try {
    f()
  } catch (err) {
    expect(err).toBeInstanceOf(RollRefused)
    return (err as Error).message
  }
  throw new Error('not refused')
}

describe('GG-110/113 the uses the Limit Potential track offers', () => {
  it('names each Limit Break Level by an id the tracker sends back', () => {
    expect(
      track(at(0))
        .uses.slice(0, 3)
        .map((u) => u.id),
    ).toEqual(['limitBreak1', 'limitBreak2', 'limitBreak3'])
  })

  it('lists an event worth LP, not one the table scores at 0', () => {
    const uses = track(at(0, false, { lpEvents: { 'Critical Hit': 10, Taunt: 0 } })).uses
    expect(uses.filter((u) => u.id.startsWith('event:'))).toEqual([
      { id: 'event:Critical Hit', name: 'Critical Hit (+10 LP)', ready: true },
    ])
  })

  it('an event is not ready once the pool is at the cap of 200 (GG-Q44), ready one LP short', () => {
    const opts = { lpEvents: { 'Critical Hit': 10 } }
    const event = (c: GgCampaign) => track(c).uses.find((u) => u.id === 'event:Critical Hit')
    // L119: outside a Critical Engagement the pool stops at Level 2 = 2 × 100 = 200 LP.
    expect(event(at(200, false, opts))).toEqual({
      id: 'event:Critical Hit',
      name: 'Critical Hit (+10 LP)',
      ready: false,
      why: 'the pool is full at 200 LP',
    })
    expect(event(at(199, false, opts))?.ready).toBe(true)
    // In one, the cap is 3 × 100 = 300, so 200 LP is not full.
    expect(event(at(200, true, opts))?.ready).toBe(true)
  })

  it('the last use starts or ends the Critical Engagement, always ready', () => {
    expect(track(at(0)).uses.at(-1)).toEqual({
      id: 'criticalEngagement',
      name: 'Start a Critical Engagement',
      ready: true,
    })
    expect(track(at(0, true)).uses.at(-1)).toEqual({
      id: 'criticalEngagement',
      name: 'End the Critical Engagement',
      ready: true,
    })
  })
})

describe('GG-110/Q43 using the Limit Potential track', () => {
  it('refuses a track that is not Limit Potential', () => {
    expect(refusal(() => use(at(100), 'limitBreak1', 'hope'))).toBe(
      'there is no party track "hope"',
    )
  })

  it('logs a Limit Break for the party, public to the players', () => {
    // L119 / GG-Q43: Level 1 spends 1 × 100 LP: 150 − 100 = 50.
    const r = use(at(150), 'limitBreak1')
    expect(r.outcome).toEqual({
      who: 'The party',
      what: 'Limit Potential',
      total: 50,
      outcome: 'Limit Break Level 1',
      detail:
        '150 → 50 LP; the Breaker summons its Memory on its own turn in a fight (none appears now), or plays another Limit Break by hand',
      public: { what: 'Limit Potential', total: 50, outcome: 'Limit Break Level 1' },
    })
    expect(r.state).toBe(50)
  })

  it('refuses a Level the Limit Break does not have (L119: 3 Levels)', () => {
    expect(refusal(() => use(at(300, true), 'limitBreak4'))).toBe(
      'there is no Limit Break "limitBreak4"',
    )
    expect(refusal(() => use(at(300, true), 'limitBreak'))).toBe(
      'there is no Limit Break "limitBreak"',
    )
  })

  it('refuses a Memory second movement that is not one of the four', () => {
    expect(refusal(() => use(at(100), 'limitBreak1:walk'))).toBe(
      "a Memory's second movement is fly, climb, swim, burrow",
    )
    expect(use(at(100), 'limitBreak1:swim').state).toBe(0)
  })

  it('Level 3 only in a Critical Engagement (L119), even with 300 LP in the pool', () => {
    expect(refusal(() => use(at(300), 'limitBreak3'))).toBe(
      'Limit Break Level 3 is only for a Critical Engagement',
    )
    // In one: 300 − 3 × 100 = 0.
    expect(use(at(300, true), 'limitBreak3').state).toBe(0)
  })

  it('the GM sets a whole number only, and the log says what was set', () => {
    expect(refusal(() => use(at(40), 'set:12abc'))).toBe(
      'Limit Potential is a whole number from 0 to 200, not "12abc"',
    )
    expect(refusal(() => use(at(40), 'set:x12'))).toBe(
      'Limit Potential is a whole number from 0 to 200, not "x12"',
    )
    expect(use(at(40), 'set:95').outcome.outcome).toBe('set to 95 LP')
    // Digits only, with nothing around them: not a padded or exponent number.
    for (const text of [' 12', '12 ', '1e2'])
      expect(refusal(() => use(at(40), `set:${text}`))).toBe(
        `Limit Potential is a whole number from 0 to 200, not "${text}"`,
      )
    // The cap itself is a value the pool can hold (GG-Q44: capped at 200).
    expect(use(at(40), 'set:200').state).toBe(200)
  })

  it('refuses an event the table does not score, or scores at 0', () => {
    const opts = { lpEvents: { Taunt: 0 } }
    expect(refusal(() => use(at(0, false, opts), 'event:Taunt'))).toBe(
      'the table gives no Limit Potential for "Taunt"',
    )
    expect(refusal(() => use(at(0), 'event:toString'))).toBe(
      'the table gives no Limit Potential for "toString"',
    )
  })

  it('an event adds its LP up to the cap and says how much was lost over it', () => {
    const opts = { lpEvents: { 'Critical Hit': 10 } }
    // 195 + 10 = 205, over the cap of 200 by 5: the pool ends at 200, +5.
    const over = use(at(195, false, opts), 'event:Critical Hit')
    expect(over.state).toBe(200)
    expect(over.outcome.outcome).toBe('+5 LP')
    expect(over.outcome.detail).toBe('Critical Hit: 195 → 200 LP (5 over the cap is lost)')
    // 100 + 10 = 110, under the cap: nothing lost.
    const under = use(at(100, false, opts), 'event:Critical Hit')
    expect(under.outcome.outcome).toBe('+10 LP')
    expect(under.outcome.detail).toBe('Critical Hit: 100 → 110 LP')
  })

  it('starting a Critical Engagement raises the cap to 300 and keeps the pool', () => {
    const on = use(at(150), 'criticalEngagement')
    expect(on.state).toBe(150)
    expect(on.outcome.outcome).toBe('Critical Engagement')
    expect(on.outcome.detail).toBe(
      'a Critical Engagement begins: the pool may reach 300 LP (Limit Break Level 3)',
    )
  })

  it('ending one with the pool under 200 loses nothing', () => {
    const off = use(at(150, true), 'criticalEngagement')
    expect(off.state).toBe(150)
    expect(off.outcome.outcome).toBe('ordinary encounter')
    expect(off.outcome.detail).toBe('the Critical Engagement ends: the pool is capped at 200 LP')
    // Exactly at the cap: 200 − 200 = 0 lost, so no loss is reported.
    expect(use(at(200, true), 'criticalEngagement').outcome.detail).toBe(
      'the Critical Engagement ends: the pool is capped at 200 LP',
    )
  })

  it('refuses a use the track does not have', () => {
    expect(refusal(() => use(at(0), 'bogus'))).toBe('Limit Potential has no use "bogus"')
  })
})
