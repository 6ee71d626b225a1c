/** Sample ZZ figures from OTHER-SYSTEMS.md B.0: Thurig the Orc and Mondo the Goblin. */
import type { ZzAttackInput } from '../../../../shared/rules/zz/engine/attack'
import type { ZzFigure, ZzWeapon } from '../../../../shared/rules/zz/engine/model'

export const THURIG: ZzFigure = {
  name: 'Thurig',
  level: 2,
  str: 3,
  dex: 1,
  int: 1,
  cha: 0,
  baseAttack: 8,
  baseDefense: 6,
  defenseBonus: 0,
  size: 10,
  recovery: 12,
  move: 5,
  archery: 'untrained',
}

export const MONDO: ZzFigure = {
  name: 'Mondo',
  level: 1,
  str: 1,
  dex: 2,
  int: 1,
  cha: 1,
  baseAttack: 6,
  baseDefense: 4,
  defenseBonus: 0,
  size: 10,
  recovery: 12,
  move: 5,
  archery: 'untrained',
}

export const DAGGER: ZzWeapon = {
  id: 'dagger',
  name: 'Dagger',
  kind: 'melee',
  range: 1,
  damage: 'd4',
}
export const SWORD: ZzWeapon = {
  id: 'sword',
  name: 'Sword',
  kind: 'melee',
  range: 1,
  damage: 'd6 + STR',
}
export const SPEAR: ZzWeapon = { id: 'spear', name: 'Spear', kind: 'melee', range: 3, damage: 'd8' }
export const BOW: ZzWeapon = {
  id: 'bow',
  name: 'Shortbow',
  kind: 'ranged',
  range: 6,
  damage: 'd6',
  projectileBonus: 0,
  ammo: 'arrow',
}

/** Thurig attacks Mondo (10 HP, no pending Defend) unarmed at 1 space with 3 AP. */
export function thurigVsMondo(over: Partial<ZzAttackInput> = {}): ZzAttackInput {
  return {
    attacker: {
      figure: THURIG,
      state: { hands: ['sword', 'spear'], loaded: [], mind: 2 },
      ap: 3,
    },
    weapon: null,
    target: { figure: MONDO, state: { hp: 10, hpMax: 10, defendBonus: 0, statuses: [], mind: 1 } },
    distance: 1,
    ...over,
  }
}
