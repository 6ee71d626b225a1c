/** The rulesets' signed numbers: a true minus sign, spaced as a term or tight as a modifier. */
import { describe, expect, it } from 'vitest'
import { signedNumber, signedTerm } from '../../../shared/dice/signed'

describe('signed numbers', () => {
  it('a term in a total is spaced, with U+2212 for minus and + for zero', () => {
    expect(signedTerm(3)).toBe('+ 3')
    expect(signedTerm(-2)).toBe('\u2212 2')
    expect(signedTerm(0)).toBe('+ 0')
  })

  it('a modifier on its own is tight', () => {
    expect(signedNumber(4)).toBe('+4')
    expect(signedNumber(-1)).toBe('\u22121')
    expect(signedNumber(0)).toBe('+0')
  })
})
