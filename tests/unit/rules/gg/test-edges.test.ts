import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { GG_DEFAULT_OPTIONS, type GgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  advantageCount,
  advantagePlan,
  keptDistribution,
  netAdvantage,
  rollTestDie,
  rollTraitTest,
  testBonus,
  testDieDistribution,
  testDieRange,
  traitTest,
  traitTestOdds,
} from '../../../../shared/rules/gg/engine/test'

const opts = (o: Partial<GgOptions>): GgOptions => ({ ...GG_DEFAULT_OPTIONS, ...o })

describe('advantagePlan edges (F-GG-3, GG-Q3)', () => {
  it('refuses fractional or negative counts, in the words the GM reads', () => {
    const words = 'Advantage and Disadvantage are counted in whole numbers, 0 or more.'
    expect(() => advantagePlan({ advantage: 1.5 }, '5e')).toThrow(words)
    expect(() => advantagePlan({ disadvantage: 0.5 }, '5e')).toThrow(words)
    expect(() => advantagePlan({ disadvantage: -1 }, 'netCount')).toThrow(words)
  })
  it('no sources at all: one straight roll in every mode', () => {
    const straight = { sets: 1, keep: 'highest', bonus: 0 }
    expect(advantagePlan(undefined, '5e')).toEqual(straight)
    expect(advantagePlan({}, 'netCount')).toEqual(straight)
    expect(advantagePlan({}, 'bonus2')).toEqual(straight)
  })
  it('F-GG-3 5e: Disadvantage alone keeps the lower of two; any mix is one roll', () => {
    expect(advantagePlan({ disadvantage: 3 }, '5e')).toEqual({
      sets: 2,
      keep: 'lowest',
      bonus: 0,
    })
    expect(advantagePlan({ advantage: 3 }, '5e')).toEqual({ sets: 2, keep: 'highest', bonus: 0 })
    expect(advantagePlan({ advantage: 1, disadvantage: 3 }, '5e')).toEqual({
      sets: 1,
      keep: 'highest',
      bonus: 0,
    })
  })
  it('GG-Q3 netCount and bonus2: equal counts cancel (net 0)', () => {
    expect(advantagePlan({ advantage: 2, disadvantage: 2 }, 'netCount')).toEqual({
      sets: 1,
      keep: 'highest',
      bonus: 0,
    })
    expect(advantagePlan({ advantage: 2, disadvantage: 2 }, 'bonus2')).toEqual({
      sets: 1,
      keep: 'highest',
      bonus: 0,
    })
    // bonus2 gives 2 whatever the size of the net: 3 - 0 = 3 > 0 -> +2.
    expect(advantagePlan({ advantage: 3 }, 'bonus2').bonus).toBe(2)
  })
})

describe('verdicts and counts (F-GG-3)', () => {
  it("'normal' and an empty count are no sources", () => {
    expect(advantageCount('normal')).toEqual({ advantage: 0, disadvantage: 0 })
    expect(advantageCount({})).toEqual({ advantage: 0, disadvantage: 0 })
    expect(advantageCount({ disadvantage: 2 })).toEqual({ advantage: 0, disadvantage: 2 })
  })
  it.each([
    // 5e is the default mode (F-GG-3).
    [0, 0, undefined, 'normal'],
    [1, 0, undefined, 'advantage'],
    [0, 1, undefined, 'disadvantage'],
    // F-GG-3 5e by default: both kinds together, in any number, cancel (bonus2 would say advantage).
    [2, 1, undefined, 'normal'],
    [0, 2, 'netCount', 'disadvantage'],
    [2, 0, 'bonus2', 'advantage'],
    [1, 1, 'bonus2', 'normal'],
  ] as const)('netAdvantage(%i, %i, %s) -> %s', (a, d, mode, out) => {
    expect(netAdvantage(a, d, mode)).toBe(out)
  })
})

describe('the test die (F-GG-1, gg.testDie)', () => {
  it('ranges: d20 1..20, 2d10 2..20, 3d6 3..18', () => {
    expect(testDieRange('d20')).toEqual({ min: 1, max: 20 })
    expect(testDieRange('2d10')).toEqual({ min: 2, max: 20 })
    expect(testDieRange('3d6')).toEqual({ min: 3, max: 18 })
  })
  it('rolls and sums each die of the set: 3d6 4 + 5 + 6 = 15', () => {
    const dice = scriptedDice({ 6: [4, 5, 6] })
    expect(rollTestDie(dice, '3d6')).toBe(15)
    dice.assertDone()
  })
  it('exact chances of one 2d10: none below 2, P(2) = 1/100, P(11) = 10/100', () => {
    const p = testDieDistribution('2d10')
    expect(p).toHaveLength(21)
    expect(p[0]).toBe(0)
    expect(p[1]).toBe(0)
    expect(p[2]).toBeCloseTo(0.01, 12)
    expect(p[11]).toBeCloseTo(0.1, 12)
    expect(p[20]).toBeCloseTo(0.01, 12)
  })
  it('kept chances: two d20, P(highest = 20) = 1 - (19/20)^2 = 39/400; lowest the mirror', () => {
    const hi = keptDistribution('d20', 2, 'highest')
    expect(hi[20]).toBeCloseTo(39 / 400, 12)
    expect(hi[1]).toBeCloseTo(1 / 400, 12)
    const lo = keptDistribution('d20', 2, 'lowest')
    expect(lo[1]).toBeCloseTo(39 / 400, 12)
    expect(lo[20]).toBeCloseTo(1 / 400, 12)
    // One set keeps the die as it is: 1/20 each.
    expect(keptDistribution('d20', 1, 'lowest')[7]).toBeCloseTo(1 / 20, 12)
    expect(keptDistribution('d20', 1, 'highest')[0]).toBe(0)
  })
})

describe('TTV parts (F-GG-1)', () => {
  it('SB counts only when Trained, and a Trained roller without an SB adds 0', () => {
    expect(testBonus({ trait: 2, sb: 3, trained: true, modifier: -1 })).toBe(4) // 2 + 3 - 1
    expect(testBonus({ trait: 2, sb: 3, trained: false })).toBe(2)
    expect(testBonus({ trait: 2, trained: true })).toBe(2)
  })
  it('GG-Q3 bonus2 adds its 2 to the rolled TTV: d20 8 + 1 + 2 = 11; the result keeps the TG', () => {
    const r = traitTest(
      scriptedDice({ 20: [8] }),
      { trait: 1, advantage: { advantage: 1 } },
      11,
      opts({ advMode: 'bonus2' }),
    )
    expect(r).toEqual({ rolls: [8], natural: 8, ttv: 11, inspired: false, tg: 11, success: true })
    const low = rollTraitTest(
      scriptedDice({ 20: [8] }),
      { trait: 1, advantage: { disadvantage: 1 } },
      opts({ advMode: 'bonus2' }),
    )
    expect(low.ttv).toBe(7) // 8 + 1 - 2
  })
  it('F-GG-2 on the kept die: Advantage keeping a 20 is Inspired', () => {
    const r = rollTraitTest(
      scriptedDice({ 20: [3, 20] }),
      { trait: 0, advantage: { advantage: 1 } },
      GG_DEFAULT_OPTIONS,
    )
    expect(r).toEqual({ rolls: [3, 20], natural: 20, ttv: 20, inspired: true })
  })
})

describe('traitTestOdds edges', () => {
  it('the TTV runs from the lowest natural plus the bonus: 3d6 + 2 from 5, 16 values', () => {
    const o = traitTestOdds({ trait: 2 }, 10, opts({ testDie: '3d6' }))
    expect(o.ttvMin).toBe(5)
    expect(o.ttv).toHaveLength(16)
    // P(3) = 1/216.
    expect(o.ttv[0]).toBeCloseTo(1 / 216, 12)
  })
  it('GG-Q3 bonus2: d20 + 0 + 2 vs TG 12 needs 10+, 11 faces of 20; ttvMin 3', () => {
    const o = traitTestOdds(
      { trait: 0, advantage: { advantage: 1 } },
      12,
      opts({ advMode: 'bonus2' }),
    )
    expect(o.success).toBeCloseTo(11 / 20, 12)
    expect(o.ttvMin).toBe(3)
  })
  it('TG met exactly counts: d20 + 5 vs TG 25 needs a 20 (1/20); vs TG 26 never', () => {
    expect(traitTestOdds({ trait: 5 }, 25, GG_DEFAULT_OPTIONS).success).toBeCloseTo(0.05, 12)
    expect(traitTestOdds({ trait: 5 }, 26, GG_DEFAULT_OPTIONS).success).toBe(0)
  })
  it('F-GG-2 with Disadvantage: both dice must be 20, 1/400; several faces add up', () => {
    expect(
      traitTestOdds({ trait: 0, advantage: { disadvantage: 1 } }, 10, GG_DEFAULT_OPTIONS).inspired,
    ).toBeCloseTo(1 / 400, 12)
    // Faces 19 and 20 on one d20: 2/20.
    expect(traitTestOdds({ trait: 0 }, 10, opts({ inspiredOn: [19, 20] })).inspired).toBeCloseTo(
      0.1,
      12,
    )
  })
})
