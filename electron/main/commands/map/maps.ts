/** Maps as a whole: create one, switch the map the GM works on, choose what the players see. */
import type { Campaign, MapDef } from '../../../../shared/model'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'

export interface NewMap {
  id: string
  name: string
  orientation: MapDef['orientation']
  cols: number
  rows: number
}

/** A new map, to work on at once when `activate`; the players keep seeing what they saw. */
export function createMapCommand(m: NewMap, activate: boolean): Command<{ mapId: string }> {
  return {
    label: `Create map ${m.name}`,
    run(state: Campaign) {
      if (Object.hasOwn(state.maps, m.id))
        throw new CommandRejected(`a map with id "${m.id}" already exists`)
      const map: MapDef = {
        kind: 'hex',
        ...m,
        metresPerHex: 1,
        fog: { enabled: false, revealed: {} },
      }
      const next = withMap(state, map)
      return {
        state: activate ? { ...next, activeMapId: m.id } : next,
        result: { mapId: m.id },
      }
    },
  }
}

/** Switch the map the GM works on; the players' view stays where it is. */
export function setActiveMapCommand(mapId: string): Command {
  return {
    label: 'Switch map',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      return {
        state: state.activeMapId === mapId ? state : { ...state, activeMapId: mapId },
        label: `Switch to map ${map.name}`,
      }
    },
  }
}

/** Show the players a map (null: none, they see a waiting screen). */
export function showMapToPlayersCommand(mapId: string | null): Command {
  return {
    label: 'Show map to players',
    run(state: Campaign) {
      const map = mapId === null ? null : mapOrThrow(state, mapId)
      return {
        state: state.playersMapId === mapId ? state : { ...state, playersMapId: mapId },
        label: map ? `Show ${map.name} to players` : 'Show players no map',
      }
    },
  }
}
