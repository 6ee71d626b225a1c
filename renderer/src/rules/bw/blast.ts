/**
 * What the GM sees before and after a blast or around a fire (BW-31/32, BW-35): every unit a
 * blast at a point touches, with its distance and the dice it would take by band ("Trooper 3 —
 * 3½" — 2d10"), and every unit inside a burning unit's fire bands. Pure: distances from the
 * board's geometry, dice from the engine.
 */
import type { Campaign, Token } from '../../../../shared/model'
import {
  unitsInBands,
  unitsNearBurning,
  type BandUnit,
  type Pt,
} from '../../../../shared/geometry/gridless'
import {
  explosionDice,
  formatInches,
  parseBwDice,
  type BwOptions,
  type BwWeapon,
} from '../../../../shared/rules/bw'
import { bwSheetOfToken, bwStateOfToken, placedOf } from './support'

/** A blast's damage: the weapon's dice, or dice the GM typed ("2d10+1"). */
export type BlastDamage = Pick<BwWeapon, 'damage' | 'damageBonus'>

/** Dice the GM typed, as a blast's damage; throws in words on text that is no dice. */
export function blastDamageOf(text: string): BlastDamage {
  const expr = parseBwDice(text)
  if (expr.dice.length === 0) throw new Error(`"${text}" rolls no dice; write e.g. 2d10`)
  return { damage: expr.dice, damageBonus: expr.bonus }
}

/** Die sizes as dice text: [10, 10, 6] → "2d10+1d6"; none → "no dice". */
export function sizesText(sizes: readonly number[]): string {
  if (sizes.length === 0) return 'no dice'
  const counts = new Map<number, number>()
  for (const s of sizes) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts].map(([die, n]) => `${n}d${die}`).join('+')
}

/** One unit a blast or a fire reaches. */
export interface BlastRow {
  id: string
  name: string
  distanceIn: number
  /** "3½"" */
  distance: string
  diceLost: number
  /** The die sizes it takes, largest first. */
  sizes: number[]
  /** "2d10" */
  dice: string
  /** The outer edge of its band, in inches. */
  band: number
}

/** The units on `mapId` with where they stand and their bases. */
function unitsOn(c: Campaign, mapId: string, skip?: string): (BandUnit & { token: Token })[] {
  return (
    Object.values(c.tokens)
      // As main: a destroyed unit takes no more damage.
      .filter((t) => t.mapId === mapId && t.id !== skip && !bwStateOfToken(t).destroyed)
      .map((t) => ({ id: t.id, token: t, ...placedOf(t, bwSheetOfToken(c, t)) }))
  )
}

/** BW-31 / BW-Q12/13: every unit a blast of `dmg` at `centre` on `mapId` reaches, nearest first. */
export function blastRows(
  c: Campaign,
  mapId: string,
  centre: Pt,
  dmg: BlastDamage,
  options: Pick<BwOptions, 'measure' | 'dropOrder'>,
): BlastRow[] {
  const units = unitsOn(c, mapId)
  const count = dmg.damage.reduce((s, t) => s + t.n, 0)
  const hits = unitsInBands(centre, units, count, options.measure)
  return hits
    .map((h) => {
      const sizes = explosionDice(dmg, h.diceLost, options.dropOrder).sort((a, b) => b - a)
      return {
        id: h.id,
        name: c.tokens[h.id]?.name ?? h.id,
        distanceIn: h.distance,
        distance: formatInches(h.distance),
        diceLost: h.diceLost,
        sizes,
        dice: sizesText(sizes),
        band: h.band,
      }
    })
    .sort((a, b) => a.distanceIn - b.distanceIn)
}

/** The radii of a blast's band edges: 2", 4" … up to its reach (rings every 2"). */
export function blastRings(diceCount: number): number[] {
  return Array.from({ length: Math.max(0, diceCount) }, (_, i) => 2 * (i + 1))
}

/**
 * BW-35 / BW-Q21: a fire's band edges from the burning base's surface, each with the dice lost
 * inside it: contact (full), 1" (−1 die) … under `ceil`; 1" (full), 2" (−1 die) … under `floor`.
 */
export function fireRings(
  level: number,
  mode: BwOptions['fireBand'],
): { radius: number; lost: number }[] {
  return Array.from({ length: Math.max(0, level) }, (_, i) => ({
    radius: mode === 'floor' ? i + 1 : i,
    lost: i,
  }))
}

/** BW-35 / BW-Q21: every unit inside a burning token's fire bands, nearest first. */
export function fireRows(
  c: Campaign,
  burningId: string,
  options: Pick<BwOptions, 'fireBand' | 'fireDie'>,
): BlastRow[] {
  const b = c.tokens[burningId]
  if (!b) return []
  const level = bwStateOfToken(b).burnLevel
  if (level < 1) return []
  const placed = { id: b.id, ...placedOf(b, bwSheetOfToken(c, b)) }
  const sides = Number(options.fireDie.slice(1))
  return unitsNearBurning(placed, unitsOn(c, b.mapId, b.id), level, options.fireBand)
    .map((h) => {
      const sizes = Array.from({ length: Math.max(0, level - h.diceLost) }, () => sides)
      return {
        id: h.id,
        name: c.tokens[h.id]?.name ?? h.id,
        distanceIn: h.distance,
        distance: h.diceLost === 0 ? 'in contact' : formatInches(h.distance),
        diceLost: h.diceLost,
        sizes,
        dice: sizesText(sizes),
        band: h.band,
      }
    })
    .sort((a, b2) => a.distanceIn - b2.distanceIn)
}
