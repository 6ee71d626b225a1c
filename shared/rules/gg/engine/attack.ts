/**
 * GG attack resolution (OTHER-SYSTEMS.md A.3, GG-046 … GG-053, GG-058, GG-070 … GG-074; seed
 * 001, the attack paragraphs, lines 40–70): (Dis)Advantage from the situation, the Attack Roll
 * and its outcome (hit, Overwhelming Blow, Critical Hit), and the damage roll. Pure functions,
 * plain data in and out. The roll itself is the Trait Test of test.ts (one reading of
 * `gg.advMode`); the rules around the roll (Trait, HT, range, reach, cover, Grapple, Shove) are in
 * attack-rules.ts.
 */
import { markPart, type Dice } from '../../../dice'
import {
  addsSkillBonus,
  rangeAdvantage,
  rangedInMelee,
  type AttackKind,
  type NearbyHostile,
} from './attack-rules'
import { rollDiceExpr, type DiceExpr, type ExprRoll, type RollMode } from './dice-expr'
import type { GgAdvantage } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'
import {
  advantageCount,
  netAdvantage,
  rollTraitTest,
  type AdvantageCount,
  type TraitTestRoll,
} from './test'

/** The table options an attack reads (all from `GgOptions`). */
export type GgAttackOptions = Pick<
  GgOptions,
  | 'testDie'
  | 'inspiredOn'
  | 'advMode'
  | 'hitOnEqual'
  | 'weaponDamageAddsSB'
  | 'obCritStack'
  | 'inspiredAutoHit'
  | 'obUnarmedBase'
  | 'critMaxAllDice'
>

/** Everything about the situation that decides (Dis)Advantage or an automatic miss. */
export interface AttackSituation {
  /** GG-052: the attacker can see (or supernaturally sense) the target. Default true. */
  attackerSeesTarget?: boolean
  /** GG-052: when unseen, the target really is where the attacker aimed. Default true. */
  targetAtChosenLocation?: boolean
  /** GG-053: the target can see the attacker. Default true. */
  targetSeesAttacker?: boolean
  /** GG-053: the attacker is Hidden (unseen and unheard). */
  attackerHidden?: boolean
  /** GG-055 distance / ranges; omitted for melee. */
  distance?: number
  baseRange?: number
  longRange?: number
  /** GG-056 for ranged attacks. */
  nearbyHostiles?: readonly NearbyHostile[]
  /** Other sources (Features, conditions) counted in. */
  extraAdvantages?: number
  extraDisadvantages?: number
}

export interface AttackSetup {
  /** The overall verdict (F-GG-3 under `gg.advMode`). */
  advantage: GgAdvantage
  /** Every Advantage and Disadvantage source counted, for the roll (`netCount` rolls |N| + 1). */
  sources: AdvantageCount
  /** Human-readable reasons, for the log. */
  reasons: string[]
  /** GG-052: the target is not where the attacker aimed: the roll is still made, the result is a miss. */
  autoMiss: boolean
  /** GG-053: a Hidden attacker is revealed by attacking, hit or miss. */
  revealsAttacker: boolean
}

/**
 * GG-052/053/055/056 (+ GG-Q3): decide (Dis)Advantage, automatic misses and revealing.
 * `advantage` is the verdict under `gg.advMode` (test.ts's `netAdvantage`); `sources` are the
 * counts, which `resolveAttack` / `attackOdds` take so that 'netCount' rolls |N| + 1 dice.
 */
export function attackSetup(
  s: AttackSituation,
  ranged: boolean,
  options: Pick<GgOptions, 'advMode'> = GG_DEFAULT_OPTIONS,
): AttackSetup {
  let adv = s.extraAdvantages ?? 0
  let dis = s.extraDisadvantages ?? 0
  const reasons: string[] = []
  const seesTarget = s.attackerSeesTarget ?? true
  if (!seesTarget) {
    dis++
    reasons.push('cannot see the target: Disadvantage')
  }
  // A Hidden attacker is unseen and unheard, so the target cannot see it either.
  const targetSees = s.targetSeesAttacker ?? s.attackerHidden !== true
  if (seesTarget && !targetSees) {
    adv++
    reasons.push('the target cannot see the attacker: Advantage')
  }
  if (ranged && s.distance !== undefined && s.baseRange !== undefined) {
    if (rangeAdvantage(s.distance, s.baseRange, s.longRange) === 'disadvantage') {
      dis++
      reasons.push('beyond Base Range: Disadvantage')
    }
  }
  if (ranged && s.nearbyHostiles !== undefined && rangedInMelee(s.nearbyHostiles)) {
    dis++
    reasons.push('ranged attack next to a hostile: Disadvantage')
  }
  return {
    advantage: netAdvantage(adv, dis, options.advMode),
    sources: { advantage: adv, disadvantage: dis },
    reasons,
    autoMiss: !seesTarget && (s.targetAtChosenLocation ?? true) === false,
    revealsAttacker: s.attackerHidden === true,
  }
}

// ---------------------------------------------------------------------------------------------
// The Attack Roll and its outcome

export type AttackOutcome = 'miss' | 'hit' | 'overwhelming' | 'critical'

/**
 * GG-046 (TTV ≥ HT hits, GG-Q4), GG-050 (Weapon/Unarmed TTV ≥ HT + 5: Overwhelming Blow),
 * GG-051 (Inspired Event on any attack, or Weapon/Unarmed TTV ≥ HT + 10: Critical Hit; Crit over
 * OB, GG-Q20; an Inspired Event hits automatically, GG-Q21).
 */
export function attackOutcome(
  ttv: number,
  ht: number,
  kind: AttackKind,
  inspired: boolean,
  options: Pick<GgOptions, 'hitOnEqual' | 'inspiredAutoHit'> = GG_DEFAULT_OPTIONS,
): AttackOutcome {
  const hits = options.hitOnEqual ? ttv >= ht : ttv > ht
  if (inspired && (hits || options.inspiredAutoHit)) return 'critical'
  if (!hits) return 'miss'
  if (kind === 'spell') return 'hit'
  if (ttv >= ht + 10) return 'critical'
  if (ttv >= ht + 5) return 'overwhelming'
  return 'hit'
}

/** GG-058: Unarmed Strike damage 1d4 + SB + Physique, Bludgeoning (the 1d4 is the base die, GG-Q22). */
export function unarmedDamage(
  physique: number,
  sb: number,
  options: Pick<GgOptions, 'obUnarmedBase'> = GG_DEFAULT_OPTIONS,
): DiceExpr {
  return { terms: [{ count: 1, sides: 4, base: options.obUnarmedBase }], modifier: sb + physique }
}

/**
 * GG-071: Weapon damage adds the Trait used for the Attack Roll (and SB only with
 * `weaponDamageAddsSB`, GG-Q19). GG-060/061: the extra Light-weapon attack adds neither.
 */
export function weaponDamageModifier(
  trait: number,
  sb: number,
  extraLightAttack: boolean,
  options: Pick<GgOptions, 'weaponDamageAddsSB'> = GG_DEFAULT_OPTIONS,
): number {
  if (extraLightAttack) return 0
  return trait + (options.weaponDamageAddsSB ? sb : 0)
}

// ---------------------------------------------------------------------------------------------
// A whole attack

export interface AttackInput {
  kind: AttackKind
  /** Trait value used for the Attack Roll (GG-047). */
  trait: number
  sb: number
  /** GG-048: Trained with this Weapon (ignored for Unarmed, always trained). */
  trained: boolean
  /** Other flat modifiers to the TTV. */
  modifier?: number
  /** The target's HT including cover (GG-066/067). */
  ht: number
  /**
   * (Dis)Advantage: a verdict (one source), or the sources counted (e.g. `attackSetup`'s
   * `sources`), which `gg.advMode` 'netCount' needs to roll |N| + 1 dice.
   */
  advantage?: GgAdvantage | Partial<AdvantageCount>
  /** GG-052: the roll is made but the attack misses whatever it shows. */
  autoMiss?: boolean
  /** Damage dice and modifiers on a hit (use `unarmedDamage`, or the Weapon's dice + `weaponDamageModifier`). */
  damage: DiceExpr
  /** Damage types of the hit, for the pipeline (e.g. ['slashing'] or ['radiant', 'cold']). */
  damageTypes?: readonly string[]
  /** GG-076: the damage is magical whatever its types' default (a magic sword's Slashing). */
  magical?: boolean
  /** GG-058/062/064: an Unarmed Strike that hits may Shove or Grapple instead of dealing damage. */
  instead?: 'shove' | 'grapple'
}

export interface AttackResult {
  /** The Trait Test behind the Attack Roll (its `ttv` is the attack's TTV). */
  roll: TraitTestRoll
  ttv: number
  inspired: boolean
  outcome: AttackOutcome
  /** The damage roll, on any hit. */
  damage?: ExprRoll
  /** Raw damage before the target's pipeline (0 on a miss). */
  amount: number
}

/**
 * GG-046 … GG-048: the Attack Roll as a Trait Test: the attack's Trait, SB when it is added
 * (always for an Unarmed Strike), the other modifiers and the (Dis)Advantage sources.
 */
export function attackTestInput(input: AttackInput): {
  trait: number
  sb: number
  trained: boolean
  modifier: number
  advantage: AdvantageCount
} {
  return {
    trait: input.trait,
    sb: input.sb,
    trained: addsSkillBonus(input.kind, input.trained),
    modifier: input.modifier ?? 0,
    advantage: advantageCount(input.advantage),
  }
}

/** The damage-roll mode of an outcome (GG-073, GG-074, GG-Q20, GG-Q23). */
export function rollModeFor(
  outcome: AttackOutcome,
  options: Pick<GgOptions, 'obCritStack' | 'critMaxAllDice'>,
  ttvMargin = 0,
  kind: AttackKind = 'weapon',
): RollMode {
  if (outcome === 'overwhelming') return { maximiseBase: true }
  if (outcome === 'critical') {
    const stack = options.obCritStack === 'stack' && kind !== 'spell' && ttvMargin >= 5
    return { critAddMax: true, critMaxAllDice: options.critMaxAllDice, maximiseBase: stack }
  }
  return {}
}

/** GG-046 … GG-051: the Attack Roll and its outcome, no damage yet. */
export function rollAttack(
  input: AttackInput,
  dice: Dice,
  options: GgAttackOptions = GG_DEFAULT_OPTIONS,
  label = 'To hit',
): Pick<AttackResult, 'roll' | 'ttv' | 'inspired' | 'outcome'> {
  markPart(dice, { label, total: true })
  const roll = rollTraitTest(dice, attackTestInput(input), options)
  return { roll, ttv: roll.ttv, inspired: roll.inspired, outcome: outcomeOf(input, roll, options) }
}

/** GG-046 … GG-052: the outcome an Attack Roll's TTV gives against this input's HT. */
export function outcomeOf(
  input: AttackInput,
  roll: TraitTestRoll,
  options: GgAttackOptions = GG_DEFAULT_OPTIONS,
): AttackOutcome {
  return input.autoMiss === true
    ? 'miss'
    : attackOutcome(roll.ttv, input.ht, input.kind, roll.inspired, options)
}

/** GG-046 … GG-051 + GG-070/073/074: roll the attack and, on a hit, its damage. */
export function resolveAttack(
  input: AttackInput,
  dice: Dice,
  options: GgAttackOptions = GG_DEFAULT_OPTIONS,
): AttackResult {
  const { roll, ttv, inspired, outcome } = rollAttack(input, dice, options)
  if (outcome === 'miss') return { roll, ttv, inspired, outcome, amount: 0 }
  if (input.instead !== undefined) {
    if (input.kind !== 'unarmed') {
      throw new Error('Only an Unarmed Strike can Shove or Grapple instead of dealing damage.')
    }
    return { roll, ttv, inspired, outcome, amount: 0 }
  }
  markPart(dice, { label: 'Damage' })
  const damage = rollDiceExpr(
    input.damage,
    dice,
    rollModeFor(outcome, options, ttv - input.ht, input.kind),
  )
  return { roll, ttv, inspired, outcome, damage, amount: damage.total }
}

/**
 * GG-072: one Damage Roll shared by several targets: `shared` rolled every die once; each
 * target's outcome then reads the same faces in its own mode (an Overwhelming Blow maximises the
 * base dice instead, a Critical Hit adds each die's maximum), so no die is thrown twice.
 */
export function replayDamage(expr: DiceExpr, shared: ExprRoll, mode: RollMode): ExprRoll {
  const faces = shared.terms.flatMap((t) =>
    mode.maximiseBase === true && t.term.base !== false ? [] : t.faces,
  )
  let next = 0
  return rollDiceExpr(expr, { roll: () => faces[next++] ?? 1 }, mode)
}
