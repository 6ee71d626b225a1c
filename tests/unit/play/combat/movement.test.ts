/** A move in a fight: when it touches the fight at all, who pays, and where it can provoke. */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { combatAfterMove } from '../../../../shared/play/combat'
import { begun, fight, started } from './fixture'

const left = (c: Campaign, id: string) => fight(c).order.find((o) => o.id === id)!.left

function moved(c: Campaign, tokenId: string, q: number, r: number): Campaign {
  const t = c.tokens[tokenId]!
  return { ...c, tokens: { ...c.tokens, [tokenId]: { ...t, hex: { q, r } } } }
}

const walk = { override: false }

describe('combatAfterMove', () => {
  it('no fight, a fight not begun, or a token not in it: the move as it is, nothing offered', () => {
    for (const c of [{ ...begun(), combat: null }, started()]) {
      const after = moved(c, 'ash', 2, 5)
      const out = combatAfterMove(c, after, 'ash', 3, walk)
      expect(out.campaign).toBe(after)
      expect(out.opportunities).toEqual([])
    }
    const c = begun()
    const cat = { ...c, tokens: { ...c.tokens, cat: { ...c.tokens['rat']!, id: 'cat' } } }
    const after = moved(cat, 'cat', 9, 9)
    expect(combatAfterMove(cat, after, 'cat', 2, walk)).toEqual({
      campaign: after,
      opportunities: [],
    })
  })

  it('a plain walk writes nothing in the log', () => {
    const c = begun()
    const out = combatAfterMove(c, moved(c, 'ash', 2, 5), 'ash', 3, walk)
    expect(fight(out.campaign).log).toEqual(fight(c).log)
    expect(out.opportunities).toEqual([])
  })

  it("in a group's turn every member still to act pays its own steps", () => {
    // Ash 6, Bo 5 act together; the Mouse is not in their turn and moves free.
    const c = begun()
    const order = fight(c).order.map((o) =>
      o.id === 'ash' || o.id === 'bo' ? { ...o, groupId: 'party' } : o,
    )
    const grouped = { ...c, combat: { ...fight(c), order } }
    const bo = combatAfterMove(grouped, moved(grouped, 'bo', 3, 4), 'bo', 2, walk)
    expect(left(bo.campaign, 'bo').steps).toBe(left(grouped, 'bo').steps! - 2)
    const mouse = combatAfterMove(grouped, moved(grouped, 'mouse', 8, 6), 'mouse', 2, walk)
    expect(left(mouse.campaign, 'mouse')).toEqual(left(grouped, 'mouse'))
  })

  it('a token placed (not there before) provokes nothing and pays as a move', () => {
    const c = moved(begun(), 'ash', 7, 2)
    const { ash: _gone, ...rest } = c.tokens
    void _gone
    const before = { ...c, tokens: rest }
    const out = combatAfterMove(before, moved(c, 'ash', 4, 2), 'ash', 3, walk)
    expect(out.opportunities).toEqual([])
    expect(left(out.campaign, 'ash').steps).toBe(left(c, 'ash').steps! - 3)
  })

  it('Opportunity Attacks are counted in hexes: on a square board a move provokes none', () => {
    // On the hex board this walk (next to the Rat, then 3 away) provokes the Rat.
    const c = moved(begun(), 'ash', 7, 2)
    expect(combatAfterMove(c, moved(c, 'ash', 4, 2), 'ash', 3, walk).opportunities).toHaveLength(1)
    const map = { ...c.maps['map-1']!, kind: 'square' } as unknown as Campaign['maps'][string]
    const square = { ...c, maps: { ...c.maps, 'map-1': map } }
    const out = combatAfterMove(square, moved(square, 'ash', 4, 2), 'ash', 3, walk)
    expect(out.opportunities).toEqual([])
  })
})
