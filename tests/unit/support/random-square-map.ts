import type { SquareGridDoor, SquareGridSource } from '../../../shared/geometry/square'
import type { GridTerrainCell } from '../../../shared/geometry/hex/grid'

/** A random small square map: some walls, doors of every kind, impassable and Difficult squares. */
export function randomSquareMap(
  rand: () => number,
  cols: number,
  rows: number,
  density = 0.2,
): SquareGridSource & {
  edges: Record<string, 'wall'>
  doors: Record<string, SquareGridDoor>
  terrain: Record<string, GridTerrainCell>
} {
  const edges: Record<string, 'wall'> = {}
  const doors: Record<string, SquareGridDoor> = {}
  const terrain: Record<string, GridTerrainCell> = {}
  const kinds = ['door', 'window', 'portcullis', 'secret'] as const
  for (let y = 0; y <= rows; y++) {
    for (let x = 0; x <= cols; x++) {
      for (const side of [0, 1]) {
        const r = rand()
        const key = `${x},${y},${side}`
        if (r < density) edges[key] = 'wall'
        else if (r < density * 1.4) {
          doors[key] = { kind: kinds[Math.floor(rand() * 4)]!, open: rand() < 0.5 }
        }
      }
      const t = rand()
      if (x < cols && y < rows) {
        if (t < density / 2) terrain[`${x},${y}`] = { kind: 'impassable' }
        else if (t < density) terrain[`${x},${y}`] = { kind: 'difficult' }
      }
    }
  }
  return { cols, rows, edges, doors, terrain }
}
