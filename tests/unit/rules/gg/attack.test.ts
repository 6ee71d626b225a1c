import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  attackOutcome,
  attackSetup,
  resolveAttack,
  unarmedDamage,
  weaponDamageModifier,
  type AttackInput,
} from '../../../../shared/rules/gg/engine/attack'
import { addsSkillBonus, rangedInMelee } from '../../../../shared/rules/gg/engine/attack-rules'
import { parseDiceExpr } from '../../../../shared/rules/gg/engine/dice-expr'
import { GG_DEFAULT_OPTIONS } from '../../../../shared/rules/gg/engine/options'

// Aria: PHY 1, AGI 3, SB 2, HT 13. Orc: PHY 3, SB 2, HT 11.

describe('the Attack Roll is a Trait Test (test.ts, one gg.advMode reading)', () => {
  const bow = (advantage: AttackInput['advantage']): AttackInput => ({
    kind: 'weapon',
    trait: 3,
    sb: 2,
    trained: true,
    ht: 30,
    advantage,
    damage: parseDiceExpr('1d6'),
  })

  it('5e: Advantage rolls two d20s and keeps the higher; Disadvantage the lower', () => {
    const hi = scriptedDice({ 20: [4, 17] })
    expect(resolveAttack(bow('advantage'), hi).roll.natural).toBe(17)
    hi.assertDone()
    expect(resolveAttack(bow('disadvantage'), scriptedDice({ 20: [4, 17] })).roll.natural).toBe(4)
  })

  it('netCount: two net Advantage sources from the situation roll three d20s', () => {
    const options = { ...GG_DEFAULT_OPTIONS, advMode: 'netCount' as const }
    const s = attackSetup({ attackerHidden: true, extraAdvantages: 1 }, false, options)
    expect([s.advantage, s.sources]).toEqual(['advantage', { advantage: 2, disadvantage: 0 }])
    const dice = scriptedDice({ 20: [3, 15, 9] })
    const r = resolveAttack(bow(s.sources), dice, options)
    dice.assertDone()
    expect([r.roll.rolls, r.roll.natural, r.ttv]).toEqual([[3, 15, 9], 15, 20])
  })

  it('bonus2: Advantage is one die and +2 to the TTV', () => {
    const options = { ...GG_DEFAULT_OPTIONS, advMode: 'bonus2' as const }
    const dice = scriptedDice({ 20: [9] })
    const r = resolveAttack(bow('advantage'), dice, options)
    dice.assertDone()
    expect([r.roll.natural, r.ttv]).toEqual([9, 9 + 3 + 2 + 2])
  })
})

describe('A.3 the roll and its outcome', () => {
  it.each([
    [13, 13, 'hit'],
    [12, 13, 'miss'],
  ] as const)('GG-046 TTV %i vs HT %i → %s', (ttv, ht, out) => {
    expect(attackOutcome(ttv, ht, 'weapon', false)).toBe(out)
  })

  it('GG-Q4 hitOnEqual false: a tie misses', () => {
    expect(
      attackOutcome(13, 13, 'weapon', false, { hitOnEqual: false, inspiredAutoHit: true }),
    ).toBe('miss')
  })

  it.each([
    ['weapon', true, 13],
    ['weapon', false, 11],
    ['unarmed', false, 13],
  ] as const)('GG-048 Aria %s trained=%s, d20 10 → %i', (kind, trained, ttv) => {
    const input: AttackInput = {
      kind,
      trait: 1,
      sb: 2,
      trained,
      ht: 30,
      damage: parseDiceExpr('1d6'),
    }
    expect(resolveAttack(input, scriptedDice({ 20: [10] })).ttv).toBe(ttv)
    expect(addsSkillBonus(kind, trained)).toBe(ttv === 13)
  })

  it.each([
    [18, 13, 'weapon', false, 'overwhelming'],
    [18, 13, 'spell', false, 'hit'],
    [23, 13, 'weapon', false, 'critical'],
    [23, 13, 'spell', false, 'hit'],
    [15, 13, 'spell', true, 'critical'],
    [5, 13, 'weapon', true, 'critical'],
    [22, 13, 'unarmed', false, 'overwhelming'],
  ] as const)('GG-050/051 TTV %i vs HT %i (%s, inspired %s) → %s', (ttv, ht, kind, insp, out) => {
    expect(attackOutcome(ttv, ht, kind, insp)).toBe(out)
  })

  it('GG-Q21 inspiredAutoHit false: a natural 20 below the HT misses', () => {
    expect(attackOutcome(5, 13, 'weapon', true, { hitOnEqual: true, inspiredAutoHit: false })).toBe(
      'miss',
    )
  })

  it('GG-052 unseen target elsewhere: automatic miss, roll still made', () => {
    const s = attackSetup({ attackerSeesTarget: false, targetAtChosenLocation: false }, true)
    expect(s.autoMiss).toBe(true)
    const dice = scriptedDice({ 20: [20, 20] })
    const r = resolveAttack(
      {
        kind: 'weapon',
        trait: 3,
        sb: 2,
        trained: true,
        ht: 11,
        advantage: s.advantage,
        autoMiss: s.autoMiss,
        damage: parseDiceExpr('1d6'),
      },
      dice,
    )
    expect(r.outcome).toBe('miss')
    dice.assertDone()
  })

  it('GG-052 unseen target where aimed: Disadvantage', () => {
    const s = attackSetup({ attackerSeesTarget: false, targetAtChosenLocation: true }, true)
    expect([s.advantage, s.autoMiss]).toEqual(['disadvantage', false])
  })

  it('GG-053 Hidden attacker: Advantage and revealed', () => {
    const s = attackSetup({ attackerHidden: true }, true)
    expect([s.advantage, s.revealsAttacker]).toEqual(['advantage', true])
    expect(attackSetup({ targetSeesAttacker: false }, false).advantage).toBe('advantage')
    expect(attackSetup({}, false)).toEqual({
      advantage: 'normal',
      sources: { advantage: 0, disadvantage: 0 },
      reasons: [],
      autoMiss: false,
      revealsAttacker: false,
    })
  })

  it('GG-056 ranged in melee: Disadvantage unless the hostile is Unconscious', () => {
    const orc = { attackerInItsAoC: true, canSeeAttacker: true, incapacitated: false }
    expect(rangedInMelee([orc])).toBe(true)
    expect(rangedInMelee([{ ...orc, incapacitated: true }])).toBe(false)
    expect(attackSetup({ nearbyHostiles: [orc] }, true).advantage).toBe('disadvantage')
    expect(attackSetup({ nearbyHostiles: [orc] }, false).advantage).toBe('normal')
  })

  it('GG-058 Orc punch: 1d4 → 2 → 7', () => {
    const r = resolveAttack(
      { kind: 'unarmed', trait: 3, sb: 2, trained: false, ht: 13, damage: unarmedDamage(3, 2) },
      scriptedDice({ 20: [10], 4: [2] }),
    )
    expect([r.outcome, r.amount]).toEqual(['hit', 7])
  })

  it('GG-062/064 an Unarmed hit that Grapples or Shoves deals no damage; a weapon cannot', () => {
    const punch: AttackInput = {
      kind: 'unarmed',
      trait: 1,
      sb: 2,
      trained: false,
      ht: 13,
      damage: unarmedDamage(1, 2),
      instead: 'grapple',
    }
    const dice = scriptedDice({ 20: [12] })
    expect(resolveAttack(punch, dice)).toMatchObject({ outcome: 'hit', amount: 0 })
    dice.assertDone()
    expect(() =>
      resolveAttack({ ...punch, kind: 'weapon', instead: 'shove' }, scriptedDice({ 20: [12] })),
    ).toThrow(/Only an Unarmed Strike/)
  })

  it('GG-060 extra Light attack: no Trait or SB → 3', () => {
    expect(weaponDamageModifier(1, 2, true)).toBe(0)
    expect(weaponDamageModifier(1, 2, false)).toBe(1)
    const r = resolveAttack(
      {
        kind: 'weapon',
        trait: 1,
        sb: 2,
        trained: true,
        ht: 10,
        damage: { terms: [{ count: 1, sides: 4 }], modifier: weaponDamageModifier(1, 2, true) },
      },
      scriptedDice({ 20: [10], 4: [3] }),
    )
    expect(r.amount).toBe(3)
  })

  it('GG-Q19 weaponDamageAddsSB true adds SB', () => {
    expect(weaponDamageModifier(1, 2, false, { weaponDamageAddsSB: true })).toBe(3)
  })
})

describe('resolveAttack damage modes', () => {
  const sword = (ht: number): AttackInput => ({
    kind: 'weapon',
    trait: 3,
    sb: 2,
    trained: true,
    ht,
    damage: parseDiceExpr('1d8+1d6!+3'),
  })

  it('GG-074 OB: base die maximised, fire die rolled → 15', () => {
    const dice = scriptedDice({ 20: [13], 6: [4] }) // TTV 18 vs 13
    const r = resolveAttack(sword(13), dice)
    expect([r.outcome, r.amount]).toEqual(['overwhelming', 15])
    dice.assertDone()
  })

  it('GG-074 Unarmed OB → 4 + 2 + 3 = 9', () => {
    const dice = scriptedDice({ 20: [13] })
    const r = resolveAttack(
      { kind: 'unarmed', trait: 3, sb: 2, trained: false, ht: 13, damage: unarmedDamage(3, 2) },
      dice,
    )
    expect([r.outcome, r.amount]).toEqual(['overwhelming', 9])
  })

  it('GG-073 crit: 5 + 2 + (8 + 6) + 3 = 24', () => {
    const r = resolveAttack(sword(13), scriptedDice({ 20: [20], 8: [5], 6: [2] }))
    expect([r.outcome, r.amount]).toEqual(['critical', 24])
  })

  it('GG-Q20 stack: margin ≥ 10 maximises base dice and adds crit maxima', () => {
    const options = { ...GG_DEFAULT_OPTIONS, obCritStack: 'stack' as const }
    const r = resolveAttack(sword(8), scriptedDice({ 20: [13], 6: [2] }), options)
    expect([r.outcome, r.amount]).toEqual(['critical', 8 + 2 + 8 + 6 + 3])
  })

  it('a miss rolls no damage and deals 0', () => {
    const dice = scriptedDice({ 20: [2] })
    const r = resolveAttack(sword(13), dice)
    expect([r.outcome, r.amount, r.damage]).toEqual(['miss', 0, undefined])
  })

  it('damage is never negative and an outcome is always one of four (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: -10, max: 5 }),
        fc.integer({ min: 5, max: 30 }),
        fc.constantFrom('weapon', 'unarmed', 'spell') as fc.Arbitrary<
          'weapon' | 'unarmed' | 'spell'
        >,
        (nat, face, mod, ht, kind) => {
          const r = resolveAttack(
            {
              kind,
              trait: 2,
              sb: 1,
              trained: true,
              ht,
              damage: { terms: [{ count: 1, sides: 8 }], modifier: mod },
            },
            { roll: (n) => (n === 20 ? nat : Math.min(face, n)) },
          )
          expect(r.amount).toBeGreaterThanOrEqual(0)
          if (kind === 'spell') expect(r.outcome).not.toBe('overwhelming')
          if (nat === 20) expect(r.outcome).toBe('critical')
        },
      ),
    )
  })
})
