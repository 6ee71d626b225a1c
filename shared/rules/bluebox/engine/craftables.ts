import type { Dice } from '../../../dice'
import { rollPowerDice } from './check'
import { keysOf } from '../../../kit/keys'

const SC = 'Simple Craftables'

export type CraftableId =
  'sana-sphere' | 'payload-canister' | 'lightstone-holster' | 'rope' | 'air-bladder' | 'bamboo-disk'

/** One Simple Craftable: its Crafting DC, hours each outside a Rest Activity, and what it does. */
export interface CraftableDef {
  readonly id: CraftableId
  readonly name: string
  readonly section: string
  readonly dc: number
  /** Hours to make one when not made as part of the Rest Activity. */
  readonly hours: number
  readonly singleUse: boolean
  /** How it is used, as data particular to the item. */
  readonly use: Readonly<Record<string, unknown>>
}

/** Every Simple Craftable with DC, time and use (Simple Craftables). */
export const CRAFTABLES = {
  'sana-sphere': {
    id: 'sana-sphere',
    name: 'Sana Sphere',
    section: SC,
    dc: 8,
    hours: 4,
    singleUse: true,
    /** Crushed as a 1AP action: heals the user or an adjacent ally ✦ + the crafter's KNO. */
    use: { ap: 1, reach: 'self-or-adjacent-ally', healPowerDice: 1, plus: 'crafter-KNO' },
  },
  'payload-canister': {
    id: 'payload-canister',
    name: 'Payload Canister',
    section: SC,
    dc: 10,
    hours: 4,
    singleUse: true,
    /** On a Grenade used in a skill: +✦ to the effect, or 1 Flaw on the save to evade it. */
    use: { grenadeOnly: true, extraPowerDice: 1, orSaveFlaw: 1 },
  },
  'lightstone-holster': {
    id: 'lightstone-holster',
    name: 'Lightstone Holster',
    section: SC,
    dc: 6,
    hours: 2,
    singleUse: false,
    use: { handsFreeLight: true, coverable: true },
  },
  rope: {
    id: 'rope',
    name: 'Rope',
    section: SC,
    dc: 6,
    hours: 3,
    singleUse: false,
    /** 18 m; a knot records a Crafting check that an enemy must beat with a contested Crafting check to untie. */
    use: { lengthMetres: 18, knotCheck: 'crafting', untieContest: 'crafting' },
  },
  'air-bladder': {
    id: 'air-bladder',
    name: 'Air Bladder',
    section: SC,
    dc: 8,
    hours: 3,
    singleUse: false,
    /** One hour of air, split equally among those who share it. */
    use: { airHours: 1 },
  },
  'bamboo-disk': {
    id: 'bamboo-disk',
    name: 'Bamboo Disk',
    section: SC,
    dc: 5,
    hours: 3,
    singleUse: false,
    /** A DEX thrown weapon: 1AP ranged attack at 1-12 m, Crit! at 10 m, ✦ + DEX; lands adjacent to the target; 1AP to pick up. */
    use: {
      ap: 1,
      stat: 'DEX',
      range: { min: 1, max: 12 },
      criticalArea: { min: 10, max: 10 },
      damagePowerDice: 1,
      landsAdjacentToTarget: true,
      pickUpAp: 1,
    },
  },
} as const satisfies Readonly<Record<CraftableId, CraftableDef>>

/** All Simple Craftable ids, in table order. */
export const CRAFTABLE_IDS = keysOf(CRAFTABLES)

/** A Crafting check result. */
export interface CraftingCheck {
  readonly total: number
  readonly decisive?: boolean
}

/** A Crafting check makes the item when it meets the DC; a natural 12 always does (Simple Craftables; Decisive Rolls). */
export function craftingSucceeds(id: CraftableId, check: CraftingCheck): boolean {
  return check.decisive === true || check.total >= CRAFTABLES[id].dc
}

/** Several attempts: items made, and failures, which cost no components (Simple Craftables). */
export function craftingAttempts(
  id: CraftableId,
  checks: readonly CraftingCheck[],
): { readonly made: number; readonly failed: number } {
  const made = checks.filter((c) => craftingSucceeds(id, c)).length
  return { made, failed: checks.length - made }
}

/** Items one crafting Rest Activity allows: 1 + KNO, never below 0 (Rest & Repair, Crafting & Modifications). */
export function craftItemsPerActivity(kno: number): number {
  return Math.max(0, 1 + kno)
}

/** Hours to craft `count` of an item outside the Rest Activity (Simple Craftables). */
export function craftingHours(id: CraftableId, count: number): number {
  return CRAFTABLES[id].hours * Math.max(0, count)
}

/**
 * Crushing a Sana Sphere: ✦ of the user's level + the crafter's KNO, never below 0
 * (Simple Craftables, Sana Sphere).
 */
export function sanaSphereHealing(
  user: { readonly level: number },
  crafter: { readonly kno: number },
  dice: Dice,
): { readonly rolls: readonly number[]; readonly healing: number } {
  const rolls = rollPowerDice(user.level, CRAFTABLES['sana-sphere'].use.healPowerDice, dice)
  const healing = Math.max(0, rolls.reduce((a, b) => a + b, 0) + crafter.kno)
  return { rolls, healing }
}

/** Hours of air each sharer gets from what is left in an Air Bladder (Simple Craftables, Air Bladder). */
export function airBladderShare(hoursLeft: number, sharers: number): number {
  return sharers > 0 ? Math.max(0, hoursLeft) / sharers : 0
}

/** Whether a Bamboo Disk throw reaches (1-12 m) and whether it Crits (10 m) (Simple Craftables, Bamboo Disk). */
export function bambooDiskThrow(distanceM: number): {
  readonly inRange: boolean
  readonly critical: boolean
} {
  const { range, criticalArea } = CRAFTABLES['bamboo-disk'].use
  return {
    inRange: distanceM >= range.min && distanceM <= range.max,
    critical: distanceM >= criticalArea.min && distanceM <= criticalArea.max,
  }
}
