/**
 * GG movement behind the Ruleset interface (OTHER-SYSTEMS.md A.2 GG-020 … GG-040, A.9): step
 * costs, move plans and reach on 1 m hexes (a square board is ./ruleset-movement-square's). The costs are the engine's (./movement stepCost,
 * canMoveThrough; ./conditions speedWithConditions), read against the map and the tokens on it in
 * ./ruleset-movement-costs; this file plans moves and reach with them.
 *
 * On the board: a hex step is 1 m; Difficult Terrain 2 m per metre and another being's space the
 * same, never stacking (GG-022/023); a hostile's space only when the sizes are two or more
 * Size Categories apart (GG-034, `passHostileSizeDiff`); a Prone being crawls at +1 m per metre
 * (3 m in Difficult Terrain, GG-028); Grappled is speed 0 and each Degree of Slowed 1 m less.
 * Water, climbing and digging ground, and a rise of more than 1 m, cost Difficult rates (the board
 * plans walking; the other modes of GG-021 are the GM's). Walls and impassable hexes stop a move;
 * Dangerous hexes cost as ground and are listed. Hostile means a PC and an NPC (token kinds).
 * Ending a move in another being's space is refused (GG-035) by `roomProblem`.
 */
import {
  footprintDirections,
  footprintFault,
  footprintHexes,
  gridIndexOf,
  gridInBounds,
  gridOf,
  hexDistance,
  hexEquals,
  hexLine,
  hexLineDirections,
  movementField,
  movementPath,
  type FootprintFault,
  type Hex,
  type HexGrid,
  type HexGridSource,
} from '../../../geometry/hex'
import { squareFootprint } from '../../../geometry/square'
import { hexMoveBoard, blockedMove } from '../../move-board'
import type { MapOccupant, MovePlan, MoveReach, MovingToken, RulesetMovement } from '../../ruleset'
import type { GgInstance } from '../engine/instance'
import type { GgOptions } from '../engine/options'
import {
  ggMover,
  ggStepCostOf,
  neededField,
  occupancy,
  othersOf,
  slowedText,
} from './ruleset-movement-costs'
import { ggAfterMove } from './ruleset-movement-after'
import { planGgJump, type GgJumpBoard } from './ruleset-movement-jump'
import { ggPlan, reachBands } from './ruleset-movement-plan'
import { ggSquareReach, ggSquareStepMetres, planGgSquareMove } from './ruleset-movement-square'
import type { GgTypes } from './types'

export { GG_CLIMB_RISE, GG_DEFAULT_SPEED, ggMover, type GgMover } from './ruleset-movement-costs'

// ---- Plans, reach and room. ----

/** A jump's view of a hex board: 1 m a hex, walls on the line between the centres. */
function hexJumpBoard(grid: HexGrid): GgJumpBoard {
  const at = (h: Hex) => gridIndexOf(grid, h)
  return {
    steps: (a, b) => ({ orthogonal: hexDistance(a, b), diagonal: 0 }),
    lineOpen: (a, b) => {
      const dirs = hexLineDirections(a, b)
      const cells = hexLine(a, b)
      return dirs.every((d, i) => {
        const u = at(cells[i] as Hex)
        return u < 0 || (((grid.walls[u] as number) >> d) & 1) === 0
      })
    },
    terrain: (h) => grid.terrain[at(h)] as number,
    elevation: (h) => grid.elevation[at(h)] as number,
  }
}

const FAULT_TEXT: Readonly<Record<FootprintFault, string>> = {
  'off-map': 'off the map',
  impassable: 'on impassable terrain',
  wall: 'astride a wall',
}

/**
 * Plan a GG move of `token` to `to`: the cheapest path, what it costs, and its band: 'move' within
 * the speed (one Movement action), 'dash' within twice it (a second Movement action, whose AP
 * with the repeat surcharge the plan's `note` says), else 'too-far' or 'blocked' with the reason.
 */
export function planGgMove(
  map: HexGridSource,
  token: MovingToken<GgInstance>,
  to: Hex,
  o: GgOptions,
  others?: readonly MapOccupant[],
): MovePlan {
  const grid = gridOf(map)
  const mover = ggMover(token, o)
  const speed = mover.speed
  const none = (reason: string): MovePlan => blockedMove(speed, reason)
  const from = token.hex
  if (!gridInBounds(grid, to)) return none('that hex is off the map')
  if (!gridInBounds(grid, from)) return none('the token is off the map')
  const dirs = footprintDirections(mover.footprint, mover.facing)
  const start = gridIndexOf(grid, from)
  if (dirs.length > 0) {
    const atStart = footprintFault(grid, start, dirs)
    if (atStart) return none(`${mover.name}'s space is ${FAULT_TEXT[atStart]}`)
  }
  if (hexEquals(from, to))
    return { path: [from], steps: [], total: 0, speed, band: 'move', reason: null, dangerous: [] }
  if (dirs.length > 0) {
    const atEnd = footprintFault(grid, gridIndexOf(grid, to), dirs)
    if (atEnd) return none(`${mover.name}'s space would be ${FAULT_TEXT[atEnd]}`)
  }
  if (mover.jump) return planGgJump(hexJumpBoard(grid), mover, from, to, mover.jump, o)
  if (speed <= 0) return none(`${mover.name} cannot move${slowedText(mover)}`)
  const occ = occupancy(
    grid,
    token,
    mover,
    othersOf(token, others),
    o,
    footprintHexes(to, mover.footprint, mover.facing),
  )
  const costOf = ggStepCostOf(grid, mover, o, occ)
  const field = movementField(grid, start, { costOf, footprint: dirs })
  const path = movementPath(grid, start, to, costOf, field, dirs)
  if (!path)
    return none(
      'no way there: walls, impassable terrain or hostiles that cannot be passed are in the way',
    )
  const need = neededField(grid, field, costOf, dirs, start, o)[gridIndexOf(grid, to)] as number
  return ggPlan(mover, o, {
    path: [...path.hexes],
    steps: [...path.steps],
    total: path.total,
    need,
    dangerous: path.dangerous.map((i) => path.hexes[i + 1] as Hex),
  })
}

/** Every hex the token can reach: the movement it needs by grid index, bands as `reachBands`. */
export function ggReach(
  map: HexGridSource,
  token: MovingToken<GgInstance>,
  o: GgOptions,
  others?: readonly MapOccupant[],
): MoveReach {
  const grid = gridOf(map)
  const mover = ggMover(token, o)
  const speed = mover.speed
  const bands = reachBands(mover)
  const start = gridIndexOf(grid, token.hex)
  const unreached = (): MoveReach => ({
    grid,
    cost: new Float64Array(grid.size).fill(Infinity),
    bands,
  })
  if (start < 0) return unreached()
  const dirs = footprintDirections(mover.footprint, mover.facing)
  if (dirs.length > 0 && footprintFault(grid, start, dirs)) return unreached()
  const occ = occupancy(grid, token, mover, othersOf(token, others), o)
  const costOf = ggStepCostOf(grid, mover, o, occ)
  const budgetMetres = speed > 0 ? bands[1] : 0
  // GG-024: a flier's climb or dive is paid first, whichever way it then goes.
  const field = movementField(grid, start, {
    budgetMetres: Math.max(0, budgetMetres - mover.riseCost),
    costOf,
    footprint: dirs,
  })
  const need = neededField(grid, field, costOf, dirs, start, o)
  for (let i = 0; i < need.length; i++) {
    const n = (need[i] as number) + (i === start ? 0 : mover.riseCost)
    need[i] = n > budgetMetres ? Infinity : n
  }
  return { grid, cost: need, bands }
}

/** GG-035: a being cannot end its move in another being's space. */
export function ggRoomProblem(
  tokens: readonly MapOccupant[],
  token: MapOccupant,
  to: Hex,
  board?: 'hex' | 'square' | 'gridless',
): string | null {
  if (token.kind === 'object') return null
  // On squares a being's space is a square footprint (F-GG-6), on hexes its hex footprint.
  const space = (at: Hex, t: MapOccupant): Hex[] =>
    board === 'square'
      ? squareFootprint({ x: at.q, y: at.r }, t.size).map((c) => ({ q: c.x, r: c.y }))
      : footprintHexes(at, t.size, t.facing ?? 0)
  const mine = new Set(space(to, token).map((h) => `${h.q},${h.r}`))
  for (const x of othersOf(token, tokens)) {
    const hit = space(x.hex, x).find((h) => mine.has(`${h.q},${h.r}`))
    if (hit) return `${token.name} cannot end a move in ${x.name}'s space`
  }
  return null
}

export const ggMovement: RulesetMovement<GgTypes> = {
  stepCost: (grid, token, o) =>
    ggStepCostOf(grid, token ? ggMover(token, o) : { crawling: false }, o),
  // GG-040 on squares: what the hover card says a step into a square costs (first diagonal 1.5 m).
  squareStepCost: (grid, token, o) =>
    ggSquareStepMetres(grid, token ? ggMover(token, o) : { crawling: false }, o),
  planMove: (map, token, to, o, others) =>
    map.kind === 'square'
      ? planGgSquareMove(map, token, to, o, others)
      : planGgMove(hexMoveBoard(map, 'The Trait-Test game'), token, to, o, others),
  reach: (map, token, o, others) =>
    map.kind === 'square'
      ? ggSquareReach(map, token, o, others)
      : ggReach(hexMoveBoard(map, 'The Trait-Test game'), token, o, others),
  roomProblem: ggRoomProblem,
  afterMove: ggAfterMove,
}
