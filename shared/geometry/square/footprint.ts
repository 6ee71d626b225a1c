/**
 * How many squares a figure covers on a square board: a Large one 2 × 2, a Giant one 3 × 3, a
 * Gargantuan one 4 × 4, the rest one (OTHER-SYSTEMS.md ZZ-Q23: Size 20 and 30, a side of Size / 10
 * squares; F-GG-6: Large 2 m, Huge 3 m, Gargantuan 4 m spaces on 1 m squares). The figure's square
 * is the footprint's north-west corner, so it grows east and south.
 */
import type { FootprintSize } from '../hex/footprint'
import type { Square, SquareMetric } from './square'

/** Squares along one side of the footprint. */
export function squareFootprintSide(size: FootprintSize | undefined): number {
  return size === 'gargantuan' ? 4 : size === 'giant' ? 3 : size === 'large' ? 2 : 1
}

/** Every square the footprint anchored on `at` covers, row by row from `at`. */
export function squareFootprint(at: Square, size: FootprintSize | undefined): Square[] {
  const n = squareFootprintSide(size)
  const out: Square[] = []
  for (let dy = 0; dy < n; dy++)
    for (let dx = 0; dx < n; dx++) out.push({ x: at.x + dx, y: at.y + dy })
  return out
}

/**
 * The grid indices of the footprint of side `n` anchored on index `i` (the anchor first, row by
 * row), or null when a part of it falls off the board.
 */
export function squareFootprintIndices(
  grid: { readonly cols: number; readonly rows: number },
  i: number,
  n: number,
): number[] | null {
  const x = i % grid.cols
  const y = (i - x) / grid.cols
  if (x + n > grid.cols || y + n > grid.rows) return null
  const out: number[] = []
  for (let dy = 0; dy < n; dy++) for (let dx = 0; dx < n; dx++) out.push(i + dy * grid.cols + dx)
  return out
}

/**
 * Spaces between the nearest squares of two footprints (sides `na` and `nb`, anchored at their
 * north-west squares) by `metric`: the gap along each axis, summed (manhattan) or the larger
 * (chebyshev). Overlapping footprints are 0 apart; two single squares give the plain distance.
 */
export function footprintGap(
  a: Square,
  na: number,
  b: Square,
  nb: number,
  metric: SquareMetric,
): number {
  const gx = Math.max(0, b.x - (a.x + na - 1), a.x - (b.x + nb - 1))
  const gy = Math.max(0, b.y - (a.y + na - 1), a.y - (b.y + nb - 1))
  return metric === 'manhattan' ? gx + gy : Math.max(gx, gy)
}
