/**
 * A token's move under Blue Box costs: the cheapest path, what it costs, and whether it fits the
 * being's speed, needs a Dash (a second Move Action, Combat Actions) or cannot be made. The GM view
 * shows it while dragging, and main checks it again before moving anything.
 */
import {
  footprintDirections,
  footprintFault,
  gridIndexOf,
  gridInBounds,
  gridOf,
  hexEquals,
  movementField,
  movementPath,
  TERRAIN_CODES,
  type FootprintFault,
  type FootprintSize,
  type Hex,
  type HexGrid,
  type HexGridSource,
  type StepCost,
} from '../../../geometry/hex'
import type { MovePlan } from '../../ruleset'
import type { MoveManner } from './movement'
import type { BlueBoxOptions } from './options'
import { blueboxStepCost } from './step-cost'
import type { BlueboxInstance } from './views'
import { blockedMove } from '../../move-board'

/** "A being with 6m speed can move 6m in a standard move action" (Movement & Terrain). */
export const DEFAULT_SPEED_METRES = 6

export type MoveBand = MovePlan['band']

/**
 * What about the moving being changes its path: its size and facing (a Large or Giant being moves
 * its whole footprint, BLUEBOX-RULES R22, R23) and its manner (crawling while Prone, dragging a
 * Grappled being). Left out, a Medium being walking.
 */
export interface MoverShape {
  size?: FootprintSize
  /** Sixths of a turn, as `token.facing`; the footprint keeps it for the whole move. */
  facing?: number
  manner?: MoveManner
}

/** A token's mover: its footprint as it faces, crawling while Prone (Conditions: Prone). */
export function moverOf(token: {
  size?: FootprintSize
  facing?: number
  instance?: Pick<BlueboxInstance, 'conditions'>
}): MoverShape {
  return {
    size: token.size ?? 'medium',
    facing: token.facing ?? 0,
    manner: { crawling: token.instance?.conditions.includes('prone') === true },
  }
}

/**
 * A mover's footprint (footprintDirections, empty for one hex) and its one-hex step cost, worked
 * out once per call; the footprint's steps are costed inside the pathfinder (see
 * movementField's `footprint`).
 */
function moverCosts(
  grid: HexGrid,
  mover: MoverShape | undefined,
  rules: Partial<BlueBoxOptions> | undefined,
): { dirs: number[]; costOf: StepCost } {
  const dirs = footprintDirections(mover?.size ?? 'medium', mover?.facing ?? 0)
  const options = {
    ...(rules ? { rules } : {}),
    ...(mover?.manner ? { manner: mover.manner } : {}),
  }
  return { dirs, costOf: blueboxStepCost(grid, options) }
}

const FAULT_TEXT: Readonly<Record<FootprintFault, string>> = {
  'off-map': 'off the map',
  impassable: 'on impassable terrain',
  wall: 'astride a wall',
}

/**
 * The cheapest path for a token from `from` to `to` under Blue Box costs, and how it fits its
 * speed. A Large or Giant `mover` moves its whole footprint (see footprintStepCost): its start
 * and end must hold all of it on the map, on passable terrain and not astride a wall. `name`
 * words the reasons ("Vaka needs 7 m but has 6 m").
 */
export function planMove(
  map: HexGridSource,
  from: Hex,
  to: Hex,
  speed: number = DEFAULT_SPEED_METRES,
  rules?: Partial<BlueBoxOptions>,
  name = 'The token',
  mover?: MoverShape,
): MovePlan {
  const grid = gridOf(map)
  const none = (reason: string): MovePlan => blockedMove(speed, reason)
  if (!gridInBounds(grid, to)) return none('that hex is off the map')
  if (!gridInBounds(grid, from)) return none('the token is off the map')
  const { dirs, costOf } = moverCosts(grid, mover, rules)
  if (dirs.length > 0) {
    const atStart = footprintFault(grid, gridIndexOf(grid, from), dirs)
    if (atStart) return none(`${name}'s footprint stands ${FAULT_TEXT[atStart]}`)
  }
  if (hexEquals(from, to))
    return { path: [from], steps: [], total: 0, speed, band: 'move', reason: null, dangerous: [] }
  if (dirs.length > 0) {
    const atEnd = footprintFault(grid, gridIndexOf(grid, to), dirs)
    if (atEnd) return none(`${name}'s footprint would stand ${FAULT_TEXT[atEnd]}`)
  }
  const path = movementPath(grid, from, to, costOf, undefined, dirs)
  if (!path) return none('no way there: walls or impassable terrain are in the way')
  const total = path.total
  const band: MoveBand = total <= speed ? 'move' : total <= 2 * speed ? 'dash' : 'too-far'
  return {
    path: [...path.hexes],
    steps: [...path.steps],
    total,
    speed,
    band,
    reason:
      band === 'too-far'
        ? `${name} needs ${total} m but has ${speed} m (${2 * speed} m with a Dash)`
        : null,
    dangerous: footprintDangerous(grid, path.indices, dirs),
  }
}

/**
 * The Dangerous hexes a footprint (empty `dirs` for one hex) enters along a path of anchor
 * indices: each hex it comes to cover that it did not cover the step before, once, in the order
 * first entered.
 */
function footprintDangerous(
  grid: HexGrid,
  anchors: readonly number[],
  dirs: readonly number[],
): Hex[] {
  const code = TERRAIN_CODES.indexOf('dangerous')
  const cover = (a: number) => [a, ...dirs.map((d) => grid.neighbors[a * 6 + d] as number)]
  const out: Hex[] = []
  const seen = new Set<number>()
  let before = new Set(cover(anchors[0] as number))
  for (let s = 1; s < anchors.length; s++) {
    const now = cover(anchors[s] as number)
    for (const i of now) {
      if (before.has(i) || seen.has(i) || grid.terrain[i] !== code) continue
      seen.add(i)
      out.push({ q: grid.q[i] as number, r: grid.r[i] as number })
    }
    before = new Set(now)
  }
  return out
}

/**
 * The least metres for a mover's anchor to reach each hex of the map, by grid index: the move
 * band is cost <= speed, the Dash band cost <= 2 * speed, and anything dearer is Infinity. The
 * start costs 0 (a one-hex being's whatever its terrain, as planMove). A Large or Giant being
 * reaches only where its whole footprint can stand, and reaches nothing (the start included)
 * when it cannot stand where it is. Agrees with planMove: cost[i] is planMove's total to hex i
 * when its band is 'move' or 'dash', and Infinity otherwise.
 */
export function moveReach(
  map: HexGridSource,
  from: Hex,
  speed: number,
  mover?: MoverShape,
  rules?: Partial<BlueBoxOptions>,
): { grid: HexGrid; cost: Float64Array } {
  const grid = gridOf(map)
  const start = gridIndexOf(grid, from)
  const unreached = () => ({ grid, cost: new Float64Array(grid.size).fill(Infinity) })
  if (start < 0) return unreached()
  const { dirs, costOf } = moverCosts(grid, mover, rules)
  if (dirs.length > 0 && footprintFault(grid, start, dirs)) return unreached()
  const budgetMetres = speed > 0 ? 2 * speed : 0
  return { grid, cost: movementField(grid, start, { budgetMetres, costOf, footprint: dirs }) }
}
