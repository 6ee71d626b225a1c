/**
 * Back, Flank and Flanked Back re-rolls (OTHER-SYSTEMS.md B.3, ZZ-39..41, F-ZZ-6, ZZ-Q11/Q13/Q14;
 * seed 003, "Specialty Attacks"): how many re-rolls an attack gets, and one re-roll applied to a
 * chosen die of a rolled attack. A rolled attack is a list of labelled dice so the app can ask
 * "re-roll which die?"; the attack is then scored again from the new faces (attack.ts).
 */
import type { Dice } from '../../../dice'
import { isCritFace } from './crit'
import type { ZzOptions } from './options'

/** What a die of a rolled attack is. */
export type ZzDieRole = 'attack' | 'ranged' | 'damage' | 'crit' | 'defense'

/**
 * One die of a rolled attack, labelled for the log and the "re-roll which die?" choice (words
 * from `zzDieLabel`; the parts are kept apart so a million attacks do not build a million labels).
 */
export interface ZzRolledDie {
  /** Stable id within the attack: "attack:0", "attackCrit:1", "ranged:0", "damage:0", "defense:0". */
  id: string
  role: ZzDieRole
  /** Whose roll it is (a figure's name). */
  who: string
  /** The weapon or die named ("Sword", "Base Attack", "Base Defense"); for a Crit throw, the roll it doubles. */
  what: string
  /** Which die of its roll, or which throw of its chain, from 0. */
  index: number
  sides: number
  face: number
  /** Whose die it is: only the attacker's may be re-rolled by a Back or Flank Attack. */
  owner: 'attacker' | 'defender'
  /** Faces it showed before re-rolls, oldest first. */
  earlier?: number[]
  /** Not thrown (an Unexpected Attack's Base Defense counts as 1): it cannot be re-rolled. */
  fixed?: boolean
}

const CRIT_ON: Record<string, string> = {
  attack: 'attack',
  ranged: 'Ranged Attack Roll',
  damage: 'damage roll',
  defense: 'Defense roll',
}

/** Words for a die of a rolled attack: "Thurig's Sword d6 (2)", "Critical Hit die on Thurig's attack (throw 1)". */
export function zzDieLabel(die: ZzRolledDie): string {
  switch (die.role) {
    case 'crit':
      return `Critical Hit die on ${die.who}'s ${CRIT_ON[die.what] ?? die.what} (throw ${die.index + 1})`
    case 'ranged':
      return `${die.who}'s Ranged Attack Roll d20`
    case 'damage':
      return `${die.who}'s ${die.what} damage d${die.sides}${die.index > 0 ? ` (${die.index + 1})` : ''}`
    case 'defense':
      return `${die.who}'s Base Defense d${die.sides}${die.fixed ? ' (counts as 1: unexpected)' : ''}`
    default:
      return `${die.who}'s ${die.what} d${die.sides}${die.index > 0 ? ` (${die.index + 1})` : ''}`
  }
}

/**
 * ZZ-40, ZZ-Q11: is the target Flanked? At least two opponents have it within their current
 * weapon's range, and an opponent has attacked it since its last turn (one other than the current
 * attacker with `flankNeedsOther`).
 */
export function isFlanked(
  input: {
    opponentsInRange: number
    attackedSinceLastTurnBy: readonly string[]
    attackerId: string
  },
  options: Pick<ZzOptions, 'flankNeedsOther'>,
): boolean {
  if (input.opponentsInRange < 2) return false
  return input.attackedSinceLastTurnBy.some(
    (id) => !options.flankNeedsOther || id !== input.attackerId,
  )
}

/** ZZ-39..41: re-rolls an attack gets: 1 from the back, 1 on a Flanked target, 2 for both. */
export function rerollsAllowed(input: { fromBack: boolean; flanked: boolean }): 0 | 1 | 2 {
  return input.fromBack && input.flanked ? 2 : input.fromBack || input.flanked ? 1 : 0
}

/** ZZ-Q13: the better of two faces for the attacker (a Crit beats a blank on the Crit die). */
function betterFace(die: ZzRolledDie, a: number, b: number, options: Pick<ZzOptions, 'critDie'>) {
  if (die.role !== 'crit') return Math.max(a, b)
  return isCritFace(a, options) ? a : b
}

/** The dice of a rolled attack that a re-roll may still choose (ZZ-39, ZZ-Q13/Q14). */
export function rerollChoices(
  rolled: readonly ZzRolledDie[],
  used: readonly string[],
  options: Pick<ZzOptions, 'rerollChain' | 'rerollSameDieTwice'>,
): ZzRolledDie[] {
  const lastCrit = new Map<string, string>()
  for (const d of rolled) if (d.role === 'crit') lastCrit.set(d.id.split(':')[0] ?? '', d.id)
  return rolled.filter(
    (d) =>
      d.owner === 'attacker' &&
      !d.fixed &&
      (options.rerollSameDieTwice || !used.includes(d.id)) &&
      (d.role !== 'crit' ||
        options.rerollChain === 'anyThrow' ||
        lastCrit.get(d.id.split(':')[0] ?? '') === d.id),
  )
}

/**
 * ZZ-39..41, F-ZZ-6, ZZ-Q13/Q14: re-roll the die `id` of a rolled attack, keeping the new face
 * (or the better of the two with `rerollKeep: best`). Refuses when no re-roll is left or the die
 * may not be chosen. Returns the new list; the caller scores the attack again.
 */
export function applyReroll(
  rolled: readonly ZzRolledDie[],
  id: string,
  used: readonly string[],
  allowed: number,
  dice: Dice,
  options: Pick<ZzOptions, 'critDie' | 'rerollKeep' | 'rerollChain' | 'rerollSameDieTwice'>,
): ZzRolledDie[] {
  if (used.length >= allowed) {
    throw new Error(
      allowed === 0
        ? 'This attack gets no re-roll: it is neither a Back Attack nor a Flank Attack.'
        : `This attack's ${allowed === 1 ? 're-roll is' : 'two re-rolls are'} used up.`,
    )
  }
  const die = rolled.find((d) => d.id === id)
  if (!die) throw new Error('That die is not part of this attack.')
  if (!rerollChoices(rolled, used, options).includes(die)) {
    if (die.owner !== 'attacker' || die.fixed)
      throw new Error(`${zzDieLabel(die)} is not the attacker's to re-roll.`)
    if (used.includes(id))
      throw new Error(`${zzDieLabel(die)} was already re-rolled; choose another die.`)
    throw new Error(
      'Only the last throw of the Critical Hit chain may be re-rolled (table option).',
    )
  }
  const fresh = dice.roll(die.sides)
  const face = options.rerollKeep === 'best' ? betterFace(die, die.face, fresh, options) : fresh
  return rolled.map((d) =>
    d === die ? { ...d, face, earlier: [...(d.earlier ?? []), d.face] } : d,
  )
}
