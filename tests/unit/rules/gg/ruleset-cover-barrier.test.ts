/**
 * Cover on Agility Tests (seed 001 L65, L67; GG-066/067, GG-Q27) and Barrier Points gained (L116,
 * GG-091), through the ruleset's check channel.
 */
import { describe, expect, it } from 'vitest'
import { ARIA, ggCampaign, instanceIn, roll, state } from './fixture'

const agiTest = (more: object = {}) => ({
  kind: 'check',
  sheet: { kind: 'pc', id: 'aria' },
  trait: 'AGI',
  tg: 15,
  ...more,
})

describe('cover on an Agility Test to avoid damage (GG-066/067, L65/L67)', () => {
  it('half cover adds 2: d20 10 + AGI 3 + 2 = 15 meets TG 15; without it 13 fails', () => {
    const out = roll(ggCampaign(), agiTest({ cover: 'half' }), { 20: [10] })
    expect(out.outcome).toMatchObject({ total: 15, outcome: 'success' })
    expect(out.outcome.detail).toContain('+ 2 (half cover)')
    expect(roll(ggCampaign(), agiTest(), { 20: [10] }).outcome).toMatchObject({
      total: 13,
      outcome: 'failure',
    })
  })

  it('three-quarters cover adds 5: d20 7 + AGI 3 + 5 = 15', () => {
    const out = roll(ggCampaign(), agiTest({ cover: 'threeQuarters' }), { 20: [7] })
    expect(out.outcome).toMatchObject({ total: 15, outcome: 'success' })
  })

  it('is refused on another Trait, and when the table gives Tests no cover', () => {
    expect(() => roll(ggCampaign(), agiTest({ trait: 'PHY', cover: 'half' }), {})).toThrow(
      /only Agility Tests/,
    )
    expect(() =>
      roll(ggCampaign({ coverOnAgiSaves: false }), agiTest({ cover: 'half' }), {}),
    ).toThrow(/no bonus on Agility Tests/)
  })
})

describe('Barrier Points never add up (GG-091, L116)', () => {
  const gain = (amount: number, more: object = {}) => ({
    kind: 'check',
    barrierFor: 'aria',
    amount,
    ...more,
  })
  const withBp = (bp: number, options: object = {}) => {
    const c = ggCampaign(options)
    c.tokens.aria!.instance = state(ARIA, { bp })
    return c
  }

  it('has 5 and is offered 8: replaces → 8 (never 13), keeps → 5', () => {
    const out = roll(withBp(5), gain(8, { choice: 'replace', source: 'Shield' }), {})
    expect(instanceIn(out.changes, 'aria')).toMatchObject({ bp: 8 })
    expect(out.outcome.detail).toContain('Aria replaces 5 Barrier Points with 8 from Shield')
    const kept = roll(withBp(5), gain(8, { choice: 'keep' }), {})
    expect(kept.changes).toEqual([])
    expect(kept.outcome.outcome).toBe('kept')
  })

  it('asks when it has some (the default), not when it has none', () => {
    expect(() => roll(withBp(5), gain(8), {})).toThrow(/keeps them or takes the 8 new ones/)
    expect(instanceIn(roll(withBp(0), gain(8), {}).changes, 'aria')).toMatchObject({ bp: 8 })
  })

  it('keepHigher keeps the higher without asking: 5 vs 8 → 8; 9 vs 8 → 9', () => {
    const up = roll(withBp(5, { bpGain: 'keepHigher' }), gain(8), {})
    expect(instanceIn(up.changes, 'aria')).toMatchObject({ bp: 8 })
    const stay = roll(withBp(9, { bpGain: 'keepHigher' }), gain(8), {})
    expect(stay.changes).toEqual([])
  })
})
