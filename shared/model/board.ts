/**
 * What the core asks of any board whatever its kind (hex or square): is a cell on it, what a
 * cell is called in a message, where its middle is. A cell is `{ q, r }`: axial on a hex board,
 * column and row on a square board (a token's `hex` field holds it either way).
 */
import { hexInRect, offsetToHex, type Hex } from '../geometry/hex'
import type { GridlessMapDef, HexMapDef, MapDef, SquareMapDef } from './campaign'

export function isGridlessMap(map: MapDef): map is GridlessMapDef {
  return map.kind === 'gridless'
}

/**
 * Whether the map's cells are a square lattice (a square board's squares, a gridless board's
 * half-inch points): the layout code reads `{ q, r }` as column and row on both.
 */
export function isLatticeMap(map: MapDef): map is SquareMapDef | GridlessMapDef {
  return map.kind !== 'hex'
}

/** Whether `cell` lies on the map. */
export function cellOnMap(map: MapDef, cell: Hex): boolean {
  if (map.kind !== 'hex') {
    return (
      Number.isInteger(cell.q) &&
      Number.isInteger(cell.r) &&
      cell.q >= 0 &&
      cell.r >= 0 &&
      cell.q < map.cols &&
      cell.r < map.rows
    )
  }
  return hexInRect(cell, map.cols, map.rows, map.orientation)
}

/**
 * Whether `key` is an edge of a square board ("x,y,0" the north side of x,y, "x,y,1" its west
 * side) with a square of the map on either side of it.
 */
export function squareEdgeOnMap(map: SquareMapDef, key: string): boolean {
  const m = /^(-?\d+),(-?\d+),([01])$/.exec(key)
  if (!m) return false
  const q = Number(m[1])
  const r = Number(m[2])
  const other = m[3] === '0' ? { q, r: r - 1 } : { q: q - 1, r }
  return cellOnMap(map, { q, r }) || cellOnMap(map, other)
}

/** Metres a cell spans: a hex or square board's `metresPerHex`; a gridless board's half inch. */
export function metresPerCell(map: MapDef): number {
  return map.kind === 'gridless' ? map.cellInches * 0.0254 : map.metresPerHex
}

/** "hex", "square" or "spot", for messages ("square 3,4 is outside the map"). */
export function cellWord(map: MapDef): 'hex' | 'square' | 'spot' {
  return map.kind === 'hex' ? 'hex' : map.kind === 'square' ? 'square' : 'spot'
}

/**
 * Where a cell is, in a GM's words: "hex 3,4" and "square 3,4" as messages name them, and a
 * gridless spot by its inches from the table's top-left corner ("12½\", 4\"").
 */
export function cellPlace(map: MapDef, cell: Hex): string {
  if (map.kind !== 'gridless') return `${cellWord(map)} ${cell.q},${cell.r}`
  const inches = (n: number) => {
    const halves = Math.round(n * map.cellInches * 2)
    const whole = Math.floor(halves / 2)
    return `${whole > 0 || halves % 2 === 0 ? whole : ''}${halves % 2 ? '½' : ''}"`
  }
  return `${inches(cell.q)}, ${inches(cell.r)}`
}

/** The cell in the middle of the map (where a token lands when the GM names no place). */
export function mapMiddleCell(map: MapDef): Hex {
  const col = Math.floor(map.cols / 2)
  const row = Math.floor(map.rows / 2)
  return map.kind !== 'hex' ? { q: col, r: row } : offsetToHex(col, row, map.orientation)
}

/**
 * The map as a hex board, or an error naming what does not work on a square one yet, for the
 * features that only hex boards have (footprints of Large beings, hex templates...).
 */
export function hexMapOrThrow(map: MapDef, what: string): HexMapDef {
  if (map.kind !== 'hex') {
    throw new Error(`${what} works on hex maps only; "${map.name}" is ${map.kind}`)
  }
  return map
}

/**
 * The free square nearest `near` (rings of growing Chebyshev distance, row by row within a ring)
 * for a new figure on a square board: on the map, not impassable, and not where another token
 * stands. Null when the board is full.
 */
export function dropSquareNear(
  map: SquareMapDef | GridlessMapDef,
  tokens: readonly { hex: Hex }[],
  near: Hex,
): Hex | null {
  const taken = new Set(tokens.map((t) => `${t.hex.q},${t.hex.r}`))
  const free = (q: number, r: number) =>
    cellOnMap(map, { q, r }) &&
    !taken.has(`${q},${r}`) &&
    map.terrain?.[`${q},${r}`]?.kind !== 'impassable'
  const reach = Math.max(map.cols, map.rows)
  for (let d = 0; d <= reach; d++) {
    for (let r = near.r - d; r <= near.r + d; r++) {
      for (let q = near.q - d; q <= near.q + d; q++) {
        if (Math.max(Math.abs(q - near.q), Math.abs(r - near.r)) !== d) continue
        if (free(q, r)) return { q, r }
      }
    }
  }
  return null
}
