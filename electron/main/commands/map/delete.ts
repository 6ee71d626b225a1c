/** Deleting a map: with its tokens and its fog, as one undoable step. */
import type { Campaign, MapDef } from '../../../../shared/model'
import { CommandRejected, mapOrThrow, type Command } from '../command'

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

/**
 * The campaign without map `mapId` and whatever stands on it: its tokens (the fog is part of
 * the map), its encounters' place and tokens. The GM moves to another map; the players see none
 * if they saw this one. Refused for the last map, a map a fight runs on, and a map whose tokens
 * rest in the rest being planned.
 */
export function withoutMap(state: Campaign, map: MapDef): Campaign {
  const others = Object.keys(state.maps).filter((id) => id !== map.id)
  const next = others[0]
  if (next === undefined)
    throw new CommandRejected(
      `${map.name} is the campaign's only map; a campaign keeps at least one`,
    )
  if (state.combat && state.combat.mapId === map.id)
    throw new CommandRejected(`a fight is running on ${map.name}; end the fight first`)
  const gone = new Set(
    Object.values(state.tokens)
      .filter((t) => t.mapId === map.id)
      .map((t) => t.id),
  )
  const resting = state.rest ? state.rest.members.filter((m) => gone.has(m)) : []
  if (resting.length)
    throw new CommandRejected(
      `${plural(resting.length, 'token')} on ${map.name} ${resting.length === 1 ? 'is' : 'are'} resting in the rest being planned; resolve or cancel the rest first`,
    )
  const { [map.id]: _map, ...maps } = state.maps
  const tokens = Object.fromEntries(Object.entries(state.tokens).filter(([id]) => !gone.has(id)))
  let encounters = state.encounters
  for (const [id, e] of Object.entries(state.encounters)) {
    if (e.mapId !== map.id && !e.tokenIds.some((t) => gone.has(t))) continue
    const { mapId, ...rest } = e
    const kept: Campaign['encounters'][string] = {
      ...(mapId === map.id ? rest : e),
      tokenIds: e.tokenIds.filter((t) => !gone.has(t)),
    }
    encounters = { ...encounters, [id]: kept }
  }
  return {
    ...state,
    maps,
    tokens,
    encounters,
    activeMapId: state.activeMapId === map.id ? next : state.activeMapId,
    playersMapId: state.playersMapId === map.id ? null : state.playersMapId,
  }
}

/** Delete a map with its tokens and its fog. */
export function deleteMapCommand(mapId: string): Command {
  return {
    label: 'Delete map',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      return { state: withoutMap(state, map), label: `Delete map "${map.name}"` }
    },
  }
}
