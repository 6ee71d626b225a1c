import { describe, expect, it } from 'vitest'
import { recordStepCost } from '../../support/record-step'
import {
  HEX_DIRECTIONS,
  blueboxEnteredHex,
  blueboxStepCost,
  buildHexGrid,
  edgeBlocked,
  edgeKey,
  gridHexAt,
  gridIndexOf,
  hexAdd,
  hexEdge,
  hexKey,
  movementField,
  movementPath,
  offsetToHex,
  type BlueboxStepOptions,
  type HexGrid,
  type HexGridSource,
  type HexOrientation,
  type StepCost,
} from '../../../../shared/geometry/hex'
import type { EdgeKind, TerrainCell, TerrainKind } from '../../../../shared/model'
import { hexEntryCost } from '../../../../shared/rules/bluebox/movement'
import { prng } from '../../support/prng'

const KINDS: TerrainKind[] = ['difficult', 'dangerous', 'water', 'climb', 'dig', 'impassable']

function randomMap(rand: () => number): HexGridSource {
  const orientation: HexOrientation = rand() < 0.5 ? 'pointy' : 'flat'
  const cols = 3 + Math.floor(rand() * 7)
  const rows = 3 + Math.floor(rand() * 7)
  const terrain: Record<string, TerrainCell> = {}
  const edges: Record<string, EdgeKind> = {}
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = offsetToHex(col, row, orientation)
      const kind = rand() < 0.4 ? KINDS[Math.floor(rand() * KINDS.length)]! : 'normal'
      const elevation = rand() < 0.3 ? Math.floor(rand() * 4) : 0
      terrain[hexKey(h)] = { kind, elevation }
      for (let d = 0; d < 3; d++) {
        const x = rand()
        if (x < 0.12) edges[edgeKey(hexEdge(h, d))] = 'wall'
        else if (x < 0.22) edges[edgeKey(hexEdge(h, d))] = 'cover'
      }
    }
  }
  return { orientation, cols, rows, terrain, edges }
}

/** The rules read straight from the map records, without the grid's bit tables. */
function oracleCost(src: HexGridSource, opts: BlueboxStepOptions): StepCost {
  const grid = buildHexGrid({ orientation: src.orientation, cols: src.cols, rows: src.rows })
  return (from, to, dir) => {
    const a = gridHexAt(grid, from)
    const b = gridHexAt(grid, to)
    return recordStepCost(src, a, b, dir, opts.manner, opts.rules)
  }
}

function bellmanFord(grid: HexGrid, start: number, costOf: StepCost): Float64Array {
  const dist = new Float64Array(grid.size).fill(Infinity)
  dist[start] = 0
  for (let round = 0; round < grid.size; round++) {
    let changed = false
    for (let u = 0; u < grid.size; u++) {
      if (dist[u] === Infinity) continue
      for (let d = 0; d < 6; d++) {
        const v = grid.neighbors[u * 6 + d]!
        if (v < 0) continue
        const nd = dist[u]! + costOf(u, v, d)
        if (nd < dist[v]!) {
          dist[v] = nd
          changed = true
        }
      }
    }
    if (!changed) break
  }
  return dist
}

const OPTION_SETS: [string, BlueboxStepOptions][] = [
  ['default', {}],
  ['add stacking', { rules: { terrainCostStacking: 'add' } }],
  ['crawling', { manner: { crawling: true } }],
]

describe('movementField', () => {
  it.each(OPTION_SETS.flatMap(([name, o]) => [1, 2, 3].map((s) => [name, o, s] as const)))(
    'equals Bellman-Ford on random small maps (%s, seed %i)',
    (_name, opts, seed) => {
      const rand = prng(seed)
      for (let m = 0; m < 40; m++) {
        const src = randomMap(rand)
        const grid = buildHexGrid(src)
        const start = Math.floor(rand() * grid.size)
        const want = bellmanFord(grid, start, oracleCost(src, opts))
        const got = movementField(grid, start, { costOf: blueboxStepCost(grid, opts) })
        expect([...got]).toEqual([...want])
      }
    },
  )

  it('equals Bellman-Ford for arbitrary whole step costs', () => {
    const rand = prng(77)
    for (let m = 0; m < 30; m++) {
      const grid = buildHexGrid({ orientation: 'pointy', cols: 8, rows: 7 })
      const w = Array.from({ length: grid.size * 6 }, () =>
        rand() < 0.15 ? Infinity : 1 + Math.floor(rand() * 9),
      )
      const costOf: StepCost = (from, _to, dir) => w[from * 6 + dir]!
      const start = Math.floor(rand() * grid.size)
      expect([...movementField(grid, start, { costOf })]).toEqual([
        ...bellmanFord(grid, start, costOf),
      ])
    }
  })

  it('leaves hexes over the budget unreached and the rest as without a budget', () => {
    const rand = prng(5)
    for (let m = 0; m < 30; m++) {
      const src = randomMap(rand)
      const grid = buildHexGrid(src)
      const costOf = blueboxStepCost(grid)
      const start = Math.floor(rand() * grid.size)
      const budgetMetres = Math.floor(rand() * 8)
      const full = movementField(grid, start, { costOf })
      const cut = movementField(grid, start, { costOf, budgetMetres })
      full.forEach((v, i) => expect(cut[i]).toBe(v <= budgetMetres ? v : Infinity))
    }
  })

  it.each([0, 1.5, -1, Number.NaN])('refuses a step cost of %d', (c) => {
    const grid = buildHexGrid({ orientation: 'pointy', cols: 3, rows: 3 })
    expect(() => movementField(grid, 4, { costOf: () => c })).toThrow(RangeError)
  })

  it('refuses a start off the map', () => {
    const grid = buildHexGrid({ orientation: 'flat', cols: 3, rows: 3 })
    const costOf = blueboxStepCost(grid)
    expect(() => movementField(grid, { q: -5, r: 0 }, { costOf })).toThrow(RangeError)
    expect(() => movementField(grid, 9, { costOf })).toThrow(RangeError)
  })
})

describe('blueboxStepCost: R17 and the terrain kinds', () => {
  // A row of pointy hexes (0,0) -> (1,0) -> (2,0); the step is always direction 0 (east).
  type Case = [string, TerrainKind, number, EdgeKind | null, BlueboxStepOptions, number]
  it.each<Case>([
    ['normal ground', 'normal', 0, null, {}, 1],
    ['entering Difficult', 'difficult', 0, null, {}, 2],
    ['swimming into water', 'water', 0, null, {}, 2],
    ['climb terrain', 'climb', 0, null, {}, 2],
    ['digging', 'dig', 0, null, {}, 4],
    ['Dangerous costs as normal ground', 'dangerous', 0, null, {}, 1],
    ['impassable', 'impassable', 0, null, {}, Infinity],
    ['through a wall', 'normal', 0, 'wall', {}, Infinity],
    ['vaulting Cover', 'normal', 0, 'cover', {}, 2],
    ['vaulting Cover into Difficult', 'difficult', 0, 'cover', {}, 4],
    [
      'vaulting Cover into Difficult, add',
      'difficult',
      0,
      'cover',
      { rules: { terrainCostStacking: 'add' } },
      3,
    ],
    ['a 1 m rise is walked', 'normal', 1, null, {}, 1],
    ['a 2 m rise is climbed', 'normal', 2, null, {}, 2],
    ['going down 5 m', 'normal', -5, null, {}, 1],
    ['Difficult + climb multiply (R17)', 'difficult', 3, null, {}, 4],
    [
      'Difficult + climb add (R17 option)',
      'difficult',
      3,
      null,
      { rules: { terrainCostStacking: 'add' } },
      3,
    ],
    ['a rise into water is one mode', 'water', 2, null, {}, 2],
    ['a rise into dig terrain is still digging', 'dig', 2, null, {}, 4],
    ['crawling into Difficult', 'difficult', 0, null, { manner: { crawling: true } }, 4],
  ])('%s: %s, rise %i, edge %s -> %d m', (_name, kind, rise, edge, opts, want) => {
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 3,
      rows: 1,
      terrain: { '1,0': { kind, elevation: rise } },
      edges: edge ? { [edgeKey(hexEdge({ q: 0, r: 0 }, 0))]: edge } : {},
    })
    expect(blueboxStepCost(grid, opts)(0, 1, 0)).toBe(want)
    const entered = blueboxEnteredHex(grid, 0, 1, 0)
    if (want === Infinity) expect(entered).toBeNull()
    else expect(hexEntryCost(entered!, opts.manner, opts.rules)).toBe(want)
  })

  it('pays for the hex entered: into Difficult 2 m, back out to normal 1 m (R17)', () => {
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 3,
      rows: 1,
      terrain: { '1,0': { kind: 'difficult' } },
    })
    const path = movementPath(grid, 0, 2, blueboxStepCost(grid))!
    expect(path.hexes).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ])
    expect(path.steps).toEqual([2, 1])
    expect(path.total).toBe(3)
  })

  it('agrees with hexEntryCost of blueboxEnteredHex on every step of random maps', () => {
    const rand = prng(31)
    for (let m = 0; m < 30; m++) {
      const grid = buildHexGrid(randomMap(rand))
      for (const [, opts] of OPTION_SETS) {
        const costOf = blueboxStepCost(grid, opts)
        for (let u = 0; u < grid.size; u++) {
          for (let d = 0; d < 6; d++) {
            const v = grid.neighbors[u * 6 + d]!
            if (v < 0) continue
            const e = blueboxEnteredHex(grid, u, v, d)
            const want = e === null ? Infinity : hexEntryCost(e, opts.manner, opts.rules)
            expect(costOf(u, v, d)).toBe(want)
          }
        }
      }
    }
  })
})

describe('movementPath', () => {
  it.each([1, 2, 3])('is a chain of legal steps whose costs sum to the field (seed %i)', (seed) => {
    const rand = prng(seed * 101)
    for (let m = 0; m < 40; m++) {
      const grid = buildHexGrid(randomMap(rand))
      const costOf = blueboxStepCost(grid)
      const start = Math.floor(rand() * grid.size)
      const field = movementField(grid, start, { costOf })
      for (let goal = 0; goal < grid.size; goal++) {
        const path = movementPath(grid, start, goal, costOf, field)
        if (field[goal] === Infinity) {
          expect(path).toBeNull()
          continue
        }
        expect(path!.indices[0]).toBe(start)
        expect(path!.indices.at(-1)).toBe(goal)
        expect(path!.steps.reduce((a, b) => a + b, 0)).toBe(field[goal])
        expect(path!.total).toBe(field[goal])
        for (let k = 1; k < path!.indices.length; k++) {
          const from = path!.indices[k - 1]!
          const to = path!.indices[k]!
          const d = HEX_DIRECTIONS.findIndex(
            (v) => gridIndexOf(grid, hexAdd(gridHexAt(grid, from), v)) === to,
          )
          expect(d).toBeGreaterThanOrEqual(0)
          expect(edgeBlocked(grid, from, d)).toBe(false)
          expect(costOf(from, to, d)).toBe(path!.steps[k - 1])
        }
        // Without a field, Dijkstra stops at the goal and finds an equally cheap path.
        expect(movementPath(grid, start, goal, costOf)!.total).toBe(field[goal])
      }
    }
  })

  it('goes round a wall rather than through it', () => {
    // Walls east of axial (1,0) and (1,1): the direct step (1,0) -> (2,0) is shut.
    const edges: Record<string, EdgeKind> = {
      [edgeKey(hexEdge({ q: 1, r: 0 }, 0))]: 'wall',
      [edgeKey(hexEdge({ q: 1, r: 1 }, 0))]: 'wall',
    }
    const grid = buildHexGrid({ orientation: 'pointy', cols: 4, rows: 3, edges })
    const costOf = blueboxStepCost(grid)
    const path = movementPath(grid, { q: 1, r: 0 }, { q: 2, r: 0 }, costOf)!
    expect(path.hexes).toEqual([
      { q: 1, r: 0 },
      { q: 1, r: 1 },
      { q: 2, r: 0 },
    ])
    expect(path.steps).toEqual([1, 1])
  })

  it('is null for a hex sealed by walls, and lists Dangerous hexes entered', () => {
    const sealed = offsetToHex(3, 3, 'flat')
    const edges: Record<string, EdgeKind> = {}
    for (let d = 0; d < 6; d++) edges[edgeKey(hexEdge(sealed, d))] = 'wall'
    const danger = offsetToHex(1, 0, 'flat')
    const grid = buildHexGrid({
      orientation: 'flat',
      cols: 6,
      rows: 6,
      edges,
      terrain: { [hexKey(danger)]: { kind: 'dangerous' } },
    })
    const costOf = blueboxStepCost(grid)
    expect(movementPath(grid, 0, sealed, costOf)).toBeNull()
    const path = movementPath(grid, 0, offsetToHex(2, 0, 'flat'), costOf)!
    expect(path.hexes[1]).toEqual(danger)
    expect(path.dangerous).toEqual([0])
    expect(path.total).toBe(2)
  })

  it('is null beyond a budgeted field, and refuses a field from another start', () => {
    const grid = buildHexGrid({ orientation: 'pointy', cols: 10, rows: 1 })
    const costOf = blueboxStepCost(grid)
    const field = movementField(grid, 0, { costOf, budgetMetres: 3 })
    expect(movementPath(grid, 0, 3, costOf, field)!.steps).toEqual([1, 1, 1])
    expect(movementPath(grid, 0, 4, costOf, field)).toBeNull()
    expect(() => movementPath(grid, 1, 3, costOf, field)).toThrow(RangeError)
  })
})
