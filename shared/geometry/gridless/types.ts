/**
 * Plain data for the gridless board (OTHER-SYSTEMS.md C.7): points and lengths in inches, x to
 * the east, y to the south (the board's top-left corner is 0, 0), heights in brix.
 */

/** A point on the table, in inches. */
export interface Pt {
  x: number
  y: number
}

/**
 * A unit's base: round (a diameter) or rectangular (width × depth), in inches. `angle` turns a
 * rectangle clockwise on the board, in degrees; at 0 its width lies along x.
 */
export type Base =
  | { shape: 'round'; diameter: number }
  | { shape: 'rect'; width: number; depth: number; angle: number }

/** A base standing on the table: `at` is its centre. */
export interface Placed {
  at: Pt
  base: Base
}

/** A piece of terrain that blocks: a closed polygon (the last point joins the first), its height in brix. */
export interface Obstacle {
  id: string
  points: Pt[]
  heightBrix: number
}

/** An area of terrain (road, liquid, slope): a closed polygon with an id. */
export interface Area {
  id: string
  points: Pt[]
}
