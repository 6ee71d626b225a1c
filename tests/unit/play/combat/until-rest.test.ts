/**
 * What the token remembers as lasting until a rest (seed 000, Decisive Rolls & Hits: Hamstring
 * "persists until they rest"): remembered once, forgotten one by one, and nothing changed when
 * there is nothing to change.
 */
import { describe, expect, it } from 'vitest'
import { untilRestOf, withUntilRest } from '../../../../shared/play/combat/until-rest'
import { begun } from './fixture'

describe('withUntilRest', () => {
  it('remembers a condition once, in the order given', () => {
    let c = withUntilRest(begun(), 'rat', 'hamstrung', true)
    c = withUntilRest(c, 'rat', 'poisoned', true)
    expect(untilRestOf(c.tokens['rat']!)).toEqual(['hamstrung', 'poisoned'])
    expect(withUntilRest(c, 'rat', 'hamstrung', true)).toBe(c)
  })

  it('forgets one and keeps the other; the last one forgotten leaves no list', () => {
    let c = withUntilRest(withUntilRest(begun(), 'rat', 'hamstrung', true), 'rat', 'poisoned', true)
    c = withUntilRest(c, 'rat', 'hamstrung', false)
    expect(c.tokens['rat']!.untilRest).toEqual(['poisoned'])
    c = withUntilRest(c, 'rat', 'poisoned', false)
    expect(c.tokens['rat']).not.toHaveProperty('untilRest')
  })

  it('forgetting what is not remembered, or a token not on any map, changes nothing', () => {
    const c = begun()
    expect(withUntilRest(c, 'rat', 'hamstrung', false)).toBe(c)
    expect(withUntilRest(c, 'nobody', 'hamstrung', true)).toBe(c)
    // An inherited name is no token.
    expect(withUntilRest(c, 'toString', 'hamstrung', true)).toBe(c)
  })
})
