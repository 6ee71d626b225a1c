/**
 * Blue Box's move and Reaction hooks at their edges: who may take an Opportunity Attack or hold an
 * action, and which hexes of a move ask Dangerous Terrain's save (seed 000: Grappler L918 "cannot
 * take Reactions"; Down & Out; Held Actions; Terrain & Terrain Types L611 "first enters").
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { Campaign } from '../../../../shared/model'
import { combat, demo, state } from './combat-fixture'

const costOf = (c: Campaign, tokenId = 'pc-vaka') =>
  combat.opportunityCostOf!(c.tokens[tokenId]!, c)

describe('who may take an Opportunity Attack', () => {
  it('a Grappler cannot take Reactions though it may act (L918), so it holds nothing', () => {
    const c = demo({ 'pc-vaka': state(['grappler']) })
    expect(costOf(c)).toBeNull()
    expect(combat.holdable!(c.tokens['pc-vaka']!, c)).toEqual({
      actions: [],
      why: 'Vaka is Grappler: it cannot take Reactions, so it cannot hold an action',
    })
  })

  it("Down bars no Reaction as written; the table option 'downReacts' off makes it bar one", () => {
    expect(costOf(demo({ 'pc-vaka': state(['down'], 0) }))).toEqual({ reaction: 1 })
    expect(costOf(demo({ 'pc-vaka': state(['down'], 0) }, { downReacts: false }))).toBeNull()
    // With the option off, only Down bars it: a Prone being still reacts.
    expect(costOf(demo({ 'pc-vaka': state(['prone']) }, { downReacts: false }))).toEqual({
      reaction: 1,
    })
  })
})

describe('what a being may hold', () => {
  it('every action with an AP cost that is not a move, each at its own AP (Held Actions)', () => {
    const c = demo()
    const { actions } = combat.holdable!(c.tokens['pc-vaka']!, c)
    const byId = Object.fromEntries(actions.map((a) => [a.id, a]))
    // Combat Actions: an attack costs 1 AP; Dash is movement and cannot be held.
    expect(byId['attack']).toMatchObject({ cost: { ap: 1 } })
    expect(byId['dash']).toBeUndefined()
    expect(actions.every((a) => a.name.length > 0 && (a.cost.ap ?? 0) >= 1)).toBe(true)
  })
})

describe('which hexes of a move ask the Dangerous Terrain save', () => {
  /** The demo with Dangerous terrain on these hexes; Vaka stands at 1,5. */
  function danger(keys: string[], instances: Record<string, object> = {}) {
    const c = demo(instances)
    c.maps['causeway']!.terrain = Object.fromEntries(
      keys.map((k) => [
        k,
        { kind: 'dangerous', dangerous: { stat: 'DEX', dc: 9, damageType: 'fire' } },
      ]),
    )
    return c
  }
  const line = (...qs: number[]): Hex[] => qs.map((q) => ({ q, r: 5 }))
  const asked = (c: Campaign, path: Hex[]) =>
    combat.enterPrompts!(c, 'pc-vaka', path).map((p) => p.text)

  it('entering it asks once; walking on inside it asks nothing more', () => {
    expect(asked(danger(['3,5', '4,5']), line(1, 2, 3, 4, 5))).toEqual([
      'entered it: DEX save DC 9',
    ])
  })

  it('walking out of it asks nothing (the turn start asked while standing in it)', () => {
    expect(asked(danger(['1,5']), line(1, 2, 3))).toEqual([])
  })

  it('entering it twice asks twice', () => {
    expect(asked(danger(['2,5', '4,5']), line(1, 2, 3, 4))).toEqual([
      'entered it: DEX save DC 9',
      'entered it: DEX save DC 9',
    ])
  })

  it("only the terrain's save: the being's own turn-start conditions ask nothing here", () => {
    // Unmasked asks an SPI save at the start of its turn (L207), not on entering a hex.
    const c = danger(['2,5'], { 'pc-vaka': state(['unmasked']) })
    expect(asked(c, line(1, 2))).toEqual(['entered it: DEX save DC 9'])
  })

  it('a dead being or a token not on the map asks nothing', () => {
    const dead = danger(['2,5'], {
      'pc-vaka': state(['down', 'out'], 0, {
        down: { state: 'dead', instances: 3, successes: 0, failures: 0 },
      }),
    })
    expect(asked(dead, line(1, 2))).toEqual([])
    expect(combat.enterPrompts!(danger(['2,5']), 'ghost', line(1, 2))).toEqual([])
  })
})
