import { describe, expect, it } from 'vitest'
import { GG_OPTION_FIELDS, GG_OPTION_FIELDS_HARM } from '../../../../shared/rules/gg/engine/options'

const field = (key: string) => {
  const f = GG_OPTION_FIELDS.find((x) => x.key === key)
  if (!f) throw new Error(`no field ${key}`)
  return f
}

describe('GG option fields: each names the rule entry it settles', () => {
  // The entry is the row of OTHER-SYSTEMS.md Part A (A.0 or A.8) that carries the option key, or,
  // for the options the seed's own line settles, that rule's number.
  it.each([
    ['testDie', 'GG-Q1'],
    ['advMode', 'GG-Q3'],
    ['hitOnEqual', 'GG-Q4'],
    ['inspiredAutoHit', 'GG-Q21'],
    ['obCritStack', 'GG-Q20'],
    ['obUnarmedBase', 'GG-Q22'],
    ['critMaxAllDice', 'GG-Q23'],
    ['weaponDamageAddsSB', 'GG-Q19'],
    ['coverOnAgiSaves', 'GG-Q27'],
    ['oaTrigger', 'GG-Q24'],
    ['escapeTGPhysique', 'GG-Q25'],
    ['repeatSurcharge', 'GG-015'],
    ['repeatAppliesToMovement', 'GG-Q6'],
    ['lateJoinEqual', 'GG-Q8'],
    ['roundDuration', 'GG-Q9'],
    ['modeSwitchBasis', 'GG-Q10'],
    ['hoverCheck', 'GG-Q11'],
    ['jumpMinBeforeHalf', 'GG-Q12'],
    ['jumpObstacleCheck', 'GG-Q50'],
    ['passHostileSizeDiff', 'GG-034'],
    ['flanking', 'GG-039'],
    ['flankEffect', 'GG-Q15'],
    ['diagonal', 'GG-Q16'],
    ['needFullStepCost', 'GG-Q16'],
    ['squeezeStacks', 'GG-037'],
    ['dualType', 'GG-Q29'],
    ['rounding', 'GG-Q30'],
    ['endDRvsMagical', 'GG-Q31'],
    ['scarRecovery', 'GG-Q33'],
    ['scarOfferWhen', 'GG-087'],
    ['multiTargetAttack', 'GG-072'],
    ['thrownTrait', 'GG-061'],
    ['bpGain', 'GG-091'],
    ['bloodiedCompare', 'GG-Q34'],
    ['koOutcome', 'GG-Q35'],
    ['stabilisedHit', 'GG-Q37'],
    ['nonlethalHitWound', 'GG-Q38'],
    ['bpPartialWound', 'GG-Q40'],
    ['massiveAfterBP', 'GG-Q41'],
    ['lpGenerators', 'GG-Q42'],
    ['lbSpend', 'GG-Q43'],
    ['lbCapOutsideCE', 'GG-Q44'],
    ['memoryHpFormula', 'GG-Q45'],
    ['summonTiming', 'GG-Q46'],
    ['memoryStrikeIsWeapon', 'GG-Q47'],
    ['memoryDuration', 'GG-Q51'],
    ['auraAffectsAllies', 'GG-Q48'],
    ['sweepTargets', 'GG-Q49'],
    ['underwater', 'GG-Q52'],
  ])('%s: its help names %s', (key, rule) => {
    expect(field(key).help).toMatch(new RegExp(`\\b${rule}\\b`))
  })
})

describe('GG option fields: what the dialog shows', () => {
  it('lists the damage, dying and Limit Break fields after the others, in their order', () => {
    const keys = GG_OPTION_FIELDS.map((f) => f.key)
    const harm = GG_OPTION_FIELDS_HARM.map((f) => f.key)
    expect(keys.slice(keys.length - harm.length)).toEqual(harm)
    expect(keys.indexOf('testDie')).toBe(0)
  })

  it('every choice has a label of its own, and a field of choices offers at least two', () => {
    for (const f of GG_OPTION_FIELDS) {
      if (f.kind !== 'choice') continue
      expect(f.choices.length, f.key).toBeGreaterThanOrEqual(2)
      const labels = f.choices.map((c) => c.label)
      for (const l of labels) expect(l.trim().length, `${f.key}: "${l}"`).toBeGreaterThan(0)
      expect(new Set(labels).size, f.key).toBe(labels.length)
    }
  })

  it('names and helps differ from field to field', () => {
    const names = GG_OPTION_FIELDS.map((f) => f.name)
    const helps = GG_OPTION_FIELDS.map((f) => f.help)
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(helps).size).toBe(helps.length)
  })

  it('the lists cannot be changed by a caller', () => {
    expect(Object.isFrozen(GG_OPTION_FIELDS)).toBe(true)
  })

  it('GG-Q44: the Limit Point cap is offered as 200 (the default) then 299', () => {
    const f = field('lbCapOutsideCE')
    expect(f.kind === 'choice' && f.choices.map((c) => c.value)).toEqual([200, 299])
  })

  it('F-GG-1: the test die is offered as d20, 2d10, 3d6', () => {
    const f = field('testDie')
    expect(f.kind === 'choice' && f.choices.map((c) => c.value)).toEqual(['d20', '2d10', '3d6'])
  })

  it('GG-Q30: rounding speaks of halves only; thresholds are exact fractions (A.8)', () => {
    const f = field('rounding')
    expect(f.help).toMatch(/exact fractions/)
    // A whole number halved is n or n.5, and .5 rounds up, so "nearest" is said to match Up.
    expect(f.kind === 'choice' && f.choices.find((c) => c.value === 'nearest')?.label).toMatch(
      /\.5 up/,
    )
  })
})
