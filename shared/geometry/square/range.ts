/**
 * Areas around a square (ZZ-27 range counting, F-ZZ-5 / ZZ-Q10 metric) and the Direction Die's
 * steps (F-ZZ-3, ZZ-32 throws). Ranges are in spaces: a Manhattan diamond by default, a Chebyshev
 * box when the table counts king's moves.
 */
import { squareIndexXY, type SquareGrid } from './grid'
import { SQUARE_DIRECTIONS, type Square, type SquareMetric } from './square'

function checkRadius(r: number, what: string): void {
  if (!Number.isInteger(r) || r < 0) throw new RangeError(`${what}: a range is a whole number >= 0`)
}

/** The half-width of row `dy` of an area of radius r: r - |dy| (diamond) or r (box). */
function halfWidth(r: number, dy: number, metric: SquareMetric): number {
  return metric === 'manhattan' ? r - Math.abs(dy) : r
}

/**
 * ZZ-27 / F-ZZ-5: every square within `r` spaces of `center`, centre included, row by row from
 * the north: 2r(r+1) + 1 squares by Manhattan, (2r+1)^2 by Chebyshev.
 */
export function squaresInRange(center: Square, r: number, metric: SquareMetric): Square[] {
  checkRadius(r, 'squaresInRange')
  const out: Square[] = []
  for (let dy = -r; dy <= r; dy++) {
    const w = halfWidth(r, dy, metric)
    for (let dx = -w; dx <= w; dx++) out.push({ x: center.x + dx, y: center.y + dy })
  }
  return out
}

/**
 * ZZ-27 / F-ZZ-5: the grid indices of the squares of the map within `r` spaces of `center`
 * (clipped to the map), row by row; no object per square, for overlays and the bench.
 */
export function squareIndicesInRange(
  grid: SquareGrid,
  center: Square,
  r: number,
  metric: SquareMetric,
): Int32Array {
  checkRadius(r, 'squareIndicesInRange')
  const y0 = Math.max(0, center.y - r)
  const y1 = Math.min(grid.rows - 1, center.y + r)
  let count = 0
  const out = new Int32Array(Math.min(grid.size, (2 * r + 1) * (2 * r + 1)))
  for (let y = y0; y <= y1; y++) {
    const w = halfWidth(r, y - center.y, metric)
    const x0 = Math.max(0, center.x - w)
    const x1 = Math.min(grid.cols - 1, center.x + w)
    for (let x = x0; x <= x1; x++) out[count++] = squareIndexXY(grid, x, y)
  }
  return out.slice(0, count)
}

/** F-ZZ-3 `directionDie`: eight compass points (a d8) or four (a d4). */
export type DirectionDie = 'd8compass' | 'd4orthogonal'

/** The faces of the Direction Die. */
export function directionDieSides(die: DirectionDie): 8 | 4 {
  return die === 'd8compass' ? 8 : 4
}

/**
 * F-ZZ-3 / ZZ-32: the step a face of the Direction Die points (the rules roll it, through their
 * Dice, with `directionDieSides` faces): on a d8, 1 N, 2 NE, 3 E ... 8 NW
 * (clockwise); on a d4, 1 N, 2 E, 3 S, 4 W. Returns the direction index (0..7) and the step.
 */
export function directionStep(face: number, die: DirectionDie): { dir: number; step: Square } {
  const sides = directionDieSides(die)
  if (!Number.isInteger(face) || face < 1 || face > sides) {
    throw new RangeError(`The Direction Die (${sides} faces) has no face ${face}`)
  }
  const dir = die === 'd8compass' ? face - 1 : (face - 1) * 2
  return { dir, step: SQUARE_DIRECTIONS[dir] as Square }
}
