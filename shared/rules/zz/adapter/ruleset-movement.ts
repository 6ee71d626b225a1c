/**
 * ZZ movement behind the Ruleset interface (OTHER-SYSTEMS.md B.1/B.2, ZZ-02/03/04, ZZ-22..26;
 * seed 003, "Move", "Spend Action Points to increase your movement" and the "Pass through a
 * space occupied by a hostile creature" action) on square boards: an orthogonal step costs 1
 * Move, a diagonal `diagonalStep`; walls and closed doors stop a move (the square geometry's);
 * friends are passed free; a neutral or hostile figure's square needs a Dodge, which a drag does
 * not make (it is an action with a contest), so the path is refused naming it; no move ends on an
 * occupied square. A Down figure moves 1 space (ZZ-22); Unconscious and dead ones not at all. The
 * bands: MOVE walks ('move'), up to 3 more converted from AP ('dash', ZZ-03), beyond 'too-far'.
 */
import {
  squareFootprint,
  squareFootprintIndices,
  squareFootprintSide,
  squareGridOf,
  squareImpassable,
  squareIndexOf,
  squareMovementField,
  squareMovementPath,
  squareStepCost,
  squareStepOpen,
  type SquareGrid,
  type SquareGridSource,
  type SquareStepCost,
} from '../../../geometry/square'
import type { Hex } from '../../../geometry/hex'
import type {
  MapOccupant,
  MovePlan,
  MoveReach,
  MoveBoard,
  MovingToken,
  RulesetMovement,
  SquareMoveBoard,
} from '../../ruleset'
import { squareReachGrid, blockedMove, stayingMove } from '../../move-board'
import { ZZ_AP_PER_TURN } from '../engine/economy'
import type { ZzInstance } from '../engine/instance'
import type { ZzDisposition } from '../engine/model'
import type { ZzOptions } from '../engine/options'
import type { ZzTypes } from './types'

/** A figure's MOVE when its token names none (B.9's usual 5). */
export const ZZ_DEFAULT_MOVE = 5

/** A token as ZZ's movement reads it: its state, when it has one, is a ZZ figure's. */
type ZzMovingToken = MovingToken<ZzInstance>
type ZzOccupant = MapOccupant<ZzInstance>

/** The square board, or a RangeError: the core asks ZZ only about square boards. */
function squareBoard(map: MoveBoard): SquareMoveBoard {
  if (map.kind !== 'square')
    throw new RangeError('Zealots of Zaldar plays on square maps, not hex ones')
  return map
}

/**
 * ZZ-24/28: how a token stands: its instance's disposition (set from its sheet, or in play), else
 * by kind: a PC is friendly to the Heroes, an NPC hostile to them.
 */
export function zzDispositionOf(token: Pick<ZzMovingToken, 'kind' | 'instance'>): ZzDisposition {
  const d = token.instance?.disposition
  if (d) return d
  return token.kind === 'pc' ? 'friendly' : 'hostile'
}

/** ZZ-24/28: how `other` stands towards `mover`: friends side together; neutral stays neutral. */
export function zzRelation(mover: ZzDisposition, other: ZzDisposition): ZzDisposition {
  if (mover === other) return 'friendly'
  if (mover === 'neutral' || other === 'neutral') return 'neutral'
  return 'hostile'
}

/** What a mover may walk this turn. */
interface ZzMover {
  name: string
  /** MOVE in spaces (1 when Down, 0 when it cannot move). */
  speed: number
  /** The most it may walk with AP converted (ZZ-03); equal to `speed` when none may convert. */
  budget: number
  /** Why it cannot move at all, or null. */
  stuck: string | null
  down: boolean
}

/** ZZ-02/03/22, ZZ-54: a mover's MOVE and budget from its token and instance. */
export function zzMover(token: ZzMovingToken): ZzMover {
  const name = token.name ?? 'The figure'
  const move = Math.max(0, token.speed ?? ZZ_DEFAULT_MOVE)
  const st = token.instance?.statuses ?? []
  const none = (stuck: string): ZzMover => ({ name, speed: 0, budget: 0, stuck, down: false })
  if (st.includes('dead')) return none(`${name} is dead`)
  if (st.includes('unconscious')) return none(`${name} is Unconscious and cannot move`)
  if (st.includes('down')) return { name, speed: 1, budget: 1, stuck: null, down: true }
  if (st.includes('tripped')) return none(`${name} is Tripped: Stand Up first`)
  if (move <= 0) return none(`${name} has no MOVE`)
  return { name, speed: move, budget: move + ZZ_AP_PER_TURN, stuck: null, down: false }
}

interface Occupants {
  /** Squares (by index) of figures the mover may not walk through, with a name. */
  blocking: Map<number, string>
  /** Squares where any other figure stands (no move ends there). */
  taken: Map<number, string>
}

function occupantsOf(
  grid: SquareGrid,
  token: ZzMovingToken,
  others?: readonly ZzOccupant[],
): Occupants {
  const mine = zzDispositionOf(token)
  const blocking = new Map<number, string>()
  const taken = new Map<number, string>()
  for (const o of others ?? []) {
    if (o.kind === 'object' || o === token || (token.id !== undefined && o.id === token.id))
      continue
    const blocks = zzRelation(mine, zzDispositionOf(o)) !== 'friendly'
    // A Large or Giant figure stands on its whole footprint.
    for (const c of squareFootprint({ x: o.hex.q, y: o.hex.r }, o.size)) {
      const i = squareIndexOf(grid, c)
      if (i < 0) continue
      taken.set(i, o.name)
      if (blocks) blocking.set(i, o.name)
    }
  }
  return { blocking, taken }
}

/**
 * A Large or Giant mover (side `n`): every square of its footprint steps with the anchor, so each
 * must find its own step open and its square free of solid terrain and non-friends.
 */
function withFootprint(
  grid: SquareGrid,
  n: number,
  cost: SquareStepCost,
  blocking: ReadonlyMap<number, string>,
): SquareStepCost {
  if (n === 1) return cost
  return (from, to, dir) => {
    const a = squareFootprintIndices(grid, from, n)
    const b = squareFootprintIndices(grid, to, n)
    if (!a || !b) return Infinity
    for (let k = 1; k < b.length; k++) {
      const u = a[k] as number
      const v = b[k] as number
      if (squareImpassable(grid, v) || blocking.has(v) || !squareStepOpen(grid, u, v, dir))
        return Infinity
    }
    return cost(from, to, dir)
  }
}

/** Whether the footprint on `i` is off the map or overlaps a square another figure stands on. */
function footprintTaken(
  grid: SquareGrid,
  i: number,
  n: number,
  taken: ReadonlyMap<number, string>,
) {
  const cells = squareFootprintIndices(grid, i, n)
  if (!cells) return 'part of the figure would stand off the map'
  const who = cells.map((c) => taken.get(c)).find((x) => x !== undefined)
  return who === undefined ? null : `${who} stands there; a move must end on empty squares`
}

/** ZZ-23/24: the step cost with non-friends' squares closed (a Dodge is an action, not a drag). */
function costWith(
  grid: SquareGrid,
  o: ZzOptions,
  blocking: ReadonlyMap<number, string>,
): SquareStepCost {
  const plain = squareStepCost(grid, { diagonalStep: o.diagonalStep })
  if (blocking.size === 0) return plain
  return (from, to, dir) => (blocking.has(to) ? Infinity : plain(from, to, dir))
}

const spacesText = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`

/**
 * ZZ-02/03/04/22..25: plan a move of `token` to `to`: the cheapest path, its cost, and its band:
 * 'move' within MOVE, 'dash' when AP must become Move Points (the note says how many), else
 * 'too-far' or 'blocked' with the reason.
 */
export function planZzMove(
  board: SquareMoveBoard,
  token: ZzMovingToken,
  to: Hex,
  o: ZzOptions,
  others?: readonly ZzOccupant[],
): MovePlan {
  const grid = squareGridOf(board as SquareGridSource)
  const mover = zzMover(token)
  const speed = mover.speed
  const none = (reason: string): MovePlan => blockedMove(speed, reason)
  const start = squareIndexOf(grid, { x: token.hex.q, y: token.hex.r })
  const goal = squareIndexOf(grid, { x: to.q, y: to.r })
  if (goal < 0) return none('that square is off the map')
  if (start < 0) return none('the figure is off the map')
  if (start === goal) return stayingMove(token.hex, speed)
  if (mover.stuck) return none(mover.stuck)
  const occ = occupantsOf(grid, token, others)
  const side = squareFootprintSide(token.size)
  const there = occ.taken.get(goal)
  if (there !== undefined) return none(`${there} stands there; a move must end on an empty square`)
  const spread = footprintTaken(grid, goal, side, occ.taken)
  if (spread) return none(spread)
  const costs = (b: ReadonlyMap<number, string>) =>
    withFootprint(grid, side, costWith(grid, o, b), b)
  const path = squareMovementPath(grid, start, goal, costs(occ.blocking))
  if (!path) {
    const open = squareMovementPath(grid, start, goal, costs(new Map()))
    const inWay = open?.indices.map((i) => occ.blocking.get(i)).find((n) => n !== undefined)
    return none(
      inWay !== undefined
        ? `only a Dodge gets past ${inWay} (1 AP + ${o.dodgeMoveCost} Move)`
        : 'no way there: walls or closed doors are in the way',
    )
  }
  const total = path.total
  const band = total <= speed ? 'move' : total <= mover.budget ? 'dash' : 'too-far'
  const plan: MovePlan = {
    path: path.squares.map((s) => ({ q: s.x, r: s.y })),
    steps: [...path.steps],
    total,
    speed,
    band,
    reason: null,
    dangerous: [],
  }
  if (band === 'too-far') {
    plan.reason = mover.down
      ? `${mover.name} is Down and may move only 1 space; this needs ${total}`
      : `${mover.name} needs ${spacesText(total)} of Move but has MOVE ${speed} and ${ZZ_AP_PER_TURN} AP to convert`
  }
  if (band === 'dash') plan.note = `uses ${total - speed} AP as Move`
  return plan
}

/** ZZ-02/03/22..24: every square the figure can reach; bands [MOVE, MOVE + AP it can convert]. */
export function zzReach(
  board: SquareMoveBoard,
  token: ZzMovingToken,
  o: ZzOptions,
  others?: readonly ZzOccupant[],
): MoveReach {
  const grid = squareGridOf(board as SquareGridSource)
  const mover = zzMover(token)
  const bands = [mover.speed, mover.budget]
  const cost = new Float64Array(grid.size).fill(Infinity)
  const start = squareIndexOf(grid, { x: token.hex.q, y: token.hex.r })
  const rg = squareReachGrid(grid)
  if (start < 0 || mover.stuck) {
    if (start >= 0) cost[start] = 0
    return { grid: rg, cost, bands }
  }
  const occ = occupantsOf(grid, token, others)
  const side = squareFootprintSide(token.size)
  const field = squareMovementField(grid, start, {
    budget: mover.budget,
    costOf: withFootprint(grid, side, costWith(grid, o, occ.blocking), occ.blocking),
  })
  for (let i = 0; i < field.length; i++) {
    if (Number.isFinite(field[i]) && i !== start && footprintTaken(grid, i, side, occ.taken))
      field[i] = Infinity
  }
  return { grid: rg, cost: field, bands }
}

/** ZZ-24: a figure cannot end its move on another figure's square. */
export function zzRoomProblem(
  tokens: readonly MapOccupant[],
  token: MapOccupant,
  to: Hex,
): string | null {
  if (token.kind === 'object') return null
  const mine = squareFootprint({ x: to.q, y: to.r }, token.size)
  for (const x of tokens) {
    if (x === token || x.id === token.id || x.kind === 'object') continue
    const theirs = squareFootprint({ x: x.hex.q, y: x.hex.r }, x.size)
    if (mine.some((m) => theirs.some((t) => t.x === m.x && t.y === m.y))) {
      return `${token.name} cannot end a move on ${x.name}'s square`
    }
  }
  return null
}

export const zzMovement: RulesetMovement<ZzTypes> = {
  // ZZ-23: 1 Move a step, a diagonal `diagonalStep` (F-ZZ-5: 2); solid terrain cannot be entered.
  squareStepCost: (grid, _token, options) =>
    squareStepCost(grid, { diagonalStep: options.diagonalStep }),
  planMove: (map, token, to, options, others) =>
    planZzMove(squareBoard(map), token, to, options, others),
  reach: (map, token, options, others) => zzReach(squareBoard(map), token, options, others),
  roomProblem: zzRoomProblem,
}
