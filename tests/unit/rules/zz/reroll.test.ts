import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { resolveZzAttack, rerollZzAttack } from '../../../../shared/rules/zz/engine/attack'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import {
  isFlanked,
  rerollChoices,
  rerollsAllowed,
  zzDieLabel,
} from '../../../../shared/rules/zz/engine/reroll'
import { thurigVsMondo } from './fixture'

const O = ZZ_DEFAULT_OPTIONS

describe('how many re-rolls', () => {
  it.each([
    ['ZZ-39 Back Attack: 1', true, false, 1],
    ['ZZ-40 Flank Attack: 1', false, true, 1],
    ['ZZ-41 Flanked Back Attack: 2', true, true, 2],
    ['neither: 0', false, false, 0],
  ] as const)('%s', (_n, fromBack, flanked, n) => {
    expect(rerollsAllowed({ fromBack, flanked })).toBe(n)
  })

  it.each([
    [
      'ZZ-40 the Elf attacked Mondo; Elf and Thurig in range: Thurig flanks',
      2,
      ['elf'],
      'thurig',
      true,
      true,
    ],
    [
      'ZZ-Q11 only Thurig attacked before: no flank (needs another)',
      2,
      ['thurig'],
      'thurig',
      true,
      false,
    ],
    ['ZZ-Q11 ... unless flankNeedsOther is off', 2, ['thurig'], 'thurig', false, true],
    ['ZZ-40 one opponent in range: no flank', 1, ['elf'], 'thurig', true, false],
    ['ZZ-40 nobody attacked yet: no flank', 3, [], 'thurig', true, false],
  ] as const)('%s', (_n, opponentsInRange, by, attackerId, flankNeedsOther, flanked) => {
    expect(
      isFlanked({ opponentsInRange, attackedSinceLastTurnBy: by, attackerId }, { flankNeedsOther }),
    ).toBe(flanked)
  })
})

describe('re-rolling a die of a rolled attack', () => {
  it('ZZ-39 Thurig from behind: d8 2 -> re-roll 7 -> total 10', () => {
    const input = thurigVsMondo({ fromBack: true })
    const first = resolveZzAttack(input, scriptedDice({ 8: [2], 4: [1] }), O)
    expect([first.attack?.total, first.rerolls]).toEqual([5, 1])
    const again = rerollZzAttack(input, first, 'attack:0', [], scriptedDice({ 8: [7] }), O)
    expect([again.attack?.total, again.damage]).toEqual([10, 7])
    expect(again.dice[0]).toMatchObject({ face: 7, earlier: [2] })
    expect(() =>
      rerollZzAttack(input, again, 'attack:0', ['attack:0'], scriptedDice({}), O),
    ).toThrow(/re-roll is used up/)
  })

  it('ZZ-41 Flanked Back: the d8 and the Crit die -> 2 used; no third', () => {
    const input = thurigVsMondo({ fromBack: true, flanked: true, aim: 1 })
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [2], 6: [3], 4: [1] }), O)
    expect(r0.attack?.total).toBe(5)
    const r1 = rerollZzAttack(input, r0, 'attack:0', [], scriptedDice({ 8: [6] }), O)
    const r2 = rerollZzAttack(input, r1, 'attackCrit:0', ['attack:0'], scriptedDice({ 6: [1] }), O)
    expect([r2.attack?.total, r2.damage]).toEqual([18, 15])
    expect(() =>
      rerollZzAttack(input, r2, 'defense:0', ['attack:0', 'attackCrit:0'], scriptedDice({}), O),
    ).toThrow(/two re-rolls are used up/)
  })

  it('ZZ-Q14 two re-rolls on one die only with rerollSameDieTwice', () => {
    const input = thurigVsMondo({ fromBack: true, flanked: true })
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [2], 4: [1] }), O)
    const r1 = rerollZzAttack(input, r0, 'attack:0', [], scriptedDice({ 8: [3] }), O)
    expect(() => rerollZzAttack(input, r1, 'attack:0', ['attack:0'], scriptedDice({}), O)).toThrow(
      /already re-rolled/,
    )
    const twice = resolveZzOptions({ rerollSameDieTwice: true })
    const r2 = rerollZzAttack(input, r1, 'attack:0', ['attack:0'], scriptedDice({ 8: [8] }), twice)
    expect(r2.dice[0]).toMatchObject({ face: 8, earlier: [2, 3] })
  })

  it("ZZ-39 the defender's die is not the attacker's to re-roll", () => {
    const input = thurigVsMondo({ fromBack: true })
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [2], 4: [1] }), O)
    expect(() => rerollZzAttack(input, r0, 'defense:0', [], scriptedDice({}), O)).toThrow(
      /not the attacker's/,
    )
    expect(rerollChoices(r0.dice, [], O).map((d) => d.id)).toEqual(['attack:0'])
  })

  it('ZZ-39 every die of a rolled attack has words for "re-roll which die?"', () => {
    const input = thurigVsMondo({ fromBack: true, aim: 1, unexpected: true })
    const r = resolveZzAttack(input, scriptedDice({ 8: [5], 6: [4] }), O)
    expect(r.dice.map(zzDieLabel)).toEqual([
      "Thurig's Base Attack d8",
      "Critical Hit die on Thurig's attack (throw 1)",
      "Mondo's Base Defense d4 (counts as 1: unexpected)",
    ])
  })

  it('F-ZZ-6 the new face must be kept; ZZ-Q13 rerollKeep best keeps the better', () => {
    const input = thurigVsMondo({ fromBack: true })
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [5], 4: [1] }), O)
    expect(
      rerollZzAttack(input, r0, 'attack:0', [], scriptedDice({ 8: [1] }), O).attack?.total,
    ).toBe(4)
    const best = resolveZzOptions({ rerollKeep: 'best' })
    expect(
      rerollZzAttack(input, r0, 'attack:0', [], scriptedDice({ 8: [1] }), best).attack?.total,
    ).toBe(8)
  })

  it('ZZ-Q13 re-rolling the blank that busted a chain: the chain goes on per the plan', () => {
    const input = thurigVsMondo({ fromBack: true, aim: 3 })
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [5], 6: [1, 4], 4: [1] }), O)
    expect([r0.attack?.chain?.bust, r0.attack?.total]).toEqual([true, 8])
    const r1 = rerollZzAttack(input, r0, 'attackCrit:1', [], scriptedDice({ 6: [1, 1] }), O)
    expect([r1.attack?.chain?.doublings, r1.attack?.total]).toEqual([3, 64])
  })

  it('ZZ-Q13 re-rolling an early Crit to a blank drops the later throws', () => {
    const input = thurigVsMondo({ fromBack: true, aim: 2 })
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [5], 6: [1, 1], 4: [1] }), O)
    expect(r0.attack?.total).toBe(32)
    const r1 = rerollZzAttack(input, r0, 'attackCrit:0', [], scriptedDice({ 6: [6] }), O)
    expect(r1.attack?.total).toBe(8)
    expect(r1.dice.filter((d) => d.role === 'crit')).toHaveLength(1)
  })

  it('ZZ-Q13 rerollChain lastThrow offers only the last throw', () => {
    const input = thurigVsMondo({ fromBack: true, aim: 2 })
    const r0 = resolveZzAttack(input, scriptedDice({ 8: [5], 6: [1, 4], 4: [1] }), O)
    const last = resolveZzOptions({ rerollChain: 'lastThrow' })
    expect(rerollChoices(r0.dice, [], last).map((d) => d.id)).toEqual(['attack:0', 'attackCrit:1'])
    expect(() => rerollZzAttack(input, r0, 'attackCrit:0', [], scriptedDice({}), last)).toThrow(
      /last throw/,
    )
  })

  it('ZZ-39 a re-rolled ranged d20 turning a miss into a hit rolls the damage then', () => {
    const base = thurigVsMondo()
    const input = {
      ...base,
      weapon: { id: 'bow', name: 'Shortbow', kind: 'ranged' as const, range: 6, damage: 'd6' },
      distance: 4,
      fromBack: true,
      attacker: {
        ...base.attacker,
        state: { hands: ['bow', null] as [string, null], loaded: ['bow'], mind: 0 },
      },
    }
    const r0 = resolveZzAttack(input, scriptedDice({ 20: [9] }), O)
    expect([r0.ranged?.total, r0.projectileLost]).toEqual([4, true])
    const r1 = rerollZzAttack(
      input,
      r0,
      'ranged:0',
      [],
      scriptedDice({ 20: [18], 6: [5], 4: [1] }),
      O,
    )
    expect([r1.ranged?.hit, r1.projectileLost, r1.damage]).toEqual([true, false, 2])
  })
})
