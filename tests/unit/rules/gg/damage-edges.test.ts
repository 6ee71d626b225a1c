import { describe, expect, it } from 'vitest'
import {
  applyDamage,
  modifyDamage,
  type DamageDefences,
  type DamagePacket,
} from '../../../../shared/rules/gg/engine/damage'
import type { DamageStep } from '../../../../shared/rules/gg/engine/damage-steps'
import { GG_DEFAULT_OPTIONS, type GgOptions } from '../../../../shared/rules/gg/engine/options'

const SPLIT: GgOptions = { ...GG_DEFAULT_OPTIONS, dualType: 'splitEvenly' }
const NEAREST: GgOptions = { ...GG_DEFAULT_OPTIONS, rounding: 'nearest' }
const NO_END_VS_MAGIC: GgOptions = { ...GG_DEFAULT_OPTIONS, endDRvsMagical: false }

const stepsOf = (packet: DamagePacket, d: DamageDefences): DamageStep[] => {
  const steps: DamageStep[] = []
  modifyDamage(packet, d, GG_DEFAULT_OPTIONS, steps)
  return steps
}

describe("GG-Q30 'nearest' rounding of halves", () => {
  it('Resistance halves 15 to 7.5, which rounds to 8', () => {
    // seed 001 L86: "damage of that type is halved"; 15 / 2 = 7.5 → nearest whole number 8.
    expect(
      modifyDamage({ amount: 15, types: ['cold'] }, { resistance: { cold: 1 } }, NEAREST),
    ).toBe(8)
  })

  it('Endurance 5 gives DR 3 (5 / 2 = 2.5 → 3): 12 Slashing → 9', () => {
    // seed 001 L86: "X is equal to half their Endurance value (minimum 1)".
    expect(modifyDamage({ amount: 12, types: ['slashing'] }, { endurance: 5 }, NEAREST)).toBe(9)
  })
})

describe("GG-Q29 'splitEvenly': two-type damage split between the types", () => {
  it('the shares add back up to the roll: 11 Fire Cold with no defences is 11', () => {
    // 11 split in two: 5 each and the odd point to the first type → 6 + 5 = 11.
    expect(modifyDamage({ amount: 11, types: ['fire', 'cold'] }, {}, SPLIT)).toBe(11)
  })

  it('the first type takes the odd point: 11 Fire Cold vs Vulnerability to Fire → 17', () => {
    // seed 001 L87: Vulnerability doubles damage of that type. Fire's share 6 → 12, Cold's 5 → 17.
    const d: DamageDefences = { vulnerability: { fire: 1 } }
    expect(modifyDamage({ amount: 11, types: ['fire', 'cold'] }, d, SPLIT)).toBe(17)
  })

  it('three types: 11 → 5 / 3 / 3, so Vulnerability to the first type gives 10 + 3 + 3 = 16', () => {
    // An even share is floor(11 / 3) = 3; the first type takes the rest, 11 − 2 × 3 = 5.
    const d: DamageDefences = { vulnerability: { fire: 1 } }
    expect(modifyDamage({ amount: 11, types: ['fire', 'cold', 'radiant'] }, d, SPLIT)).toBe(16)
  })

  it("a magic weapon's Slashing share stays magical", () => {
    // seed 001 L82: B/P/S are non-magical "by default"; a magic sword's Slashing Fire is magical in
    // both shares, so Resistance to non-magical B/P/S skips its Slashing share: 5 + 5 = 10.
    // A plain Slashing Fire hit: the Slashing share 5 is halved to 2, Fire's 5 stays → 7.
    const d: DamageDefences = { resistNonMagicalPhysical: true }
    const magic: DamagePacket = { amount: 10, types: ['slashing', 'fire'], magical: true }
    expect(modifyDamage(magic, d, SPLIT)).toBe(10)
    expect(modifyDamage({ amount: 10, types: ['slashing', 'fire'] }, d, SPLIT)).toBe(7)
  })

  it("a magic weapon's shares keep their own types: Resistance to Fire halves only Fire's share", () => {
    // seed 001 L86: Resistance halves "damage of that type". Magic Slashing Fire 10 → 5 + 5;
    // the Fire share 5 is halved to 2, the Slashing share stays 5 → 7.
    const magic: DamagePacket = { amount: 10, types: ['slashing', 'fire'], magical: true }
    expect(modifyDamage(magic, { resistance: { fire: 1 } }, SPLIT)).toBe(7)
  })
})

describe('two-type damage with a physical type: its B/P/S part is non-magical by default', () => {
  // seed 001 L82: "Bludgeoning, Piercing, and Slashing damage are considered non-magical damage by
  // default"; L84: the target meets the damage as each type, each modification applied once.
  it('Resistance to non-magical B/P/S halves a plain Slashing Fire hit once: 10 → 5', () => {
    const d: DamageDefences = { resistNonMagicalPhysical: true }
    expect(modifyDamage({ amount: 10, types: ['slashing', 'fire'] }, d)).toBe(5)
    // A magic weapon's Slashing is magical: no Resistance → 10.
    expect(modifyDamage({ amount: 10, types: ['slashing', 'fire'], magical: true }, d)).toBe(10)
  })

  it('with the END DR only against non-magical B/P/S, a plain Slashing Fire hit still meets it', () => {
    // GG-Q31 false: END 4 → DR 2 against non-magical B/P/S; 12 Slashing Fire → 10, the magic one 12.
    const d: DamageDefences = { endurance: 4 }
    expect(modifyDamage({ amount: 12, types: ['slashing', 'fire'] }, d, NO_END_VS_MAGIC)).toBe(10)
    const magic: DamagePacket = { amount: 12, types: ['slashing', 'fire'], magical: true }
    expect(modifyDamage(magic, d, NO_END_VS_MAGIC)).toBe(12)
  })
})

describe('each recorded step names only the sources that changed the damage', () => {
  // The log words a step from these fields; a source that did nothing is not recorded.
  it('Endurance alone: 12 Slashing, END 5 → DR 2 → 10, no typed Reduction, no extra Resistance', () => {
    // seed 001 L86: DR = half of END 5, rounded down (GG-Q30) → 2.
    expect(stepsOf({ amount: 12, types: ['slashing'] }, { endurance: 5 })).toEqual([
      {
        step: 'reduction',
        before: 12,
        after: 10,
        types: ['slashing'],
        endurance: 5,
        enduranceDR: 2,
      },
    ])
  })

  it('a typed Reduction alone: 10 Fire, Reduction 3 → 7, no Endurance fields', () => {
    // seed 001 L86: "damage of that type is reduced by X amount".
    expect(
      stepsOf({ amount: 10, types: ['fire'] }, { reduction: { fire: 3 }, endurance: 4 }),
    ).toEqual([{ step: 'reduction', before: 10, after: 7, types: ['fire'], typed: 3 }])
  })

  it('a second Resistance alone: Reduction 5 then halved, 20 Fire → 15 → 7', () => {
    // seed 001 L88: "for every instance after the first they apply Damage Reduction ... 5".
    expect(stepsOf({ amount: 20, types: ['fire'] }, { resistance: { fire: 2 } })).toEqual([
      { step: 'reduction', before: 20, after: 15, types: ['fire'], extraInstances: 1 },
      { step: 'resistance', before: 15, after: 7, types: ['fire'] },
    ])
  })

  it('a typed Magnification alone: 8 Fire + 2 → 10', () => {
    // seed 001 L87: "damage of that type is increased by X amount".
    expect(stepsOf({ amount: 8, types: ['fire'] }, { magnification: { fire: 2 } })).toEqual([
      { step: 'magnification', before: 8, after: 10, types: ['fire'], typed: 2 },
    ])
  })

  it('a second Vulnerability alone: Magnification 5 then doubled, 8 Fire → 13 → 26', () => {
    // seed 001 L88: "... and Magnification 5 respectively".
    expect(stepsOf({ amount: 8, types: ['fire'] }, { vulnerability: { fire: 2 } })).toEqual([
      { step: 'magnification', before: 8, after: 13, types: ['fire'], extraInstances: 1 },
      { step: 'vulnerability', before: 13, after: 26, types: ['fire'] },
    ])
  })
})

describe('a Scar offered when Barrier Points take the whole hit (GG-087, GG-089)', () => {
  it('BP 10 soak 6 damage: nothing reaches HP, so no Scar is taken', () => {
    // seed 001 L114: "the Barrier Points are lost first"; L91: the Scar reduces damage "before
    // reducing their HP": with 0 left after BP there is nothing to reduce, BP 10 − 6 = 4, HP 20.
    const r = applyDamage({ amount: 6, types: [] }, { hp: 20, hpMax: 40, bp: 10 }, 'mild')
    expect([r.bpLost, r.bp, r.scarReduced, r.hp]).toEqual([6, 4, 0, 20])
    expect('scarTaken' in r).toBe(false)
    expect(r.steps.map((s) => s.step)).toEqual(['barrierPoints', 'hp'])
  })
})
