import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  addsSkillBonus,
  assertCanGrappleOrShove,
  assertExtraLightAttack,
  assertInReach,
  assertTargetable,
  attackOutcome,
  attackSetup,
  attackTrait,
  baseHitTarget,
  chooseHitTarget,
  coverBonus,
  coverBonusToAgilityTest,
  DEFAULT_GG_ATTACK_OPTIONS,
  escapeGrappleGoal,
  ggAttackOptionsSchema,
  isAttack,
  netAdvantage,
  rangeAdvantage,
  rangedInMelee,
  resolveAttack,
  rollTestDie,
  unarmedDamage,
  weaponDamageModifier,
  type AttackInput,
} from '../../../../shared/rules/gg/attack'
import { parseDiceExpr } from '../../../../shared/rules/gg/dice-expr'

// Aria: PHY 1, AGI 3, SB 2, HT 13. Orc: PHY 3, SB 2, HT 11.

describe('options', () => {
  it('D.4 defaults', () => {
    expect(DEFAULT_GG_ATTACK_OPTIONS).toEqual({
      testDie: 'd20',
      inspiredOn: [20],
      advMode: '5e',
      hitOnEqual: true,
      weaponDamageAddsSB: false,
      obCritStack: 'none',
      inspiredAutoHit: true,
      obUnarmedBase: true,
      critMaxAllDice: true,
      coverOnAgiSaves: true,
    })
    expect(() => ggAttackOptionsSchema.parse({ testDie: 'd12' })).toThrow()
  })
})

describe('Trait Test pieces (local, F-GG-1/3)', () => {
  it.each([
    [1, 0, '5e', 'advantage'],
    [0, 2, '5e', 'disadvantage'],
    [2, 1, '5e', 'normal'],
    [2, 1, 'netCount', 'advantage'],
    [1, 1, 'netCount', 'normal'],
  ] as const)('netAdvantage(%i, %i, %s) → %s', (a, d, mode, out) => {
    expect(netAdvantage(a, d, mode)).toBe(out)
  })

  it('rolls twice with Advantage / Disadvantage, keeping higher / lower', () => {
    expect(rollTestDie(scriptedDice({ 20: [4, 17] }), 'advantage').natural).toBe(17)
    expect(rollTestDie(scriptedDice({ 20: [4, 17] }), 'disadvantage').natural).toBe(4)
    const b = rollTestDie(scriptedDice({ 20: [9] }), 'advantage', {
      testDie: 'd20',
      advMode: 'bonus±2',
    })
    expect([b.natural, b.bonus]).toEqual([9, 2])
    expect(
      rollTestDie(scriptedDice({ 6: [1, 2, 3] }), 'normal', { testDie: '3d6', advMode: '5e' })
        .natural,
    ).toBe(6)
  })
})

describe('A.3 examples', () => {
  it('GG-045 Shove is an attack', () => {
    expect(isAttack('shove')).toBe(true)
  })

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
    ['weapon', 'melee', undefined, 'PHY'],
    ['weapon', 'ranged', undefined, 'AGI'],
    ['spell', 'ranged', 'KNO', 'KNO'],
    ['unarmed', 'melee', undefined, 'PHY'],
  ] as const)('GG-047 %s %s → %s', (kind, reach, spell, trait) => {
    expect(attackTrait(kind, reach, spell)).toBe(trait)
  })

  it('GG-047 a spell attack without a Spellcasting Trait is refused in plain words', () => {
    expect(() => attackTrait('spell', 'ranged')).toThrow(/Spellcasting/)
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

  it('GG-049 base HT and choosing the best formula', () => {
    expect(baseHitTarget(3)).toBe(13)
    expect(chooseHitTarget([baseHitTarget(3), 12 + 2])).toBe(14)
    expect(() => chooseHitTarget([])).toThrow(/Hit Target/)
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
      reasons: [],
      autoMiss: false,
      revealsAttacker: false,
    })
  })

  it('GG-054 single range: 40 m against 36 m is illegal', () => {
    expect(() => rangeAdvantage(40, 36)).toThrow(/beyond this attack’s range of 36 m/)
  })

  it.each([
    [24, 'normal'],
    [30, 'disadvantage'],
  ] as const)('GG-055 bow 24/96 m at %i m → %s', (d, out) => {
    expect(rangeAdvantage(d, 24, 96)).toBe(out)
  })

  it('GG-055 beyond Long Range is illegal', () => {
    expect(() => rangeAdvantage(100, 24, 96)).toThrow(/96 m/)
  })

  it('GG-056 ranged in melee: Disadvantage unless the hostile is Unconscious', () => {
    const orc = { attackerInItsAoC: true, canSeeAttacker: true, incapacitated: false }
    expect(rangedInMelee([orc])).toBe(true)
    expect(rangedInMelee([{ ...orc, incapacitated: true }])).toBe(false)
    expect(attackSetup({ nearbyHostiles: [orc] }, true).advantage).toBe('disadvantage')
    expect(attackSetup({ nearbyHostiles: [orc] }, false).advantage).toBe('normal')
  })

  it('GG-057 reach 1 m: adjacent (and diagonal) yes, 2 m no', () => {
    expect(() => assertInReach(1, 1)).not.toThrow()
    expect(() => assertInReach(2, 1)).toThrow(/reach of 1 m/)
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

  it('GG-060 refusals', () => {
    const shortsword = { name: 'Shortsword', light: true }
    const dagger = { name: 'Dagger', light: true }
    expect(() => assertExtraLightAttack(shortsword, dagger)).not.toThrow()
    expect(() => assertExtraLightAttack(shortsword, { name: 'Greataxe', light: false })).toThrow(
      /not Light/,
    )
    expect(() =>
      assertExtraLightAttack(shortsword, { name: 'Hand crossbow', light: true, ranged: true }),
    ).toThrow(/Loaded/)
  })

  it('GG-Q19 weaponDamageAddsSB true adds SB', () => {
    expect(weaponDamageModifier(1, 2, false, { weaponDamageAddsSB: true })).toBe(3)
  })

  it('GG-062 Grapple: Large yes, Huge no, no free hand no', () => {
    expect(() => assertCanGrappleOrShove('grapple', 'medium', 'large', true)).not.toThrow()
    expect(() => assertCanGrappleOrShove('grapple', 'medium', 'huge', true)).toThrow(/too big/)
    expect(() => assertCanGrappleOrShove('grapple', 'medium', 'large', false)).toThrow(/free hand/)
  })

  it('GG-063 escape TG 13; Aria 9 + 3 + 2 = 14 escapes', () => {
    const tg = escapeGrappleGoal(2, 3)
    expect(tg).toBe(13)
    expect(9 + 3 + 2 >= tg).toBe(true)
  })

  it('GG-064 Shove: a Huge giant is too big', () => {
    expect(() => assertCanGrappleOrShove('shove', 'medium', 'small', false)).not.toThrow()
    expect(() => assertCanGrappleOrShove('shove', 'medium', 'huge', false)).toThrow(/Shove/)
  })

  it.each([
    ['half', true, 2],
    ['half', false, 0],
    ['threeQuarters', true, 5],
    ['none', true, 0],
  ] as const)('GG-065/066/067 cover %s (from behind %s) → +%i', (cover, behind, bonus) => {
    expect(coverBonus(cover, behind)).toBe(bonus)
    expect(13 + coverBonus(cover, behind)).toBe(13 + bonus)
  })

  it('GG-066 + GG-Q27 the cover bonus on Agility Tests to avoid damage', () => {
    expect(coverBonusToAgilityTest('half', true, false)).toBe(2)
    expect(coverBonusToAgilityTest('half', true, true)).toBe(0)
    expect(coverBonusToAgilityTest('threeQuarters', true, false, { coverOnAgiSaves: false })).toBe(
      0,
    )
  })

  it('GG-068 Total Cover: a single target is illegal, an area reaches it', () => {
    expect(() => assertTargetable('total', true, false)).toThrow(/completely behind cover/)
    expect(() => assertTargetable('total', true, true)).not.toThrow()
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
    const options = { ...DEFAULT_GG_ATTACK_OPTIONS, obCritStack: 'stack' as const }
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
