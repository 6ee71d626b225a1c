/**
 * GG jumps at their edges (GG-029 … GG-033, GG-Q12, GG-Q50): where a run-up starts to count, the
 * 2 m minimum on each side of halving, the table's jump scale, and the TG 10 Tests at their goal.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  GG_JUMP_TEST_TG,
  highJumpMax,
  highJumpReach,
  jumpObstacleTest,
  landingTest,
  longJumpMax,
} from '../../../../shared/rules/gg/engine/jumps'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

const minAfterHalf = resolveGgOptions({ jumpMinBeforeHalf: false })
const feet = resolveGgOptions({ jumpScale: 0.3 })
const obstacles = resolveGgOptions({ jumpObstacleCheck: true })

describe('GG-029 Long Jump: running or standing', () => {
  // seed 001 L26: "if they immediately moved at least 2m prior ... a Running Jump, otherwise ... a
  // Standing Jump"; running covers "Physique x 5 (minimum of 2m)", standing "half the distance".
  it.each([
    ['a 2 m run-up is a Running jump: PHY 3 x 5', 3, 2, 15],
    ['a 5 m run-up is no longer than running: PHY 3 x 5', 3, 5, 15],
    ['a 1.5 m run-up is a Standing jump: half of 15', 3, 1.5, 7.5],
    ['no run-up: PHY 1 -> half of 5', 1, 0, 2.5],
  ])('%s = %f m', (_l, phy, runUp, metres) => {
    expect(longJumpMax(phy, runUp)).toBe(metres)
  })

  it('seed 001 L26 "each metre they clear on the jump costs 1m": 4 m of movement left caps a 15 m jump', () => {
    expect(longJumpMax(3, 2, 4)).toBe(4)
    // Movement left beyond the jump's reach does not lengthen it.
    expect(longJumpMax(3, 2, 20)).toBe(15)
  })
})

describe('GG-032 High Jump: running or standing', () => {
  // seed 001 L29: running "up to their Physique + 3 (minimum of 2m)", standing "only half".
  it.each([
    ['PHY 2 running: 2 + 3', 2, 2, 5],
    ['PHY 2 standing: half of 5', 2, 0, 2.5],
    ['PHY 2 with a 1.9 m run-up is still standing', 2, 1.9, 2.5],
    ['PHY -1 running: 2, which is the minimum', -1, 2, 2],
  ])('%s = %f m', (_l, phy, runUp, metres) => {
    expect(highJumpMax(phy, runUp)).toBe(metres)
  })
  it('movement left caps it (seed 001 L29 "each metre they clear ... costs 1m")', () => {
    expect(highJumpMax(2, 2, 3)).toBe(3)
  })
})

describe('GG-Q12: the 2 m minimum before or after halving a Standing jump', () => {
  // seed 001 L29: running "Physique + 3 (minimum of 2m)", standing "only half the distance";
  // whether the minimum is taken before the halving is open (GG-Q12; default: before).
  it('PHY 0 standing high jump: 3 m halved is 1.5 m by default (minimum before halving)', () => {
    // GG-Q12 default: the minimum applies to the running figure (3 m, above 2), then halve: 1.5.
    expect(highJumpMax(0, 0)).toBe(1.5)
  })
  it('with the minimum after halving, the same jump is 2 m (1.5 raised to the minimum)', () => {
    expect(highJumpMax(0, 0, Infinity, minAfterHalf)).toBe(2)
  })
  it('with the minimum after halving, a half above 2 m stands: PHY 1 standing long jump 2.5 m', () => {
    expect(longJumpMax(1, 0, Infinity, minAfterHalf)).toBe(2.5)
  })
  it('a Running jump is never halved, whichever the reading: PHY -2 high jump is 2 m', () => {
    expect(highJumpMax(-2, 2, Infinity, minAfterHalf)).toBe(2)
    expect(longJumpMax(0, 2, Infinity, minAfterHalf)).toBe(2)
  })
})

describe('GG-Q12 gg.jumpScale 0.3 (the formulas read as feet)', () => {
  // seed 001 L26 / L29 formulas times the table's scale; the 2 m minimum is the text's own.
  it('PHY 7 running high jump: (7 + 3) x 0.3 = 3 m', () => {
    expect(highJumpMax(7, 2, Infinity, feet)).toBeCloseTo(3, 9)
  })
  it('PHY 3 running high jump: 6 x 0.3 = 1.8 m, raised to the 2 m minimum', () => {
    expect(highJumpMax(3, 2, Infinity, feet)).toBe(2)
  })
  it('PHY 2 standing long jump: 10 x 0.3 = 3 m, halved to 1.5 m', () => {
    expect(longJumpMax(2, 0, Infinity, feet)).toBeCloseTo(1.5, 9)
  })
})

describe('GG-033 reach during a High Jump', () => {
  // seed 001 L30: "the height of the jump plus 1 1/2 times their height".
  it('a 1.5 m jump by a 2 m tall Character reaches 1.5 + 3 = 4.5 m', () => {
    expect(highJumpReach(1.5, 2)).toBe(4.5)
  })
  it('a standing-still reach (no jump) is 1½ times the height: 1 m tall -> 1.5 m', () => {
    expect(highJumpReach(0, 1)).toBe(1.5)
  })
})

describe('GG-030 obstacle Test (GG-Q50 on) at its limits', () => {
  // seed 001 L27: "a TG 10 Physique Test to clear a low obstacles (no taller than a quarter of the
  // jump's distance) ... Otherwise, they hit the obstacle."
  it('the goal is TG 10', () => {
    expect(GG_JUMP_TEST_TG).toBe(10)
  })
  it('an obstacle exactly a quarter of the jump (2 m of 8 m) is still a Test; d20 8 + PHY 2 = 10 clears', () => {
    expect(jumpObstacleTest(8, 2, 2, scriptedDice({ 20: [8] }), obstacles)).toEqual({
      die: 8,
      total: 10,
      clears: true,
    })
  })
  it('one step taller (2.1 m of an 8 m jump) cannot be cleared at all, and no die is rolled', () => {
    const dice = scriptedDice({})
    expect(jumpObstacleTest(8, 2.1, 2, dice, obstacles)).toBe('tooTall')
    dice.assertDone()
  })
  it('d20 7 + PHY 2 = 9 is one short: it hits the obstacle', () => {
    expect(jumpObstacleTest(8, 1, 2, scriptedDice({ 20: [7] }), obstacles)).toMatchObject({
      total: 9,
      clears: false,
    })
  })
  it('off (the default), even a towering obstacle asks for no Test', () => {
    expect(jumpObstacleTest(8, 9, 2, scriptedDice({}))).toBeNull()
  })
})

describe('GG-031 landing in Difficult Terrain at the goal', () => {
  // seed 001 L28: "a TG 10 Agility Test to land on their feet. Otherwise, they land Prone."
  it('d20 7 + AGI 3 = 10 meets TG 10: on their feet', () => {
    expect(landingTest(3, scriptedDice({ 20: [7] }))).toEqual({ die: 7, total: 10, prone: false })
  })
  it('a whole Test input: d20 5 + AGI 1 + SB 2 (Trained) + 1 = 9 -> Prone', () => {
    const input = { trait: 1, sb: 2, trained: true, modifier: 1 }
    expect(landingTest(input, scriptedDice({ 20: [5] }))).toEqual({ die: 5, total: 9, prone: true })
  })
})
