/**
 * Square-grid coordinates for dungeon boards (OTHER-SYSTEMS B.8, Zealots of Zaldar's Quest Maps):
 * a square is (x, y), x the column growing east, y the row growing south. Keys "x,y" for squares
 * and "x,y,0" / "x,y,1" for the north / west side of a square, as the model's map features
 * (shared/model/map-features.ts). Directions are the eight compass points clockwise from north,
 * the same numbering as a token's `heading`.
 */

export interface Square {
  readonly x: number
  readonly y: number
}

/** The side of a square an edge key names: 0 = its north side, 1 = its west side. */
export type SquareEdgeSide = 0 | 1

/** An edge between two squares: the north (side 0) or west (side 1) side of square (x, y). */
export interface SquareEdge {
  readonly x: number
  readonly y: number
  readonly side: SquareEdgeSide
}

/** B.8: the eight compass steps, clockwise from north (0 N, 1 NE, 2 E, ... 7 NW); y grows south. */
export const SQUARE_DIRECTIONS: readonly Square[] = [
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
]

/** Short compass names of SQUARE_DIRECTIONS, for messages ("the axe lands 2 N"). */
export const DIRECTION_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const

/** The four orthogonal directions (indices into SQUARE_DIRECTIONS): N, E, S, W. */
export const ORTHOGONAL_DIRECTIONS: readonly number[] = [0, 2, 4, 6]

/** Whether direction `dir` (0..7) is a diagonal step. */
export function isDiagonal(dir: number): boolean {
  return (dir & 1) === 1
}

/** The key of a square, "x,y" (the map features' key). */
export function squareKey(s: Square): string {
  return `${s.x},${s.y}`
}

const SQUARE_KEY = /^(-?\d+),(-?\d+)$/
const EDGE_KEY = /^(-?\d+),(-?\d+),([01])$/

/** The square a key names, or null when the key is not "x,y" with whole numbers. */
export function parseSquareKey(key: string): Square | null {
  const m = SQUARE_KEY.exec(key)
  if (!m) return null
  return { x: Number(m[1]), y: Number(m[2]) }
}

/** The key of an edge, "x,y,side" (0 = north side of x,y; 1 = its west side). */
export function squareEdgeKey(e: SquareEdge): string {
  return `${e.x},${e.y},${e.side}`
}

/** The edge a key names, or null when it is not "x,y,0" or "x,y,1". */
export function parseSquareEdgeKey(key: string): SquareEdge | null {
  const m = EDGE_KEY.exec(key)
  if (!m) return null
  return { x: Number(m[1]), y: Number(m[2]), side: Number(m[3]) as SquareEdgeSide }
}

/** The square one step from `s` along SQUARE_DIRECTIONS[dir]. */
export function squareNeighbor(s: Square, dir: number): Square {
  const d = SQUARE_DIRECTIONS[((dir % 8) + 8) % 8] as Square
  return { x: s.x + d.x, y: s.y + d.y }
}

/** The direction index (0..7) of the step (dx, dy), or -1 when it is not one step. */
export function squareDirectionIndex(dx: number, dy: number): number {
  for (let i = 0; i < 8; i++) {
    const d = SQUARE_DIRECTIONS[i] as Square
    if (d.x === dx && d.y === dy) return i
  }
  return -1
}

/**
 * The edge on one orthogonal side of a square: `dir` 0 N, 2 E, 4 S, 6 W (the east side of x,y is
 * the west side of x+1,y; its south side the north side of x,y+1).
 */
export function squareSide(s: Square, dir: number): SquareEdge {
  switch (dir) {
    case 0:
      return { x: s.x, y: s.y, side: 0 }
    case 2:
      return { x: s.x + 1, y: s.y, side: 1 }
    case 4:
      return { x: s.x, y: s.y + 1, side: 0 }
    case 6:
      return { x: s.x, y: s.y, side: 1 }
    default:
      throw new RangeError(`squareSide: direction ${dir} is not orthogonal`)
  }
}

/** The two squares an edge separates: [north, south] for side 0, [west, east] for side 1. */
export function edgeSquares(e: SquareEdge): [Square, Square] {
  return e.side === 0
    ? [
        { x: e.x, y: e.y - 1 },
        { x: e.x, y: e.y },
      ]
    : [
        { x: e.x - 1, y: e.y },
        { x: e.x, y: e.y },
      ]
}

/** B.8: the edge between two orthogonal neighbours, or null when they are not. */
export function edgeBetween(a: Square, b: Square): SquareEdge | null {
  const dir = squareDirectionIndex(b.x - a.x, b.y - a.y)
  if (dir < 0 || isDiagonal(dir)) return null
  return squareSide(a, dir)
}

/**
 * ZZ-23 (no corner cutting): the edges meeting at the corner a diagonal step from `a` to `b`
 * passes: the two sides of `a` toward `b` and the two sides of `b` toward `a`. A wall on any of
 * them blocks the step (no squeezing past the end of a wall). Null when a and b are not diagonal
 * neighbours.
 */
export function diagonalEdges(a: Square, b: Square): SquareEdge[] | null {
  const dx = b.x - a.x
  const dy = b.y - a.y
  if (Math.abs(dx) !== 1 || Math.abs(dy) !== 1) return null
  const vA = dy < 0 ? 0 : 4
  const hA = dx > 0 ? 2 : 6
  return [
    squareSide(a, vA),
    squareSide(a, hA),
    squareSide(b, (vA + 4) % 8),
    squareSide(b, (hA + 4) % 8),
  ]
}

/** F-ZZ-5 / ZZ-Q10: how ranges count, orthogonal steps (Manhattan) or king's moves (Chebyshev). */
export type SquareMetric = 'manhattan' | 'chebyshev'

/** F-ZZ-5: ranges in orthogonal steps, |dx| + |dy|. */
export function manhattan(a: Square, b: Square): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y)
}

/** ZZ-Q10 (chebyshev): ranges in king's moves, max(|dx|, |dy|). */
export function chebyshev(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))
}

/**
 * ZZ-23 / F-ZZ-5: the Move an open walk costs on an empty board, an orthogonal step 1 and a
 * diagonal `diagonalStep` (2 by default, so a diagonal is never cheaper than two orthogonal steps).
 */
export function stepDistance(a: Square, b: Square, diagonalStep = 2): number {
  const dx = Math.abs(a.x - b.x)
  const dy = Math.abs(a.y - b.y)
  const diag = Math.min(dx, dy)
  const straight = Math.max(dx, dy) - diag
  // A diagonal costing more than two straight steps is never worth taking.
  return straight + diag * Math.min(diagonalStep, 2)
}

/**
 * F-ZZ-5 / ZZ-27: the distance between two squares by the table's metric (ranges in spaces), or
 * with 'step' the Move of an open walk (`stepDistance` with `diagonalStep`).
 */
export function squareDistance(
  a: Square,
  b: Square,
  metric: SquareMetric | 'step',
  diagonalStep = 2,
): number {
  if (metric === 'manhattan') return manhattan(a, b)
  if (metric === 'chebyshev') return chebyshev(a, b)
  return stepDistance(a, b, diagonalStep)
}
