/**
 * How hurt a being looks to the players, the same way in every game: hurt below its maximum HP,
 * badly hurt at half or less, down when its game says so. Never a number: a player reads the
 * figure, not the sheet.
 */
/**
 * How hurt a being looks to the players, on one ladder every ruleset maps its own numbers onto, so
 * the players' view draws the same three looks whatever the game.
 */
export type HealthLook = 'hurt' | 'badly hurt' | 'down'

/** `down`: the game's own reading (0 HP, a Down condition...); absent: unhurt. */
export function healthLook(hp: number, hpMax: number, down: boolean): HealthLook | undefined {
  if (down) return 'down'
  if (hp * 2 <= hpMax) return 'badly hurt'
  return hp < hpMax ? 'hurt' : undefined
}
