/**
 * Each BrikWars table option refused in words that name it (OTHER-SYSTEMS.md D.4's `bw:` block,
 * the readings of C.0 and C.6): a GM who edits a campaign by hand, or a file from a newer build,
 * learns which option is wrong and what it may be.
 */
import { describe, expect, it } from 'vitest'
import { resolveBwOptions } from '../../../../shared/rules/bw/engine/options'

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
    ['skillDie', 'd7', 'the Skill die must be d4, d6, d8, d10, d12 or d20'],
    ['hitOnEqual', 'sometimes', 'hitting on an equal roll must be on or off'],
    ['damageBeatsArmor', 'lt', 'damage against armor must be gt or ge'],
    ['halfSpeedStacks', 1, 'stacking half speed must be on or off'],
    [
      'extraEffortOrder',
      'never',
      'when Extra Effort is added must be halveThenAdd or addThenHalve',
    ],
    ['aimRequires', 'nothing', 'what aiming needs must be noMoveNoAct or noAct'],
    ['stationaryWindow', 'lastRound', 'the stationary window must be lastTurn'],
    ['moveMeasure', 'air', 'how movement is measured must be path or displacement'],
    ['staStack', 'min', 'Small Target Area stacking must be max or sum'],
    ['multiCC', 'none', 'extra Close Combat attackers must be flat or cumulative'],
    ['oppFire', 'always', 'Opportunity Fire must be oncePerEnemyTurn or oncePerRound'],
    [
      'nearMissPlacement',
      'anywhere',
      'near miss placement must be randomDisk, d12clockFullRadius or defenderChooses',
    ],
    ['measure', 'edge', 'how blast distance is measured must be nearestPoint or centre'],
    ['explosionRoll', 'twice', 'the explosion roll must be once or perTarget'],
    ['knockbackProne', 'no', 'landing Prone after knockback must be on or off'],
    ['fireTick', 'hourly', 'when fire burns must be everyPlayerTurn or everyRound'],
    ['fireDie', 'd3', 'the fire die must be d4, d6, d8, d10, d12 or d20'],
    ['defaultMaxBurn', 21, 'the default maximum Burn Level must be at most 20'],
    ['defaultMaxBurn', 'hot', 'the default maximum Burn Level must be a number'],
    ['fireNeighbourRoll', 'none', 'the fire roll for neighbours must be shared or separate'],
    ['fireBand', 'round', 'fire distance bands must be ceil or floor'],
    ['obstaclePrecedence', 'never', 'free jump or climb must be jumpFirst or climbAlways'],
    [
      'partialTerrain',
      'none',
      'terrain under part of a move must be any, majority or proportional',
    ],
    ['carryPenaltyMode', 'never', 'the carrying penalty must be continuous or oneOff'],
    ['maxLift', '3xPower', 'the lifting limit must be 2xPower or none'],
    ['exhaustionRecovery', 'never', 'exhaustion recovery must be oneTurn or manual'],
    ['extraEffortEligible', 'none', 'who may put forth Extra Effort must be living or all'],
    ['massFormula', 'guess', 'the mass formula must be text or maxOfBoth'],
    ['brixPerInch', 11, 'brix per inch must be at most 10'],
    ['missedByMin', -1, 'the smallest MissedBy must be at least 0'],
  ])('%s: %j', (key, value, message) => {
    expect(refusal({ [key]: value })).toContain(message)
  })
})
