import { describe, expect, it } from 'vitest'
import { recordStepCost } from '../../support/record-step'
import {
  HEX_DIRECTIONS,
  buildHexGrid,
  edgeKey,
  footprintDirections,
  footprintFault,
  footprintHexes,
  footprintStepCost,
  gridHexAt,
  gridIndexOf,
  gridOf,
  hexAdd,
  hexEdge,
  hexKey,
  movementField,
  movementPath,
  offsetToHex,
  type Hex,
  type HexGridSource,
  type HexOrientation,
  type StepCost,
} from '../../../../shared/geometry/hex'
import type { EdgeKind, TerrainCell, TerrainKind, TokenSize } from '../../../../shared/model'
import {
  moveReach,
  planMove,
  type MoverShape,
} from '../../../../shared/rules/bluebox/engine/move-plan'
import type { MoveManner } from '../../../../shared/rules/bluebox/engine/movement'
import type { BlueBoxOptions } from '../../../../shared/rules/bluebox/engine/options'
import { blueboxStepCost } from '../../../../shared/rules/bluebox/engine/step-cost'
import { prng } from '../../support/prng'

const KINDS: TerrainKind[] = ['difficult', 'dangerous', 'water', 'climb', 'dig', 'impassable']
const SIZES: TokenSize[] = ['tiny', 'small', 'medium', 'large', 'giant']

/** A random map, sparser in blockers than the pathfinding tests' so big footprints can move. */
function randomMap(rand: () => number, maxSide = 12): HexGridSource {
  const orientation: HexOrientation = rand() < 0.5 ? 'pointy' : 'flat'
  const cols = 4 + Math.floor(rand() * (maxSide - 3))
  const rows = 4 + Math.floor(rand() * (maxSide - 3))
  const terrain: Record<string, TerrainCell> = {}
  const edges: Record<string, EdgeKind> = {}
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = offsetToHex(col, row, orientation)
      const kind = rand() < 0.25 ? KINDS[Math.floor(rand() * KINDS.length)]! : 'normal'
      const elevation = rand() < 0.2 ? Math.floor(rand() * 4) : 0
      if (kind !== 'normal' || elevation !== 0) terrain[hexKey(h)] = { kind, elevation }
      for (let d = 0; d < 3; d++) {
        const x = rand()
        if (x < 0.05) edges[edgeKey(hexEdge(h, d))] = 'wall'
        else if (x < 0.1) edges[edgeKey(hexEdge(h, d))] = 'cover'
      }
    }
  }
  return { orientation, cols, rows, terrain, edges }
}

/**
 * The footprint rules read straight from the map records with footprintHexes and hex keys, no
 * grid tables: what one hex pays to step from `a` to `b` along `dir`, or Infinity.
 */
function oracleHexStep(
  src: HexGridSource,
  onMap: (h: Hex) => boolean,
  a: Hex,
  b: Hex,
  dir: number,
  manner: MoveManner,
  rules: Partial<BlueBoxOptions> | undefined,
): number {
  if (!onMap(b)) return Infinity
  return recordStepCost(src, a, b, dir, manner, rules)
}

/** Whether a footprint may stand there, from the records: on the map, passable, no inner wall. */
function oracleStands(src: HexGridSource, onMap: (h: Hex) => boolean, hexes: Hex[]): boolean {
  for (const h of hexes) {
    if (!onMap(h) || src.terrain?.[hexKey(h)]?.kind === 'impassable') return false
  }
  for (const a of hexes) {
    for (let d = 0; d < 6; d++) {
      const n = hexAdd(a, HEX_DIRECTIONS[d]!)
      if (hexes.some((b) => hexKey(b) === hexKey(n))) {
        if (src.edges?.[edgeKey(hexEdge(a, d))] === 'wall') return false
      }
    }
  }
  return true
}

/** Bellman-Ford over anchors with the oracle's footprint steps, cut at `budget`. */
function oracleReach(
  src: HexGridSource,
  from: Hex,
  budget: number,
  mover: Required<MoverShape>,
  rules?: Partial<BlueBoxOptions>,
): Float64Array {
  const grid = buildHexGrid({ orientation: src.orientation, cols: src.cols, rows: src.rows })
  const onMap = (h: Hex) => gridIndexOf(grid, h) >= 0
  const dist = new Float64Array(grid.size).fill(Infinity)
  const start = gridIndexOf(grid, from)
  const shape = (h: Hex) => footprintHexes(h, mover.size, mover.facing)
  const multi = shape(from).length > 1
  if (multi && !oracleStands(src, onMap, shape(from))) return dist
  dist[start] = 0
  for (let changed = true; changed;) {
    changed = false
    for (let u = 0; u < grid.size; u++) {
      if (dist[u] === Infinity) continue
      const hu = gridHexAt(grid, u)
      for (let d = 0; d < 6; d++) {
        const hv = hexAdd(hu, HEX_DIRECTIONS[d]!)
        const v = gridIndexOf(grid, hv)
        if (v < 0) continue
        const fu = shape(hu)
        const fv = shape(hv)
        let c = 0
        fu.forEach((a, k) => {
          c = Math.max(c, oracleHexStep(src, onMap, a, fv[k]!, d, mover.manner, rules))
        })
        if (multi && !oracleStands(src, onMap, fv)) c = Infinity
        const nd = dist[u]! + c
        if (nd <= budget && nd < dist[v]!) {
          dist[v] = nd
          changed = true
        }
      }
    }
  }
  return dist
}

/** A strip two hexes deep (pointy, odd-r): a Large being facing 1 with its anchor on row 1 fills it. */
function strip(edges: Record<string, EdgeKind> = {}, terrain: Record<string, TerrainCell> = {}) {
  return { orientation: 'pointy' as const, cols: 8, rows: 2, edges, terrain }
}

describe('footprintDirections', () => {
  it.each(SIZES.flatMap((size) => [0, 1, 2, 3, 4, 5, 7, -1].map((f) => [size, f] as const)))(
    '%s facing %i names the same hexes as footprintHexes',
    (size, facing) => {
      const anchor = { q: 3, r: -2 }
      const dirs = footprintDirections(size, facing)
      expect([anchor, ...dirs.map((d) => hexAdd(anchor, HEX_DIRECTIONS[d]!))]).toEqual(
        footprintHexes(anchor, size, facing),
      )
    },
  )
})

describe('planMove: one-hex beings are unchanged', () => {
  it.each([1, 2, 3])(
    'tiny, small, medium and no mover all give the plain anchor path (seed %i)',
    (seed) => {
      const rand = prng(seed * 17)
      for (let m = 0; m < 15; m++) {
        const src = randomMap(rand, 9)
        const grid = buildHexGrid(src)
        const costOf = blueboxStepCost(grid)
        const from = gridHexAt(grid, Math.floor(rand() * grid.size))
        for (let goal = 0; goal < grid.size; goal++) {
          const to = gridHexAt(grid, goal)
          const base = planMove(src, from, to, 4, undefined, 'Vaka')
          const path = movementPath(grid, from, to, costOf)
          if (hexKey(from) === hexKey(to)) expect(base.total).toBe(0)
          else if (!path) expect(base.band).toBe('blocked')
          else {
            expect(base.path).toEqual(path.hexes)
            expect(base.steps).toEqual(path.steps)
            expect(base.dangerous).toEqual(path.dangerous.map((i) => path.hexes[i + 1]))
          }
          for (const size of ['tiny', 'small', 'medium'] as const) {
            const facing = Math.floor(rand() * 6)
            expect(planMove(src, from, to, 4, undefined, 'Vaka', { size, facing })).toEqual(base)
          }
        }
      }
    },
  )

  it('a one-hex footprint step cost is the single-hex cost itself', () => {
    const grid = buildHexGrid(strip())
    const base = blueboxStepCost(grid)
    expect(footprintStepCost(grid, footprintDirections('medium', 3), base)).toBe(base)
  })
})

describe('planMove: Large and Giant footprints', () => {
  const large: MoverShape = { size: 'large', facing: 1 }

  it('fills the strip as expected: anchor on row 1, the other two hexes on row 0', () => {
    expect(footprintHexes({ q: 1, r: 1 }, 'large', 1)).toEqual([
      { q: 1, r: 1 },
      { q: 2, r: 0 },
      { q: 1, r: 0 },
    ])
  })

  it('is stopped by a wall that only one of its hexes crosses', () => {
    // Facing 0 with the anchor on row 1: (q,1), (q+1,1) and (q+1,0), so row 0 holds one hex.
    const facing0: MoverShape = { size: 'large', facing: 0 }
    const from = { q: 0, r: 1 }
    const to = { q: 6, r: 1 }
    // A wall on the east side of (5,0): on row 0 only, which the anchor (row 1) never crosses.
    const src = strip({ [edgeKey(hexEdge({ q: 5, r: 0 }, 0))]: 'wall' })
    expect(planMove(strip(), from, to, 6, undefined, 'Rust Sentinel', facing0)).toMatchObject({
      total: 6,
      band: 'move',
      reason: null,
    })
    expect(planMove(src, from, to, 6, undefined, 'Rust Sentinel')).toMatchObject({
      total: 6,
      band: 'move',
    })
    const blocked = planMove(src, from, to, 6, undefined, 'Rust Sentinel', facing0)
    expect(blocked.band).toBe('blocked')
    expect(blocked.reason).toContain('no way there')
    // Up to the wall it moves; the step that takes (5,0) east is the one refused, though the
    // footprint beyond it could stand there (the wall is not between two of its hexes).
    expect(planMove(src, from, { q: 4, r: 1 }, 6, undefined, 'x', facing0).total).toBe(4)
    const grid = buildHexGrid(src)
    const dirs = footprintDirections('large', 0)
    const costOf = footprintStepCost(grid, dirs, blueboxStepCost(grid))
    const u = gridIndexOf(grid, { q: 4, r: 1 })
    const v = gridIndexOf(grid, { q: 5, r: 1 })
    expect(footprintFault(grid, v, dirs)).toBeNull()
    expect(costOf(u, v, 0)).toBe(Infinity)
    expect(blueboxStepCost(grid)(u, v, 0)).toBe(1)
  })

  it('cannot slide astride a wall: facing 1 fills row 0 with two hexes', () => {
    // The same wall, now between the two row-0 hexes once the anchor reaches (5,1).
    const src = strip({ [edgeKey(hexEdge({ q: 5, r: 0 }, 0))]: 'wall' })
    expect(planMove(strip(), { q: 1, r: 1 }, { q: 6, r: 1 }, 6, undefined, 'S', large).total).toBe(
      5,
    )
    expect(
      planMove(src, { q: 1, r: 1 }, { q: 6, r: 1 }, 6, undefined, 'S', large).reason,
    ).toContain('no way there')
    expect(planMove(src, { q: 1, r: 1 }, { q: 5, r: 1 }, 6, undefined, 'S', large).reason).toBe(
      "S's footprint would stand astride a wall",
    )
  })

  it('a Giant pays for Difficult terrain that only one of its hexes enters', () => {
    const src = { orientation: 'pointy' as const, cols: 9, rows: 9 }
    const anchor = offsetToHex(4, 4, 'pointy')
    const east = hexAdd(anchor, HEX_DIRECTIONS[0]!)
    const giant: MoverShape = { size: 'giant', facing: 0 }
    const before = footprintHexes(anchor, 'giant', 0).map(hexKey)
    const after = footprintHexes(east, 'giant', 0).map(hexKey)
    // The one hex the step brings under the Giant through its second hex (direction 1) alone.
    const lone = hexAdd(east, HEX_DIRECTIONS[1]!)
    expect(before).not.toContain(hexKey(lone))
    expect(after).toContain(hexKey(lone))
    const terrain = { [hexKey(lone)]: { kind: 'difficult' as const } }
    expect(planMove(src, anchor, east, 6, undefined, 'Giant', giant)).toMatchObject({
      steps: [1],
      total: 1,
    })
    expect(planMove({ ...src, terrain }, anchor, east, 6, undefined, 'Giant', giant)).toMatchObject(
      { path: [anchor, east], steps: [2], total: 2, band: 'move' },
    )
    expect(planMove({ ...src, terrain }, anchor, east, 6, undefined, 'Vaka')).toMatchObject({
      steps: [1],
      total: 1,
    })
    // Vaulting and climbing count for any hex too, and crawling doubles the whole step.
    const crawl = { ...giant, manner: { crawling: true } }
    expect(planMove({ ...src, terrain }, anchor, east, 6, undefined, 'G', crawl).total).toBe(4)
    const cover = { [edgeKey(hexEdge(hexAdd(anchor, HEX_DIRECTIONS[3]!), 0))]: 'cover' as const }
    expect(planMove({ ...src, edges: cover }, anchor, east, 6, undefined, 'G', giant).total).toBe(2)
    const cliff = { [hexKey(lone)]: { kind: 'normal' as const, elevation: 3 } }
    expect(planMove({ ...src, terrain: cliff }, anchor, east, 6, undefined, 'G', giant).total).toBe(
      2,
    )
  })

  it('names a start or an end the whole footprint cannot stand on', () => {
    const src = strip(
      { [edgeKey(hexEdge({ q: 3, r: 0 }, 4))]: 'wall' },
      { '5,0': { kind: 'impassable' } },
    )
    const plan = (from: Hex, to: Hex, mover: MoverShape = large) =>
      planMove(src, from, to, 20, undefined, 'Rust Sentinel', mover)
    expect(plan({ q: 0, r: 1 }, { q: 4, r: 1 }).reason).toBe(
      "Rust Sentinel's footprint would stand on impassable terrain",
    )
    expect(plan({ q: 0, r: 1 }, { q: 7, r: 1 }).reason).toBe(
      "Rust Sentinel's footprint would stand off the map",
    )
    // (3,0) and its neighbour (2,1) are walled apart: a footprint holding both is astride the wall.
    expect(plan({ q: 0, r: 1 }, { q: 2, r: 1 }).reason).toBe(
      "Rust Sentinel's footprint would stand astride a wall",
    )
    expect(plan({ q: 5, r: 1 }, { q: 6, r: 1 }).reason).toBe(
      "Rust Sentinel's footprint stands on impassable terrain",
    )
    expect(plan({ q: 7, r: 1 }, { q: 6, r: 1 }).reason).toBe(
      "Rust Sentinel's footprint stands off the map",
    )
    expect(plan({ q: 7, r: 1 }, { q: 7, r: 1 }).band).toBe('blocked')
    // The same hexes are fine for a Medium being, and the anchor's own bounds come first.
    expect(plan({ q: 0, r: 1 }, { q: 4, r: 1 }, { size: 'medium' }).reason).toBeNull()
    expect(plan({ q: 0, r: 1 }, { q: 9, r: 1 }).reason).toBe('that hex is off the map')
    expect(plan({ q: 0, r: 1 }, { q: 0, r: 1 })).toMatchObject({ total: 0, band: 'move' })
  })

  it('footprintFault checks the map, then terrain, then walls between its own hexes', () => {
    const grid = buildHexGrid(
      strip({ [edgeKey(hexEdge({ q: 3, r: 0 }, 4))]: 'wall' }, { '5,0': { kind: 'impassable' } }),
    )
    const dirs = footprintDirections('large', 1)
    const at = (q: number, r: number) => footprintFault(grid, gridIndexOf(grid, { q, r }), dirs)
    expect(at(0, 1)).toBeNull()
    expect(at(7, 1)).toBe('off-map')
    expect(at(4, 1)).toBe('impassable')
    expect(at(5, 1)).toBe('impassable')
    expect(at(2, 1)).toBe('wall')
    expect(at(3, 1)).toBeNull()
    expect(footprintFault(grid, -1, dirs)).toBe('off-map')
    expect(() => footprintFault(grid, 0, [6])).toThrow(RangeError)
  })

  it('lists each Dangerous hex the footprint comes to cover, once', () => {
    const terrain: Record<string, TerrainCell> = {
      '3,0': { kind: 'dangerous', dangerous: { stat: 'DEX', dc: 8, damageType: 'Fire' } },
      '1,0': { kind: 'dangerous' },
    }
    // (1,0) is under the start, so it is not entered; (3,0) is entered by one hex, then kept.
    const p = planMove(strip({}, terrain), { q: 0, r: 1 }, { q: 4, r: 1 }, 6, undefined, 'S', large)
    expect(p.total).toBe(4)
    expect(p.dangerous).toEqual([{ q: 3, r: 0 }])
  })
})

describe('moveReach', () => {
  it.each([1, 2, 3, 4])(
    'equals a footprint Bellman-Ford and agrees with planMove (seed %i)',
    (seed) => {
      const rand = prng(1000 + seed)
      for (let m = 0; m < 12; m++) {
        const src = randomMap(rand)
        const grid = buildHexGrid(src)
        const mover = {
          size: SIZES[Math.floor(rand() * SIZES.length)]!,
          facing: Math.floor(rand() * 6),
          manner: { crawling: rand() < 0.25 },
        }
        const rules: Partial<BlueBoxOptions> | undefined =
          rand() < 0.3 ? { terrainCostStacking: 'add' } : undefined
        const speed = 2 + Math.floor(rand() * 5)
        const from = gridHexAt(grid, Math.floor(rand() * grid.size))
        const { grid: g, cost } = moveReach(src, from, speed, mover, rules)
        expect(g.size).toBe(grid.size)
        expect([...cost]).toEqual([...oracleReach(src, from, 2 * speed, mover, rules)])
        for (let i = 0; i < grid.size; i++) {
          const plan = planMove(src, from, gridHexAt(grid, i), speed, rules, 'T', mover)
          if (cost[i] === Infinity) expect(['too-far', 'blocked']).toContain(plan.band)
          else {
            expect(plan.total).toBe(cost[i])
            expect(plan.band).toBe(cost[i]! <= speed ? 'move' : 'dash')
            expect(plan.steps.reduce((a, b) => a + b, 0)).toBe(cost[i])
          }
        }
      }
    },
  )

  it('reaches something on most of those maps, so the agreement is not vacuous', () => {
    const rand = prng(99)
    let reached = 0
    for (let m = 0; m < 40; m++) {
      const src = randomMap(rand)
      const grid = buildHexGrid(src)
      const from = gridHexAt(grid, Math.floor(rand() * grid.size))
      const { cost } = moveReach(src, from, 4, { size: 'large', facing: m % 6 })
      if (cost.filter((c) => c > 0 && c < Infinity).length >= 3) reached++
    }
    expect(reached).toBeGreaterThan(20)
  })

  it('a one-hex being gets movementField cut at twice its speed', () => {
    const rand = prng(7)
    for (let m = 0; m < 20; m++) {
      const src = randomMap(rand)
      const grid = buildHexGrid(src)
      const start = Math.floor(rand() * grid.size)
      const want = movementField(grid, start, {
        costOf: blueboxStepCost(grid),
        budgetMetres: 6,
      })
      expect([...moveReach(src, gridHexAt(grid, start), 3).cost]).toEqual([...want])
      expect([...moveReach(src, gridHexAt(grid, start), 3, { size: 'small' }).cost]).toEqual([
        ...want,
      ])
    }
  })

  it('bands a Large being on an open map: move, Dash, beyond', () => {
    const src = { orientation: 'pointy' as const, cols: 20, rows: 20 }
    const from = offsetToHex(10, 10, 'pointy')
    const { grid, cost } = moveReach(src, from, 3, { size: 'large', facing: 0 })
    expect(cost[gridIndexOf(grid, from)]).toBe(0)
    expect(cost[gridIndexOf(grid, hexAdd(from, { q: -3, r: 0 }))]).toBe(3)
    expect(cost[gridIndexOf(grid, hexAdd(from, { q: -6, r: 0 }))]).toBe(6)
    expect(cost[gridIndexOf(grid, hexAdd(from, { q: -7, r: 0 }))]).toBe(Infinity)
    const crawl = moveReach(src, from, 3, { size: 'large', manner: { crawling: true } }).cost
    expect(crawl[gridIndexOf(grid, hexAdd(from, { q: -3, r: 0 }))]).toBe(6)
    expect(crawl[gridIndexOf(grid, hexAdd(from, { q: -4, r: 0 }))]).toBe(Infinity)
  })

  it('reaches nothing from off the map or from where the footprint cannot stand', () => {
    const src = strip({}, { '5,0': { kind: 'impassable' } })
    const none = (from: Hex, mover?: MoverShape) =>
      [...moveReach(src, from, 6, mover).cost].every((c) => c === Infinity)
    expect(none({ q: 20, r: 1 })).toBe(true)
    expect(none({ q: 5, r: 1 }, { size: 'large', facing: 1 })).toBe(true)
    expect(none({ q: 7, r: 1 }, { size: 'large', facing: 1 })).toBe(true)
    expect(none({ q: 0, r: 1 }, { size: 'large', facing: 1 })).toBe(false)
    // A Medium being on that impassable hex still has its start at 0, as movementField does.
    expect(none({ q: 5, r: 0 })).toBe(false)
  })
})

describe('movementField with a footprint', () => {
  /** Bellman-Ford over any StepCost, for fields the bucket queue must match. */
  function bellmanFord(size: number, nb: Int32Array, start: number, costOf: StepCost) {
    const dist = new Float64Array(size).fill(Infinity)
    dist[start] = 0
    for (let changed = true; changed;) {
      changed = false
      for (let u = 0; u < size; u++) {
        for (let d = 0; d < 6 && dist[u] !== Infinity; d++) {
          const v = nb[u * 6 + d]!
          if (v < 0) continue
          const nd = dist[u]! + costOf(u, v, d)
          if (nd < dist[v]!) {
            dist[v] = nd
            changed = true
          }
        }
      }
    }
    return dist
  }

  it('works out the same field as footprintStepCost, also for steps too dear for a byte', () => {
    const rand = prng(4242)
    for (let m = 0; m < 25; m++) {
      const grid = buildHexGrid(randomMap(rand, 9))
      const w = Array.from({ length: grid.size * 6 }, () => {
        const x = rand()
        return x < 0.1 ? Infinity : x < 0.2 ? 250 + Math.floor(rand() * 100) : 1 + Math.floor(x * 9)
      })
      const costOf: StepCost = (from, _to, dir) => w[from * 6 + dir]!
      const dirs = footprintDirections(rand() < 0.5 ? 'large' : 'giant', Math.floor(rand() * 6))
      let start = Math.floor(rand() * grid.size)
      for (let tries = 0; tries < 50 && footprintFault(grid, start, dirs); tries++) {
        start = Math.floor(rand() * grid.size)
      }
      const want = bellmanFord(
        grid.size,
        grid.neighbors,
        start,
        footprintStepCost(grid, dirs, costOf),
      )
      expect([...movementField(grid, start, { costOf, footprint: dirs })]).toEqual([...want])
    }
  })

  it('remembers Blue Box footprint steps per map state without changing any answer', () => {
    const rand = prng(77)
    for (let m = 0; m < 10; m++) {
      const src = randomMap(rand)
      const grid = gridOf(src)
      const base = blueboxStepCost(grid)
      // The same grid and costs give the same function (what the memo hangs on); other costs not.
      expect(blueboxStepCost(grid)).toBe(base)
      expect(blueboxStepCost(grid, { manner: { crawling: true } })).not.toBe(base)
      expect(blueboxStepCost(buildHexGrid(src))).not.toBe(base)
      for (let f = 0; f < 8; f++) {
        const facing = f % 6
        const dirs = footprintDirections('giant', facing)
        const from = gridHexAt(grid, Math.floor(rand() * grid.size))
        const plain = movementField(grid, from, {
          costOf: footprintStepCost(grid, dirs, base),
          budgetMetres: 12,
        })
        const standing = !footprintFault(grid, gridIndexOf(grid, from), dirs)
        // First call fills the memo, the second reads it; a short plan in between fills part.
        const first = moveReach(src, from, 6, { size: 'giant', facing }).cost
        planMove(src, from, gridHexAt(grid, Math.floor(rand() * grid.size)), 6, undefined, 'G', {
          size: 'giant',
          facing,
        })
        const second = moveReach(src, from, 6, { size: 'giant', facing }).cost
        expect([...second]).toEqual([...first])
        if (standing) expect([...first]).toEqual([...plain])
        else expect(first.every((c) => c === Infinity)).toBe(true)
      }
    }
  })
})
