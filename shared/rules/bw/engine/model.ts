/**
 * The BrikWars vocabulary (OTHER-SYSTEMS.md C.8): what a unit sheet says, what a weapon says, and
 * what a token carries in play. Plain data; distances in inches, heights of obstacles in brix.
 */
import type { BwDiceTerm } from './dice-expr'

/** C.8: what kind of thing a unit is. Movement modifiers read minifig vs vehicle (BW-05..14). */
export const BW_UNIT_TYPES = ['minifig', 'creature', 'vehicle', 'structure', 'object'] as const
export type BwUnitType = (typeof BW_UNIT_TYPES)[number]

/** BW-29 / BW-Q11: the NearMiss class of a weapon. */
export const BW_NEAR_MISS_CLASSES = [
  'thrown',
  'minifigRanged',
  'launcher',
  'siege',
  'superSiege',
] as const
export type BwNearMissClass = (typeof BW_NEAR_MISS_CLASSES)[number]

/** BW-12: what a vehicle moves on; its height decides which obstacles it drives over. */
export const BW_PROPULSIONS = ['legs', 'treads', 'wheels'] as const
export type BwPropulsionKind = (typeof BW_PROPULSIONS)[number]

/** C.5.1: the statuses a token carries as flags (On Fire is its Burn Level, not a flag). */
export const BW_STATUS_IDS = ['stunned', 'exhausted', 'unconscious', 'prone'] as const
export type BwStatusId = (typeof BW_STATUS_IDS)[number]

/** C.8: a weapon. */
export interface BwWeapon {
  name: string
  /** Usage Rating: the Skill roll that hits (F-BW-1). */
  ur: number
  /** Range in inches (0 for a close-combat-only weapon). */
  rangeIn: number
  /** Damage dice, e.g. 2d10 = [{n: 2, die: 10}]; any d10 or d20 makes it explosive (BW-30). */
  damage: BwDiceTerm[]
  /** A flat bonus added while at least one die remains (BW-Q13). */
  damageBonus: number
  nearMiss: BwNearMissClass
  closeCombat: boolean
  incendiary: boolean
}

/** A base in inches: round (diameter) or rectangular (width × depth, turned by the token). */
export type BwBase =
  { shape: 'round'; diameterIn: number } | { shape: 'rect'; widthIn: number; depthIn: number }

/** C.8: a unit's sheet. */
export interface BwUnitSheet {
  name: string
  type: BwUnitType
  /** BW-01 / BW-Q35: only living creatures may put forth Extra Effort by default. */
  living: boolean
  /** F-BW-1: faces of the Skill die (6 for a standard minifig). */
  skillDie: number
  /** F-BW-4: Move in inches (a minifig: 5). */
  moveIn: number
  /**
   * F-BW-2: Armor as a dice expression or a fixed number ("d6", "1d6+1", "7"); a fixed number
   * "rolls" itself. The Armor Rating (AR) that BW-15/16 read is this expression's maximum
   * (d6 → 6, 1d6+1 → 7, 7 → 7): the reading we chose where the extract names AR but stores Armor
   * as a roll.
   */
  armor: string
  /** BW-13/14: lifting and carrying read Power in blox. */
  power: number
  /** BW-16 / BW-Q34: footprint in dots (studs). */
  areaDots: number
  flammable: boolean
  /** BW-34 / BW-Q17: the highest Burn Level a fire on it reaches (absent: `bw.defaultMaxBurn`). */
  maxBurnLevel?: number
  /** BW-12: a vehicle's legs, treads or wheels and their height in inches. */
  propulsion?: { kind: BwPropulsionKind; heightIn: number }
  base: BwBase
  weapons: BwWeapon[]
}

/**
 * What movement reads of a sheet (BW-05..14), carried in the token's state because a move is
 * priced from the token alone: minifig or vehicle, Power, and a vehicle's legs, treads or wheels.
 */
export interface BwMover {
  type: BwUnitType
  power: number
  propulsion?: { kind: BwPropulsionKind; heightIn: number }
}

/**
 * A token's state in play (C.8 status flags). A type, not an interface, so it is a token's
 * instance as the model stores it (an object of named fields).
 */
export type BwState = {
  destroyed: boolean
  /** Stunned / exhausted / unconscious / prone, each at most once. */
  statuses: BwStatusId[]
  /** BW-33: 0 = not burning. */
  burnLevel: number
  /** BW-17: the token id this unit declared it aims at, or null. */
  aimingAt: string | null
  /** BW-21: inches moved this turn so far (path length by default, BW-Q4). */
  movedThisTurnIn: number
  /** BW-18/20: inches moved on its most recent turn. */
  movedLastTurnIn: number
  /** BW-01: the Extra Effort put forth this turn, if any. */
  extraEffort: 'move' | 'power' | null
  /** BW-14: blox of what it carries (0: nothing). */
  carryingBlox: number
  /** BW-05: it changes position (e.g. stands up) this turn. */
  changedPosition: boolean
  /** F-BW-3: it has taken its action this turn. */
  actedThisTurn: boolean
  /** BW-25 / BW-Q8: it has used its Opportunity Fire in this window. */
  oppFireUsed: boolean
  /** What movement reads of its sheet, copied when the token was placed (absent: a minifig of Power 1). */
  mover?: BwMover
}

/** A fresh state for a unit entering play. */
export function blankBwState(): BwState {
  return {
    destroyed: false,
    statuses: [],
    burnLevel: 0,
    aimingAt: null,
    movedThisTurnIn: 0,
    movedLastTurnIn: 0,
    extraEffort: null,
    carryingBlox: 0,
    changedPosition: false,
    actedThisTurn: false,
    oppFireUsed: false,
  }
}

/** True when a state has a status. */
export function hasStatus(state: Pick<BwState, 'statuses'>, id: BwStatusId): boolean {
  return state.statuses.includes(id)
}

/** A copy of the statuses with `id` set on or off (kept in catalogue order, no duplicates). */
export function withStatus(
  statuses: readonly BwStatusId[],
  id: BwStatusId,
  on: boolean,
): BwStatusId[] {
  return BW_STATUS_IDS.filter((s) => (s === id ? on : statuses.includes(s)))
}

/** Movement modifiers read minifig columns for anything on foot, vehicle columns for vehicles. */
export function isVehicle(unit: Pick<BwUnitSheet, 'type'>): boolean {
  return unit.type === 'vehicle'
}
