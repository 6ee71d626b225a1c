/** Maps as a whole: create one, switch the map the GM works on, choose what the players see. */
import type { Campaign, MapDef } from '../../../../shared/model'
import { rulesetOf } from '../../../../shared/rules'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'

export interface NewMap {
  id: string
  name: string
  /** Hexes pointy- or flat-topped, or a square board. */
  orientation: 'pointy' | 'flat' | 'square'
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
      const ruleset = rulesetOf(state)
      const kind = m.orientation === 'square' ? 'square' : 'hex'
      if (!ruleset.boards.includes(kind)) {
        const plays = ruleset.boards.map((b) => `${b} maps`).join(' or ')
        throw new CommandRejected(`${ruleset.name} plays on ${plays}, not ${kind} ones`)
      }
      const fog = { enabled: false, revealed: {} }
      const map: MapDef =
        m.orientation === 'square'
          ? { kind: 'square', ...m, orientation: 'square', metresPerHex: 1.5, fog }
          : { kind: 'hex', ...m, orientation: m.orientation, metresPerHex: 1, fog }
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
