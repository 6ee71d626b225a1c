/**
 * Fog of war: turn it on or off, reveal or hide hexes, and prepare edits the players do not see
 * until the GM shows them in one step.
 */
import type { Campaign, Fog } from '../../../../shared/model'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'
import { hexesOnMap } from '../map/terrain'

export function setFogEnabledCommand(mapId: string, enabled: boolean): Command {
  return {
    label: enabled ? 'Turn fog on' : 'Turn fog off',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog ?? { enabled: false, revealed: {} }
      if (fog.enabled === enabled) return { state }
      return { state: withMap(state, { ...map, fog: { ...fog, enabled } }) }
    },
  }
}

/** A map without fog yet: fog off. A fog edit never turns fog on for the players by itself. */
const NO_FOG: Fog = { enabled: false, revealed: {} }

/** Reveal or hide hexes; while preparing, the edit goes to the draft the players do not see. */
export function revealCommand(mapId: string, keys: string[], reveal: boolean): Command {
  return {
    label: reveal ? 'Reveal fog' : 'Hide under fog',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog ?? NO_FOG
      const preparing = fog.draft !== undefined
      const set = { ...(preparing ? fog.draft : fog.revealed) }
      for (const key of hexesOnMap(map, keys)) {
        if (reveal) set[key] = 1
        else delete set[key]
      }
      return {
        state: withMap(state, {
          ...map,
          fog: preparing ? { ...fog, draft: set } : { ...fog, revealed: set },
        }),
        counted: {
          count: keys.length,
          label: (n) =>
            `${reveal ? 'Reveal' : 'Hide'} ${n} hex${n === 1 ? '' : 'es'}${preparing ? ' (prepared)' : ''}`,
        },
      }
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
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog ?? NO_FOG
      if ((fog.draft !== undefined) === preparing) return { state }
      if (preparing)
        return { state: withMap(state, { ...map, fog: { ...fog, draft: { ...fog.revealed } } }) }
      const { draft: _discard, ...rest } = fog
      return { state: withMap(state, { ...map, fog: rest }) }
    },
  }
}

/** Show the prepared fog to the players in one step; fog is on for them from then on. */
export function pushFogCommand(mapId: string): Command {
  return {
    label: 'Show prepared fog to players',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      const fog = map.fog
      if (!fog || fog.draft === undefined)
        throw new CommandRejected('there are no prepared fog edits to show')
      const { draft, ...rest } = fog
      return { state: withMap(state, { ...map, fog: { ...rest, enabled: true, revealed: draft } }) }
    },
  }
}
