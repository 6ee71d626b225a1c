/**
 * ZZ-28 line of attack on a square board: a clear shot needs no wall, closed door or other total
 * obstruction (an impassable square) on the line from the attacker's square to the target's, and
 * no neutral or hostile figure on a square between; friendly figures do not block. The line is
 * line.ts's supercover, so a line through a corner is stopped by a figure in either square beside
 * it, and by a wall on any edge meeting at that corner (the same rule as a diagonal step, ZZ-23).
 */
import { cornerBlocked, squareImpassable, squareIndexXY, type SquareGrid } from './grid'
import { LINE_STEP, traceSquareLine } from './line'
import { squareDirectionIndex, type Square } from './square'

/** B.8 occupancy: a figure's disposition relative to the one asking (the attacker). */
export type SquareDisposition = 'friendly' | 'neutral' | 'hostile'

/** What the line of attack found: clear, or the first thing in the way, nearest the attacker. */
export type LineOfAttack =
  | { readonly clear: true }
  | {
      readonly clear: false
      /** A wall or a shut door on an edge the line crosses, next to square `at`. */
      readonly blockedBy: 'wall'
      readonly at: Square
    }
  | { readonly clear: false; readonly blockedBy: 'obstruction'; readonly at: Square }
  | {
      readonly clear: false
      readonly blockedBy: 'figure'
      readonly at: Square
      readonly disposition: Exclude<SquareDisposition, 'friendly'>
    }

/**
 * ZZ-28: whether `from` has a clear shot at `to`. `occupantAt(x, y)` tells who stands on a square,
 * as seen by the attacker ('friendly' passes, 'neutral' and 'hostile' block), or undefined when
 * it is empty; it is asked only about the squares between. Walls, shut doors and windows, and
 * impassable squares block (see grid.ts for doors).
 */
export function lineOfAttack(
  grid: SquareGrid,
  from: Square,
  to: Square,
  occupantAt: (x: number, y: number) => SquareDisposition | undefined,
): LineOfAttack {
  if (squareIndexXY(grid, from.x, from.y) < 0 || squareIndexXY(grid, to.x, to.y) < 0) {
    throw new RangeError('lineOfAttack: a square is off the map')
  }
  let found: LineOfAttack = { clear: true }
  const bits = grid.shotWalls
  traceSquareLine(from.x, from.y, to.x, to.y, (x, y, how, px, py) => {
    const i = squareIndexXY(grid, x, y)
    if (how !== LINE_STEP.besideCorner) {
      const p = squareIndexXY(grid, px, py)
      const dir = squareDirectionIndex(x - px, y - py)
      const walled =
        how === LINE_STEP.throughCorner
          ? cornerBlocked(bits, p, i, dir)
          : (((bits[p] as number) >> (dir >> 1)) & 1) === 1
      if (walled) {
        found = { clear: false, blockedBy: 'wall', at: { x: px, y: py } }
        return false
      }
    }
    if (x === to.x && y === to.y) return true
    if (squareImpassable(grid, i)) {
      found = { clear: false, blockedBy: 'obstruction', at: { x, y } }
      return false
    }
    const who = occupantAt(x, y)
    if (who === 'neutral' || who === 'hostile') {
      found = { clear: false, blockedBy: 'figure', at: { x, y }, disposition: who }
      return false
    }
    return true
  })
  return found
}
