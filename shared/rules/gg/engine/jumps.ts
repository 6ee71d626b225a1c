/**
 * GG jumps (OTHER-SYSTEMS.md A.2, GG-029 … GG-033, GG-Q12, GG-Q50; seed 001, "Movement: Jumping"):
 * how far and how high, and the TG 10 Tests for obstacles and landings, rolled as test.ts's Trait
 * Test. Each metre jumped is paid from the Movement budget (movement.ts).
 */
import type { Dice } from '../../../dice'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'
import { traitTest, type TraitTestInput, type TraitTestResult } from './test'

/** The options the jump distances read (GG-Q12). */
type JumpOptions = Pick<GgOptions, 'jumpScale' | 'jumpMinBeforeHalf'>
/** The options a jump Test reads (F-GG-1 … 3). */
type JumpTestOptions = Pick<GgOptions, 'testDie' | 'advMode' | 'inspiredOn'>

function jumpMax(raw: number, running: boolean, options: JumpOptions): number {
  const min = 2
  if (running) return Math.max(min, raw)
  return options.jumpMinBeforeHalf ? Math.max(min, raw) / 2 : Math.max(min, raw / 2)
}

/**
 * GG-029 Long Jump: running (≥ 2 m run-up) up to PHY × 5 m (minimum 2 m), standing half that;
 * `remaining` caps it, as each metre jumped costs 1 m (GG-Q12 jumpScale, min before halving).
 */
export function longJumpMax(
  phy: number,
  runUp: number,
  remaining = Infinity,
  options: JumpOptions = GG_DEFAULT_OPTIONS,
): number {
  return Math.min(remaining, jumpMax(phy * 5 * options.jumpScale, runUp >= 2, options))
}

/** GG-032 High Jump: running up to PHY + 3 m (minimum 2 m), standing half that; capped by `remaining`. */
export function highJumpMax(
  phy: number,
  runUp: number,
  remaining = Infinity,
  options: JumpOptions = GG_DEFAULT_OPTIONS,
): number {
  return Math.min(remaining, jumpMax((phy + 3) * options.jumpScale, runUp >= 2, options))
}

/** GG-033: how high above the take-off surface a high-jumper can reach. */
export function highJumpReach(jumpHeight: number, ownHeight: number): number {
  return jumpHeight + 1.5 * ownHeight
}

/** GG-030 / GG-031: the jump Tests' Goal. */
export const GG_JUMP_TEST_TG = 10

/** A TG 10 Trait Test (test.ts) for a jumper given as its Trait value or a whole Test input. */
function tg10(
  dice: Dice,
  jumper: number | TraitTestInput,
  options: JumpTestOptions,
): TraitTestResult {
  const input = typeof jumper === 'number' ? { trait: jumper } : jumper
  return traitTest(dice, input, GG_JUMP_TEST_TG, options)
}

/**
 * GG-030 (GG-Q50, off by default): clearing an obstacle no taller than ¼ of the jump needs a TG 10
 * Physique Test; a failure hits it. Null when no Test is made; 'tooTall' above ¼.
 */
export function jumpObstacleTest(
  jumpDistance: number,
  obstacleHeight: number,
  phy: number | TraitTestInput,
  dice: Dice,
  options: Pick<GgOptions, 'jumpObstacleCheck'> & JumpTestOptions = GG_DEFAULT_OPTIONS,
): null | 'tooTall' | { die: number; total: number; clears: boolean } {
  if (!options.jumpObstacleCheck) return null
  if (obstacleHeight > jumpDistance / 4) return 'tooTall'
  const t = tg10(dice, phy, options)
  return { die: t.natural, total: t.ttv, clears: t.success }
}

/** GG-031: landing a jump in Difficult Terrain needs a TG 10 Agility Test, or the jumper lands Prone. */
export function landingTest(
  agi: number | TraitTestInput,
  dice: Dice,
  options: JumpTestOptions = GG_DEFAULT_OPTIONS,
): { die: number; total: number; prone: boolean } {
  const t = tg10(dice, agi, options)
  return { die: t.natural, total: t.ttv, prone: !t.success }
}
