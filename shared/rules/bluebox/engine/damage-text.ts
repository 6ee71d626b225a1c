/**
 * Damage in words, one wording for every place that shows it: the stat block and the roll dialog
 * ("Damage 1d4+2 stone on a hit (+1 Power Die in the Critical Area)") and the dice log's result
 * ("hit: 3 damage (1d4+2: rolled 1, +2)"). Every number comes from the engine's own functions, so
 * the words cannot drift from what was rolled (Damage & Modifiers; Armor & Plating; Crits!).
 */
import type { StatBlock, Weapon } from './sheet-schema'
import {
  clampSacrifice,
  damageDicePool,
  type AttackInput,
  type AttackResult,
  type Defender,
} from './attack'
import { powerDie } from './check'
import {
  damageProfile,
  halveForPlating,
  IMMUNE,
  platingFromSacrifice,
  PURE,
  RESIST,
  VULNERABLE,
} from './damage'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'
import { damageModifierOf } from './statblock'

/** A weapon's damage on a hit, before anything about the target or the situation. */
export interface DamageSpec {
  powerDice: number
  sides: number
  modifier: number
  type?: string
  pure?: boolean
  /** The weapon has a Critical Area (+1 Power Die there). */
  criticalArea?: boolean
}

/** A die the situation adds to this attack's damage: Crit, Hidden (R12), Lightning into water. */
export type DamageExtra = 'critical' | 'hidden' | 'lightning-submerged'

const EXTRA_TEXT: Record<DamageExtra, string> = {
  critical: 'in the Critical Area',
  hidden: 'for attacking Hidden',
  'lightning-submerged': 'for Lightning into water',
}

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many)

/** A damage roll in dice notation: "1d4+2", "2d6", "1d8-1"; "+2" with no dice left. */
export function damageNotation(dice: number, sides: number, modifier: number): string {
  const mod = modifier === 0 ? '' : modifier > 0 ? `+${modifier}` : `-${-modifier}`
  if (dice <= 0) return mod === '' ? '0' : mod
  return `${dice}d${sides}${mod}`
}

/** "stone", "Pure stone", "Pure"; '' for untyped damage. */
export function damageTypeText(type: string | undefined, pure: boolean | undefined): string {
  const t = type ?? ''
  if (pure === true) return t === '' ? 'Pure' : `Pure ${t}`
  return t
}

/** A sheet's weapon as a DamageSpec: its Power Dice of the sheet's Power Die, stat and own modifier (Reach, Range; Power Die). */
export function weaponDamage(
  block: Pick<StatBlock, 'stats' | 'level'>,
  weapon: Pick<
    Weapon,
    'powerDice' | 'stat' | 'statToDamage' | 'damageModifier' | 'damageType' | 'pure' | 'critical'
  >,
): DamageSpec {
  const spec: DamageSpec = {
    powerDice: weapon.powerDice,
    sides: powerDie(block.level),
    modifier: damageModifierOf(block, weapon as Weapon),
    pure: weapon.pure,
    criticalArea: weapon.critical !== undefined,
  }
  if (weapon.damageType !== undefined) spec.type = weapon.damageType
  return spec
}

/** The extra Power Dice this attack's damage gets, as damageDicePool counts them (Crits!; Hidden; Damage & Modifiers). */
export function damageExtras(
  attack: Pick<AttackInput, 'critical' | 'hidden' | 'damageType'>,
  defender: Pick<Defender, 'submerged'>,
  options: Pick<BlueBoxOptions, 'hiddenAttack'> = BLUEBOX_DEFAULT_OPTIONS,
): DamageExtra[] {
  const out: DamageExtra[] = []
  if (attack.critical === true) out.push('critical')
  if (attack.hidden === true && options.hiddenAttack === 'edge-and-die') out.push('hidden')
  if (defender.submerged === true && attack.damageType?.toLowerCase() === 'lightning')
    out.push('lightning-submerged')
  return out
}

/**
 * The damage line of a weapon (stat block) or of one attack (roll dialog): "Damage 1d4+2 stone on
 * a hit (+1 Power Die in the Critical Area)". With `extras` (the dice this attack adds) the dice
 * count them and the note says why: "Damage 2d4+2 stone on a hit (with +1 Power Die in the
 * Critical Area)". Damage never gets Edge or Flaw (R20).
 */
export function damageLine(spec: DamageSpec, extras?: readonly DamageExtra[]): string {
  const added = extras ?? []
  const dice = spec.powerDice + added.length
  const type = damageTypeText(spec.type, spec.pure)
  const head = `Damage ${damageNotation(dice, spec.sides, spec.modifier)}${type ? ` ${type}` : ''} on a hit`
  const notes =
    extras === undefined
      ? spec.criticalArea === true
        ? ['+1 Power Die in the Critical Area']
        : []
      : added.map((x, i) => `${i === 0 ? 'with ' : ''}+1 Power Die ${EXTRA_TEXT[x]}`)
  return notes.length ? `${head} (${notes.join(', ')})` : head
}

/**
 * What the target does to a hit, in the damage order (R8): sacrifice first, Resistance or
 * Vulnerability, Plating halving, then THP before HP. '' when nothing reduces it.
 */
export function damageAgainstText(
  attack: Pick<AttackInput, 'level' | 'damageType' | 'pure'>,
  defender: Pick<Defender, 'plating' | 'thp' | 'resist' | 'vulnerable' | 'immune' | 'backFooted'>,
  options: Pick<BlueBoxOptions, 'platingRounding'> = BLUEBOX_DEFAULT_OPTIONS,
): string {
  const profile = damageProfile(defender, attack.damageType, attack.pure === true)
  const type = attack.damageType ?? ''
  const parts: string[] = []
  if (profile === IMMUNE) parts.push(`Immune to ${type}: no damage, and its Plating is untouched`)
  if (profile === RESIST) parts.push(`Resistant to ${type}: halved, rounded up`)
  if (profile === VULNERABLE) parts.push(`Vulnerable to ${type}: doubled`)
  if (defender.plating > 0 && profile !== IMMUNE) {
    const per = Math.floor(powerDie(attack.level) / 2)
    parts.push(
      profile === PURE
        ? `Pure: Plating ${defender.plating} does not halve it`
        : `Plating ${defender.plating} halves it (${options.platingRounding === 'up' ? 'rounded up' : 'min 1'}) until destroyed; each sacrificed Power Die destroys ${per}`,
    )
  }
  if ((defender.thp ?? 0) > 0) parts.push(`THP ${defender.thp} first, then HP`)
  return parts.join('; ')
}

/**
 * The result of an attack roll in the dice log: "miss", or "hit: 3 damage (1d4+2: rolled 1,
 * +2)", with each step of the damage order that changed the number (sacrifice, Heavy Strike,
 * Shatter, Resistance/Vulnerability/Immunity, Plating halving) in the order the engine applied it.
 */
export function attackResultText(
  attack: AttackInput,
  defender: Defender,
  result: AttackResult,
  options: Pick<
    BlueBoxOptions,
    'hiddenAttack' | 'platingRounding' | 'platingResistScaling'
  > = BLUEBOX_DEFAULT_OPTIONS,
): string {
  if (!result.hit) return 'miss'
  const sides = powerDie(attack.level)
  const pool = damageDicePool(attack, defender, options)
  const sacrificed = clampSacrifice(attack.sacrifice, pool)
  const rolled = pool - sacrificed
  const mod = attack.damageModifier ?? 0
  const option = result.decisive ? attack.decisiveOption : undefined
  const profile = damageProfile(defender, attack.damageType, attack.pure === true)
  const steps: string[] = []

  if (sacrificed > 0) {
    const destroyed = platingFromSacrifice(
      sacrificed,
      sides,
      profile,
      defender.backFooted === true,
      options,
    )
    const had = defender.plating > 0 ? defender.plating : 0
    steps.push(
      `${sacrificed} Power ${plural(sacrificed, 'Die', 'Dice')} sacrificed: ${Math.min(destroyed, had)} Plating destroyed`,
    )
  }
  if (option === 'shatter') steps.push('Shatter: Plating to 0')

  if (rolled <= 0) {
    steps.push('no dice left to roll')
  } else {
    const raw = result.damageDice.reduce((a, b) => a + b, 0) + mod
    const faces = result.damageDice.join('+')
    const how =
      option === 'heavy-strike' ? ` at its max (Heavy Strike): ${faces}` : `: rolled ${faces}`
    const modText = mod === 0 ? '' : `, ${mod > 0 ? '+' : '-'}${Math.abs(mod)}`
    const rollStep = steps.length
    steps.push(`${damageNotation(rolled, sides, mod)}${how}${modText}`)
    let d = raw
    if (d > 0) {
      const type = attack.damageType ?? ''
      if (profile === IMMUNE) {
        steps.push(`Immune to ${type}: 0`)
        d = 0
      } else if (profile === RESIST) {
        d = (d + 1) >> 1
        steps.push(`Resistant to ${type}: ${d}`)
      } else if (profile === VULNERABLE) {
        d = d * 2
        steps.push(`Vulnerable to ${type}: ${d}`)
      }
      // d > 0 here: only Immunity zeroes it, and Resistance leaves at least 1.
      const plating = result.defender.plating
      if (profile !== PURE && profile !== IMMUNE && plating > 0) {
        d = halveForPlating(d, options.platingRounding)
        steps.push(`Plating ${plating} halves it: ${d}`)
      }
    }
    // The sum before reductions, when a step follows or the dice alone do not make the damage.
    if (steps.length > rollStep + 1 || raw !== result.damage)
      steps[rollStep] = `${steps[rollStep]} = ${Math.max(0, raw)}`
  }
  const thp = defender.thp !== undefined && defender.thp > 0 ? defender.thp : 0
  if (thp > 0 && result.damage > 0) steps.push(`THP takes ${Math.min(thp, result.damage)}`)

  const destroyed = result.platingDestroyed
  const head = `hit: ${result.damage} damage${destroyed ? `, ${destroyed} Plating destroyed` : ''}`
  return steps.length ? `${head} (${steps.join('; ')})` : head
}
