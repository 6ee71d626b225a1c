/**
 * A square board's dungeon features (OTHER-SYSTEMS B.8): doors and windows on edges, containers and
 * item piles and exits on squares, and the GM's hidden layer. GM only; each edit is one undoable
 * command. Keys are checked here, their place on the map by the command.
 */
import { z } from 'zod'
import {
  CONTAINER_KINDS,
  DOOR_KINDS,
  EXIT_KINDS,
  HIDDEN_KINDS,
  ITEMS_PER_PLACE_MAX,
  SQUARE_EDGE_KEY,
  SQUARE_KEY,
} from '../../model'
import { mapId, type ChannelSpec } from './common'

const square = z.string().max(24).regex(SQUARE_KEY, 'written like "3,7"')
const edge = z.string().max(26).regex(SQUARE_EDGE_KEY, 'a side of a square like "3,7,0"')
const featureId = z.string().min(1).max(64)
const name = z.string().trim().min(1, 'give it a name').max(80, 'a name is at most 80 characters')
const text = z.string().max(2000, 'a text is at most 2000 characters')

/** An item as the GM edits it; one without an id gets a new one. */
export const ItemInput = z
  .object({
    id: featureId.optional(),
    name,
    count: z.number().int().min(1).max(99999).optional(),
    notes: text.optional(),
  })
  .strict()
const items = z
  .array(ItemInput)
  .max(ITEMS_PER_PLACE_MAX, `at most ${ITEMS_PER_PLACE_MAX} items in one place`)

export const DoorInput = z
  .object({
    kind: z.enum(DOOR_KINDS, { error: 'a door, a window, a portcullis or a secret door' }),
    open: z.boolean(),
    locked: z.boolean(),
    name: z.string().trim().max(80, 'a name is at most 80 characters').optional(),
  })
  .strict()

export const ContainerInput = z
  .object({
    /** Absent: a new container. */
    id: featureId.optional(),
    /** The square it stands on. */
    square,
    name,
    kind: z.enum(CONTAINER_KINDS),
    open: z.boolean(),
    locked: z.boolean(),
    gmOnly: z.boolean().optional(),
    items,
  })
  .strict()

export const HiddenInput = z
  .object({
    id: featureId.optional(),
    kind: z.enum(HIDDEN_KINDS, { error: 'a trap, a monster or a note' }),
    text,
    sprung: z.boolean().optional(),
  })
  .strict()

export const featureChannels = {
  /** Put a door (or window, portcullis, secret door) on a square's edge; null removes it. */
  'map:setDoor': {
    input: z.object({ mapId, edge, door: DoorInput.nullable() }).strict(),
    roles: ['gm'],
  },
  /** Open or close a door, lock or unlock it. */
  'map:setDoorState': {
    input: z
      .object({ mapId, edge, open: z.boolean().optional(), locked: z.boolean().optional() })
      .strict()
      .refine((v) => v.open !== undefined || v.locked !== undefined, {
        error: 'say whether to open, close, lock or unlock the door',
      }),
    roles: ['gm'],
  },
  /** Create a container (no id) or change one: its square, name, kind, state and contents. */
  'map:setContainer': {
    input: z.object({ mapId, container: ContainerInput }).strict(),
    roles: ['gm'],
  },
  'map:removeContainer': {
    input: z.object({ mapId, containerId: featureId }).strict(),
    roles: ['gm'],
  },
  /** The items lying on a square, the whole pile (empty: none): putting and taking alike. */
  'map:setItems': {
    input: z.object({ mapId, square, items }).strict(),
    roles: ['gm'],
  },
  /** An exit point on a square (stairs, a path off the map); null removes it. */
  'map:setExit': {
    input: z
      .object({
        mapId,
        square,
        exit: z
          .object({ name, kind: z.enum(EXIT_KINDS) })
          .strict()
          .nullable(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** The GM's hidden layer on a square, the whole list (empty: none): traps, monsters, notes. */
  'map:setHidden': {
    input: z
      .object({
        mapId,
        square,
        hiddenEntries: z.array(HiddenInput).max(20, 'at most 20 hidden entries on a square'),
      })
      .strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

export interface FeatureOutputs {
  'map:setDoor': { changed: boolean }
  'map:setDoorState': { changed: boolean }
  'map:setContainer': { changed: boolean; containerId: string }
  'map:removeContainer': { changed: boolean }
  'map:setItems': { changed: boolean }
  'map:setExit': { changed: boolean }
  'map:setHidden': { changed: boolean }
}
