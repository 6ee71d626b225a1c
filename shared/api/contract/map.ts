/** Maps: create and switch them, show one to the players, paint terrain, walls and backgrounds. */
import { z } from 'zod'
import {
  EdgeKindSchema,
  GRIDLESS_TABLE_MAX_INCHES,
  GRIDLESS_TABLE_MIN_INCHES,
  jsonBoundsRefinement,
  LOOSE_DEPTH_MAX,
  TerrainCellSchema,
} from '../../model'
import { continues, edgeKeys, hexKeys, mapId, type ChannelSpec } from './common'

/** A painted cell may carry keys a newer build knows, bounded like a record's. */
const terrainCell = TerrainCellSchema.superRefine(
  jsonBoundsRefinement({ maxDepth: LOOSE_DEPTH_MAX, maxSize: 64 * 1024 }),
)

/** A gridless table's side: 4" to 240" (20 feet), to the half inch. */
const tableInches = z
  .number()
  .min(GRIDLESS_TABLE_MIN_INCHES, `a table side is at least ${GRIDLESS_TABLE_MIN_INCHES}"`)
  .max(GRIDLESS_TABLE_MAX_INCHES, `a table side is at most ${GRIDLESS_TABLE_MAX_INCHES}"`)
  .multipleOf(0.5, 'a table side is a whole or half number of inches')

export const mapChannels = {
  /**
   * Delete a map with its tokens and fog (one undoable step). The last map, and a map a fight is
   * running on, are refused in words; the players' page waits when it was showing it.
   */
  'map:delete': {
    input: z.object({ mapId: z.string().min(1).max(100) }).strict(),
    roles: ['gm'],
  },
  'map:create': {
    input: z.union([
      z
        .object({
          name: z.string().trim().min(1).max(80),
          /** Pointy- or flat-topped hexes, or a square grid. */
          orientation: z.enum(['pointy', 'flat', 'square']),
          cols: z.number().int().min(1).max(500),
          rows: z.number().int().min(1).max(500),
          activate: z.boolean(),
        })
        .strict(),
      /** A gridless tabletop, its size in inches (to the half inch): 48 x 36 is a 4' x 3' table. */
      z
        .object({
          name: z.string().trim().min(1).max(80),
          kind: z.literal('gridless'),
          widthInches: tableInches,
          heightInches: tableInches,
          activate: z.boolean(),
        })
        .strict(),
    ]),
    roles: ['gm'],
  },
  'map:setActive': { input: z.object({ mapId }).strict(), roles: ['gm'] },
  /** What the players see: a map (null: none). Creating or switching the GM's map never does. */
  'map:showToPlayers': { input: z.object({ mapId: mapId.nullable() }).strict(), roles: ['gm'] },
  'map:paintTerrain': {
    input: z.object({ mapId, hexes: hexKeys, cell: terrainCell.nullable(), continues }).strict(),
    roles: ['gm'],
  },
  'map:setElevation': {
    input: z
      .object({
        mapId,
        hexes: hexKeys,
        elevation: z.number().int().min(-1000).max(1000),
        continues,
      })
      .strict(),
    roles: ['gm'],
  },
  'map:setEdges': {
    input: z
      .object({ mapId, edges: edgeKeys, kind: EdgeKindSchema.nullable(), continues })
      .strict(),
    roles: ['gm'],
  },
  'map:fitBackground': {
    input: z
      .object({
        mapId,
        pixelsPerHex: z.number().min(4).max(4096),
        offsetX: z.number().min(-100000).max(100000),
        offsetY: z.number().min(-100000).max(100000),
      })
      .strict(),
    roles: ['gm'],
  },
  'map:clearBackground': { input: z.object({ mapId }).strict(), roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

export interface MapOutputs {
  'map:delete': { changed: boolean }
  'map:create': { mapId: string }
  'map:setActive': { changed: boolean }
  'map:showToPlayers': { changed: boolean }
  'map:paintTerrain': { changed: boolean }
  'map:setElevation': { changed: boolean }
  'map:setEdges': { changed: boolean }
  'map:fitBackground': { changed: boolean }
  'map:clearBackground': { changed: boolean }
}
