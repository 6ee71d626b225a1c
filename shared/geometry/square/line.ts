/**
 * Lines across a square board (ZZ-28 line of attack, ZZ-32 the line a thrown object flies): the
 * squares the straight segment from one square's centre to another's passes through, a
 * supercover. Whole-number arithmetic, no rounding: at step (ix, iy) of (nx, ny) the segment next
 * crosses a vertical edge, a horizontal edge, or (when both fall at once) a corner exactly, by the
 * sign of (1 + 2ix)·ny − (1 + 2iy)·nx. A line exactly through a corner touches both squares
 * beside it, so what stands in either of them is in the way, and every edge meeting at that corner
 * is crossed. The segment joins two centres, so it never runs along an edge; the set of squares
 * and edges is the geometry's, the same from either end.
 */
import type { Square } from './square'

/** How a line enters a square: an orthogonal step, beside a corner it passes, through a corner. */
export const LINE_STEP = { orthogonal: 0, besideCorner: 1, throughCorner: 2 } as const

/**
 * Visit each square a line from (ax, ay) to (bx, by) passes after the first, in order, with how it
 * got there from (px, py) (for `besideCorner`, the square before the corner). Stops early when
 * `visit` returns false; returns whether it ran to the end.
 */
export function traceSquareLine(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  visit: (x: number, y: number, how: number, px: number, py: number) => boolean,
): boolean {
  const nx = Math.abs(bx - ax)
  const ny = Math.abs(by - ay)
  const sx = bx > ax ? 1 : -1
  const sy = by > ay ? 1 : -1
  let x = ax
  let y = ay
  let ix = 0
  let iy = 0
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
    const px = x
    const py = y
    if (decision === 0) {
      if (!visit(x + sx, y, LINE_STEP.besideCorner, px, py)) return false
      if (!visit(x, y + sy, LINE_STEP.besideCorner, px, py)) return false
      x += sx
      y += sy
      ix++
      iy++
      if (!visit(x, y, LINE_STEP.throughCorner, px, py)) return false
    } else if (decision < 0) {
      x += sx
      ix++
      if (!visit(x, y, LINE_STEP.orthogonal, px, py)) return false
    } else {
      y += sy
      iy++
      if (!visit(x, y, LINE_STEP.orthogonal, px, py)) return false
    }
  }
  return true
}

/**
 * ZZ-28 / ZZ-32: every square the line from the centre of `a` to the centre of `b` passes, both
 * ends included, in order from `a` (where it passes a corner exactly, the two squares beside it
 * come before the square beyond).
 */
export function squareLine(a: Square, b: Square): Square[] {
  const out: Square[] = [{ x: a.x, y: a.y }]
  traceSquareLine(a.x, a.y, b.x, b.y, (x, y) => {
    out.push({ x, y })
    return true
  })
  return out
}
