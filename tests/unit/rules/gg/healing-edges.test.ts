import { describe, expect, it } from 'vitest'
import {
  barrierPointsAfter,
  gainBarrierPoints,
  heal,
} from '../../../../shared/rules/gg/engine/healing'

describe('Barrier Points edges (GG-090 … GG-093; seed 001 L113–L118)', () => {
  it('GG-093 / seed 001 L118: BP with a stated Duration survive a Long Rest; unstated ones survive the effect ending', () => {
    // stated duration: only the effect ending removes them; unstated: only the Long Rest does.
    expect(barrierPointsAfter(6, 'effectEnded', false)).toBe(6)
    expect(barrierPointsAfter(6, 'longRest', true)).toBe(6)
    expect(barrierPointsAfter(4, 'longRest', false)).toBe(0)
    expect(barrierPointsAfter(4, 'effectEnded', true)).toBe(0)
  })

  it('GG-091 / seed 001 L116: keeping the old BP ignores the new amount (no adding: 5 kept, not 5 + 8)', () => {
    expect(gainBarrierPoints(5, 8, 'keep')).toBe(5)
    expect(gainBarrierPoints(9, 3, 'replace')).toBe(3)
  })

  it('a pool never goes below 0 BP whichever is chosen', () => {
    // BP are a count of points (seed 001 L113): a bad negative input reads as none.
    expect(gainBarrierPoints(-3, 8, 'keep')).toBe(0)
    expect(gainBarrierPoints(5, -2, 'replace')).toBe(0)
  })
})

describe('healing edges (GG-094 / GG-095; seed 001 L96–L97)', () => {
  it('GG-094: 20/30 HP healed 7 -> 27 (under the cap, all kept)', () => {
    // 20 + 7 = 27 <= 30
    expect(heal(20, 30, 7)).toBe(27)
  })
  it('GG-094: healed exactly to the cap -> 30; beyond it the excess is lost', () => {
    // 25 + 5 = 30; 29 + 4 = 33 -> 30
    expect(heal(25, 30, 5)).toBe(30)
    expect(heal(29, 30, 4)).toBe(30)
  })
  it('a negative heal amount heals nothing rather than dealing damage', () => {
    expect(heal(20, 30, -5)).toBe(20)
  })
  it('GG-095: the dead regain nothing; the living (default) do', () => {
    expect(heal(0, 30, 10, true)).toBe(0)
    // not dead by default: 0 + 10 = 10
    expect(heal(0, 30, 10)).toBe(10)
    expect(heal(0, 30, 10, false)).toBe(10)
  })
})
