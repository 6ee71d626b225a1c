/** The ZZ form's pick lists, in the GM's words. */
import {
  ZZ_ARCHERY_TIERS,
  ZZ_ATTRIBUTES,
  ZZ_CONTAINERS,
} from '../../../../../shared/rules/zz/engine/model'

type Choice = readonly [string, string]
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

export const ARCHERY_CHOICES: readonly Choice[] = ZZ_ARCHERY_TIERS.map((t) => [t, cap(t)])
export const ATTRIBUTE_CHOICES: readonly Choice[] = ZZ_ATTRIBUTES.map((a) => [a, a])
export const CONTAINER_NAMES: Readonly<Record<string, string>> = {
  belt: 'Belt',
  pack: 'Travel pack',
  scabbard: 'Scabbard',
  quiver: 'Quiver',
  pouch: 'Pouch',
}
export const CONTAINER_CHOICES: readonly Choice[] = ZZ_CONTAINERS.map((c) => [
  c,
  CONTAINER_NAMES[c] ?? c,
])
export const KIND_CHOICES: readonly Choice[] = [
  ['melee', 'Melee'],
  ['ranged', 'Ranged'],
  ['thrown', 'Thrown'],
]
export const DISPOSITION_CHOICES: readonly Choice[] = [
  ['hostile', 'Hostile'],
  ['neutral', 'Neutral'],
  ['friendly', 'Friendly'],
]
