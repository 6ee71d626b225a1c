/**
 * What a dungeon board holds besides terrain, walls and fog (OTHER-SYSTEMS B.8, Zealots of Zaldar's
 * Quest Maps): doors and windows on square edges, containers and loose items on squares, exit
 * points, and the GM's hidden layer (traps, lurking monsters, quest notes). All sparse and bounded:
 * players' devices never send these, but a campaign file can be hostile too.
 *
 * Keys: a square is "x,y" (column, row); an edge "x,y,0" is the north side of square (x,y) and
 * "x,y,1" its west side (the east side of x,y is the west side of x+1,y), as shared/geometry/square.
 */
import { z } from 'zod'

export const SQUARE_KEY = /^-?\d+,-?\d+$/
export const SQUARE_EDGE_KEY = /^-?\d+,-?\d+,[01]$/

const id = z.string().min(1).max(64)
const squareKey = z.string().regex(SQUARE_KEY, 'a square key like "3,7"')
const squareEdgeKey = z.string().regex(SQUARE_EDGE_KEY, 'a square edge key like "3,7,0"')

/** At most this many of each feature on one map, and items in one pile or container. */
export const FEATURES_MAX = 2000
export const ITEMS_PER_PLACE_MAX = 50

/** A thing that can be picked up, looted or stored (Pick Up / Drop, Loot, Inventory). */
export const MapItemSchema = z.looseObject({
  id,
  name: z.string().min(1).max(80),
  /** How many (arrows, coins); absent: one. */
  count: z.number().int().min(1).max(99999).optional(),
  /** What the GM knows of it (a cursed blade); never projected. */
  notes: z.string().max(2000).optional(),
})
export type MapItem = z.infer<typeof MapItemSchema>

const itemList = z
  .array(MapItemSchema)
  .max(ITEMS_PER_PLACE_MAX, `at most ${ITEMS_PER_PLACE_MAX} items in one place`)

export const DOOR_KINDS = ['door', 'window', 'portcullis', 'secret'] as const
export const DoorSchema = z.looseObject({
  kind: z.enum(DOOR_KINDS),
  open: z.boolean(),
  /** A locked door cannot be opened with Open/Close (ZZ-15); the players never see this flag. */
  locked: z.boolean(),
  name: z.string().max(80).optional(),
})
export type Door = z.infer<typeof DoorSchema>

export const CONTAINER_KINDS = ['chest', 'drawer', 'cupboard', 'barrel', 'sack', 'other'] as const
export const ContainerSchema = z.looseObject({
  id,
  /** The square it stands on. */
  at: squareKey,
  name: z.string().min(1).max(80),
  kind: z.enum(CONTAINER_KINDS),
  open: z.boolean(),
  locked: z.boolean(),
  items: itemList,
  /** Only the GM sees it until revealed (a hidden cache). */
  gmOnly: z.boolean().optional(),
})
export type Container = z.infer<typeof ContainerSchema>

export const EXIT_KINDS = ['stairs', 'path', 'door', 'portal', 'other'] as const
export const ExitSchema = z.looseObject({
  name: z.string().min(1).max(80),
  kind: z.enum(EXIT_KINDS),
})
export type MapExit = z.infer<typeof ExitSchema>

export const HIDDEN_KINDS = ['trap', 'monster', 'note'] as const
/** One entry of the GM's hidden layer: never projected, whatever the fog says. */
export const HiddenEntrySchema = z.looseObject({
  id,
  kind: z.enum(HIDDEN_KINDS),
  text: z.string().max(2000),
  /** A trap that has gone off, for the GM's record. */
  sprung: z.boolean().optional(),
})
export type HiddenEntry = z.infer<typeof HiddenEntrySchema>

function bounded<T extends z.ZodType>(schema: T, what: string) {
  return schema.refine((r) => Object.keys(r as object).length <= FEATURES_MAX, {
    message: `at most ${FEATURES_MAX} ${what} on one map`,
  })
}

/** The feature layers of a square board; every one optional (a bare map has none). */
export const SquareFeatureFields = {
  doors: bounded(z.record(squareEdgeKey, DoorSchema), 'doors').optional(),
  containers: bounded(z.record(id, ContainerSchema), 'containers').optional(),
  /** Items lying on squares, by square. */
  items: bounded(z.record(squareKey, itemList), 'item piles').optional(),
  exits: bounded(z.record(squareKey, ExitSchema), 'exits').optional(),
  /** The GM's hidden layer by square: traps, monsters, quest notes. */
  hidden: bounded(
    z.record(
      squareKey,
      z.array(HiddenEntrySchema).max(20, 'at most 20 hidden entries on a square'),
    ),
    'hidden squares',
  ).optional(),
}
