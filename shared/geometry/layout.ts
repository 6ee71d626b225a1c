/**
 * Cell layouts across board kinds: a hex board's cells are pointy- or flat-topped hexes in axial
 * coordinates, a square board's are squares by (column, row). A cell is `{ q, r }` either way
 * (on squares q is the column, r the row, y growing south), so code that places, pans or draws
 * by cell switches on the layout here and nowhere else.
 */
import {
  hexInRect,
  hexToOffset,
  hexToPixel,
  offsetToHex,
  pixelToHex,
  type Hex,
  type HexOrientation,
  type Point,
} from './hex/hex'

export type CellLayout = HexOrientation | 'square'

/** The cell at (col, row) of a board's rectangle. */
export function cellAtOffset(col: number, row: number, layout: CellLayout): Hex {
  return layout === 'square' ? { q: col, r: row } : offsetToHex(col, row, layout)
}

/** The (col, row) of a cell in its board's rectangle. */
export function cellToOffset(cell: Hex, layout: CellLayout): { col: number; row: number } {
  return layout === 'square' ? { col: cell.q, row: cell.r } : hexToOffset(cell, layout)
}

/** Whether a cell lies on a cols x rows board. */
export function cellInRect(cell: Hex, cols: number, rows: number, layout: CellLayout): boolean {
  if (layout !== 'square') return hexInRect(cell, cols, rows, layout)
  return cell.q >= 0 && cell.r >= 0 && cell.q < cols && cell.r < rows
}

/**
 * A cell's centre in map units. `size` is a hex's circumradius, or a square's side; cell 0,0 is
 * centred on the origin on every layout.
 */
export function cellCentre(cell: Hex, size: number, layout: CellLayout): Point {
  return layout === 'square'
    ? { x: cell.q * size, y: cell.r * size }
    : hexToPixel(cell, size, layout)
}

/** The cell under a point in map units (`size` as for cellCentre). */
export function cellAtPoint(p: Point, size: number, layout: CellLayout): Hex {
  if (layout !== 'square') return pixelToHex(p, size, layout)
  return { q: Math.round(p.x / size), r: Math.round(p.y / size) }
}
