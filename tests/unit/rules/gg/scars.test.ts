import { describe, expect, it } from 'vitest'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import { invokeScar, scarReductionFor } from '../../../../shared/rules/gg/engine/scars'

describe('Scar Concepts (GG-087/088, GG-Q33)', () => {
  it('GG-Q33 fixed Scar reductions: 5 / 10 / 15 by default (scarFixed)', () => {
    const o = resolveGgOptions({ scarReduction: { mode: 'fixed' } })
    expect(scarReductionFor('mild', 30, o)).toBe(5)
    expect(scarReductionFor('moderate', 30, o)).toBe(10)
    const own = resolveGgOptions({ scarReduction: { mode: 'fixed' }, scarFixed: { severe: 12 } })
    expect(scarReductionFor('severe', 30, own)).toBe(12)
  })

  it('GG-087 default: a quarter / half / three quarters of HP Max, rounded down', () => {
    expect([
      scarReductionFor('mild', 30),
      scarReductionFor('moderate', 30),
      scarReductionFor('severe', 30),
    ]).toEqual([7, 15, 22])
  })

  it('GG-088 invoking a held Scar gives Disadvantage (default); an unheld one is refused', () => {
    expect(invokeScar(['severe'], 'severe')).toBe('disadvantage')
    expect(() => invokeScar([], 'severe')).toThrow(/no severe Scar/)
  })
})
