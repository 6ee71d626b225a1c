import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import {
  applyExplosion,
  explosionDice,
  explosionDiceLost,
  explosionRadius,
  explosionRoll,
  isExplosive,
} from '../../../../shared/rules/bw/engine/explosion'
import type { BwWeapon } from '../../../../shared/rules/bw/engine/model'
import {
  BW_DEFAULT_OPTIONS as D,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'

const weapon = (damage: BwWeapon['damage'], damageBonus = 0): BwWeapon => ({
  name: 'Rocket',
  ur: 5,
  rangeIn: 30,
  damage,
  damageBonus,
  nearMiss: 'launcher',
  closeCombat: false,
  incendiary: false,
})
const d10s = (n: number, bonus = 0) => weapon([{ n, die: 10 }], bonus)

describe('BW explosions (Explosion (Area Affect) Damage)', () => {
  it.each([
    ['a rocket doing 2d10', [{ n: 2, die: 10 }], true],
    ['a pistol doing 1d6', [{ n: 1, die: 6 }], false],
    ['a 1d20 charge', [{ n: 1, die: 20 }], true],
    [
      'mixed 1d6 + 1d10 (BW-Q13)',
      [
        { n: 1, die: 6 },
        { n: 1, die: 10 },
      ],
      true,
    ],
  ])('BW-30 %s → explosive %s', (_name, damage, explosive) => {
    expect(isExplosive(weapon(damage))).toBe(explosive)
  })

  it.each([
    [1.5, 3],
    [2, 3],
    [3, 2],
    [4, 2],
    [5, 1],
    [6, 1],
    [6.5, 0],
  ])('BW-31 a 3d10 blast at %d" → %dd10', (distance, left) => {
    const lost = explosionDiceLost(distance)
    expect(explosionDice(d10s(3), lost, 'largest')).toEqual(Array(left).fill(10))
    expect(explosionRadius(3)).toBe(6)
  })

  it('BW-Q13 mixed dice: the largest size is dropped first, or the smallest', () => {
    const w = weapon([
      { n: 2, die: 10 },
      { n: 1, die: 6 },
    ])
    expect(explosionDice(w, 1, 'largest')).toEqual([10, 6])
    expect(explosionDice(w, 1, 'smallest')).toEqual([10, 10])
  })

  it('BW-31/32/Q15 one roll at the centre; bands drop the highest; knockback = dice taken', () => {
    const dice = scriptedDice({ 10: [7, 2, 9] })
    const roll = explosionRoll(dice, d10s(3))
    dice.assertDone()
    const targets = [1.5, 3, 5, 6.5].map((d, i) => ({
      id: `t${i}`,
      diceLost: explosionDiceLost(d),
    }))
    expect(applyExplosion(roll, targets, D)).toEqual([
      { id: 't0', dice: [9, 7, 2], damage: 18, knockbackIn: 3, prone: true },
      { id: 't1', dice: [7, 2], damage: 9, knockbackIn: 2, prone: true },
      { id: 't2', dice: [2], damage: 2, knockbackIn: 1, prone: true },
      { id: 't3', dice: [], damage: 0, knockbackIn: 0, prone: false },
    ])
  })

  it('BW-32 hit by 2d10 → knocked back 2"; by 1d10 → 1" (not Prone under knockbackProne off)', () => {
    const roll = explosionRoll(scriptedDice({ 10: [4, 8] }), d10s(2))
    const o = resolveBwOptions({ knockbackProne: false })
    const hits = applyExplosion(
      roll,
      [
        { id: 'a', diceLost: 0 },
        { id: 'b', diceLost: 1 },
      ],
      o,
    )
    expect(hits.map((h) => [h.knockbackIn, h.prone])).toEqual([
      [2, false],
      [1, false],
    ])
  })

  it('BW-Q13 the flat bonus counts only while a die remains', () => {
    const roll = explosionRoll(scriptedDice({ 10: [5] }), d10s(1, 3))
    const hits = applyExplosion(
      roll,
      [
        { id: 'a', diceLost: 0 },
        { id: 'b', diceLost: 1 },
      ],
      D,
    )
    expect(hits.map((h) => h.damage)).toEqual([8, 0])
  })

  it('BW-Q15 perTarget: each target rolls the dice it keeps', () => {
    const o = resolveBwOptions({ explosionRoll: 'perTarget' })
    const roll = explosionRoll(scriptedDice({ 10: [1, 1, 1] }), d10s(3))
    const dice = scriptedDice({ 10: [10, 9, 8, 3] })
    const hits = applyExplosion(
      roll,
      [
        { id: 'a', diceLost: 0 },
        { id: 'b', diceLost: 2 },
      ],
      o,
      dice,
    )
    expect(hits.map((h) => h.damage)).toEqual([27, 3])
    dice.assertDone()
    expect(() => applyExplosion(roll, [], o)).toThrow('needs dice')
  })

  it('BW-Q15 damage never grows outward (property, both drop orders)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(6, 10, 20), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('largest' as const, 'smallest' as const),
        (sizes, seed, dropOrder) => {
          const w = weapon(sizes.map((die) => ({ n: 1, die })))
          const roll = explosionRoll(seededDice(seed), w)
          const targets = Array.from({ length: sizes.length + 2 }, (_, k) => ({
            id: String(k),
            diceLost: k,
          }))
          const hits = applyExplosion(roll, targets, { ...D, dropOrder })
          for (let k = 1; k < hits.length; k++) {
            expect(hits[k]!.damage).toBeLessThanOrEqual(hits[k - 1]!.damage)
            expect(hits[k]!.knockbackIn).toBe(Math.max(0, sizes.length - k))
          }
        },
      ),
      { numRuns: 100 },
    )
  })
  // Its speed over 300 units is the bench's (bw.explosion.300), not a unit test's.
})
