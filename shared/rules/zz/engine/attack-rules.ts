/**
 * The small rules around a ZZ attack (OTHER-SYSTEMS.md B.3/B.4; seed 003, "Attack" and its
 * "Attack - Unarmed", "Attack - Melee Weapon" and "Attack - Ranged Weapon" parts): what an attack
 * needs before it is rolled (ZZ-34, ZZ-42), the ranged modifiers (ZZ-43), the melee formula
 * (ZZ-35/36, ZZ-Q17), damage (ZZ-47) and what it does to HP (ZZ-49, ZZ-Q9/Q36).
 */
import { aimRefusal, type CritPlan } from './crit'
import { parseZzFormula, type ZzFormula } from './dice-expr'
import type { ZzFigure, ZzState, ZzStatus, ZzWeapon } from './model'
import type { ZzOptions } from './options'
import { zzSetHp } from './status'

/** Everything an attack reads (the map answers distance and clear shot). */
export interface ZzAttackInput {
  attacker: {
    figure: ZzFigure
    state: Pick<ZzState, 'hands' | 'loaded' | 'mind'>
    /** AP left before the attack. */
    ap: number
  }
  /** The weapon in hand, or null for an Unarmed Attack (Range 1). */
  weapon: ZzWeapon | null
  target: {
    figure: ZzFigure
    state: Pick<ZzState, 'hp' | 'hpMax' | 'defendBonus' | 'statuses'> & { mind?: number }
  }
  /** Spaces between attacker and target (ZZ-27). */
  distance: number
  /** ZZ-28: no wall, obstruction or non-friendly figure in the way (default true). */
  clearShot?: boolean
  /** ZZ-38: Zaldar judged the attack unexpected: the Base Defense die counts as 1. */
  unexpected?: boolean
  /** Spells, statuses, artifacts: added to the attack (or the Ranged Attack Roll). */
  attackModifier?: number
  /** Spells and the like on the defence, besides armour (`defenseBonus`) and a pending Defend. */
  defenseModifier?: number
  /** ZZ-56..59: Aim/Focus on the attack (the Ranged Attack Roll for a ranged weapon). */
  aim?: CritPlan
  /** ZZ-Q21: a second Aim/Focus on the Ranged Damage Roll (table option). */
  damageAim?: CritPlan
  /** ZZ-56: the target Aims its Defense roll (0 AP outside its turn, 1 Mind Point). */
  defenseAim?: CritPlan
  /** ZZ-39/40: the attacker targets the back / the target is Flanked (re-rolls, reroll.ts). */
  fromBack?: boolean
  flanked?: boolean
}

/** The Unarmed Attack as a weapon (ZZ-27, ZZ-35): Range 1, Base Attack + STR. */
export function unarmedFormula(figure: Pick<ZzFigure, 'baseAttack'>): ZzFormula {
  return parseZzFormula(`d${figure.baseAttack}+STR`)
}

/**
 * ZZ-35/36, ZZ-Q17: the melee formula. The weapon's dice replace the Base Attack die; STR is added
 * when the formula names no attribute (`ifMissing`), unless it already names STR (`always`), or
 * never.
 */
export function meleeFormula(
  figure: Pick<ZzFigure, 'baseAttack'>,
  weapon: ZzWeapon | null,
  options: Pick<ZzOptions, 'meleeWeaponAddsSTR'>,
): ZzFormula {
  if (!weapon) return unarmedFormula(figure)
  const f = parseZzFormula(weapon.damage)
  const addSTR =
    options.meleeWeaponAddsSTR === 'always'
      ? !f.attributes.some((a) => a.attribute === 'STR')
      : options.meleeWeaponAddsSTR === 'ifMissing' && f.attributes.length === 0
  return addSTR ? parseZzFormula(`${weapon.damage}+STR`) : f
}

/**
 * ZZ-27, ZZ-32: the spaces a weapon reaches. A thrown weapon goes 5 + STR spaces (seed 003, Throw:
 * "5 spaces plus your STR"), whatever range its sheet lists; Unarmed reaches 1.
 */
export function zzWeaponRange(figure: Pick<ZzFigure, 'str'>, weapon: ZzWeapon | null): number {
  if (!weapon) return 1
  return weapon.kind === 'thrown' ? 5 + figure.str : weapon.range
}

/**
 * ZZ-05, ZZ-32 (`thrownAttackCost`): AP an attack costs before Aim / Focus: 2, or 1 for a thrown
 * weapon when the throw is read as the Throw action.
 */
export function zzAttackAp(
  weapon: ZzWeapon | null,
  options: Pick<ZzOptions, 'thrownAttackCost'>,
): number {
  return weapon?.kind === 'thrown' && options.thrownAttackCost === 'throw' ? 1 : 2
}

/** ZZ-43, ZZ-Q18: the Ranged Attack Roll's modifiers besides the d20. */
export function rangedModifiers(
  figure: Pick<ZzFigure, 'archery'>,
  range: number,
  distance: number,
  options: Pick<ZzOptions, 'archeryTiers'>,
): { rangePenalty: number; archery: number } {
  return {
    rangePenalty: -Math.max(0, distance - range),
    archery: options.archeryTiers[figure.archery],
  }
}

/** ZZ-47, ZZ-48: damage is the attack (or Ranged Damage) total minus the Defend total, if positive. */
export function zzDamage(attackTotal: number, defendTotal: number): number {
  return attackTotal > defendTotal ? attackTotal - defendTotal : 0
}

/**
 * ZZ-49, ZZ-Q9, ZZ-Q36: HP after damage and the statuses it brings: DOWN at 0 or below (`le0`)
 * or below 0 (`lt0`); dead at minus maximum HP only with `deathAtNegMax`.
 */
export function zzHpOutcome(
  state: Pick<ZzState, 'hp' | 'hpMax' | 'statuses'>,
  damage: number,
  options: Pick<ZzOptions, 'downAt' | 'deathAtNegMax'>,
): { hp: number; gained: ZzStatus[] } {
  const hp = state.hp - damage
  if (damage <= 0 || state.statuses.includes('dead')) return { hp, gained: [] }
  // The Down and death lines are status.ts's (zzSetHp), so an attack and fire agree on them.
  const after = zzSetHp(
    { hp: state.hp, hpMax: state.hpMax, statuses: [...state.statuses] } as ZzState,
    hp,
    options,
  )
  return { hp, gained: after.state.statuses.filter((st) => !state.statuses.includes(st)) }
}

/**
 * ZZ-34, ZZ-42, ZZ-56, ZZ-Q19: why this attack cannot be made, in words for the GM, or null.
 */
export function zzAttackRefusal(input: ZzAttackInput, options: ZzOptions): string | null {
  const who = input.attacker.figure.name
  const target = input.target.figure.name
  const w = input.weapon
  const cost = zzAttackAp(w, options)
  if (input.attacker.ap < cost) {
    const what = cost === 1 ? 'a Throw needs 1' : 'an Attack needs 2'
    return `${who} has only ${input.attacker.ap} AP left; ${what}.`
  }
  if (input.target.state.statuses.includes('dead')) return `${target} is already dead.`
  if (w && !input.attacker.state.hands.includes(w.id)) {
    return `${who} is not holding the ${w.name}; taking it out of the pack costs 1 AP.`
  }
  if (w?.kind === 'ranged' && !input.attacker.state.loaded.includes(w.id)) {
    return `${who}'s ${w.name} is not loaded; Load costs 1 AP.`
  }
  const range = zzWeaponRange(input.attacker.figure, w)
  const ranged = w !== null && w.kind !== 'melee'
  if (!ranged && input.distance > range) {
    return `${target} is ${input.distance} spaces away; ${w ? `the ${w.name}` : 'an Unarmed Attack'} reaches ${range}.`
  }
  if (ranged && options.rangedMaxMultiple === '3xRange' && input.distance > 3 * range) {
    return `${target} is ${input.distance} spaces away; the ${w.name} reaches at most ${3 * range} (three times its range).`
  }
  if (input.clearShot === false) {
    return `${who} has no clear shot at ${target}: a wall, an obstruction or a figure that is not a friend is in the way.`
  }
  const mind = input.attacker.state.mind
  let apLeft = input.attacker.ap - cost
  if (input.aim !== undefined) {
    const why = aimRefusal(
      { name: who, apLeft, mind },
      ranged ? 'rangedAttack' : 'attack',
      true,
      options,
    )
    if (why) return why
    apLeft -= 1
  }
  if (input.damageAim !== undefined) {
    if (!ranged) return 'A second Aim/Focus on the damage is for ranged weapons only.'
    const spent = input.aim !== undefined ? 1 : 0
    const why = aimRefusal({ name: who, apLeft, mind: mind - spent }, 'rangedDamage', true, options)
    if (why) return why
  }
  if (input.defenseAim === undefined) return null
  return aimRefusal(
    { name: target, apLeft: 0, mind: input.target.state.mind ?? 0 },
    'defend',
    false,
    options,
  )
}
