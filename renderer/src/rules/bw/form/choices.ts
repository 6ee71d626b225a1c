/** The BW form's choices, in the GM's words. */
import { BW_NEAR_MISS_CLASSES, BW_PROPULSIONS, BW_UNIT_TYPES } from '../../../../../shared/rules/bw'
import { NEAR_MISS_NAMES, nearMissStep } from '../support'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const TYPE_CHOICES: readonly (readonly [string, string])[] = BW_UNIT_TYPES.map((t) => [
  t,
  cap(t),
])
export const PROPULSION_CHOICES: readonly (readonly [string, string])[] = BW_PROPULSIONS.map(
  (p) => [p, cap(p)],
)
export const NEAR_MISS_CHOICES: readonly (readonly [string, string])[] = BW_NEAR_MISS_CLASSES.map(
  (c) => [c, `${NEAR_MISS_NAMES[c]} (${nearMissStep(c)})`],
)
export const SKILL_DIE_CHOICES = [4, 6, 8, 10, 12, 20] as const
