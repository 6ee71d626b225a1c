/**
 * Movement over a square board (ZZ-23): the least cost from a figure's square to every square
 * (the reachable area) and a least-cost path to one square (the live drag path), over a step cost
 * the ruleset supplies. Walls and closed doors are the grid's and always hold: no step crosses a
 * blocking side, and a diagonal step is refused when any edge meeting at the corner it passes
 * blocks (no corner cutting). Dijkstra with a bucket queue (step costs are small whole numbers):
 * buckets indexed by cost, each a doubly linked list threaded through two Int32Arrays, so no
 * object is made per square.
 */
import { TERRAIN_CODES } from '../cells'
import { cornerBlocked, squareAt, squareIndexOf, type SquareGrid } from './grid'
import type { Square } from './square'

/**
 * The Move it costs to step from square index `from` to its neighbour `to` along direction `dir`
 * (0..7, SQUARE_DIRECTIONS): a whole number >= 1, or Infinity when the step cannot be taken.
 * Walls are checked before it is asked.
 */
export type SquareStepCost = (from: number, to: number, dir: number) => number

export interface SquareStepOptions {
  /** ZZ-23: the Move a diagonal step costs (the table's `diagonalStep`, 2 by default). */
  readonly diagonalStep?: number
  /** What entering a Difficult square multiplies the step by (2 by default). */
  readonly difficultFactor?: number
}

const IMPASSABLE = TERRAIN_CODES.indexOf('impassable')
const DIFFICULT = TERRAIN_CODES.indexOf('difficult')

/**
 * ZZ-23: a plain step cost: an orthogonal step 1, a diagonal `diagonalStep` (2), entering an
 * impassable square cannot be done ("solid walls or terrain"), a Difficult one costs
 * `difficultFactor` times as much. A ruleset with its own terrain supplies its own.
 */
export function squareStepCost(grid: SquareGrid, options: SquareStepOptions = {}): SquareStepCost {
  const diag = options.diagonalStep ?? 2
  const factor = options.difficultFactor ?? 2
  const terrain = grid.terrain
  return (_from, to, dir) => {
    const t = terrain[to] as number
    if (t === IMPASSABLE) return Infinity
    const base = (dir & 1) === 1 ? diag : 1
    return t === DIFFICULT ? base * factor : base
  }
}

/**
 * Whether the grid lets a figure step from `u` along `dir` to `v` (v its neighbour): the side it
 * crosses does not block movement, or for a diagonal, no edge at the corner does (ZZ-23).
 */
export function squareStepOpen(grid: SquareGrid, u: number, v: number, dir: number): boolean {
  if ((dir & 1) === 1) return !cornerBlocked(grid.walls, u, v, dir)
  return (((grid.walls[u] as number) >> (dir >> 1)) & 1) === 0
}

function startIndex(grid: SquareGrid, start: Square | number, what: string): number {
  const i = typeof start === 'number' ? start : squareIndexOf(grid, start)
  if (!Number.isInteger(i) || i < 0 || i >= grid.size) {
    throw new RangeError(`${what}: the square is off the map`)
  }
  return i
}

/**
 * The queue's links, kept between runs: a field is asked for on every pointer move, and two fresh
 * Int32Arrays of the map's size each time only feed the garbage collector. Only links of squares
 * in the queue are read, so what an earlier run left in them does no harm. A step cost that asks
 * for a field itself (re-entry) gets fresh arrays.
 */
let scratch: { next: Int32Array; prev: Int32Array } | null = null
let settling = false

/** Dijkstra from `start` with a bucket queue; stops early once `stopAt` is settled. */
function settle(
  grid: SquareGrid,
  start: number,
  costOf: SquareStepCost,
  budget: number,
  stopAt: number,
  into?: Float64Array,
): Float64Array {
  if (settling) return settleWith(grid, start, costOf, budget, stopAt, null, into)
  settling = true
  try {
    if (!scratch || scratch.next.length < grid.size) {
      scratch = { next: new Int32Array(grid.size), prev: new Int32Array(grid.size) }
    }
    return settleWith(grid, start, costOf, budget, stopAt, scratch, into)
  } finally {
    settling = false
  }
}

function settleWith(
  grid: SquareGrid,
  start: number,
  costOf: SquareStepCost,
  budget: number,
  stopAt: number,
  links: { next: Int32Array; prev: Int32Array } | null,
  into?: Float64Array,
): Float64Array {
  const n = grid.size
  const nb = grid.neighbors
  const dist = (into ?? new Float64Array(n)).fill(Infinity)
  const next = links ? links.next : new Int32Array(n)
  const prev = links ? links.prev : new Int32Array(n)
  let heads = new Int32Array(64).fill(-1)
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
    const base = u * 8
    for (let d = 0; d < 8; d++) {
      const v = nb[base + d] as number
      // Costs are >= 1, so a settled neighbour (dist <= cur) can never improve.
      if (v < 0 || (dist[v] as number) <= cur) continue
      if (!squareStepOpen(grid, u, v, d)) continue
      const c = costOf(u, v, d)
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

export interface SquareFieldOptions {
  /** The most a path may cost (the figure's MOVE); dearer squares stay Infinity. */
  readonly budget?: number
  readonly costOf: SquareStepCost
  /**
   * A field of this grid's size to overwrite instead of making a new one: an overlay asked again
   * on every pointer move reuses its own, and a large typed array per move only feeds the
   * garbage collector. The caller must not hold on to the old contents.
   */
  readonly into?: Float64Array
}

/**
 * ZZ-23: the least Move from `start` to every square of the grid (by index); Infinity where it
 * cannot be reached within `budget`. The start costs 0.
 */
export function squareMovementField(
  grid: SquareGrid,
  start: Square | number,
  options: SquareFieldOptions,
): Float64Array {
  const s = startIndex(grid, start, 'squareMovementField')
  if (options.into && options.into.length !== grid.size) {
    throw new RangeError('squareMovementField: the field to fill is for another grid')
  }
  return settle(grid, s, options.costOf, options.budget ?? Infinity, -1, options.into)
}

export interface SquareMovementPath {
  /** Grid indices from the start to the goal, both included. */
  readonly indices: readonly number[]
  readonly squares: readonly Square[]
  /** The cost of each step (indices.length - 1 entries). */
  readonly steps: readonly number[]
  readonly total: number
}

/**
 * ZZ-23: a least-cost path from `start` to `goal`, or null when the goal cannot be reached. Pass
 * the `field` from squareMovementField for the same start and costs to reuse it; without one,
 * Dijkstra runs until the goal is settled. Walking back takes, at each square, the first
 * direction (N, NE, E ...) whose neighbour's cost plus the step equals the square's, so ties
 * break the same way every time.
 */
export function squareMovementPath(
  grid: SquareGrid,
  start: Square | number,
  goal: Square | number,
  costOf: SquareStepCost,
  field?: Float64Array,
): SquareMovementPath | null {
  const s = startIndex(grid, start, 'squareMovementPath')
  const g = startIndex(grid, goal, 'squareMovementPath')
  const f = field ?? settle(grid, s, costOf, Infinity, g)
  if (f.length !== grid.size)
    throw new RangeError('squareMovementPath: the field is for another grid')
  if (f[s] !== 0) throw new RangeError('squareMovementPath: the field is not from this start')
  if (!Number.isFinite(f[g] as number)) return null
  const back: number[] = [g]
  const costs: number[] = []
  let cur = g
  while (cur !== s) {
    const here = f[cur] as number
    let found = -1
    for (let d = 0; d < 8 && found < 0; d++) {
      const p = grid.neighbors[cur * 8 + d] as number
      if (p < 0) continue
      const fp = f[p] as number
      if (!(fp < here)) continue
      const dir = (d + 4) % 8
      if (!squareStepOpen(grid, p, cur, dir)) continue
      const c = costOf(p, cur, dir)
      if (fp + c === here) {
        found = p
        costs.push(c)
      }
    }
    if (found < 0) throw new RangeError('squareMovementPath: the field does not match these costs')
    back.push(found)
    cur = found
  }
  const indices = back.reverse()
  return {
    indices,
    squares: indices.map((i) => squareAt(grid, i)),
    steps: costs.reverse(),
    total: f[g] as number,
  }
}
