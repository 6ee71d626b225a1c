/**
 * GG movement on 1 m hexes at the edges of the board (seed 001 L148 "Each square or hex on the
 * grid represents 1m"; OTHER-SYSTEMS.md A.2, A.9): moves that cannot be planned and why, the
 * space of a being bigger than one hex, a plan to where it stands, a jump beside a wall, reach
 * that starts off the map, and who may end a move where (GG-035). Hex (q, r) on a map of `rows`
 * rows: row 0 and row 1 both start at q = 0, and the east neighbour of (q, r) is (q + 1, r).
 */
import { describe, expect, it } from 'vitest'
import { edgeKey, gridIndexOf, hexEdge, type Hex } from '../../../../shared/geometry/hex'
import { squareGridOf } from '../../../../shared/geometry/square'
import type { EdgeKind, TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant } from '../../../../shared/rules'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const h = (q: number, r = 0): Hex => ({ q, r })

/** A board of `cols` × `rows` hexes, terrain by "q,r" and walls on the east edge of hexes. */
function board(
  cols: number,
  rows: number,
  terrain: Record<string, TerrainCell> = {},
  walls: Hex[] = [],
) {
  const edges: Record<string, EdgeKind> = {}
  for (const w of walls) edges[edgeKey(hexEdge(w, 0))] = 'wall'
  return { orientation: 'pointy' as const, cols, rows, terrain, edges }
}

function being(
  id: string,
  at: Hex,
  extra: Partial<MapOccupant> & { instance?: Record<string, unknown> } = {},
): MapOccupant {
  const { instance, ...rest } = extra
  return {
    id,
    name: id,
    kind: 'pc',
    hex: at,
    size: 'medium',
    ...rest,
    ...(instance ? { instance: stored(instance) } : {}),
  }
}

const blocked = (speed: number, reason: string) => ({
  path: [],
  steps: [],
  total: Infinity,
  speed,
  band: 'blocked',
  reason,
  dangerous: [],
})

describe('GG plans that cannot be made (seed 001 L148, A.9)', () => {
  it('a hex off the map, or a token off it, gives no path and says which', () => {
    const map = board(4, 1)
    expect(movement.planMove(map, being('aria', h(0)), h(9), {})).toEqual(
      blocked(6, 'that hex is off the map'),
    )
    expect(movement.planMove(map, being('aria', h(9)), h(1), {})).toEqual(
      blocked(6, 'the token is off the map'),
    )
  })

  it('a one-hex being is stopped at an impassable hex by the path search, not by its space', () => {
    // A single hex has no space beyond its own cell to check: the way there is what is blocked.
    const map = board(4, 1, { '2,0': { kind: 'impassable' } })
    const plan = movement.planMove(map, being('aria', h(0)), h(2), {})
    expect(plan.band).toBe('blocked')
    expect(plan.reason).toMatch(/^no way there/)
  })

  it('a one-hex being standing on impassable ground can still step off it', () => {
    // Its start is where it is: 1 m to the next hex (L148 "1m of movement per square/hex").
    const map = board(4, 1, { '0,0': { kind: 'impassable' } })
    const plan = movement.planMove(map, being('aria', h(0)), h(1), {})
    expect(plan).toMatchObject({ band: 'move', total: 1, steps: [1] })
    const reach = movement.reach(map, being('aria', h(0)), {})
    expect(reach.cost[gridIndexOf(reach.grid as never, h(1))]).toBe(1)
  })
})

describe('GG a Large being’s space on hexes (seed 001 L32 "Each Size Category ... spatial area")', () => {
  // A Large being facing 0 takes its hex, the one east of it and the one north-east: from (q, 1)
  // that is (q, 1), (q + 1, 1) and (q + 1, 0).
  const large = (at: Hex) => being('ogre', at, { size: 'large' })

  it('it walks when its whole space fits: 3 hexes east is 3 m', () => {
    const plan = movement.planMove(board(6, 2), large(h(0, 1)), h(3, 1), {})
    expect(plan).toMatchObject({ band: 'move', total: 3, reason: null })
  })

  it('its space hanging off the map where it stands, or where it would end, is refused', () => {
    // On one row its north-east hex is always off the map.
    expect(movement.planMove(board(6, 1), large(h(0)), h(2), {})).toEqual(
      blocked(6, "ogre's space is off the map"),
    )
    // (5, 1) on 6 columns: its east hex (6, 1) is off the map.
    expect(movement.planMove(board(6, 2), large(h(0, 1)), h(5, 1), {})).toEqual(
      blocked(6, "ogre's space would be off the map"),
    )
  })

  it('its space on impassable ground or astride a wall is refused', () => {
    const rock = board(6, 2, { '1,0': { kind: 'impassable' } })
    expect(movement.planMove(rock, large(h(0, 1)), h(3, 1), {}).reason).toBe(
      "ogre's space is on impassable terrain",
    )
    // A wall on the east edge of (3, 1) runs between the anchor (3, 1) and its east hex (4, 1).
    const walled = board(6, 2, {}, [h(3, 1)])
    expect(movement.planMove(walled, large(h(0, 1)), h(3, 1), {}).reason).toBe(
      "ogre's space would be astride a wall",
    )
  })

  it('its reach is empty when its space does not fit where it stands', () => {
    const reach = movement.reach(board(6, 1), large(h(0)), {})
    expect([...reach.cost].every((c) => c === Infinity)).toBe(true)
  })
})

describe('GG a plan to where it stands', () => {
  it('a Grappled being (speed 0) may "move" to its own hex: nothing spent, nothing refused', () => {
    // OTHER-SYSTEMS A.5.1: Grappled is speed 0 - it cannot go anywhere, but staying costs 0 m.
    const held = being('aria', h(1), { instance: { hp: 20, conditions: ['grappled'] } })
    expect(movement.planMove(board(4, 1), held, h(1), {})).toEqual({
      path: [h(1)],
      steps: [],
      total: 0,
      speed: 0,
      band: 'move',
      reason: null,
      dangerous: [],
    })
    expect(movement.planMove(board(4, 1), held, h(2), {}).band).toBe('blocked')
  })
})

describe('GG a jump beside a wall (seed 001 L26 Long Jump, GG-029)', () => {
  it('a wall on the edge of the hex it leaves stops the jump, even in the map’s first hex', () => {
    // A running long jump with Physique 2 clears up to 2 × 5 = 10 m: 2 m is well within it, so
    // only the wall on the east edge of (0, 0) can stop it.
    const jumper = being('aria', h(0), {
      instance: { hp: 20, jump: { kind: 'long', running: true, phy: 2 } },
    })
    const open = movement.planMove(board(4, 1), jumper, h(2), {})
    expect(open).toMatchObject({ band: 'move', total: 2 })
    const walled = movement.planMove(board(4, 1, {}, [h(0)]), jumper, h(2), {})
    expect(walled.band).toBe('blocked')
    expect(walled.reason).toBe("a wall is in the way of aria's jump")
  })
})

describe('GG reach from off the map and for a flier', () => {
  it('a token off the map reaches nothing', () => {
    const reach = movement.reach(board(4, 1), being('aria', h(9)), {})
    expect(reach.cost).toHaveLength(4)
    expect([...reach.cost].every((c) => c === Infinity)).toBe(true)
  })

  it('a flier climbing 1 m pays 2 m first: its own hex costs nothing, the rest 2 m more', () => {
    // seed 001 L20: climbing is "treated as moving through Difficult Terrain" - 1 m up costs 2 m,
    // paid whatever hex it then goes to (GG-024). Fly 3: two Movement actions give 6 m, so with
    // 2 m for the climb it reaches 4 hexes; (5, 0) would need 7 m.
    const flier = being('aria', h(0), {
      speed: 6,
      instance: { hp: 20, move: { mode: 'fly', speed: 3, flyTo: 1 } },
    })
    const reach = movement.reach(board(8, 1), flier, {})
    const cost = (q: number) => reach.cost[gridIndexOf(reach.grid as never, h(q))]
    expect(reach.bands).toEqual([3, 6])
    expect([0, 1, 2, 3, 4, 5].map(cost)).toEqual([0, 3, 4, 5, 6, Infinity])
  })
})

describe('GG reach when only 1 m need be left (GG-Q16 option off)', () => {
  it('a climbing flier still cannot enter a hex once the climb and the hexes have spent it all', () => {
    // With `needFullStepCost` off a hex may be entered with 1 m left (GG-040 "at least 1
    // square/hex of movement left"). Fly 3, 1 m up for 2 m: 6 m of two Movement actions less
    // 2 m is 4 hexes, so (4, 0) needs 2 + 4 = 6 m, and (5, 0) would need 7 m: out of reach.
    const flier = being('aria', h(0), {
      speed: 6,
      instance: { hp: 20, move: { mode: 'fly', speed: 3, flyTo: 1 } },
    })
    const reach = movement.reach(board(8, 1), flier, { needFullStepCost: false })
    const cost = (q: number) => reach.cost[gridIndexOf(reach.grid as never, h(q))]
    expect([0, 4, 5, 6].map(cost)).toEqual([0, 6, Infinity, Infinity])
  })
})

describe('GG the path a hex plan walks', () => {
  it('lists every hex from the start to the end, so the token can be moved along it', () => {
    // L148: 1 m a hex - (0, 0) to (3, 0) along the row is three steps of 1 m.
    const plan = movement.planMove(board(5, 1), being('aria', h(0)), h(3), {})
    expect(plan.path).toEqual([h(0), h(1), h(2), h(3)])
    expect(plan.steps).toEqual([1, 1, 1])
  })
})

describe('GG who may end a move where (GG-035)', () => {
  it('an object may be put down in a being’s space; a being may not', () => {
    const crate: MapOccupant = { ...being('crate', h(0)), kind: 'object' }
    const aria = being('aria', h(1))
    expect(movement.roomProblem!([aria, crate], crate, h(1))).toBeNull()
    expect(movement.roomProblem!([aria, crate], being('bram', h(0)), h(1))).toBe(
      "bram cannot end a move in aria's space",
    )
  })

  it('on hexes a Large being’s space is its hex footprint, turned by its facing', () => {
    // Facing 0 a Large being at (0, 0) takes (0, 0), (1, 0), (1, -1): the hex (0, 1) below it
    // is free on hexes (a 2 × 2 square footprint would cover it).
    const ogre = being('ogre', h(5), { size: 'large' })
    const below = being('bram', h(0, 1))
    expect(movement.roomProblem!([ogre, below], ogre, h(0), 'hex')).toBeNull()
    expect(movement.roomProblem!([ogre, below], ogre, h(0))).toBeNull()
    expect(movement.roomProblem!([ogre, below], ogre, h(0), 'square')).toBe(
      "ogre cannot end a move in bram's space",
    )
    // Facing 3 (west) an ogre at (2, 0) takes (2, 0), (1, 0), (1, 1): a being ending at (1, 1)
    // ends in its space, though facing 0 it would not.
    const west = being('ogre', h(2), { size: 'large', facing: 3 })
    expect(movement.roomProblem!([west, below], below, h(1, 1))).toBe(
      "bram cannot end a move in ogre's space",
    )
  })
})

describe('GG the board the game plays on', () => {
  it('a gridless map is refused in words that name the game', () => {
    const gridless = { kind: 'gridless' as const, cols: 4, rows: 4 }
    expect(() => movement.planMove(gridless, being('aria', h(0)), h(1), {})).toThrow(
      'The Trait-Test game plays on hex maps, not gridless ones',
    )
    expect(() => movement.reach(gridless, being('aria', h(0)), {})).toThrow(
      'The Trait-Test game plays on hex maps, not gridless ones',
    )
  })

  it('the square hover card prices a step by the mover: 1 m walking, 2 m crawling while Prone', () => {
    // seed 001 L148 "1m of movement per square"; L24 crawling "costs an extra 1 metre".
    const grid = squareGridOf({ cols: 3, rows: 1 })
    const east = 0 // an orthogonal step (even directions are orthogonal)
    expect(movement.squareStepCost!(grid, null, {})(0, 1, east)).toBe(1)
    expect(movement.squareStepCost!(grid, being('aria', h(0)), {})(0, 1, east)).toBe(1)
    const prone = being('aria', h(0), { instance: { hp: 20, conditions: ['prone'] } })
    expect(movement.squareStepCost!(grid, prone, {})(0, 1, east)).toBe(2)
  })
})
