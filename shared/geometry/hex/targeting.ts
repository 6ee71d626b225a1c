/**
 * What the map says about one being attacking another: distance, line of sight, the difference in
 * ground height and the Cover edges at the target, and the reach and range bands around a being.
 * A ruleset turns these into its own terms (Blue Box: Height Advantage, Edge and Flaw); here
 * they are only read off the map.
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
  /** Attacker's ground minus target's ground, in metres (elevation units). */
  heightDifference: number
  /** The line from attacker to target crosses a Cover edge on the target's hex. */
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
  /** Within reach or range. */
  within: Hex[]
  /** Past range, up to the outer range (Blue Box: Beyond Range, twice a ranged weapon's range). */
  beyond: Hex[]
}

/**
 * The hexes of the map around `from` within `range` steps, and those past it up to `outer` steps
 * (none when `outer` is not past `range`); `from` itself is in neither.
 */
export function rangeBands(grid: HexGrid, from: Hex, range: number, outer = range): RangeBands {
  const within: Hex[] = []
  const beyond: Hex[] = []
  for (const h of hexRange(from, Math.max(0, Math.floor(outer)))) {
    if (!gridInBounds(grid, h)) continue
    const d = hexDistance(from, h)
    if (d === 0) continue
    if (d <= range) within.push(h)
    else beyond.push(h)
  }
  return { within, beyond }
}
