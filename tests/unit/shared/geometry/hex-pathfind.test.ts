import { describe, expect, it } from 'vitest'
import {
  HEX_DIRECTIONS,
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
  type EdgeKind,
  type HexGrid,
  type HexGridSource,
  type StepCost,
} from '../../../../shared/geometry/hex'
import {
  blueboxStepCost,
  type BlueboxStepOptions,
} from '../../../../shared/rules/bluebox/engine/step-cost'
import { prng } from '../../support/prng'
import { randomMap } from '../../support/random-hex-map'

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

/**
 * One row of six hexes (pointy, index = column = q): difficult at 1, water at 2, a 2 m rise at
 * 3 (climbed), back down to the ground at 4, and Cover on the edge between 4 and 5.
 */
const ROW: HexGridSource = {
  orientation: 'pointy',
  cols: 6,
  rows: 1,
  terrain: {
    '1,0': { kind: 'difficult' },
    '2,0': { kind: 'water' },
    '3,0': { kind: 'normal', elevation: 2 },
  },
  edges: { [edgeKey(hexEdge({ q: 4, r: 0 }, 0))]: 'cover' },
}

describe('movementField: hand-computed fields on one row', () => {
  it.each([
    // Entering 1..5 costs: difficult 2, swim 2, climb 2, walk down 1, vault Cover 2.
    ['default, from the west end', {}, 0, [0, 2, 4, 6, 7, 9]],
    // From the east: vault 2, climb up 2, swim 2, difficult 2, walk 1.
    ['default, from the east end', {}, 5, [9, 8, 6, 4, 2, 0]],
    // Crawling doubles every step: 4, 4, 4, 2, 4.
    ['crawling, multiplied', { manner: { crawling: true } }, 0, [0, 4, 8, 12, 14, 18]],
    // Added: each factor over 1 adds its excess: 3, 3, 3, 2, 3.
    [
      'crawling, added',
      { manner: { crawling: true }, rules: { terrainCostStacking: 'add' as const } },
      0,
      [0, 3, 6, 9, 11, 14],
    ],
  ])('%s', (_n, opts: BlueboxStepOptions, start, want) => {
    const grid = buildHexGrid(ROW)
    expect([...movementField(grid, start, { costOf: blueboxStepCost(grid, opts) })]).toEqual(want)
  })

  it('a wall cuts the row; impassable terrain is never entered', () => {
    const grid = buildHexGrid({
      ...ROW,
      terrain: { ...ROW.terrain, '5,0': { kind: 'impassable' } },
      edges: { [edgeKey(hexEdge({ q: 2, r: 0 }, 0))]: 'wall' },
    })
    expect([...movementField(grid, 0, { costOf: blueboxStepCost(grid) })]).toEqual([
      0,
      2,
      4,
      Infinity,
      Infinity,
      Infinity,
    ])
    expect([...movementField(grid, 4, { costOf: blueboxStepCost(grid) })]).toEqual([
      Infinity,
      Infinity,
      Infinity,
      2,
      0,
      Infinity,
    ])
  })

  it.each([
    [255, [0, 255, 256]],
    [256, [0, 256, 257]],
    [511, [0, 511, 512]],
    [512, [0, 512, 513]],
  ])('a step of %i lands on its bucket and the queue grows to hold it', (big, want) => {
    const grid = buildHexGrid({ orientation: 'pointy', cols: 3, rows: 1 })
    // Entering hex 1 costs `big`, every other step 1.
    const costOf: StepCost = (_from, to) => (to === 1 ? big : 1)
    expect([...movementField(grid, 0, { costOf })]).toEqual(want)
    expect(movementPath(grid, 0, 2, costOf)!.steps).toEqual([big, 1])
  })
})

describe('movementField against Bellman-Ford', () => {
  it.each([1, 2, 3])(
    'equals Bellman-Ford over the same step cost on random maps (seed %i)',
    (seed) => {
      const rand = prng(seed)
      for (let m = 0; m < 40; m++) {
        const src = randomMap(rand)
        const grid = buildHexGrid(src)
        const costOf = blueboxStepCost(grid)
        const start = Math.floor(rand() * grid.size)
        const want = bellmanFord(grid, start, costOf)
        expect([...movementField(grid, start, { costOf })]).toEqual([...want])
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
    expect(() => movementField(grid, 4, { costOf: () => c })).toThrow(
      new RangeError(`step cost ${c} from 4 to 5: need a whole number >= 1`),
    )
  })

  it.each([
    ['a hex west of the map', { q: -5, r: 0 }],
    ['index 9 of 9', 9],
    ['index -1', -1],
    ['a fractional index', 1.5],
  ])('refuses a start off the map: %s', (_n, start) => {
    const grid = buildHexGrid({ orientation: 'flat', cols: 3, rows: 3 })
    const costOf = blueboxStepCost(grid)
    const off = new RangeError('movementField: the hex is off the map')
    expect(() => movementField(grid, start, { costOf })).toThrow(off)
    expect(() => movementPath(grid, start, 0, costOf)).toThrow(
      new RangeError('movementPath: the hex is off the map'),
    )
    expect(() => movementPath(grid, 0, start, costOf)).toThrow(
      new RangeError('movementPath: the hex is off the map'),
    )
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
    expect(() => movementPath(grid, 1, 3, costOf, field)).toThrow(
      new RangeError('movementPath: the field is not from this start'),
    )
    expect(() => movementPath(grid, 0, 3, costOf, field.subarray(1))).toThrow(
      new RangeError('movementPath: the field is for another grid'),
    )
    // A field worked out with 1 m steps does not fit 2 m steps.
    expect(() => movementPath(grid, 0, 2, () => 2, field)).toThrow(
      new RangeError('movementPath: the field does not match these costs'),
    )
  })
})
