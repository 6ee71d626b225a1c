/**
 * What a battlemap holds besides its size: terrain and elevation per hex, walls and Cover on hex
 * edges, and fog. All sparse: a hex with no entry is normal ground at elevation 0.
 */
import { z } from 'zod'
import { EDGE_KINDS, TERRAIN_CODES } from '../geometry/cells'

export const HEX_KEY = /^-?\d+,-?\d+$/
export const EDGE_KEY = /^-?\d+,-?\d+,[012]$/

/** The terrain kinds are the geometry's (its grid stores them by code). */
export const TerrainKindSchema = z.enum(TERRAIN_CODES)
export type TerrainKind = z.infer<typeof TerrainKindSchema>

/**
 * The save a Dangerous hex asks for: an id among the campaign's ruleset's `saves`. The model only
 * bounds it; the ruleset's list is checked on load (shared/rules/payloads.ts) and when painting.
 */
export const SaveIdSchema = z.string().min(1).max(40)

export const TerrainCellSchema = z.looseObject({
  kind: TerrainKindSchema,
  /** Metres above the map's ground level (Height Advantage from 1 m up). */
  elevation: z.number().int().min(-1000).max(1000).optional(),
  /** Dangerous terrain: the save on entering or starting a turn in it, and the damage type. */
  dangerous: z
    .looseObject({
      stat: SaveIdSchema,
      dc: z.number().int().min(1).max(30),
      damageType: z.string().max(40),
    })
    .optional(),
})
export type TerrainCell = z.infer<typeof TerrainCellSchema>

export const EdgeKindSchema = z.enum(EDGE_KINDS)
export type EdgeKind = z.infer<typeof EdgeKindSchema>

const hexKey = z.string().regex(HEX_KEY, 'a hex key like "3,-2"')
const edgeKeyString = z.string().regex(EDGE_KEY, 'an edge key like "3,-2,1"')

export const FogSchema = z.looseObject({
  /** Players see only revealed hexes; the GM sees the rest dimmed. */
  enabled: z.boolean(),
  /** What the players see now. */
  revealed: z.record(hexKey, z.literal(1)),
  /** The GM's prepared edits, pushed to `revealed` in one action. Absent: edits apply at once. */
  draft: z.record(hexKey, z.literal(1)).optional(),
})
export type Fog = z.infer<typeof FogSchema>

export const MapLayerFields = {
  terrain: z.record(hexKey, TerrainCellSchema).optional(),
  edges: z.record(edgeKeyString, EdgeKindSchema).optional(),
  fog: FogSchema.optional(),
}
