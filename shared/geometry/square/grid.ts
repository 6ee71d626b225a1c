/**
 * A square board as flat typed arrays, for the hot loops (movement fields, lines of attack) that
 * cannot afford string keys or an object per square. Square i is (x, y) = (i % cols, floor(i /
 * cols)). Build it once per map change from the model's square map fields (terrain, edges, doors);
 * it is read-only afterwards.
 *
 * What blocks what (B.8 "Walls and obstructions block both movement and line of attack"; doors
 * have open/closed states):
 * - a wall edge blocks both; a Cover edge blocks neither (ZZ has no Cover; the layer is the hex
 *   model's, shared);
 * - a door or a secret door blocks both while closed, neither while open;
 * - a window blocks movement always (a figure does not walk through a window), and a line of
 *   attack only while closed (a shot goes through an open window);
 * - a portcullis blocks movement while closed but never a line of attack (a shot goes between the
 *   bars).
 * Impassable terrain is a square, not an edge: the step cost and the line of attack read it.
 */
import { TERRAIN_CODES, type EdgeKind, type GridTerrainCell } from '../cells'
import { parseSquareEdgeKey, parseSquareKey, SQUARE_DIRECTIONS, type Square } from './square'

/** The door kinds of the model (shared/model/map-features.ts DOOR_KINDS). */
export type SquareDoorKind = 'door' | 'window' | 'portcullis' | 'secret'

/** A door as the grid reads it (the model's Door has these fields and more). */
export interface SquareGridDoor {
  readonly kind: SquareDoorKind
  readonly open: boolean
}

/** The map fields a grid is built from (a square map has them all). */
export interface SquareGridSource {
  readonly cols: number
  readonly rows: number
  readonly terrain?: Readonly<Record<string, GridTerrainCell>>
  readonly edges?: Readonly<Record<string, EdgeKind>>
  readonly doors?: Readonly<Record<string, SquareGridDoor>>
}

export interface SquareGrid {
  readonly cols: number
  readonly rows: number
  /** cols * rows. */
  readonly size: number
  /** neighbors[i * 8 + d]: the index one step along SQUARE_DIRECTIONS[d] from i, or -1 off the map. */
  readonly neighbors: Int32Array
  /** Terrain code per index (TERRAIN_CODES). */
  readonly terrain: Uint8Array
  /** Elevation per index, as painted. */
  readonly elevation: Int16Array
  /** Bit s (0 N, 1 E, 2 S, 3 W): that side blocks movement. Set on both squares of the edge. */
  readonly walls: Uint8Array
  /** Bit s (0 N, 1 E, 2 S, 3 W): that side blocks a line of attack. Set on both squares. */
  readonly shotWalls: Uint8Array
}

/** Whether a door on an edge stops a figure walking across it (see the file's head). */
export function doorBlocksMove(door: SquareGridDoor): boolean {
  return door.kind === 'window' || !door.open
}

/** Whether a door on an edge stops a line of attack across it (see the file's head). */
export function doorBlocksShot(door: SquareGridDoor): boolean {
  return door.kind !== 'portcullis' && !door.open
}

const IMPASSABLE = TERRAIN_CODES.indexOf('impassable')

/** The index of (x, y) on a grid, or -1 off the map. */
export function squareIndexXY(grid: SquareGrid, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= grid.cols || y >= grid.rows) return -1
  return y * grid.cols + x
}

/** The index of a square on the grid, or -1 off the map. */
export function squareIndexOf(grid: SquareGrid, s: Square): number {
  return squareIndexXY(grid, s.x, s.y)
}

/** The square at an index (which must be in 0..size-1). */
export function squareAt(grid: SquareGrid, index: number): Square {
  if (!Number.isInteger(index) || index < 0 || index >= grid.size) {
    throw new RangeError(`squareAt: index ${index} is off the map`)
  }
  return { x: index % grid.cols, y: Math.floor(index / grid.cols) }
}

/** Whether the square at `index` is painted impassable (ZZ-23 "solid ... terrain"). */
export function squareImpassable(grid: SquareGrid, index: number): boolean {
  return grid.terrain[index] === IMPASSABLE
}

/** Whether orthogonal side `dir` (0 N, 2 E, 4 S, 6 W) of square `index` blocks movement. */
export function sideBlocksMove(grid: SquareGrid, index: number, dir: number): boolean {
  return (((grid.walls[index] as number) >> (dir >> 1)) & 1) === 1
}

/** Whether orthogonal side `dir` (0 N, 2 E, 4 S, 6 W) of square `index` blocks a line of attack. */
export function sideBlocksShot(grid: SquareGrid, index: number, dir: number): boolean {
  return (((grid.shotWalls[index] as number) >> (dir >> 1)) & 1) === 1
}

/**
 * Whether any of the four edges meeting at a corner blocks, in `bits` (walls or shotWalls): the
 * corner between square `u` and its diagonal neighbour `v` along diagonal direction `dir`.
 * ZZ-23: no corner cutting, so a diagonal step (or a line through the corner) past the end of a
 * wall is blocked.
 */
export function cornerBlocked(bits: Uint8Array, u: number, v: number, dir: number): boolean {
  // The sides of u toward v (vertical then horizontal), as side bits 0 N, 1 E, 2 S, 3 W.
  const vert = dir === 1 || dir === 7 ? 0 : 2
  const horiz = dir === 1 || dir === 3 ? 1 : 3
  const mu = (1 << vert) | (1 << horiz)
  const mv = (1 << (vert ^ 2)) | (1 << (horiz ^ 2))
  return ((bits[u] as number) & mu) !== 0 || ((bits[v] as number) & mv) !== 0
}

function setSide(bits: Uint8Array, grid: { cols: number; rows: number }, s: Square, bit: number) {
  if (s.x < 0 || s.y < 0 || s.x >= grid.cols || s.y >= grid.rows) return
  const i = s.y * grid.cols + s.x
  bits[i] = (bits[i] as number) | (1 << bit)
}

/** Mark an edge key on both of its squares (those on the map) in `bits`. */
function markEdge(bits: Uint8Array, dims: { cols: number; rows: number }, key: string): void {
  const e = parseSquareEdgeKey(key)
  if (!e) return
  if (e.side === 0) {
    setSide(bits, dims, { x: e.x, y: e.y - 1 }, 2)
    setSide(bits, dims, { x: e.x, y: e.y }, 0)
  } else {
    setSide(bits, dims, { x: e.x - 1, y: e.y }, 1)
    setSide(bits, dims, { x: e.x, y: e.y }, 3)
  }
}

/**
 * B.8: build the grid of a square map: neighbour table, terrain codes, elevation, and the side
 * bits of walls and doors (what blocks movement, what blocks a line of attack) on both squares of
 * each edge. Keys that do not parse or lie off the map are skipped; an edge on the map's border is
 * recorded on its one on-map square.
 */
export function buildSquareGrid(src: SquareGridSource): SquareGrid {
  const { cols, rows } = src
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1) {
    throw new RangeError('buildSquareGrid: cols and rows must be positive integers')
  }
  const size = cols * rows
  const neighbors = new Int32Array(size * 8)
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const i = y * cols + x
      for (let d = 0; d < 8; d++) {
        const step = SQUARE_DIRECTIONS[d] as Square
        const nx = x + step.x
        const ny = y + step.y
        neighbors[i * 8 + d] = nx < 0 || ny < 0 || nx >= cols || ny >= rows ? -1 : ny * cols + nx
      }
    }
  }
  const terrain = new Uint8Array(size)
  const elevation = new Int16Array(size)
  for (const [key, cell] of Object.entries(src.terrain ?? {})) {
    const s = parseSquareKey(key)
    if (!s || s.x < 0 || s.y < 0 || s.x >= cols || s.y >= rows) continue
    const i = s.y * cols + s.x
    const code = TERRAIN_CODES.indexOf(cell.kind)
    terrain[i] = code < 0 ? 0 : code
    elevation[i] = cell.elevation ?? 0
  }
  const walls = new Uint8Array(size)
  const shotWalls = new Uint8Array(size)
  const dims = { cols, rows }
  for (const [key, kind] of Object.entries(src.edges ?? {})) {
    if (kind !== 'wall') continue
    markEdge(walls, dims, key)
    markEdge(shotWalls, dims, key)
  }
  for (const [key, door] of Object.entries(src.doors ?? {})) {
    if (doorBlocksMove(door)) markEdge(walls, dims, key)
    if (doorBlocksShot(door)) markEdge(shotWalls, dims, key)
  }
  return { cols, rows, size, neighbors, terrain, elevation, walls, shotWalls }
}

const grids = new WeakMap<object, SquareGrid>()

/** The grid of a map, built once per map state (states are replaced, never mutated). */
export function squareGridOf(map: SquareGridSource): SquareGrid {
  let grid = grids.get(map)
  if (!grid) {
    grid = buildSquareGrid(map)
    grids.set(map, grid)
  }
  return grid
}
