/**
 * Map layer edits: terrain, elevation, walls and Cover. Each is one undoable step however many
 * hexes a brush stroke touched.
 */
import { hexInRect, parseEdgeKey, parseHexKey, type Hex } from '../../../../shared/geometry/hex'
import {
  cellOnMap,
  cellWord,
  squareEdgeOnMap,
  type Campaign,
  type EdgeKind,
  type MapDef,
  type TerrainCell,
} from '../../../../shared/model'
import { dangerousSaveProblem, rulesetOf } from '../../../../shared/rules'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'

/** Hex keys on the map; the first one off the map is refused by name. */
export function hexesOnMap(map: MapDef, keys: readonly string[]): string[] {
  for (const key of keys) {
    const h = parseHexKey(key)
    if (!h) throw new CommandRejected(`"${key}" is not a hex key`)
    if (!cellOnMap(map, h)) {
      throw new CommandRejected(
        `${cellWord(map)} ${key} is outside the map "${map.name}" (${map.cols} x ${map.rows})`,
      )
    }
  }
  return [...new Set(keys)]
}

function sameCell(a: TerrainCell | undefined, b: TerrainCell | null): boolean {
  if (!a || !b) return !a && !b
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Paint terrain (null: back to normal ground, elevation kept) on hexes. */
export function paintTerrainCommand(
  mapId: string,
  keys: string[],
  kind: TerrainCell | null,
): Command {
  return {
    label: kind ? `Paint ${kind.kind} terrain` : 'Clear terrain',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      const stat = kind?.kind === 'dangerous' ? kind.dangerous?.stat : undefined
      const problem = stat === undefined ? null : dangerousSaveProblem(rulesetOf(state), stat)
      if (problem) throw new CommandRejected(problem)
      const terrain = { ...(map.terrain ?? {}) }
      for (const key of hexesOnMap(map, keys)) {
        const old = terrain[key]
        const elevation = old?.elevation
        const next: TerrainCell | null =
          kind && kind.kind !== 'normal'
            ? { ...kind, ...(elevation ? { elevation } : {}) }
            : elevation
              ? { kind: 'normal', elevation }
              : null
        if (sameCell(old, next)) continue
        if (next) terrain[key] = next
        else delete terrain[key]
      }
      return { state: withMap(state, { ...map, terrain }) }
    },
  }
}

export function setElevationCommand(mapId: string, keys: string[], elevation: number): Command {
  return {
    label: `Set elevation ${elevation} m`,
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      const terrain = { ...(map.terrain ?? {}) }
      for (const key of hexesOnMap(map, keys)) {
        const old = terrain[key]
        const { elevation: _drop, ...rest } = old ?? { kind: 'normal' as const }
        const next: TerrainCell = elevation ? { ...rest, elevation } : rest
        if (next.kind === 'normal' && !next.elevation && Object.keys(next).length === 1)
          delete terrain[key]
        else terrain[key] = next
      }
      return { state: withMap(state, { ...map, terrain }) }
    },
  }
}

/** Put walls or Cover on hex edges (null removes whatever is there). */
export function setEdgesCommand(mapId: string, keys: string[], kind: EdgeKind | null): Command {
  return {
    label: kind ? `Place ${kind === 'wall' ? 'walls' : 'Cover'}` : 'Remove walls and Cover',
    run(state: Campaign) {
      const map = mapOrThrow(state, mapId)
      if (map.kind === 'gridless') {
        throw new CommandRejected(
          `"${map.name}" is a gridless board: it has no cell sides for walls; draw an obstacle instead`,
        )
      }
      const edges = { ...(map.edges ?? {}) }
      for (const key of keys) {
        if (map.kind === 'square') {
          if (!squareEdgeOnMap(map, key))
            throw new CommandRejected(`edge ${key} is not a side of a square on "${map.name}"`)
          if (kind) edges[key] = kind
          else delete edges[key]
          continue
        }
        const e = parseEdgeKey(key)
        if (!e) throw new CommandRejected(`"${key}" is not an edge key`)
        if (!hexInRect(e, map.cols, map.rows, map.orientation)) {
          // An edge is on the map when either of its hexes is; the canonical owner may be outside.
          const other = edgeOther(e)
          if (!hexInRect(other, map.cols, map.rows, map.orientation)) {
            throw new CommandRejected(`edge ${key} is outside the map "${map.name}"`)
          }
        }
        if (kind) edges[key] = kind
        else delete edges[key]
      }
      return { state: withMap(state, { ...map, edges }) }
    },
  }
}

function edgeOther(e: { q: number; r: number; dir: 0 | 1 | 2 }): Hex {
  const d = [
    { q: 1, r: 0 },
    { q: 1, r: -1 },
    { q: 0, r: -1 },
  ][e.dir] as Hex
  return { q: e.q + d.q, r: e.r + d.r }
}
