/**
 * A ZZ stat block's derived lines, each with how it was derived, as data the stat block view shows
 * (OTHER-SYSTEMS.md B.9): the attack formula of each weapon (ZZ-35/36, ZZ-Q17), the Defend roll
 * (ZZ-37), a ranged weapon's roll modifiers (ZZ-43/44, ZZ-Q18), the throwing range (ZZ-32) and
 * the Recovery target (ZZ-52).
 */
import { signedTerm } from '../../../dice/signed'
import { meleeFormula } from './attack-rules'
import type { ZzWeapon } from './model'
import { ZZ_DEFAULT_OPTIONS, type ZzOptions } from './options'
import type { ZzSheet } from './sheet-schema'

/** One line of the stat block: what it is, its formula or number, and where it comes from. */
export interface ZzDerivedLine {
  id: string
  label: string
  value: string
  how: string
}

const signed = signedTerm

/** ZZ-35/36, ZZ-Q17 (`meleeWeaponAddsSTR`): a melee weapon's attack formula, STR shown as its value. */
export function zzMeleeLine(
  sheet: ZzSheet,
  weapon: ZzWeapon,
  options: Pick<ZzOptions, 'meleeWeaponAddsSTR'>,
): ZzDerivedLine {
  const f = meleeFormula(sheet, weapon, options)
  const added = f.text !== weapon.damage
  return {
    id: `attack:${weapon.id}`,
    label: `${weapon.name} (range ${weapon.range})`,
    value: f.text.replace(/STR/g, `STR(${sheet.str})`),
    how: added ? `${weapon.damage}, with STR added (the table's rule)` : weapon.damage,
  }
}

/** ZZ-43/44, ZZ-Q18: a ranged weapon's Ranged Attack Roll and its damage. */
export function zzRangedLine(
  sheet: ZzSheet,
  weapon: ZzWeapon,
  options: Pick<ZzOptions, 'archeryTiers' | 'rangedHitTarget'>,
): ZzDerivedLine {
  const archery = options.archeryTiers[sheet.archery]
  const projectile = weapon.projectileBonus ?? 0
  return {
    id: `attack:${weapon.id}`,
    label: `${weapon.name} (range ${weapon.range})`,
    value: `d20 ${signed(archery)}, hits on ${options.rangedHitTarget}+; damage ${weapon.damage}${projectile ? ` ${signed(projectile)}` : ''}`,
    how: `archery ${sheet.archery} ${signed(archery)}, −1 per space beyond range ${weapon.range}`,
  }
}

/** ZZ-37: the Defend roll: the Base Defense die + DEX + armour. */
export function zzDefendLine(sheet: ZzSheet): ZzDerivedLine {
  const flat = sheet.dex + sheet.defenseBonus
  return {
    id: 'defend',
    label: 'Defend',
    value: `d${sheet.baseDefense} ${signed(flat)}`,
    how: `Base Defense d${sheet.baseDefense} + DEX ${sheet.dex} + armour ${sheet.defenseBonus}${sheet.armour ? ` (${sheet.armour})` : ''}`,
  }
}

/** B.9: every derived line of a stat block, weapons first (the Unarmed Attack when it has none). */
export function zzStatblockLines(
  sheet: ZzSheet,
  options: Pick<
    ZzOptions,
    'meleeWeaponAddsSTR' | 'archeryTiers' | 'rangedHitTarget'
  > = ZZ_DEFAULT_OPTIONS,
): ZzDerivedLine[] {
  const weapons: ZzWeapon[] = sheet.weapons.length
    ? sheet.weapons
    : [
        {
          id: 'unarmed',
          name: 'Unarmed',
          kind: 'melee',
          range: 1,
          damage: `d${sheet.baseAttack}+STR`,
        },
      ]
  const lines = weapons.map((w) =>
    w.kind === 'ranged' ? zzRangedLine(sheet, w, options) : zzMeleeLine(sheet, w, options),
  )
  lines.push(zzDefendLine(sheet))
  lines.push({
    id: 'throw',
    label: 'Throwing range',
    value: `${5 + sheet.str} spaces`,
    how: `5 + STR ${sheet.str}`,
  })
  lines.push({
    id: 'recovery',
    label: 'Recovery',
    value: `d20 ≥ ${sheet.recovery}`,
    how: 'rolled at the start of each turn while Down',
  })
  return lines
}
