/**
 * The numbers a GG stat block shows, each with how it was derived (shared/rules/gg/engine/statblock.ts),
 * for the resolved table options: every engine call of the stat block and target panel is here.
 */
import { damageTypeName } from '../../../../shared/rules/gg/engine/model'
import type { GgOptions } from '../../../../shared/rules/gg/engine/options'
import type { GgSheet, GgSheetAction } from '../../../../shared/rules/gg/engine/sheet-schema'
import {
  actionTrait,
  aocReach,
  attackBonus,
  damageBonus,
  enduranceDr,
  hitTarget,
  type Derived,
} from '../../../../shared/rules/gg/engine/statblock'
import { meleeReach } from '../../../../shared/rules/gg/adapter/ruleset-attack-map'

export interface DerivedAction {
  action: GgSheetAction
  trait: string
  bonus: Derived
  /** "1d8 + 3 Slashing (magical)", or null when the action deals no damage. */
  damage: string | null
  damageHow: string
  /** "reach 1 m", "range 24 / 96 m". */
  reach: string
  /** The metres the target panel draws around the token for it. */
  metres: number
}

export interface DerivedSheet {
  ht: Derived
  endDr: Derived
  reach: Derived
  actions: DerivedAction[]
}

const plus = (n: number): string => (n === 0 ? '' : n > 0 ? ` + ${n}` : ` − ${-n}`)

/**
 * An action's numbers. A melee action reaches as far as the roll will allow it (its own reach,
 * or the usual reach plus the Reach property's): never the being's Area of Control, which a Reach
 * weapon widens while an Unarmed Strike still reaches 1 m.
 */
export function deriveAction(
  sheet: GgSheet,
  action: GgSheetAction,
  options: GgOptions,
): DerivedAction {
  const bonus = attackBonus(sheet, action)
  const dmg = damageBonus(sheet, action, options)
  const types = action.damageTypes.map(damageTypeName).join(' and ')
  const damage = action.damage
    ? `${action.damage}${plus(dmg.value)}${types ? ` ${types}` : ''}${action.magical ? ' (magical)' : ''}`
    : null
  const ranged = !action.melee
  const range = action.range ?? 0
  const reach = meleeReach(sheet, action, options)
  return {
    action,
    trait: actionTrait(action),
    bonus,
    damage,
    damageHow: dmg.how,
    reach: ranged
      ? `range ${range}${action.longRange ? ` / ${action.longRange}` : ''} m`
      : `reach ${reach} m`,
    metres: ranged ? range : reach,
  }
}

export function deriveSheet(sheet: GgSheet, options: GgOptions): DerivedSheet {
  const reach = aocReach(sheet, options)
  return {
    ht: hitTarget(sheet),
    endDr: enduranceDr(sheet, options),
    reach,
    actions: sheet.actions.map((a) => deriveAction(sheet, a, options)),
  }
}
