/**
 * GG attack resolution (OTHER-SYSTEMS.md A.3, GG-045 … GG-068; the seed 001 extract has no
 * headings: its attack paragraphs, from what counts as an attack through Attack Rolls, HT,
 * Overwhelming Blows, Critical Hits, unseen attackers, ranged and melee attacks, the Unarmed
 * Strike, two-weapon fighting, Grapple, Shove and Cover, lines 40–70). Pure functions, plain data
 * in and out.
 *
 * The Trait Test itself (F-GG-1 … F-GG-3) belongs to the GG Trait Test module written elsewhere;
 * the minimal local version here (`rollTestDie`, `netAdvantage`) is only what an Attack Roll needs.
 */
import { z } from 'zod'
import type { Dice } from '../../dice'
import { rollDiceExpr, type DiceExpr, type ExprRoll, type RollMode } from './dice-expr'

/** The attack options of the D.4 registry (`gg.*`), with their defaults. */
export const ggAttackOptionsSchema = z.object({
  /** F-GG-1 / GG-Q1: the test die. */
  testDie: z.enum(['d20', '2d10', '3d6']).default('d20'),
  /** F-GG-2 / GG-Q2: natural results that are an Inspired Event. */
  inspiredOn: z.array(z.number().int()).default([20]),
  /** F-GG-3 / GG-Q3: how Advantage and Disadvantage combine. */
  advMode: z.enum(['5e', 'netCount', 'bonus±2']).default('5e'),
  /** GG-Q4: a TTV equal to the HT hits. */
  hitOnEqual: z.boolean().default(true),
  /** GG-Q19: Weapon damage adds SB as well as the Trait. */
  weaponDamageAddsSB: z.boolean().default(false),
  /** GG-Q20: a margin of 10+ is a Crit only ('none') or OB and Crit stacked ('stack'). */
  obCritStack: z.enum(['none', 'stack']).default('none'),
  /** GG-Q21: an Inspired Event hits even below the HT. */
  inspiredAutoHit: z.boolean().default(true),
  /** GG-Q22: the Unarmed Strike's 1d4 is a base die for an Overwhelming Blow. */
  obUnarmedBase: z.boolean().default(true),
  /** GG-Q23: a Critical Hit adds the maximum of every die rolled, Feature and magic dice too. */
  critMaxAllDice: z.boolean().default(true),
  /** GG-Q27: the cover bonus also applies to Agility Tests an effect allows to avoid damage. */
  coverOnAgiSaves: z.boolean().default(true),
})
export type GgAttackOptions = z.infer<typeof ggAttackOptionsSchema>
export const DEFAULT_GG_ATTACK_OPTIONS: GgAttackOptions = ggAttackOptionsSchema.parse({})

// ---------------------------------------------------------------------------------------------
// Minimal local Trait Test pieces (F-GG-1 … F-GG-3)

export type Advantage = 'advantage' | 'normal' | 'disadvantage'

/**
 * F-GG-3 / GG-Q3: combine Advantage and Disadvantage sources. '5e': any of both cancels to a
 * straight roll; 'netCount' (and 'bonus±2'): the larger count wins, equal counts cancel.
 */
export function netAdvantage(
  advantages: number,
  disadvantages: number,
  mode: GgAttackOptions['advMode'] = '5e',
): Advantage {
  if (mode === '5e') {
    if (advantages > 0 && disadvantages > 0) return 'normal'
    return advantages > 0 ? 'advantage' : disadvantages > 0 ? 'disadvantage' : 'normal'
  }
  return advantages > disadvantages
    ? 'advantage'
    : disadvantages > advantages
      ? 'disadvantage'
      : 'normal'
}

function rollOnce(dice: Dice, testDie: GgAttackOptions['testDie']): number {
  if (testDie === 'd20') return dice.roll(20)
  if (testDie === '2d10') return dice.roll(10) + dice.roll(10)
  return dice.roll(6) + dice.roll(6) + dice.roll(6)
}

export interface TestDieRoll {
  /** Every natural result rolled (two with Advantage/Disadvantage in the 5e and netCount modes). */
  naturals: number[]
  /** The natural result kept. */
  natural: number
  /** Flat modifier from Advantage in the 'bonus±2' mode (+2 / −2), 0 otherwise. */
  bonus: number
}

/** F-GG-1/F-GG-3: roll the test die, twice keeping the higher/lower with (Dis)Advantage. */
export function rollTestDie(
  dice: Dice,
  adv: Advantage,
  options: Pick<GgAttackOptions, 'testDie' | 'advMode'> = DEFAULT_GG_ATTACK_OPTIONS,
): TestDieRoll {
  const first = rollOnce(dice, options.testDie)
  if (adv === 'normal') return { naturals: [first], natural: first, bonus: 0 }
  if (options.advMode === 'bonus±2') {
    return { naturals: [first], natural: first, bonus: adv === 'advantage' ? 2 : -2 }
  }
  const second = rollOnce(dice, options.testDie)
  const natural = adv === 'advantage' ? Math.max(first, second) : Math.min(first, second)
  return { naturals: [first, second], natural, bonus: 0 }
}

// ---------------------------------------------------------------------------------------------
// What is attacked with, and how

/** GG-045: an Attack Roll of any kind is an attack; Shove and Grapple start from an Unarmed Strike. */
export type AttackKind = 'weapon' | 'unarmed' | 'spell'

/** GG-045: every use of an Attack Roll is an attack ("when attacked" Features trigger), Shove and Grapple included. */
export function isAttack(use: AttackKind | 'shove' | 'grapple'): true {
  void use
  return true
}

export type Trait = 'PHY' | 'AGI' | 'END' | 'KNO' | 'INT' | 'DET'
export type Traits = Readonly<Record<Trait, number>>

/**
 * GG-047: the Trait of an Attack Roll. Melee Weapons and Unarmed Strikes use Physique, Ranged
 * Weapons Agility, spells and powers the caster's Spellcasting/Manifesting Trait.
 */
export function attackTrait(
  kind: AttackKind,
  reach: 'melee' | 'ranged',
  spellcastingTrait?: Trait,
): Trait {
  if (kind === 'spell') {
    if (spellcastingTrait === undefined) {
      throw new Error('This spell attack needs the caster’s Spellcasting or Manifesting Trait.')
    }
    return spellcastingTrait
  }
  if (kind === 'unarmed') return 'PHY'
  return reach === 'ranged' ? 'AGI' : 'PHY'
}

/** GG-048: SB is added to a Weapon Attack only when Trained; always to an Unarmed Strike. */
export function addsSkillBonus(kind: AttackKind, trained: boolean): boolean {
  return kind === 'unarmed' || trained
}

/** GG-049: Hit Target with no armour, 10 + Agility. */
export function baseHitTarget(agility: number): number {
  return 10 + agility
}

/** GG-049: with several HT formulas the Character picks one; the engine offers the best. */
export function chooseHitTarget(candidates: readonly number[]): number {
  if (candidates.length === 0) throw new Error('No Hit Target is known for this Character.')
  return Math.max(...candidates)
}

export type Cover = 'none' | 'half' | 'threeQuarters' | 'total'

/**
 * GG-065: Cover counts only when the attack comes from the far side of it (the caller says so
 * with `originBehindCover`). GG-066: Half Cover +2. GG-067: Three-quarters Cover +5. The same
 * bonus applies to Agility Tests that avoid damage (GG-Q27), except against effects that go
 * around obstructions.
 */
export function coverBonus(cover: Cover, originBehindCover = true, goesAround = false): number {
  if (!originBehindCover || goesAround) return 0
  if (cover === 'half') return 2
  if (cover === 'threeQuarters' || cover === 'total') return 5
  return 0
}

/**
 * GG-066/067 + GG-Q27: the cover bonus to an Agility Test made to avoid or reduce damage (0 when
 * the table turns `coverOnAgiSaves` off, or the effect goes around obstructions).
 */
export function coverBonusToAgilityTest(
  cover: Cover,
  originBehindCover: boolean,
  goesAround: boolean,
  options: Pick<GgAttackOptions, 'coverOnAgiSaves'> = DEFAULT_GG_ATTACK_OPTIONS,
): number {
  return options.coverOnAgiSaves ? coverBonus(cover, originBehindCover, goesAround) : 0
}

/** GG-068: a target behind Total Cover cannot be targeted directly, only caught in an area. */
export function assertTargetable(cover: Cover, originBehindCover: boolean, area: boolean): void {
  if (cover === 'total' && originBehindCover && !area) {
    throw new Error('That target is completely behind cover: it can only be caught in an area.')
  }
}

/**
 * GG-054/GG-055: a single Range is a hard limit; with two (Base/Long) a target beyond Base and
 * within Long is at Disadvantage, beyond Long is illegal; exactly at Base is normal.
 */
export function rangeAdvantage(
  distance: number,
  baseRange: number,
  longRange?: number,
): 'normal' | 'disadvantage' {
  if (distance <= baseRange) return 'normal'
  if (longRange !== undefined && distance <= longRange) return 'disadvantage'
  const limit = longRange ?? baseRange
  throw new Error(`That target is ${distance} m away, beyond this attack’s range of ${limit} m.`)
}

/** GG-057: melee attacks reach targets within the attacker's Reach (about 1 m; diagonal neighbours count). */
export function assertInReach(distance: number, reach: number): void {
  if (distance > reach) {
    throw new Error(
      `That target is ${distance} m away, beyond this attacker’s reach of ${reach} m.`,
    )
  }
}

/** A hostile near a ranged attacker (GG-056). */
export interface NearbyHostile {
  /** The attacker is inside this hostile's Area of Control. */
  attackerInItsAoC: boolean
  canSeeAttacker: boolean
  incapacitated: boolean
}

/** GG-056: a ranged attack is at Disadvantage inside the AoC of a hostile that sees the attacker and is not Incapacitated. */
export function rangedInMelee(hostiles: readonly NearbyHostile[]): boolean {
  return hostiles.some((h) => h.attackerInItsAoC && h.canSeeAttacker && !h.incapacitated)
}

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
  advantage: Advantage
  /** Human-readable reasons, for the log. */
  reasons: string[]
  /** GG-052: the target is not where the attacker aimed: the roll is still made, the result is a miss. */
  autoMiss: boolean
  /** GG-053: a Hidden attacker is revealed by attacking, hit or miss. */
  revealsAttacker: boolean
}

/** GG-052/053/055/056 (+ GG-Q3): decide (Dis)Advantage, automatic misses and revealing. */
export function attackSetup(
  s: AttackSituation,
  ranged: boolean,
  options: Pick<GgAttackOptions, 'advMode'> = DEFAULT_GG_ATTACK_OPTIONS,
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
  options: Pick<GgAttackOptions, 'hitOnEqual' | 'inspiredAutoHit'> = DEFAULT_GG_ATTACK_OPTIONS,
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
  options: Pick<GgAttackOptions, 'obUnarmedBase'> = DEFAULT_GG_ATTACK_OPTIONS,
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
  options: Pick<GgAttackOptions, 'weaponDamageAddsSB'> = DEFAULT_GG_ATTACK_OPTIONS,
): number {
  if (extraLightAttack) return 0
  return trait + (options.weaponDamageAddsSB ? sb : 0)
}

/** A held weapon, for GG-060's two-weapon check. */
export interface HeldWeapon {
  name: string
  light: boolean
  ranged?: boolean
  loaded?: boolean
}

/**
 * GG-060: an extra attack with a different Light Weapon in the other hand, when attacking with a
 * Light Weapon; a ranged one must be Loaded. Throws a readable refusal otherwise.
 */
export function assertExtraLightAttack(main: HeldWeapon, offHand: HeldWeapon): void {
  if (!main.light) throw new Error(`${main.name} is not Light, so there is no extra attack.`)
  if (!offHand.light)
    throw new Error(`${offHand.name} is not Light, so it cannot make the extra attack.`)
  if (offHand === main || offHand.name === main.name) {
    throw new Error('The extra attack needs a different Light Weapon in the other hand.')
  }
  if (offHand.ranged === true && offHand.loaded !== true) {
    throw new Error(`${offHand.name} must be Loaded for the extra attack.`)
  }
}

export const SIZE_ORDER = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const
export type SizeCategory = (typeof SIZE_ORDER)[number]

/**
 * GG-062 (Grapple) and GG-064 (Shove): the target is at most one Size Category larger; a Grapple
 * also needs a free hand (or similar limb). Throws a readable refusal.
 */
export function assertCanGrappleOrShove(
  what: 'grapple' | 'shove',
  attacker: SizeCategory,
  target: SizeCategory,
  freeHand: boolean,
): void {
  const verb = what === 'grapple' ? 'Grapple' : 'Shove'
  if (SIZE_ORDER.indexOf(target) - SIZE_ORDER.indexOf(attacker) > 1) {
    throw new Error(`A ${attacker} creature cannot ${verb} a ${target} one: it is too big.`)
  }
  if (what === 'grapple' && !freeHand) throw new Error('Grappling needs one free hand.')
}

/** GG-063 (GG-Q25): escape Test goal 8 + the Grappler's SB + the Grappler's Physique. */
export function escapeGrappleGoal(grapplerSB: number, grapplerPhysique: number): number {
  return 8 + grapplerSB + grapplerPhysique
}

/** GG-064: what a Shove can do instead of damage. */
export type ShoveEffect = 'prone' | 'pushAway1m' | 'sideways1m'

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
  advantage?: Advantage
  /** GG-052: the roll is made but the attack misses whatever it shows. */
  autoMiss?: boolean
  /** Damage dice and modifiers on a hit (use `unarmedDamage`, or the Weapon's dice + `weaponDamageModifier`). */
  damage: DiceExpr
  /** Damage types of the hit, for the pipeline (e.g. ['slashing'] or ['radiant', 'cold']). */
  damageTypes?: readonly string[]
  /** GG-058/062/064: an Unarmed Strike that hits may Shove or Grapple instead of dealing damage. */
  instead?: 'shove' | 'grapple'
}

export interface AttackResult {
  roll: TestDieRoll
  ttv: number
  inspired: boolean
  outcome: AttackOutcome
  /** The damage roll, on any hit. */
  damage?: ExprRoll
  /** Raw damage before the target's pipeline (0 on a miss). */
  amount: number
}

/** The damage-roll mode of an outcome (GG-073, GG-074, GG-Q20, GG-Q23). */
export function rollModeFor(
  outcome: AttackOutcome,
  options: Pick<GgAttackOptions, 'obCritStack' | 'critMaxAllDice'>,
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

/** GG-046 … GG-051 + GG-070/073/074: roll the attack and, on a hit, its damage. */
export function resolveAttack(
  input: AttackInput,
  dice: Dice,
  options: GgAttackOptions = DEFAULT_GG_ATTACK_OPTIONS,
): AttackResult {
  const roll = rollTestDie(dice, input.advantage ?? 'normal', options)
  const sb = addsSkillBonus(input.kind, input.trained) ? input.sb : 0
  const ttv = roll.natural + roll.bonus + input.trait + sb + (input.modifier ?? 0)
  const inspired = options.inspiredOn.includes(roll.natural)
  const outcome =
    input.autoMiss === true ? 'miss' : attackOutcome(ttv, input.ht, input.kind, inspired, options)
  if (outcome === 'miss') return { roll, ttv, inspired, outcome, amount: 0 }
  if (input.instead !== undefined) {
    if (input.kind !== 'unarmed') {
      throw new Error('Only an Unarmed Strike can Shove or Grapple instead of dealing damage.')
    }
    return { roll, ttv, inspired, outcome, amount: 0 }
  }
  const damage = rollDiceExpr(
    input.damage,
    dice,
    rollModeFor(outcome, options, ttv - input.ht, input.kind),
  )
  return { roll, ttv, inspired, outcome, damage, amount: damage.total }
}
