/**
 * What a Decisive hit's chosen option does to its target beyond the damage roll (Decisive Rolls &
 * Hits): Hamstring, Destroy and Unmask change the target's state; Heavy Strike and Shatter are
 * worked out by the damage roll itself (attack.ts).
 */
import type { StateChange } from '../../ruleset'
import type { DecisiveOption } from './attack'
import type { BlueboxInstance } from './views'

/** What the GM said about the option in the attack dialog. */
export interface DecisiveChoice {
  /** Destroy: the target's weapon the hit breaks; absent, its first weapon. */
  destroyWeaponId?: string
  /** Unmask: the target wears a mask. */
  targetMasked?: boolean
}

/** The target as the option reads it: its token, its name and its sheet's weapons. */
export interface DecisiveTarget {
  tokenId: string
  name: string
  weapons: readonly { id: string; name: string }[]
}

export interface DecisiveApplied {
  /** The target's state with the option's effect on it. */
  instance: BlueboxInstance
  /** What it did, for the dice log; null for an option the damage roll already shows. */
  note: string | null
  /** Changes beyond the state: Hamstrung remembered on the token until a rest. */
  changes: StateChange[]
}

/** The chosen weapon, or null: a missing id is the sheet's first weapon. */
export function destroyedWeaponOf(
  target: DecisiveTarget,
  choice: DecisiveChoice,
): { id: string; name: string } | null {
  if (choice.destroyWeaponId === undefined) return target.weapons[0] ?? null
  return target.weapons.find((w) => w.id === choice.destroyWeaponId) ?? null
}

function withMark(inst: BlueboxInstance, id: string): BlueboxInstance['conditions'] {
  return inst.conditions.includes(id) ? inst.conditions : [...inst.conditions, id]
}

/**
 * The option's effect on a hit target (L201-L205): Hamstring halves its movement until it rests
 * (Hamstrung, remembered as lasting until a rest); Destroy breaks the chosen weapon (the Weapon
 * Destroyed mark and the weapon's id: 1 Flaw on its attacks, no Modules, until repaired);
 * Unmask, when the GM says it wears a mask, leaves it Unmasked from `nowSeconds` on the party clock.
 */
export function applyDecisive(
  option: DecisiveOption | undefined,
  inst: BlueboxInstance,
  target: DecisiveTarget,
  choice: DecisiveChoice,
  nowSeconds: number,
): DecisiveApplied {
  const name = target.name
  if (option === 'hamstring') {
    return {
      instance: { ...inst, conditions: withMark(inst, 'hamstrung') },
      note: `${name} is Hamstrung until a rest: its movement is halved`,
      changes: [{ kind: 'until-rest', tokenId: target.tokenId, condition: 'hamstrung' }],
    }
  }
  if (option === 'destroy') {
    const weapon = destroyedWeaponOf(target, choice)
    if (!weapon)
      return {
        instance: inst,
        note: `${name} has no weapon on its sheet: nothing is destroyed`,
        changes: [],
      }
    // A mark with no list (an older campaign) already stands for every weapon.
    const every =
      inst.conditions.includes('weapon-destroyed') && inst.destroyedWeapons === undefined
    const listed = inst.destroyedWeapons ?? []
    const destroyedWeapons = listed.includes(weapon.id) ? listed : [...listed, weapon.id]
    return {
      instance: every
        ? inst
        : { ...inst, conditions: withMark(inst, 'weapon-destroyed'), destroyedWeapons },
      note: `${name}'s ${weapon.name} is destroyed: 1 Flaw on its attacks and no Modules until repaired`,
      changes: [],
    }
  }
  if (option === 'unmask') {
    if (choice.targetMasked !== true)
      return { instance: inst, note: `${name} wears no mask: Unmask does nothing`, changes: [] }
    const since =
      inst.since?.['unmasked'] !== undefined ? inst.since : { ...inst.since, unmasked: nowSeconds }
    return {
      instance: { ...inst, conditions: withMark(inst, 'unmasked'), since },
      note: `${name}'s mask is knocked off into an adjacent hex: ${name} is Unmasked`,
      changes: [],
    }
  }
  return { instance: inst, note: null, changes: [] }
}
