/**
 * Movement of beings that cover several hexes (Large, Giant), and the pathfinder's memo of their
 * steps. The expectation is a brute force over hex coordinates: Bellman-Ford over anchor
 * positions, where a step moves every hex of the footprint one hex along the same direction,
 * costs the dearest of those one-hex steps, and is impossible when a hex would leave the map or
 * when a wall would run between two of the being's own hexes where it lands (seed 000, "Size"
 * and "Moving": a big being occupies all its hexes and cannot straddle a wall).
 */
import { describe, expect, it } from 'vitest'
import {
  HEX_DIRECTIONS,
  buildHexGrid,
  edgeBlocked,
  edgeKey,
  footprintDirections,
  gridHexAt,
  gridIndexOf,
  hexAdd,
  hexDistance,
  hexEdge,
  movementField,
  movementPath,
  rememberFootprintSteps,
  type Hex,
  type HexGrid,
  type StepCost,
} from '../../../../shared/geometry/hex'
import { blueboxStepCost } from '../../../../shared/rules/bluebox/engine/step-cost'
import { prng } from '../../support/prng'
import { randomMap } from '../../support/random-hex-map'

/** A step cost that refuses any question that is not a step between two neighbours on the map. */
function strict(grid: HexGrid, base: StepCost): StepCost & { calls: number } {
  const f = ((from: number, to: number, dir: number) => {
    const ok =
      Number.isInteger(from) &&
      Number.isInteger(dir) &&
      from >= 0 &&
      from < grid.size &&
      dir >= 0 &&
      dir < 6 &&
      grid.neighbors[from * 6 + dir] === to &&
      to >= 0
    if (!ok) throw new Error(`asked for a step that is not one: ${from} -> ${to} along ${dir}`)
    f.calls++
    return base(from, to, dir)
  }) as StepCost & { calls: number }
  f.calls = 0
  return f
}

/** Random whole costs per directed step: Infinity now and then, else 1..max. */
function tableCost(grid: HexGrid, rand: () => number, max: number, pInf = 0.1): StepCost {
  const w = Array.from({ length: grid.size * 6 }, () =>
    rand() < pInf ? Infinity : 1 + Math.floor(rand() * max),
  )
  return (from, _to, dir) => w[from * 6 + dir]!
}

const members = (anchor: Hex, dirs: readonly number[]): Hex[] => [
  anchor,
  ...dirs.map((d) => hexAdd(anchor, HEX_DIRECTIONS[d]!)),
]

/** Whether a wall runs between two touching hexes of the footprint with its anchor at `anchor`. */
function astride(grid: HexGrid, anchor: Hex, dirs: readonly number[]): boolean {
  const ms = members(anchor, dirs)
  for (const a of ms) {
    for (const b of ms) {
      if (hexDistance(a, b) !== 1) continue
      const side = HEX_DIRECTIONS.findIndex((d) => d.q === b.q - a.q && d.r === b.r - a.r)
      if (edgeBlocked(grid, gridIndexOf(grid, a), side)) return true
    }
  }
  return false
}

/** The brute-force cost of moving the anchor at index `u` one hex along `d`. */
function bruteStep(grid: HexGrid, u: number, d: number, dirs: readonly number[], base: StepCost) {
  const anchor = gridHexAt(grid, u)
  let worst = 0
  for (const m of members(anchor, dirs)) {
    const from = gridIndexOf(grid, m)
    const to = gridIndexOf(grid, hexAdd(m, HEX_DIRECTIONS[d]!))
    if (from < 0 || to < 0) return Infinity
    worst = Math.max(worst, base(from, to, d))
  }
  return astride(grid, hexAdd(anchor, HEX_DIRECTIONS[d]!), dirs) ? Infinity : worst
}

function bruteField(
  grid: HexGrid,
  start: number,
  dirs: readonly number[],
  base: StepCost,
  budget = Infinity,
): number[] {
  const dist: number[] = new Array(grid.size).fill(Infinity)
  dist[start] = 0
  for (let changed = true; changed;) {
    changed = false
    for (let u = 0; u < grid.size; u++) {
      if (dist[u] === Infinity) continue
      for (let d = 0; d < 6; d++) {
        const v = gridIndexOf(grid, hexAdd(gridHexAt(grid, u), HEX_DIRECTIONS[d]!))
        if (v < 0) continue
        const nd = dist[u]! + bruteStep(grid, u, d, dirs, base)
        if (nd < dist[v]! && nd <= budget) {
          dist[v] = nd
          changed = true
        }
      }
    }
  }
  return dist
}

/** The anchors where every hex of the footprint is on the map. */
function onMap(grid: HexGrid, dirs: readonly number[]): number[] {
  const out: number[] = []
  for (let i = 0; i < grid.size; i++) {
    if (members(gridHexAt(grid, i), dirs).every((h) => gridIndexOf(grid, h) >= 0)) out.push(i)
  }
  return out
}

const FOOTPRINTS: [string, number[]][] = [
  ['Large facing 0', footprintDirections('large', 0)],
  ['Large facing 3', footprintDirections('large', 3)],
  ['Giant facing 2', footprintDirections('giant', 2)],
  ['a line of three', [0, 3]],
]

describe('movementField with a footprint, against brute force', () => {
  it.each(FOOTPRINTS)('%s on random maps with Blue Box costs', (_n, dirs) => {
    const rand = prng(11)
    let moved = 0
    for (let m = 0; m < 25; m++) {
      const grid = buildHexGrid(randomMap(rand))
      const anchors = onMap(grid, dirs)
      if (anchors.length === 0) continue
      const start = anchors[Math.floor(rand() * anchors.length)]!
      const costOf = strict(grid, blueboxStepCost(grid))
      const got = [...movementField(grid, start, { costOf, footprint: dirs })]
      expect(got).toEqual(bruteField(grid, start, dirs, costOf))
      moved += got.filter((c) => c > 0 && c < Infinity).length
    }
    expect(moved).toBeGreaterThan(10)
  })

  it.each(FOOTPRINTS)('%s with arbitrary step costs and a budget', (_n, dirs) => {
    const rand = prng(23)
    let moved = 0
    for (let m = 0; m < 25; m++) {
      const grid = buildHexGrid(randomMap(rand))
      const costOf = strict(grid, tableCost(grid, rand, 6))
      const anchors = onMap(grid, dirs)
      if (anchors.length === 0) continue
      const start = anchors[Math.floor(rand() * anchors.length)]!
      const budgetMetres = 2 + Math.floor(rand() * 12)
      const got = [...movementField(grid, start, { costOf, footprint: dirs, budgetMetres })]
      expect(got).toEqual(bruteField(grid, start, dirs, costOf, budgetMetres))
      moved += got.filter((c) => c > 0 && c < Infinity).length
    }
    expect(moved).toBeGreaterThan(10)
  })

  it('a Large being stops where a wall would run between its own hexes', () => {
    // Pointy row of five hexes over two rows; a wall between (2,0) and (2,1) (side 5 of (2,0)).
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 5,
      rows: 2,
      edges: { [edgeKey(hexEdge({ q: 2, r: 0 }, 5))]: 'wall' },
    })
    // Footprint: the anchor and the hex below it (direction 5).
    const field = movementField(grid, 0, { costOf: () => 1, footprint: [5] })
    const at = (q: number, r: number) => field[gridIndexOf(grid, { q, r })]
    expect(at(1, 0)).toBe(1)
    // Anchor (2,0) would put the wall between it and (2,1): never stood on.
    expect(at(2, 0)).toBe(Infinity)
    // Anchor (3,0) is cut off too: its only way east goes through (2,0) (row 1 is the footprint's).
    expect(at(3, 0)).toBe(Infinity)
    // A one-hex being walks past the wall's side.
    expect(movementField(grid, 0, { costOf: () => 1 })[gridIndexOf(grid, { q: 3, r: 0 })]).toBe(3)
  })

  it('refuses a footprint direction outside 0..5, by name', () => {
    const grid = buildHexGrid({ orientation: 'pointy', cols: 3, rows: 3 })
    for (const d of [6, -1, 1.5]) {
      expect(() => movementField(grid, 4, { costOf: () => 1, footprint: [0, d] })).toThrow(
        new RangeError(`footprint direction ${d}: need a whole number 0..5`),
      )
    }
  })

  it.each([1.5, -1, 0])(
    'refuses a step cost of %d with a footprint, at the same step again when remembered',
    (cost) => {
      const grid = buildHexGrid({ orientation: 'pointy', cols: 4, rows: 4 })
      const costOf = rememberFootprintSteps(() => cost)
      const run = () => movementField(grid, 5, { costOf, footprint: [0] })
      let first: unknown
      try {
        run()
      } catch (e) {
        first = e
      }
      expect(String(first)).toMatch(`step cost ${cost} from 5 to `)
      // A bad cost is never remembered: the second run stops at the very same step.
      expect(run).toThrow(first as Error)
    },
  )
})

describe('movementPath with a footprint', () => {
  it('walks the anchor along steps priced for the whole footprint', () => {
    const rand = prng(31)
    let paths = 0
    for (let m = 0; m < 40; m++) {
      const grid = buildHexGrid(randomMap(rand))
      const dirs = footprintDirections(rand() < 0.5 ? 'large' : 'giant', Math.floor(rand() * 6))
      const costOf = strict(grid, tableCost(grid, rand, 5, 0.05))
      const anchors = onMap(grid, dirs)
      if (anchors.length === 0) continue
      const start = anchors[Math.floor(rand() * anchors.length)]!
      const want = bruteField(grid, start, dirs, costOf)
      // Half the time a goal it can reach, else any hex.
      const reach = want.flatMap((c, i) => (c < Infinity ? [i] : []))
      const goal =
        rand() < 0.5 ? reach[Math.floor(rand() * reach.length)]! : Math.floor(rand() * grid.size)
      const path = movementPath(grid, start, goal, costOf, undefined, dirs)
      if (want[goal] === Infinity) {
        expect(path).toBeNull()
        continue
      }
      paths++
      expect(path!.total).toBe(want[goal])
      expect(path!.indices[0]).toBe(start)
      expect(path!.indices.at(-1)).toBe(goal)
      for (let i = 1; i < path!.indices.length; i++) {
        const u = path!.indices[i - 1]!
        const v = path!.indices[i]!
        const d = HEX_DIRECTIONS.findIndex(
          (h) => gridIndexOf(grid, hexAdd(gridHexAt(grid, u), h)) === v,
        )
        expect(d).toBeGreaterThanOrEqual(0)
        expect(path!.steps[i - 1]).toBe(bruteStep(grid, u, d, dirs, costOf))
      }
      // With the field handed in, the same path.
      const field = movementField(grid, start, { costOf, footprint: dirs })
      expect(movementPath(grid, start, goal, costOf, field, dirs)).toEqual(path)
    }
    expect(paths).toBeGreaterThan(10)
  })
})

describe('the memo of footprint steps (rememberFootprintSteps)', () => {
  const grid = buildHexGrid({ ...randomMap(prng(41)), cols: 8, rows: 8 })
  const dirs = footprintDirections('large', 1)
  const start = 3 * 8 + 3 // mid-map: every footprint fits

  it('gives the brute-force field every time, and prices no step twice', () => {
    const base = strict(grid, tableCost(grid, prng(42), 9))
    const costOf = rememberFootprintSteps(base)
    const want = bruteField(grid, start, dirs, base)
    expect(want.filter((c) => c < Infinity).length).toBeGreaterThan(8)
    base.calls = 0
    expect([...movementField(grid, start, { costOf, footprint: dirs })]).toEqual(want)
    expect(base.calls).toBeGreaterThan(0)
    base.calls = 0
    // Handed out again by a ruleset's cache: still remembered.
    expect(rememberFootprintSteps(costOf)).toBe(costOf)
    expect([...movementField(grid, start, { costOf, footprint: dirs })]).toEqual(want)
    expect(base.calls).toBe(0)
    // Another start on the same map reads the same steps, and is still right.
    const other = grid.size - 1
    expect([...movementField(grid, other, { costOf, footprint: dirs })]).toEqual(
      bruteField(grid, other, dirs, base),
    )
  })

  it('keeps each footprint apart', () => {
    const base = strict(grid, tableCost(grid, prng(43), 9))
    const costOf = rememberFootprintSteps(base)
    for (let round = 0; round < 2; round++) {
      for (const facing of [0, 3]) {
        const fd = footprintDirections('large', facing)
        expect([...movementField(grid, start, { costOf, footprint: fd })]).toEqual(
          bruteField(grid, start, fd, base),
        )
      }
    }
  })

  it('remembers whole costs 1..254 only; dearer steps are priced each time', () => {
    const open = buildHexGrid({ orientation: 'flat', cols: 5, rows: 5 })
    const at = onMap(open, dirs)[4]!
    for (const [cost, again] of [
      [1, false],
      [254, false],
      [255, true],
      [300, true],
    ] as const) {
      const base = strict(open, () => cost)
      const costOf = rememberFootprintSteps(base)
      const want = bruteField(open, at, dirs, base)
      expect(want.filter((c) => c === cost * 2)).not.toHaveLength(0)
      expect([...movementField(open, at, { costOf, footprint: dirs })]).toEqual(want)
      base.calls = 0
      expect([...movementField(open, at, { costOf, footprint: dirs })]).toEqual(want)
      expect(base.calls > 0).toBe(again)
    }
  })

  it('without rememberFootprintSteps, nothing is remembered', () => {
    const base = strict(grid, tableCost(grid, prng(44), 9))
    const want = bruteField(grid, start, dirs, base)
    for (let run = 0; run < 2; run++) {
      base.calls = 0
      expect([...movementField(grid, start, { costOf: base, footprint: dirs })]).toEqual(want)
      expect(base.calls).toBeGreaterThan(0)
    }
  })

  it('keeps six footprints, forgetting the oldest; a one-hex field takes no place', () => {
    const base = strict(grid, tableCost(grid, prng(45), 9))
    const costOf = rememberFootprintSteps(base)
    const field = (fd: number[]) => {
      base.calls = 0
      movementField(grid, start, { costOf, footprint: fd })
      return base.calls
    }
    const large = [0, 1, 2, 3, 4, 5].map((f) => footprintDirections('large', f))
    for (const fd of large) expect(field(fd)).toBeGreaterThan(0)
    movementField(grid, start, { costOf })
    for (const fd of large) expect(field(fd)).toBe(0)
    // A seventh footprint: the first one remembered (Large facing 0) is forgotten.
    expect(field(footprintDirections('giant', 0))).toBeGreaterThan(0)
    expect(field(large[5]!)).toBe(0)
    expect(field(large[0]!)).toBeGreaterThan(0)
  })
})

describe('the one-hex search', () => {
  it('equals brute force with steps dearer than the queue first holds (256 buckets)', () => {
    const rand = prng(51)
    for (let m = 0; m < 20; m++) {
      const grid = buildHexGrid({ orientation: 'pointy', cols: 7, rows: 6 })
      // Most steps cheap, some very dear: the queue grows while cheap entries wait in it.
      const w = Array.from({ length: grid.size * 6 }, () =>
        rand() < 0.3 ? 200 + Math.floor(rand() * 600) : 1 + Math.floor(rand() * 3),
      )
      const costOf = strict(grid, (from, _to, dir) => w[from * 6 + dir]!)
      const start = Math.floor(rand() * grid.size)
      expect([...movementField(grid, start, { costOf })]).toEqual(
        bruteField(grid, start, [], costOf),
      )
    }
  })

  it('stops once the goal is settled, without pricing the whole map', () => {
    const grid = buildHexGrid({ orientation: 'flat', cols: 20, rows: 20 })
    const costOf = strict(grid, () => 1)
    const from = gridIndexOf(grid, { q: 10, r: 5 })
    const path = movementPath(grid, from, grid.neighbors[from * 6]!, costOf)
    expect(path!.total).toBe(1)
    // Settling the start prices its six steps; the goal is among the first settled after it.
    expect(costOf.calls).toBeLessThan(6 * 8)
  })

  it('never prices a step back onto a hex already settled', () => {
    const rand = prng(52)
    const grid = buildHexGrid(randomMap(rand))
    const priced = new Set<string>()
    const base = blueboxStepCost(grid)
    const costOf: StepCost = (from, to, dir) => {
      priced.add(`${from}>${to}`)
      return base(from, to, dir)
    }
    const start = Math.floor(grid.size / 2)
    const field = movementField(grid, start, { costOf })
    for (const key of priced) {
      const [from, to] = key.split('>').map(Number) as [number, number]
      // A step is priced from the hex being settled towards a dearer (or unreached) one only.
      expect(field[to]!).toBeGreaterThan(field[from]!)
      expect(priced.has(`${to}>${from}`)).toBe(false)
    }
    expect(priced.size).toBeGreaterThan(5)
  })

  it('refuses a field that does not match the costs it is walked back with', () => {
    // One row of three (pointy): index = q. The field is for steps of 1 from index 2: [2, 1, 0].
    const grid = buildHexGrid({ orientation: 'pointy', cols: 3, rows: 1 })
    const field = movementField(grid, 2, { costOf: () => 1 })
    expect([...field]).toEqual([2, 1, 0])
    // Walked back with steps of 5 out of index 1 and 2 elsewhere, no neighbour of index 0 fits.
    const other: StepCost = (from) => (from === 1 ? 5 : 2)
    expect(() => movementPath(grid, 2, 0, other, field)).toThrow(
      new RangeError('movementPath: the field does not match these costs'),
    )
  })
})
