/**
 * GG Area of Control and distances at the table (OTHER-SYSTEMS.md A.2, GG-038, GG-042, GG-044,
 * F-GG-6; seed 001, "Combat: Movement"): reach, the cells and hexes an AoC covers, gridless rulers
 * and Theatre-of-the-Mind bands.
 */
import { hexRange, type Hex } from '../../../geometry/hex'
import type { GgCell } from './movement'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'

/**
 * GG-038 / F-GG-6: reach (AoC radius) in metres: `gg.reach.base` (1 m), plus `gg.reach.reachProperty`
 * (1 m) with a Reach weapon, or the stat block's own.
 */
export function aocReach(
  being: { reachWeapon?: boolean; reachOverride?: number },
  options: Pick<GgOptions, 'reach'> = GG_DEFAULT_OPTIONS,
): number {
  if (being.reachOverride !== undefined) return being.reachOverride
  return options.reach.base + (being.reachWeapon === true ? options.reach.reachProperty : 0)
}

/**
 * GG-038 Area of Control on a square grid, as cells the map can draw: every cell within `reach`
 * (Chebyshev, a diagonal counts as adjacent) of an N×N footprint whose top-left cell is `origin`,
 * the footprint itself excluded.
 */
export function aocCellsSquare(origin: GgCell, footprint: number, reach: number): GgCell[] {
  const out: GgCell[] = []
  for (let y = origin.y - reach; y < origin.y + footprint + reach; y++) {
    for (let x = origin.x - reach; x < origin.x + footprint + reach; x++) {
      const inside =
        x >= origin.x && x < origin.x + footprint && y >= origin.y && y < origin.y + footprint
      if (!inside) out.push({ x, y })
    }
  }
  return out
}

/** GG-038 Area of Control on 1 m hexes: the hexes within `reach` of the centre, the centre excluded. */
export function aocHexes(center: Hex, reach: number): Hex[] {
  return hexRange(center, reach).filter((h) => h.q !== center.q || h.r !== center.r)
}

/** GG-042 (GG-Q17): a distance in metres as a gridless ruler reads it. */
export function gridlessLength(
  metres: number,
  unit: 'inch' | 'cm',
  options: Pick<GgOptions, 'gridlessScale'> = GG_DEFAULT_OPTIONS,
): number {
  return metres / options.gridlessScale[unit]
}

/** GG-044 (GG-Q18): the Theatre-of-the-Mind band for a distance: within reach, Near (≤ 12 m), At Range. */
export function tomBand(
  metres: number,
  reach: number,
  options: Pick<GgOptions, 'tomBands'> = GG_DEFAULT_OPTIONS,
): 'engaged' | 'near' | 'atRange' {
  if (metres <= reach) return 'engaged'
  return metres <= options.tomBands.nearMax ? 'near' : 'atRange'
}
