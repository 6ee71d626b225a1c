/**
 * Steps on a hex grid: the StepCost a ruleset hands the pathfinder, and what a being covering
 * several hexes (a footprint, footprintDirections) may do: stand somewhere (footprintFault) and
 * step (footprintStepCost, the dearest step any of its hexes makes).
 */
import { TERRAIN_CODES, type HexGrid } from './grid'
import { HEX_DIRECTIONS, type Hex } from './hex'

/**
 * What it costs to step from hex `from` to its neighbour `to` along HEX_DIRECTIONS[dir], in the
 * ruleset's unit (metres for Blue Box): a whole number >= 1, or Infinity where the step is
 * impossible. Anything else is a RangeError: the bucket queue needs whole costs, and a step of 0
 * would let paths loop.
 */
export type StepCost = (from: number, to: number, dir: number) => number

/**
 * The touching pairs of a footprint's hexes, as [member, side] pairs flattened: member 0 is the
 * anchor, member i + 1 the hex along HEX_DIRECTIONS[dirs[i]]; `side` is the member's side that
 * faces the other hex of the pair. Walls are recorded on both sides of an edge, so one side is
 * enough to find a wall running between two hexes of the footprint. (Shared with the pathfinder;
 * the index does not export it.)
 */
export function innerSides(dirs: readonly number[]): Int32Array {
  const offsets: Hex[] = [{ q: 0, r: 0 }, ...dirs.map((d) => HEX_DIRECTIONS[d] as Hex)]
  const out: number[] = []
  for (let a = 0; a < offsets.length; a++) {
    for (let b = a + 1; b < offsets.length; b++) {
      const dq = (offsets[b] as Hex).q - (offsets[a] as Hex).q
      const dr = (offsets[b] as Hex).r - (offsets[a] as Hex).r
      const side = HEX_DIRECTIONS.findIndex((h) => h.q === dq && h.r === dr)
      if (side >= 0) out.push(a, side)
    }
  }
  return Int32Array.from(out)
}

/** Refuses a footprint direction that is not 0..5 (shared with the pathfinder, like innerSides). */
export function checkDirs(dirs: readonly number[]): void {
  for (const d of dirs) {
    if (!Number.isInteger(d) || d < 0 || d > 5) {
      throw new RangeError(`footprint direction ${d}: need a whole number 0..5`)
    }
  }
}

const IMPASSABLE = TERRAIN_CODES.indexOf('impassable')

/** Why a footprint cannot stand somewhere (see footprintFault). */
export type FootprintFault = 'off-map' | 'impassable' | 'wall'

/**
 * Whether a being whose footprint is `dirs` (footprintDirections: the steps from the anchor to
 * its other hexes) can stand with its anchor at index `anchor`: null when it can, 'off-map' when
 * a hex of it is off the map, 'impassable' when one is on impassable terrain, 'wall' when a wall
 * runs between two of its own hexes (a being cannot stand astride a wall). Checked in that order.
 */
export function footprintFault(
  grid: HexGrid,
  anchor: number,
  dirs: readonly number[],
): FootprintFault | null {
  checkDirs(dirs)
  if (!Number.isInteger(anchor) || anchor < 0 || anchor >= grid.size) return 'off-map'
  const members = [anchor]
  for (const d of dirs) {
    const m = grid.neighbors[anchor * 6 + d] as number
    if (m < 0) return 'off-map'
    members.push(m)
  }
  if (members.some((m) => grid.terrain[m] === IMPASSABLE)) return 'impassable'
  const inner = innerSides(dirs)
  for (let i = 0; i < inner.length; i += 2) {
    const m = members[inner[i] as number] as number
    if ((((grid.walls[m] as number) >> (inner[i + 1] as number)) & 1) === 1) return 'wall'
  }
  return null
}

/**
 * The StepCost of a being that covers several hexes, from the StepCost `base` of one hex. The
 * footprint is `dirs` (footprintDirections) and does not turn on the way: a step of the anchor
 * along direction d moves every hex of the footprint along d, and costs the most any of them
 * pays to make its own step (so one hex crossing a wall, leaving the map or entering impassable
 * terrain stops the whole being, and one hex entering Difficult terrain makes the step Difficult).
 * A step that would leave a wall running between two of the being's own hexes is impossible too
 * (footprintFault's 'wall'). With no `dirs` (a one-hex being) this is `base` itself.
 */
export function footprintStepCost(
  grid: HexGrid,
  dirs: readonly number[],
  base: StepCost,
): StepCost {
  checkDirs(dirs)
  if (dirs.length === 0) return base
  const nb = grid.neighbors
  const walls = grid.walls
  const k = dirs.length
  const fd = Int32Array.from(dirs)
  const inner = innerSides(dirs)
  const members = new Int32Array(k + 1)
  return (from, to, dir) => {
    let worst = base(from, to, dir)
    if (worst === Infinity) return Infinity
    members[0] = to
    for (let i = 0; i < k; i++) {
      const e = fd[i] as number
      const a = nb[from * 6 + e] as number
      const b = nb[to * 6 + e] as number
      if (a < 0 || b < 0) return Infinity
      const c = base(a, b, dir)
      if (c > worst) {
        if (c === Infinity) return Infinity
        worst = c
      }
      members[i + 1] = b
    }
    for (let i = 0; i < inner.length; i += 2) {
      const m = members[inner[i] as number] as number
      if ((((walls[m] as number) >> (inner[i + 1] as number)) & 1) === 1) return Infinity
    }
    return worst
  }
}
