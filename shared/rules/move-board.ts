/** The board a ruleset's movement is asked about: checked to be a hex one, or a square grid's reach cells. */
import type { Cell } from '../geometry/cells'
import type { HexGridSource } from '../geometry/hex'
import type { SquareGrid } from '../geometry/square'
import type { Campaign } from '../model'
import type { MoveBoard, MovePlan, MovingToken, ReachGrid, Ruleset } from './ruleset'

/**
 * `map` as a hex board, or a RangeError saying this game plays on hexes: the core asks a ruleset
 * only about the board kinds it lists, so this is a guard, not a path a GM can take.
 */
export function hexMoveBoard(map: MoveBoard, game: string): HexGridSource {
  if (map.kind === 'square' || map.kind === 'gridless') {
    throw new RangeError(`${game} plays on hex maps, not ${map.kind} ones`)
  }
  return map
}

/**
 * The mover as the ruleset's planMove and reach should see it: with the speed its sheet gives
 * when the token carries none of its own (the same token when the ruleset has no `speedOf`, the
 * token has a speed, or no campaign is at hand).
 */
export function moverWithSpeed<T extends MovingToken>(
  ruleset: Pick<Ruleset, 'movement'> | null | undefined,
  token: T,
  campaign: Campaign | null | undefined,
): T {
  if (token.speed !== undefined || !campaign) return token
  const speed = ruleset?.movement?.speedOf?.(token, campaign)
  return speed === undefined ? token : { ...token, speed }
}

const squareReachGrids = new WeakMap<SquareGrid, ReachGrid>()

/** A square grid's cells as a reach reads them (cell i is (x, y) = (q[i], r[i])), built once per grid. */
export function squareReachGrid(grid: SquareGrid): ReachGrid {
  let g = squareReachGrids.get(grid)
  if (!g) {
    const q = new Int32Array(grid.size)
    const r = new Int32Array(grid.size)
    for (let i = 0; i < grid.size; i++) {
      q[i] = i % grid.cols
      r[i] = Math.floor(i / grid.cols)
    }
    g = { size: grid.size, q, r }
    squareReachGrids.set(grid, g)
  }
  return g
}

/** A move that cannot be made: no path, and the reason the GM reads. */
export function blockedMove(speed: number, reason: string): MovePlan {
  return { path: [], steps: [], total: Infinity, speed, band: 'blocked', reason, dangerous: [] }
}

/** A "move" to where the token already stands: nothing spent. */
export function stayingMove(at: Cell, speed: number): MovePlan {
  return { path: [at], steps: [], total: 0, speed, band: 'move', reason: null, dangerous: [] }
}
