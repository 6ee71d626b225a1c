/**
 * A GG stat block's derived numbers, each with how it was derived, for the stat block view and the
 * rolls (A.10): HT (GG-049), END damage reduction vs B/P/S (GG-080), reach / AoC (GG-038, F-GG-6),
 * an action's Attack Roll bonus and damage (GG-047, GG-048, GG-071, GG-Q19).
 */
import { enduranceReduction } from './damage'
import type { GgTrait } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'
import type { GgSheet, GgSheetAction } from './sheet-schema'
import { signedTerm as signed } from '../../../dice/signed'

/** A number and the words that say where it came from ("10 + AGI 3"). */
export interface Derived {
  value: number
  how: string
}

/** GG-049: HT is 10 + Agility unless the stat block gives its own (armour, GG-Q56). */
export function hitTarget(sheet: GgSheet): Derived {
  if (sheet.ht !== undefined) return { value: sheet.ht, how: 'from the stat block' }
  return { value: 10 + sheet.traits.AGI, how: `10 ${signed(sheet.traits.AGI)} (AGI)` }
}

/** GG-080: Endurance's damage reduction against B/P/S (half END, at least 1; 0 with END ≤ 0). */
export function enduranceDr(
  sheet: GgSheet,
  options: Pick<GgOptions, 'rounding'> = GG_DEFAULT_OPTIONS,
): Derived {
  const value = enduranceReduction(sheet.traits.END, options.rounding)
  return {
    value,
    how: value === 0 ? 'END is 0 or less' : `half of END ${sheet.traits.END}, at least 1`,
  }
}

/** GG-038 / F-GG-6: reach in metres: the stat block's own, else 1 m (+1 m with a Reach weapon). */
export function aocReach(
  sheet: GgSheet,
  options: Pick<GgOptions, 'reach'> = GG_DEFAULT_OPTIONS,
): Derived {
  if (sheet.reach !== undefined) return { value: sheet.reach, how: 'from the stat block' }
  const reachWeapon = sheet.actions.some((a) => a.melee && a.properties.includes('reach'))
  if (reachWeapon) {
    return {
      value: options.reach.base + options.reach.reachProperty,
      how: `${options.reach.base} m + ${options.reach.reachProperty} m (a Reach weapon)`,
    }
  }
  return { value: options.reach.base, how: `${options.reach.base} m (the usual reach)` }
}

/** GG-047: the Trait an action's Attack Roll uses. */
export function actionTrait(action: GgSheetAction): GgTrait {
  if (action.kind === 'spell' || action.kind === 'other') return action.trait ?? 'KNO'
  if (action.kind === 'unarmed') return 'PHY'
  return action.trait ?? (action.melee ? 'PHY' : 'AGI')
}

/** GG-047 / GG-048: an action's Attack Roll bonus: Trait, SB when Trained (always Unarmed), extra. */
export function attackBonus(sheet: GgSheet, action: GgSheetAction): Derived {
  const trait = actionTrait(action)
  const t = sheet.traits[trait]
  const sb = action.kind === 'unarmed' || action.trained ? sheet.sb : 0
  const parts = [`${trait} ${t}`]
  if (sb) parts.push(`+ SB ${sb}`)
  // A penalty is subtracted in words ("− 2"), not added as "+ -2".
  if (action.attackBonus) parts.push(signed(action.attackBonus))
  return { value: t + sb + action.attackBonus, how: parts.join(' ') }
}

/**
 * GG-071 / GG-Q19: what a hit adds to the action's dice: the Trait for a Weapon (SB too when
 * `weaponDamageAddsSB`), SB + PHY for an Unarmed Strike, nothing for a spell unless its dice say.
 */
export function damageBonus(
  sheet: GgSheet,
  action: GgSheetAction,
  options: Pick<GgOptions, 'weaponDamageAddsSB'> = GG_DEFAULT_OPTIONS,
): Derived {
  if (action.kind === 'unarmed') {
    return { value: sheet.sb + sheet.traits.PHY, how: `SB ${sheet.sb} + PHY ${sheet.traits.PHY}` }
  }
  if (action.kind !== 'weapon') return { value: 0, how: 'the dice only' }
  const trait = actionTrait(action)
  const t = sheet.traits[trait]
  if (options.weaponDamageAddsSB) {
    return { value: t + sheet.sb, how: `${trait} ${t} + SB ${sheet.sb}` }
  }
  return { value: t, how: `${trait} ${t}` }
}
