/**
 * What the map says about one being attacking another: distance, line of sight, Height
 * Advantage and Cover (Blue Box, "Cover & Height Advantage"), and the reach and range bands
 * around a being (Combat Actions: Attacks, Beyond Range). The rules engine turns these into
 * Edge and Flaw; here they are only read off the map.
 */
import { edgeCover, gridInBounds, gridIndexOf, type HexGrid } from './grid'
import { hexDistance, hexKey, type Hex } from './hex'
import { hexLineEdges } from './line'
import { hexRange } from './range'
import { lineOfSight } from './sight'
import { edgeHexes, edgeKey } from './edges'

export interface TargetSituation {
  /** Hexes between the two (1 m each). */
  distance: number
  lineOfSight: boolean
  /** Attacker's ground minus target's ground, in metres. */
  heightDifference: number
  /** "1m or higher above": +1 Edge on ranged and melee attacks. */
  heightAdvantage: boolean
  /** A ranged attack's line passes over a Cover edge on the target's hex: Flaw (Hunker: 2 Flaw). */
  cover: boolean
  /** The Cover edges that count, by key. */
  coverEdges: string[]
}

/** Read the map between an attacker's hex and a target's hex. */
export function targetSituation(grid: HexGrid, attacker: Hex, target: Hex): TargetSituation {
  const distance = hexDistance(attacker, target)
  const onMap = gridInBounds(grid, attacker) && gridInBounds(grid, target)
  const ground = (h: Hex) => grid.elevation[gridIndexOf(grid, h)] ?? 0
  const heightDifference = onMap ? ground(attacker) - ground(target) : 0
  const targetKey = hexKey(target)
  const coverEdges: string[] = []
  if (onMap && distance > 0) {
    const ti = gridIndexOf(grid, target)
    for (const e of hexLineEdges(attacker, target)) {
      const [a, b] = edgeHexes(e)
      // Cover counts only where the target is adjacent to it: the edge is on the target's hex.
      if (hexKey(a) !== targetKey && hexKey(b) !== targetKey) continue
      const other = hexKey(a) === targetKey ? b : a
      const dir = directionFrom(target, other)
      if (dir >= 0 && edgeCover(grid, ti, dir)) coverEdges.push(edgeKey(e))
    }
  }
  return {
    distance,
    lineOfSight: onMap ? lineOfSight(grid, attacker, target) : false,
    heightDifference,
    heightAdvantage: heightDifference >= 1,
    cover: coverEdges.length > 0,
    coverEdges,
  }
}

function directionFrom(h: Hex, n: Hex): number {
  const d = [
    [1, 0],
    [1, -1],
    [0, -1],
    [-1, 0],
    [-1, 1],
    [0, 1],
  ].findIndex(([dq, dr]) => n.q - h.q === dq && n.r - h.r === dr)
  return d
}

export interface RangeBands {
  /** Within reach or range: a plain attack. */
  within: Hex[]
  /** Past range up to twice it: Beyond Range, with 1 Flaw (ranged only). */
  beyond: Hex[]
}

/** The hexes a being at `from` can attack: within `range`, and Beyond Range up to twice it. */
export function rangeBands(grid: HexGrid, from: Hex, range: number, ranged: boolean): RangeBands {
  const within: Hex[] = []
  const beyond: Hex[] = []
  const outer = ranged ? range * 2 : range
  for (const h of hexRange(from, Math.max(0, Math.floor(outer)))) {
    if (!gridInBounds(grid, h)) continue
    const d = hexDistance(from, h)
    if (d === 0) continue
    if (d <= range) within.push(h)
    else beyond.push(h)
  }
  return { within, beyond }
}
