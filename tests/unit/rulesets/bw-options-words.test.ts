/**
 * Each BrikWars table option refused in words that name it (OTHER-SYSTEMS.md D.4's `bw:` block,
 * the readings of C.0 and C.6): a GM who edits a campaign by hand, or a file from a newer build,
 * learns which option is wrong and what it may be.
 */
import { describe, expect, it } from 'vitest'
import { resolveBwOptions } from '../../../shared/rules/bw/options'

const refusal = (stored: unknown): string => {
  try {
    resolveBwOptions(stored)
  } catch (e) {
    return (e as Error).message
  }
  return 'read without a refusal'
}

describe('a BrikWars table option that cannot be read, named', () => {
  it.each<[string, unknown, string]>([
    ['skillDie', 'd7', 'the Skill die must be one of d4, d6, d8, d10, d12, d20'],
    ['hitOnEqual', 'sometimes', 'hitting on an equal roll must be on or off'],
    ['damageBeatsArmor', 'lt', 'damage against armor must be one of gt, ge'],
    ['halfSpeedStacks', 1, 'stacking half speed must be on or off'],
    [
      'extraEffortOrder',
      'never',
      'when Extra Effort is added must be one of halveThenAdd, addThenHalve',
    ],
    ['aimRequires', 'nothing', 'what aiming needs must be one of noMoveNoAct, noAct'],
    ['stationaryWindow', 'lastRound', 'the stationary window must be one of lastTurn'],
    ['moveMeasure', 'air', 'how movement is measured must be one of path, displacement'],
    ['staStack', 'min', 'Small Target Area stacking must be one of max, sum'],
    ['multiCC', 'none', 'extra Close Combat attackers must be one of flat, cumulative'],
    ['oppFire', 'always', 'Opportunity Fire must be one of oncePerEnemyTurn, oncePerRound'],
    [
      'nearMissPlacement',
      'anywhere',
      'near miss placement must be one of randomDisk, d12clockFullRadius, defenderChooses',
    ],
    ['measure', 'edge', 'how blast distance is measured must be one of nearestPoint, centre'],
    ['explosionRoll', 'twice', 'the explosion roll must be one of once, perTarget'],
    ['knockbackProne', 'no', 'landing Prone after knockback must be on or off'],
    ['fireTick', 'hourly', 'when fire burns must be one of everyPlayerTurn, everyRound'],
    ['fireDie', 'd3', 'the fire die must be one of d4, d6, d8, d10, d12, d20'],
    ['defaultMaxBurn', 21, 'the default maximum Burn Level must be at most 20'],
    ['defaultMaxBurn', 'hot', 'the default maximum Burn Level must be a number'],
    ['fireNeighbourRoll', 'none', 'the fire roll for neighbours must be one of shared, separate'],
    ['fireBand', 'round', 'fire distance bands must be one of ceil, floor'],
    ['obstaclePrecedence', 'never', 'free jump or climb must be one of jumpFirst, climbAlways'],
    [
      'partialTerrain',
      'none',
      'terrain under part of a move must be one of any, majority, proportional',
    ],
    ['carryPenaltyMode', 'never', 'the carrying penalty must be one of continuous, oneOff'],
    ['maxLift', '3xPower', 'the lifting limit must be one of 2xPower, none'],
    ['exhaustionRecovery', 'never', 'exhaustion recovery must be one of oneTurn, manual'],
    ['extraEffortEligible', 'none', 'who may put forth Extra Effort must be one of living, all'],
    ['massFormula', 'guess', 'the mass formula must be one of text, maxOfBoth'],
    ['brixPerInch', 11, 'brix per inch must be at most 10'],
    ['missedByMin', -1, 'the smallest MissedBy must be at least 0'],
  ])('%s: %j', (key, value, message) => {
    expect(refusal({ [key]: value })).toContain(message)
  })
})
