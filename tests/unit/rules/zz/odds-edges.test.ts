import { describe, expect, it } from 'vitest'
import { chanceOf, distributionEntries, type Distribution } from '../../../../shared/dice'
import type { ZzAttackInput } from '../../../../shared/rules/zz/engine/attack'
import type { ZzFigure, ZzWeapon } from '../../../../shared/rules/zz/engine/model'
import {
  chainOdds,
  rerolledDieDist,
  sideDist,
  zzAttackOdds,
  zzDodgeOdds,
  zzShoveOdds,
  zzSkillOdds,
  zzTripOdds,
} from '../../../../shared/rules/zz/engine/odds'
import { resolveZzOptions } from '../../../../shared/rules/zz/engine/options'
import { BOW, thurigVsMondo } from './fixture'
import { figure } from './turn-fixture'

// Odds worked out by hand: tiny dice (d2, d3) so every pair of faces can be listed in a comment.
const O = resolveZzOptions({})
// A Crit die with 1 Crit face in 2 (q = 1/2) keeps chain odds easy to multiply by hand.
const COIN = resolveZzOptions({ critDie: { faces: 2, critFaces: 1 } })

/** A figure with no attribute bonus at all, so only what a test sets counts. */
const plain = (over: Partial<ZzFigure>): ZzFigure =>
  figure({ str: 0, dex: 0, int: 0, cha: 0, defenseBonus: 0, ...over })

function attack(
  attacker: ZzFigure,
  target: ZzFigure,
  over: Partial<ZzAttackInput> = {},
  defendBonus = 0,
): ZzAttackInput {
  const i = thurigVsMondo(over)
  return {
    ...i,
    attacker: { ...i.attacker, figure: attacker },
    target: { figure: target, state: { ...i.target.state, defendBonus } },
  }
}

/** The distribution as sorted [value, probability] pairs, probabilities rounded for toEqual. */
function rows(d: Distribution): Array<[number, number]> {
  return distributionEntries(d).map(([v, p]) => [v, Math.round(p * 1e9) / 1e9] as [number, number])
}
const r = (p: number) => Math.round(p * 1e9) / 1e9

describe('Aim/Focus chain odds at their edges', () => {
  it('ZZ-58 (seed 003 L11) a plan that never stops can only end on a blank: busts 1/6, never keeps', () => {
    // Chaining until a blank: P(first throw blank) = 5/6; otherwise (1/6) some later throw is
    // blank for sure, which busts. No doubling is ever kept.
    const c = chainOdds(Infinity, O)
    expect(c.pNoCrit).toBeCloseTo(5 / 6, 12)
    expect(c.pBust).toBeCloseTo(1 / 6, 12)
    expect(c.pDoublings).toEqual([0])
  })

  it('ZZ-58 a d2 total chained to 3 Crits lists only totals that can happen', () => {
    // d2 + 0, Crit on 1 of 2 faces, stop after 3: blank first 1/2 -> base; bust 1/2 - 1/8 = 3/8
    // -> base; three Crits 1/8 -> base x 8. Doubled once or twice cannot end a 3-Crit plan.
    // P(1) = P(2) = 1/2 x 7/8 = 7/16, P(8) = P(16) = 1/2 x 1/8 = 1/16.
    expect(rows(sideDist({ dice: [2], flat: 0, aim: 3 }, COIN))).toEqual([
      [1, r(7 / 16)],
      [2, r(7 / 16)],
      [8, r(1 / 16)],
      [16, r(1 / 16)],
    ])
  })
})

describe('how the attack chain ends, next to the attack odds (ZZ-57/58)', () => {
  it('no Aim on the attack: no chain to show', () => {
    expect(zzAttackOdds(thurigVsMondo(), O).chain).toBeNull()
  })

  it('seed 003 L9-11: Aim, stop after 1 Crit, on a d6 Crit die: blank 5/6, one doubling kept 1/6', () => {
    // Stopping at the first Crit can never bust: pBust = 1/6 - 1/6 = 0.
    const c = zzAttackOdds(thurigVsMondo({ aim: 1 }), O).chain
    expect(c?.pNoCrit).toBeCloseTo(5 / 6, 12)
    expect(c?.pBust).toBeCloseTo(0, 12)
    expect(c?.pDoublings.map(r)).toEqual([0, r(1 / 6)])
  })
})

describe('the re-roll policy "re-roll the base die below its average" (ZZ-39, F-ZZ-6)', () => {
  it('a d3 re-rolls only its 1: the 2 is its average, not below it', () => {
    // avg (3+1)/2 = 2. Face 1 (1/3) is re-rolled and the new face kept: 1/9 each.
    // P(1) = 1/9, P(2) = 1/3 + 1/9 = 4/9, P(3) = 1/3 + 1/9 = 4/9.
    expect(rows(rerolledDieDist(3, 'new'))).toEqual([
      [1, r(1 / 9)],
      [2, r(4 / 9)],
      [3, r(4 / 9)],
    ])
  })

  it('a weapon of two dice re-rolls only its first die', () => {
    // ZZ-36/Q17: a 2d2 melee weapon, STR 0 added; target unexpected (ZZ-38, seed 003 L65):
    // Defend = 1 + DEX 0 = 1. First d2: 1 re-rolled -> P(1) = 1/4, P(2) = 3/4; second d2 plain.
    // Sum 2: 1/4 x 1/2 = 1/8; 3: 1/4 x 1/2 + 3/4 x 1/2 = 1/2; 4: 3/4 x 1/2 = 3/8.
    // Damage = sum - 1 (ZZ-47): 1 -> 1/8, 2 -> 1/2, 3 -> 3/8.
    const twoD2: ZzWeapon = { id: 'flail', name: 'Flail', kind: 'melee', range: 1, damage: '2d2' }
    const odds = zzAttackOdds(
      attack(plain({ baseAttack: 2 }), plain({ baseDefense: 2 }), {
        weapon: twoD2,
        unexpected: true,
      }),
      O,
    )
    expect(chanceOf(odds.withBaseReroll.damage, 0)).toBe(0)
    expect(rows(odds.withBaseReroll.damage)).toEqual([
      [1, r(1 / 8)],
      [2, r(1 / 2)],
      [3, r(3 / 8)],
    ])
  })
})

describe('melee attack odds by hand', () => {
  const D2: ZzWeapon = { id: 'club', name: 'Club', kind: 'melee', range: 1, damage: 'd2' }

  it('ZZ-36/47 (seed 003 L55, L45): a d2 club with STR 1 against d2 + DEX 0 never misses a roll', () => {
    // ZZ-Q17: STR added to a formula without one: attack d2 + 1 in {2, 3}; Defend d2 in {1, 2}.
    // (2,1) 1, (2,2) 0, (3,1) 2, (3,2) 1 -> damage 0: 1/4, 1: 1/2, 2: 1/4; mean 1.
    // Attack >= Defend in all four; a melee weapon has no Ranged Attack Roll to miss.
    const odds = zzAttackOdds(
      attack(plain({ str: 1 }), plain({ baseDefense: 2 }), { weapon: D2 }),
      O,
    )
    expect(odds.pRangedHit).toBe(1)
    expect(odds.pAtLeast).toBeCloseTo(1, 12)
    expect(rows(odds.damage)).toEqual([
      [0, r(1 / 4)],
      [1, r(1 / 2)],
      [2, r(1 / 4)],
    ])
    expect(odds.expectedDamage).toBeCloseTo(1, 12)
  })

  it('ZZ-36 (seed 003 L55 "Add any other modifiers"): a +1 attack modifier adds to the melee total', () => {
    // Attack d2 + STR 1 + 1 in {3, 4} vs Defend d2 in {1, 2}:
    // (3,1) 2, (3,2) 1, (4,1) 3, (4,2) 2 -> damage 1: 1/4, 2: 1/2, 3: 1/4.
    const odds = zzAttackOdds(
      attack(plain({ str: 1 }), plain({ baseDefense: 2 }), { weapon: D2, attackModifier: 1 }),
      O,
    )
    expect(chanceOf(odds.damage, 0)).toBe(0)
    expect(rows(odds.damage)).toEqual([
      [1, r(1 / 4)],
      [2, r(1 / 2)],
      [3, r(1 / 4)],
    ])
  })

  it('ZZ-37 (seed 003 L113): armour, a pending Defend and a spell all add to the Defend total', () => {
    // Unarmed d2 + STR 6 in {7, 8}. Defend d2 + DEX 0 + armour 1 + Defend action 2 + spell 3
    // in {7, 8}. Pairs (7,7) 0, (7,8) 0, (8,7) 1, (8,8) 0: damage 1 with 1/4; Attack >= Defend
    // in 3 of 4.
    const odds = zzAttackOdds(
      attack(
        plain({ baseAttack: 2, str: 6 }),
        plain({ baseDefense: 2, defenseBonus: 1 }),
        {
          defenseModifier: 3,
        },
        2,
      ),
      O,
    )
    expect(odds.pAtLeast).toBeCloseTo(3 / 4, 12)
    expect(odds.pDamage).toBeCloseTo(1 / 4, 12)
    expect(rows(odds.damage)).toEqual([
      [0, r(3 / 4)],
      [1, r(1 / 4)],
    ])
  })
})

describe('ranged attack odds by hand (ZZ-43/44/48)', () => {
  it('seed 003 L76-85: untrained -5 with a +3 spell hits on 12+; the arrow adds its bonus', () => {
    // d20 - 5 + 3 >= 10 needs d20 >= 12: 9 faces of 20. Damage d2 + projectile 2 in {3, 4},
    // no attribute (ZZ-Q20); Defend unexpected 1 + DEX 0 = 1 -> damage 2 or 3, each 1/2 of a hit.
    // Damage 0: 11/20, 2: 9/40, 3: 9/40.
    const arrowBow: ZzWeapon = { ...BOW, damage: 'd2', projectileBonus: 2 }
    const odds = zzAttackOdds(
      attack(plain({ archery: 'untrained' }), plain({ baseDefense: 2 }), {
        weapon: arrowBow,
        distance: BOW.range,
        attackModifier: 3,
        unexpected: true,
      }),
      O,
    )
    expect(odds.pRangedHit).toBeCloseTo(9 / 20, 12)
    expect(rows(odds.damage)).toEqual([
      [0, r(11 / 20)],
      [2, r(9 / 40)],
      [3, r(9 / 40)],
    ])
  })
})

describe('odds refuse an Aim plan they cannot count, naming the roll', () => {
  const ask = () => true
  it.each([
    ['attack', { aim: ask }],
    ['damage', { weapon: BOW, distance: 2, damageAim: ask }],
    ['defence', { defenseAim: ask }],
  ] as const)('the %s roll', (what, over) => {
    expect(() => zzAttackOdds(thurigVsMondo(over), O)).toThrow(
      `Odds need the ${what} Aim/Focus plan as "stop after so many Crits".`,
    )
  })
})

describe('Use Skill odds (ZZ-61/62)', () => {
  it('seed 003 L239: Difficulty 1 needs no roll, even with a penalty that could fall short', () => {
    // d12 + 0 - 3 would reach 1 only on 4..12 (9/12), but Difficulty 1 is never rolled.
    expect(zzSkillOdds({ attribute: 0, modifier: -3, difficulty: 1 }, O)).toBe(1)
  })

  it('seed 003 L235: a +3 modifier adds to d12 + attribute', () => {
    // d12 + 2 + 3 >= 10 needs d12 >= 5: faces 5..12, 8 of 12.
    expect(zzSkillOdds({ attribute: 2, modifier: 3, difficulty: 10 }, O)).toBeCloseTo(8 / 12, 12)
  })
})

describe('Shove, Trip and Dodge odds by hand', () => {
  it('ZZ-45/Q22 (seed 003 L220-226): Shove against Base Defense, modifiers and armour added', () => {
    // Shover d2 + STR 0 + Size 10/10 + 2 = d2 + 3 in {4, 5}. Target Base Defense d2 (not its
    // d6 Base Attack) + DEX 0 + 10/10 + armour 1 + 1 = d2 + 3 in {4, 5}.
    // Ties go to the shover: (4,4) yes, (4,5) no, (5,4) yes, (5,5) yes -> 3/4.
    const p = zzShoveOdds(
      {
        shover: plain({ baseAttack: 2 }),
        target: plain({ baseDefense: 2, baseAttack: 6, defenseBonus: 1 }),
        shoverModifier: 2,
        targetModifier: 1,
      },
      O,
    )
    expect(p).toBeCloseTo(3 / 4, 12)
  })

  it('ZZ-46 (seed 003 L291-306): Trip with modifiers and armour, then with Aim (ZZ-60)', () => {
    // Tripper d2 + STR 0 + DEX 0 + 1 in {2, 3}; target d2 + DEX 0 + armour 1 + 1 in {3, 4}.
    // (2,3) no, (2,4) no, (3,3) yes, (3,4) no -> 1/4.
    const input = {
      tripper: plain({ baseAttack: 2 }),
      target: plain({ baseDefense: 2, defenseBonus: 1 }),
      tripperModifier: 1,
      targetModifier: 1,
    }
    expect(zzTripOdds(input, COIN)).toBeCloseTo(1 / 4, 12)
    // Aim, stop after 1 Crit, q = 1/2: a Crit doubles 2 -> 4, 3 -> 6, both >= 4, a sure win.
    // 1/2 x 1/4 + 1/2 x 1 = 5/8.
    expect(zzTripOdds({ ...input, aim: 1 }, COIN)).toBeCloseTo(5 / 8, 12)
  })

  it("ZZ-25/Q28: the occupant's armour adds to its Dodge defence", () => {
    // Mover d2 + STR 0 + DEX 0 in {1, 2}; occupant d2 + DEX 0 + armour 1 in {2, 3}; ties to the
    // mover: (1,2) no, (1,3) no, (2,2) yes, (2,3) no -> 1/4.
    const p = zzDodgeOdds(
      { mover: plain({ baseAttack: 2 }), occupant: plain({ baseDefense: 2, defenseBonus: 1 }) },
      O,
    )
    expect(p).toBeCloseTo(1 / 4, 12)
  })
})
