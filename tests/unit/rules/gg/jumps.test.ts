import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  highJumpMax,
  highJumpReach,
  jumpObstacleTest,
  landingTest,
  longJumpMax,
} from '../../../../shared/rules/gg/engine/jumps'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

describe('jumps (worked examples)', () => {
  it.each([
    ['GG-029 PHY 2 running', () => longJumpMax(2, 2), 10],
    ['GG-029 PHY 2 standing', () => longJumpMax(2, 0), 5],
    ['GG-029 PHY 0 running', () => longJumpMax(0, 2), 2],
    ['GG-029 PHY 0 standing', () => longJumpMax(0, 0), 1],
    ['GG-029 speed 9, 2 m run-up -> capped at 7', () => longJumpMax(2, 2, 7), 7],
    ['GG-032 PHY 1 running', () => highJumpMax(1, 2), 4],
    ['GG-032 PHY 1 standing', () => highJumpMax(1, 0), 2],
    ['GG-032 PHY -2 running', () => highJumpMax(-2, 3), 2],
    ['GG-032 PHY -2 standing', () => highJumpMax(-2, 0), 1],
    ['GG-033 jump 2 m, 1.8 m tall', () => highJumpReach(2, 1.8), 4.7],
  ])('%s -> %f m', (_l, f, expected) => {
    expect(f()).toBeCloseTo(expected, 9)
  })
  it('GG-Q12 options: the feet correction and the minimum after halving', () => {
    expect(longJumpMax(3, 2, Infinity, resolveGgOptions({ jumpScale: 0.3 }))).toBeCloseTo(4.5)
    expect(longJumpMax(0, 0, Infinity, resolveGgOptions({ jumpMinBeforeHalf: false }))).toBe(2)
  })
  it('GG-030 Ex.: 8 m jump over a 1.5 m hedge, d20 7 + PHY 2 = 9 -> hits the hedge (check on)', () => {
    const on = resolveGgOptions({ jumpObstacleCheck: true })
    expect(jumpObstacleTest(8, 1.5, 2, scriptedDice({ 20: [7] }), on)).toEqual({
      die: 7,
      total: 9,
      clears: false,
    })
    expect(jumpObstacleTest(8, 3, 2, scriptedDice({}), on)).toBe('tooTall')
    expect(jumpObstacleTest(8, 1.5, 2, scriptedDice({}))).toBeNull()
  })
  it.each([
    [8, 11, false],
    [6, 9, true],
  ])('GG-031 Ex.: landing in mud, d20 %i + AGI 3 = %i -> prone %s', (face, total, prone) => {
    expect(landingTest(3, scriptedDice({ 20: [face] }))).toEqual({ die: face, total, prone })
  })
  it('the jump Tests are Trait Tests: the table test die, SB when Trained, Advantage (F-GG-1 … 3)', () => {
    const dice = scriptedDice({ 6: [2, 2, 2] })
    expect(landingTest(3, dice, resolveGgOptions({ testDie: '3d6' }))).toEqual({
      die: 6,
      total: 9,
      prone: true,
    })
    dice.assertDone()
    const twice = scriptedDice({ 20: [4, 7] })
    const on = resolveGgOptions({ jumpObstacleCheck: true })
    const athlete = { trait: 2, sb: 2, trained: true, advantage: { advantage: 1 } }
    expect(jumpObstacleTest(8, 1.5, athlete, twice, on)).toEqual({
      die: 7,
      total: 11,
      clears: true,
    })
    twice.assertDone()
  })
})
