/**
 * Axial hex coordinates (Red Blob Games' axial system): q grows east, r grows south-east on
 * pointy-top maps. Pure math shared by the map renderer, the rules and the tests.
 */
export interface Hex {
  readonly q: number
  readonly r: number
}

export type HexOrientation = 'pointy' | 'flat'

export interface Point {
  readonly x: number
  readonly y: number
}

const SQRT3 = Math.sqrt(3)

/** The six axial directions, in clockwise order starting east (pointy) / south-east (flat). */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
]

/** A stable string key for maps and sets. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r }
}

/** Steps between two hexes (cube distance). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q
  const dr = a.r - b.r
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
}

export function hexNeighbors(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hexAdd(h, d))
}

/** Centre of a hex in pixels, for hexes of circumradius `size`. */
export function hexToPixel(h: Hex, size: number, orientation: HexOrientation): Point {
  if (orientation === 'pointy') {
    return { x: size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), y: size * 1.5 * h.r }
  }
  return { x: size * 1.5 * h.q, y: size * ((SQRT3 / 2) * h.q + SQRT3 * h.r) }
}

/** Round fractional axial coordinates to the nearest hex (via cube rounding). */
export function hexRound(q: number, r: number): Hex {
  const s = -q - r
  let rq = Math.round(q)
  let rr = Math.round(r)
  const rs = Math.round(s)
  const dq = Math.abs(rq - q)
  const dr = Math.abs(rr - r)
  const ds = Math.abs(rs - s)
  if (dq > dr && dq > ds) rq = -rr - rs
  else if (dr > ds) rr = -rq - rs
  // `+ 0` turns -0 into 0 so keys and equality stay canonical.
  return { q: rq + 0, r: rr + 0 }
}

/** The hex containing a pixel. */
export function pixelToHex(p: Point, size: number, orientation: HexOrientation): Hex {
  if (orientation === 'pointy') {
    const q = ((SQRT3 / 3) * p.x - p.y / 3) / size
    const r = ((2 / 3) * p.y) / size
    return hexRound(q, r)
  }
  const q = ((2 / 3) * p.x) / size
  const r = (-p.x / 3 + (SQRT3 / 3) * p.y) / size
  return hexRound(q, r)
}

/**
 * Offset (col,row) of a rectangular map to axial. Maps are stored as `cols x rows` rectangles
 * in "odd-r" (pointy) or "odd-q" (flat) layout so they look rectangular on screen.
 */
export function offsetToHex(col: number, row: number, orientation: HexOrientation): Hex {
  if (orientation === 'pointy') return { q: col - (row - (row & 1)) / 2, r: row }
  return { q: col, r: row - (col - (col & 1)) / 2 }
}

export function hexToOffset(h: Hex, orientation: HexOrientation): { col: number; row: number } {
  if (orientation === 'pointy') return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r }
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 }
}

/** Whether a hex lies on a `cols x rows` rectangular map. */
export function hexInRect(
  h: Hex,
  cols: number,
  rows: number,
  orientation: HexOrientation,
): boolean {
  const { col, row } = hexToOffset(h, orientation)
  return col >= 0 && col < cols && row >= 0 && row < rows
}
