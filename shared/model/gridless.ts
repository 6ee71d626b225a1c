/**
 * What a gridless board holds (OTHER-SYSTEMS C.7, BrikWars): a tabletop measured in inches, with
 * positions on a fine lattice of half-inch cells (a token's `hex` is `{ q, r }` in half-inches from
 * the board's top-left corner, y growing south), obstacles as polygons with heights in brix, and
 * terrain areas (roads, liquid, slopes, ladders) as polygons. Units stand on bases measured in
 * inches. All bounded: a campaign file can be hostile.
 */
import { z } from 'zod'

/** Inches per lattice cell: positions are kept and shown to the nearest half inch (C.7). */
export const GRIDLESS_CELL_INCHES = 0.5

/** A gridless table's sides, in inches (the lattice then has twice as many cells a side). */
export const GRIDLESS_TABLE_MIN_INCHES = 4
export const GRIDLESS_TABLE_MAX_INCHES = 240

/** At most this many obstacles and areas on one board, and corners on one polygon. */
export const GRIDLESS_SHAPES_MAX = 500
export const POLYGON_POINTS_MAX = 64

const id = z.string().min(1).max(64)
const inches = z.number().min(-10000).max(10000)

/** A point on the board in inches from its top-left corner. */
export const InchPointSchema = z.object({ x: inches, y: inches })
export type InchPoint = z.infer<typeof InchPointSchema>

const polygon = z
  .array(InchPointSchema)
  .min(3, 'a shape needs at least 3 corners')
  .max(POLYGON_POINTS_MAX, `a shape has at most ${POLYGON_POINTS_MAX} corners`)

/** A unit's base: round (its diameter) or rectangular (width along x before turning by `angle`). */
export const BaseSchema = z.discriminatedUnion('shape', [
  z.object({ shape: z.literal('round'), diameter: z.number().min(0.25).max(48) }),
  z.object({
    shape: z.literal('rect'),
    width: z.number().min(0.25).max(48),
    depth: z.number().min(0.25).max(48),
    /** Degrees clockwise; 0: the width runs along x. */
    angle: z.number().min(-360).max(360),
  }),
])
export type Base = z.infer<typeof BaseSchema>

export const OBSTACLE_KINDS = [
  'wall',
  'building',
  'hedge',
  'rock',
  'rubble',
  'tree',
  'other',
] as const
/** Something standing on the table that blocks sight and movement up to its height. */
export const ObstacleSchema = z.looseObject({
  id,
  name: z.string().min(1).max(80),
  kind: z.enum(OBSTACLE_KINDS),
  points: polygon,
  /** Height in brix (about a third of an inch each, F-BW-5). */
  heightBrix: z.number().min(0).max(300),
})
export type Obstacle = z.infer<typeof ObstacleSchema>

export const AREA_KINDS = ['road', 'liquid', 'slope', 'ladder'] as const
/** Ground that changes movement: a paved road, liquid, a slope, a rope or ladder. */
export const AreaSchema = z.looseObject({
  id,
  name: z.string().min(1).max(80),
  kind: z.enum(AREA_KINDS),
  points: polygon,
  /** A slope's steepness: 20 or 45 degrees (BW-07/08, BW-Q25). */
  slopeDegrees: z.union([z.literal(20), z.literal(45)]).optional(),
  /** The way a slope runs downhill, degrees clockwise from north (0 north, 90 east). */
  downhill: z.number().min(0).max(360).optional(),
})
export type Area = z.infer<typeof AreaSchema>

const bounded = <T extends z.ZodType>(item: T, what: string) =>
  z.record(id, item).refine((r) => Object.keys(r).length <= GRIDLESS_SHAPES_MAX, {
    message: `at most ${GRIDLESS_SHAPES_MAX} ${what} on one board`,
  })

/** The gridless board's own layers, spread into its map schema. */
export const GridlessFeatureFields = {
  obstacles: bounded(ObstacleSchema, 'obstacles').optional(),
  areas: bounded(AreaSchema, 'terrain areas').optional(),
}
