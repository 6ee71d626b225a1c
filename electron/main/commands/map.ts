/**
 * Map editing commands: terrain, elevation, walls and Cover, fog, maps and tokens. Each is one
 * undoable step however many hexes a brush stroke touched.
 */
import {
  hexInRect,
  hexKey,
  parseEdgeKey,
  parseHexKey,
  type Hex,
} from '../../../shared/geometry/hex'
import type { Campaign, EdgeKind, Fog, MapDef, TerrainCell, Token } from '../../../shared/model'
import { CommandRejected, type Command } from './command'

function mapOrThrow(state: Campaign, mapId: string): MapDef {
  const map = Object.hasOwn(state.maps, mapId) ? state.maps[mapId] : undefined
  if (!map) throw new CommandRejected(`no map with id "${mapId}"`)
  return map
}

function withMap(state: Campaign, map: MapDef): Campaign {
  return { ...state, maps: { ...state.maps, [map.id]: map } }
}

/** Hex keys on the map; the first one off the map is refused by name. */
function hexesOnMap(map: MapDef, keys: readonly string[]): string[] {
  for (const key of keys) {
    const h = parseHexKey(key)
    if (!h) throw new CommandRejected(`"${key}" is not a hex key`)
    if (!hexInRect(h, map.cols, map.rows, map.orientation)) {
      throw new CommandRejected(
        `hex ${key} is outside the map "${map.name}" (${map.cols} x ${map.rows})`,
      )
    }
  }
  return [...new Set(keys)]
}

function sameCell(a: TerrainCell | undefined, b: TerrainCell | null): boolean {
  if (!a || !b) return !a && !b
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Paint terrain (null: back to normal ground, elevation kept) on hexes. */
export function paintTerrainCommand(
  mapId: string,
  keys: string[],
  kind: TerrainCell | null,
): Command {
  return {
    label: kind ? `Paint ${kind.kind} terrain` : 'Clear terrain',
    run(state) {
      const map = mapOrThrow(state, mapId)
      const terrain = { ...(map.terrain ?? {}) }
      for (const key of hexesOnMap(map, keys)) {
        const old = terrain[key]
        const elevation = old?.elevation
        const next: TerrainCell | null =
          kind && kind.kind !== 'normal'
            ? { ...kind, ...(elevation ? { elevation } : {}) }
            : elevation
              ? { kind: 'normal', elevation }
              : null
        if (sameCell(old, next)) continue
        if (next) terrain[key] = next
        else delete terrain[key]
      }
      return withMap(state, { ...map, terrain })
    },
  }
}

export function setElevationCommand(mapId: string, keys: string[], elevation: number): Command {
  return {
    label: `Set elevation ${elevation} m`,
    run(state) {
      const map = mapOrThrow(state, mapId)
      const terrain = { ...(map.terrain ?? {}) }
      for (const key of hexesOnMap(map, keys)) {
        const old = terrain[key]
        const { elevation: _drop, ...rest } = old ?? { kind: 'normal' as const }
        const next: TerrainCell = elevation ? { ...rest, elevation } : rest
        if (next.kind === 'normal' && !next.elevation && Object.keys(next).length === 1)
          delete terrain[key]
        else terrain[key] = next
      }
      return withMap(state, { ...map, terrain })
    },
  }
}

/** Put walls or Cover on hex edges (null removes whatever is there). */
export function setEdgesCommand(mapId: string, keys: string[], kind: EdgeKind | null): Command {
  return {
    label: kind ? `Place ${kind === 'wall' ? 'walls' : 'Cover'}` : 'Remove walls and Cover',
    run(state) {
      const map = mapOrThrow(state, mapId)
      const edges = { ...(map.edges ?? {}) }
      for (const key of keys) {
        const e = parseEdgeKey(key)
        if (!e) throw new CommandRejected(`"${key}" is not an edge key`)
        if (!hexInRect(e, map.cols, map.rows, map.orientation)) {
          // An edge is on the map when either of its hexes is; the canonical owner may be outside.
          const other = edgeOther(e)
          if (!hexInRect(other, map.cols, map.rows, map.orientation)) {
            throw new CommandRejected(`edge ${key} is outside the map "${map.name}"`)
          }
        }
        if (kind) edges[key] = kind
        else delete edges[key]
      }
      return withMap(state, { ...map, edges })
    },
  }
}

function edgeOther(e: { q: number; r: number; dir: 0 | 1 | 2 }): Hex {
  const d = [
    { q: 1, r: 0 },
    { q: 1, r: -1 },
    { q: 0, r: -1 },
  ][e.dir] as Hex
  return { q: e.q + d.q, r: e.r + d.r }
}

export function setFogEnabledCommand(mapId: string, enabled: boolean): Command {
  return {
    label: enabled ? 'Turn fog on' : 'Turn fog off',
    run(state) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog ?? { enabled: false, revealed: {} }
      if (fog.enabled === enabled) return state
      return withMap(state, { ...map, fog: { ...fog, enabled } })
    },
  }
}

/** A map without fog yet: fog off. A fog edit never turns fog on for the players by itself. */
const NO_FOG: Fog = { enabled: false, revealed: {} }

/** Reveal or hide hexes; while preparing, the edit goes to the draft the players do not see. */
export function revealCommand(mapId: string, keys: string[], reveal: boolean): Command {
  return {
    label: reveal ? 'Reveal fog' : 'Hide under fog',
    run(state) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog ?? NO_FOG
      const preparing = fog.draft !== undefined
      const set = { ...(preparing ? fog.draft : fog.revealed) }
      for (const key of hexesOnMap(map, keys)) {
        if (reveal) set[key] = 1
        else delete set[key]
      }
      this.label = `${reveal ? 'Reveal' : 'Hide'} ${keys.length} hex${keys.length === 1 ? '' : 'es'}${preparing ? ' (prepared)' : ''}`
      return withMap(state, {
        ...map,
        fog: preparing ? { ...fog, draft: set } : { ...fog, revealed: set },
      })
    },
  }
}

/**
 * Start preparing fog edits (a draft from what players see), or discard the draft. Neither
 * changes what the players see: on a map with fog off, fog stays off for them until shown.
 */
export function prepareFogCommand(mapId: string, preparing: boolean): Command {
  return {
    label: preparing ? 'Prepare fog' : 'Discard prepared fog',
    run(state) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog ?? NO_FOG
      if ((fog.draft !== undefined) === preparing) return state
      if (preparing) return withMap(state, { ...map, fog: { ...fog, draft: { ...fog.revealed } } })
      const { draft: _discard, ...rest } = fog
      return withMap(state, { ...map, fog: rest })
    },
  }
}

/** Show the prepared fog to the players in one step; fog is on for them from then on. */
export function pushFogCommand(mapId: string): Command {
  return {
    label: 'Show prepared fog to players',
    run(state) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog
      if (!fog || fog.draft === undefined)
        throw new CommandRejected('there are no prepared fog edits to show')
      const { draft, ...rest } = fog
      return withMap(state, { ...map, fog: { ...rest, enabled: true, revealed: draft } })
    },
  }
}

export interface NewMap {
  id: string
  name: string
  orientation: MapDef['orientation']
  cols: number
  rows: number
}

/** A new map, to work on at once when `activate`; the players keep seeing what they saw. */
export function createMapCommand(m: NewMap, activate: boolean): Command {
  return {
    label: `Create map ${m.name}`,
    run(state) {
      if (Object.hasOwn(state.maps, m.id))
        throw new CommandRejected(`a map with id "${m.id}" already exists`)
      const map: MapDef = {
        kind: 'hex',
        ...m,
        metresPerHex: 1,
        fog: { enabled: false, revealed: {} },
      }
      const next = withMap(state, map)
      return activate ? { ...next, activeMapId: m.id } : next
    },
  }
}

/** Switch the map the GM works on; the players' view stays where it is. */
export function setActiveMapCommand(mapId: string): Command {
  return {
    label: 'Switch map',
    run(state) {
      const map = mapOrThrow(state, mapId)
      this.label = `Switch to map ${map.name}`
      return state.activeMapId === mapId ? state : { ...state, activeMapId: mapId }
    },
  }
}

/** Show the players a map (null: none, they see a waiting screen). */
export function showMapToPlayersCommand(mapId: string | null): Command {
  return {
    label: 'Show map to players',
    run(state) {
      const map = mapId === null ? null : mapOrThrow(state, mapId)
      this.label = map ? `Show ${map.name} to players` : 'Show players no map'
      return state.playersMapId === mapId ? state : { ...state, playersMapId: mapId }
    },
  }
}

export function placeTokenCommand(token: Token): Command {
  return {
    label: `Place ${token.name}`,
    run(state) {
      if (Object.hasOwn(state.tokens, token.id))
        throw new CommandRejected(`a token with id "${token.id}" already exists`)
      const map = mapOrThrow(state, token.mapId)
      if (!hexInRect(token.hex, map.cols, map.rows, map.orientation)) {
        throw new CommandRejected(`hex ${hexKey(token.hex)} is outside the map "${map.name}"`)
      }
      return { ...state, tokens: { ...state.tokens, [token.id]: token } }
    },
  }
}

export function removeTokenCommand(tokenId: string): Command {
  return {
    label: 'Remove token',
    run(state) {
      const token = state.tokens[tokenId]
      if (!token || !Object.hasOwn(state.tokens, tokenId))
        throw new CommandRejected(`no token with id "${tokenId}"`)
      this.label = `Remove ${token.name}`
      const { [tokenId]: _gone, ...tokens } = state.tokens
      return { ...state, tokens }
    },
  }
}

export function rotateTokenCommand(tokenId: string, facing: number): Command {
  return {
    label: 'Rotate token',
    run(state) {
      const token = Object.hasOwn(state.tokens, tokenId) ? state.tokens[tokenId] : undefined
      if (!token) throw new CommandRejected(`no token with id "${tokenId}"`)
      this.label = `Rotate ${token.name}`
      if ((token.facing ?? 0) === facing) return state
      return { ...state, tokens: { ...state.tokens, [tokenId]: { ...token, facing } } }
    },
  }
}
