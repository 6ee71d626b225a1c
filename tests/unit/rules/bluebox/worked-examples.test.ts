import { describe, expect, it } from 'vitest'
import {
  applyDamage,
  applyToHealth,
  damageAfterReductions,
  escalationMax,
  fallingDice,
  RESIST,
  resolveAttack,
  rollCheck,
  scriptedDice,
} from '../../../../shared/rules/bluebox'

/** BLUEBOX-RULES.md, "Worked examples", one by one. */
describe('BLUEBOX-RULES.md worked examples', () => {
  it('1. d6, +2, Practiced, 1 Edge vs AC 10: d12 1 -> 7, Edge 3, total 12, hit, not decisive', () => {
    const check = scriptedDice({ 12: [1, 7], 4: [3] })
    expect(rollCheck({ modifier: 2, practiced: true, edge: 1 }, check)).toEqual({
      natural: 7,
      edgeDice: [3],
      flawDice: [],
      total: 12,
      decisive: false,
    })
    check.assertDone()
    const dice = scriptedDice({ 12: [1, 7], 4: [3], 6: [4] })
    const r = resolveAttack(
      { level: 5, modifier: 2, practiced: true, edge: 1 },
      { ac: 10, bac: 8, plating: 0, hp: 10 },
      dice,
    )
    expect(r).toMatchObject({
      hit: true,
      decisive: false,
      roll: { natural: 7, total: 12 },
      damageDice: [4],
      damage: 4,
    })
    dice.assertDone()
  })

  it('2. d4, Plating 3, sacrifice 1 of 2 (critical): Plating 1, d4 3 + 1 = 4, halved to 2', () => {
    const dice = scriptedDice({ 12: [10], 4: [3] })
    const r = resolveAttack(
      { level: 2, critical: true, sacrifice: 1, damageModifier: 1 },
      { ac: 10, bac: 7, plating: 3, hp: 9 },
      dice,
    )
    expect(r).toMatchObject({
      hit: true,
      platingDestroyed: 2,
      damageDice: [3],
      damage: 2,
      defender: { plating: 1, thp: 0, hp: 7 },
    })
    dice.assertDone()
  })

  it('3. d8, sacrifice 1 of 1 vs Plating 4: Plating 0, no damage dice, damage 0', () => {
    const dice = scriptedDice({ 12: [9] })
    const r = resolveAttack({ level: 8, sacrifice: 1 }, { ac: 9, bac: 6, plating: 4, hp: 12 }, dice)
    expect(r).toMatchObject({
      hit: true,
      platingDestroyed: 4,
      damageDice: [],
      damage: 0,
      defender: { plating: 0, thp: 0, hp: 12 },
    })
    dice.assertDone()
  })

  it('4. Fire 6 vs Fire-resistant, Plating 5: ceil(6/2) = 3, then floor(3/2) = 1', () => {
    expect(damageAfterReductions(6, RESIST, 5)).toBe(1)
    expect(
      applyDamage({ plating: 5, hp: 10, resist: ['fire'] }, { amount: 6, type: 'fire' }).damage,
    ).toBe(1)
    const dice = scriptedDice({ 12: [11], 6: [6] })
    const r = resolveAttack(
      { level: 4, damageType: 'fire' },
      { ac: 10, bac: 7, plating: 5, hp: 10, resist: ['fire'] },
      dice,
    )
    expect(r).toMatchObject({ damage: 1, defender: { plating: 5, hp: 9 } })
  })

  it('5. Pure 5 vs Plating 9, Immune to that type: 5 damage', () => {
    expect(
      applyDamage(
        { plating: 9, hp: 10, immune: ['gravity'] },
        { amount: 5, type: 'gravity', pure: true },
      ).damage,
    ).toBe(5)
    const dice = scriptedDice({ 12: [11], 6: [5] })
    const r = resolveAttack(
      { level: 4, pure: true, damageType: 'gravity' },
      { ac: 10, bac: 7, plating: 9, hp: 10, immune: ['gravity'] },
      dice,
    )
    expect(r).toMatchObject({ damage: 5, defender: { plating: 9, hp: 5 } })
  })

  it('6. THP 4, HP 10, 7 damage after reductions: THP 0, HP 7', () => {
    expect(applyToHealth(7, 4, 10)).toEqual({ thp: 0, hp: 7 })
    const dice = scriptedDice({ 12: [11], 8: [7] })
    const r = resolveAttack({ level: 7 }, { ac: 10, bac: 7, plating: 0, thp: 4, hp: 10 }, dice)
    expect(r).toMatchObject({ damage: 7, defender: { thp: 0, hp: 7 } })
  })

  it.each([
    [2, 0],
    [3, 1],
    [6, 4],
  ])('7. falling %i m: %i d4', (m, n) => {
    expect(fallingDice(m)).toBe(n)
  })

  it('8. 3 PCs: escalation counter maximum 8', () => {
    expect(escalationMax(3)).toBe(8)
  })
})
