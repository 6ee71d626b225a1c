/**
 * What figures on a square board can see, for revealing fog (B.8: walls and closed doors block
 * sight as they block a shot): a square is seen when the line from a figure's square to it
 * crosses no wall, shut door or window and passes no solid (impassable) square on the way; the
 * solid square itself is seen. Figures do not hide what is behind them. The line is the line of
 * attack's (attack-line.ts), so what the GM reveals is what a shot could reach.
 */
import { lineOfAttack } from './attack-line'
import { squareIndexXY, type SquareGrid } from './grid'
import type { Square } from './square'

const nobody = (): undefined => undefined

/**
 * Every square within `radius` squares (king's moves) of one of `origins` that it can see, as a
 * flag per grid index. Origins off the map see nothing.
 */
export function squaresSeenFrom(
  grid: SquareGrid,
  origins: readonly Square[],
  radius: number,
): Uint8Array {
  const out = new Uint8Array(grid.size)
  const r = Math.max(0, Math.floor(radius))
  for (const o of origins) {
    if (squareIndexXY(grid, o.x, o.y) < 0) continue
    for (let y = Math.max(0, o.y - r); y <= Math.min(grid.rows - 1, o.y + r); y++) {
      for (let x = Math.max(0, o.x - r); x <= Math.min(grid.cols - 1, o.x + r); x++) {
        const i = squareIndexXY(grid, x, y)
        if (out[i] === 1) continue
        if (lineOfAttack(grid, o, { x, y }, nobody).clear) out[i] = 1
      }
    }
  }
  return out
}
