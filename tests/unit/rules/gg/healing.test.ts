import { describe, expect, it } from 'vitest'
import {
  barrierPointsAfter,
  gainBarrierPoints,
  heal,
} from '../../../../shared/rules/gg/engine/healing'

describe('Barrier Points and healing (GG-090 … GG-095)', () => {
  it('GG-090/091 BP exceed HP Max and never add', () => {
    expect(30 + gainBarrierPoints(0, 12, 'replace')).toBe(42)
    expect(gainBarrierPoints(5, 8, 'replace')).toBe(8)
    expect(gainBarrierPoints(5, 8, 'keep')).toBe(5)
  })

  it('GG-093 BP with no stated duration last until a Long Rest', () => {
    expect(barrierPointsAfter(6, 'longRest', false)).toBe(0)
    expect(barrierPointsAfter(6, 'longRest', true)).toBe(6)
    expect(barrierPointsAfter(6, 'effectEnded', true)).toBe(0)
  })

  it('GG-094/095 healing cap and no healing when dead', () => {
    expect(heal(25, 30, 10)).toBe(30)
    expect(heal(0, 30, 10, true)).toBe(0)
  })
})
