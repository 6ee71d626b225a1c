/**
 * A GG attack's damage (GG-058, GG-070 … GG-092, GG-098 … GG-109): the action's dice and bonus as
 * the roll uses them, the target as the pipeline reads it, and what the roll, the pipeline and the
 * dying track did, in the words the dice log shows.
 */
import type { AttackKind } from '../engine/attack-rules'
import type { DamageResult, DamageTarget } from '../engine/damage'
import { describeDamageStep } from '../engine/damage-steps'
import { formatDiceExpr, parseDiceExpr, type DiceExpr, type ExprRoll } from '../engine/dice-expr'
import type { GgDyingResult } from '../engine/dying'
import type { GgInstance } from '../engine/instance'
import { damageTypeName } from '../engine/model'
import type { GgOptions } from '../engine/options'
import type { GgSheet, GgSheetAction } from '../engine/sheet-schema'
import { damageBonus } from '../engine/statblock'
import { signedTerm as signed } from '../../../dice/signed'

/** Grapple and Shove deal no damage (GG-062, GG-064). */
export const NO_DAMAGE: { damage: DiceExpr; damageText: null } = Object.freeze({
  damage: { terms: [], modifier: 0 },
  damageText: null,
})

/**
 * The action's dice plus its bonus (GG-071; SB + PHY for an Unarmed Strike, GG-058; nothing for
 * the extra Light-weapon attack, GG-060), the Unarmed die a base die or not (GG-Q22), and the
 * words ("1d8 + 1 Slashing"). No dice: no damage.
 */
export function damageOf(
  sheet: GgSheet,
  action: GgSheetAction,
  kind: AttackKind,
  options: GgOptions,
  extraLightAttack = false,
): { damage: DiceExpr; damageText: string | null } {
  if (action.damage === undefined) return NO_DAMAGE
  const dice = parseDiceExpr(action.damage)
  const plus = extraLightAttack ? 0 : damageBonus(sheet, action, options).value
  const unarmedBase = kind === 'unarmed' ? options.obUnarmedBase : undefined
  const damage = {
    terms: dice.terms.map((t) =>
      unarmedBase === undefined || t.base === false ? t : { ...t, base: unarmedBase },
    ),
    modifier: dice.modifier + plus,
  }
  const types = action.damageTypes.map(damageTypeName).join(' and ')
  return { damage, damageText: `${formatDiceExpr(damage)}${types ? ` ${types}` : ''}` }
}

/** The target as the damage pipeline reads it: HP, BP, defences by type, END, Scars held. */
export function damageTargetOf(sheet: GgSheet, inst: GgInstance): DamageTarget {
  return {
    hp: Math.min(inst.hp, sheet.hpMax),
    hpMax: sheet.hpMax,
    bp: inst.bp,
    defences: {
      immune: sheet.immunities,
      reduction: sheet.reductions,
      resistance: sheet.resistances,
      magnification: sheet.magnifications,
      vulnerability: sheet.vulnerabilities,
      endurance: sheet.traits.END,
    },
    scars: inst.scars,
  }
}

/** The damage dice in words: "1d8 [5] + 3 = 8 Slashing", "1d8 max 8 + Critical 8 + 3 = 19 …". */
export function damageRollText(roll: ExprRoll, types: readonly string[]): string {
  const parts = roll.terms.map((t) => {
    const dice = `${t.term.count}d${t.term.sides}`
    const value = t.maximised ? `maximised ${t.value}` : `[${t.faces.join(', ')}]`
    return `${dice} ${value}${t.critBonus ? ` + Critical ${t.critBonus}` : ''}`
  })
  const mod = roll.modifier ? ` ${signed(roll.modifier)}` : ''
  const typeWords = types.map(damageTypeName).join(' and ')
  return `${parts.join(' + ')}${mod} = ${roll.total}${typeWords ? ` ${typeWords}` : ''}`
}

/** The pipeline's steps in words, each as damage.ts says it, then HP lost. */
export function pipelineText(d: DamageResult): string {
  return d.steps
    .map((s) =>
      s.step === 'hp'
        ? `HP ${s.before} → ${s.after} (${s.before - s.after} HP lost)`
        : describeDamageStep(s),
    )
    .join('; ')
}

/** What the dying track did, in words. */
export function dyingText(name: string, hpBefore: number, d: GgDyingResult): string[] {
  const out: string[] = []
  for (const e of d.events) {
    if (e === 'unconscious')
      out.push(
        d.state.nonlethal
          ? `${name} is knocked out (non-lethal): Unconscious, not Dying (GG-109)`
          : `${name} falls Unconscious and Prone`,
      )
    else if (e === 'dying') out.push(`${name} is Dying`)
    else if (e === 'woundedGained') out.push(`${name} is Wounded ${d.state.wounded} (GG-103)`)
    else if (e === 'stabilisedLost') out.push(`${name} is no longer Stabilised`)
    else if (e === 'knockedOutOfFight')
      out.push(
        hpBefore > 0
          ? `massive damage: ${name} is Knocked Out of the Fight (GG-099)`
          : `${name} is Knocked Out of the Fight (Wounded 5)`,
      )
    else out.push(`${name} dies`)
  }
  return out
}
