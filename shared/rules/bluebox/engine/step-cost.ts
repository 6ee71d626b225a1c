/**
 * The Blue Box step cost for the geometry's pathfinder (Movement & Terrain; Terrain & Terrain
 * Types; Cover & Height Advantage): what entering a neighbouring hex costs in metres, read off the
 * map's grid. The pathfinder itself (shared/geometry/hex/pathfind.ts) knows nothing of Blue Box.
 */
import {
  edgeBlocked,
  edgeCover,
  rememberFootprintSteps,
  TERRAIN_CODES,
  type HexGrid,
  type StepCost,
} from '../../../geometry/hex'
import {
  hexEntryCost,
  MOVE_MODE_FACTOR,
  type DangerousTerrain,
  type EnteredHex,
  type MoveManner,
  type MoveMode,
} from './movement'
import type { BlueBoxOptions } from './options'

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

/** A Dangerous hex's save as the map stores it (the campaign schema checked it), or undefined. */
function dangerousTerrain(stored: unknown): DangerousTerrain | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { stat, dc } = stored as Partial<DangerousTerrain>
  return typeof stat === 'string' && typeof dc === 'number'
    ? (stored as DangerousTerrain)
    : undefined
}

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
  if (!entry) return null
  let mode: MoveMode = entry.mode ?? 'walk'
  const rise = (grid.elevation[to] as number) - (grid.elevation[from] as number)
  if (rise > CLIMB_RISE_METRES && MOVE_MODE_FACTOR.climb > MOVE_MODE_FACTOR[mode]) mode = 'climb'
  const dangerous = dangerousTerrain(grid.dangerous.get(to))
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

/** The step costs blueboxStepCost handed out, by grid and by the entry costs they tabulate. */
const blueboxCosts = new WeakMap<HexGrid, Map<string, StepCost>>()

/**
 * The Blue Box StepCost for a grid: `hexEntryCost` of `blueboxEnteredHex` (R17: the entered
 * hex's cost, factors multiplied by default or added under the 'add' option), Infinity through
 * walls and into impassable hexes. Entry costs are tabulated once per call (terrain x climbing x
 * vault), so the returned function does no allocation and stays cheap inside Dijkstra. Calls
 * with the same grid and the same costs get the same function back, so the steps of Large and
 * Giant footprints worked out with it are remembered (rememberFootprintSteps).
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
  const key = table.join(',')
  let byTable = blueboxCosts.get(grid)
  if (!byTable) {
    byTable = new Map()
    blueboxCosts.set(grid, byTable)
  }
  const known = byTable.get(key)
  if (known) return known
  const { walls, cover, terrain, elevation } = grid
  const costOf: StepCost = (from, to, dir) => {
    if ((((walls[from] as number) >> dir) & 1) === 1) return Infinity
    const climbing =
      (elevation[to] as number) - (elevation[from] as number) > CLIMB_RISE_METRES ? 1 : 0
    const vault = ((cover[from] as number) >> dir) & 1
    return table[((terrain[to] as number) * 2 + climbing) * 2 + vault] as number
  }
  byTable.set(key, costOf)
  return rememberFootprintSteps(costOf)
}
