/**
 * A token's move under Blue Box costs: the cheapest path, what it costs, and whether it fits the
 * being's speed, needs a Dash (a second Move Action, Combat Actions) or cannot be made. The GM view
 * shows it while dragging, and main checks it again before moving anything.
 */
import type { BlueBoxOptions } from '../rules/bluebox/options'
import { buildHexGrid, gridInBounds, type HexGrid, type HexGridSource } from './grid'
import { hexEquals, type Hex } from './hex'
import { blueboxStepCost, movementPath } from './pathfind'

/** "A being with 6m speed can move 6m in a standard move action" (Movement & Terrain). */
export const DEFAULT_SPEED_METRES = 6

export type MoveBand = 'move' | 'dash' | 'too-far' | 'blocked'

export interface MovePlan {
  path: Hex[]
  /** Metres spent entering each hex after the start. */
  steps: number[]
  total: number
  speed: number
  band: MoveBand
  /** Why the move cannot be made, for the GM; null when it can. */
  reason: string | null
  /** Hexes of Dangerous terrain the path enters (each asks for a save). */
  dangerous: Hex[]
}

const grids = new WeakMap<object, HexGrid>()

/** The grid of a map, built once per map state (states are replaced, never mutated). */
export function gridOf(map: HexGridSource): HexGrid {
  let grid = grids.get(map)
  if (!grid) {
    grid = buildHexGrid(map)
    grids.set(map, grid)
  }
  return grid
}

export function planMove(
  map: HexGridSource,
  from: Hex,
  to: Hex,
  speed: number = DEFAULT_SPEED_METRES,
  rules?: Partial<BlueBoxOptions>,
  name = 'The token',
): MovePlan {
  const grid = gridOf(map)
  const none = (reason: string): MovePlan => ({
    path: [],
    steps: [],
    total: Infinity,
    speed,
    band: 'blocked',
    reason,
    dangerous: [],
  })
  if (!gridInBounds(grid, to)) return none('that hex is off the map')
  if (!gridInBounds(grid, from)) return none('the token is off the map')
  if (hexEquals(from, to))
    return { path: [from], steps: [], total: 0, speed, band: 'move', reason: null, dangerous: [] }
  const path = movementPath(grid, from, to, blueboxStepCost(grid, rules ? { rules } : {}))
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
    dangerous: path.dangerous.map((i) => path.hexes[i + 1] as Hex),
  }
}
