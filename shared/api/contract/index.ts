/**
 * The one contract between the views and the main process, assembled from one file per feature.
 * Each channel names its zod input schema, its output type, and the roles that may call it. Both
 * transports (Electron IPC and the browser host's WebSocket) dispatch through it, so a payload is
 * checked the same way whichever way it arrives. No ruleset is named here: a ruleset's payloads
 * (sheets, instances, roll requests) cross as bounded JSON and main validates them with the
 * campaign's ruleset.
 */
import type { z } from 'zod'
import type { CharacterView, TableOverlay } from '../../projection'
import type { Patch } from '../../sync'
import { API_VERSION, type ChannelName, type EventName } from '../channels'
import { campaignChannels, type CampaignOutputs, type CampaignStatus } from './campaign'
import type { ChannelSpec, Role } from './common'
import { combatChannels, type CombatOutputs } from './combat'
import { curtainChannels, type CurtainOutputs } from './curtain'
import { devicesChannels, type DevicesOutputs, type DevicesState } from './devices'
import { featureChannels, type FeatureOutputs } from './features'
import { fogChannels, type FogOutputs } from './fog'
import { gridlessChannels, type GridlessOutputs } from './gridless'
import { historyChannels, type HistoryOutputs } from './history'
import { libraryChannels, type LibraryOutputs } from './library'
import { mapChannels, type MapOutputs } from './map'
import { restChannels, type RestOutputs } from './rest'
import { rollChannels, type DiceLogEntry, type RollOutputs } from './rolls'
import { sessionChannels, type HistoryState, type SessionOutputs } from './session'
import { tokenChannels, type TokenOutputs } from './token'
import { tableChannels, type TableOutputs } from './table'

export {
  EDIT_KEYS_MAX,
  IMPORT_TEXT_MAX_BYTES,
  MESSAGE_MAX_BYTES,
  importTextTooBig,
  type ChannelSpec,
  type Role,
} from './common'
export type { CampaignStatus } from './campaign'
export type { AnyView, HelloOutput, HistoryState, SnapshotOutput, ViewFor } from './session'
export type { DiceLogEntry } from './rolls'
export type { CombatChanged, CombatSummary } from './combat'
export { DurationInput, StartEntry } from './combat'
export type { RestChanged, RestInterrupted } from './rest'
export { RestSlotInput } from './rest'
export type { TableChanged, TableDisplayInfo } from './table'
export type { DeviceInfo, DevicesState } from './devices'
export { DEVICE_NAME_MAX, DEVICES_MAX, PASS_NOT_VALID } from './devices'
export { AreaInput, ObstacleInput, OBSTACLE_HEIGHT_MAX_BRIX } from './gridless'
export type { HistoryList, HistoryPreview, SnapshotInfo, SnapshotReason } from './history'
export { HISTORY_MAX_BYTES_MAX, HISTORY_MAX_BYTES_MIN, SNAPSHOT_LABEL_MAX } from './history'

export const channelSchemas = {
  ...sessionChannels,
  ...campaignChannels,
  ...mapChannels,
  ...fogChannels,
  ...tokenChannels,
  ...libraryChannels,
  ...rollChannels,
  ...combatChannels,
  ...restChannels,
  ...tableChannels,
  ...curtainChannels,
  ...devicesChannels,
  ...featureChannels,
  ...gridlessChannels,
  ...historyChannels,
} as const satisfies Record<ChannelName, ChannelSpec>

export interface ChannelOutputs
  extends
    SessionOutputs,
    CampaignOutputs,
    MapOutputs,
    FogOutputs,
    TokenOutputs,
    LibraryOutputs,
    RollOutputs,
    CombatOutputs,
    RestOutputs,
    TableOutputs,
    CurtainOutputs,
    DevicesOutputs,
    FeatureOutputs,
    GridlessOutputs,
    HistoryOutputs {}

// Every channel has exactly one output and one schema, and nothing else has either.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const outputsCoverChannels: Exactly<keyof ChannelOutputs, ChannelName> = true
const schemasCoverChannels: Exactly<keyof typeof channelSchemas, ChannelName> = true
void outputsCoverChannels
void schemasCoverChannels

/** What a view may send on a channel: its schema's input. */
export type ChannelInput<C extends ChannelName> = z.input<(typeof channelSchemas)[C]['input']>
/** What main's handler for a channel receives: its schema's output, after parsing. */
export type HandlerInput<C extends ChannelName> = z.output<(typeof channelSchemas)[C]['input']>
export type ChannelOutput<C extends ChannelName> = ChannelOutputs[C]

export interface EventPayloads {
  'state:patch': Patch
  'history:changed': HistoryState
  'session:notice': { level: 'info' | 'error'; message: string }
  'campaign:status': CampaignStatus
  'dice:rolled': DiceLogEntry
  /** An entry already in the log changed (its effect undone or redone). */
  'dice:changed': DiceLogEntry
  /** Another campaign is open: the dice log starts empty. */
  'dice:cleared': Record<string, never>
  /** The menu's File › New Campaign…: open the New Campaign dialog (name and ruleset). */
  'campaign:askNew': Record<string, never>
  /** The menu's Table rules…: open the Table rules dialog. */
  'campaign:askTableRules': Record<string, never>
  /** The menu's File › History…: open the History dialog. */
  'campaign:askHistory': Record<string, never>
  /** The menu's Help › Keyboard Shortcuts: open the sheet of shortcuts. */
  'app:askShortcuts': Record<string, never>
  /** To a players' page that joined without a token: the one to keep and offer next time. */
  'device:issued': { token: string; name: string }
  /** To the GM's views: the devices list changed (a join, a rename, a removal). */
  'devices:changed': DevicesState
  /** To the GM's views: what the table shows beside the campaign changed (a roll, the ruler, the QR). */
  'table:overlay': TableOverlay
  /** To a phone the GM tied to a PC, on its own socket only: that character's own view; null: untied. */
  'character:view': CharacterView | null
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
