import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { resolveZzAttack, rerollZzAttack } from '../../../../shared/rules/zz/engine/attack'
import type { ZzWeapon } from '../../../../shared/rules/zz/engine/model'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { zzDieLabel } from '../../../../shared/rules/zz/engine/reroll'
import { BOW, thurigVsMondo } from './fixture'

const O = ZZ_DEFAULT_OPTIONS

/** Thurig with a loaded bow of `damage` in hand, `distance` spaces from Mondo. */
function bowShot(damage: string, over: Parameters<typeof thurigVsMondo>[0] = {}) {
  const base = thurigVsMondo()
  const bow: ZzWeapon = { ...BOW, damage }
  return thurigVsMondo({
    weapon: bow,
    distance: 2,
    attacker: {
      ...base.attacker,
      state: { hands: ['bow', null], loaded: ['bow'], mind: 2 },
    },
    ...over,
  })
}

describe('words for every die of a rolled attack (the "re-roll which die?" choice, ZZ-39)', () => {
  it('seed 003 L59: a ranged shot with Aim names the d20, its Crit throw, each damage die and the Defend dice', () => {
    const input = bowShot('2d6', { aim: 1, defenseAim: 1, fromBack: true })
    // d20 15 (untrained -5: 10, a hit); the Crit die blanks on the d20 and on the Defend roll;
    // damage d6s 3 and 4; Mondo's d4 2.
    const rolled = resolveZzAttack(input, scriptedDice({ 20: [15], 6: [6, 3, 4, 6], 4: [2] }), O)
    expect(rolled.dice.map(zzDieLabel)).toEqual([
      "Thurig's Ranged Attack Roll d20",
      "Critical Hit die on Thurig's Ranged Attack Roll (throw 1)",
      "Thurig's Shortbow damage d6",
      "Thurig's Shortbow damage d6 (2)",
      "Mondo's Base Defense d4",
      "Critical Hit die on Mondo's Defense roll (throw 1)",
    ])
  })

  it('ZZ-Q21: with the table option, the Crit die of the Ranged Damage Roll names that roll', () => {
    const o = resolveZzOptions({ aimOnRangedDamage: true })
    const input = bowShot('d6', { damageAim: 1 })
    const rolled = resolveZzAttack(input, scriptedDice({ 20: [15], 6: [3, 6], 4: [2] }), o)
    expect(rolled.dice.map(zzDieLabel)).toContain(
      "Critical Hit die on Thurig's damage roll (throw 1)",
    )
  })

  it('seed 003 L55: a melee weapon of two dice numbers its second die', () => {
    const flail: ZzWeapon = { id: 'sword', name: 'Flail', kind: 'melee', range: 1, damage: '2d4' }
    const rolled = resolveZzAttack(
      thurigVsMondo({ weapon: flail }),
      scriptedDice({ 4: [1, 2, 3] }),
      O,
    )
    expect(rolled.dice.map(zzDieLabel).slice(0, 2)).toEqual([
      "Thurig's Flail d4",
      "Thurig's Flail d4 (2)",
    ])
  })

  it('a Crit throw further down a chain says which throw it is', () => {
    // ZZ-58: Aim 2 on Thurig's attack, Crit then blank: two throws.
    const rolled = resolveZzAttack(
      thurigVsMondo({ aim: 2 }),
      scriptedDice({ 8: [5], 6: [1, 4], 4: [1] }),
      O,
    )
    expect(zzDieLabel(rolled.dice[2] as (typeof rolled.dice)[number])).toBe(
      "Critical Hit die on Thurig's attack (throw 2)",
    )
  })
})

describe('re-rolling the Crit die with rerollKeep best (ZZ-Q13: a Crit beats a blank)', () => {
  const best = resolveZzOptions({ rerollKeep: 'best' })
  const input = thurigVsMondo({ fromBack: true, aim: 1 })

  it('seed 003 L59 + L9: a Crit re-rolled to a blank stays a Crit, though the blank face is higher', () => {
    // d8 5 + STR 3 = 8, Crit (face 1) doubles it: 16; Defend d4 1 + DEX 2 = 3; damage 16 - 3 = 13.
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [5], 6: [1], 4: [1] }), best)
    const r1 = rerollZzAttack(input, r0, 'attackCrit:0', [], scriptedDice({ 6: [6] }), best)
    expect(r1.dice[1]).toMatchObject({ face: 1, earlier: [1] })
    expect([r1.attack?.total, r1.damage]).toEqual([16, 13])
  })

  it('a blank re-rolled to a Crit takes the Crit, though its face is lower', () => {
    // 8 undoubled against 3: 5 damage; the new face 1 is a Crit: 16 - 3 = 13.
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [5], 6: [4], 4: [1] }), best)
    expect(r0.damage).toBe(5)
    const r1 = rerollZzAttack(input, r0, 'attackCrit:0', [], scriptedDice({ 6: [1] }), best)
    expect([r1.attack?.total, r1.damage]).toEqual([16, 13])
  })
})

describe('re-rolls a rolled attack carries (ZZ-39..41)', () => {
  it.each([
    // seed 003 L59: a Back Attack alone re-rolls one die; L61: a Flank Attack alone, one die.
    ['from the back only', { fromBack: true }, 1],
    ['on a Flanked target only', { flanked: true }, 1],
    // seed 003 L63: both, two re-rolls.
    ['from the back of a Flanked target', { fromBack: true, flanked: true }, 2],
  ] as const)('%s: %i', (_n, over, n) => {
    const rolled = resolveZzAttack(thurigVsMondo(over), scriptedDice({ 8: [2], 4: [1] }), O)
    expect(rolled.rerolls).toBe(n)
  })
})

describe('re-roll refusals, in the words the GM reads', () => {
  const r0 = () => {
    const input = thurigVsMondo({ fromBack: true })
    return { input, rolled: resolveZzAttack(input, scriptedDice({ 8: [2], 4: [1] }), O) }
  }

  it('ZZ-39..41: neither from the back nor on a Flanked target, no re-roll at all', () => {
    const input = thurigVsMondo()
    const rolled = resolveZzAttack(input, scriptedDice({ 8: [2], 4: [1] }), O)
    expect(() => rerollZzAttack(input, rolled, 'attack:0', [], scriptedDice({}), O)).toThrow(
      'This attack gets no re-roll: it is neither a Back Attack nor a Flank Attack.',
    )
  })

  it('a die the attack never rolled', () => {
    const { input, rolled } = r0()
    expect(() => rerollZzAttack(input, rolled, 'damage:3', [], scriptedDice({}), O)).toThrow(
      'That die is not part of this attack.',
    )
  })

  it("ZZ-38 (seed 003 L65): the unexpected target's Base Defense counted as 1 is nobody's to re-roll", () => {
    const input = thurigVsMondo({ fromBack: true, unexpected: true })
    const rolled = resolveZzAttack(input, scriptedDice({ 8: [2] }), O)
    expect(() => rerollZzAttack(input, rolled, 'defense:0', [], scriptedDice({}), O)).toThrow(
      "Mondo's Base Defense d4 (counts as 1: unexpected) is not the attacker's to re-roll.",
    )
  })
})
