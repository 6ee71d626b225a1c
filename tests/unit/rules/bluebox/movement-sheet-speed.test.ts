/**
 * A token linked to a sheet moves at the sheet's speed (L593: "A being with 6m speed can move 6m
 * in a standard move action"; a sheet's speed is its own): the demo's Scrap Hound (sheet speed 8,
 * no speed on the token) walks 8 m in one Move Action, where 6 m is only the default.
 */
import { describe, expect, it } from 'vitest'
import { moverWithSpeed } from '../../../../shared/rules'
import { bluebox, demo } from './combat-fixture'

const open = () => {
  const c = demo()
  delete c.maps.causeway!.terrain
  delete c.maps.causeway!.edges
  return c
}

describe("a sheet-linked token's speed", () => {
  it('the Scrap Hound plans 8 m as one Move Action, not as a Dash', () => {
    const c = open()
    const hound = c.tokens['npc-hound']!
    expect(hound.speed).toBeUndefined()
    // Eight hexes west along its row on open ground: 8 m.
    const to = { q: hound.hex.q - 8, r: hound.hex.r }
    const plan = bluebox.movement!.planMove(
      c.maps.causeway!,
      moverWithSpeed(bluebox, hound, c),
      to,
      {},
    )
    expect(plan).toMatchObject({ total: 8, speed: 8, band: 'move' })
    // Without the sheet it is the default 6 m, and the same walk needs a Dash.
    expect(bluebox.movement!.planMove(c.maps.causeway!, hound, to, {}).band).toBe('dash')
  })

  it("a token's own speed wins over its sheet's; no campaign, no change", () => {
    const c = open()
    const slowed = { ...c.tokens['npc-hound']!, speed: 5 }
    expect(moverWithSpeed(bluebox, slowed, c).speed).toBe(5)
    const hound = c.tokens['npc-hound']!
    expect(moverWithSpeed(bluebox, hound, null)).toBe(hound)
  })
})
