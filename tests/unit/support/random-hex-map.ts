/** Random small hex maps for the movement tests: terrain, elevation, walls and Cover. */
import {
  edgeKey,
  hexEdge,
  hexKey,
  offsetToHex,
  type EdgeKind,
  type GridTerrainCell,
  type HexGridSource,
  type HexOrientation,
  type TerrainKind,
} from '../../../shared/geometry/hex'

const KINDS: TerrainKind[] = ['difficult', 'dangerous', 'water', 'climb', 'dig', 'impassable']

/** A map of 3 to 9 hexes a side, dense in terrain and edges. */
export function randomMap(rand: () => number): HexGridSource {
  const orientation: HexOrientation = rand() < 0.5 ? 'pointy' : 'flat'
  const cols = 3 + Math.floor(rand() * 7)
  const rows = 3 + Math.floor(rand() * 7)
  const terrain: Record<string, GridTerrainCell> = {}
  const edges: Record<string, EdgeKind> = {}
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = offsetToHex(col, row, orientation)
      const kind = rand() < 0.4 ? KINDS[Math.floor(rand() * KINDS.length)]! : 'normal'
      const elevation = rand() < 0.3 ? Math.floor(rand() * 4) : 0
      terrain[hexKey(h)] = { kind, elevation }
      for (let d = 0; d < 3; d++) {
        const x = rand()
        if (x < 0.12) edges[edgeKey(hexEdge(h, d))] = 'wall'
        else if (x < 0.22) edges[edgeKey(hexEdge(h, d))] = 'cover'
      }
    }
  }
  return { orientation, cols, rows, terrain, edges }
}
