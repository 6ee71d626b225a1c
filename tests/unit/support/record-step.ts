/**
 * A test oracle: what one hex pays to step from `a` to its neighbour `b` along `dir`, read straight
 * from the map's records (terrain, elevation, edges) with the engine's hexEntryCost, without the
 * grid's bit tables. Infinity through a wall or onto impassable terrain.
 */
import {
  edgeKey,
  hexEdge,
  hexKey,
  type Hex,
  type HexGridSource,
} from '../../../shared/geometry/hex'
import {
  hexEntryCost,
  type EnteredHex,
  type MoveManner,
} from '../../../shared/rules/bluebox/engine/movement'
import type { BlueBoxOptions } from '../../../shared/rules/bluebox/engine/options'

export function recordStepCost(
  src: HexGridSource,
  a: Hex,
  b: Hex,
  dir: number,
  manner: MoveManner | undefined,
  rules: Partial<BlueBoxOptions> | undefined,
): number {
  const edge = src.edges?.[edgeKey(hexEdge(a, dir))]
  if (edge === 'wall') return Infinity
  const cell = src.terrain?.[hexKey(b)]
  const kind = cell?.kind ?? 'normal'
  if (kind === 'impassable') return Infinity
  const rise = (cell?.elevation ?? 0) - (src.terrain?.[hexKey(a)]?.elevation ?? 0)
  const own = { water: 'swim', climb: 'climb', dig: 'dig' } as const
  let mode: EnteredHex['mode'] = kind in own ? own[kind as keyof typeof own] : 'walk'
  if (rise > 1 && mode === 'walk') mode = 'climb'
  const hex: EnteredHex = { difficult: kind === 'difficult', mode, vaultCover: edge === 'cover' }
  return hexEntryCost(hex, manner, rules)
}
