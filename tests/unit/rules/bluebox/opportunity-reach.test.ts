/**
 * An Opportunity Attack is offered once the move is made, when the mover has already left reach:
 * it is rolled as from the edge of the weapon's reach, where a plain attack is refused.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { RollRefused } from '../../../../shared/rules'
import { bluebox, demo, state } from './combat-fixture'

/** The Scrap Hound 3 m east of Vaka (twin blades reach 1 m): it walked out of her reach. */
function walkedAway() {
  const c = demo({ 'npc-hound': state([]), 'pc-vaka': state([]) })
  c.tokens['npc-hound']!.hex = { q: 4, r: 5 }
  return c
}

const roll = (action: string | undefined, faces: Record<number, number[]>) =>
  bluebox.rolls.resolve(
    {
      kind: 'attack',
      attackerId: 'pc-vaka',
      weaponId: 'twin-blades',
      targetId: 'npc-hound',
      situation: action ? { action } : {},
    },
    walkedAway(),
    scriptedDice(faces),
  )

describe('an Opportunity Attack after the move', () => {
  it('is rolled although the mover is now out of reach', () => {
    const out = roll('opportunity', { 12: [11], 4: [2] })
    expect(out).toMatchObject({ actor: 'pc-vaka', cost: { reaction: 1 } })
    expect(out.outcome.detail).toContain('Scrap Hound stops moving')
  })

  it('a plain attack at that distance is still refused', () => {
    expect(() => roll(undefined, {})).toThrow(RollRefused)
    expect(() => roll(undefined, {})).toThrow(/reaches 1 m; Scrap Hound is 3 m away/)
  })
})
