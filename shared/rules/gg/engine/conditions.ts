/**
 * GG condition rules (OTHER-SYSTEMS.md A.5 and the A.5.1 catalogue in condition-catalogue.ts; seed
 * 001, "Conditions"). The extract names most conditions without effects; the effects here are the
 * A.8 defaults (GG-Q7, option `gg.cond.<name>`), each of which a table can switch to 'manual' (the
 * GM applies it by hand).
 */
import type { GgConditionId } from './condition-catalogue'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'

/** The table options the condition rules read (GG-Q7, GG-Q15, GG-Q34). */
export type GgConditionOptions = Pick<
  GgOptions,
  'cond' | 'bloodiedCompare' | 'flanking' | 'flankEffect' | 'flankAngle'
>

/** The conditions a being currently has; Degrees for Slowed and Wounded. */
export type GgConditionSet = Partial<Record<GgConditionId, boolean | number>>

function has(set: GgConditionSet, id: GgConditionId): boolean {
  const v = set[id]
  return typeof v === 'number' ? v > 0 : v === true
}

function checkHp(hp: number, max: number): void {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError('HP Maximum must be a whole number of 1 or more.')
  if (!Number.isInteger(hp) || hp < 0)
    throw new RangeError('HP must be a whole number of 0 or more.')
}

/**
 * GG-096 Bloodied: HP at or below half the HP Maximum (`2·HP ≤ Max`; GG-Q34 'eq' = exactly half).
 * Seed section "Conditions: Bloodied".
 */
export function isBloodied(
  hp: number,
  max: number,
  options: Pick<GgOptions, 'bloodiedCompare'> = GG_DEFAULT_OPTIONS,
): boolean {
  checkHp(hp, max)
  return options.bloodiedCompare === 'eq' ? 2 * hp === max : 2 * hp <= max
}

/**
 * GG-097 Desperation: HP at or below a quarter of the HP Maximum (`4·HP ≤ Max`). GG-Q34's
 * `bloodiedCompare` governs both thresholds (options.ts), so 'eq' means exactly a quarter.
 * Seed "Conditions".
 */
export function isDesperate(
  hp: number,
  max: number,
  options: Pick<GgOptions, 'bloodiedCompare'> = GG_DEFAULT_OPTIONS,
): boolean {
  checkHp(hp, max)
  return options.bloodiedCompare === 'eq' ? 4 * hp === max : 4 * hp <= max
}

/**
 * GG-096/097: the HP-threshold conditions after a change of HP, for a being still standing (at 0 HP
 * the dying rules take over, but the thresholds still hold).
 */
export function hpThresholdConditions(
  hp: number,
  max: number,
  options: GgConditionOptions = GG_DEFAULT_OPTIONS,
): { bloodied: boolean; desperation: boolean } {
  return { bloodied: isBloodied(hp, max, options), desperation: isDesperate(hp, max, options) }
}

/**
 * A.5.1 Incapacitated / Unconscious / Surprised (first Turn) defaults: whether the being may take
 * actions and reactions at all.
 */
export function canTakeActions(
  set: GgConditionSet,
  context: { firstTurn?: boolean } = {},
  options: GgConditionOptions = GG_DEFAULT_OPTIONS,
): boolean {
  const c = options.cond
  if (has(set, 'knockedOut')) return false
  if (c.incapacitated === 'default' && has(set, 'incapacitated')) return false
  if (c.unconscious === 'default' && has(set, 'unconscious')) return false
  if (c.surprised === 'default' && has(set, 'surprised') && context.firstTurn === true) return false
  return true
}

/** A being that cannot act counts as Incapacitated for rules that name it (GG-056, GG-121, GG-123). */
export function isIncapacitated(
  set: GgConditionSet,
  options: GgConditionOptions = GG_DEFAULT_OPTIONS,
): boolean {
  return (
    has(set, 'knockedOut') ||
    has(set, 'incapacitated') ||
    (options.cond.unconscious === 'default' && has(set, 'unconscious'))
  )
}

/**
 * A.5.1 Grappled (speed 0) and Slowed (−1 m per Degree, minimum 0) applied to a speed in metres.
 * GG-043 gives Slowed Degrees; the extract gives no effect (GG-Q7 default).
 */
export function speedWithConditions(
  speed: number,
  set: GgConditionSet,
  options: GgConditionOptions = GG_DEFAULT_OPTIONS,
): number {
  if (speed < 0) throw new RangeError('Speed cannot be negative.')
  if (options.cond.grappled === 'default' && has(set, 'grappled')) return 0
  const slowed = typeof set.slowed === 'number' ? set.slowed : set.slowed === true ? 1 : 0
  if (options.cond.slowed === 'default' && slowed > 0) return Math.max(0, speed - slowed)
  return speed
}

/** Advantage and Disadvantage sources an attack gets from conditions (counted, not yet netted). */
export interface GgConditionRollMods {
  advantage: string[]
  disadvantage: string[]
  /** 'plus2Hit' Flanking option: a flat bonus instead of Advantage. */
  bonus: number
}

/**
 * A.5.1 defaults for Prone, Squeezing (GG-037) and the optional Flanked (GG-039,
 * GG-Q15) on one Attack Roll. `distance` is metres between attacker and target.
 */
export function attackConditionMods(
  attacker: GgConditionSet,
  target: GgConditionSet,
  attack: { melee: boolean; distance: number; attackerReachCoversTarget?: boolean },
  options: GgConditionOptions = GG_DEFAULT_OPTIONS,
): GgConditionRollMods {
  const out: GgConditionRollMods = { advantage: [], disadvantage: [], bonus: 0 }
  const c = options.cond
  if (c.prone === 'default') {
    if (has(attacker, 'prone')) out.disadvantage.push('attacker is Prone')
    if (has(target, 'prone')) {
      if (attack.distance <= 1) out.advantage.push('target is Prone, attacker within 1 m')
      else out.disadvantage.push('target is Prone, attacker farther than 1 m')
    }
  }
  if (has(attacker, 'squeezing')) out.disadvantage.push('attacker is squeezing')
  if (has(target, 'squeezing')) out.advantage.push('target is squeezing')
  if (
    options.flanking &&
    c.flanked === 'default' &&
    has(target, 'flanked') &&
    attack.melee &&
    attack.attackerReachCoversTarget !== false
  ) {
    if (options.flankEffect === 'plus2Hit') out.bonus += 2
    else out.advantage.push('target is Flanked')
  }
  return out
}

/**
 * A.5.1 Hidden default (GG-053): whether an attacker attacks as Hidden. The Advantage and the
 * reveal are the attack rules' (attack.ts `attackSetup`, `attackerHidden`), so they are counted once;
 * this only says whether the condition applies, which it does not when `gg.cond.hidden` is 'manual'.
 */
export function attacksAsHidden(
  attacker: GgConditionSet,
  options: Pick<GgOptions, 'cond'> = GG_DEFAULT_OPTIONS,
): boolean {
  return options.cond.hidden === 'default' && has(attacker, 'hidden')
}

/**
 * GG-039 Flanking geometry (GG-Q15): the defender is Flanked when two hostiles whose reach covers it
 * are at least `flankAngle` degrees apart, measured between the vectors from the defender's centre.
 * Positions are any plane coordinates (metres). Always false while the optional rule is off.
 */
export function isFlanked(
  defender: { x: number; y: number },
  hostilesInReach: ReadonlyArray<{ x: number; y: number }>,
  options: GgConditionOptions = GG_DEFAULT_OPTIONS,
): boolean {
  if (!options.flanking) return false
  const vectors = hostilesInReach
    .map((h) => ({ x: h.x - defender.x, y: h.y - defender.y }))
    .filter((v) => v.x !== 0 || v.y !== 0)
  const minCos = Math.cos((options.flankAngle * Math.PI) / 180)
  for (let i = 0; i < vectors.length; i++) {
    for (let j = i + 1; j < vectors.length; j++) {
      const a = vectors[i]!
      const b = vectors[j]!
      const cos = (a.x * b.x + a.y * b.y) / (Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y))
      // A small tolerance so exactly 90° on a grid counts despite floating point.
      if (cos <= minCos + 1e-9) return true
    }
  }
  return false
}

/**
 * A.5.1 Grappled ends (GG-Q26 default): the grappler is Incapacitated, lets go (GG-062: free, any
 * time), or the target is no longer within the grappler's reach.
 */
export function grappleEnds(event: {
  grapplerIncapacitated: boolean
  released: boolean
  targetDistance: number
  grapplerReach: number
}): boolean {
  return event.grapplerIncapacitated || event.released || event.targetDistance > event.grapplerReach
}

/** A.5.1 Surprised ends at the end of its first Turn (default). */
export function surprisedAfterTurnEnd(set: GgConditionSet): GgConditionSet {
  if (!has(set, 'surprised')) return set
  const next = { ...set }
  delete next.surprised
  return next
}
