/**
 * Movement over a map grid: the least cost from a token's hex to every hex (for the reachable
 * area and the Dash band) and the least-cost path to one hex (for the live drag path), plus the
 * Blue Box step cost. Dijkstra with a bucket queue: step costs are small whole metres, so the
 * queue is an array of buckets indexed by cost, each a doubly linked list threaded through two
 * Int32Arrays. No object is made per hex, and a whole 200 x 200 map settles in a few milliseconds.
 */
import {
  hexEntryCost,
  MOVE_MODE_FACTOR,
  type EnteredHex,
  type MoveManner,
  type MoveMode,
} from '../rules/bluebox/movement'
import type { BlueBoxOptions } from '../rules/bluebox/options'
import { edgeBlocked, edgeCover, gridIndexOf, TERRAIN_CODES, type HexGrid } from './grid'
import type { Hex } from './hex'

/**
 * Metres to step from hex `from` to its neighbour `to` along HEX_DIRECTIONS[dir]: a whole number
 * >= 1, or Infinity where the step is impossible. Anything else is a RangeError: the bucket
 * queue needs whole costs, and a step of 0 would let paths loop.
 */
export type StepCost = (from: number, to: number, dir: number) => number

export interface MovementFieldOptions {
  /** Metres available (speed, or twice it after a Dash); dearer hexes stay Infinity. */
  readonly budgetMetres?: number
  readonly costOf: StepCost
}

function startIndex(grid: HexGrid, start: Hex | number, what: string): number {
  const i = typeof start === 'number' ? start : gridIndexOf(grid, start)
  if (!Number.isInteger(i) || i < 0 || i >= grid.size) {
    throw new RangeError(`${what}: the hex is off the map`)
  }
  return i
}

/** Dijkstra from `start` with a bucket queue; stops early once `stopAt` is settled. */
function settle(
  grid: HexGrid,
  start: number,
  costOf: StepCost,
  budget: number,
  stopAt: number,
): Float64Array {
  const n = grid.size
  const nb = grid.neighbors
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

/**
 * The least cost in metres from `start` to every hex of the grid (by index); Infinity where the
 * hex cannot be reached within `budgetMetres`. The start costs 0 whatever its terrain. Costs are
 * paid per hex entered (R17), so the field is what a being spends to stand on each hex.
 */
export function movementField(
  grid: HexGrid,
  start: Hex | number,
  options: MovementFieldOptions,
): Float64Array {
  const s = startIndex(grid, start, 'movementField')
  return settle(grid, s, options.costOf, options.budgetMetres ?? Infinity, -1)
}

export interface MovementPath {
  /** Grid indices from the start to the goal, both included. */
  readonly indices: readonly number[]
  readonly hexes: readonly Hex[]
  /** Metres to enter each hex after the start (indices.length - 1 entries). */
  readonly steps: readonly number[]
  readonly total: number
  /** Positions in `steps` whose entered hex is Dangerous terrain (a save on entering). */
  readonly dangerous: readonly number[]
}

/**
 * A least-cost path from `start` to `goal`, or null when the goal cannot be reached. Pass the
 * `field` from `movementField` for the same start and costs to reuse it (a drag computes the
 * field once and then only walks back from each hovered hex); without one, Dijkstra runs until
 * the goal is settled. Walking back picks, at each hex, the first direction in HEX_DIRECTIONS
 * order whose neighbour's cost plus the step equals the hex's cost, so ties break the same way
 * every time.
 */
export function movementPath(
  grid: HexGrid,
  start: Hex | number,
  goal: Hex | number,
  costOf: StepCost,
  field?: Float64Array,
): MovementPath | null {
  const s = startIndex(grid, start, 'movementPath')
  const g = startIndex(grid, goal, 'movementPath')
  const f = field ?? settle(grid, s, costOf, Infinity, g)
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

/** A rise of more than this many metres between adjacent hexes is climbed (see blueboxEnteredHex). */
export const CLIMB_RISE_METRES = 1

/** How a terrain kind is entered; null for impassable. Indexed by terrain code. */
const TERRAIN_ENTRY: readonly ({ difficult?: true; mode?: MoveMode } | null)[] = TERRAIN_CODES.map(
  (kind) => {
    switch (kind) {
      case 'difficult':
        return { difficult: true }
      case 'water':
        return { mode: 'swim' }
      case 'climb':
        return { mode: 'climb' }
      case 'dig':
        return { mode: 'dig' }
      case 'impassable':
        return null
      default:
        return {}
    }
  },
)

/**
 * What stepping from `from` into its neighbour `to` (along HEX_DIRECTIONS[dir]) involves under
 * Blue Box (Movement & Terrain; Terrain & Terrain Types; Cover & Height Advantage), or null when
 * a wall or impassable terrain forbids it. Difficult terrain is `difficult`; water is swum, climb
 * terrain climbed, dig terrain dug; Dangerous costs as normal ground and carries its save; Cover
 * on the crossed edge is vaulted. Elevation is this engine's reading (the text gives climbing a
 * cost but no height): a rise of more than CLIMB_RISE_METRES (1 m) is climbed, a rise of 1 m or
 * less is walked, and going down costs nothing extra (falling, R16, is the caller's concern).
 * A step has one mode: a rise into water or dig terrain uses the dearer of climb and the
 * terrain's own mode, so it never pays both.
 */
export function blueboxEnteredHex(
  grid: HexGrid,
  from: number,
  to: number,
  dir: number,
): EnteredHex | null {
  if (edgeBlocked(grid, from, dir)) return null
  const entry = TERRAIN_ENTRY[grid.terrain[to] as number]
  if (entry === null || entry === undefined) return null
  let mode: MoveMode = entry.mode ?? 'walk'
  const rise = (grid.elevation[to] as number) - (grid.elevation[from] as number)
  if (rise > CLIMB_RISE_METRES && MOVE_MODE_FACTOR.climb > MOVE_MODE_FACTOR[mode]) mode = 'climb'
  const dangerous = grid.dangerous.get(to)
  return {
    ...(entry.difficult ? { difficult: true } : {}),
    ...(mode !== 'walk' ? { mode } : {}),
    ...(edgeCover(grid, from, dir) ? { vaultCover: true } : {}),
    ...(dangerous ? { dangerous } : {}),
  }
}

export interface BlueboxStepOptions {
  /** Crawling (Prone) or dragging a Grappled being: every step costs more. */
  readonly manner?: MoveManner
  /** The campaign's table options; R17's 'add' stacking changes combined costs. */
  readonly rules?: Partial<BlueBoxOptions>
}

/**
 * The Blue Box StepCost for a grid: `hexEntryCost` of `blueboxEnteredHex` (R17: the entered
 * hex's cost, factors multiplied by default or added under the 'add' option), Infinity through
 * walls and into impassable hexes. Entry costs are tabulated once per call (terrain x climbing x
 * vault), so the returned function does no allocation and stays cheap inside Dijkstra.
 */
export function blueboxStepCost(grid: HexGrid, options: BlueboxStepOptions = {}): StepCost {
  // table[(terrain * 2 + climbing) * 2 + vault]
  const table = new Float64Array(TERRAIN_CODES.length * 4).fill(Infinity)
  TERRAIN_CODES.forEach((_, code) => {
    const entry = TERRAIN_ENTRY[code]
    if (!entry) return
    for (let climbing = 0; climbing < 2; climbing++) {
      for (let vault = 0; vault < 2; vault++) {
        let mode: MoveMode = entry.mode ?? 'walk'
        if (climbing && MOVE_MODE_FACTOR.climb > MOVE_MODE_FACTOR[mode]) mode = 'climb'
        const hex: EnteredHex = { difficult: entry.difficult === true, mode, vaultCover: !!vault }
        table[(code * 2 + climbing) * 2 + vault] = hexEntryCost(hex, options.manner, options.rules)
      }
    }
  })
  const { walls, cover, terrain, elevation } = grid
  return (from, to, dir) => {
    if ((((walls[from] as number) >> dir) & 1) === 1) return Infinity
    const climbing =
      (elevation[to] as number) - (elevation[from] as number) > CLIMB_RISE_METRES ? 1 : 0
    const vault = ((cover[from] as number) >> dir) & 1
    return table[((terrain[to] as number) * 2 + climbing) * 2 + vault] as number
  }
}
