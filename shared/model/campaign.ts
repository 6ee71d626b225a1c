/**
 * The campaign schema (zod). Objects are "loose": keys this version does not know are kept on
 * load and written back, so a file touched by a newer build loses nothing.
 */
import { z } from 'zod'
import { CombatSchema } from './combat'
import { CurtainSchema } from './curtain'
import { ClockSchema, RestLogSchema, RestPlanSchema } from './rest'
import { TableDisplaySchema } from './table-display'
import { MapLayerFields } from './map-layers'
import { BaseSchema, GridlessFeatureFields } from './gridless'
import { SquareFeatureFields } from './map-features'
import { TokenKindSchema, TokenSizeSchema } from './enums'
import {
  CAMPAIGN_DEPTH_MAX,
  jsonBoundsRefinement,
  jsonValueBoundsIssue,
  LOOSE_DEPTH_MAX,
  RECORD_SIZE_MAX,
} from './json-bounds'

export const CURRENT_SCHEMA_VERSION = 5

/** A token's own state, as JSON text: a few numbers and a list of conditions in every ruleset. */
export const INSTANCE_SIZE_MAX = 64 * 1024

const id = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the id "__proto__" is reserved')

const SHA256_HEX = /^[0-9a-f]{64}$/
const assetKey = z.string().regex(SHA256_HEX, 'an asset is keyed by its sha256 hex digest')
/**
 * Which ruleset a campaign plays (the registry's id): short, lower case, so it reads in a title
 * bar and cannot be mistaken for a path.
 */
export const RulesetIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a ruleset id is lower-case letters, digits and dashes')

const always = { when: () => true }

const optionKey = z
  .string()
  .max(100)
  .refine((s) => s !== '__proto__', 'the option name "__proto__" is reserved')

export const HexSchema = z.object({ q: z.number().int(), r: z.number().int() })

/**
 * A token's state in play as the core sees it: any JSON object within bounds. The ruleset's own
 * schema says what goes in it.
 */
export const InstanceSchema = z
  .looseObject({}, { error: "a token's instance must be an object" })
  .superRefine(
    jsonBoundsRefinement({ maxDepth: LOOSE_DEPTH_MAX, maxSize: INSTANCE_SIZE_MAX }),
    always,
  )

/**
 * A library record (an NPC or a PC sheet) as the core sees it: an id and a name the library
 * lists, the rest is the ruleset's sheet, checked by its `sheet.schema`.
 */
const sheetRecordFields = {
  id,
  name: z.string().min(1).max(80),
  /** What the players call its figures unless a token says otherwise; empty: no name. */
  playersName: z.string().max(80).optional(),
  /** The ruleset's `sheet.version` it was written in; absent: 1 (before sheets said). */
  sheetVersion: z
    .number({ error: 'a sheet version must be a whole number from 1' })
    .int({ error: 'a sheet version must be a whole number from 1' })
    .min(1, { error: 'a sheet version must be a whole number from 1' })
    .optional(),
}
const SHEET_BOUNDS = { maxDepth: LOOSE_DEPTH_MAX, maxSize: RECORD_SIZE_MAX }

export const SheetRecordSchema = z
  .looseObject(sheetRecordFields, { error: 'a library record must be an object' })
  .superRefine(jsonBoundsRefinement(SHEET_BOUNDS), always)

export { TokenKindSchema, TokenSizeSchema }

export const TokenSchema = z.looseObject({
  id,
  mapId: id,
  name: z.string().min(1).max(80),
  /**
   * What the players call this figure: absent, its sheet's `playersName` or else its name; empty,
   * no name at all (they read "Figure").
   */
  playersName: z.string().max(80).optional(),
  kind: TokenKindSchema,
  hex: z.looseObject(HexSchema.shape),
  size: TokenSizeSchema,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #aabbcc'),
  /** GM-only tokens never reach the players' views. */
  gmOnly: z.boolean(),
  /** GM notes on this token; never projected. */
  notes: z.string().max(20000).optional(),
  /** Metres per Move Action; 6 when not set (Movement & Terrain). */
  speed: z.number().int().min(0).max(100).optional(),
  /** The library NPC or PC this token is an instance of. */
  npcId: id.optional(),
  pcId: id.optional(),
  /**
   * This instance's own state (HP, conditions...); the library entry stays unchanged. Its shape is
   * the campaign's ruleset's (`instance.schema` checks it, shared/rules/payloads.ts).
   */
  instance: InstanceSchema.optional(),
  /**
   * The conditions on this token that last until a rest (its next rest ends them), kept here so
   * they outlive the fight that timed them.
   */
  untilRest: z.array(z.string().min(1).max(100)).max(50).optional(),
  /** Rotation of a Large or Giant footprint, in sixths of a turn (BLUEBOX-RULES R22, R23). */
  facing: z.number().int().min(0).max(5).optional(),
  /**
   * On a square board, the way the figure faces: 0 north, then clockwise in eighths (2 east, 4
   * south, 6 west); absent: north. A back arc is read from it (Zealots of Zaldar's Back Attack).
   */
  heading: z.number().int().min(0).max(7).optional(),
  /** How the figure lies on the board: absent or 'upright', 'back' (Tripped, Down), 'face-down'. */
  orientation: z.enum(['upright', 'back', 'face-down']).optional(),
  /** On a gridless board, the figure's base in inches (absent: a round 1" base). */
  base: BaseSchema.optional(),
})

/** An image stored in the campaign's assets/ folder under its content hash. */
export const AssetSchema = z.looseObject({
  /** sha256 of the bytes, hex; the file is assets/<id>.<ext>. */
  id: z.string().regex(SHA256_HEX, 'a sha256 hex digest'),
  type: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  bytes: z.number().int().positive(),
  /** The file name it was imported from, for the GM's benefit. */
  name: z.string().max(255),
  /** Pixel size, read from the image header at import. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
})

/** A hex board (the only kind so far; square and gridless come with their rulesets). */
export const HexMapSchema = z.looseObject({
  kind: z.literal('hex'),
  id,
  name: z.string().min(1).max(80),
  orientation: z.enum(['pointy', 'flat']),
  cols: z.number().int().min(1).max(500),
  rows: z.number().int().min(1).max(500),
  /** Metres per hex (Blue Box plays on 1 m hexes). */
  metresPerHex: z.number().positive(),
  /** A background image from `assets`, scaled so `pixelsPerHex` image pixels span one hex. */
  background: z
    .looseObject({
      assetId: z.string().min(1),
      pixelsPerHex: z.number().positive().optional(),
      offsetX: z.number().optional(),
      offsetY: z.number().optional(),
    })
    .optional(),
  ...MapLayerFields,
})

/**
 * A square board (Zealots of Zaldar's Quest Maps): cells are "x,y" (column, row; y grows south), a
 * token's `hex` field holds its square as { q: x, r: y }, terrain and fog are keyed by square and
 * walls by square edge ("x,y,0" north side, "x,y,1" west side). Doors, containers, items, exits
 * and the GM's hidden layer are its feature layers (./map-features). The names `metresPerHex` and
 * `pixelsPerHex` are the hex board's, kept so the ruler, the background fit and the players'
 * background read one field on every board: on a square board they mean per square.
 */
export const SquareMapSchema = z.looseObject({
  kind: z.literal('square'),
  id,
  name: z.string().min(1).max(80),
  /**
   * Always 'square': with the hex board's 'pointy' and 'flat' it names the cell layout, so the
   * renderer, the camera and the players' background switch on one field (shared/geometry/layout).
   */
  orientation: z.literal('square'),
  cols: z.number().int().min(1).max(500),
  rows: z.number().int().min(1).max(500),
  /** Metres per square, for the ruler; a ruleset that counts spaces reads squares. */
  metresPerHex: z.number().positive(),
  /** A background image from `assets`, scaled so `pixelsPerHex` image pixels span one square. */
  background: z
    .looseObject({
      assetId: z.string().min(1),
      pixelsPerHex: z.number().positive().optional(),
      offsetX: z.number().optional(),
      offsetY: z.number().optional(),
    })
    .optional(),
  ...MapLayerFields,
  ...SquareFeatureFields,
})

/**
 * A gridless tabletop measured in inches (BrikWars, OTHER-SYSTEMS C.7). Positions sit on a
 * lattice of half-inch cells (./gridless): `cols` x `rows` half-inches, a token's `hex` its
 * lattice point `{ q, r }` (x = q/2", y = r/2"), fog keyed "x,y" by lattice cell like a square
 * board's, so the renderer lays it out as squares (`orientation: 'square'`) with the grid hidden.
 * Obstacles and terrain areas are polygons in inches; distances are measured, never counted.
 */
export const GridlessMapSchema = z.looseObject({
  kind: z.literal('gridless'),
  id,
  name: z.string().min(1).max(80),
  /** The lattice's layout: always 'square' (see SquareMapSchema). */
  orientation: z.literal('square'),
  cols: z.number().int().min(2).max(500),
  rows: z.number().int().min(2).max(500),
  /** Inches per lattice cell: always ½ (GRIDLESS_CELL_INCHES). */
  cellInches: z.literal(0.5),
  /** A background image from `assets`, scaled so `pixelsPerHex` image pixels span ½". */
  background: z
    .looseObject({
      assetId: z.string().min(1),
      pixelsPerHex: z.number().positive().optional(),
      offsetX: z.number().optional(),
      offsetY: z.number().optional(),
    })
    .optional(),
  ...MapLayerFields,
  ...GridlessFeatureFields,
})

/** A board, by `kind`. */
export const MapSchema = z.discriminatedUnion(
  'kind',
  [HexMapSchema, SquareMapSchema, GridlessMapSchema],
  {
    error: (i) =>
      i.code === 'invalid_union'
        ? 'a map\'s kind must be "hex", "square" or "gridless"'
        : undefined,
  },
)

export const NoteSchema = z.looseObject({
  id,
  title: z.string().min(1).max(200),
  body: z.string().max(200000),
  /** Notes are the GM's unless shown to the players on purpose. */
  gmOnly: z.boolean(),
})

export const EncounterSchema = z.looseObject({
  id,
  name: z.string().min(1).max(120),
  mapId: id.optional(),
  tokenIds: z.array(id),
})

export const CampaignSchema = z.looseObject({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id,
  name: z.string().min(1).max(120),
  rulesetId: RulesetIdSchema,
  /** The ruleset's table options; its `options.schema` checks them. */
  tableOptions: z
    .record(optionKey, z.unknown())
    .superRefine(
      jsonBoundsRefinement({ maxDepth: LOOSE_DEPTH_MAX, maxSize: RECORD_SIZE_MAX }),
      always,
    ),
  /** The map the GM is working on. Switching or creating maps changes only this. */
  activeMapId: id,
  /**
   * The map the players see (projector, player devices); null: none yet, they see a waiting
   * screen. Only the GM's "Show to players" changes it.
   */
  playersMapId: id.nullable(),
  maps: z.record(id, MapSchema),
  tokens: z.record(id, TokenSchema),
  /** The NPC library: sheets (the ruleset's) that tokens on maps are instances of. */
  npcs: z.record(id, SheetRecordSchema),
  pcs: z.record(id, SheetRecordSchema),
  notes: z.record(id, NoteSchema),
  encounters: z.record(id, EncounterSchema),
  /** Keyed by the asset's hash: no other key (`__proto__` least of all) can name an asset. */
  assets: z.record(assetKey, AssetSchema),
  /** The fight in progress (shared/play/combat); absent or null when there is none. */
  combat: CombatSchema.nullable().optional(),
  /** The rest being planned (shared/play/rest); absent or null when there is none. */
  rest: RestPlanSchema.nullable().optional(),
  /** The party's clock: day and hour, moved on by rests and by the GM. */
  clock: ClockSchema.optional(),
  /** Rests taken, oldest first, bounded. */
  restLog: RestLogSchema.optional(),
  /** The table display: display profiles (pixels per inch) and the table's camera. */
  tableDisplay: TableDisplaySchema.optional(),
  /**
   * What the ruleset keeps between fights, by name (Blue Box: its Escalation Counter): the
   * ruleset's own shapes, bounded like any loose JSON.
   */
  rulesetState: z
    .record(optionKey, z.unknown())
    .superRefine(
      jsonBoundsRefinement({ maxDepth: LOOSE_DEPTH_MAX, maxSize: RECORD_SIZE_MAX }),
      always,
    )
    .optional(),
  /** The table display's curtain: while down, players see only the title. */
  curtain: CurtainSchema.optional(),
})

export type TokenSize = z.infer<typeof TokenSizeSchema>
export type Token = z.infer<typeof TokenSchema>
export type MapDef = z.infer<typeof MapSchema>
export type HexMapDef = z.infer<typeof HexMapSchema>
export type SquareMapDef = z.infer<typeof SquareMapSchema>
export type GridlessMapDef = z.infer<typeof GridlessMapSchema>
export type MapKind = MapDef['kind']
export type SheetRecord = z.infer<typeof SheetRecordSchema>
export type TokenInstance = z.infer<typeof InstanceSchema>
export type Campaign = z.infer<typeof CampaignSchema>
export type Asset = z.infer<typeof AssetSchema>
export type Note = z.infer<typeof NoteSchema>

/**
 * The library sheet a token is an instance of: its NPC, else its PC; null for a token that stands
 * for no sheet, or for one whose sheet is gone.
 */
export function tokenSheet(
  campaign: Pick<Campaign, 'npcs' | 'pcs'>,
  token: Pick<Token, 'npcId' | 'pcId'>,
): SheetRecord | null {
  if (token.npcId !== undefined && Object.hasOwn(campaign.npcs, token.npcId))
    return campaign.npcs[token.npcId] ?? null
  if (token.pcId !== undefined && Object.hasOwn(campaign.pcs, token.pcId))
    return campaign.pcs[token.pcId] ?? null
  return null
}

export interface CampaignIssue {
  path: string
  message: string
}

/** The campaign schema with the library's sheets taken as they come (checked one by one below). */
const CampaignShellSchema = CampaignSchema.extend({ npcs: z.unknown(), pcs: z.unknown() })
/** A record's key as CampaignSchema's `z.record(id, …)` takes it. */
const IdSchema = id
const SheetFieldsSchema = z.object(sheetRecordFields)
const SHEET_FIELDS = Object.keys(sheetRecordFields)

/**
 * A library record as SheetRecordSchema reads it, or null when that schema would refuse it. The
 * schema copies every field of a sheet through zod, thousands of times for a big library, when
 * only four are the core's: here those four are checked alone, and the record is copied in the
 * schema's order (its fields first, then the others as they come), values shared as it shares them.
 */
function validSheetRecord(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const rec = raw as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of SHEET_FIELDS) if (key in rec) out[key] = rec[key]
  if (!SheetFieldsSchema.safeParse(out).success) return null
  if (jsonValueBoundsIssue(rec, SHEET_BOUNDS)) return null
  // The four keep their places, the rest follow in the record's order.
  return Object.assign(out, rec)
}

/**
 * CampaignSchema's reading of a campaign that passes it, quicker; null when anything fails, and
 * the schema itself then says what (so every refusal reads exactly as the schema words it).
 */
function parseValidCampaign(value: unknown): Campaign | null {
  const shell = CampaignShellSchema.safeParse(value)
  if (!shell.success) return null
  const sheets = (value: unknown): Campaign['npcs'] | null => {
    // Plain objects only, as JSON makes them (anything else is left to the schema to judge).
    if (
      typeof value !== 'object' ||
      value === null ||
      Object.getPrototypeOf(value) !== Object.prototype
    )
      return null
    const records = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const key in records) {
      if (key.length > 100 || !IdSchema.safeParse(key).success) return null
      const rec = validSheetRecord(records[key])
      if (!rec) return null
      out[key] = rec
    }
    return out as Campaign['npcs']
  }
  const npcs = sheets(shell.data.npcs)
  const pcs = npcs && sheets(shell.data.pcs)
  return pcs ? { ...shell.data, npcs: npcs!, pcs } : null
}

/** Validate an unknown value as a campaign, naming each problem with its JSON path. */
export function parseCampaign(
  value: unknown,
  /** The caller has checked its bounds (campaignBoundsIssue) already. */
  boundsChecked = false,
): { ok: true; campaign: Campaign } | { ok: false; issues: CampaignIssue[] } {
  const bounds = boundsChecked ? null : campaignBoundsIssue(value)
  if (bounds) return { ok: false, issues: [bounds] }
  let campaign = parseValidCampaign(value)
  if (!campaign) {
    const result = CampaignSchema.safeParse(value)
    if (!result.success) {
      return {
        ok: false,
        issues: result.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })),
      }
    }
    campaign = result.data
  }
  const issues: CampaignIssue[] = []
  if (!campaign.maps[campaign.activeMapId]) {
    issues.push({ path: '$.activeMapId', message: `no map with id "${campaign.activeMapId}"` })
  }
  const shown = campaign.playersMapId
  if (shown !== null && !Object.hasOwn(campaign.maps, shown)) {
    issues.push({ path: '$.playersMapId', message: `no map with id "${shown}"` })
  }
  for (const [key, token] of Object.entries(campaign.tokens)) {
    if (token.id !== key)
      issues.push({ path: `$.tokens.${key}.id`, message: `must equal its key "${key}"` })
    if (!campaign.maps[token.mapId]) {
      issues.push({ path: `$.tokens.${key}.mapId`, message: `no map with id "${token.mapId}"` })
    }
  }
  for (const [key, map] of Object.entries(campaign.maps)) {
    if (map.id !== key)
      issues.push({ path: `$.maps.${key}.id`, message: `must equal its key "${key}"` })
    const asset = map.background?.assetId
    if (asset !== undefined && !campaign.assets[asset]) {
      issues.push({
        path: `$.maps.${key}.background.assetId`,
        message: `no asset with id "${asset}"`,
      })
    }
  }
  for (const kind of ['npcs', 'pcs', 'notes', 'encounters', 'assets'] as const) {
    for (const [key, rec] of Object.entries(campaign[kind])) {
      if (rec.id !== key)
        issues.push({ path: `$.${kind}.${key}.id`, message: `must equal its key "${key}"` })
    }
  }
  for (const [key, enc] of Object.entries(campaign.encounters)) {
    if (enc.mapId !== undefined && !campaign.maps[enc.mapId]) {
      issues.push({ path: `$.encounters.${key}.mapId`, message: `no map with id "${enc.mapId}"` })
    }
  }
  const combat = campaign.combat
  if (combat) {
    if (!Object.hasOwn(campaign.maps, combat.mapId)) {
      issues.push({ path: '$.combat.mapId', message: `no map with id "${combat.mapId}"` })
    }
    combat.order.forEach((c, i) => {
      if (!Object.hasOwn(campaign.tokens, c.tokenId)) {
        issues.push({
          path: `$.combat.order[${i}].tokenId`,
          message: `no token with id "${c.tokenId}"`,
        })
      }
    })
  }
  return issues.length ? { ok: false, issues } : { ok: true, campaign }
}

/**
 * Text at most this long cannot parse into a value over jsonValueBoundsIssue's default size: a
 * value's size counts each character of the text at most once, except a number's, whose digits
 * grow at most 21 for 4 (`1e20`).
 */
const TEXT_WITHIN_DEFAULT_SIZE = 40 * 1024 * 1024

/**
 * Whether campaignBoundsIssue is sure to find nothing in what `text` parses to, when the text's
 * nesting was already checked against CAMPAIGN_DEPTH_MAX (jsonTextBoundsIssue): a `__proto__`
 * key needs those letters in the text, or a `\u` escape to spell them, and the text is too short
 * to reach the size bound. Saves walking a whole campaign a second time.
 */
export function campaignTextBounded(text: string): boolean {
  return (
    text.length <= TEXT_WITHIN_DEFAULT_SIZE && !text.includes('__proto__') && !text.includes('\\u')
  )
}

/**
 * A campaign nested deeper than any record can make it: refused before the schema, the diff or
 * the save meet it (each would overflow the stack on a field thousands of levels deep). So is a
 * `__proto__` key, which the schema would drop without a word.
 */
export function campaignBoundsIssue(value: unknown): CampaignIssue | null {
  const issue = jsonValueBoundsIssue(value, { maxDepth: CAMPAIGN_DEPTH_MAX, noProtoKey: true })
  if (!issue) return null
  const cut = issue.path.length >= 6 ? '…' : ''
  return { path: formatPath(issue.path) + cut, message: issue.message }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return '$' + path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')
}
