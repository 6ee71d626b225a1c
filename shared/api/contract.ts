/**
 * The one contract between the views and the main process. Each channel names its zod input
 * schema, its output type, and the roles that may call it. Both transports (Electron IPC and the
 * browser host's WebSocket) dispatch through it, so a payload is checked the same way whichever
 * way it arrives.
 */
import { z } from 'zod'
import { HexSchema, type Campaign } from '../model'
import type { PlayerView } from '../projection'
import type { Patch, Snapshot } from '../sync'
import { API_VERSION, type ChannelName, type EventName } from './channels'

export type Role = 'gm' | 'player'

const empty = z.object({}).strict()
const tokenId = z.string().min(1).max(100)

export const channelSchemas = {
  'session:hello': {
    input: z.object({ apiVersion: z.number().int() }).strict(),
    roles: ['gm', 'player'],
  },
  'state:snapshot': { input: empty, roles: ['gm', 'player'] },
  'map:moveToken': { input: z.object({ tokenId, to: HexSchema.strict() }).strict(), roles: ['gm'] },
  'token:setGmOnly': { input: z.object({ tokenId, gmOnly: z.boolean() }).strict(), roles: ['gm'] },
  'history:undo': { input: empty, roles: ['gm'] },
  'history:redo': { input: empty, roles: ['gm'] },
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
  'map:moveToken': { moved: boolean }
  'token:setGmOnly': { changed: boolean }
  'history:undo': HistoryState
  'history:redo': HistoryState
}

export type ChannelInput<C extends ChannelName> = z.input<(typeof channelSchemas)[C]['input']>
export type ChannelOutput<C extends ChannelName> = ChannelOutputs[C]

export interface EventPayloads {
  'state:patch': Patch
  'history:changed': HistoryState
  'session:notice': { level: 'info' | 'error'; message: string }
  'campaign:status': CampaignStatus
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
