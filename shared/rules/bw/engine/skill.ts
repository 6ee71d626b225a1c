/**
 * BW attack rolls (F-BW-1, OTHER-SYSTEMS.md C.3; seed 004 "A.3.1 Skill Modifiers" and "NearMiss
 * Calculation"): the Skill Modifiers from a plain situation, the Skill roll against the weapon's
 * Usage Rating, MissedBy and the NearMiss radius.
 */
import type { Dice } from '../../../dice'
import { formatInches } from './format'
import type { BwNearMissClass } from './model'
import type { BwOptions } from './options'

/** BW-24: the Small Target Area classes. */
export const BW_STA_CLASSES = ['halfMinifig', 'head', 'hand'] as const
export type BwStaClass = (typeof BW_STA_CLASSES)[number]

const STA: Record<BwStaClass, { label: string; value: number }> = {
  halfMinifig: { label: 'Small target: half a minifig', value: -1 },
  head: { label: 'Small target: a minifig head', value: -2 },
  hand: { label: 'Small target: a minifig hand', value: -3 },
}

/** What the GM knows about one attack; everything left out does not apply. */
export interface BwAttackSituation {
  /** BW-17: the attacker aimed at this target for one full turn (BW-Q2). */
  aimed?: boolean
  /** BW-18/19: the target did not move on its most recent turn (BW-Q3). */
  targetStationary?: boolean
  /** A Close Combat attack (no range penalty; stationary is +5 instead of +1). */
  closeCombat?: boolean
  /** BW-20: inches the target moved on its most recent turn. */
  targetMovedIn?: number
  /** BW-21: inches the attacker moved this turn before the attack. */
  attackerMovedIn?: number
  /** BW-22: inches to the target (ranged attacks only). */
  rangeIn?: number
  /** BW-23: the target is completely hidden. */
  hidden?: boolean
  /** BW-24: the Small Target Area classes that fit the shot (BW-Q6 picks the worst or sums). */
  sta?: readonly BwStaClass[]
  /** BW-25: fired out of turn. */
  opportunityFire?: boolean
  /**
   * BW-26: for a defender's roll in Close Combat, which attacker this is (1 = the first). The
   * penalty falls on the defender against every attacker after the first (BW-Q7).
   */
  ccAttackerIndex?: number
}

/** One line of a Skill Modifier breakdown, for the GM. */
export interface BwModifierLine {
  label: string
  value: number
}

/** The Skill Modifiers of one roll: the total, the part that is not STA, and the lines. */
export interface BwSkillModifiers {
  total: number
  /** The modifiers without Small Target Area penalties (BW-27 ignores them). */
  withoutSta: number
  lines: BwModifierLine[]
}

type ModOptions = Pick<BwOptions, 'staStack' | 'multiCC'>

/** BW-20/21: −1 for every full 6" moved. */
export function movementPenalty(movedIn: number): number {
  return movedIn >= 6 ? -Math.floor(movedIn / 6) : 0
}

/** BW-22 / BW-Q5: −1 at 15" and −1 more for every full 5" beyond. */
export function rangePenalty(rangeIn: number): number {
  return rangeIn >= 15 ? -1 - Math.floor((rangeIn - 15) / 5) : 0
}

/** BW-24 / BW-Q6: the Small Target Area penalty: the worst class, or all of them summed. */
export function staPenalty(sta: readonly BwStaClass[], mode: BwOptions['staStack']): number {
  const values = [...new Set(sta)].map((c) => STA[c].value)
  if (values.length === 0) return 0
  return mode === 'sum' ? values.reduce((s, v) => s + v, 0) : Math.min(...values)
}

/** BW-26 / BW-Q7: the defender's penalty against Close Combat attacker `index` (1-based). */
export function multiCcPenalty(index: number, mode: BwOptions['multiCC']): number {
  if (!Number.isInteger(index) || index < 1) {
    throw new Error('Close Combat attackers are counted from 1')
  }
  if (index === 1) return 0
  return mode === 'cumulative' ? -2 * (index - 1) : -2
}

/** F-BW-1, BW-17..26: the Skill Modifiers of a situation, summed (F-BW-6), with lines. */
export function skillModifiers(s: BwAttackSituation, options: ModOptions): BwSkillModifiers {
  const lines: BwModifierLine[] = []
  const add = (label: string, value: number) => {
    if (value !== 0) lines.push({ label, value })
  }
  if (s.aimed) add('Aimed for one full turn', 2)
  if (s.targetStationary) {
    add(
      s.closeCombat ? 'Stationary target, Close Combat' : 'Stationary target',
      s.closeCombat ? 5 : 1,
    )
  }
  if (s.targetMovedIn !== undefined) {
    add(`Target moved ${formatInches(s.targetMovedIn)}`, movementPenalty(s.targetMovedIn))
  }
  if (s.attackerMovedIn !== undefined) {
    add(`Attacker moved ${formatInches(s.attackerMovedIn)}`, movementPenalty(s.attackerMovedIn))
  }
  if (!s.closeCombat && s.rangeIn !== undefined) {
    add(`Range ${formatInches(s.rangeIn)}`, rangePenalty(s.rangeIn))
  }
  if (s.hidden) add('Target completely hidden', -5)
  if (s.opportunityFire) add('Opportunity Fire', -2)
  if (s.ccAttackerIndex !== undefined) {
    add(
      `Defending against Close Combat attacker ${s.ccAttackerIndex}`,
      multiCcPenalty(s.ccAttackerIndex, options.multiCC),
    )
  }
  const withoutSta = lines.reduce((sum, l) => sum + l.value, 0)
  const sta = [...new Set(s.sta ?? [])]
  if (options.staStack === 'sum') for (const c of sta) add(STA[c].label, STA[c].value)
  else if (sta.length > 0) {
    const worst = sta.reduce((a, b) => (STA[b].value < STA[a].value ? b : a))
    add(STA[worst].label, STA[worst].value)
  }
  return { total: withoutSta + staPenalty(sta, options.staStack), withoutSta, lines }
}

/** The result of a Skill roll against a Usage Rating. */
export interface BwAttackResult {
  roll: number
  modified: number
  hit: boolean
  /** BW-27/28/Q9: how far the shot missed by, or null on a hit. */
  missedBy: number | null
}

type RollOptions = Pick<BwOptions, 'hitOnEqual' | 'missedByMin'>

/** F-BW-1: does a modified roll hit a Usage Rating (a tie hits when `hitOnEqual`). */
export function skillRollHits(modified: number, ur: number, hitOnEqual: boolean): boolean {
  return hitOnEqual ? modified >= ur : modified > ur
}

/**
 * F-BW-1, BW-27/28, BW-Q9: a rolled Skill die against the Usage Rating. MissedBy is the roll that
 * was needed minus the roll made, ignoring Small Target Area; 1 when STA alone made it a miss; at
 * least `missedByMin`.
 */
export function resolveAttackRoll(
  roll: number,
  ur: number,
  mods: Pick<BwSkillModifiers, 'total' | 'withoutSta'>,
  options: RollOptions,
): BwAttackResult {
  const modified = roll + mods.total
  if (skillRollHits(modified, ur, options.hitOnEqual))
    return { roll, modified, hit: true, missedBy: null }
  const needed = options.hitOnEqual ? ur : ur + 1
  const withoutSta = roll + mods.withoutSta
  const raw = skillRollHits(withoutSta, ur, options.hitOnEqual) ? 1 : needed - withoutSta
  return { roll, modified, hit: false, missedBy: Math.max(options.missedByMin, raw) }
}

/** F-BW-1: roll the Skill die (faces `skillDie`) and resolve it. */
export function attackRoll(
  dice: Dice,
  skillDie: number,
  ur: number,
  mods: Pick<BwSkillModifiers, 'total' | 'withoutSta'>,
  options: RollOptions,
): BwAttackResult {
  return resolveAttackRoll(dice.roll(skillDie), ur, mods, options)
}

/** BW-29: inches of NearMiss per point of MissedBy, by weapon class. */
export const NEAR_MISS_INCHES: Readonly<Record<BwNearMissClass, number>> = Object.freeze({
  thrown: 0.5,
  minifigRanged: 1,
  launcher: 1,
  siege: 2,
  superSiege: 4,
})

/** BW-29: the farthest from the aim point a missed shot lands, in inches. */
export function nearMissRadius(missedBy: number, nearMiss: BwNearMissClass): number {
  return Math.max(0, missedBy) * NEAR_MISS_INCHES[nearMiss]
}

/**
 * BW-17 / BW-Q2: does a declared aim count for this shot: the attacker aimed at this target and,
 * during its last full turn, took no action (and, by default, did not move).
 */
export function aimCounts(
  aim: { aimingAt: string | null; movedIn: number; acted: boolean },
  targetId: string,
  options: Pick<BwOptions, 'aimRequires'>,
): boolean {
  if (aim.aimingAt !== targetId || aim.acted) return false
  return options.aimRequires === 'noAct' || aim.movedIn === 0
}
