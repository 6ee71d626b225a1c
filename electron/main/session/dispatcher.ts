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
  type Role,
} from '../../../shared/api'
import {
  CAMPAIGN_DEPTH_MAX,
  jsonPathInWords,
  jsonValueBoundsIssue,
  sizeInWords,
  type Campaign,
  type EdgeKind,
  type TerrainCell,
  type Token,
} from '../../../shared/model'
import type { CampaignService } from './history'
import { randomUUID } from 'node:crypto'
import { setBackgroundCommand } from '../persistence/background'
import type { SheetAttackSituation } from '../../../shared/rules/bluebox'
import {
  deleteNpcCommand,
  duplicateNpcCommand,
  importNpcsCommand,
  placeNpcCommand,
  saveNpcCommand,
  savePcCommand,
  setInstanceCommand,
} from '../commands/library'
import { DiceLog, sheetOfToken, type CheckRoll, type SheetRef } from '../commands/rolls'
import { CommandRejected, moveTokenCommand, setGmOnlyCommand } from '../commands/command'
import { describeIssues, fieldInWords, sentence } from './refusal'
import {
  createMapCommand,
  paintTerrainCommand,
  placeTokenCommand,
  prepareFogCommand,
  pushFogCommand,
  removeTokenCommand,
  revealCommand,
  rotateTokenCommand,
  setActiveMapCommand,
  setEdgesCommand,
  setElevationCommand,
  setFogEnabledCommand,
  showMapToPlayersCommand,
} from '../commands/map'
import type { Hub } from './hub'
import { linkTokenCommand, placeNearCommand, type PlaceNearSpec } from '../commands/token-sheet'

type Handlers = {
  [C in ChannelName]: (input: never, role: Role) => ChannelOutputs[C]
}

export type Dispatch = (role: Role, channel: unknown, payload: unknown) => Envelope<unknown>

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
  service: CampaignService,
  hub: Hub,
  dice: DiceLog = new DiceLog(),
): Dispatch {
  // A roll's entry in the log follows its effect through undo and redo.
  service.onStep((stepId, undone) => {
    const entry = dice.stepMoved(stepId, undone)
    if (entry) hub.publishRollChange(entry)
  })
  const handlers: Handlers = {
    'session:hello': (input: { apiVersion: number }, role) => {
      if (input.apiVersion !== API_VERSION) {
        throw new VersionMismatch(
          `This page is from another version of the app (it speaks API version ${input.apiVersion}, the app ${API_VERSION}). Reload the page, or update the app.`,
        )
      }
      return { apiVersion: API_VERSION, role }
    },
    'state:snapshot': (_input: Record<string, never>, role) => hub.snapshot(role),
    'map:moveToken': (input: { tokenId: string; to: { q: number; r: number }; free?: boolean }) => {
      const command = moveTokenCommand(input.tokenId, input.to, input.free)
      return { moved: service.execute(command), metres: command.metres }
    },
    'token:setGmOnly': (input: { tokenId: string; gmOnly: boolean }) => ({
      changed: service.execute(setGmOnlyCommand(input.tokenId, input.gmOnly)),
    }),
    'history:undo': () => {
      if (!service.undo()) throw new CommandRejected('nothing to undo')
      return service.history()
    },
    'history:redo': () => {
      if (!service.redo()) throw new CommandRejected('nothing to redo')
      return service.history()
    },
    'map:create': (i: {
      name: string
      orientation: 'pointy' | 'flat'
      cols: number
      rows: number
      activate: boolean
    }) => {
      const mapId = `map-${randomUUID().slice(0, 8)}`
      service.execute(
        createMapCommand(
          { id: mapId, name: i.name, orientation: i.orientation, cols: i.cols, rows: i.rows },
          i.activate,
        ),
      )
      return { mapId }
    },
    'map:setActive': (i: { mapId: string }) => ({
      changed: service.execute(setActiveMapCommand(i.mapId)),
    }),
    'map:showToPlayers': (i: { mapId: string | null }) => ({
      changed: service.execute(showMapToPlayersCommand(i.mapId)),
    }),
    'map:paintTerrain': (
      i: { mapId: string; hexes: string[]; cell: TerrainCell | null } & Part,
    ) => ({
      changed: service.execute(
        paintTerrainCommand(i.mapId, i.hexes, i.cell),
        part('map:paintTerrain', i),
      ),
    }),
    'map:setElevation': (i: { mapId: string; hexes: string[]; elevation: number } & Part) => ({
      changed: service.execute(
        setElevationCommand(i.mapId, i.hexes, i.elevation),
        part('map:setElevation', i),
      ),
    }),
    'map:setEdges': (i: { mapId: string; edges: string[]; kind: EdgeKind | null } & Part) => ({
      changed: service.execute(setEdgesCommand(i.mapId, i.edges, i.kind), part('map:setEdges', i)),
    }),
    'fog:setEnabled': (i: { mapId: string; enabled: boolean }) => ({
      changed: service.execute(setFogEnabledCommand(i.mapId, i.enabled)),
    }),
    'fog:reveal': (i: { mapId: string; hexes: string[]; reveal: boolean } & Part) => ({
      changed: service.execute(revealCommand(i.mapId, i.hexes, i.reveal), part('fog:reveal', i)),
    }),
    'fog:prepare': (i: { mapId: string; preparing: boolean }) => ({
      changed: service.execute(prepareFogCommand(i.mapId, i.preparing)),
    }),
    'fog:push': (i: { mapId: string }) => ({ changed: service.execute(pushFogCommand(i.mapId)) }),
    'token:place': (i: {
      mapId: string
      name: string
      kind: Token['kind']
      hex: { q: number; r: number }
      size: Token['size']
      color: string
      gmOnly: boolean
    }) => {
      const tokenId = `tok-${randomUUID().slice(0, 8)}`
      service.execute(placeTokenCommand({ ...i, id: tokenId }))
      return { tokenId }
    },
    'map:fitBackground': (i: {
      mapId: string
      pixelsPerHex: number
      offsetX: number
      offsetY: number
    }) => ({
      changed: service.execute(
        setBackgroundCommand(i.mapId, null, {
          pixelsPerHex: i.pixelsPerHex,
          offsetX: i.offsetX,
          offsetY: i.offsetY,
        }),
      ),
    }),
    'map:clearBackground': (i: { mapId: string }) => ({
      changed: service.execute(setBackgroundCommand(i.mapId, null, null)),
    }),
    'npc:save': (i: { npc: Record<string, unknown> }) => {
      const command = saveNpcCommand(i.npc)
      service.execute(command)
      return { id: command.id as string }
    },
    'npc:delete': (i: { id: string }) => ({ changed: service.execute(deleteNpcCommand(i.id)) }),
    'npc:duplicate': (i: { id: string }) => {
      const id = `npc-${randomUUID().slice(0, 8)}`
      service.execute(duplicateNpcCommand(i.id, id))
      return { id }
    },
    'npc:import': (i: { text: string }) => {
      const command = importNpcsCommand(i.text)
      service.execute(command)
      return { imported: command.imported, renamed: command.renamed }
    },
    'npc:place': (i: {
      npcId: string
      mapId: string
      hex: { q: number; r: number }
      gmOnly: boolean
      color: string
    }) => {
      const tokenId = `tok-${randomUUID().slice(0, 8)}`
      service.execute(placeNpcCommand(i.npcId, i.mapId, i.hex, tokenId, i.gmOnly, i.color))
      return { tokenId }
    },
    'pc:save': (i: { pc: Record<string, unknown> }) => {
      const command = savePcCommand(i.pc)
      service.execute(command)
      return { id: command.id as string }
    },
    'roll:check': (i: CheckRoll & { sheet: SheetRef }) => {
      const { sheet, ...roll } = i
      const entry = dice.check(service.state, sheet, roll)
      hub.publishRoll(entry)
      return entry
    },
    'roll:attack': (i: {
      attackerId: string
      weaponId: string
      targetId: string
      situation: SheetAttackSituation
    }) => {
      const { entry, command } = dice.attack(
        service.state,
        i.attackerId,
        i.weaponId,
        i.targetId,
        i.situation,
      )
      const step = service.execute(command) ? service.lastStepId : null
      if (step !== null) dice.appliedBy(entry.id, step)
      hub.publishRoll(entry)
      return entry
    },
    'dice:log': () => [...dice.entries],
    'token:setInstance': (i: {
      tokenId: string
      hp: number
      thp: number
      plating: number
      conditions: string[]
    }) => {
      const { tokenId: id, ...next } = i
      const max = (state: Campaign, token: Token) => {
        try {
          return sheetOfToken(state, token).hpMax
        } catch {
          return null
        }
      }
      return { changed: service.execute(setInstanceCommand(id, next, max)) }
    },
    // The Electron binding answers this itself (it needs the sending window).
    'print:pdf': () => {
      throw new CommandRejected("PDF export is in the desktop app; use the browser's Print here")
    },
    'token:remove': (i: { tokenId: string }) => ({
      changed: service.execute(removeTokenCommand(i.tokenId)),
    }),
    'token:rotate': (i: { tokenId: string; facing: number }) => ({
      changed: service.execute(rotateTokenCommand(i.tokenId, i.facing)),
    }),
    // Issue 10, tokens from sheets:
    'token:placeNear': (i: Omit<PlaceNearSpec, 'tokenId'>) => {
      const command = placeNearCommand({ ...i, tokenId: `tok-${randomUUID().slice(0, 8)}` })
      service.execute(command)
      const t = command.placed as Token
      return { tokenId: t.id, name: t.name, hex: { q: t.hex.q, r: t.hex.r } }
    },
    'token:link': (i: { tokenId: string; sheet: SheetRef | null }) => ({
      changed: service.execute(linkTokenCommand(i.tokenId, i.sheet)),
    }),
  }

  return (role, channel, payload) => {
    // The GM reads these messages: they say what is wrong in words, never the channel (that,
    // and any stack, goes to the log).
    if (!isChannelName(channel)) {
      console.warn(`dispatch: unknown channel ${channelForLog(channel)} from the ${role} view`)
      return fail(
        'unknown-channel',
        'This page asked for something this version of the app does not do. Reload the page.',
      )
    }
    if (!canCall(role, channel)) {
      return fail(
        'forbidden',
        role === 'player'
          ? "The players' view only shows the map: it cannot change the campaign."
          : 'This view cannot change the campaign.',
      )
    }
    const tooBig = payloadBoundsRefusal(payload)
    if (tooBig) return fail('invalid-input', tooBig)
    const parsed = channelSchemas[channel].input.safeParse(payload ?? {})
    if (!parsed.success) {
      console.warn(`dispatch: ${channel}: invalid input: ${parsed.error.message}`)
      return fail('invalid-input', describeIssues(parsed.error.issues))
    }
    try {
      const handler = handlers[channel] as (input: unknown, role: Role) => unknown
      return { ok: true, value: handler(parsed.data, role) }
    } catch (err) {
      if (err instanceof CommandRejected) return fail('rejected', sentence(err.message))
      if (err instanceof VersionMismatch) return fail('version-mismatch', err.message)
      console.error(`dispatch: ${channel} failed:`, err)
      const detail = err instanceof Error ? err.message : String(err)
      return fail(
        'internal',
        `Something went wrong and nothing was changed (${detail}). If it happens again, please report it.`,
      )
    }
  }
}

class VersionMismatch extends Error {}
