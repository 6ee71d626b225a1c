/**
 * Where a token put on the map from the library lands: the free hex nearest to where the GM is
 * looking. Free means its whole footprint is on the map, on passable ground, not astride a wall
 * (footprintFault), and on no other token's footprint, whatever its size or kind: a new token is
 * never dropped on top of another. "Nearest" is counted in steps that do not cross walls, so a
 * token is not dropped into a walled-off room next to the view; only when nothing is free on the
 * view's side of the walls does it fall back to plain hex distance.
 */
import { footprintDirections, footprintHexes, type FootprintSize } from './footprint'
import { edgeBlocked, gridHexAt, gridIndexOf, type HexGrid } from './grid'
import { hexDistance, hexToOffset, offsetToHex, type Hex } from './hex'
import { footprintFault } from './steps'

/** A token already on the map, as far as dropping next to it goes. */
export interface DropOccupant {
  hex: Hex
  size: FootprintSize
  facing?: number
}

/** The hex of the map nearest to `h` (itself when it is on the map). */
export function hexClampedToMap(grid: HexGrid, h: Hex): Hex {
  const { col, row } = hexToOffset(h, grid.orientation)
  const c = Math.min(grid.cols - 1, Math.max(0, col))
  const r = Math.min(grid.rows - 1, Math.max(0, row))
  return offsetToHex(c, r, grid.orientation)
}

/**
 * The anchor hex nearest to `near` where a token of `size` and `facing` fits without touching any
 * of `occupants`, or null when the map has no such hex. `near` may lie off the map (a view panned
 * past its edge): the search starts from the nearest hex on it.
 */
export function dropHexNear(
  grid: HexGrid,
  occupants: Iterable<DropOccupant>,
  size: FootprintSize,
  near: Hex,
  facing = 0,
): Hex | null {
  const taken = new Uint8Array(grid.size)
  for (const o of occupants) {
    for (const h of footprintHexes(o.hex, o.size, o.facing ?? 0)) {
      const i = gridIndexOf(grid, h)
      if (i >= 0) taken[i] = 1
    }
  }
  const dirs = footprintDirections(size, facing)
  const fits = (anchor: number): boolean => {
    if (footprintFault(grid, anchor, dirs) !== null) return false
    if (taken[anchor]) return false
    return dirs.every((d) => !taken[grid.neighbors[anchor * 6 + d] as number])
  }
  const start = gridIndexOf(grid, hexClampedToMap(grid, near))
  // Breadth first from the start, never through a wall: the nearest hex on this side of them.
  const seen = new Uint8Array(grid.size)
  const queue = new Int32Array(grid.size)
  let head = 0
  let tail = 0
  queue[tail++] = start
  seen[start] = 1
  while (head < tail) {
    const i = queue[head++] as number
    if (fits(i)) return gridHexAt(grid, i)
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[i * 6 + d] as number
      if (n < 0 || seen[n] || edgeBlocked(grid, i, d)) continue
      seen[n] = 1
      queue[tail++] = n
    }
  }
  // Nothing free on this side of the walls: the nearest free hex anywhere.
  const origin = gridHexAt(grid, start)
  let best = -1
  let bestDistance = Infinity
  for (let i = 0; i < grid.size; i++) {
    if (seen[i] || !fits(i)) continue
    const d = hexDistance(origin, gridHexAt(grid, i))
    if (d < bestDistance) {
      best = i
      bestDistance = d
    }
  }
  return best < 0 ? null : gridHexAt(grid, best)
}
