import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  rerollZzAttack,
  resolveZzAttack,
  type ZzAttackInput,
} from '../../../../shared/rules/zz/engine/attack'
import type { ZzWeapon } from '../../../../shared/rules/zz/engine/model'
import { resolveZzOptions } from '../../../../shared/rules/zz/engine/options'
import { attackText, publicAttack } from '../../../../shared/rules/zz/adapter/ruleset-rolls-text'
import { BOW, MONDO, SWORD, THURIG, thurigVsMondo } from './fixture'

// Thurig (d8 Base Attack, STR 3, DEX 1, CHA 0, untrained archer) attacks Mondo (d4 Base Defense,
// DEX 2, 10 HP of 10) at 1 space, Unarmed unless said (fixture.ts). The words are the dice log's.
type Faces = Record<number, number[]>
const O = resolveZzOptions({})

function told(input: ZzAttackInput, faces: Faces, options = O) {
  const record = resolveZzAttack(input, scriptedDice(faces), options)
  return { ...attackText(input, record, options), shown: publicAttack(record) }
}

const weapon = (damage: string): ZzWeapon => ({ ...SWORD, id: 'maul', name: 'Maul', damage })
const wielding = (w: ZzWeapon, over: Partial<ZzAttackInput> = {}) =>
  thurigVsMondo({
    weapon: w,
    attacker: { figure: THURIG, state: { hands: [w.id, null], loaded: [], mind: 2 }, ap: 3 },
    ...over,
  })
const target = (state: Partial<ZzAttackInput['target']['state']>, figure = {}) => ({
  figure: { ...MONDO, ...figure },
  state: { hp: 10, hpMax: 10, defendBonus: 0, statuses: [], mind: 1, ...state },
})

describe('an Unarmed attack in words (seed 003 L31-36: Base Attack + STR vs Base Defense + DEX)', () => {
  it('L32-36 the book’s example: 8 vs 3 takes 5 of Mondo’s HP', () => {
    // d8 [5] + STR 3 = 8; d4 [1] + DEX 2 = 3; 8 − 3 = 5; 10 − 5 = 5 HP.
    expect(told(thurigVsMondo(), { 8: [5], 4: [1] })).toEqual({
      detail: 'd8 [5] + STR 3 = 8 vs d4 [1] + DEX 2 = 3: 5 damage; Mondo 10 → 5 HP',
      outcome: '5 damage',
      shown: { what: 'Unarmed attack', total: 8, outcome: 'hit' },
    })
  })

  it('L35 a Defend total equal to the attack deals nothing, and no HP line is written', () => {
    // d8 [1] + 3 = 4 vs d4 [2] + 2 = 4: no damage.
    expect(told(thurigVsMondo(), { 8: [1], 4: [2] })).toEqual({
      detail: 'd8 [1] + STR 3 = 4 vs d4 [2] + DEX 2 = 4: no damage',
      outcome: 'no damage',
      shown: { what: 'Unarmed attack', total: 4, outcome: 'no damage' },
    })
  })

  it('ZZ-49 below 0 HP Mondo is DOWN, and the outcome says so', () => {
    // 8 − 3 = 5 damage; 2 − 5 = −3 < 0 (ZZ-Q9 default: below 0).
    const r = told(thurigVsMondo({ target: target({ hp: 2 }) }), { 8: [5], 4: [1] })
    expect(r.detail).toBe(
      'd8 [5] + STR 3 = 8 vs d4 [1] + DEX 2 = 3: 5 damage; Mondo 2 → -3 HP: DOWN',
    )
    expect(r.outcome).toBe('DOWN')
    expect(r.shown.outcome).toBe('hit')
  })

  it('ZZ-Q36 deathAtNegMax: at minus his maximum Mondo is DEAD', () => {
    // 5 damage; 1 − 5 = −4 ≤ −4 (hpMax 4).
    const options = resolveZzOptions({ deathAtNegMax: true })
    const r = told(
      thurigVsMondo({ target: target({ hp: 1, hpMax: 4 }) }),
      { 8: [5], 4: [1] },
      options,
    )
    expect(r.detail).toMatch(/: 5 damage; Mondo 1 → -4 HP: DEAD$/)
    expect(r.outcome).toBe('DEAD')
  })
})

describe('ZZ-57/58 the Aim / Focus chain in words (seed 003 Aim / Focus L9)', () => {
  it('two Crits double twice: 8 × 4 = 32', () => {
    // d8 [5] + 3 = 8; Crit die d6 [1], [1] (F-ZZ-2: face 1 is the Crit); Mondo made 40 HP.
    const r = told(thurigVsMondo({ aim: 2, target: target({ hp: 40, hpMax: 40 }) }), {
      8: [5],
      6: [1, 1],
      4: [1],
    })
    expect(r.detail).toBe(
      'd8 [5] + STR 3 (Aim / Focus: Crit, Crit, ×4) = 32 vs d4 [1] + DEX 2 = 3: 29 damage; Mondo 40 → 11 HP',
    )
  })

  it('ZZ-58 a blank after a Crit is a bust: back to the original 8', () => {
    const r = told(thurigVsMondo({ aim: 2 }), { 8: [5], 6: [1, 4], 4: [1] })
    expect(r.detail).toMatch(/^d8 \[5\] \+ STR 3 \(Aim \/ Focus: Crit, blank, bust\) = 8 vs /)
  })

  it('a first blank names no doubling', () => {
    const r = told(thurigVsMondo({ aim: 1 }), { 8: [5], 6: [3], 4: [1] })
    expect(r.detail).toMatch(/^d8 \[5\] \+ STR 3 \(Aim \/ Focus: blank\) = 8 vs /)
  })
})

describe('ZZ-39 a re-rolled die shows what it showed first (seed 003 L42)', () => {
  it('a Back Attack re-rolls the d8: "d8 [2 → 7]"', () => {
    // d8 [2] + 3 = 5 vs d4 [1] + 2 = 3; re-rolled to [7] (the new face is kept, ZZ-Q13):
    // 7 + 3 = 10 vs 3: 7 damage; 10 − 7 = 3 HP.
    const input = thurigVsMondo({ fromBack: true })
    const first = resolveZzAttack(input, scriptedDice({ 8: [2], 4: [1] }), O)
    const again = rerollZzAttack(input, first, 'attack:0', [], scriptedDice({ 8: [7] }), O)
    expect(attackText(input, again, O).detail).toBe(
      'd8 [2 → 7] + STR 3 = 10 vs d4 [1] + DEX 2 = 3: 7 damage; Mondo 10 → 3 HP',
    )
  })
})

describe('a melee weapon’s formula in words (seed 003 L40, ZZ-36, ZZ-Q17)', () => {
  it('two dice, an attribute taken away, a flat bonus and a modifier, each named with its sign', () => {
    // "2d6+1-DEX" names an attribute, so STR is not added (ifMissing): d6 [2] + d6 [5] − DEX 1
    // + 1 + modifier 2 = 9; vs d4 [1] + 2 = 3: 6 damage.
    const r = told(wielding(weapon('2d6+1-DEX'), { attackModifier: 2 }), { 6: [2, 5], 4: [1] })
    expect(r.detail).toBe(
      'd6 [2] + d6 [5] − DEX 1 + 1 + modifier 2 = 9 vs d4 [1] + DEX 2 = 3: 6 damage; Mondo 10 → 4 HP',
    )
    expect(r.shown.what).toBe('Attack with Maul')
  })

  it('a negative modifier and an attribute of 0 read with the right sign', () => {
    // d6 [6] + CHA 0 − modifier 1 = 5 vs d4 [1] + 2 = 3: 2 damage.
    const r = told(wielding(weapon('d6+CHA'), { attackModifier: -1 }), { 6: [6], 4: [1] })
    expect(r.detail).toMatch(/^d6 \[6\] \+ CHA 0 − modifier 1 = 5 vs /)
  })
})

describe('the Defend roll in words (seed 003 L34, L45; ZZ-37)', () => {
  it('unexpected (counts as 1), armour, a pending Defend bonus and a modifier', () => {
    // L45: the d4 counts as 1; 1 + DEX 2 + armour 1 + Defend 2 − modifier 1 = 5.
    // d8 [7] + 3 = 10; 10 − 5 = 5 damage.
    const input = thurigVsMondo({
      unexpected: true,
      defenseModifier: -1,
      target: target({ defendBonus: 2 }, { defenseBonus: 1 }),
    })
    expect(told(input, { 8: [7] }).detail).toBe(
      'd8 [7] + STR 3 = 10 vs d4 [1] (unexpected: counts as 1) + DEX 2 + armour 1 + Defend 2 − modifier 1 = 5: 5 damage; Mondo 10 → 5 HP',
    )
  })
})

describe('a ranged attack in words (seed 003 L49-57, ZZ-43/44)', () => {
  const archer = (w: ZzWeapon, distance: number, over: Partial<ZzAttackInput> = {}) =>
    thurigVsMondo({
      weapon: w,
      distance,
      attacker: {
        figure: { ...THURIG, archery: 'basic' },
        state: { hands: [w.id, null], loaded: [w.id], mind: 2 },
        ap: 3,
      },
      ...over,
    })

  it('a hit in range: the Ranged Attack Roll, then the damage against the Defend roll', () => {
    // L50-52: d20 [9] + archery 4 (Basic) = 13 ≥ 10: hit, at range 6 no penalty. Damage d6 [4]
    // (projectile 0, not written) = 4 vs d4 [1] + 2 = 3: 1 damage.
    expect(told(archer(BOW, 6), { 20: [9], 6: [4], 4: [1] })).toEqual({
      detail:
        'Ranged Attack d20 [9] + archery 4 = 13: hit; d6 [4] = 4 vs d4 [1] + DEX 2 = 3: 1 damage; Mondo 10 → 9 HP',
      outcome: '1 damage',
      shown: { what: 'Attack with Shortbow', total: 13, outcome: 'hit' },
    })
  })

  it('2 spaces beyond range, a modifier and a projectile bonus', () => {
    // L51: 8 − 6 = 2 beyond: −2. d20 [9] − 2 + 4 + modifier 1 = 12: hit. The modifier is on the
    // Ranged Attack Roll only; damage d6 [4] + projectile 2 = 6 vs 3: 3 damage.
    const bow = { ...BOW, projectileBonus: 2 }
    const r = told(archer(bow, 8, { attackModifier: 1 }), { 20: [9], 6: [4], 4: [1] })
    expect(r.detail).toBe(
      'Ranged Attack d20 [9] − range 2 + archery 4 + modifier 1 = 12: hit; d6 [4] + projectile 2 = 6 vs d4 [1] + DEX 2 = 3: 3 damage; Mondo 10 → 7 HP',
    )
  })

  it('L52/L54 an untrained miss: −5, under 10, the arrow lost, no damage roll', () => {
    // d20 [9] − archery 5 = 4 < 10.
    const input = archer(BOW, 6, {
      attacker: {
        figure: THURIG,
        state: { hands: ['bow', null], loaded: ['bow'], mind: 2 },
        ap: 3,
      },
    })
    expect(told(input, { 20: [9] })).toEqual({
      detail: 'Ranged Attack d20 [9] − archery 5 = 4: miss (10 hits): miss; the projectile is lost',
      outcome: 'miss',
      shown: { what: 'Attack with Shortbow', total: 4, outcome: 'miss' },
    })
  })
})
