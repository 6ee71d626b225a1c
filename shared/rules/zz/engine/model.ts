/**
 * The shared vocabulary of the Zealots of Zaldar engine (OTHER-SYSTEMS.md Part B, B.9): a figure's
 * numbers as the rules read them, its weapons and its state in play. The sheet schema (the
 * library's zod form) and the token instance are built on these types; every engine function
 * takes the smallest part it needs.
 */

/** The four Primary Attributes. */
export const ZZ_ATTRIBUTES = ['STR', 'DEX', 'INT', 'CHA'] as const
export type ZzAttribute = (typeof ZZ_ATTRIBUTES)[number]

/** A single die by its faces: 4 is a d4. Base Attack and Base Defense are one die each. */
export type DieFaces = number

/** Archery training (ZZ-43, ZZ-Q18). */
export const ZZ_ARCHERY_TIERS = [
  'untrained',
  'basic',
  'intermediate',
  'advanced',
  'expert',
] as const
export type ZzArcheryTier = (typeof ZZ_ARCHERY_TIERS)[number]

/** Statuses (ZZ-49..55, [EXT] Confused, Dehydrated, Diseased). */
export const ZZ_STATUSES = [
  'down',
  'unconscious',
  'dead',
  'tripped',
  'onFire',
  'confused',
  'dehydrated',
  'diseased',
] as const
export type ZzStatus = (typeof ZZ_STATUSES)[number]

/** How a figurine lies (B.8): upright, on its back (Tripped, Down), face-down (Stop, Drop & Roll). */
export type ZzOrientation = 'upright' | 'back' | 'face-down'

/** Which way a figure stands (ZZ-24, ZZ-28): friends pass and do not block; the others do. */
export type ZzDisposition = 'friendly' | 'neutral' | 'hostile'

/**
 * A weapon (ZZ-36, ZZ-42..44, ZZ-Q17/Q20): melee weapons roll `damage` (dice notation like
 * "d6+STR" or "1d8"; naming no attribute, STR is added by `zz.meleeWeaponAddsSTR`), ranged ones
 * roll the Ranged Attack Roll and then `damage` plus the projectile's modifier.
 */
export interface ZzWeapon {
  id: string
  name: string
  kind: 'melee' | 'ranged' | 'thrown'
  /** Range in spaces (Unarmed and Dagger 1, Spear 3, Shortbow 6). */
  range: number
  /** Dice notation: "d6+STR", "1d8", "2d4+1". */
  damage: string
  /** Ranged: the projectile's damage modifier (an arrow +0). */
  projectileBonus?: number
  /** Ranged: what it shoots, to count in the quiver ("arrow", "rock"). */
  ammo?: string
  /** AP to use when not an attack (ZZ-Q39), default 1. */
  useAP?: number
}

/** What a figure fights with (B.9): the numbers an attack, a defence or a contest reads. */
export interface ZzFigure {
  name: string
  level: number
  str: number
  dex: number
  int: number
  cha: number
  /** Base Attack die (d8 for Thurig). */
  baseAttack: DieFaces
  /** Base Defense die (d4 for Mondo). */
  baseDefense: DieFaces
  /** Armour and other standing Defense modifiers (ZZ-37). */
  defenseBonus: number
  /** Size, a multiple of 10 (ZZ-45, ZZ-Q23). */
  size: number
  /** The d20 target of the Recovery Roll (ZZ-52). */
  recovery: number
  move: number
  archery: ZzArcheryTier
}

/** A figure's state in play as the engine reads and changes it (the token instance holds it). */
export interface ZzState {
  hp: number
  hpMax: number
  mind: number
  mindMax: number
  statuses: ZzStatus[]
  /** A pending proactive Defend bonus (ZZ-07/08); 0 when none. */
  defendBonus: number
  /** Weapons in hand (two hands, ZZ-10) by weapon id. */
  hands: [string | null, string | null]
  /** The ranged weapon ids that are loaded (ZZ-12, ZZ-Q43). */
  loaded: string[]
}

/** Containers a figure carries on its person (ZZ-10, B.9): belt, travel pack, scabbard, quiver, pouch. */
export const ZZ_CONTAINERS = ['belt', 'pack', 'scabbard', 'quiver', 'pouch'] as const
export type ZzContainer = (typeof ZZ_CONTAINERS)[number]

/** A stack of one item in one container; `count` counts ammunition and other stacks (ZZ-Q43). */
export interface ZzStoredItem {
  item: string
  container: ZzContainer
  count: number
}

/** What a figure carries: two hands, its containers, and which ranged weapons are loaded (ZZ-10/12/16, ZZ-Q43). */
export interface ZzInventory {
  hands: [string | null, string | null]
  stored: ZzStoredItem[]
  loaded: string[]
}
