import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  meleeFormula,
  rerollZzAttack,
  resolveZzAttack,
  zzAttackRefusal,
  zzDamage,
  zzHpOutcome,
  type ZzAttackInput,
} from '../../../../shared/rules/zz/engine/attack'
import type { ZzWeapon } from '../../../../shared/rules/zz/engine/model'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { BOW, SWORD, THURIG, thurigVsMondo } from './fixture'

const O = ZZ_DEFAULT_OPTIONS

/** Thurig (Archery Basic +4) with a loaded Shortbow (range 6) at Mondo `distance` spaces away. */
function archer(over: Partial<ZzAttackInput> = {}, ap = 3, mind = 2): ZzAttackInput {
  const base = thurigVsMondo({ weapon: BOW, distance: 6, ...over })
  return {
    ...base,
    attacker: {
      figure: { ...THURIG, archery: 'basic' },
      state: { hands: ['bow', null], loaded: ['bow'], mind },
      ap,
    },
  }
}

const strCount = (damage: string, how: 'always' | 'ifMissing' | 'never') =>
  meleeFormula(THURIG, { ...SWORD, damage }, { meleeWeaponAddsSTR: how }).attributes.filter(
    (a) => a.attribute === 'STR',
  ).length

describe('ZZ-36 / ZZ-Q17 the melee weapon formula (seed 003 L55)', () => {
  it.each([
    ['d6+STR+DEX', 'always', 1],
    ['d6+STR', 'always', 1],
    ['d4', 'always', 1],
    ['d6+DEX', 'always', 1],
    ['d6+DEX', 'ifMissing', 0],
    ['d4', 'never', 0],
  ] as const)('"%s" with meleeWeaponAddsSTR %s names STR %i time(s)', (damage, how, n) => {
    expect(strCount(damage, how)).toBe(n)
  })
})

describe('ZZ-47 / ZZ-49 damage and HP (seed 003 L45)', () => {
  it('L45 "greater than or equal to": 8 vs 8 deals nothing', () => {
    expect(zzDamage(8, 8)).toBe(0)
    expect(zzDamage(9, 8)).toBe(1)
  })

  it('no damage brings no status, even at 0 HP when the table puts Down at 0', () => {
    const le0 = resolveZzOptions({ downAt: 'le0' })
    expect(zzHpOutcome({ hp: 0, hpMax: 4, statuses: [] }, 0, le0)).toEqual({ hp: 0, gained: [] })
  })

  it('a dead target gains nothing more', () => {
    expect(zzHpOutcome({ hp: -2, hpMax: 4, statuses: ['dead'] }, 5, O)).toEqual({
      hp: -7,
      gained: [],
    })
  })

  it('L45 "below 0 ... DOWN": only the statuses the blow adds are gained', () => {
    // 2 HP − 5 = −3 < 0: Down. The Trip it already had is not gained again.
    const r = zzHpOutcome({ hp: 2, hpMax: 4, statuses: ['tripped'] }, 5, O)
    expect(r.hp).toBe(-3)
    expect(r.gained).toContain('down')
    expect(r.gained).not.toContain('tripped')
  })
})

describe('ZZ-34 refusals in words (seed 003 L21-33)', () => {
  const THROWN: ZzWeapon = { id: 'axe', name: 'Hand axe', kind: 'thrown', range: 2, damage: 'd6' }

  it('L274 a Throw costs 1 AP: with none left it is refused so', () => {
    const input = thurigVsMondo({ weapon: THROWN })
    input.attacker = {
      ...input.attacker,
      ap: 0,
      state: { ...input.attacker.state, hands: ['axe', null] },
    }
    expect(zzAttackRefusal(input, resolveZzOptions({ thrownAttackCost: 'throw' }))).toBe(
      'Thurig has only 0 AP left; a Throw needs 1.',
    )
  })

  it('a dead target', () => {
    const input = thurigVsMondo()
    input.target.state.statuses = ['dead']
    expect(zzAttackRefusal(input, O)).toBe('Mondo is already dead.')
  })

  it('L25 a melee weapon reaches its range: a Sword (1) at 2 spaces', () => {
    expect(zzAttackRefusal(thurigVsMondo({ weapon: SWORD, distance: 2 }), O)).toBe(
      'Mondo is 2 spaces away; the Sword reaches 1.',
    )
  })

  it('ZZ-Q19 table option: a bow reaches at most 3 × its range (6 × 3 = 18)', () => {
    const o = resolveZzOptions({ rangedMaxMultiple: '3xRange' })
    expect(zzAttackRefusal(archer({ distance: 18 }), o)).toBeNull()
    expect(zzAttackRefusal(archer({ distance: 19 }), o)).toBe(
      'Mondo is 19 spaces away; the Shortbow reaches at most 18 (three times its range).',
    )
    expect(zzAttackRefusal(archer({ distance: 19 }), O)).toBeNull()
  })

  it('L3 Aim costs 1 AP + 1 MP: a second Aim on the damage needs a fourth AP and a second Mind Point', () => {
    const o = resolveZzOptions({ aimOnRangedDamage: true })
    // 2 AP attack + 1 AP Aim = 3: nothing left for the damage Aim.
    expect(zzAttackRefusal(archer({ aim: 1, damageAim: 1 }, 3, 2), o)).toBe(
      'Thurig has no AP left for Aim/Focus; it needs 1 AP and 1 Mind Point.',
    )
    // With 4 AP (a table's house turn) it is the second Mind Point that is missing.
    expect(zzAttackRefusal(archer({ aim: 1, damageAim: 1 }, 4, 1), o)).toBe(
      'Thurig has no Mind Point left for Aim/Focus.',
    )
    expect(zzAttackRefusal(archer({ aim: 1, damageAim: 1 }, 4, 2), o)).toBeNull()
    expect(zzAttackRefusal(archer({ damageAim: 1 }, 3, 1), o)).toBeNull()
    // Without the option, ZZ-59: the Crit doubles only the Ranged Attack Roll.
    expect(zzAttackRefusal(archer({ damageAim: 1 }, 3, 1), O)).toBe(
      'Aim/Focus doubles only the Ranged Attack Roll, not the damage (a table option allows it).',
    )
    expect(zzAttackRefusal(thurigVsMondo({ damageAim: 1 }), o)).toBe(
      'A second Aim/Focus on the damage is for ranged weapons only.',
    )
  })

  it('L7 the target Aims its Defend roll with a Mind Point of its own, 0 AP off its turn', () => {
    const input = thurigVsMondo({ defenseAim: 1 })
    expect(zzAttackRefusal(input, O)).toBeNull()
    input.target.state.mind = 0
    expect(zzAttackRefusal(input, O)).toBe('Mondo has no Mind Point left for Aim/Focus.')
  })
})

describe('ZZ attack record: every die labelled, every modifier signed', () => {
  it('the Base Defense die, thrown or counted as 1 (L65)', () => {
    const thrown = resolveZzAttack(thurigVsMondo(), scriptedDice({ 8: [5], 4: [3] }), O)
    expect(thrown.dice[1]).toEqual({
      id: 'defense:0',
      role: 'defense',
      sides: 4,
      face: 3,
      owner: 'defender',
      who: 'Mondo',
      what: 'Base Defense',
      index: 0,
    })
    const surprised = resolveZzAttack(
      thurigVsMondo({ unexpected: true }),
      scriptedDice({ 8: [5] }),
      O,
    )
    expect(surprised.dice[1]).toEqual({
      id: 'defense:0',
      role: 'defense',
      sides: 4,
      face: 1,
      owner: 'defender',
      who: 'Mondo',
      what: 'Base Defense',
      index: 0,
      fixed: true,
    })
  })

  it('L51 "add any other modifiers": +2 on the attack, +2 on the defence', () => {
    // d8 [5] + STR 3 + 2 = 10; d4 [1] + DEX 2 + 2 = 5; 10 − 5 = 5.
    const r = resolveZzAttack(
      thurigVsMondo({ attackModifier: 2, defenseModifier: 2 }),
      scriptedDice({ 8: [5], 4: [1] }),
      O,
    )
    expect([r.attack?.total, r.defense?.total, r.damage]).toEqual([10, 5, 5])
    expect([r.kind, r.weaponName]).toEqual(['unarmed', 'Unarmed'])
    expect([r.apSpent, r.mindSpent, r.targetMindSpent, r.projectileLost]).toEqual([2, 0, 0, false])
  })

  it('L82 other modifiers on the Ranged Attack Roll, L92 the projectile on the damage', () => {
    // d20 [8] + archery 4 + 2 = 14 ≥ 10: hit (distance 6 = range, no penalty).
    // Damage d6 [3] + projectile 1 = 4 vs d4 [1] + DEX 2 = 3: 1 damage.
    const bow = { ...BOW, projectileBonus: 1 }
    const r = resolveZzAttack(
      archer({ weapon: bow, attackModifier: 2 }),
      scriptedDice({ 20: [8], 6: [3], 4: [1] }),
      O,
    )
    expect(r.ranged?.total).toBe(14)
    expect(r.attack?.total).toBe(4)
    expect(r.damage).toBe(1)
    expect([r.kind, r.weaponName]).toEqual(['ranged', 'Shortbow'])
    expect(r.dice.map((d) => [d.id, d.role, d.owner, d.what])).toEqual([
      ['ranged:0', 'ranged', 'attacker', 'Shortbow'],
      ['damage:0', 'damage', 'attacker', 'Shortbow'],
      ['defense:0', 'defense', 'defender', 'Base Defense'],
    ])
  })

  it('L87 Aim on a ranged attack: its Crit die belongs to the Ranged Attack Roll; 3 AP and 1 MP', () => {
    // d20 [4] + 4 = 8, Crit → 16 ≥ 10: hit. d6 [2] vs d4 [1] + 2 = 3: no damage.
    const r = resolveZzAttack(archer({ aim: 1 }), scriptedDice({ 20: [4], 6: [1, 2], 4: [1] }), O)
    expect(r.ranged?.total).toBe(16)
    expect(r.dice[1]).toMatchObject({
      id: 'rangedCrit:0',
      role: 'crit',
      owner: 'attacker',
      what: 'ranged',
    })
    expect([r.apSpent, r.mindSpent]).toEqual([3, 1])
  })

  it('ZZ-Q21 table option: Aim on the ranged damage too costs a second AP and Mind Point', () => {
    const o = resolveZzOptions({ aimOnRangedDamage: true })
    const r = resolveZzAttack(
      archer({ aim: 1, damageAim: 1 }, 4, 2),
      scriptedDice({ 20: [10, 10], 6: [2, 2, 3], 4: [1] }),
      o,
    )
    expect([r.apSpent, r.mindSpent]).toEqual([4, 2])
  })

  it('a re-rolled Critical Hit die keeps what it showed before (L59)', () => {
    // Back Attack with Aim: d8 [5] + 3 = 8, Crit die blank (3); the re-roll turns it to a Crit (1).
    const input = thurigVsMondo({ aim: 1, fromBack: true })
    const first = resolveZzAttack(input, scriptedDice({ 8: [5], 6: [3], 4: [1] }), O)
    expect(first.attack?.total).toBe(8)
    const again = rerollZzAttack(input, first, 'attackCrit:0', [], scriptedDice({ 6: [1] }), O)
    expect(again.attack?.total).toBe(16)
    expect(again.dice.find((d) => d.id === 'attackCrit:0')).toMatchObject({ face: 1, earlier: [3] })
  })
})

describe('ZZ attack record: kinds, re-rolls allowed, and what a re-roll keeps', () => {
  it('L85 "10 or greater" hits: d20 [6] + Archery Basic 4 = 10', () => {
    const r = resolveZzAttack(archer(), scriptedDice({ 20: [6], 6: [1], 4: [1] }), O)
    expect(r.ranged?.total).toBe(10)
    expect(r.ranged?.hit).toBe(true)
  })

  it('L279 a thrown weapon that misses is not lost: it lands by the Direction Die instead', () => {
    const axe: ZzWeapon = { id: 'axe', name: 'Hand axe', kind: 'thrown', range: 2, damage: 'd6' }
    const input = archer({ weapon: axe })
    input.attacker.state = { ...input.attacker.state, hands: ['axe', null], loaded: [] }
    const r = resolveZzAttack(input, scriptedDice({ 20: [1] }), O)
    expect(r.ranged?.hit).toBe(false)
    expect(r.projectileLost).toBe(false)
    expect(r.unloaded).toBe(false)
  })

  it('names the Base Attack die, and a held weapon makes it a melee attack', () => {
    const fist = resolveZzAttack(thurigVsMondo(), scriptedDice({ 8: [5], 4: [1] }), O)
    expect(fist.dice[0]).toMatchObject({ id: 'attack:0', what: 'Base Attack', owner: 'attacker' })
    const sword = resolveZzAttack(
      thurigVsMondo({ weapon: SWORD }),
      scriptedDice({ 6: [5], 4: [1] }),
      O,
    )
    expect([sword.kind, sword.weaponName]).toEqual(['melee', 'Sword'])
  })

  it.each([
    [{}, 0],
    [{ fromBack: true }, 1],
    [{ flanked: true }, 1],
    [{ fromBack: true, flanked: true }, 2],
  ])('L59-63 re-rolls for %o: %i', (over, n) => {
    const r = resolveZzAttack(thurigVsMondo(over), scriptedDice({ 8: [5], 4: [1] }), O)
    expect(r.rerolls).toBe(n)
  })

  it('L7 the target’s Aim: its Critical Hit die is the defender’s, on the defence', () => {
    const r = resolveZzAttack(
      thurigVsMondo({ defenseAim: 1 }),
      scriptedDice({ 8: [5], 4: [1], 6: [2] }),
      O,
    )
    expect(r.dice[2]).toMatchObject({
      id: 'defenseCrit:0',
      role: 'crit',
      owner: 'defender',
      what: 'defense',
    })
  })

  it('L59 re-rolling the Base Attack die keeps the Crits already thrown and shows the old face', () => {
    // Aim chasing 2 Crits: d8 [2] + 3 = 5, Crit, Crit → 20. Re-roll the d8 → 6: (6 + 3) × 4 = 36.
    const input = thurigVsMondo({ aim: 2, fromBack: true })
    const first = resolveZzAttack(input, scriptedDice({ 8: [2], 6: [1, 1], 4: [1] }), O)
    expect(first.attack?.total).toBe(20)
    const again = rerollZzAttack(input, first, 'attack:0', [], scriptedDice({ 8: [6] }), O)
    expect(again.attack?.total).toBe(36)
    expect(again.dice[0]).toMatchObject({ id: 'attack:0', face: 6, earlier: [2] })
  })
})
