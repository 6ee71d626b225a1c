/**
 * A rectangular map as flat typed arrays, for the hot loops (movement fields, field of view) that
 * cannot afford string keys or an object per hex. Hex i is (col, row) = (i % cols, floor(i /
 * cols)) in the map's offset layout ("odd-r" pointy, "odd-q" flat, as `offsetToHex`). Build it
 * once per map change from the model's MapDef fields; it is read-only afterwards.
 */
import { edgeHexes, parseEdgeKey, parseHexKey } from './edges'
import { HEX_DIRECTIONS, offsetToHex, type Hex, type HexOrientation } from './hex'
import { TERRAIN_CODES, type EdgeKind, type GridTerrainCell, type TerrainKind } from '../cells'

export type { GridTerrainCell } from '../cells'

export { EDGE_KINDS, TERRAIN_CODES, type EdgeKind, type TerrainKind } from '../cells'

const TERRAIN_CODE: Readonly<Record<TerrainKind, number>> = Object.fromEntries(
  TERRAIN_CODES.map((k, i) => [k, i]),
) as Record<TerrainKind, number>

/** The map fields a grid is built from (a MapDef has them all). */
export interface HexGridSource<D = unknown> {
  readonly orientation: HexOrientation
  readonly cols: number
  readonly rows: number
  readonly terrain?: Readonly<Record<string, GridTerrainCell<D>>>
  readonly edges?: Readonly<Record<string, EdgeKind>>
}

export interface HexGrid<D = unknown> {
  readonly orientation: HexOrientation
  readonly cols: number
  readonly rows: number
  /** cols * rows. */
  readonly size: number
  /** Axial q and r of each index. */
  readonly q: Int32Array
  readonly r: Int32Array
  /** neighbors[i * 6 + d]: the index one step along HEX_DIRECTIONS[d] from i, or -1 off the map. */
  readonly neighbors: Int32Array
  /** Terrain code per index (TERRAIN_CODES). */
  readonly terrain: Uint8Array
  /** Elevation in metres per index. */
  readonly elevation: Int16Array
  /** What each Dangerous hex carries (its save), by index, for those that carry anything. */
  readonly dangerous: ReadonlyMap<number, D>
  /** Bit d set: a wall on side d of the hex (blocks movement and sight). Set on both sides. */
  readonly walls: Uint8Array
  /** Bit d set: Cover on side d of the hex (blocks neither; crossing it is a vault). */
  readonly cover: Uint8Array
}

/** The index of (q, r) on a cols x rows map, or -1 off it; the arithmetic of `hexToOffset`. */
function indexOfHex(
  orientation: HexOrientation,
  cols: number,
  rows: number,
  q: number,
  r: number,
): number {
  let col: number
  let row: number
  if (orientation === 'pointy') {
    col = q + (r - (r & 1)) / 2
    row = r
  } else {
    col = q
    row = r + (q - (q & 1)) / 2
  }
  if (col < 0 || col >= cols || row < 0 || row >= rows) return -1
  return row * cols + col
}

/** The index of (q, r) on a grid's map, or -1 off it (no object needed, for hot loops). */
export function gridIndexOfQR(grid: HexGrid, q: number, r: number): number {
  return indexOfHex(grid.orientation, grid.cols, grid.rows, q, r)
}

/** The index of a hex on the grid's map, or -1 when it is off the map. */
export function gridIndexOf(grid: HexGrid, h: Hex): number {
  return gridIndexOfQR(grid, h.q, h.r)
}

/** The hex at an index (which must be in 0..size-1); any grid with q and r arrays will do. */
export function gridHexAt(grid: Pick<HexGrid, 'size' | 'q' | 'r'>, index: number): Hex {
  if (!Number.isInteger(index) || index < 0 || index >= grid.size) {
    throw new RangeError(`gridHexAt: index ${index} is off the map`)
  }
  return { q: grid.q[index] as number, r: grid.r[index] as number }
}

/** Whether a hex lies on the grid's map. */
export function gridInBounds(grid: HexGrid, h: Hex): boolean {
  return gridIndexOfQR(grid, h.q, h.r) >= 0
}

/** The neighbour of an index along HEX_DIRECTIONS[dir], or -1 off the map. */
export function gridNeighbor(grid: HexGrid, index: number, dir: number): number {
  return grid.neighbors[index * 6 + dir] as number
}

/** A hex's terrain kind. */
export function gridTerrainAt(grid: HexGrid, index: number): TerrainKind {
  return TERRAIN_CODES[grid.terrain[index] as number] as TerrainKind
}

/** Whether side `dir` of the hex at `index` is a wall: walls stop movement and sight. */
export function edgeBlocked(grid: HexGrid, index: number, dir: number): boolean {
  return (((grid.walls[index] as number) >> dir) & 1) === 1
}

/** Whether side `dir` of the hex at `index` holds Cover: crossing it is a vault (2 m). */
export function edgeCover(grid: HexGrid, index: number, dir: number): boolean {
  return (((grid.cover[index] as number) >> dir) & 1) === 1
}

/** What stands on side `dir` of the hex at `index`, if anything. */
export function gridEdgeKind(grid: HexGrid, index: number, dir: number): EdgeKind | undefined {
  if (edgeBlocked(grid, index, dir)) return 'wall'
  if (edgeCover(grid, index, dir)) return 'cover'
  return undefined
}

/**
 * Build the grid of a map: neighbour table, terrain codes, elevation, and wall / Cover bits on
 * both sides of each edge. Keys that do not parse or lie off the map are skipped (the model
 * validates keys; a map shrunk after painting can still hold some). An edge on the map's border
 * is recorded on its one on-map side.
 */
export function buildHexGrid<D>(src: HexGridSource<D>): HexGrid<D> {
  const { orientation, cols, rows } = src
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1) {
    throw new RangeError('buildHexGrid: cols and rows must be positive integers')
  }
  const size = cols * rows
  const q = new Int32Array(size)
  const r = new Int32Array(size)
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = offsetToHex(col, row, orientation)
      const i = row * cols + col
      q[i] = h.q
      r[i] = h.r
    }
  }
  const neighbors = new Int32Array(size * 6)
  for (let i = 0; i < size; i++) {
    for (let d = 0; d < 6; d++) {
      const step = HEX_DIRECTIONS[d] as Hex
      neighbors[i * 6 + d] = indexOfHex(
        orientation,
        cols,
        rows,
        (q[i] as number) + step.q,
        (r[i] as number) + step.r,
      )
    }
  }

  const terrain = new Uint8Array(size)
  const elevation = new Int16Array(size)
  const dangerous = new Map<number, D>()
  for (const [key, cell] of Object.entries(src.terrain ?? {})) {
    const h = parseHexKey(key)
    if (!h) continue
    const i = indexOfHex(orientation, cols, rows, h.q, h.r)
    if (i < 0) continue
    terrain[i] = TERRAIN_CODE[cell.kind] ?? 0
    elevation[i] = cell.elevation ?? 0
    if (cell.kind === 'dangerous' && cell.dangerous !== undefined) dangerous.set(i, cell.dangerous)
  }

  const walls = new Uint8Array(size)
  const cover = new Uint8Array(size)
  for (const [key, kind] of Object.entries(src.edges ?? {})) {
    const e = parseEdgeKey(key)
    if (!e) continue
    const bits = kind === 'wall' ? walls : kind === 'cover' ? cover : null
    if (!bits) continue
    const [a, b] = edgeHexes(e)
    const ia = indexOfHex(orientation, cols, rows, a.q, a.r)
    const ib = indexOfHex(orientation, cols, rows, b.q, b.r)
    if (ia >= 0) bits[ia] = (bits[ia] as number) | (1 << e.dir)
    if (ib >= 0) bits[ib] = (bits[ib] as number) | (1 << (e.dir + 3))
  }

  return {
    orientation,
    cols,
    rows,
    size,
    q,
    r,
    neighbors,
    terrain,
    elevation,
    dangerous,
    walls,
    cover,
  }
}

const grids = new WeakMap<object, HexGrid>()

/** The grid of a map, built once per map state (states are replaced, never mutated). */
export function gridOf<D>(map: HexGridSource<D>): HexGrid<D> {
  let grid = grids.get(map) as HexGrid<D> | undefined
  if (!grid) {
    grid = buildHexGrid(map)
    grids.set(map, grid)
  }
  return grid
}
