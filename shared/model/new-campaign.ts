/** A fresh campaign: one empty hex map, no tokens, default table options. */
import { CURRENT_SCHEMA_VERSION, type Campaign } from './campaign'

export function newCampaign(input: {
  id: string
  name: string
  /** The ruleset it plays; Blue Box unless the GM picks another. */
  rulesetId?: string
  cols?: number
  rows?: number
}): Campaign {
  const mapId = 'map-1'
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: input.id,
    name: input.name,
    rulesetId: input.rulesetId ?? 'bluebox',
    tableOptions: {},
    activeMapId: mapId,
    // Players see a waiting screen until the GM shows them a map.
    playersMapId: null,
    maps: {
      [mapId]: {
        kind: 'hex',
        id: mapId,
        name: 'Battlemap',
        orientation: 'pointy',
        cols: input.cols ?? 20,
        rows: input.rows ?? 14,
        metresPerHex: 1,
      },
    },
    tokens: {},
    npcs: {},
    pcs: {},
    notes: {},
    encounters: {},
    assets: {},
  }
}
