/**
 * The one door randomness comes through (ARCHITECTURE.md, Boundaries): every rule that rolls takes
 * a `Dice`, so the app injects a seeded generator and tests inject scripted faces.
 */
export interface Dice {
  /** One roll of a die with `sides` faces: an integer in 1..sides. */
  roll(sides: number): number
}

/** The dice Blue Box uses (Required Materials: d4, d6, d8, d12). */
export const DIE_SIZES = [4, 6, 8, 12] as const
export type DieSize = (typeof DIE_SIZES)[number]

/** Throw unless `sides` is a whole number of faces, 1 or more. */
export function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1) {
    throw new RangeError(`a die needs a whole number of sides >= 1, got ${String(sides)}`)
  }
}

/** Sum of `count` rolls of a d`sides` (Damage Rolls: "the type and number of dice"). */
export function rollSum(dice: Dice, count: number, sides: number): number {
  let sum = 0
  for (let i = 0; i < count; i++) sum += dice.roll(sides)
  return sum
}
