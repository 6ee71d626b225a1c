/** GG weapons the rules and the renderer tests both arm sheets with. */

/** A ranged Light weapon (the extra attack with it must be Loaded, L57), as a sheet writes it. */
export const HAND_CROSSBOW = {
  id: 'xbow',
  name: 'Hand crossbow',
  damage: '1d6',
  damageTypes: ['piercing'],
  properties: ['light'],
  melee: false,
  range: 9,
  longRange: 36,
}
