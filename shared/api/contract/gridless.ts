/**
 * A gridless board's own edits (BrikWars, OTHER-SYSTEMS C.7): obstacles and terrain areas as
 * polygons in inches, and a unit's base. GM only; each edit is one undoable command. The shapes are
 * checked here (numbers, corner counts); their place on the board by the command.
 */
import { z } from 'zod'
import { AREA_KINDS, BaseSchema, OBSTACLE_KINDS, POLYGON_POINTS_MAX } from '../../model'
import { mapId, tokenId, type ChannelSpec } from './common'

const shapeId = z.string().min(1).max(64)
const name = z.string().trim().min(1, 'give it a name').max(80, 'a name is at most 80 characters')
const inches = z.number().min(-1000).max(1000)
/** Corners in inches from the board's top-left corner, in order round the shape. */
const corners = z
  .array(z.object({ x: inches, y: inches }).strict())
  .min(3, 'a shape needs at least 3 corners')
  .max(POLYGON_POINTS_MAX, `a shape has at most ${POLYGON_POINTS_MAX} corners`)

/** Brix a piece of terrain may stand (about 100" tall: more than any table needs). */
export const OBSTACLE_HEIGHT_MAX_BRIX = 300

/** An obstacle as the GM draws it; without an id it is a new one. */
export const ObstacleInput = z
  .object({
    id: shapeId.optional(),
    name,
    kind: z.enum(OBSTACLE_KINDS),
    points: corners,
    heightBrix: z
      .number()
      .min(0, 'a height is 0 brix or more')
      .max(OBSTACLE_HEIGHT_MAX_BRIX, `a height is at most ${OBSTACLE_HEIGHT_MAX_BRIX} brix`),
  })
  .strict()

/** A terrain area as the GM draws it; a slope needs its steepness and the way it runs down. */
export const AreaInput = z
  .object({
    id: shapeId.optional(),
    name,
    kind: z.enum(AREA_KINDS),
    points: corners,
    slopeDegrees: z.union([z.literal(20), z.literal(45)]).optional(),
    downhill: z.number().min(0).max(360).optional(),
  })
  .strict()
  .refine((a) => a.kind !== 'slope' || a.slopeDegrees !== undefined, {
    error: 'a slope is 20° or 45°: say which',
    path: ['slopeDegrees'],
  })

export const gridlessChannels = {
  /** Draw an obstacle (no id) or change one: its name, kind, corners and height. */
  'map:setObstacle': {
    input: z.object({ mapId, obstacle: ObstacleInput }).strict(),
    roles: ['gm'],
  },
  'map:removeObstacle': { input: z.object({ mapId, id: shapeId }).strict(), roles: ['gm'] },
  /** Draw a terrain area (no id) or change one: road, liquid, slope or ladder. */
  'map:setArea': { input: z.object({ mapId, area: AreaInput }).strict(), roles: ['gm'] },
  'map:removeArea': { input: z.object({ mapId, id: shapeId }).strict(), roles: ['gm'] },
  /** A unit's base on a gridless board: round (diameter) or rectangular (width × depth, turned). */
  'token:setBase': { input: z.object({ tokenId, base: BaseSchema }).strict(), roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

export interface GridlessOutputs {
  'map:setObstacle': { changed: boolean; id: string }
  'map:removeObstacle': { changed: boolean }
  'map:setArea': { changed: boolean; id: string }
  'map:removeArea': { changed: boolean }
  'token:setBase': { changed: boolean }
}
