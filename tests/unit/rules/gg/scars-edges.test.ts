import { describe, expect, it } from 'vitest'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  assertCanTakeScar,
  invokeScar,
  scarReductionFor,
} from '../../../../shared/rules/gg/engine/scars'

describe('Scar Concept edges (GG-087 / GG-088 / GG-Q33; seed 001 L91–L94)', () => {
  it('GG-087 default fractions round down: HP Max 33 -> 8 / 16 / 24', () => {
    // 33 / 4 = 8.25 -> 8; 33 / 2 = 16.5 -> 16; 33 * 3 / 4 = 24.75 -> 24
    expect(scarReductionFor('mild', 33)).toBe(8)
    expect(scarReductionFor('moderate', 33)).toBe(16)
    expect(scarReductionFor('severe', 33)).toBe(24)
  })

  it('GG-Q33 fixed mode ignores HP Max: 5 / 10 / 15 whatever the HP Max', () => {
    const o = resolveGgOptions({ scarReduction: { mode: 'fixed' } })
    expect([
      scarReductionFor('mild', 100, o),
      scarReductionFor('moderate', 100, o),
      scarReductionFor('severe', 100, o),
    ]).toEqual([5, 10, 15])
  })

  it('GG-087 / seed 001 L93: one Scar of each Severity; a second of a held Severity is refused', () => {
    expect(() => assertCanTakeScar(['mild'], 'mild')).toThrow(
      'This Character already has a mild Scar and can hold only one of each kind; choose another.',
    )
    expect(() => assertCanTakeScar(['mild', 'severe'], 'moderate')).not.toThrow()
    expect(() => assertCanTakeScar([], 'severe')).not.toThrow()
  })

  it('GG-088: invoking needs that very Severity held', () => {
    expect(() => invokeScar(['mild', 'moderate'], 'severe')).toThrow(
      'This Character has no severe Scar to invoke.',
    )
    expect(invokeScar(['mild', 'moderate'], 'moderate')).toBe('disadvantage')
  })
})
