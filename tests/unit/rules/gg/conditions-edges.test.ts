import { describe, expect, it } from 'vitest'
import {
  attackConditionMods,
  canTakeActions,
  grappleEnds,
  hpThresholdConditions,
  isBloodied,
  isDesperate,
  isFlanked,
  isIncapacitated,
  speedWithConditions,
  surprisedAfterTurnEnd,
} from '../../../../shared/rules/gg/engine/conditions'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

const eq = resolveGgOptions({ bloodiedCompare: 'eq' })
const flankingOn = resolveGgOptions({ flanking: true })
const manual = (name: string) => resolveGgOptions({ cond: { [name]: 'manual' } })
const melee1 = { melee: true, distance: 1 }

describe('HP thresholds at their edges (GG-096, GG-097, GG-Q34)', () => {
  it('GG-096 Ex. Max 31: HP 15 is Bloodied by default (30 <= 31) but not exactly half under eq', () => {
    expect(isBloodied(15, 31)).toBe(true)
    expect(isBloodied(15, 31, eq)).toBe(false)
  })
  it("GG-Q34 'eq': HP 16 of 30 is not exactly half (32 != 30)", () => {
    expect(isBloodied(16, 30, eq)).toBe(false)
  })
  it('GG-097: a quarter of 28 is 7; HP 8 (32 > 28) is not Desperate either way', () => {
    expect(isDesperate(7, 28)).toBe(true)
    expect(isDesperate(8, 28)).toBe(false)
    expect(isDesperate(8, 28, eq)).toBe(false)
  })
  it("GG-097 Ex. Max 30, HP 7 (28 <= 30) is Desperate by default, not under 'eq' (28 != 30)", () => {
    expect(isDesperate(7, 30)).toBe(true)
    expect(isDesperate(7, 30, eq)).toBe(false)
  })
  it("GG-096/097 together follow the table's GG-Q34 choice", () => {
    // Max 30, HP 14: 28 <= 30 Bloodied by default, but 28 != 30 under 'eq'; 56 > 30 not Desperate.
    expect(hpThresholdConditions(14, 30)).toEqual({ bloodied: true, desperation: false })
    expect(hpThresholdConditions(14, 30, eq)).toEqual({ bloodied: false, desperation: false })
    // Max 28, HP 7 under 'eq': 14 != 28 not Bloodied, 28 == 28 Desperate.
    expect(hpThresholdConditions(7, 28, eq)).toEqual({ bloodied: false, desperation: true })
  })
  it('at 0 HP both thresholds still hold (0 <= Max)', () => {
    expect(hpThresholdConditions(0, 30)).toEqual({ bloodied: true, desperation: true })
  })
  it('refuses a fractional or zero Maximum and a negative or fractional HP, in GM words', () => {
    const maxWords = 'HP Maximum must be a whole number of 1 or more.'
    const hpWords = 'HP must be a whole number of 0 or more.'
    expect(() => isBloodied(3, 30.5)).toThrow(maxWords)
    expect(() => isBloodied(0, 0)).toThrow(maxWords)
    expect(() => isDesperate(-1, 30)).toThrow(hpWords)
    expect(() => isDesperate(1.5, 30)).toThrow(hpWords)
    // Max 1 and HP 0 are the smallest allowed values.
    expect(isBloodied(0, 1)).toBe(true)
  })
})

describe('acting (A.5.1 Surprised, Incapacitated, Unconscious, Knocked Out)', () => {
  it("each default can be turned 'manual', so the GM decides and the being may act", () => {
    expect(canTakeActions({ incapacitated: true }, {}, manual('incapacitated'))).toBe(true)
    expect(canTakeActions({ unconscious: true }, {}, manual('unconscious'))).toBe(true)
    expect(canTakeActions({ surprised: true }, { firstTurn: true }, manual('surprised'))).toBe(true)
  })
  it('Surprised stops only a Turn known to be the first', () => {
    expect(canTakeActions({ surprised: true })).toBe(true)
  })
  it('GG-099 Knocked Out of the Fight never acts', () => {
    expect(canTakeActions({ knockedOut: true }, {}, manual('incapacitated'))).toBe(false)
  })
  it('a condition set to false or to 0 Degrees is absent', () => {
    expect(canTakeActions({ incapacitated: false, knockedOut: false })).toBe(true)
    expect(canTakeActions({ unconscious: 0 })).toBe(true)
    expect(canTakeActions({ unconscious: 1 })).toBe(false)
  })
  it('A.5.1: Knocked Out, Incapacitated and (by default) Unconscious count as Incapacitated', () => {
    expect(isIncapacitated({})).toBe(false)
    expect(isIncapacitated({ knockedOut: true })).toBe(true)
    expect(isIncapacitated({ incapacitated: true })).toBe(true)
    expect(isIncapacitated({ unconscious: true })).toBe(true)
    expect(isIncapacitated({ unconscious: true }, manual('unconscious'))).toBe(false)
    expect(isIncapacitated({ prone: true, surprised: true })).toBe(false)
  })
})

describe('speed edges (A.5.1 Grappled, Slowed)', () => {
  it('refuses a negative speed in GM words', () => {
    expect(() => speedWithConditions(-1, {})).toThrow('Speed cannot be negative.')
    expect(speedWithConditions(0, {})).toBe(0)
  })
  it('Slowed given as true is one Degree: 6 - 1 = 5; false is none', () => {
    expect(speedWithConditions(6, { slowed: true })).toBe(5)
    expect(speedWithConditions(6, { slowed: false })).toBe(6)
  })
  it("'manual' Slowed leaves speed alone; 'manual' Grappled still lets Slowed count (6 - 2 = 4)", () => {
    expect(speedWithConditions(6, { slowed: 2 }, manual('slowed'))).toBe(6)
    expect(speedWithConditions(6, { grappled: true, slowed: 2 }, manual('grappled'))).toBe(4)
  })
  it('Slowed exactly down to 0: 2 - 2 = 0', () => {
    expect(speedWithConditions(2, { slowed: 2 })).toBe(0)
  })
})

describe('attack modifiers at their edges (A.5.1 Prone, GG-037, GG-039, GG-Q15)', () => {
  it('A.5.1 Prone: the Prone attacker has Disadvantage', () => {
    expect(attackConditionMods({ prone: true }, {}, melee1)).toEqual({
      advantage: [],
      disadvantage: ['attacker is Prone'],
      bonus: 0,
    })
  })
  it('A.5.1 Prone target: exactly 1 m is within 1 m; 1.5 m is farther', () => {
    expect(attackConditionMods({}, { prone: true }, melee1)).toEqual({
      advantage: ['target is Prone, attacker within 1 m'],
      disadvantage: [],
      bonus: 0,
    })
    expect(attackConditionMods({}, { prone: true }, { melee: true, distance: 1.5 })).toEqual({
      advantage: [],
      disadvantage: ['target is Prone, attacker farther than 1 m'],
      bonus: 0,
    })
  })
  it("'manual' Prone adds nothing either way", () => {
    const out = attackConditionMods({ prone: true }, { prone: true }, melee1, manual('prone'))
    expect(out).toEqual({ advantage: [], disadvantage: [], bonus: 0 })
  })
  it('GG-037 squeezing, in the words the GM reads', () => {
    expect(attackConditionMods({ squeezing: true }, { squeezing: true }, melee1)).toEqual({
      advantage: ['target is squeezing'],
      disadvantage: ['attacker is squeezing'],
      bonus: 0,
    })
  })
  it('GG-Q15 Flanked helps melee attackers whose AoC contains the target only', () => {
    const flanked = { flanked: true }
    expect(
      attackConditionMods({}, flanked, { melee: false, distance: 1 }, flankingOn).advantage,
    ).toEqual([])
    expect(
      attackConditionMods(
        {},
        flanked,
        { melee: true, distance: 1, attackerReachCoversTarget: false },
        flankingOn,
      ).advantage,
    ).toEqual([])
    expect(
      attackConditionMods(
        {},
        flanked,
        { melee: true, distance: 1, attackerReachCoversTarget: true },
        flankingOn,
      ).advantage,
    ).toEqual(['target is Flanked'])
    const off = resolveGgOptions({ flanking: true, cond: { flanked: 'manual' } })
    expect(attackConditionMods({}, flanked, melee1, off).advantage).toEqual([])
    // No Flanked condition on the target: nothing, even with the rule on.
    expect(attackConditionMods({}, {}, melee1, flankingOn).advantage).toEqual([])
  })
  it("GG-Q15 '+2 hit' is a bonus of 2, not Advantage", () => {
    const plus2 = resolveGgOptions({ flanking: true, flankEffect: 'plus2Hit' })
    expect(attackConditionMods({}, { flanked: true }, melee1, plus2)).toEqual({
      advantage: [],
      disadvantage: [],
      bonus: 2,
    })
  })
})

describe('GG-039 Flanking geometry edges (GG-Q15)', () => {
  it('measures from the defender, wherever it stands', () => {
    // Defender at (5,5); hostiles at (5,4) and (5,6) are due N and due S: 180°.
    expect(
      isFlanked(
        { x: 5, y: 5 },
        [
          { x: 5, y: 4 },
          { x: 5, y: 6 },
        ],
        flankingOn,
      ),
    ).toBe(true)
    // Defender at (5,5); hostiles at (6,5) and (6,6) are E and SE: 45°.
    expect(
      isFlanked(
        { x: 5, y: 5 },
        [
          { x: 6, y: 5 },
          { x: 6, y: 6 },
        ],
        flankingOn,
      ),
    ).toBe(false)
  })
  it('finds a qualifying pair that is not the first two', () => {
    // N, NE (45°), then S: N and S are 180° apart, and so are NE and S (135°).
    const hostiles = [
      { x: 0, y: -1 },
      { x: 1, y: -1 },
      { x: 0, y: 1 },
    ]
    expect(isFlanked({ x: 0, y: 0 }, hostiles, flankingOn)).toBe(true)
    // N, NE, E: N and E are 90° apart (third pair checked).
    expect(
      isFlanked(
        { x: 0, y: 0 },
        [
          { x: 1, y: -1 },
          { x: 0, y: -1 },
          { x: 1, y: 0 },
        ],
        flankingOn,
      ),
    ).toBe(true)
  })
  it('GG-Q15 gg.flankAngle: at 120° a 90° pair no longer flanks, a 135° pair does', () => {
    const wide = resolveGgOptions({ flanking: true, flankAngle: 120 })
    const n = { x: 0, y: -1 }
    expect(isFlanked({ x: 0, y: 0 }, [n, { x: 1, y: 0 }], wide)).toBe(false)
    // N and SE: cos = (0·1 + -1·1) / (1·√2) = -0.707, i.e. 135° >= 120°.
    expect(isFlanked({ x: 0, y: 0 }, [n, { x: 1, y: 1 }], wide)).toBe(true)
  })
  it('GG-Q15 measures the angle itself, not how far away the hostiles stand', () => {
    const wide = resolveGgOptions({ flanking: true, flankAngle: 120 })
    // E at 3 m and (-1, 3): cos = (3·-1 + 0·3) / (3 · √10) = -0.316, about 108° < 120°.
    const hostiles = [
      { x: 3, y: 0 },
      { x: -1, y: 3 },
    ]
    expect(isFlanked({ x: 0, y: 0 }, hostiles, wide)).toBe(false)
    // At the default 90° the same pair flanks (108° >= 90°).
    expect(isFlanked({ x: 0, y: 0 }, hostiles, flankingOn)).toBe(true)
  })
  it("a hostile on the defender's own centre has no direction and flanks nothing", () => {
    expect(
      isFlanked(
        { x: 0, y: 0 },
        [
          { x: 0, y: 0 },
          { x: 0, y: -1 },
        ],
        flankingOn,
      ),
    ).toBe(false)
    // A hostile on the centre beside two real ones on one side (N, NE = 45°) changes nothing.
    expect(
      isFlanked(
        { x: 0, y: 0 },
        [
          { x: 0, y: -1 },
          { x: 0, y: 0 },
          { x: 1, y: -1 },
        ],
        flankingOn,
      ),
    ).toBe(false)
  })
  it('no hostiles: not Flanked', () => {
    expect(isFlanked({ x: 0, y: 0 }, [], flankingOn)).toBe(false)
  })
})

describe('Grappled and Surprised ends (GG-Q26, A.5.1)', () => {
  it('GG-Q26: a target just inside the reach stays Grappled (0.5 < 1)', () => {
    expect(
      grappleEnds({
        grapplerIncapacitated: false,
        released: false,
        targetDistance: 0.5,
        grapplerReach: 1,
      }),
    ).toBe(false)
  })
  it('Surprised ending leaves a set without it untouched and the input unchanged', () => {
    const set = { prone: true }
    expect(surprisedAfterTurnEnd(set)).toBe(set)
    const surprised = { surprised: true, grappled: true }
    expect(surprisedAfterTurnEnd(surprised)).toEqual({ grappled: true })
    expect(surprised).toEqual({ surprised: true, grappled: true })
    // Surprised set to false is already absent: nothing to remove.
    const gone = { surprised: false }
    expect(surprisedAfterTurnEnd(gone)).toBe(gone)
  })
})
