/**
 * GG damage types (OTHER-SYSTEMS.md A.4, F-GG-7, GG-075 … GG-077, GG-Q28; seed 001, the Damage
 * Types paragraphs, lines 78–84): the table's types as lower-case ids, Limit never chosen, and an
 * attacker's type bonuses on two-type damage (which damage is magical: ./damage, GG-076).
 */
import { GG_DEFAULT_DAMAGE_TYPES } from './options'

/** F-GG-7 / GG-Q28: the default damage types (5e types + Limit), as lower-case ids. */
export const GG_DAMAGE_TYPES = GG_DEFAULT_DAMAGE_TYPES

/**
 * GG-075: Limit can never be chosen by an effect that lets someone pick damage types.
 * Returns the types a chooser may pick from.
 */
export function choosableDamageTypes(types: readonly string[] = GG_DAMAGE_TYPES): string[] {
  return types.filter((t) => t.toLowerCase() !== 'limit')
}

/** Damage type ids are lower case (GG-Q28); lower-case any a caller spelled otherwise. */
export function lowerTypes(types: readonly string[]): readonly string[] {
  for (const t of types) if (t !== t.toLowerCase()) return types.map((x) => x.toLowerCase())
  return types
}

/** An attacker's Feature that adds damage to some types (GG-077). */
export interface DamageBonusFeature {
  name: string
  /** Bonus per damage type (lower case). */
  bonus: Readonly<Record<string, number>>
}

/**
 * GG-077: damage of two types at once counts each type for the attacker's modifiers; bonuses from
 * different Features add up, but one Feature applies at most once across the types (its best).
 */
export function attackerTypeBonus(
  features: readonly DamageBonusFeature[],
  types: readonly string[],
): number {
  const lower = lowerTypes(types)
  let total = 0
  for (const f of features) {
    let best = 0
    let found = false
    for (const t of lower) {
      const v = f.bonus[t]
      if (v !== undefined && (!found || v > best)) {
        best = v
        found = true
      }
    }
    total += best
  }
  return total
}

/**
 * GG-078 / GG-Q29: a per-type value (Reduction X, instance counts) for damage of these types, taken
 * once: the largest of the types ('max', the 'unionOnce' reading) or the smallest ('all',
 * 'requireAll'). 0 for untyped damage.
 */
export function typeValue(
  rec: Readonly<Record<string, number>> | undefined,
  types: readonly string[],
  once: 'max' | 'all',
): number {
  if (rec === undefined) return 0
  let best = 0
  let all = Infinity
  for (const t of types) {
    const v = rec[t] ?? 0
    if (v > best) best = v
    if (v < all) all = v
  }
  if (types.length === 0) return 0
  return once === 'all' ? all : best
}

/**
 * GG-078 / GG-Q29: whether a per-type list (Immunities, the physical types) covers damage of these
 * types: any of them ('max', 'unionOnce') or every one ('all', 'requireAll').
 */
export function typesMatch(
  list: readonly string[] | undefined,
  types: readonly string[],
  mode: 'max' | 'all',
): boolean {
  if (list === undefined || types.length === 0) return false
  if (mode === 'all') {
    for (const t of types) if (!list.includes(t)) return false
    return true
  }
  for (const t of types) if (list.includes(t)) return true
  return false
}
