/**
 * The turn the players' strip keeps showing while the one acting is someone they cannot see, so a
 * hidden turn gives nothing away (not even the round ticking over).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign, Combatant } from '../../../../shared/model'
import { delayCombatant, heldTurn } from '../../../../shared/play/combat'
import { begun, fight, next, started } from './fixture'

/** The strip's held turn when the players see only `ids`: [round, lead] or null. */
function held(c: Campaign, ...ids: string[]): [number, string] | null {
  const out = heldTurn(fight(c), (x: Combatant) => ids.includes(x.id))
  return out ? [out.round, out.lead.id] : null
}

// Order: Ash 6, Bo 5, Rat 2, Mouse 1.
describe('heldTurn', () => {
  it('is null while the players see whose turn it is, and before the first turn', () => {
    expect(held(begun(), 'ash')).toBeNull()
    expect(held(started())).toBeNull()
  })

  it('shows the last one seen before the hidden turn this round, back to the first of the order', () => {
    const boTurn = next(begun())
    expect(held(boTurn, 'ash', 'rat')).toEqual([1, 'ash'])
    const mouseTurn = next(begun(), 3)
    expect(held(mouseTurn, 'ash', 'bo')).toEqual([1, 'bo'])
    expect(held(mouseTurn, 'ash')).toEqual([1, 'ash'])
  })

  it('in round 1 with no one seen before it, shows the first seen after it', () => {
    expect(held(begun(), 'rat', 'mouse')).toEqual([1, 'rat'])
    expect(held(begun(), 'mouse')).toEqual([1, 'mouse'])
    expect(held(begun())).toBeNull()
  })

  it("after round 1, the first hidden turn of a round keeps last round's last seen", () => {
    const round2 = next(begun(), 4)
    expect(fight(round2).round).toBe(2)
    expect(held(round2, 'bo', 'rat')).toEqual([1, 'rat'])
    expect(held(round2)).toBeNull()
  })

  it("the first in the order counts for last round's look, when this round it waits", () => {
    // Round 2: Ash waits until after the Mouse, so Bo opens the round; only Ash is seen.
    const round2 = delayCombatant(next(begun(), 4), 'ash', 'mouse')
    expect(fight(round2).currentId).toBe('bo')
    expect(held(round2, 'ash')).toEqual([1, 'ash'])
  })
})
