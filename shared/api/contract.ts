/**
 * The one contract between the views and the main process. Each channel names its zod input
 * schema, its output type, and the roles that may call it. Both transports (Electron IPC and the
 * browser host's WebSocket) dispatch through it, so a payload is checked the same way whichever
 * way it arrives.
 */
import { z } from 'zod'
import {
  EDGE_KEY,
  EdgeKindSchema,
  HEX_KEY,
  HexSchema,
  jsonBoundsRefinement,
  LOOSE_DEPTH_MAX,
  TerrainCellSchema,
  TokenKindSchema,
  TokenSizeSchema,
  type Campaign,
} from '../model'
import { AbilityIdSchema, npcImportTooBig, StatIdSchema } from '../rules/bluebox'
import type { PlayerView } from '../projection'
import type { Patch, Snapshot } from '../sync'
import { API_VERSION, type ChannelName, type EventName } from './channels'
import { CONDITION_IDS } from '../rules/bluebox/condition-table'
import type { AbilityId, StatId } from '../rules/bluebox/condition-types'
import { ABILITIES } from '../rules/bluebox/statblock'

export type Role = 'gm' | 'player'

/**
 * The most one message to the app may weigh (the browser host closes a socket that sends more).
 * Every limit below keeps a valid request under it, so a big one is refused in words (or sent in
 * parts) instead of costing the GM the connection.
 */
export const MESSAGE_MAX_BYTES = 1 << 20

/**
 * Hexes (or edges) in one map edit. A key on a 500 x 500 map takes at most 13 bytes in a message
 * (`"499,-250,2",`), so 60,000 of them stay well under MESSAGE_MAX_BYTES. A bigger stroke or
 * room fill is sent in parts that undo as one (`continues`).
 */
export const EDIT_KEYS_MAX = 60_000

const empty = z.object({}).strict()
const tokenId = z.string().min(1).max(100)
const mapId = z.string().min(1).max(100)
const tooManyKeys = (what: string) =>
  `one edit takes at most ${EDIT_KEYS_MAX.toLocaleString('en')} ${what}: send a bigger one in parts`
const hexKeys = z
  .array(z.string().regex(HEX_KEY, 'a hex key like "3,-2"'))
  .min(1)
  .max(EDIT_KEYS_MAX, tooManyKeys('hexes'))
const sheetRef = z.object({ kind: z.enum(['npc', 'pc']), id: tokenId }).strict()
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #aabbcc')
const edgeKeys = z
  .array(z.string().regex(EDGE_KEY, 'an edge key like "3,-2,1"'))
  .min(1)
  .max(EDIT_KEYS_MAX, tooManyKeys('edges'))
/** This edit is the next part of the one just before it (too big for one message): they undo as one. */
const continues = z.boolean().optional()
/** A painted cell may carry keys a newer build knows, bounded like a record's. */
const terrainCell = TerrainCellSchema.superRefine(
  jsonBoundsRefinement({ maxDepth: LOOSE_DEPTH_MAX, maxSize: 64 * 1024 }),
)

/** roll:check names one ability or one save; a stat only where the ability allows it (Stats, Abilities, & Checks). */
function checkRollIssues(
  v: { ability?: AbilityId; save?: StatId; stat?: StatId },
  ctx: z.RefinementCtx,
): void {
  if ((v.ability === undefined) === (v.save === undefined)) {
    const message = 'name one ability or one save'
    ctx.addIssue({ code: 'custom', path: [v.ability === undefined ? 'ability' : 'save'], message })
  }
  if (v.stat === undefined) return
  if (v.ability === undefined) {
    const message = 'only an ability check chooses its stat; a save names it in save'
    return void ctx.addIssue({ code: 'custom', path: ['stat'], message })
  }
  // An unknown ability is reported by its own field.
  if (!Object.hasOwn(ABILITIES, v.ability)) return
  const { name, stats } = ABILITIES[v.ability]
  if (!stats.includes(v.stat)) {
    const message = `${name} uses ${stats.join(' or ')}, not ${v.stat}`
    ctx.addIssue({ code: 'custom', path: ['stat'], message })
  }
}

export const channelSchemas = {
  'session:hello': {
    input: z.object({ apiVersion: z.number().int() }).strict(),
    roles: ['gm', 'player'],
  },
  'state:snapshot': { input: empty, roles: ['gm', 'player'] },
  'map:moveToken': {
    // `free`: the GM repositions (Shift-drag) without movement costs.
    input: z.object({ tokenId, to: HexSchema.strict(), free: z.boolean().optional() }).strict(),
    roles: ['gm'],
  },
  'token:setGmOnly': { input: z.object({ tokenId, gmOnly: z.boolean() }).strict(), roles: ['gm'] },
  'history:undo': { input: empty, roles: ['gm'] },
  'history:redo': { input: empty, roles: ['gm'] },
  'map:create': {
    input: z
      .object({
        name: z.string().trim().min(1).max(80),
        orientation: z.enum(['pointy', 'flat']),
        cols: z.number().int().min(1).max(500),
        rows: z.number().int().min(1).max(500),
        activate: z.boolean(),
      })
      .strict(),
    roles: ['gm'],
  },
  'map:setActive': { input: z.object({ mapId }).strict(), roles: ['gm'] },
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
  'fog:setEnabled': { input: z.object({ mapId, enabled: z.boolean() }).strict(), roles: ['gm'] },
  'fog:reveal': {
    input: z.object({ mapId, hexes: hexKeys, reveal: z.boolean(), continues }).strict(),
    roles: ['gm'],
  },
  'fog:prepare': { input: z.object({ mapId, preparing: z.boolean() }).strict(), roles: ['gm'] },
  'fog:push': { input: z.object({ mapId }).strict(), roles: ['gm'] },
  'token:place': {
    input: z
      .object({
        mapId,
        name: z.string().trim().min(1).max(80),
        kind: TokenKindSchema,
        hex: HexSchema.strict(),
        size: TokenSizeSchema,
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #aabbcc'),
        gmOnly: z.boolean(),
      })
      .strict(),
    roles: ['gm'],
  },
  'token:remove': { input: z.object({ tokenId }).strict(), roles: ['gm'] },
  'token:rotate': {
    input: z.object({ tokenId, facing: z.number().int().min(0).max(5) }).strict(),
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
  // Sheets are validated field by field by the command, which names every problem by path.
  'npc:save': {
    input: z.object({ npc: z.record(z.string(), z.unknown()) }).strict(),
    roles: ['gm'],
  },
  'npc:delete': { input: z.object({ id: tokenId }).strict(), roles: ['gm'] },
  'npc:duplicate': { input: z.object({ id: tokenId }).strict(), roles: ['gm'] },
  'npc:import': {
    input: z
      .object({
        text: z
          .string()
          .min(1)
          .superRefine((text, ctx) => {
            const message = npcImportTooBig(text)
            if (message) ctx.addIssue({ code: 'custom', message })
          }),
      })
      .strict(),
    roles: ['gm'],
  },
  'npc:place': {
    input: z
      .object({
        npcId: tokenId,
        mapId,
        hex: HexSchema.strict(),
        gmOnly: z.boolean(),
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #aabbcc'),
      })
      .strict(),
    roles: ['gm'],
  },
  'pc:save': { input: z.object({ pc: z.record(z.string(), z.unknown()) }).strict(), roles: ['gm'] },
  'roll:check': {
    input: z
      .object({
        sheet: z.object({ kind: z.enum(['npc', 'pc']), id: tokenId }).strict(),
        /** The token making the roll: its conditions bear on it (read in main). */
        tokenId: tokenId.optional(),
        ability: AbilityIdSchema.optional(),
        /** The stat of an ability that allows a choice (Intimidation: FOR or CHA). */
        stat: StatIdSchema.optional(),
        save: StatIdSchema.optional(),
        dc: z.number().int().min(0).max(100).optional(),
        edge: z.number().int().min(0).max(10).optional(),
        flaw: z.number().int().min(0).max(10).optional(),
        /** The check needs sight (Blinded fails it). */
        requiresSight: z.boolean().optional(),
        /** Against Intimidation (Shattered has a Flaw). */
        vsIntimidation: z.boolean().optional(),
      })
      .strict()
      .superRefine(checkRollIssues),
    roles: ['gm'],
  },
  'roll:attack': {
    input: z
      .object({
        attackerId: tokenId,
        weaponId: z.string().min(1).max(100),
        targetId: tokenId,
        situation: z
          .object({
            distanceM: z.number().min(0).max(10000).optional(),
            heightAdvantage: z.boolean().optional(),
            targetInCover: z.boolean().optional(),
            targetHunkered: z.boolean().optional(),
            hidden: z.boolean().optional(),
            sacrifice: z.number().int().min(0).max(20).optional(),
            decisiveOption: z
              .enum(['heavy-strike', 'shatter', 'hamstring', 'destroy', 'unmask'])
              .optional(),
            edge: z.number().int().min(0).max(10).optional(),
            flaw: z.number().int().min(0).max(10).optional(),
          })
          .strict(),
      })
      .strict(),
    roles: ['gm'],
  },
  'dice:log': { input: empty, roles: ['gm'] },
  'token:setInstance': {
    input: z
      .object({
        tokenId,
        hp: z.number().int().min(0).max(9999),
        thp: z.number().int().min(0).max(9999),
        plating: z.number().int().min(0).max(999),
        conditions: z.array(z.enum(CONDITION_IDS as unknown as [string, ...string[]])).max(50),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Desktop only: the sending window's print view saved as a PDF the GM names. */
  'print:pdf': {
    input: z.object({ title: z.string().trim().min(1).max(120) }).strict(),
    roles: ['gm'],
  },
  // Issue 10, tokens from sheets (kept together):
  /**
   * A token on the free hex nearest to `near` (where the GM is looking; the map's middle when
   * absent). With `sheet` it is an instance of that NPC or PC: named, sized and given its own
   * HP, THP and Plating from the sheet; `name`, `color` and `gmOnly` override the defaults
   * (the sheet's name, numbered from the second; not GM-only for a PC, GM-only for an NPC).
   * Without `sheet`, `name`, `kind` and `size` say what it is.
   */
  'token:placeNear': {
    input: z
      .object({
        mapId,
        near: HexSchema.strict().optional(),
        sheet: sheetRef.optional(),
        name: z.string().trim().min(1).max(80).optional(),
        kind: TokenKindSchema.optional(),
        size: TokenSizeSchema.optional(),
        color: colour.optional(),
        gmOnly: z.boolean().optional(),
      })
      .strict()
      .superRefine((v, ctx) => {
        if (v.sheet) return
        for (const key of ['name', 'kind', 'size'] as const) {
          if (v[key] === undefined) {
            const message = 'a token without a sheet needs its name, kind and size'
            ctx.addIssue({ code: 'custom', path: [key], message })
          }
        }
      }),
    roles: ['gm'],
  },
  /** Make a token an instance of a sheet (fresh HP, THP and Plating), or of none (`null`). */
  'token:link': {
    input: z.object({ tokenId, sheet: sheetRef.nullable() }).strict(),
    roles: ['gm'],
  },
  /** What the players see: a map (null: none). Creating or switching the GM's map never does. */
  'map:showToPlayers': { input: z.object({ mapId: mapId.nullable() }).strict(), roles: ['gm'] },
} as const satisfies Record<ChannelName, { input: z.ZodType; roles: readonly Role[] }>

/** What each role's view holds: the GM sees the campaign, players its projection. */
export type ViewFor<R extends Role> = R extends 'gm' ? Campaign : PlayerView
export type AnyView = Campaign | PlayerView

export interface HistoryState {
  canUndo: boolean
  canRedo: boolean
  undoLabel: string | null
  redoLabel: string | null
}

/** Where the campaign lives and whether it is safely on disk (GM only). */
export interface CampaignStatus {
  name: string
  /** The campaign folder, or null for a campaign that is not saved anywhere. */
  dir: string | null
  dirty: boolean
  saving: boolean
  /** ISO time of the last good write. */
  lastSavedAt: string | null
  error: string | null
}

export interface HelloOutput {
  apiVersion: number
  role: Role
}

export interface SnapshotOutput extends Snapshot<AnyView> {
  role: Role
  /** Undo/redo availability, for the GM only. */
  history?: HistoryState
  /** Save state, for the GM only. */
  campaign?: CampaignStatus
}

export interface ChannelOutputs {
  'session:hello': HelloOutput
  'state:snapshot': SnapshotOutput
  'map:moveToken': { moved: boolean; metres: number | null }
  'token:setGmOnly': { changed: boolean }
  'history:undo': HistoryState
  'history:redo': HistoryState
  'map:create': { mapId: string }
  'map:setActive': { changed: boolean }
  'map:paintTerrain': { changed: boolean }
  'map:setElevation': { changed: boolean }
  'map:setEdges': { changed: boolean }
  'fog:setEnabled': { changed: boolean }
  'fog:reveal': { changed: boolean }
  'fog:prepare': { changed: boolean }
  'fog:push': { changed: boolean }
  'token:place': { tokenId: string }
  'token:remove': { changed: boolean }
  'token:rotate': { changed: boolean }
  'map:fitBackground': { changed: boolean }
  'map:clearBackground': { changed: boolean }
  'npc:save': { id: string }
  'npc:delete': { changed: boolean }
  'npc:duplicate': { id: string }
  'npc:import': { imported: number; renamed: string[] }
  'npc:place': { tokenId: string }
  'pc:save': { id: string }
  'roll:check': DiceLogEntry
  'roll:attack': DiceLogEntry
  'dice:log': DiceLogEntry[]
  'print:pdf': { file: string | null }
  'token:setInstance': { changed: boolean }
  'token:placeNear': { tokenId: string; name: string; hex: { q: number; r: number } }
  'token:link': { changed: boolean }
  'map:showToPlayers': { changed: boolean }
}

/** One roll in the dice log, with every face drawn. */
export interface DiceLogEntry {
  id: number
  at: string
  who: string
  what: string
  faces: [number, number][]
  total: number | null
  outcome: string
  detail: string
  /**
   * The roll's effect on the campaign was undone (and not redone). Only a roll that changed
   * something has it; a roll that applied nothing is never undone.
   */
  undone?: boolean
}

export type ChannelInput<C extends ChannelName> = z.input<(typeof channelSchemas)[C]['input']>
export type ChannelOutput<C extends ChannelName> = ChannelOutputs[C]

export interface EventPayloads {
  'state:patch': Patch
  'history:changed': HistoryState
  'session:notice': { level: 'info' | 'error'; message: string }
  'campaign:status': CampaignStatus
  'dice:rolled': DiceLogEntry
  /** An entry already in the log changed (its effect undone or redone). */
  'dice:changed': DiceLogEntry
}

export interface ServerEvent<E extends EventName = EventName> {
  name: E
  payload: EventPayloads[E]
}

export type ErrorCode =
  'unknown-channel' | 'invalid-input' | 'forbidden' | 'version-mismatch' | 'rejected' | 'internal'

export interface ApiErrorBody {
  code: ErrorCode
  message: string
}

/** Every reply crosses the transport as an envelope, so errors keep their code and text. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody }

export function canCall(role: Role, channel: ChannelName): boolean {
  return (channelSchemas[channel].roles as readonly Role[]).includes(role)
}

export { API_VERSION }
