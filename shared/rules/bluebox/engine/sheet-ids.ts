/**
 * The ids a Blue Box sheet is made of: stats, abilities, damage types, armor weights (Stats,
 * Abilities, & Checks; Damage & Modifiers; Armor & Plating). Kept apart from the sheet schema and
 * the derived numbers, which both use them.
 */
import type { AbilityId, StatId } from './condition-types'
import { keysOf } from '../../../kit/keys'

/** The five stats, in the seed's order (Stats, Abilities, & Checks). */
export const STAT_IDS = ['FOR', 'DEX', 'SPI', 'CHA', 'KNO'] as const satisfies readonly StatId[]

/** Stat names for labels (Stats, Abilities, & Checks). */
export const STAT_NAMES: Readonly<Record<StatId, string>> = {
  FOR: 'Fortitude',
  DEX: 'Dexterity',
  SPI: 'Spirit',
  CHA: 'Charisma',
  KNO: 'Knowledge',
}

/** Whether `id` names one of the five stats (a save a map or a prompt may ask for). */
export function isStatId(id: string): id is StatId {
  return Object.hasOwn(STAT_NAMES, id)
}

export interface AbilityDef {
  readonly name: string
  /** Governing stat(s); Intimidation may use FOR or CHA, never both at once. */
  readonly stats: readonly StatId[]
}

/** Every ability and its governing stat (Stats, Abilities, & Checks). */
export const ABILITIES: Readonly<Record<AbilityId, AbilityDef>> = {
  strength: { name: 'Strength', stats: ['FOR'] },
  intimidation: { name: 'Intimidation', stats: ['FOR', 'CHA'] },
  grapple: { name: 'Grapple', stats: ['FOR'] },
  acrobatics: { name: 'Acrobatics', stats: ['DEX'] },
  pilot: { name: 'Pilot', stats: ['DEX'] },
  'sleight-of-hand': { name: 'Sleight of Hand', stats: ['DEX'] },
  stealth: { name: 'Stealth', stats: ['DEX'] },
  focus: { name: 'Focus', stats: ['SPI'] },
  insight: { name: 'Insight', stats: ['SPI'] },
  perception: { name: 'Perception', stats: ['SPI'] },
  persuasion: { name: 'Persuasion', stats: ['CHA'] },
  deception: { name: 'Deception', stats: ['CHA'] },
  performance: { name: 'Performance', stats: ['CHA'] },
  'rahi-handling': { name: 'Rahi Handling', stats: ['CHA'] },
  medicine: { name: 'Medicine', stats: ['KNO'] },
  investigation: { name: 'Investigation', stats: ['KNO'] },
  history: { name: 'History', stats: ['KNO'] },
  navigation: { name: 'Navigation', stats: ['KNO'] },
  survival: { name: 'Survival', stats: ['KNO'] },
  crafting: { name: 'Crafting', stats: ['KNO'] },
  hacking: { name: 'Hacking', stats: ['KNO'] },
}

/** The ability ids in the seed's order (Stats, Abilities, & Checks). */
export const ABILITY_IDS = keysOf(ABILITIES)

/** The elemental damage types a being may resist, be vulnerable or immune to (Damage & Modifiers, Elemental Damage). */
export const DAMAGE_TYPES = [
  'fire',
  'ice',
  'water',
  'air',
  'stone',
  'earth',
  'iron',
  'magnetism',
  'gravity',
  'psychic',
  'lightning',
  'plasma',
  'sonic',
  'plant-life',
  'acid',
  'light',
  'shadow',
] as const
export type DamageType = (typeof DAMAGE_TYPES)[number]

export const ARMOR_WEIGHTS = ['none', 'light', 'medium', 'heavy'] as const
export type ArmorWeight = (typeof ARMOR_WEIGHTS)[number]
