/**
 * What players may see. Built by whitelisting fields, never by deleting secrets: a key added to
 * the campaign later stays GM-only until someone decides to show it here.
 */
import type { Campaign, MapDef, Token } from '../model'

export interface PlayerToken {
  id: string
  mapId: string
  name: string
  kind: Token['kind']
  hex: { q: number; r: number }
  size: Token['size']
  color: string
}

export interface PlayerMap {
  id: string
  name: string
  orientation: MapDef['orientation']
  cols: number
  rows: number
  metresPerHex: number
}

/** The players' view: the active map and the tokens on it that are not GM-only. */
export interface PlayerView {
  name: string
  activeMapId: string
  maps: Record<string, PlayerMap>
  tokens: Record<string, PlayerToken>
}

/** Project the GM's campaign onto what the projector and player devices may receive. */
export function projectPlayerView(campaign: Campaign): PlayerView {
  const map = campaign.maps[campaign.activeMapId]
  const maps: Record<string, PlayerMap> = {}
  const tokens: Record<string, PlayerToken> = {}
  if (map) {
    maps[map.id] = {
      id: map.id,
      name: map.name,
      orientation: map.orientation,
      cols: map.cols,
      rows: map.rows,
      metresPerHex: map.metresPerHex,
    }
    for (const t of Object.values(campaign.tokens)) {
      if (t.gmOnly || t.mapId !== map.id) continue
      tokens[t.id] = {
        id: t.id,
        mapId: t.mapId,
        name: t.name,
        kind: t.kind,
        hex: { q: t.hex.q, r: t.hex.r },
        size: t.size,
        color: t.color,
      }
    }
  }
  return { name: campaign.name, activeMapId: campaign.activeMapId, maps, tokens }
}
