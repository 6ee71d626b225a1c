/**
 * Movement over a map grid: the least cost from a token's hex to every hex (for the reachable
 * area and a ruleset's bands) and the least-cost path to one hex (for the live drag path), over a
 * step cost the ruleset supplies. Dijkstra with a bucket queue: step costs are small whole
 * numbers, so the queue is an array of buckets indexed by cost, each a doubly linked list threaded
 * through two Int32Arrays. No object is made per hex, and a whole 200 x 200 map settles in a few
 * milliseconds.
 */
import { gridIndexOf, TERRAIN_CODES, type HexGrid } from './grid'
import type { Hex } from './hex'
import { checkDirs, footprintStepCost, innerSides, type StepCost } from './steps'

export interface MovementFieldOptions {
  /** The most a path may cost (a speed, or a ruleset's widest band); dearer hexes stay Infinity. */
  readonly budgetMetres?: number
  readonly costOf: StepCost
  /**
   * A being covering several hexes: its footprintDirections. `costOf` stays the one-hex cost;
   * each step of the anchor then costs as footprintStepCost, and the field is by anchor.
   */
  readonly footprint?: readonly number[]
}

function startIndex(grid: HexGrid, start: Hex | number, what: string): number {
  const i = typeof start === 'number' ? start : gridIndexOf(grid, start)
  if (!Number.isInteger(i) || i < 0 || i >= grid.size) {
    throw new RangeError(`${what}: the hex is off the map`)
  }
  return i
}

/**
 * Memos of footprint steps: for a StepCost registered with rememberFootprintSteps and a
 * footprint, the cost of each anchor step by from * 6 + dir: 0 not yet known, 255 impossible,
 * else the cost (a dearer step than 254 is not kept, but worked out each time). The grid is
 * read-only and the cost a pure function of it, so an entry never goes stale: a drag or a reach
 * overlay on an unchanged map reads its footprint's steps instead of working them out again. Other step costs get no memo (a field takes each step only once).
 */
const footprintMemos = new WeakMap<StepCost, Map<string, Uint8Array>>()
/** At most this many footprints (size and facing) are remembered per step cost. */
const FOOTPRINT_MEMOS_KEPT = 6

/**
 * Let the pathfinder remember the footprint steps worked out with `costOf`: only for a step cost
 * that is a pure function of one read-only grid and that is handed out again for the same grid
 * and rules (a ruleset caches its step costs), so a drag or a reach overlay on an unchanged map
 * reuses the steps of Large and Giant footprints. Returns `costOf`.
 */
export function rememberFootprintSteps(costOf: StepCost): StepCost {
  if (!footprintMemos.has(costOf)) footprintMemos.set(costOf, new Map())
  return costOf
}

function footprintMemo(
  grid: HexGrid,
  costOf: StepCost,
  footprint: readonly number[],
): Uint8Array | null {
  const memos = footprintMemos.get(costOf)
  if (!memos) return null
  const key = footprint.join(',')
  let memo = memos.get(key)
  if (!memo) {
    if (memos.size >= FOOTPRINT_MEMOS_KEPT) memos.delete(memos.keys().next().value as string)
    memo = new Uint8Array(grid.size * 6)
    memos.set(key, memo)
  }
  return memo
}

/**
 * Dijkstra from `start` with a bucket queue; stops early once `stopAt` is settled. With a
 * `footprint` (footprintDirections), `start` and the indices are the anchor's and each step
 * costs as footprintStepCost over `costOf`, worked out here (and remembered, see
 * footprintMemos) rather than through a wrapping closure, so the call sites of `costOf` keep
 * seeing the one function and a one-hex field runs exactly as before.
 */
function settle(
  grid: HexGrid,
  start: number,
  costOf: StepCost,
  budget: number,
  stopAt: number,
  footprint: readonly number[] = [],
): Float64Array {
  const n = grid.size
  const nb = grid.neighbors
  const walls = grid.walls
  checkDirs(footprint)
  const k = footprint.length
  const fd = Int32Array.from(footprint)
  const inner = innerSides(footprint)
  const memo = k > 0 ? footprintMemo(grid, costOf, footprint) : null
  // Whether a wall runs inside the footprint with its anchor at each index: 0 not yet known,
  // 1 no, 2 yes (a hex is reached from up to six sides; this is worked out once).
  const astride = new Uint8Array(n)
  const dist = new Float64Array(n).fill(Infinity)
  const next = new Int32Array(n)
  const prev = new Int32Array(n)
  let heads = new Int32Array(256).fill(-1)

  const unlink = (v: number, bucket: number): void => {
    const p = prev[v] as number
    const x = next[v] as number
    if (p >= 0) next[p] = x
    else heads[bucket] = x
    if (x >= 0) prev[x] = p
  }
  const link = (v: number, bucket: number): void => {
    if (bucket >= heads.length) {
      let len = heads.length * 2
      while (len <= bucket) len *= 2
      const grown = new Int32Array(len).fill(-1)
      grown.set(heads)
      heads = grown
    }
    const h = heads[bucket] as number
    next[v] = h
    prev[v] = -1
    if (h >= 0) prev[h] = v
    heads[bucket] = v
  }

  dist[start] = 0
  link(start, 0)
  let queued = 1
  let cur = 0
  while (queued > 0) {
    while (heads[cur] === -1) cur++
    const u = heads[cur] as number
    unlink(u, cur)
    queued--
    if (u === stopAt) break
    const base = u * 6
    for (let d = 0; d < 6; d++) {
      const v = nb[base + d] as number
      // Costs are >= 1, so a settled neighbour (dist <= cur) can never improve.
      if (v < 0 || (dist[v] as number) <= cur) continue
      let c: number
      if (k === 0) c = costOf(u, v, d)
      else {
        const known = memo === null ? 0 : (memo[base + d] as number)
        if (known === 255) continue
        if (known !== 0) c = known
        else {
          c = costOf(u, v, d)
          // Every hex of the footprint takes the same step; the dearest sets the cost.
          for (let i = 0; i < k && c !== Infinity; i++) {
            const a = nb[base + (fd[i] as number)] as number
            const b = a < 0 ? -1 : (nb[a * 6 + d] as number)
            const ci = b < 0 ? Infinity : costOf(a, b, d)
            if (ci > c) c = ci
          }
          // No wall may run between two hexes of the footprint where it lands.
          let ok = astride[v] as number
          if (ok === 0 && c !== Infinity) {
            ok = 1
            for (let i = 0; i < inner.length; i += 2) {
              const j = inner[i] as number
              const m = j === 0 ? v : (nb[v * 6 + (fd[j - 1] as number)] as number)
              if ((((walls[m] as number) >> (inner[i + 1] as number)) & 1) === 1) ok = 2
            }
            astride[v] = ok
          }
          if (ok === 2) c = Infinity
          if (memo !== null) {
            if (c === Infinity) memo[base + d] = 255
            else if (c >= 1 && c <= 254 && c === Math.floor(c)) memo[base + d] = c
          }
        }
      }
      if (c === Infinity) continue
      if (!(c >= 1) || c !== Math.floor(c)) {
        throw new RangeError(`step cost ${c} from ${u} to ${v}: need a whole number >= 1`)
      }
      const nd = cur + c
      const old = dist[v] as number
      if (nd >= old || nd > budget) continue
      if (old === Infinity) queued++
      else unlink(v, old)
      dist[v] = nd
      link(v, nd)
    }
  }
  return dist
}

/**
 * The least cost from `start` to every hex of the grid (by index); Infinity where the hex cannot
 * be reached within `budgetMetres`. The start costs 0 whatever its terrain. Each step's cost is
 * the step cost's, so the field is what a being spends to stand on each hex.
 */
export function movementField(
  grid: HexGrid,
  start: Hex | number,
  options: MovementFieldOptions,
): Float64Array {
  const s = startIndex(grid, start, 'movementField')
  const budget = options.budgetMetres ?? Infinity
  return settle(grid, s, options.costOf, budget, -1, options.footprint)
}

export interface MovementPath {
  /** Grid indices from the start to the goal, both included. */
  readonly indices: readonly number[]
  readonly hexes: readonly Hex[]
  /** The cost of entering each hex after the start (indices.length - 1 entries). */
  readonly steps: readonly number[]
  readonly total: number
  /** Positions in `steps` whose entered hex is painted 'dangerous' (a ruleset may ask a save). */
  readonly dangerous: readonly number[]
}

/**
 * A least-cost path from `start` to `goal`, or null when the goal cannot be reached. Pass the
 * `field` from `movementField` for the same start and costs to reuse it (a drag computes the
 * field once and then only walks back from each hovered hex); without one, Dijkstra runs until
 * the goal is settled. Walking back picks, at each hex, the first direction in HEX_DIRECTIONS
 * order whose neighbour's cost plus the step equals the hex's cost, so ties break the same way
 * every time. With a `footprint` (as for movementField) the path is the anchor's, `costOf` the
 * one-hex cost, and `steps` the footprint's; `dangerous` still looks at the anchor's hexes only.
 */
export function movementPath(
  grid: HexGrid,
  start: Hex | number,
  goal: Hex | number,
  costOf: StepCost,
  field?: Float64Array,
  footprint?: readonly number[],
): MovementPath | null {
  const s = startIndex(grid, start, 'movementPath')
  const g = startIndex(grid, goal, 'movementPath')
  const f = field ?? settle(grid, s, costOf, Infinity, g, footprint)
  if (footprint && footprint.length > 0) costOf = footprintStepCost(grid, footprint, costOf)
  if (f.length !== grid.size) throw new RangeError('movementPath: the field is for another grid')
  if (f[s] !== 0) throw new RangeError('movementPath: the field is not from this start')
  if (!Number.isFinite(f[g] as number)) return null

  const back: number[] = [g]
  const costs: number[] = []
  let cur = g
  while (cur !== s) {
    const here = f[cur] as number
    let found = -1
    for (let d = 0; d < 6 && found < 0; d++) {
      const p = grid.neighbors[cur * 6 + d] as number
      if (p < 0) continue
      const fp = f[p] as number
      if (!(fp < here)) continue
      const c = costOf(p, cur, (d + 3) % 6)
      if (fp + c === here) {
        found = p
        costs.push(c)
      }
    }
    if (found < 0) throw new RangeError('movementPath: the field does not match these costs')
    back.push(found)
    cur = found
  }
  const indices = back.reverse()
  const steps = costs.reverse()
  const dangerousCode = TERRAIN_CODES.indexOf('dangerous')
  const dangerous: number[] = []
  for (let i = 1; i < indices.length; i++) {
    if (grid.terrain[indices[i] as number] === dangerousCode) dangerous.push(i - 1)
  }
  return {
    indices,
    hexes: indices.map((i) => ({ q: grid.q[i] as number, r: grid.r[i] as number })),
    steps,
    total: f[g] as number,
    dangerous,
  }
}
