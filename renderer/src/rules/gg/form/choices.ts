/** The choices the GG form's pickers offer, in the sheet's words. */
import { GG_TRAITS } from '../../../../../shared/rules/gg/engine/model'
import { GG_SIZES } from '../../../../../shared/rules/gg/engine/model'
import { GG_ACTION_KINDS } from '../../../../../shared/rules/gg/engine/sheet-schema'

type Choice = readonly [string, string]

const TRAIT_NAMES: Record<(typeof GG_TRAITS)[number], string> = {
  PHY: 'Physique',
  AGI: 'Agility',
  END: 'Endurance',
  KNO: 'Knowledge',
  INT: 'Intuition',
  DET: 'Determination',
}

export const traitName = (t: (typeof GG_TRAITS)[number]): string => TRAIT_NAMES[t]

export const TRAIT_CHOICES: readonly Choice[] = GG_TRAITS.map((t) => [
  t,
  `${t} (${TRAIT_NAMES[t]})`,
])
export const SIZE_CHOICES: readonly Choice[] = GG_SIZES.map((s) => [
  s,
  s[0]!.toUpperCase() + s.slice(1),
])
export const RANK_CHOICES: readonly Choice[] = [
  ['named', 'Named'],
  ['minion', 'Minion'],
]
export const ACTION_KIND_CHOICES: readonly Choice[] = GG_ACTION_KINDS.map((k) => [
  k,
  { weapon: 'Weapon', unarmed: 'Unarmed Strike', spell: 'Spell', other: 'Other' }[k],
])
export const INITIATIVE_TRAIT_CHOICES: readonly Choice[] = [
  ['AGI', 'AGI'],
  ['INT', 'INT'],
]
export const PROPERTIES = [
  ['light', 'Light'],
  ['reach', 'Reach'],
  ['twoHanded', 'Two-Handed'],
  ['thrown', 'Thrown'],
] as const

/** The defences a stat block gives by damage type (GG-079 … GG-084). */
export const DEFENCE_KINDS = [
  ['reductions', 'Reduction', true],
  ['resistances', 'Resistance', true],
  ['immunities', 'Immunity', false],
  ['magnifications', 'Magnification', true],
  ['vulnerabilities', 'Vulnerability', true],
] as const
export type DefenceKey = (typeof DEFENCE_KINDS)[number][0]
