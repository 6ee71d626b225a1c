/**
 * The GG ruleset's shared vocabulary: one definition of each concept every GG module speaks of
 * (Traits, Size Categories, Scar Severities, movement modes, Advantage, Marks, damage type ids).
 * Engine modules import these instead of declaring their own (OTHER-SYSTEMS.md Part A; seed 001).
 */
export { GG_TRAITS, type GgTrait } from './options'

/** F-GG-6: the Size Categories, smallest first (their order is what GG-034 / GG-037 compare). */
export const GG_SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const
export type GgSize = (typeof GG_SIZES)[number]

/** Size Categories between two sizes (GG-034: passing a hostile needs two or more). */
export function sizeSteps(a: GgSize, b: GgSize): number {
  return Math.abs(GG_SIZES.indexOf(a) - GG_SIZES.indexOf(b))
}

/** GG-087 / GG-Q33: the Severities of a Scar Concept, mildest first. */
export const GG_SCAR_SEVERITIES = ['mild', 'moderate', 'severe'] as const
export type GgScarSeverity = (typeof GG_SCAR_SEVERITIES)[number]

/** GG-021 / GG-117 / A.10: movement modes a stat block gives a speed for. */
export const GG_MOVE_MODES = ['walk', 'climb', 'swim', 'fly', 'burrow'] as const
export type GgMoveMode = (typeof GG_MOVE_MODES)[number]

/** F-GG-3: how a single Test is rolled once every source is combined. */
export type GgAdvantage = 'advantage' | 'normal' | 'disadvantage'

/** GG-018 / A.5.1: who Marked whom, target id -> the marker's id (one Target per marker). */
export type GgMarks = Readonly<Record<string, string>>

/**
 * F-GG-7 / GG-Q28: damage types are stored by lower-case id ('slashing'); the sheet and the log
 * show `damageTypeName(id)` ('Slashing'). A table's own types follow the same rule.
 */
export function damageTypeId(name: string): string {
  return name.trim().toLowerCase()
}

export function damageTypeName(id: string): string {
  return id.length ? id[0]!.toUpperCase() + id.slice(1) : id
}

/** GG-080: the physical types Endurance's reduction works against. */
export const GG_PHYSICAL_TYPES = ['bludgeoning', 'piercing', 'slashing'] as const
