/**
 * ZZ-28 line of attack on a square board: a clear shot needs no wall, closed door or other total
 * obstruction (an impassable square) on the line from the attacker's square to the target's, and
 * no neutral or hostile figure on a square between; friendly figures do not block. The line is
 * line.ts's supercover, so a line through a corner is stopped by a figure in either square beside
 * it, and by a wall on any edge meeting at that corner (the same rule as a diagonal step, ZZ-23).
 */
import { squareImpassable, squareIndexXY, type SquareGrid } from './grid'
import type { Square } from './square'

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

/** The one clear result (no object per clear line). */
const CLEAR: LineOfAttack = Object.freeze({ clear: true })

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
  const { cols } = grid
  const a = squareIndexXY(grid, from.x, from.y)
  const b = squareIndexXY(grid, to.x, to.y)
  if (a < 0 || b < 0) throw new RangeError('lineOfAttack: a square is off the map')
  // line.ts's walk, inlined on grid indices (a reach overlay runs hundreds of these at once).
  const bits = grid.shotWalls
  const nx = Math.abs(to.x - from.x)
  const ny = Math.abs(to.y - from.y)
  const sx = to.x > from.x ? 1 : -1
  const sy = to.y > from.y ? 1 : -1
  const stepY = sy * cols
  // Side bits (0 N, 1 E, 2 S, 3 W) a step crosses, leaving a square and entering the next.
  const hOut = 1 << (sx > 0 ? 1 : 3)
  const hIn = 1 << (sx > 0 ? 3 : 1)
  const vOut = 1 << (sy > 0 ? 2 : 0)
  const vIn = 1 << (sy > 0 ? 0 : 2)
  let x = from.x
  let y = from.y
  let i = a
  let ix = 0
  let iy = 0
  // What stands on square (qx, qy) at index q, between the ends: null when it lets the line by.
  const stop = (q: number, qx: number, qy: number): LineOfAttack | null => {
    if (q === b) return null
    if (squareImpassable(grid, q))
      return { clear: false, blockedBy: 'obstruction', at: { x: qx, y: qy } }
    const who = occupantAt(qx, qy)
    if (who === 'neutral' || who === 'hostile') {
      return { clear: false, blockedBy: 'figure', at: { x: qx, y: qy }, disposition: who }
    }
    return null
  }
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
    const here = bits[i] as number
    if (decision === 0) {
      const side = stop(i + sx, x + sx, y) ?? stop(i + stepY, x, y + sy)
      if (side) return side
      const next = i + sx + stepY
      if ((here & (hOut | vOut)) !== 0 || ((bits[next] as number) & (hIn | vIn)) !== 0) {
        return { clear: false, blockedBy: 'wall', at: { x, y } }
      }
      x += sx
      y += sy
      i = next
      ix++
      iy++
    } else if (decision < 0) {
      if ((here & hOut) !== 0) return { clear: false, blockedBy: 'wall', at: { x, y } }
      x += sx
      i += sx
      ix++
    } else {
      if ((here & vOut) !== 0) return { clear: false, blockedBy: 'wall', at: { x, y } }
      y += sy
      i += stepY
      iy++
    }
    const hit = stop(i, x, y)
    if (hit) return hit
  }
  return CLEAR
}
