/**
 * BW's sheet helpers for its own UI: the table options as main resolves them, a library sheet as
 * the engine's unit, a token's state read leniently, where a token stands in inches, and the
 * stat block's lines (mass, weapons with explosive / NearMiss / hit chance). Pure functions; the
 * numbers all come from shared/rules/bw.
 */
import type { Campaign, Token } from '../../../../shared/model'
import type { Placed, Pt } from '../../../../shared/geometry/gridless'
import {
  BwStateSchema,
  blankBwState,
  formatBwDice,
  formatInches,
  hitChance,
  isExplosive,
  massBlox,
  NEAR_MISS_INCHES,
  parseBwDice,
  maxOfDice,
  resolveBwOptions,
  type BwBase,
  type BwNearMissClass,
  type BwOptions,
  type BwState,
  type BwUnitSheet,
  type BwWeapon,
} from '../../../../shared/rules/bw'
import { baseOf, latticeToPt } from '../../../../shared/rules/bw/adapter/ruleset-being'
import type { TokenVitals } from '../../board/token-look'
import type { RollRequestOf } from '../ruleset-ui'
import {
  sheetOf as anySheetOf,
  sheetOfToken as anySheetOfToken,
  type SheetRef,
} from '../../features/library/sheets'

/** A BW library sheet: the unit sheet with its id (and a PC's player). */
export type BwSheet = BwUnitSheet & { id: string; player?: string; [key: string]: unknown }

/** What a weapon on a BW stat block asks the roll dialog for: an attack with it. */
export type BwRollWhat = { type: 'attack'; weapon: number }
/** A roll request as BW's dialog reads it. */
export type BwRollRequest = RollRequestOf<BwRollWhat>

export const bwSheetOfRef = (c: Campaign | null, ref: SheetRef | null): BwSheet | null =>
  anySheetOf(c, ref) as BwSheet | null

export const bwSheetOfToken = (c: Campaign | null, t: Token): BwSheet | null =>
  anySheetOfToken(c, t) as BwSheet | null

/** The table's options as main resolves them, so odds here match the roll there. */
export function bwOptionsOf(c: Campaign | null): BwOptions {
  try {
    return resolveBwOptions(c?.tableOptions ?? {})
  } catch {
    return resolveBwOptions({})
  }
}

/** A token's own state, or a fresh one before anything has changed it. */
export function bwStateOfToken(t: Pick<Token, 'instance'>): BwState {
  const r = BwStateSchema.safeParse(t.instance)
  return r.success ? (r.data as BwState) : blankBwState()
}

/** The GM's words for each NearMiss class. */
export const NEAR_MISS_NAMES: Readonly<Record<BwNearMissClass, string>> = {
  thrown: 'Thrown',
  minifigRanged: 'Minifig ranged',
  launcher: 'Launcher',
  siege: 'Siege',
  superSiege: 'Super siege',
}

/** The Usage Rating the stat block quotes a hit chance against (a typical minifig weapon). */
export const TYPICAL_UR = 4

/** BW-29: "1" per point missed" for a NearMiss class. */
export function nearMissStep(c: BwNearMissClass): string {
  return `${formatInches(NEAR_MISS_INCHES[c])} per point missed`
}

/** The Armor Rating BW-15/16 read: the Armor expression's maximum (d6 → 6, 7 → 7). */
export function armorRatingOf(armor: string): number | null {
  try {
    return maxOfDice(parseBwDice(armor))
  } catch {
    return null
  }
}

/** BW-15/16: the unit's mass in blox, or null when its Armor cannot be read. */
export function massOf(
  sheet: Pick<BwUnitSheet, 'armor' | 'areaDots'>,
  o: BwOptions,
): number | null {
  const ar = armorRatingOf(sheet.armor)
  return ar === null ? null : massBlox({ armorRating: ar, areaDots: sheet.areaDots }, o)
}

/** A weapon's damage as the GM writes it: "2d10+1". */
export function damageText(w: Pick<BwWeapon, 'damage' | 'damageBonus'>): string {
  return formatBwDice({ dice: w.damage, bonus: w.damageBonus })
}

/** One weapon's line on the stat block. */
export interface BwWeaponLine {
  name: string
  ur: number
  range: string
  damage: string
  explosive: boolean
  nearMiss: string
  /** The chance the unit's Skill die hits this weapon's UR with no modifiers, in %. */
  hitPercent: number
  tags: string[]
}

/** The stat block's line for a weapon, its hit chance with the unit's Skill die (F-BW-1). */
export function weaponLine(w: BwWeapon, skillDie: number, o: BwOptions): BwWeaponLine {
  const tags: string[] = []
  if (w.closeCombat) tags.push('close combat')
  if (w.incendiary) tags.push('incendiary')
  return {
    name: w.name,
    ur: w.ur,
    range: w.rangeIn > 0 ? formatInches(w.rangeIn) : 'close combat only',
    damage: damageText(w),
    explosive: isExplosive(w),
    nearMiss: `${NEAR_MISS_NAMES[w.nearMiss]}: ${nearMissStep(w.nearMiss)}`,
    hitPercent: Math.round(100 * hitChance(skillDie, 0, w.ur, o.hitOnEqual)),
    tags,
  }
}

/** The chance a bare Skill roll hits the typical UR, in %. */
export function typicalHitPercent(skillDie: number, o: BwOptions): number {
  return Math.round(100 * hitChance(skillDie, 0, TYPICAL_UR, o.hitOnEqual))
}

/** A whole percentage for the GM ("37%"; "<1%" for a chance that is not zero). */
export function percentText(p: number): string {
  if (p > 0 && p < 0.005) return '<1%'
  if (p < 1 && p > 0.995) return '>99%'
  return `${Math.round(100 * p)}%`
}

/** A base in words: "round 1"", "rect 2" × 4"". */
export function baseText(base: BwBase): string {
  return base.shape === 'round'
    ? `round ${formatInches(base.diameterIn)}`
    : `rectangle ${formatInches(base.widthIn)} × ${formatInches(base.depthIn)}`
}

/** Where a token on a gridless board stands, in inches (its `hex` counts half-inches). */
export function tokenPoint(t: Pick<Token, 'hex'>): Pt {
  return latticeToPt(t.hex)
}

/** A token standing on the board with its base, as main measures it (shared/rules/bw). */
export function placedOf(t: Pick<Token, 'hex' | 'base'>, sheet: BwSheet | null): Placed {
  return { at: latticeToPt(t.hex), base: baseOf(t, sheet) }
}

/** "Skill d6 · Move 5" · Armor d6" (and the player after, for a PC). */
export function bwSheetSummary(sheet: BwSheet, kind: 'npc' | 'pc'): string {
  const parts = [
    `Skill d${sheet.skillDie}`,
    `Move ${formatInches(sheet.moveIn)}`,
    `Armor ${sheet.armor}`,
  ]
  if (kind === 'pc' && sheet.player) parts.push(sheet.player)
  return parts.join(' · ')
}

/** BW has no hit points: a token's bar shows nothing (destroyed shows as a status). */
export function bwTokenVitals(): TokenVitals | null {
  return null
}

const STATUS_NAMES: Record<string, string> = {
  stunned: 'Stunned',
  exhausted: 'Exhausted',
  unconscious: 'Unconscious',
  prone: 'Prone',
  onFire: 'On Fire',
  destroyed: 'Destroyed',
}

/** A status's name as the GM reads it; an unknown id made readable. */
export function bwConditionName(id: string): string {
  return (
    STATUS_NAMES[id] ?? id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  )
}
