import { describe, expect, it } from 'vitest'
import {
  resolveZzOptions,
  ZZ_ARCHERY_PRESETS,
  ZZ_CRIT_DIE_PRESETS,
  ZZ_DEFAULT_OPTIONS,
} from '../../../../shared/rules/zz/engine/options'

/** The refusal a GM reads for one stored option value. */
const refused = (opts: Record<string, unknown>) => {
  try {
    resolveZzOptions(opts)
  } catch (err) {
    return (err as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(opts)}`)
}
const say = (msg: string) => `Table option not understood: ${msg}.`
/** "a or b", "a, b or c": the readings a refusal lists. */
const or = (values: string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

describe('ZZ table option defaults, read from the spec and the seed', () => {
  // Each expected value is the default OTHER-SYSTEMS.md D.4 (or the seed line named) states.
  it.each<[string, unknown, string]>([
    ['turnOrder', 'heroesThenZaldar', 'F-ZZ-1 / D.4: Heroes clockwise, then Zaldar'],
    ['directionDie', 'd8compass', 'F-ZZ-3: a d8 of compass directions'],
    ['metric', 'manhattan', 'F-ZZ-5 / ZZ-Q10: Manhattan ranges'],
    ['facings', 8, 'ZZ-Q12: 8-way facing'],
    ['backArc', 'rearHalfPlane', 'ZZ-Q12 / D.4: the rear half-plane'],
    ['rerollKeep', 'new', 'F-ZZ-6: the new result must be used'],
    ['rerollChain', 'anyThrow', 'ZZ-Q13: any single throw of the chain'],
    ['rerollSameDieTwice', false, 'ZZ-Q14: two different dice'],
    ['mpRefresh', 'rest', 'F-ZZ-7: restored by rest'],
    ['chainFailKeepsFirst', false, 'ZZ-Q5: back to the undoubled total'],
    ['doubleScope', 'fullTotal', 'ZZ-Q6: the full total'],
    ['defend3', 'max', 'ZZ-Q7: max(3, LEVEL)'],
    ['defendBonusUses', '1', 'ZZ-Q8: one roll'],
    ['defendStack', false, 'ZZ-Q8: no stacking'],
    ['downAt', 'lt0', 'seed 003 L45: "If a target\'s HP drops below 0, they are immediately DOWN"'],
    ['deathAtNegMax', false, 'ZZ-Q36: death only through Finish'],
    ['flankNeedsOther', true, 'ZZ-Q11 / D.4'],
    ['meleeWeaponAddsSTR', 'ifMissing', 'ZZ-Q17: add STR if the formula omits an attribute'],
    ['rangedHitTarget', 10, 'seed 003 L85: "10 or greater, your ranged attack has hit"'],
    ['rangedMaxMultiple', 'none', 'ZZ-Q19: unlimited'],
    ['aimOnRangedDamage', false, 'ZZ-Q21: no'],
    ['shoveDefenseDie', 'baseDefense', 'ZZ-Q22: Base Defense + DEX'],
    ['shoveBlocked', 'noMove', 'ZZ-Q25: the target does not move'],
    ['standUpCost', 1, 'ZZ-Q27: Stand Up = 1 AP'],
    ['trippedExposesBack', false, 'ZZ-Q27: no other effect'],
    ['dodgeMoveCost', 2, 'seed 003 L122: "at least 2 Move Points"'],
    ['dodgeTie', 'mover', 'D.4 dodgeTie: mover'],
    ['onFireDamage', '1d4', 'ZZ-Q29: 1d4 at the start of the turn'],
    ['sdrDifficulty', 6, 'D.4 sdrCheck: d12+DEX>=6'],
    ['throwScatterOrigin', 'lastInRange', 'ZZ-Q30 / D.4'],
    ['thrownAttackCost', 'throw', 'seed 003 L272-274: Throw costs 1 AP'],
    ['earshot', 8, 'ZZ-Q31: within 8 spaces'],
    ['talkRatingUse', 'modifier', 'ZZ-Q32: a modifier to the rolls'],
    ['unconsciousWake', 'endOfEncounter', 'ZZ-Q35: wakes at the end of the encounter'],
    ['exitGiveTurn', 'extraTurn', 'ZZ-Q38: an extra full turn'],
    ['meleeDiagonal', true, 'seed 003 L25: range 1 is "a space directly adjacent"'],
    ['diagonalStep', 2, 'ZZ-23: a diagonal step costs 2'],
  ])('%s defaults to %j (%s)', (key, def) => {
    expect((ZZ_DEFAULT_OPTIONS as Record<string, unknown>)[key]).toEqual(def)
    expect((resolveZzOptions(undefined) as Record<string, unknown>)[key]).toEqual(def)
  })

  it('F-ZZ-2 / ZZ-Q4: a d6 with one Crit face', () => {
    expect(ZZ_DEFAULT_OPTIONS.critDie).toEqual({ faces: 6, critFaces: 1 })
  })

  it('ZZ-Q18 / seed 003 L80: untrained -5, Basic +4, Intermediate +6, Advanced +8, Expert +10', () => {
    expect(ZZ_DEFAULT_OPTIONS.archeryTiers).toEqual({
      untrained: -5,
      basic: 4,
      intermediate: 6,
      advanced: 8,
      expert: 10,
    })
  })

  it('the defaults cannot be changed by a caller', () => {
    expect(Object.isFrozen(ZZ_DEFAULT_OPTIONS)).toBe(true)
  })
})

describe('ZZ table options: every reading the spec lists is accepted, others refused by name', () => {
  // Readings are the allowed values OTHER-SYSTEMS.md Part B gives for each option key.
  it.each([
    ['turnOrder', 'the turn order', ['heroesThenZaldar', 'alternate', 'd20Initiative']],
    ['directionDie', 'the Direction Die', ['d8compass', 'd4orthogonal']],
    ['metric', 'the distance metric', ['manhattan', 'chebyshev']],
    ['backArc', 'the back arc', ['rear3', 'rearHalfPlane', 'directlyBehind']],
    ['rerollKeep', 'a re-roll', ['new', 'best']],
    ['rerollChain', 'a re-roll in a Critical chain', ['anyThrow', 'lastThrow']],
    ['mpRefresh', 'Mind Point refresh', ['rest', 'perEncounter']],
    ['doubleScope', 'what a Critical Hit doubles', ['fullTotal', 'dieOnly']],
    ['defend3', 'the 3 AP Defend bonus', ['max', '3', 'level']],
    ['defendBonusUses', 'a Defend bonus', ['1', 'untilTurn']],
    ['downAt', 'when a character is Down', ['le0', 'lt0']],
    ['meleeWeaponAddsSTR', 'STR on melee weapons', ['ifMissing', 'always', 'never']],
    ['rangedMaxMultiple', 'the maximum range', ['none', '3xRange']],
    ['shoveDefenseDie', 'the Shove defence die', ['baseDefense', 'baseAttack']],
    ['shoveBlocked', 'a blocked Shove', ['noMove', 'collisionDamage']],
    ['dodgeTie', 'a tied Dodge', ['mover', 'occupant']],
    ['throwScatterOrigin', 'where scatter starts', ['lastInRange', 'target']],
    ['thrownAttackCost', 'a thrown attack', ['throw', 'attack']],
    ['talkRatingUse', 'the Talk rating', ['modifier', 'narrative']],
    ['unconsciousWake', 'waking from Unconscious', ['endOfEncounter', 'zaldar']],
    ['exitGiveTurn', 'giving a turn on exit', ['extraTurn', 'remainingAP']],
  ])('%s: %s', (key, label, values) => {
    for (const v of values) {
      expect((resolveZzOptions({ [key]: v }) as Record<string, unknown>)[key]).toBe(v)
    }
    expect(refused({ [key]: 'other' })).toBe(say(`${label} must be ${or(values)}`))
  })

  it.each([
    ['meleeDiagonal', 'a diagonal neighbour in melee reach'],
    ['rerollSameDieTwice', 're-rolling one die twice'],
    ['chainFailKeepsFirst', 'keeping the first doubling after a blank'],
    ['defendStack', 'stacking Defend bonuses'],
    ['deathAtNegMax', 'death at minus maximum HP'],
    ['flankNeedsOther', 'a flank needing another attacker'],
    ['aimOnRangedDamage', 'Aim/Focus on ranged damage'],
    ['trippedExposesBack', 'Tripped exposing the back'],
  ])('%s is on or off (%s)', (key, label) => {
    for (const v of [true, false]) {
      expect((resolveZzOptions({ [key]: v }) as Record<string, unknown>)[key]).toBe(v)
    }
    expect(refused({ [key]: 'yes' })).toBe(say(`${label} must be on or off`))
  })

  it.each([
    ['diagonalStep', 'a diagonal step', 1, 3],
    ['rangedHitTarget', 'the ranged hit target', 1, 40],
    ['standUpCost', 'standing up', 0, 3],
    ['dodgeMoveCost', 'a Dodge', 1, 10],
    ['sdrDifficulty', 'the Stop, Drop & Roll Difficulty', 1, 30],
    ['earshot', 'earshot', 1, 100],
  ])('%s is a whole number of %s from %i to %i', (key, label, min, max) => {
    expect((resolveZzOptions({ [key]: min }) as Record<string, unknown>)[key]).toBe(min)
    expect((resolveZzOptions({ [key]: max }) as Record<string, unknown>)[key]).toBe(max)
    expect(refused({ [key]: min - 1 })).toBe(say(`${label} must be at least ${min}`))
    expect(refused({ [key]: max + 1 })).toBe(say(`${label} must be at most ${max}`))
    expect(refused({ [key]: min + 0.5 })).toBe(say(`${label} must be a whole number`))
    expect(refused({ [key]: 'two' })).toBe(say(`${label} must be a number`))
  })

  it('ZZ-Q12: a figure faces 4 or 8 ways', () => {
    expect(resolveZzOptions({ facings: 4 }).facings).toBe(4)
    expect(resolveZzOptions({ facings: 8 }).facings).toBe(8)
    expect(refused({ facings: 6 })).toBe(say('facings must be 4 or 8'))
  })

  it('stored options that are not an object are refused; none at all take the defaults', () => {
    expect(refused(5 as never)).toBe(say('table options must be an object'))
    expect(resolveZzOptions(null)).toEqual(ZZ_DEFAULT_OPTIONS)
  })

  it('keys a newer build adds are kept', () => {
    expect(resolveZzOptions({ later: 'x' })).toMatchObject({ later: 'x' })
  })
})

describe('ZZ-Q4: the Critical Hit die', () => {
  it('every preset names its d6', () => {
    expect(ZZ_CRIT_DIE_PRESETS).toEqual({
      d6one: { faces: 6, critFaces: 1 },
      d6two: { faces: 6, critFaces: 2 },
      d6three: { faces: 6, critFaces: 3 },
    })
    for (const [name, die] of Object.entries(ZZ_CRIT_DIE_PRESETS)) {
      expect(resolveZzOptions({ critDie: name }).critDie).toEqual(die)
    }
  })

  it('a die stored as an object is read as it is; a part left out takes the d6 with one face', () => {
    expect(resolveZzOptions({ critDie: { faces: 10, critFaces: 9 } }).critDie).toEqual({
      faces: 10,
      critFaces: 9,
    })
    expect(resolveZzOptions({ critDie: { faces: 8 } }).critDie).toEqual({ faces: 8, critFaces: 1 })
    expect(resolveZzOptions({ critDie: {} }).critDie).toEqual({ faces: 6, critFaces: 1 })
  })

  it('only a stored name is read as a preset, not an object that prints as one', () => {
    const lookalike = { toString: () => 'd6two' }
    expect(resolveZzOptions({ critDie: lookalike }).critDie).toEqual({ faces: 6, critFaces: 1 })
  })

  it('ZZ-57: a die with no blank face is refused (every roll would be a Crit)', () => {
    expect(refused({ critDie: { faces: 6, critFaces: 6 } })).toBe(
      say('the Critical Hit die needs at least one blank face'),
    )
    expect(refused({ critDie: { faces: 4, critFaces: 5 } })).toBe(
      say('the Critical Hit die needs at least one blank face'),
    )
    expect(resolveZzOptions({ critDie: { faces: 6, critFaces: 5 } }).critDie.critFaces).toBe(5)
  })

  it('its faces are bounded whole numbers, refused by name', () => {
    expect(refused({ critDie: { faces: 1 } })).toBe(say('the Critical Hit die must be at least 2'))
    expect(refused({ critDie: { faces: 101, critFaces: 1 } })).toBe(
      say('the Critical Hit die must be at most 100'),
    )
    expect(refused({ critDie: { critFaces: 0 } })).toBe(
      say('the Critical Hit faces must be at least 1'),
    )
    expect(refused({ critDie: { faces: 100, critFaces: 100 } })).toBe(
      say('the Critical Hit faces must be at most 99'),
    )
  })
})

describe('ZZ-Q18: the archery tiers', () => {
  it('the presets are the standard reading and the printed "Advanced +6"', () => {
    expect(ZZ_ARCHERY_PRESETS).toEqual({
      standard: { untrained: -5, basic: 4, intermediate: 6, advanced: 8, expert: 10 },
      advancedSix: { untrained: -5, basic: 4, intermediate: 6, advanced: 6, expert: 10 },
    })
    for (const [name, tiers] of Object.entries(ZZ_ARCHERY_PRESETS)) {
      expect(resolveZzOptions({ archeryTiers: name }).archeryTiers).toEqual(tiers)
    }
  })

  it('a tier left out of a stored object takes the standard reading', () => {
    expect(resolveZzOptions({ archeryTiers: { expert: 12 } }).archeryTiers).toEqual({
      untrained: -5,
      basic: 4,
      intermediate: 6,
      advanced: 8,
      expert: 12,
    })
  })

  it.each([
    ['untrained', 'untrained archery', -20, 0],
    ['basic', 'Archery Basic', 0, 30],
    ['intermediate', 'Archery Intermediate', 0, 30],
    ['advanced', 'Archery Advanced', 0, 30],
    ['expert', 'Archery Expert', 0, 30],
  ])('the %s tier (%s) runs from %i to %i', (tier, label, min, max) => {
    expect(refused({ archeryTiers: { [tier]: min - 1 } })).toBe(
      say(`${label} must be at least ${min}`),
    )
    expect(refused({ archeryTiers: { [tier]: max + 1 } })).toBe(
      say(`${label} must be at most ${max}`),
    )
  })
})

describe('ZZ-Q29: fire damage is written as dice', () => {
  it.each(['1d4', '2d4', '12d100', '1d4+1', '1d6-2', '99d999+999', '3d8-100'])(
    '%s is accepted as written',
    (dice) => {
      expect(resolveZzOptions({ onFireDamage: dice }).onFireDamage).toBe(dice)
    },
  )

  it.each([
    'd4',
    '123d4',
    '1d1000',
    '1d',
    'x1d4',
    '1d4x',
    '1d4+',
    '1d4+1000',
    '1d4*2',
    '1d4+1+1',
    'ad4',
    '1dx',
    '1d4+a',
    '',
  ])('%j is refused', (dice) => {
    expect(refused({ onFireDamage: dice })).toBe(say('fire damage must be dice like 1d4'))
  })

  it('a number is refused with the same words', () => {
    expect(refused({ onFireDamage: 4 })).toBe(say('fire damage must be dice like 1d4'))
  })
})
