/**
 * A ruleset's changes to the board itself (a figure pushed, turned or laid down; a door opened,
 * an item picked up, a container looted), checked by the model's schemas before they land: a
 * ruleset that breaks them has a bug, so the error is not worded for the GM.
 */
import { CampaignSchema, cellOnMap, type Campaign, type Token } from '../../model'
import type { StateChange } from '../../rules'
import { tokenOf } from './state'
import { CombatRefused } from './types'

type TokenChange = Extract<StateChange, { kind: 'token' }>
type FeatureChange = Extract<StateChange, { kind: 'map-features' }>

/** Move, turn or lay down one figure; only the fields the change names. */
export function applyTokenChange(campaign: Campaign, change: TokenChange): Campaign {
  const token = tokenOf(campaign, change.tokenId)
  if (!token) throw new CombatRefused(`no token "${change.tokenId}" on any map`)
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  if (!map) throw new CombatRefused(`${token.name} is on a missing map`)
  const next: Token = { ...token }
  if (change.hex) {
    if (!cellOnMap(map, change.hex)) throw new Error(`the ruleset moved ${token.name} off the map`)
    next.hex = { ...token.hex, q: change.hex.q, r: change.hex.r }
  }
  if (change.heading !== undefined) next.heading = change.heading
  if (change.orientation !== undefined) next.orientation = change.orientation
  const checked = CampaignSchema.shape.tokens.safeParse({ [token.id]: next })
  if (!checked.success) throw new Error(`the ruleset gave ${token.name} a place the model refuses`)
  return { ...campaign, tokens: { ...campaign.tokens, [token.id]: next } }
}

function patched<T>(
  layer: Record<string, T> | undefined,
  edits: Record<string, T | null> | undefined,
): Record<string, T> | undefined {
  if (!edits) return layer
  const out: Record<string, T> = { ...(layer ?? {}) }
  for (const [key, value] of Object.entries(edits)) {
    if (key === '__proto__') throw new Error('the ruleset named a reserved feature key')
    if (value === null) delete out[key]
    else out[key] = value
  }
  return out
}

/** Replace the named doors, containers and item piles of a square map. */
export function applyFeatureChange(campaign: Campaign, change: FeatureChange): Campaign {
  const map = Object.hasOwn(campaign.maps, change.mapId) ? campaign.maps[change.mapId] : undefined
  if (!map) throw new CombatRefused(`no map "${change.mapId}"`)
  if (map.kind !== 'square') throw new Error('the ruleset changed features of a hex map')
  const next = {
    ...map,
    doors: patched(map.doors, change.doors),
    containers: patched(map.containers, change.containers),
    items: patched(map.items, change.items),
  }
  for (const key of ['doors', 'containers', 'items'] as const) {
    if (next[key] === undefined) delete next[key]
  }
  const checked = CampaignSchema.shape.maps.safeParse({ [map.id]: next })
  if (!checked.success) throw new Error(`the ruleset gave "${map.name}" features the model refuses`)
  return { ...campaign, maps: { ...campaign.maps, [map.id]: next } }
}
