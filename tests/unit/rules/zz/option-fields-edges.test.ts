import { describe, expect, it } from 'vitest'
import { presetName } from '../../../../shared/rules/zz/engine/option-fields'
import {
  ZZ_ARCHERY_PRESETS,
  ZZ_CRIT_DIE_PRESETS,
  ZZ_DEFAULT_OPTIONS,
  ZZ_OPTION_FIELDS,
} from '../../../../shared/rules/zz/engine/options'

const field = (key: string) => {
  const f = ZZ_OPTION_FIELDS.find((x) => x.key === key)
  if (!f) throw new Error(`no field ${key}`)
  return f
}
const choices = (key: string) => {
  const f = field(key)
  return f.kind === 'choice' ? f.choices : []
}

describe('ZZ option fields: each names the rule entry it settles', () => {
  // The entry is the one whose row in OTHER-SYSTEMS.md Part B carries the option key.
  it.each([
    ['turnOrder', 'ZZ-Q1'],
    ['critDie', 'ZZ-Q4'],
    ['doubleScope', 'ZZ-Q6'],
    ['chainFailKeepsFirst', 'ZZ-Q5'],
    ['rerollKeep', 'F-ZZ-6'],
    ['rerollChain', 'ZZ-Q13'],
    ['rerollSameDieTwice', 'ZZ-Q14'],
    ['mpRefresh', 'F-ZZ-7'],
    ['metric', 'ZZ-Q10'],
    ['diagonalStep', 'ZZ-23'],
    ['directionDie', 'F-ZZ-3'],
    ['facings', 'ZZ-Q12'],
    ['backArc', 'ZZ-Q12'],
    ['flankNeedsOther', 'ZZ-Q11'],
    ['trippedExposesBack', 'ZZ-Q27'],
    ['dodgeMoveCost', 'ZZ-Q28'],
    ['dodgeTie', 'ZZ-Q28'],
    ['standUpCost', 'ZZ-Q27'],
    ['earshot', 'ZZ-Q31'],
    ['meleeWeaponAddsSTR', 'ZZ-Q17'],
    ['archeryTiers', 'ZZ-Q18'],
    ['rangedHitTarget', 'ZZ-44'],
    ['rangedMaxMultiple', 'ZZ-Q19'],
    ['aimOnRangedDamage', 'ZZ-Q21'],
    ['defend3', 'ZZ-Q7'],
    ['defendBonusUses', 'ZZ-Q8'],
    ['defendStack', 'ZZ-Q8'],
    ['shoveDefenseDie', 'ZZ-Q22'],
    ['shoveBlocked', 'ZZ-Q25'],
    ['throwScatterOrigin', 'ZZ-Q30'],
    ['thrownAttackCost', 'ZZ-32'],
    ['deathAtNegMax', 'ZZ-Q36'],
    ['onFireDamage', 'ZZ-Q29'],
    ['sdrDifficulty', 'ZZ-Q29'],
    ['unconsciousWake', 'ZZ-Q35'],
    ['talkRatingUse', 'ZZ-Q32'],
    ['exitGiveTurn', 'ZZ-Q38'],
  ])('%s: its help names %s, and it has a name', (key, rule) => {
    const f = field(key)
    expect(f.help).toMatch(new RegExp(`${rule}\\b`))
    expect(f.name.trim().length).toBeGreaterThan(2)
  })

  it('seed 003 L25 / L45: the two options read from the seed say so in their help', () => {
    expect(field('meleeDiagonal').help).toMatch(/directly adjacent/)
    expect(field('downAt').help).toMatch(/below 0 HP/)
    expect(field('meleeDiagonal').name.length).toBeGreaterThan(2)
    expect(field('downAt').name.length).toBeGreaterThan(2)
  })

  it('an on/off option is a switch; every other one offers choices', () => {
    for (const f of ZZ_OPTION_FIELDS) {
      const def = (ZZ_DEFAULT_OPTIONS as Record<string, unknown>)[f.key]
      expect(f.kind).toBe(typeof def === 'boolean' ? 'boolean' : 'choice')
      if (f.kind === 'choice') {
        expect(f.choices.length).toBeGreaterThanOrEqual(2)
        const labels = f.choices.map((c) => c.label)
        expect(new Set(labels).size).toBe(labels.length)
        for (const l of labels) expect(l.trim()).not.toBe('')
      }
    }
  })

  it('the list cannot be changed by a caller', () => {
    expect(Object.isFrozen(ZZ_OPTION_FIELDS)).toBe(true)
  })

  it('names and helps differ from field to field', () => {
    const names = ZZ_OPTION_FIELDS.map((f) => f.name)
    const helps = ZZ_OPTION_FIELDS.map((f) => f.help)
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(helps).size).toBe(helps.length)
  })
})

describe('ZZ option fields: numbers offered with their unit, the default first', () => {
  // Defaults: ZZ-23 (2), ZZ-Q28 (2), ZZ-Q27 (1 AP), ZZ-Q31 (8 spaces), seed 003 L85 (10), D.4 (6).
  it.each([
    ['diagonalStep', [2, 1, 3], ['2 Move', '1 Move', '3 Move']],
    ['dodgeMoveCost', [2, 1, 3, 4], ['2 Move', '1 Move', '3 Move', '4 Move']],
    ['standUpCost', [1, 0, 2, 3], ['1 AP', '0 AP', '2 AP', '3 AP']],
    ['earshot', [8, 4, 6, 10, 12], ['8 spaces', '4 spaces', '6 spaces', '10 spaces', '12 spaces']],
    ['rangedHitTarget', [10, 8, 12, 15], ['10 or more', '8 or more', '12 or more', '15 or more']],
    ['sdrDifficulty', [6, 4, 8, 10], ['6 or more', '4 or more', '8 or more', '10 or more']],
  ])('%s offers %j', (key, values, labels) => {
    expect(choices(key).map((c) => c.value)).toEqual(values)
    expect(choices(key).map((c) => c.label)).toEqual(labels)
  })

  it('ZZ-Q12: facings are offered as 8 (the default) then 4', () => {
    expect(choices('facings').map((c) => c.value)).toEqual([8, 4])
  })

  it('ZZ-Q29: fire damage is offered as dice, 1d4 first', () => {
    expect(choices('onFireDamage').map((c) => c.value)).toEqual(['1d4', '1d6', '1d8', '2d4'])
  })
})

describe('presetName: a stored object shows as its preset name', () => {
  it('ZZ-Q4: the d6 with two Crit faces shows as d6two', () => {
    expect(presetName({ faces: 6, critFaces: 2 }, ZZ_CRIT_DIE_PRESETS)).toBe('d6two')
    expect(presetName({ critFaces: 1, faces: 6 }, ZZ_CRIT_DIE_PRESETS)).toBe('d6one')
  })

  it('ZZ-Q18: the printed Advanced +6 shows as advancedSix', () => {
    const tiers = { untrained: -5, basic: 4, intermediate: 6, advanced: 6, expert: 10 }
    expect(presetName(tiers, ZZ_ARCHERY_PRESETS)).toBe('advancedSix')
  })

  it('an object matching no preset is shown as it is', () => {
    const d10 = { faces: 10, critFaces: 1 }
    expect(presetName(d10, ZZ_CRIT_DIE_PRESETS)).toBe(d10)
  })

  it('an object with a key more than the preset is not that preset', () => {
    const more = { faces: 6, critFaces: 1, colour: 1 }
    expect(presetName(more, ZZ_CRIT_DIE_PRESETS)).toBe(more)
    const fewer = { faces: 6 }
    expect(presetName(fewer, { one: { faces: 6, critFaces: 1 } })).toBe(fewer)
  })

  it('a value that is not an object is shown as it is, even beside an empty preset', () => {
    expect(presetName(null, ZZ_CRIT_DIE_PRESETS)).toBeNull()
    expect(presetName('d6two', ZZ_CRIT_DIE_PRESETS)).toBe('d6two')
    expect(presetName(5, { empty: {} })).toBe(5)
    expect(presetName(null, { empty: {} })).toBeNull()
    expect(presetName({}, { empty: {} })).toBe('empty')
  })
})
