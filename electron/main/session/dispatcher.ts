/**
 * One entry point for every call from a view, whichever transport carried it: the channel must
 * exist, the role must be allowed, the payload must pass the contract's schema. Only then does a
 * handler run; anything else is refused with a message and changes nothing.
 */
import {
  API_VERSION,
  canCall,
  MESSAGE_MAX_BYTES,
  channelSchemas,
  isChannelName,
  type ChannelName,
  type ChannelOutputs,
  type Envelope,
  type ErrorCode,
  type HandlerInput,
  type Role,
} from '../../../shared/api'
import {
  CAMPAIGN_DEPTH_MAX,
  jsonPathInWords,
  jsonValueBoundsIssue,
  sizeInWords,
} from '../../../shared/model'
import { listRulesets, rulesetById } from '../../../shared/rules'
import type { CampaignHistory } from './history'
import { randomUUID } from 'node:crypto'
import { CommandRejected, type Command } from '../commands/command'
import { describeIssues, fieldInWords, sentence } from '../commands/refusal'
import {
  createMapCommand,
  deleteMapCommand,
  paintTerrainCommand,
  setActiveMapCommand,
  setBackgroundCommand,
  setEdgesCommand,
  setElevationCommand,
  showMapToPlayersCommand,
} from '../commands/map'
import {
  prepareFogCommand,
  pushFogCommand,
  revealCommand,
  setFogEnabledCommand,
} from '../commands/fog'
import {
  linkTokenCommand,
  moveTokenCommand,
  placeNearCommand,
  placeTokenCommand,
  rotateTokenCommand,
  setHeadingCommand,
  setGmOnlyCommand,
  setPlayersNameCommand,
} from '../commands/token'
import {
  deleteNpcCommand,
  setNpcPlayersNameCommand,
  duplicateNpcCommand,
  importNpcsCommand,
  placeNpcCommand,
  saveSheetCommand,
} from '../commands/library'
import { removeTokenInFightCommand, setInstanceInFightCommand } from '../commands/combat'
import { setTableOptionsCommand } from '../commands/table-options'
import { combatHandlers } from './combat-handlers'
import { restHandlers } from './rest-handlers'
import { tableHandlers } from './table-handlers'
import { TableDisplays, type Caller } from './table-displays'

export type { Caller }
import { tableOverlayHandlers } from './table-overlay-handlers'
import { curtainHandlers } from './curtain-handlers'
import { devicesHandlers, type HostSlot } from './devices-handlers'
import { featureHandlers } from './feature-handlers'
import { gridlessHandlers } from './gridless-handlers'
import {
  HISTORY_READS,
  isHistoryChannel,
  type HistoryChannel,
  type HistorySlot,
} from './history-slot'
import { DiceLog } from './dice-log'
import type { Hub } from './hub'
import { InvalidRequest, readOnlyReason, rollFromSheet, validInstance } from './rules-io'

/**
 * One handler per channel. Its input is the channel's schema's output (`HandlerInput`) and its
 * output the contract's (`ChannelOutputs`): a handler whose types disagree with its schema does
 * not compile.
 */
export type Handler<C extends ChannelName> = (
  input: HandlerInput<C>,
  role: Role,
  caller: Caller,
) => ChannelOutputs[C]

/** Every channel but the history's, which `createLaterDispatcher` answers. */
export type Handlers = { [C in Exclude<ChannelName, HistoryChannel>]: Handler<C> }

/** Channels that only read: a campaign open read-only still answers them. */
const READS: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'session:hello',
  'state:snapshot',
  'dice:log',
  'print:pdf',
  'campaign:new',
  // The host's devices, not the campaign: a read-only campaign does not stop them.
  'devices:list',
  'devices:rename',
  'devices:revoke',
  // What the table shows beside the campaign: not an edit of it.
  'table:showRoll',
  'table:hideRoll',
  'table:showMeasure',
  'table:showQr',
  // A display's own scale and ticket, and the pages connected: nothing of the campaign changes.
  'table:scale',
  'table:ruler',
  'table:displays',
])

export type Dispatch = (
  role: Role,
  channel: unknown,
  payload: unknown,
  caller?: Caller,
) => Envelope<unknown>

/** A map edit too big for one message arrives in parts; each after the first `continues`. */
type Part = { mapId: string; continues?: boolean }
const part = (edit: string, i: Part) => ({
  partOf: `${edit} ${i.mapId}`,
  continues: i.continues === true,
})

function fail(code: ErrorCode, message: string): Envelope<never> {
  return { ok: false, error: { code, message } }
}

/** How a channel that is not one shows in the log: never stringified whole (it may be a bomb). */
function channelForLog(channel: unknown): string {
  if (typeof channel === 'string') return JSON.stringify(channel.slice(0, 80))
  if (!jsonValueBoundsIssue(channel, { maxDepth: 4, maxSize: 200 }))
    return JSON.stringify(channel) ?? String(channel)
  return Array.isArray(channel) ? 'a long or deep list' : `a large ${typeof channel}`
}

/**
 * A payload too deep or too big for anything recursive to touch (the schema, the diff, the
 * save), refused in words before it is parsed; null when it is within bounds. The bounds are the
 * transport's: no message over the WebSocket's cap, no nesting deeper than a campaign's.
 */
export function payloadBoundsRefusal(payload: unknown): string | null {
  const issue = jsonValueBoundsIssue(payload, {
    maxDepth: CAMPAIGN_DEPTH_MAX,
    maxSize: MESSAGE_MAX_BYTES,
    noProtoKey: true,
  })
  if (!issue) return null
  const field = fieldInWords(issue.path.slice(0, 2))
  console.warn(
    `dispatch: payload out of bounds at ${jsonPathInWords(issue.path)}: ${issue.message}`,
  )
  if (issue.kind === 'depth')
    return sentence(`${field} is ${issue.message}, more than the app accepts; nothing was changed`)
  if (issue.kind === 'key')
    return sentence(
      `${fieldInWords(issue.path.slice(0, -1))} ${issue.message}; nothing was changed`,
    )
  return sentence(
    `the request is larger than the ${sizeInWords(MESSAGE_MAX_BYTES)} one message may carry; nothing was changed`,
  )
}

export function createDispatcher(
  history: CampaignHistory,
  hub: Hub,
  dice: DiceLog = new DiceLog(),
  host: HostSlot = { devices: null, history: null },
  displays: TableDisplays = new TableDisplays(),
): Dispatch {
  // A roll's entry in the log follows its effect through undo and redo.
  history.onStep((stepId, undone) => {
    for (const entry of dice.stepMoved(stepId, undone)) hub.publishRollChange(entry)
  })
  const changed = <R>(command: Command<R>, options?: { partOf: string; continues: boolean }) => ({
    changed: history.execute(command, options).changed,
  })
  const newId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`
  const handlers: Handlers = {
    'session:hello': (input, role) => {
      if (input.apiVersion !== API_VERSION) {
        throw new VersionMismatch(
          `This page is from another version of the app (it speaks API version ${input.apiVersion}, the app ${API_VERSION}). Reload the page, or update the app.`,
        )
      }
      return { apiVersion: API_VERSION, role }
    },
    'state:snapshot': (_input, role) => hub.snapshot(role),
    'history:undo': () => {
      if (!history.undo()) throw new CommandRejected('nothing to undo')
      return history.history()
    },
    'history:redo': () => {
      if (!history.redo()) throw new CommandRejected('nothing to redo')
      return history.history()
    },
    // The Electron binding answers this itself (it needs the sending window).
    'print:pdf': () => {
      throw new CommandRejected("PDF export is in the desktop app; use the browser's Print here")
    },
    // Checked here; made by the transport (session/new-campaign.ts): the desktop app asks where,
    // the browser host puts it beside the open campaign. Without one it is refused.
    'campaign:new': (i) => {
      if (i.rulesetId !== undefined && !rulesetById(i.rulesetId)) {
        const known = listRulesets().map((r) => `${r.name} (${r.id})`)
        throw new InvalidRequest(
          `This version of Blue Box GM does not know the ruleset "${i.rulesetId}"; it plays ${known.join(', ')}.`,
        )
      }
      throw new CommandRejected('a new campaign is made in the desktop app: File › New Campaign')
    },
    'campaign:setTableOptions': (i) => changed(setTableOptionsCommand(i.options)),
    'map:delete': (i) => changed(deleteMapCommand(i.mapId)),
    'map:create': (i) => {
      const { activate, ...spec } = i
      return history.execute(createMapCommand({ ...spec, id: newId('map') }, activate)).result
    },
    'map:setActive': (i) => changed(setActiveMapCommand(i.mapId)),
    'map:showToPlayers': (i) => changed(showMapToPlayersCommand(i.mapId)),
    'map:paintTerrain': (i) =>
      changed(paintTerrainCommand(i.mapId, i.hexes, i.cell), part('map:paintTerrain', i)),
    'map:setElevation': (i) =>
      changed(setElevationCommand(i.mapId, i.hexes, i.elevation), part('map:setElevation', i)),
    'map:setEdges': (i) =>
      changed(setEdgesCommand(i.mapId, i.edges, i.kind), part('map:setEdges', i)),
    'map:fitBackground': (i) =>
      changed(
        setBackgroundCommand(i.mapId, null, {
          pixelsPerHex: i.pixelsPerHex,
          offsetX: i.offsetX,
          offsetY: i.offsetY,
        }),
      ),
    'map:clearBackground': (i) => changed(setBackgroundCommand(i.mapId, null, null)),
    'fog:setEnabled': (i) => changed(setFogEnabledCommand(i.mapId, i.enabled)),
    'fog:reveal': (i) => changed(revealCommand(i.mapId, i.hexes, i.reveal), part('fog:reveal', i)),
    'fog:prepare': (i) => changed(prepareFogCommand(i.mapId, i.preparing)),
    'fog:push': (i) => changed(pushFogCommand(i.mapId)),
    'map:moveToken': (i) => {
      const fight = { override: i.override, quickStep: i.quickStep, via: i.via }
      const done = history.execute(moveTokenCommand(i.tokenId, i.to, i.free, fight))
      const { distance, unit, opportunities } = done.result
      return { moved: done.changed, distance, unit, opportunities }
    },
    'token:setGmOnly': (i) => changed(setGmOnlyCommand(i.tokenId, i.gmOnly)),
    'token:setPlayersName': (i) => changed(setPlayersNameCommand(i.tokenId, i.playersName)),
    'token:place': (i) => history.execute(placeTokenCommand({ ...i, id: newId('tok') })).result,
    'token:remove': (i) => changed(removeTokenInFightCommand(i.tokenId)),
    'token:rotate': (i) => changed(rotateTokenCommand(i.tokenId, i.facing)),
    'token:setHeading': (i) => changed(setHeadingCommand(i.tokenId, i.heading)),
    'token:setInstance': (i) => {
      const { tokenId, ...instance } = i
      const valid = validInstance(history.state, tokenId, instance)
      return changed(setInstanceInFightCommand(tokenId, valid))
    },
    'token:placeNear': (i) =>
      history.execute(placeNearCommand({ ...i, tokenId: newId('tok') })).result,
    'token:link': (i) => changed(linkTokenCommand(i.tokenId, i.sheet)),
    'npc:save': (i) => history.execute(saveSheetCommand('npc', i.npc)).result,
    'npc:delete': (i) => changed(deleteNpcCommand(i.id)),
    'npc:setPlayersName': (i) => changed(setNpcPlayersNameCommand(i.id, i.playersName)),
    'npc:duplicate': (i) => history.execute(duplicateNpcCommand(i.id, newId('npc'))).result,
    'npc:import': (i) => history.execute(importNpcsCommand(i.text)).result,
    'npc:place': (i) =>
      history.execute(placeNpcCommand(i.npcId, i.mapId, i.hex, newId('tok'), i.gmOnly, i.color))
        .result,
    'pc:save': (i) => history.execute(saveSheetCommand('pc', i.pc)).result,
    // A ruleset with several kinds of check (ZZ's skill, contests, dungeon actions) names its own.
    'roll:check': (i) => rollFromSheet(history, hub, dice, { kind: 'check', ...i }),
    'roll:attack': (i) => rollFromSheet(history, hub, dice, { ...i, kind: 'attack' }),
    'dice:log': () => [...dice.entries],
    ...combatHandlers(history, hub, dice, newId),
    ...restHandlers(history, hub, dice),
    ...tableHandlers(history, displays, hub),
    ...tableOverlayHandlers(hub, dice, host, () => history.state),
    ...curtainHandlers(history),
    ...devicesHandlers(host),
    ...featureHandlers(history, newId),
    ...gridlessHandlers(history, newId),
  }

  return (role, channel, payload, caller = {}) => {
    const checked = checkCall(history, role, channel, payload)
    if (!checked.ok) return checked.refusal
    if (isHistoryChannel(checked.channel))
      return fail('rejected', 'This is answered by the host; reload the page.')
    try {
      const handler = handlers[checked.channel] as (
        input: unknown,
        role: Role,
        caller: Caller,
      ) => unknown
      return { ok: true, value: handler(checked.data, role, caller) }
    } catch (err) {
      return failureOf(checked.channel, err)
    }
  }
}

export type DispatchLater = (
  role: Role,
  channel: unknown,
  payload: unknown,
) => Promise<Envelope<unknown>> | null

/**
 * The calls that wait on the disk (`history:*`), checked exactly as `dispatch` checks the others,
 * then answered by whoever plugged the campaign folder's history into `slot`; null for any other
 * channel (dispatch it).
 */
export function createLaterDispatcher(history: CampaignHistory, slot: HistorySlot): DispatchLater {
  return (role, channel, payload) => {
    if (!isHistoryChannel(channel)) return null
    const checked = checkCall(history, role, channel, payload)
    if (!checked.ok) return Promise.resolve(checked.refusal)
    const handlers = slot.history
    if (!handlers)
      return Promise.resolve(
        fail('rejected', 'This campaign has no folder on disk, so it keeps no history.'),
      )
    const handler = handlers[channel] as (input: unknown) => Promise<unknown>
    return handler(checked.data).then(
      (value): Envelope<unknown> => ({ ok: true, value }),
      (err: unknown) => failureOf(channel, err),
    )
  }
}

type Checked =
  { ok: true; channel: ChannelName; data: unknown } | { ok: false; refusal: Envelope<never> }

/** The checks every call passes before a handler runs: channel, role, read-only, bounds, schema. */
function checkCall(
  history: CampaignHistory,
  role: Role,
  channel: unknown,
  payload: unknown,
): Checked {
  const refuse = (code: ErrorCode, message: string): Checked => ({
    ok: false,
    refusal: fail(code, message),
  })
  // The GM reads these messages: they say what is wrong in words, never the channel (that,
  // and any stack, goes to the log).
  if (!isChannelName(channel)) {
    console.warn(`dispatch: unknown channel ${channelForLog(channel)} from the ${role} view`)
    return refuse(
      'unknown-channel',
      'This page asked for something this version of the app does not do. Reload the page.',
    )
  }
  if (!canCall(role, channel)) {
    return refuse(
      'forbidden',
      role === 'player'
        ? "The players' view only shows the map: it cannot change the campaign."
        : 'This view cannot change the campaign.',
    )
  }
  const reads = READS.has(channel) || (isHistoryChannel(channel) && HISTORY_READS.has(channel))
  const readOnly = reads ? null : readOnlyReason(history.state)
  if (readOnly) return refuse('rejected', readOnly)
  const tooBig = payloadBoundsRefusal(payload)
  if (tooBig) return refuse('invalid-input', tooBig)
  const parsed = channelSchemas[channel].input.safeParse(payload ?? {})
  if (!parsed.success) {
    console.warn(`dispatch: ${channel}: invalid input: ${parsed.error.message}`)
    return refuse('invalid-input', describeIssues(parsed.error.issues))
  }
  return { ok: true, channel, data: parsed.data }
}

/** A handler's failure as the GM reads it: refusals in words, anything else as a report. */
function failureOf(channel: ChannelName, err: unknown): Envelope<never> {
  if (err instanceof CommandRejected) return fail('rejected', sentence(err.message))
  if (err instanceof InvalidRequest) return fail('invalid-input', err.message)
  if (err instanceof VersionMismatch) return fail('version-mismatch', err.message)
  console.error(`dispatch: ${channel} failed:`, err)
  const detail = err instanceof Error ? err.message : String(err)
  return fail(
    'internal',
    `Something went wrong and nothing was changed (${detail}). If it happens again, please report it.`,
  )
}

class VersionMismatch extends Error {}
