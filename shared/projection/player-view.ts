/**
 * What players may see. Built by whitelisting fields, never by deleting secrets: a key added to
 * the campaign later stays GM-only until someone decides to show it here. Under fog, only what
 * lies in revealed hexes leaves the GM's side: tokens, terrain and the walls that bound them.
 */
import { edgeHexes, hexKey, parseEdgeKey } from '../hex'
import type { Campaign, EdgeKind, MapDef, TerrainKind, Token } from '../model'

export interface PlayerToken {
  id: string
  mapId: string
  name: string
  kind: Token['kind']
  hex: { q: number; r: number }
  size: Token['size']
  color: string
  facing?: number
}

export interface PlayerTerrain {
  kind: TerrainKind
  elevation?: number
}

export interface PlayerMap {
  id: string
  name: string
  orientation: MapDef['orientation']
  cols: number
  rows: number
  metresPerHex: number
  terrain?: Record<string, PlayerTerrain>
  edges?: Record<string, EdgeKind>
  /** Present when fog is on: the hexes players may see. Prepared edits never appear here. */
  fog?: { enabled: true; revealed: Record<string, 1> }
}

/** The players' view: the active map and the tokens on it that are not GM-only. */
export interface PlayerView {
  name: string
  activeMapId: string
  maps: Record<string, PlayerMap>
  tokens: Record<string, PlayerToken>
}

function projectMap(map: MapDef): { map: PlayerMap; visible: (key: string) => boolean } {
  const fogged = map.fog?.enabled === true
  const revealed = map.fog?.revealed ?? {}
  const visible = (key: string) => !fogged || Object.hasOwn(revealed, key)
  const out: PlayerMap = {
    id: map.id,
    name: map.name,
    orientation: map.orientation,
    cols: map.cols,
    rows: map.rows,
    metresPerHex: map.metresPerHex,
  }
  if (map.terrain) {
    const terrain: Record<string, PlayerTerrain> = {}
    for (const [key, cell] of Object.entries(map.terrain)) {
      if (!visible(key)) continue
      terrain[key] = cell.elevation
        ? { kind: cell.kind, elevation: cell.elevation }
        : { kind: cell.kind }
    }
    out.terrain = terrain
  }
  if (map.edges) {
    const edges: Record<string, EdgeKind> = {}
    for (const [key, kind] of Object.entries(map.edges)) {
      const e = parseEdgeKey(key)
      if (!e) continue
      const [a, b] = edgeHexes(e)
      if (visible(hexKey(a)) || visible(hexKey(b))) edges[key] = kind
    }
    out.edges = edges
  }
  if (fogged) out.fog = { enabled: true, revealed: { ...revealed } }
  return { map: out, visible }
}

/** Project the GM's campaign onto what the projector and player devices may receive. */
export function projectPlayerView(campaign: Campaign): PlayerView {
  const map = campaign.maps[campaign.activeMapId]
  const maps: Record<string, PlayerMap> = {}
  const tokens: Record<string, PlayerToken> = {}
  if (map) {
    const projected = projectMap(map)
    maps[map.id] = projected.map
    for (const t of Object.values(campaign.tokens)) {
      if (t.gmOnly || t.mapId !== map.id || !projected.visible(hexKey(t.hex))) continue
      tokens[t.id] = {
        id: t.id,
        mapId: t.mapId,
        name: t.name,
        kind: t.kind,
        hex: { q: t.hex.q, r: t.hex.r },
        size: t.size,
        color: t.color,
        ...(t.facing ? { facing: t.facing } : {}),
      }
    }
  }
  return { name: campaign.name, activeMapId: campaign.activeMapId, maps, tokens }
}
