import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyDamage,
  applyDamageToEach,
  enduranceReduction,
  modifyDamage,
  type DamageDefences,
} from '../../../../shared/rules/gg/engine/damage'
import {
  describeDamageStep,
  type DamageStep,
} from '../../../../shared/rules/gg/engine/damage-steps'
import {
  attackerTypeBonus,
  choosableDamageTypes,
} from '../../../../shared/rules/gg/engine/damage-types'
import {
  GG_DEFAULT_OPTIONS,
  GG_PIPELINE_STEPS,
  resolveGgOptions,
} from '../../../../shared/rules/gg/engine/options'
import { scarReductionFor } from '../../../../shared/rules/gg/engine/scars'

const mod = (amount: number, types: string[], defences: DamageDefences, magical?: boolean) =>
  modifyDamage(magical === undefined ? { amount, types } : { amount, types, magical }, defences)

describe('the damage options (one GgOptions object)', () => {
  it('GG-Q32 refuses an unusable order in plain words', () => {
    const bad = [...GG_PIPELINE_STEPS]
    bad.reverse()
    expect(() => resolveGgOptions({ pipelineOrder: bad })).toThrow(
      /damage pipeline lists every step/,
    )
    expect(() => resolveGgOptions({ pipelineOrder: ['immunity'] })).toThrow(
      /damage pipeline lists every step/,
    )
  })

  it('GG-Q32 Resistance before Reduction changes the result; Scar before BP too', () => {
    const order = [...GG_PIPELINE_STEPS]
    order.splice(order.indexOf('resistance'), 1)
    order.splice(order.indexOf('reduction'), 0, 'resistance')
    const o = resolveGgOptions({ pipelineOrder: order })
    const d = { reduction: { fire: 3 }, resistance: { fire: 1 } }
    expect(modifyDamage({ amount: 20, types: ['fire'] }, d)).toBe(8)
    expect(modifyDamage({ amount: 20, types: ['fire'] }, d, o)).toBe(7)
    const swapped = [...GG_PIPELINE_STEPS]
    swapped.splice(swapped.indexOf('scarOffer'), 1)
    swapped.splice(swapped.indexOf('barrierPoints'), 0, 'scarOffer')
    const o2 = resolveGgOptions({ pipelineOrder: swapped })
    const r = applyDamage({ amount: 14, types: [] }, { hp: 10, hpMax: 30, bp: 10 }, 'mild', o2)
    expect([r.scarReduced, r.bpLost, r.hp]).toEqual([7, 7, 10])
  })
})

describe('A.4 examples', () => {
  it('GG-069 Aria 30/30 takes 12 → 18', () => {
    expect(applyDamage({ amount: 12, types: [] }, { hp: 30, hpMax: 30 }).hp).toBe(18)
  })

  it('GG-075 Limit ignores immunity and the Endurance DR; it cannot be chosen', () => {
    const golem: DamageDefences = { endurance: 6, immune: [...choosableDamageTypes(), 'limit'] }
    expect(mod(9, ['limit'], golem)).toBe(9)
    expect(choosableDamageTypes()).not.toContain('limit')
  })

  it('GG-076 magical by default; Resistance to non-magical B/P/S', () => {
    const f: DamageDefences = { resistNonMagicalPhysical: true }
    expect(mod(10, ['slashing'], f)).toBe(5)
    expect(mod(10, ['cold'], f)).toBe(10)
    expect(mod(10, ['slashing'], f, true)).toBe(10)
  })

  it('GG-072 one 3d6 roll of 11 hits three goblins; each applies its own modifiers', () => {
    const goblin = { hp: 12, hpMax: 12 }
    const rs = applyDamageToEach({ amount: 11, types: ['fire'] }, [
      goblin,
      { ...goblin, defences: { resistance: { fire: 1 } } },
      goblin,
    ])
    expect(rs.map((r) => r.hp)).toEqual([1, 7, 1])
  })

  it('GG-077 Features X (+2 Cold) and Y (+1 Radiant) → +3; one Feature Z (+2 Cold or Radiant) → +2', () => {
    const x = { name: 'X', bonus: { cold: 2 } }
    const y = { name: 'Y', bonus: { radiant: 1 } }
    const z = { name: 'Z', bonus: { cold: 2, radiant: 2 } }
    expect(attackerTypeBonus([x, y], ['Radiant', 'Cold'])).toBe(3)
    expect(attackerTypeBonus([z], ['radiant', 'cold'])).toBe(2)
    expect(attackerTypeBonus([x], ['fire'])).toBe(0)
  })

  it('GG-078 Resistant to both Radiant and Cold: halved once → 6; triggers for both types', () => {
    const t = { resistance: { radiant: 1, cold: 1 } }
    expect(mod(12, ['radiant', 'cold'], t)).toBe(6)
    const r = applyDamage(
      { amount: 12, types: ['Radiant', 'Cold'] },
      { hp: 30, hpMax: 30, defences: t },
    )
    expect(r.triggerTypes).toEqual(['radiant', 'cold'])
  })

  it('GG-079 10 fire − Reduction 3 → 7', () => {
    expect(mod(10, ['fire'], { reduction: { fire: 3 } })).toBe(7)
  })

  it.each([
    [5, 2],
    [1, 1],
    [0, 0],
    [7, 3],
  ])('GG-080 END %i → DR %i', (end, dr) => {
    expect(enduranceReduction(end)).toBe(dr)
  })

  it('GG-080 END 5: 12 Slashing → 10; fire unaffected', () => {
    expect(mod(12, ['slashing'], { endurance: 5 })).toBe(10)
    expect(mod(12, ['fire'], { endurance: 5 })).toBe(12)
  })

  it('GG-079 + GG-080 reading: a listed Reduction and the Endurance DR add up', () => {
    // 10 slashing, Reduction 3 (slashing), END 4 (DR 2) → 10 − (3 + 2) = 5.
    const steps: DamageStep[] = []
    const d: DamageDefences = { reduction: { slashing: 3 }, endurance: 4 }
    expect(modifyDamage({ amount: 10, types: ['slashing'] }, d, undefined, steps)).toBe(5)
    expect(steps[0]).toMatchObject({ step: 'reduction', typed: 3, enduranceDR: 2, after: 5 })
  })

  it('GG-078 / GG-Q29 unionOnce: two-type damage takes each modification once, the larger X', () => {
    // Slashing + fire, Reduction 2 (slashing) and 3 (fire), END 4, Resistant to both:
    // (20 − (3 + 2)) = 15 → halved once → 7, not (20 − 2 − 3 − 2) halved twice.
    const d: DamageDefences = {
      reduction: { slashing: 2, fire: 3 },
      resistance: { slashing: 1, fire: 1 },
      endurance: 4,
    }
    expect(mod(20, ['slashing', 'fire'], d)).toBe(7)
  })

  it('GG-Q31 endDRvsMagical false: a magic sword skips the Endurance DR', () => {
    const o = { ...GG_DEFAULT_OPTIONS, endDRvsMagical: false }
    expect(
      modifyDamage({ amount: 12, types: ['slashing'], magical: true }, { endurance: 5 }, o),
    ).toBe(12)
    expect(modifyDamage({ amount: 12, types: ['slashing'] }, { endurance: 5 }, o)).toBe(10)
  })

  it('GG-081 15 cold, Resistance → 7 (GG-Q30 ceil → 8)', () => {
    expect(mod(15, ['cold'], { resistance: { cold: 1 } })).toBe(7)
    const o = { ...GG_DEFAULT_OPTIONS, rounding: 'ceil' as const }
    expect(modifyDamage({ amount: 15, types: ['cold'] }, { resistance: { cold: 1 } }, o)).toBe(8)
  })

  it('GG-082 8 fire + Magnification 2 → 10', () => {
    expect(mod(8, ['fire'], { magnification: { fire: 2 } })).toBe(10)
  })

  it('GG-083 8 fire, Vulnerability → 16', () => {
    expect(mod(8, ['fire'], { vulnerability: { fire: 1 } })).toBe(16)
  })

  it.each([
    [2, 7],
    [3, 5],
  ])('GG-084 %i Fire Resistances, 20 fire → %i', (n, out) => {
    expect(mod(20, ['fire'], { resistance: { fire: n } })).toBe(out)
  })

  it('GG-084 two Vulnerabilities: Magnification 5 then doubled', () => {
    expect(mod(8, ['fire'], { vulnerability: { fire: 2 } })).toBe(26)
  })

  it('GG-085 order: 20 − 3 = 17 → 19 → 9 → 18, each step recorded', () => {
    const steps: DamageStep[] = []
    const out = modifyDamage(
      { amount: 20, types: ['fire'] },
      {
        reduction: { fire: 3 },
        magnification: { fire: 2 },
        resistance: { fire: 1 },
        vulnerability: { fire: 1 },
      },
      GG_DEFAULT_OPTIONS,
      steps,
    )
    expect(out).toBe(18)
    expect(steps.map((s) => [s.step, s.before, s.after])).toEqual([
      ['reduction', 20, 17],
      ['magnification', 17, 19],
      ['resistance', 19, 9],
      ['vulnerability', 9, 18],
    ])
    expect(steps.map(describeDamageStep)).toEqual([
      'Reduction 3 (fire): 20 → 17',
      'Magnification 2 (fire): 17 → 19',
      'Resistance to fire: halved, 19 → 9',
      'Vulnerability to fire: doubled, 9 → 18',
    ])
  })

  it('GG-086 15 poison, Immune → 0', () => {
    expect(mod(15, ['poison'], { immune: ['poison'] })).toBe(0)
  })

  it.each([
    ['unionOnce', 0],
    ['requireAll', 12],
    ['splitEvenly', 6],
  ] as const)('GG-Q29 %s: 12 Radiant Cold vs Immunity to Cold → %i', (dualType, out) => {
    const o = { ...GG_DEFAULT_OPTIONS, dualType }
    expect(modifyDamage({ amount: 12, types: ['radiant', 'cold'] }, { immune: ['cold'] }, o)).toBe(
      out,
    )
  })

  it('GG-087 Aria 10/30 takes 14 with a Mild Scar → 7 prevented → HP 3', () => {
    expect(scarReductionFor('mild', 30)).toBe(7)
    const r = applyDamage({ amount: 14, types: [] }, { hp: 10, hpMax: 30 }, 'mild')
    expect([r.scarReduced, r.hp, r.scarTaken]).toEqual([7, 3, 'mild'])
  })

  it('GG-087 a second Mild Scar is refused in plain words', () => {
    expect(() =>
      applyDamage({ amount: 14, types: [] }, { hp: 10, hpMax: 30, scars: ['mild'] }, 'mild'),
    ).toThrow(/already has a mild Scar/)
    expect(
      applyDamage({ amount: 14, types: [] }, { hp: 10, hpMax: 30, scars: ['mild'] }, 'moderate').hp,
    ).toBe(10)
  })

  it('GG-089 BP 10, HP 20, takes 14 → BP 0, HP 16', () => {
    const r = applyDamage({ amount: 14, types: [] }, { hp: 20, hpMax: 30, bp: 10 })
    expect([r.bp, r.hp, r.bpLost, r.hpLost]).toEqual([0, 16, 10, 4])
  })

  it('GG-092 Dying Aria with 6 BP: 4 → BP 2, nothing reaches HP; 9 → 3 through', () => {
    const a = applyDamage({ amount: 4, types: [] }, { hp: 0, hpMax: 30, bp: 6 })
    expect([a.bp, a.hpLost, a.overflow]).toEqual([2, 0, 0])
    const b = applyDamage({ amount: 9, types: [] }, { hp: 0, hpMax: 30, bp: 6 })
    expect([b.bp, b.overflow]).toEqual([0, 3])
  })

  it('GG-Q41 overflow = damage − BP − HP', () => {
    expect(applyDamage({ amount: 50, types: [] }, { hp: 20, hpMax: 30, bp: 5 }).overflow).toBe(25)
  })
})

describe('laws (property)', () => {
  const defencesArb = fc.record({
    reduction: fc.record({ fire: fc.integer({ min: 0, max: 10 }) }),
    magnification: fc.record({ fire: fc.integer({ min: 0, max: 10 }) }),
    resistance: fc.record({ fire: fc.integer({ min: 0, max: 3 }) }),
    vulnerability: fc.record({ fire: fc.integer({ min: 0, max: 3 }) }),
    endurance: fc.integer({ min: 0, max: 8 }),
  })

  it('damage after the pipeline is never negative and HP stays in 0..max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 200 }),
        fc.constantFrom(['fire'], ['slashing'], ['fire', 'slashing'], []),
        defencesArb,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 20 }),
        (amount, types, defences, hp, bp) => {
          const r = applyDamage({ amount, types }, { hp, hpMax: 40, bp, defences })
          expect(r.modified).toBeGreaterThanOrEqual(0)
          expect(r.hp).toBeGreaterThanOrEqual(0)
          expect(r.hp).toBeLessThanOrEqual(hp)
          expect(r.bpLost + r.hpLost + r.overflow).toBe(r.modified)
        },
      ),
    )
  })

  it('more raw damage never means less damage taken (monotone)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 20 }),
        defencesArb,
        (a, d, defences) => {
          expect(mod(a + d, ['fire'], defences)).toBeGreaterThanOrEqual(mod(a, ['fire'], defences))
        },
      ),
    )
  })

  it('Limit is never changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), defencesArb, (a, defences) => {
        expect(mod(a, ['limit'], { ...defences, immune: ['limit'] })).toBe(a)
      }),
    )
  })
})
