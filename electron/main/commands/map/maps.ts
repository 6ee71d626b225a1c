/** Maps as a whole: create one, switch the map the GM works on, choose what the players see. */
import {
  GRIDLESS_CELL_INCHES,
  GRIDLESS_TABLE_MAX_INCHES,
  GRIDLESS_TABLE_MIN_INCHES,
  type Campaign,
  type MapDef,
} from '../../../../shared/model'
import { rulesetOf } from '../../../../shared/rules'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'

export type NewMap =
  | {
      id: string
      name: string
      /** Hexes pointy- or flat-topped, or a square board. */
      orientation: 'pointy' | 'flat' | 'square'
      cols: number
      rows: number
    }
  | {
      id: string
      name: string
      /** A gridless tabletop measured in inches (BrikWars). */
      kind: 'gridless'
      widthInches: number
      heightInches: number
    }

/**
 * The board `m` describes, with fog off. A square is a 1.5 m (5 ft) space for a game counted in
 * spaces, and 1 m for one counted in metres (GG: "each square or hex on the grid represents 1m").
 */
function newMapDef(m: NewMap, unit: string): MapDef {
  const fog = { enabled: false, revealed: {} }
  if ('kind' in m) {
    return {
      kind: 'gridless',
      id: m.id,
      name: m.name,
      orientation: 'square',
      cols: Math.round(m.widthInches / GRIDLESS_CELL_INCHES),
      rows: Math.round(m.heightInches / GRIDLESS_CELL_INCHES),
      cellInches: GRIDLESS_CELL_INCHES,
      fog,
    }
  }
  return m.orientation === 'square'
    ? { kind: 'square', ...m, orientation: 'square', metresPerHex: unit === 'm' ? 1 : 1.5, fog }
    : { kind: 'hex', ...m, orientation: m.orientation, metresPerHex: 1, fog }
}

/** A new map, to work on at once when `activate`; the players keep seeing what they saw. */
export function createMapCommand(m: NewMap, activate: boolean): Command<{ mapId: string }> {
  return {
    label: `Create map ${m.name}`,
    run(state: Campaign) {
      if (Object.hasOwn(state.maps, m.id))
        throw new CommandRejected(`a map with id "${m.id}" already exists`)
      const ruleset = rulesetOf(state)
      const map = newMapDef(m, ruleset.unit)
      if (!ruleset.boards.includes(map.kind)) {
        const plays = ruleset.boards.map((b) => `${b} maps`).join(' or ')
        throw new CommandRejected(`${ruleset.name} plays on ${plays}, not ${map.kind} ones`)
      }
      if (map.kind === 'gridless') {
        const { widthInches: w, heightInches: h } = m as {
          widthInches: number
          heightInches: number
        }
        const ok = (v: number) =>
          Number.isFinite(v) &&
          v >= GRIDLESS_TABLE_MIN_INCHES &&
          v <= GRIDLESS_TABLE_MAX_INCHES &&
          Number.isInteger(v * 2)
        if (!ok(w) || !ok(h))
          throw new CommandRejected(
            `a gridless table is ${GRIDLESS_TABLE_MIN_INCHES}" to ${GRIDLESS_TABLE_MAX_INCHES}" a side, to the half inch; ${w}" x ${h}" is not`,
          )
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
