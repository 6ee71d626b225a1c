/**
 * What a cell of any board can be painted with and what can stand on its edges, by code as the
 * grids store them: the same list on hex, square and gridless boards, so the campaign schema, the
 * painters and every ruleset read one vocabulary.
 */

/**
 * The terrain kinds a cell can be painted with, by code as stored in a grid's `terrain` (0 =
 * normal). The one list: the campaign schema's terrain enum is built from it, and a ruleset says
 * what each kind costs to enter.
 */
export const TERRAIN_CODES = [
  'normal',
  'difficult',
  'dangerous',
  'water',
  'climb',
  'dig',
  'impassable',
] as const

export type TerrainKind = (typeof TERRAIN_CODES)[number]

/** What can stand on a cell's edge: a wall blocks movement and sight, Cover blocks neither. */
export const EDGE_KINDS = ['wall', 'cover'] as const

export type EdgeKind = (typeof EDGE_KINDS)[number]

/**
 * One painted cell as a grid reads it (the model's terrain cell has these fields). `D` is what a
 * Dangerous cell carries (a save, for the ruleset to read); the grid only keeps it by index.
 */
export interface GridTerrainCell<D = unknown> {
  readonly kind: TerrainKind
  readonly elevation?: number
  readonly dangerous?: D
}

/**
 * A cell of any board, where a token stands or a path passes: a hex in axial coordinates, a
 * square by column and row, or a gridless lattice point (half inches). A `Hex` is one.
 */
export interface Cell {
  readonly q: number
  readonly r: number
}
