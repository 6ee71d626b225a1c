/**
 * Damage in words at its edges: a weapon with no Critical Area and no damage type, the target's
 * Immunity and Vulnerability named, Plating rounded up by the table's option, more than one Power
 * Die sacrificed, a Vulnerable Back-footed target's Plating, and dice that add up to nothing (seed
 * 000: Power Die L143-146; Reach, Range L181; Crits! L187; Armor & Plating L227; Resistance L279; Vulnerability
 * L283; settled readings R3-R8).
 */
import { describe, expect, it } from 'vitest'
import {
  attackResultText,
  damageAgainstText,
  damageLine,
  HARBOUR_SMUGGLER,
  resolveAttack,
  scriptedDice,
  weaponDamage,
  type AttackInput,
  type Defender,
  type ScriptedFaces,
} from '../../../../shared/rules/bluebox'

const plain: Defender = { ac: 8, bac: 6, plating: 0, hp: 30 }
const text = (attack: AttackInput, defender: Defender, faces: ScriptedFaces): string => {
  const dice = scriptedDice(faces)
  const out = attackResultText(attack, defender, resolveAttack(attack, defender, dice))
  dice.assertDone()
  return out
}

describe('a weapon’s damage line', () => {
  // The Harbour Smuggler's Hook Knife: level 4 (Power Die d6, L145), DEX +2 to damage, no Critical
  // Area, no damage type.
  const knife = HARBOUR_SMUGGLER.weapons.find((w) => w.id === 'hook-knife')!

  it('with no Critical Area and no type: the die and the modifier only', () => {
    const spec = weaponDamage(HARBOUR_SMUGGLER, knife)
    expect(spec).toMatchObject({ powerDice: 1, sides: 6, modifier: 2, criticalArea: false })
    expect('type' in spec).toBe(false)
    expect(damageLine(spec)).toBe('Damage 1d6+2 on a hit')
  })

  it('a spec that says nothing of a Critical Area gets no note', () => {
    expect(damageLine({ powerDice: 2, sides: 8, modifier: -1 })).toBe('Damage 2d8-1 on a hit')
  })
})

describe('what the target does to a hit, in words', () => {
  it('Immune: nothing, and the Plating is not touched either', () => {
    expect(
      damageAgainstText({ level: 2, damageType: 'ice' }, { plating: 4, immune: ['ice'] }),
    ).toBe('Immune to ice: no damage, and its Plating is untouched')
  })

  it('Vulnerable: doubled (L283)', () => {
    expect(
      damageAgainstText({ level: 5, damageType: 'acid' }, { plating: 0, vulnerable: ['acid'] }),
    ).toBe('Vulnerable to acid: doubled')
  })

  it('Plating rounded up by the table’s option; a d6 sacrificed destroys 3 (L227)', () => {
    expect(damageAgainstText({ level: 4 }, { plating: 3 }, { platingRounding: 'up' })).toBe(
      'Plating 3 halves it (rounded up) until destroyed; each sacrificed Power Die destroys 3',
    )
  })
})

describe('the result of an attack, at its edges', () => {
  // d12 9 + 5 = 14 hits AC 8 and BAC 6 alike.
  it('two Power Dice sacrificed: 2 × 2 Plating at d4 (L227)', () => {
    const attack: AttackInput = { level: 2, modifier: 5, critical: true, sacrifice: 2 }
    expect(text(attack, { ...plain, plating: 6 }, { 12: [9] })).toBe(
      'hit: 0 damage, 4 Plating destroyed (2 Power Dice sacrificed: 4 Plating destroyed; no dice left to roll)',
    )
  })

  it('a Vulnerable target’s Plating is destroyed twice over only when it is Back-footed (L283, R6)', () => {
    const attack: AttackInput = { level: 2, modifier: 5, damageType: 'acid', sacrifice: 1 }
    const vulnerable = { ...plain, plating: 6, vulnerable: ['acid'] }
    expect(text(attack, { ...vulnerable, backFooted: true }, { 12: [9] })).toBe(
      'hit: 0 damage, 4 Plating destroyed (1 Power Die sacrificed: 4 Plating destroyed; no dice left to roll)',
    )
    expect(text(attack, vulnerable, { 12: [9] })).toBe(
      'hit: 0 damage, 2 Plating destroyed (1 Power Die sacrificed: 2 Plating destroyed; no dice left to roll)',
    )
  })

  it('dice and modifier below 0 deal 0: no Resistance step for nothing (L279, R8)', () => {
    // d4 1 − 3 = −2: the sum shown is 0, and halving nothing says nothing.
    const attack: AttackInput = { level: 2, modifier: 5, damageModifier: -3, damageType: 'fire' }
    expect(text(attack, { ...plain, resist: ['fire'] }, { 12: [9], 4: [1] })).toBe(
      'hit: 0 damage (1d4-3: rolled 1, -3 = 0)',
    )
  })

  it('dice and modifier of exactly 0: no Resistance step either', () => {
    // d4 3 − 3 = 0.
    const attack: AttackInput = { level: 2, modifier: 5, damageModifier: -3, damageType: 'fire' }
    expect(text(attack, { ...plain, resist: ['fire'] }, { 12: [9], 4: [3] })).toBe(
      'hit: 0 damage (1d4-3: rolled 3, -3)',
    )
  })

  it('an Immune target with Plating and THP: no halving of nothing, and no THP taken', () => {
    // d4 4 of ice vs Immunity to ice: 0, so neither Plating nor THP has anything to take.
    const attack: AttackInput = { level: 2, modifier: 5, damageType: 'ice' }
    const defender = { ...plain, plating: 4, thp: 3, immune: ['ice'] }
    expect(text(attack, defender, { 12: [9], 4: [4] })).toBe(
      'hit: 0 damage (1d4: rolled 4 = 4; Immune to ice: 0)',
    )
  })
})
