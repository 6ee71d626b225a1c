/**
 * GG movement costs on the board, edge by edge (seed 001 L18-24, L31, L35, L148; OTHER-SYSTEMS.md
 * A.2 GG-021 … GG-040, A.5.1, A.9): who the mover is (its speed after its conditions and why),
 * how its way of moving reads in a plan, who else stands on the board and which of their cells it
 * may cross, what one step costs, and the least movement that must be left to stand on each hex.
 * Hex boards here are one row of 1 m hexes, so hex (c, 0) is grid index c.
 */
import { describe, expect, it } from 'vitest'
import { buildHexGrid, edgeKey, hexEdge, type Hex } from '../../../../shared/geometry/hex'
import type { TerrainCell } from '../../../../shared/model'
import { rulesetById, type MapOccupant, type MovingToken } from '../../../../shared/rules'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  CROSS,
  FREE,
  NO_CROSS,
  ggMover,
  ggStepCostOf,
  hostile,
  modeText,
  occupancy,
  othersOf,
  slowedText,
} from '../../../../shared/rules/gg/adapter/ruleset-movement-costs'
import { stored } from './fixture'

const movement = rulesetById('gg')!.movement!
const o = resolveGgOptions({})
const at = (c: number): Hex => ({ q: c, r: 0 })

function corridor(cols: number, terrain: Record<number, TerrainCell> = {}, walls: number[] = []) {
  const t: Record<string, TerrainCell> = {}
  for (const [c, cell] of Object.entries(terrain)) t[`${c},0`] = cell
  const edges: Record<string, 'wall'> = {}
  // A wall on side 0 (east) of hex c: between c and c + 1.
  for (const c of walls) edges[edgeKey(hexEdge(at(c), 0))] = 'wall'
  return { orientation: 'pointy' as const, cols, rows: 1, terrain: t, edges }
}

function being(
  instance: Record<string, unknown> | undefined,
  extra: Partial<MapOccupant<GgInstance>> = {},
) {
  return {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: at(0),
    size: 'medium' as const,
    speed: 6,
    ...(instance ? { instance: stored({ hp: 20, ...instance }) } : {}),
    ...extra,
  } as MapOccupant<GgInstance>
}

describe('the mover a bare token makes', () => {
  it('a token with no name, size, facing or sheet is a Medium walker of 6 m called "The token"', () => {
    // The blank sheet's 6 m walk, a one-hex Medium being (F-GG-6), the default facing 0.
    const m = ggMover({ hex: at(0) }, o)
    expect(m).toMatchObject({
      name: 'The token',
      size: 'medium',
      footprint: 'medium',
      facing: 0,
      mode: 'walk',
      speed: 6,
      why: [],
    })
  })

  it('keeps the facing its token has (a Large footprint turns with it)', () => {
    expect(ggMover({ hex: at(0), size: 'large', facing: 4 }, o).facing).toBe(4)
  })

  it("a 'walk' choice moves at the token's own speed, not the speed stored with the choice", () => {
    // GG-021: walking is the token's way of moving; only another mode's speed comes from the choice.
    const m = ggMover(being({ move: { mode: 'walk', speed: 3 } }), o)
    expect(m.baseSpeed).toBe(6)
    expect(m.speed).toBe(6)
  })
})

describe('speed after conditions, and the words that say why (A.5.1)', () => {
  it('the Slowed condition with no Degree given is Slowed 1: 6 m less 1 m = 5 m', () => {
    // A.5.1 Slowed: "−1 m of speed per Degree (minimum 0)".
    const m = ggMover(being({ conditions: ['slowed'] }), o)
    expect(m.speed).toBe(5)
    expect(m.why).toEqual(['Slowed 1'])
    expect(slowedText(m)).toBe(' (Slowed 1: 5 m of 6 m)')
  })

  it('Grappled and Slowed together: speed 0, and the reason is the grapple alone', () => {
    // A.5.1 Grappled: "Speed 0"; nothing Slowed takes off 0 m changes it.
    const m = ggMover(being({ conditions: ['grappled'], slowed: 2 }), o)
    expect(m.speed).toBe(0)
    expect(m.why).toEqual(['Grappled'])
  })

  it('with Grappled applied by hand, a grappled and Slowed 2 being loses only the 2 m: 4 m', () => {
    const manual = resolveGgOptions({ cond: { grappled: 'manual' } })
    const m = ggMover(being({ conditions: ['grappled'], slowed: 2 }), manual)
    expect(m.speed).toBe(4)
    expect(m.why).toEqual(['Slowed 2'])
  })

  it('with Slowed applied by hand, Slowed 2 takes nothing off, so no reason is given', () => {
    const manual = resolveGgOptions({ cond: { slowed: 'manual' } })
    const m = ggMover(being({ slowed: 2 }), manual)
    expect(m.speed).toBe(6)
    expect(m.why).toEqual([])
    expect(slowedText(m)).toBe('')
  })

  it('a being with no speed to lose gives no reason: 0 m Grappled or Slowed is still 0 m', () => {
    expect(ggMover(being({ conditions: ['grappled'] }, { speed: 0 }), o).why).toEqual([])
    expect(ggMover(being({ slowed: 1 }, { speed: 0 }), o).why).toEqual([])
  })

  it('Slowed 2 then an Obstructing Aura: (6 − 2) / 2 = 2 m, both reasons listed', () => {
    // GG-121: speeds halved (rounded down) after the conditions.
    const m = ggMover(being({ slowed: 2, obstructedBy: 'Vex' }), o)
    expect(m.speed).toBe(2)
    expect(slowedText(m)).toBe(" (Slowed 2, Vex's Obstructing Aura: 2 m of 6 m)")
  })
})

describe('flying up and down (seed 001 L20, GG-024)', () => {
  it('climbing from 2 m to 5 m is 3 m at Difficult rates: 6 m', () => {
    // L20: "increase their altitude, they are treated as moving through Difficult Terrain".
    const m = ggMover(being({ altitude: 2, move: { mode: 'fly', speed: 8, flyTo: 5 } }), o)
    expect(m).toMatchObject({ rise: 3, riseCost: 6, altitude: 2 })
    expect(modeText(m)).toBe(', flying up 3 m (6 m)')
  })

  it('diving from 4 m to the ground is 4 m at 0.5 m a metre: 2 m', () => {
    // L20: "diving to a lower altitude ... for every metre they move it costs them 0.5m".
    const m = ggMover(being({ altitude: 4, move: { mode: 'fly', speed: 8, flyTo: 0 } }), o)
    expect(m).toMatchObject({ rise: -4, riseCost: 2 })
    expect(modeText(m)).toBe(', flying down 4 m (2 m)')
  })

  it('a flier with no altitude to reach keeps its own: no climb, no cost', () => {
    const m = ggMover(being({ altitude: 3, move: { mode: 'fly', speed: 8 } }), o)
    expect(m).toMatchObject({ rise: 0, riseCost: 0 })
    expect(modeText(m)).toBe(', flying')
  })

  it('only a flier climbs: a swimmer with an altitude set on its choice pays nothing for it', () => {
    const m = ggMover(being({ move: { mode: 'swim', speed: 4, flyTo: 3 } }), o)
    expect(m).toMatchObject({ mode: 'swim', speed: 4, rise: 0, riseCost: 0 })
  })

  it('a flier does not jump: a jump left on its token is dropped while it flies', () => {
    const m = ggMover(
      being({ move: { mode: 'fly', speed: 8 }, jump: { kind: 'long', running: true, phy: 1 } }),
      o,
    )
    expect(m.jump).toBeUndefined()
  })
})

describe('the words for a way of moving', () => {
  it('a Prone being crawls (seed 001 L24), squeezing too if it is (L35)', () => {
    expect(modeText(ggMover(being({ conditions: ['prone'] }), o))).toBe(', crawling while Prone')
    expect(modeText(ggMover(being({ conditions: ['prone', 'squeezing'] }), o))).toBe(
      ', crawling while Prone, squeezing',
    )
  })

  it('climbing and burrowing are named as such', () => {
    expect(modeText(ggMover(being({ move: { mode: 'climb', speed: 3 } }), o))).toBe(', climbing')
    expect(modeText(ggMover(being({ move: { mode: 'burrow', speed: 2 } }), o))).toBe(', burrowing')
  })
})

describe('who else is on the board', () => {
  it('neither the mover itself nor another copy of it (same id) is one of the others', () => {
    const me = being(undefined)
    const copy = { ...me, hex: at(3) }
    const orc = being(undefined, { id: 'orc', name: 'Orc', kind: 'npc', hex: at(2) })
    expect(othersOf(me, [me, copy, orc])).toEqual([orc])
  })

  it('a token without an id is still told apart from the others by identity', () => {
    const ghost: MovingToken = { hex: at(0), kind: 'pc', name: 'Ghost' }
    const orc = being(undefined, { id: 'orc', name: 'Orc', kind: 'npc', hex: at(2) })
    expect(othersOf(ghost, [ghost as MapOccupant, orc])).toEqual([orc])
  })

  it('a PC and an NPC are hostile to each other; two of a side, or an object, are not (GG-034)', () => {
    expect(hostile('pc', 'npc')).toBe(true)
    expect(hostile('npc', 'pc')).toBe(true)
    expect(hostile('pc', 'pc')).toBe(false)
    expect(hostile('npc', 'npc')).toBe(false)
    expect(hostile('pc', 'object')).toBe(false)
    expect(hostile(undefined, 'npc')).toBe(false)
  })
})

describe('occupied cells (seed 001 L19, L31)', () => {
  const grid = buildHexGrid({ orientation: 'pointy', cols: 4, rows: 3 })
  function idx(q: number, r: number): number {
    for (let i = 0; i < grid.size; i++) if (grid.q[i] === q && grid.r[i] === r) return i
    throw new Error(`(${q}, ${r}) is off this board`)
  }
  const me = being(undefined, { hex: { q: 2, r: 1 } })
  const mover = ggMover(me, o)

  it("a hostile Medium being's hex cannot be crossed by a Medium PC, even in the board's first cell", () => {
    // L31: a hostile's space only if it is two Size Categories smaller or larger.
    const orc = being(undefined, { id: 'orc', name: 'Orc', kind: 'npc', hex: { q: 0, r: 0 } })
    const occ = occupancy(grid, me, mover, [orc], o)
    expect(occ[idx(0, 0)]).toBe(NO_CROSS)
    // …unless the move ends there: then the path is found and the room rule says why not.
    expect(occupancy(grid, me, mover, [orc], o, [{ q: 0, r: 0 }])[idx(0, 0)]).toBe(CROSS)
  })

  it("an ally's hex is crossed at Difficult rates; a free goal hex stays free", () => {
    const ally = being(undefined, { id: 'bo', name: 'Bo', kind: 'pc', hex: { q: 0, r: 0 } })
    const occ = occupancy(grid, me, mover, [ally], o, [{ q: 3, r: 0 }])
    expect(occ[idx(0, 0)]).toBe(CROSS)
    expect(occ[idx(3, 0)]).toBe(FREE)
  })

  it("a Large being's three hexes follow its facing: facing 3 takes the hexes west and south-west", () => {
    // Facing f: the anchor, then the neighbours in directions f and f + 1 (3 = W, 4 = SW).
    const ogre = being(undefined, {
      id: 'ogre',
      name: 'Ogre',
      kind: 'pc',
      size: 'large',
      facing: 3,
      hex: { q: 2, r: 0 },
    })
    const occ = occupancy(grid, me, mover, [ogre], o)
    const taken = [...occ.keys()].filter((i) => occ[i] !== FREE).sort((a, b) => a - b)
    expect(taken).toEqual([idx(2, 0), idx(1, 0), idx(1, 1)].sort((a, b) => a - b))
  })
})

describe('one step (seed 001 L18, GG-022; a rise over 1 m is climbed)', () => {
  it('stepping up 1 m is a plain step; up 2 m is at Difficult rates', () => {
    const grid = buildHexGrid(
      corridor(3, { 1: { kind: 'normal', elevation: 1 }, 2: { kind: 'normal', elevation: 3 } }),
    )
    const cost = ggStepCostOf(grid, { crawling: false }, o)
    expect(cost(0, 1, 0)).toBe(1)
    expect(cost(1, 2, 0)).toBe(2)
  })
})

describe('the movement that must be left to stand on a hex (seed 001 L148, GG-Q16)', () => {
  // With `needFullStepCost` off only 1 hex of movement need be left; with it on (the default)
  // the whole step must be paid (L148: "you must have enough movement left to pay for entering it").
  const oneHex = { needFullStepCost: false }
  const walker = (c: number) => being(undefined, { hex: at(c) })
  const costs = (map: ReturnType<typeof corridor>, c: number, opts: object) => [
    ...movement.reach!(map, walker(c), opts).cost,
  ]

  it('from hex 0 the next hexes need 1, 2, 3 m', () => {
    expect(costs(corridor(4), 0, oneHex)).toEqual([0, 1, 2, 3])
  })

  it('from hex 5, rubble in hex 3 needs only 2 m left (1 m spent reaching hex 4, 1 hex more)', () => {
    // Hex 3 costs 2 m to enter, so 1 + 2 = 3 m spent there; hex 2 beyond it 4 m, and so on.
    expect(costs(corridor(8, { 3: { kind: 'difficult' } }), 5, oneHex)).toEqual([
      6, 5, 4, 2, 1, 0, 1, 2,
    ])
    // Paying in full, hex 3 needs all 3 m.
    expect(costs(corridor(8, { 3: { kind: 'difficult' } }), 5, {})).toEqual([
      6, 5, 4, 3, 1, 0, 1, 2,
    ])
  })

  it('a wall between hexes 2 and 3 keeps everything west of it out of reach', () => {
    expect(costs(corridor(8, {}, [2]), 5, oneHex)).toEqual([
      Infinity,
      Infinity,
      Infinity,
      2,
      1,
      0,
      1,
      2,
    ])
  })
})
