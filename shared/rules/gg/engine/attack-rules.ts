/**
 * GG attack rules around the roll (OTHER-SYSTEMS.md A.3; seed 001, the attack paragraphs, lines
 * 40–70): what counts as an attack and which Trait it uses (GG-045 … GG-049), range and reach
 * (GG-054 … GG-057), two-weapon fighting (GG-060/061), Grapple and Shove (GG-062 … GG-064) and
 * Cover (GG-065 … GG-068). The roll and its outcome are in attack.ts.
 */
import { GG_SIZES, type GgSize, type GgTrait } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'

/** GG-045: an Attack Roll of any kind is an attack; Shove and Grapple start from an Unarmed Strike. */
export type AttackKind = 'weapon' | 'unarmed' | 'spell'

/** GG-045: every use of an Attack Roll is an attack ("when attacked" Features trigger), Shove and Grapple included. */
export function isAttack(use: AttackKind | 'shove' | 'grapple'): true {
  void use
  return true
}

/** A Character's six Trait values. */
export type Traits = Readonly<Record<GgTrait, number>>

/**
 * GG-047: the Trait of an Attack Roll. Melee Weapons and Unarmed Strikes use Physique, Ranged
 * Weapons Agility, spells and powers the caster's Spellcasting/Manifesting Trait.
 */
export function attackTrait(
  kind: AttackKind,
  reach: 'melee' | 'ranged',
  spellcastingTrait?: GgTrait,
): GgTrait {
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
  options: Pick<GgOptions, 'coverOnAgiSaves'> = GG_DEFAULT_OPTIONS,
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

/**
 * GG-061: either weapon of a two-weapon attack may be thrown instead when it has the Thrown
 * property; that attack then follows the ranged rules (Agility, range bands). As the extra attack
 * of GG-060 it still adds neither Trait nor SB to its damage. Throws a readable refusal for a
 * weapon that is not Thrown.
 */
export function thrownExtraAttack(weapon: HeldWeapon & { thrown: boolean }): {
  ranged: true
  damageAddsTraitOrSB: false
} {
  if (!weapon.thrown)
    throw new Error(`${weapon.name} is not a Thrown weapon, so it cannot be thrown.`)
  return { ranged: true, damageAddsTraitOrSB: false }
}

/**
 * GG-062 (Grapple) and GG-064 (Shove): the target is at most one Size Category larger; a Grapple
 * also needs a free hand (or similar limb). Throws a readable refusal.
 */
export function assertCanGrappleOrShove(
  what: 'grapple' | 'shove',
  attacker: GgSize,
  target: GgSize,
  freeHand: boolean,
): void {
  const verb = what === 'grapple' ? 'Grapple' : 'Shove'
  if (GG_SIZES.indexOf(target) - GG_SIZES.indexOf(attacker) > 1) {
    throw new Error(`A ${attacker} creature cannot ${verb} a ${target} one: it is too big.`)
  }
  if (what === 'grapple' && !freeHand) throw new Error('Grappling needs one free hand.')
}

/**
 * GG-063 (GG-Q25): the Escape Grapple Test Goal, 8 + the Grappler's SB + a Physique: the
 * Grappler's by default, the escaper's when `gg.escapeTGPhysique` is 'target'.
 */
export function escapeGrappleGoal(
  grapplerSB: number,
  grapplerPhysique: number,
  escaperPhysique = grapplerPhysique,
  options: Pick<GgOptions, 'escapeTGPhysique'> = GG_DEFAULT_OPTIONS,
): number {
  return (
    8 + grapplerSB + (options.escapeTGPhysique === 'grappler' ? grapplerPhysique : escaperPhysique)
  )
}

/** GG-064: what a Shove can do instead of damage. */
export type ShoveEffect = 'prone' | 'pushAway1m' | 'sideways1m'
