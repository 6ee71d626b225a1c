/**
 * Damage bands on the gridless board (C.7 "radial AoE"): explosions lose a die every 2" past the
 * first 2" ("Explosion (Area Affect) Damage"), fire loses a die per inch from the burning
 * object's surface ("Fire!"). Distances in inches.
 */
import { baseReach, baseToBase, CONTACT_EPS, pointToBaseXY } from './base'
import type { Base, Placed, Pt } from './types'

/** BW-Q12 `bw.measure`: to the nearest point of the target's base, or to its centre. */
export type BandMeasure = 'nearestPoint' | 'centre'

/** BW-Q21 `bw.fireBand`: whole inches rounded up (1.5" loses 2 dice) or down (1.5" loses 1). */
export type FireBandMode = 'ceil' | 'floor'

/** A unit on the board, as the band scans read it. */
export interface BandUnit {
  id: string
  at: Pt
  base: Base
}

/** A unit inside a blast or a fire's reach. */
export interface BandHit {
  id: string
  /** Inches from the blast point (or the burning surface) to the unit, as measured. */
  distance: number
  /** Dice the unit loses from the full roll (always fewer than the dice rolled). */
  diceLost: number
  /**
   * The outer edge of the band the unit stands in, in inches: 2, 4, 6 … for a blast; for a fire
   * 0 in contact, then 1, 2 … (ceil) or floor(d) + 1 (floor).
   */
  band: number
}

// A distance within this of a band edge counts as on it: the inner band holds its edge (BW-Q12).
const EDGE = 1e-9

/**
 * BW-31 / BW-Q12: explosion dice lost at `distance` inches: none within 2" (2" itself is full),
 * then one more per 2" begun: ⌈(d − 2) / 2⌉.
 */
export function explosionBand(distance: number): number {
  if (distance <= 2 + EDGE) return 0
  return Math.ceil((distance - 2) / 2 - EDGE)
}

/** BW-31 / BW-Q15: the farthest an explosion of `dice` dice reaches: 2 × dice inches. */
export function maxExplosionRadius(dice: number): number {
  return 2 * Math.max(0, dice)
}

/**
 * BW-35 / BW-Q21: fire dice lost at `distance` inches from the burning surface: none in
 * contact (within `contactEps`), else ⌈d⌉ (`ceil`, the default) or ⌊d⌋ (`floor`).
 */
export function fireBand(
  distance: number,
  mode: FireBandMode = 'ceil',
  contactEps = CONTACT_EPS,
): number {
  if (distance <= contactEps) return 0
  return mode === 'ceil' ? Math.ceil(distance - EDGE) : Math.floor(distance + EDGE)
}

function fireBandEdge(
  distance: number,
  lost: number,
  mode: FireBandMode,
  contactEps: number,
): number {
  if (distance <= contactEps) return 0
  return mode === 'ceil' ? lost : lost + 1
}

/**
 * BW-31 / BW-Q12: the units an explosion of `dice` dice at `centre` still reaches (fewer than
 * `dice` dice lost), measured to each unit's nearest point (default) or its centre. Allocates
 * only the result: it runs over every unit on the board as the GM drags a blast.
 */
export function unitsInBands(
  centre: Pt,
  units: readonly BandUnit[],
  dice: number,
  measure: BandMeasure = 'nearestPoint',
): BandHit[] {
  const out: BandHit[] = []
  const reach = maxExplosionRadius(dice)
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as BandUnit
    const dx = u.at.x - centre.x
    const dy = u.at.y - centre.y
    const toCentre = Math.sqrt(dx * dx + dy * dy)
    let d = toCentre
    if (measure === 'nearestPoint') {
      // Cheap rejection before the exact distance: no part of the base comes within reach.
      if (toCentre - baseReach(u.base) > reach + EDGE) continue
      d = pointToBaseXY(centre.x, centre.y, u.at.x, u.at.y, u.base)
    }
    const lost = explosionBand(d)
    if (lost < dice) out.push({ id: u.id, distance: d, diceLost: lost, band: 2 * lost + 2 })
  }
  return out
}

/**
 * BW-35 / BW-Q12: the units a fire of `dice` dice (its Burn Level) reaches from the burning
 * base's surface, edge to edge (fewer than `dice` dice lost). A unit with the burning base's
 * own id is left out.
 */
export function unitsNearBurning(
  burning: Placed & { id?: string },
  units: readonly BandUnit[],
  dice: number,
  mode: FireBandMode = 'ceil',
  contactEps = CONTACT_EPS,
): BandHit[] {
  const out: BandHit[] = []
  const reach = baseReach(burning.base) + dice + 1
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as BandUnit
    if (burning.id !== undefined && u.id === burning.id) continue
    const dx = u.at.x - burning.at.x
    const dy = u.at.y - burning.at.y
    if (Math.sqrt(dx * dx + dy * dy) - baseReach(u.base) > reach) continue
    const d = baseToBase(burning, u)
    const lost = fireBand(d, mode, contactEps)
    if (lost < dice) {
      out.push({
        id: u.id,
        distance: d,
        diceLost: lost,
        band: fireBandEdge(d, lost, mode, contactEps),
      })
    }
  }
  return out
}
