/**
 * A unit on a gridless table drawn on its base at scale (C.7): a round base's diameter or a
 * rectangular base's width x depth turned by its angle, in map units (UNITS_PER_INCH).
 */
import type { Base } from '../../../shared/model'
import { UNITS_PER_INCH } from './gridless-paint'

/** A base not given is a round 1" one (the model's default). */
export const DEFAULT_BASE: Base = { shape: 'round', diameter: 1 }

/**
 * The radius of the disc a unit is drawn with (a round base's), or the half depth of a
 * rectangular one (where its name label hangs), in map units.
 */
export function baseRadiusUnits(base: Base): number {
  return base.shape === 'round'
    ? (base.diameter / 2) * UNITS_PER_INCH
    : (Math.min(base.width, base.depth) / 2) * UNITS_PER_INCH
}

/** How far from its centre a base reaches, in map units (for culling and labels). */
export function baseReachUnits(base: Base): number {
  return base.shape === 'round'
    ? (base.diameter / 2) * UNITS_PER_INCH
    : (Math.hypot(base.width, base.depth) / 2) * UNITS_PER_INCH
}

/** A rectangular base's Konva rect about the token's centre; null for a round one. */
export function baseRect(
  base: Base,
): { width: number; height: number; offsetX: number; offsetY: number; rotation: number } | null {
  if (base.shape !== 'rect') return null
  const width = base.width * UNITS_PER_INCH
  const height = base.depth * UNITS_PER_INCH
  return { width, height, offsetX: width / 2, offsetY: height / 2, rotation: base.angle }
}
