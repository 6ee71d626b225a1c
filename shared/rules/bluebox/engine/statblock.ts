/**
 * A Blue Box stat block's derived numbers: AC, BAC and Plating from the armor set, the Power Die,
 * ability, save, attack and damage modifiers, HP at creation. Nothing here is typed twice: a sheet
 * stores the GM's entries and shows what these functions compute from them. The engine inputs a
 * sheet hands to the rolls are in sheet-rolls.ts; a roll with conditions in prepared-rolls.ts.
 */
import { signedNumber } from '../../../dice/signed'
import type { Dice } from '../../../dice'
import type { ArmorSet, StatBlock, Weapon } from './sheet-schema'
import { powerDie, type PowerDie } from './check'
import type { AbilityId, StatId } from './condition-types'
import type { BlueBoxOptions } from './options'
import { ABILITIES, type ArmorWeight } from './sheet-ids'

export {
  ABILITIES,
  ABILITY_IDS,
  ARMOR_WEIGHTS,
  DAMAGE_TYPES,
  STAT_IDS,
  STAT_NAMES,
  type AbilityDef,
  type ArmorWeight,
  type DamageType,
} from './sheet-ids'

/** What an armor set's weight adds: light +1 AC +1 BAC, medium +1 AC +1 Plating, heavy +3 Plating (Armor & Plating). */
export const ARMOR_WEIGHT_ADDS: Readonly<
  Record<ArmorWeight, { readonly ac: number; readonly bac: number; readonly plating: number }>
> = {
  none: { ac: 0, bac: 0, plating: 0 },
  light: { ac: 1, bac: 1, plating: 0 },
  medium: { ac: 1, bac: 0, plating: 1 },
  heavy: { ac: 0, bac: 0, plating: 3 },
}

const signed = signedNumber
const WEIGHT_LABEL: Readonly<Record<ArmorWeight, string>> = {
  none: 'no armor',
  light: 'light armor',
  medium: 'medium armor',
  heavy: 'heavy armor',
}

export interface Defences {
  ac: number
  bac: number
  plating: number
  /** One line per number, e.g. "AC 13 = armor base 10 + DEX +2 + light armor +1". */
  how: string[]
}

/** AC = base + DEX + weight add, BAC = base + KNO + add, Plating = natural + base + add (Armor & Plating). */
export function derivedDefences(
  block: Pick<StatBlock, 'stats' | 'armor' | 'naturalPlating'>,
): Defences {
  // "AC is determined by a character's armor set, and DEX modifier" (BAC: KNO): the set gives the
  // base, the modifier adds on top, then the weight's add. Character Creation, where the base
  // numbers come from, is not in the seeds, so the GM enters them; the level's share of Plating
  // ("natural Plating, their armor set, and level") is part of that base.
  const a: ArmorSet = block.armor
  const add = ARMOR_WEIGHT_ADDS[a.weight]
  const w = WEIGHT_LABEL[a.weight]
  const dex = block.stats.DEX
  const kno = block.stats.KNO
  const ac = a.baseAC + dex + add.ac
  const bac = a.baseBAC + kno + add.bac
  const plating = Math.max(0, block.naturalPlating + a.basePlating + add.plating)
  // No armor adds nothing, so its tail is always empty.
  const tail = (n: number): string => (n === 0 ? '' : ` + ${w} +${n}`)
  return {
    ac,
    bac,
    plating,
    how: [
      `AC ${ac} = armor base ${a.baseAC} + DEX ${signed(dex)}${tail(add.ac)}`,
      `BAC ${bac} = armor base ${a.baseBAC} + KNO ${signed(kno)}${tail(add.bac)}`,
      `Plating ${plating} = natural ${block.naturalPlating} + armor base ${a.basePlating}${tail(add.plating)}`,
    ],
  }
}

/** Power Die of a stat block's level: d4 1-3, d6 4-6, d8 7+ (Core Rules, Power Die). */
export function powerDieOf(block: Pick<StatBlock, 'level'>): PowerDie {
  return powerDie(block.level)
}

export interface AbilityBreakdown {
  ability: AbilityId
  stat: StatId
  statModifier: number
  bonus: number
  total: number
  practiced: boolean
  /** e.g. "Strength +5 = FOR +2 + bonus 3". */
  how: string
}

/** Which stat an ability check uses; Intimidation takes FOR or CHA, the higher unless one is named (Stats, Abilities, & Checks). */
export function abilityStat(
  block: Pick<StatBlock, 'stats'>,
  ability: AbilityId,
  stat?: StatId,
): StatId {
  const allowed = ABILITIES[ability].stats
  if (stat !== undefined && allowed.includes(stat)) return stat
  let best = allowed[0] as StatId
  for (const s of allowed) if (block.stats[s] > block.stats[best]) best = s
  return best
}

/** An ability check's modifier, parts and Practiced flag: stat modifier + ability bonus (Roll Types & Modifiers, Ability Checks). */
export function abilityBreakdown(
  block: Pick<StatBlock, 'stats' | 'abilityBonuses' | 'practiced'>,
  ability: AbilityId,
  stat?: StatId,
): AbilityBreakdown {
  const s = abilityStat(block, ability, stat)
  const statModifier = block.stats[s]
  const bonus = block.abilityBonuses[ability] ?? 0
  const total = statModifier + bonus
  const name = ABILITIES[ability].name
  return {
    ability,
    stat: s,
    statModifier,
    bonus,
    total,
    practiced: block.practiced.abilities.includes(ability),
    how: `${name} ${signed(total)} = ${s} ${signed(statModifier)} + bonus ${bonus}`,
  }
}

/** Ability check modifier = stat modifier + ability bonus (Roll Types & Modifiers, Ability Checks). */
export function abilityModifier(
  block: Pick<StatBlock, 'stats' | 'abilityBonuses' | 'practiced'>,
  ability: AbilityId,
  stat?: StatId,
): number {
  return abilityBreakdown(block, ability, stat).total
}

/** Save modifier = the stat modifier alone; no ability bonus (Roll Types & Modifiers, Saves). */
export function saveModifier(block: Pick<StatBlock, 'stats'>, stat: StatId): number {
  return block.stats[stat]
}

/** Attack modifier = the modifier of the weapon's stat (Roll Types & Modifiers, Attack Rolls). */
export function attackModifier(block: Pick<StatBlock, 'stats'>, weapon: Weapon): number {
  return block.stats[weapon.stat]
}

/** Damage modifier = the weapon's stat modifier (unless turned off) + its own modifier, as the Bamboo Disk's "(✦) + DEX" (Reach, Range; Simple Craftables). */
export function damageModifierOf(block: Pick<StatBlock, 'stats'>, weapon: Weapon): number {
  return (weapon.statToDamage ? block.stats[weapon.stat] : 0) + weapon.damageModifier
}

export interface HpRoll {
  /** The seven d4s as first rolled. */
  first: number[]
  /** The seven d4s as they stand after rerolling 1s. */
  faces: number[]
  rerolls: number
  forModifier: number
  /** sum(faces) + FOR, at least 1. */
  hp: number
}

/** HP at creation: 7d4, each 1 rerolled once and the reroll stands (R2's default), + FOR (Health & Healing, Calculating HP). */
export function hpAtCreationRoll(
  dice: Dice,
  forMod: number,
  mode: BlueBoxOptions['practicedReroll'] = 'once',
): HpRoll {
  // "You may re-roll any (1)s": rerolling never lowers the expected HP, so every 1 is rerolled,
  // read like Practiced (R2). Draw order: each d4, then its reroll, before the next d4.
  const first: number[] = []
  const faces: number[] = []
  let rerolls = 0
  for (let i = 0; i < 7; i++) {
    const f = dice.roll(4)
    first.push(f)
    if (f !== 1) {
      faces.push(f)
      continue
    }
    rerolls++
    faces.push(reroll(dice, mode))
  }
  const sum = faces.reduce((a, b) => a + b, 0)
  // The schema refuses HP max below 1; 7 + the lowest stat modifier never gets there anyway.
  return { first, faces, rerolls, forModifier: forMod, hp: Math.max(1, sum + forMod) }
}

function reroll(dice: Dice, mode: BlueBoxOptions['practicedReroll']): number {
  let f = dice.roll(4)
  if (mode === 'until-not-one') while (f === 1) f = dice.roll(4)
  return f
}
