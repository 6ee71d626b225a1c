/**
 * Height Advantage (Cover & Height Advantage): standing 1 m or higher above the target gives +1
 * Edge on ranged and melee attacks. The map only says how much higher; this says what it counts.
 */
import {
  targetSituation,
  type Hex,
  type HexGrid,
  type TargetSituation,
} from '../../../geometry/hex'

/** "1m or higher above" the target (Cover & Height Advantage). */
export const HEIGHT_ADVANTAGE_METRES = 1

/** Whether an attacker this many metres above its target has Height Advantage. */
export function hasHeightAdvantage(heightDifference: number): boolean {
  return heightDifference >= HEIGHT_ADVANTAGE_METRES
}

/** What the map says about an attack, with Height Advantage read the Blue Box way. */
export interface BlueboxTargetSituation extends TargetSituation {
  heightAdvantage: boolean
}

/** Read the map between an attacker's hex and a target's hex, Height Advantage included. */
export function blueboxTargetSituation(
  grid: HexGrid,
  attacker: Hex,
  target: Hex,
): BlueboxTargetSituation {
  const s = targetSituation(grid, attacker, target)
  return { ...s, heightAdvantage: hasHeightAdvantage(s.heightDifference) }
}
