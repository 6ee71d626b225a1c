/**
 * A fresh campaign: one empty map, no tokens, default table options. The map is a hex one unless
 * `board` says square (a ruleset that plays only on squares, like Zealots of Zaldar) or gridless
 * (a 72" x 48" tabletop in half-inch lattice cells, for BrikWars).
 */
import { CURRENT_SCHEMA_VERSION, type Campaign } from './campaign'

export function newCampaign(input: {
  id: string
  name: string
  /** The ruleset it plays; Blue Box unless the GM picks another. */
  rulesetId?: string
  cols?: number
  rows?: number
  /** The first map's kind: the ruleset's first board kind (hex unless it plays on squares). */
  board?: 'hex' | 'square' | 'gridless'
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
      [mapId]:
        input.board === 'gridless'
          ? {
              kind: 'gridless',
              id: mapId,
              name: 'Battlefield',
              orientation: 'square',
              cols: input.cols ?? 144,
              rows: input.rows ?? 96,
              cellInches: 0.5,
            }
          : input.board === 'square'
            ? {
                kind: 'square',
                id: mapId,
                name: 'Dungeon',
                orientation: 'square',
                cols: input.cols ?? 20,
                rows: input.rows ?? 14,
                metresPerHex: 1,
              }
            : {
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
