import { describe, expect, it } from 'vitest'
import { applyDamage, modifyDamage } from '../../../../shared/rules/gg/engine/damage'
import {
  describeDamageStep,
  type DamageStep,
} from '../../../../shared/rules/gg/engine/damage-steps'

describe('the log', () => {
  it('every step of a full hit is recorded and readable', () => {
    const r = applyDamage(
      { amount: 30, types: ['Slashing'] },
      {
        hp: 20,
        hpMax: 40,
        bp: 4,
        defences: { endurance: 5, resistance: { slashing: 2 }, vulnerability: { slashing: 2 } },
      },
      'mild',
    )
    expect(r.steps.map(describeDamageStep)).toEqual([
      'Endurance 5: Damage Reduction 2, 1 extra Resistance: Reduction 5: 30 → 23',
      '1 extra Vulnerability: Magnification 5: 23 → 28',
      'Resistance to slashing: halved, 28 → 14',
      'Vulnerability to slashing: doubled, 14 → 28',
      'Barrier Points absorb 4: 28 → 24',
      'mild Scar Concept prevents 10: 24 → 14',
      'HP 20 → 6',
    ])
  })

  it('immunity and Limit say so', () => {
    const steps: DamageStep[] = []
    modifyDamage({ amount: 5, types: ['poison'] }, { immune: ['poison'] }, undefined, steps)
    modifyDamage({ amount: 9, types: ['limit'] }, { immune: ['limit'] }, undefined, steps)
    expect(steps.map(describeDamageStep)).toEqual([
      'Immune to poison: no damage',
      'Limit damage: nothing reduces or changes it (9)',
    ])
  })
})
