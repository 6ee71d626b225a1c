/**
 * GG movement on a square board (seed 001 "Grid Distances" and "Terrain Spaces"; OTHER-SYSTEMS.md
 * A.2 GG-040/041, A.8 GG-Q16, A.9): each square is 1 m; an orthogonal step costs 1 m and a
 * diagonal 1.5 m (`diagonal`: or alternating 1 m / 2 m, or 1 m); Difficult ground, another being's
 * space and a climb of more than 1 m cost Difficult rates as on hexes (./ruleset-movement-costs).
 * A diagonal step never cuts a corner: not past the end of a wall or a shut door (the square
 * geometry's), and not past a square filled with impassable terrain (GG-041: "where the corner of
 * the terrain area is against the edge of the two spaces"). A step needs its whole cost left
 * (`needFullStepCost`, else 1 m). Every being stands on one square here.
 *
 * Costs are counted in quarter metres so that every step is a whole number (1.5 m diagonals);
 * the alternating diagonal rule makes a step's cost depend on the diagonals before it, so the
 * search runs over (square, diagonals so far is odd) pairs.
 */
import {
  SQUARE_DIRECTIONS,
  squareGridOf,
  squareIndexOf,
  squareLine,
  squareFootprint,
  squareFootprintIndices,
  squareFootprintSide,
  squareStepOpen,
  type Square,
  type SquareGrid,
  type SquareGridSource,
  type SquareStepCost,
} from '../../../geometry/square'
import type { Hex } from '../../../geometry/hex'
import type { MapOccupant, MovePlan, MoveReach, MovingToken, SquareMoveBoard } from '../../ruleset'
import type { GgInstance } from '../engine/instance'
import { squareReachGrid, blockedMove, stayingMove } from '../../move-board'
import { stepCost } from '../engine/movement'
import type { GgOptions } from '../engine/options'
import {
  CODE,
  CROSS,
  crossable,
  GG_CLIMB_RISE,
  ggMover,
  hostile,
  NO_CROSS,
  othersOf,
  roughFor,
  SIZE_OF,
  slowedText,
  type GgMover,
  type GgStepHow,
} from './ruleset-movement-costs'
import { planGgJump, type GgJumpBoard } from './ruleset-movement-jump'
import { ggPlan, reachBands } from './ruleset-movement-plan'
import { StateHeap } from '../engine/state-heap'

/** Quarter metres per metre. */
const Q = 4

/** Per square: FREE, CROSS or NO_CROSS (GG-023/034), every being on one square. */
function squareOccupancy(
  grid: SquareGrid,
  token: MovingToken,
  mover: GgMover,
  others: readonly MapOccupant[],
  o: GgOptions,
  goal?: number,
): Uint8Array {
  const occ = new Uint8Array(grid.size)
  for (const x of others) {
    const pass = crossable(o, SIZE_OF[mover.size], SIZE_OF[x.size], hostile(token.kind, x.kind))
    // F-GG-6: a Large being's space is 2 m square, a Huge one's 3 m: every square of it counts.
    for (const c of squareFootprint({ x: x.hex.q, y: x.hex.r }, x.size)) {
      const i = squareIndexOf(grid, c)
      if (i >= 0) occ[i] = Math.max(occ[i] as number, pass ? CROSS : NO_CROSS)
    }
  }
  // A plan to a hostile's square finds its way; `roomProblem` says why it cannot end there.
  if (goal !== undefined && goal >= 0 && occ[goal] === NO_CROSS) occ[goal] = CROSS
  return occ
}

/**
 * GG-041: a diagonal step from `u` along `dir` passes the corner of the two squares beside it;
 * a square filled with impassable terrain there blocks it.
 */
function cutsFilledCorner(grid: SquareGrid, u: number, dir: number): boolean {
  const a = grid.neighbors[u * 8 + ((dir + 7) % 8)] as number
  const b = grid.neighbors[u * 8 + ((dir + 1) % 8)] as number
  return (
    (a >= 0 && grid.terrain[a] === CODE.impassable) ||
    (b >= 0 && grid.terrain[b] === CODE.impassable)
  )
}

/** One step's cost in quarter metres, or Infinity; `odd`: an odd number of diagonals before it. */
export type GgSquareStep = (u: number, v: number, dir: number, odd: boolean) => number

/** The GG square step cost of this mover (GG-022/023/028/034/040/041). */
export function ggSquareStepCost(
  grid: SquareGrid,
  how: GgStepHow,
  o: GgOptions,
  occ?: Uint8Array,
): GgSquareStep {
  const { terrain, elevation } = grid
  const rough = roughFor(how.mode ?? 'walk')
  const { crawling, squeezing = false } = how
  return (u, v, dir, odd) => {
    if (!squareStepOpen(grid, u, v, dir)) return Infinity
    const diagonal = (dir & 1) === 1
    if (diagonal && cutsFilledCorner(grid, u, dir)) return Infinity
    const code = terrain[v] as number
    if (code === CODE.impassable) return Infinity
    const here = occ ? (occ[v] as number) : 0
    if (here === NO_CROSS) return Infinity
    const difficult =
      here === CROSS ||
      rough.codes.has(code) ||
      (rough.rise && (elevation[v] as number) - (elevation[u] as number) > GG_CLIMB_RISE)
    const metres = stepCost(
      {
        kind: diagonal ? 'diagonal' : 'orthogonal',
        difficult,
        crawling,
        squeezing,
        priorDiagonals: odd ? 1 : 0,
      },
      o,
    )
    return Math.round(metres * Q)
  }
}

/**
 * A mover bigger than one square (F-GG-6: Large 2 × 2, Huge 3 × 3, anchored north-west): every
 * square of its space steps with the anchor, so each step must be open for all of them, and the
 * step costs what its dearest square costs (Difficult Terrain under any part of it).
 */
function withFootprint(grid: SquareGrid, side: number, step: GgSquareStep): GgSquareStep {
  if (side === 1) return step
  return (u, v, dir, odd) => {
    const a = squareFootprintIndices(grid, u, side)
    const b = squareFootprintIndices(grid, v, side)
    if (!a || !b) return Infinity
    let worst = 0
    for (let k = 0; k < b.length; k++) {
      worst = Math.max(worst, step(a[k] as number, b[k] as number, dir, odd))
      if (worst === Infinity) return worst
    }
    return worst
  }
}

/**
 * One step on its own in metres (a move's first diagonal, GG-040), for what the map says about a
 * square before any drag: the hover card's "step in" line.
 */
export function ggSquareStepMetres(grid: SquareGrid, how: GgStepHow, o: GgOptions): SquareStepCost {
  const step = ggSquareStepCost(grid, how, o)
  return (u, v, dir) => step(u, v, dir, false) / Q
}

/** A least-cost search over (square, odd diagonals) states: costs and the state each came from. */
interface SquareSearch {
  /** dist[i * 2 + odd], quarter metres. */
  dist: Float64Array
  prev: Int32Array
}

let scratch: { dist: Float64Array; prev: Int32Array } | null = null

/**
 * Dijkstra from `start` up to `budget` quarter metres (stops once `stopAt` is settled). The
 * arrays it answers with are shared and overwritten by the next search: read them first.
 */
function search(
  grid: SquareGrid,
  start: number,
  cost: GgSquareStep,
  alternating: boolean,
  budget: number,
  stopAt = -1,
): SquareSearch {
  // A search runs on every pointer move of a drag: reuse the arrays rather than make new ones.
  const n = grid.size * 2
  if (!scratch || scratch.dist.length < n)
    scratch = { dist: new Float64Array(n), prev: new Int32Array(n) }
  const dist = scratch.dist.subarray(0, n).fill(Infinity)
  const prev = scratch.prev.subarray(0, n).fill(-1)
  const heap = new StateHeap()
  dist[start * 2] = 0
  heap.push(0, start * 2)
  while (heap.size > 0) {
    const [d, s] = heap.pop()
    if (d > (dist[s] as number)) continue
    const u = s >> 1
    if (u === stopAt) break
    const odd = (s & 1) === 1
    for (let dir = 0; dir < 8; dir++) {
      const v = grid.neighbors[u * 8 + dir] as number
      if (v < 0) continue
      const c = cost(u, v, dir, odd)
      if (c === Infinity) continue
      const nd = d + c
      if (nd > budget) continue
      const flips = alternating && (dir & 1) === 1
      const t = v * 2 + ((odd !== flips ? 1 : 0) as number)
      if (nd < (dist[t] as number)) {
        dist[t] = nd
        prev[t] = s
        heap.push(nd, t)
      }
    }
  }
  return { dist, prev }
}

/**
 * The least movement (quarter metres) that must be left to stand on square `v`: its cost when a
 * step needs its whole cost left, else the cost of the square before plus 1 m (GG-Q16).
 */
function neededAt(
  grid: SquareGrid,
  s: SquareSearch,
  cost: GgSquareStep,
  v: number,
  fullCost: boolean,
): number {
  const here = Math.min(s.dist[v * 2] as number, s.dist[v * 2 + 1] as number)
  if (fullCost || here === 0) return here
  let best = Infinity
  for (let dir = 0; dir < 8; dir++) {
    const p = grid.neighbors[v * 8 + ((dir + 4) % 8)] as number
    if (p < 0) continue
    for (const odd of [0, 1]) {
      const dp = s.dist[p * 2 + odd] as number
      if (dp === Infinity) continue
      const c = cost(p, v, dir, odd === 1)
      if (c !== Infinity) best = Math.min(best, dp + Math.min(c, Q))
    }
  }
  return best
}

/** A jump's view of a square board: L148's count, walls and wall ends on the line between centres. */
function squareJumpBoard(grid: SquareGrid): GgJumpBoard {
  const at = (h: Hex) => squareIndexOf(grid, { x: h.q, y: h.r })
  return {
    steps: (a, b) => {
      const dx = Math.abs(b.q - a.q)
      const dy = Math.abs(b.r - a.r)
      return { orthogonal: Math.abs(dx - dy), diagonal: Math.min(dx, dy) }
    },
    lineOpen: (a, b) => {
      const cells = squareLine({ x: a.q, y: a.r }, { x: b.q, y: b.r })
      for (let i = 1; i < cells.length; i++) {
        const p = cells[i - 1] as Square
        const c = cells[i] as Square
        const dir = SQUARE_DIRECTIONS.findIndex((d) => d.x === c.x - p.x && d.y === c.y - p.y)
        const u = squareIndexOf(grid, p)
        const v = squareIndexOf(grid, c)
        if (dir >= 0 && u >= 0 && v >= 0 && !squareStepOpen(grid, u, v, dir)) return false
      }
      return true
    },
    terrain: (h) => grid.terrain[at(h)] as number,
    elevation: (h) => grid.elevation[at(h)] as number,
  }
}

/** ZZ reads the board the same way: a square map's doors are the grid's door kinds. */
const gridOfBoard = (board: SquareMoveBoard): SquareGrid => squareGridOf(board as SquareGridSource)

/**
 * Plan a GG move on squares: the cheapest path, what it costs in metres, and its band ('move'
 * within the speed, 'dash' within twice it with a second Movement action, else 'too-far' or
 * 'blocked' with the reason), as planGgMove does on hexes.
 */
export function planGgSquareMove(
  board: SquareMoveBoard,
  token: MovingToken<GgInstance>,
  to: Hex,
  o: GgOptions,
  others?: readonly MapOccupant[],
): MovePlan {
  const grid = gridOfBoard(board)
  const mover = ggMover(token, o)
  const speed = mover.speed
  const none = (reason: string): MovePlan => blockedMove(speed, reason)
  const start = squareIndexOf(grid, { x: token.hex.q, y: token.hex.r })
  const goal = squareIndexOf(grid, { x: to.q, y: to.r })
  if (goal < 0) return none('that square is off the map')
  if (start < 0) return none('the token is off the map')
  if (start === goal) return stayingMove(token.hex, speed)
  if (grid.terrain[goal] === CODE.impassable) return none('that square is impassable terrain')
  if (mover.jump) return planGgJump(squareJumpBoard(grid), mover, token.hex, to, mover.jump, o)
  if (speed <= 0) return none(`${mover.name} cannot move${slowedText(mover)}`)
  const occ = squareOccupancy(grid, token, mover, othersOf(token, others), o, goal)
  const side = squareFootprintSide(mover.footprint)
  const cost = withFootprint(grid, side, ggSquareStepCost(grid, mover, o, occ))
  const found = search(grid, start, cost, o.diagonal === 'alternating-1-2', Infinity, goal)
  const endState =
    (found.dist[goal * 2] as number) <= (found.dist[goal * 2 + 1] as number)
      ? goal * 2
      : goal * 2 + 1
  if (found.dist[endState] === Infinity)
    return none(
      'no way there: walls, impassable terrain, corners that cannot be cut or hostiles that cannot be passed are in the way',
    )
  const states: number[] = []
  for (let s = endState; s >= 0; s = found.prev[s] as number) states.push(s)
  states.reverse()
  const path = states.map((s) => ({ q: (s >> 1) % grid.cols, r: Math.floor((s >> 1) / grid.cols) }))
  const steps = states
    .slice(1)
    .map((s, i) => ((found.dist[s] as number) - (found.dist[states[i] as number] as number)) / Q)
  const total = (found.dist[endState] as number) / Q
  // The goal's own search stopped when it settled: the needed movement reads its neighbours'.
  // Every state cheaper than the goal was settled before the search stopped there, and only
  // those can lower what must be left to stand on it.
  const need = o.needFullStepCost ? total : neededAt(grid, found, cost, goal, false) / Q
  const dangerous = states
    .slice(1)
    .filter((s) => grid.terrain[s >> 1] === CODE.dangerous)
    .map((s) => path[states.indexOf(s)] as Hex)
  return ggPlan(mover, o, { path, steps, total, need, dangerous })
}

/** Every square the token can reach: the metres it needs by square index, bands as `reachBands`. */
export function ggSquareReach(
  board: SquareMoveBoard,
  token: MovingToken<GgInstance>,
  o: GgOptions,
  others?: readonly MapOccupant[],
): MoveReach {
  const grid = gridOfBoard(board)
  const mover = ggMover(token, o)
  const speed = mover.speed
  const bands = reachBands(mover)
  const out = new Float64Array(grid.size).fill(Infinity)
  const start = squareIndexOf(grid, { x: token.hex.q, y: token.hex.r })
  const rg = squareReachGrid(grid)
  if (start < 0) return { grid: rg, cost: out, bands }
  out[start] = 0
  if (speed <= 0) return { grid: rg, cost: out, bands }
  const occ = squareOccupancy(grid, token, mover, othersOf(token, others), o)
  const side = squareFootprintSide(mover.footprint)
  const cost = withFootprint(grid, side, ggSquareStepCost(grid, mover, o, occ))
  // GG-024: a flier's climb or dive is paid first, whichever way it then goes.
  const budget = Math.max(0, bands[1] - mover.riseCost) * Q
  // Without needing the whole step cost, a square may be entered with 1 m left, so search past the
  // budget by the dearest one step: a second diagonal under the alternating option (2 m), crawling
  // and squeezing into Difficult ground, 2 × 4 = 8 m.
  const slack = o.needFullStepCost ? 0 : 8 * Q
  const found = search(grid, start, cost, o.diagonal === 'alternating-1-2', budget + slack)
  for (let v = 0; v < grid.size; v++) {
    if (v === start || squareFootprintIndices(grid, v, side)?.some((c) => occ[c] !== 0) !== false)
      continue
    // Not reached even with the slack: it needs more than the budget whatever is left.
    if (found.dist[v * 2] === Infinity && found.dist[v * 2 + 1] === Infinity) continue
    const need = neededAt(grid, found, cost, v, o.needFullStepCost) / Q + mover.riseCost
    if (need <= bands[1]) out[v] = need
  }
  return { grid: rg, cost: out, bands }
}
