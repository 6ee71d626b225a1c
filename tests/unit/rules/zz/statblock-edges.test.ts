/**
 * Every derived line of a ZZ stat block (OTHER-SYSTEMS.md B.9), checked whole: value, label and the
 * "how" text the GM reads, with signs, zeroes and the table options that change them.
 */
import { describe, expect, it } from 'vitest'
import { ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { ZzNpcSchema, type ZzSheet } from '../../../../shared/rules/zz/engine/sheet-schema'
import {
  zzDefendLine,
  zzMeleeLine,
  zzRangedLine,
  zzStatblockLines,
} from '../../../../shared/rules/zz/engine/statblock'

/** Thurig the Orc as seed 003 L37/L42 describe him (Base Attack d8, STR 3, Base Defense d6). */
function orc(over: Record<string, unknown> = {}): ZzSheet {
  return ZzNpcSchema.parse({
    id: 'thurig',
    name: 'Thurig',
    hpMax: 14,
    str: 3,
    dex: 1,
    baseAttack: 8,
    baseDefense: 6,
    recovery: 12,
    ...over,
  })
}

const opts = ZZ_DEFAULT_OPTIONS

describe('ZZ stat block: a figure without weapons (seed 003 L25, L37; ZZ-27, ZZ-35)', () => {
  it('ZZ-35: the Unarmed Attack, range 1, is the Base Attack die + STR, then Defend, throw, Recovery', () => {
    // seed 003 L37: Thurig's Unarmed Attack is d8 + STR 3; L25: its range is 1.
    // ZZ-37: Defend d6 + DEX 1 + armour 0 = d6 + 1; ZZ-32: throw 5 + 3 = 8; ZZ-52: d20 >= 12.
    expect(zzStatblockLines(orc())).toEqual([
      { id: 'attack:unarmed', label: 'Unarmed (range 1)', value: 'd8+STR(3)', how: 'd8+STR' },
      {
        id: 'defend',
        label: 'Defend',
        value: 'd6 + 1',
        how: 'Base Defense d6 + DEX 1 + armour 0',
      },
      { id: 'throw', label: 'Throwing range', value: '8 spaces', how: '5 + STR 3' },
      {
        id: 'recovery',
        label: 'Recovery',
        value: 'd20 ≥ 12',
        how: 'rolled at the start of each turn while Down',
      },
    ])
  })

  it('ZZ-35: the Unarmed die follows the Base Attack die; a sheet with weapons lists no Unarmed', () => {
    // Base Attack d4, STR 0: d4 + STR(0).
    const lines = zzStatblockLines(orc({ baseAttack: 4, str: 0 }))
    expect(lines[0]?.value).toBe('d4+STR(0)')
    const armed = zzStatblockLines(
      orc({ weapons: [{ id: 'dagger', name: 'Dagger', kind: 'melee', range: 1, damage: 'd4' }] }),
    )
    expect(armed.map((l) => l.id)).toEqual(['attack:dagger', 'defend', 'throw', 'recovery'])
  })
})

describe('ZZ stat block: melee weapons (seed 003 L55; ZZ-36, ZZ-Q17)', () => {
  const dagger = { id: 'dagger', name: 'Dagger', kind: 'melee', range: 1, damage: 'd4' } as const

  it('ZZ-Q17 ifMissing: a formula without an attribute gets STR, and says so', () => {
    // d4 names no attribute, so the table's rule adds STR: d4+STR with STR 3.
    expect(zzMeleeLine(orc(), dagger, opts)).toEqual({
      id: 'attack:dagger',
      label: 'Dagger (range 1)',
      value: 'd4+STR(3)',
      how: "d4, with STR added (the table's rule)",
    })
  })

  it('ZZ-Q17 never: the weapon formula stands as written and the how is just the formula', () => {
    expect(zzMeleeLine(orc(), dagger, { meleeWeaponAddsSTR: 'never' })).toEqual({
      id: 'attack:dagger',
      label: 'Dagger (range 1)',
      value: 'd4',
      how: 'd4',
    })
  })

  it('ZZ-36: a formula already naming STR shows the STR value, negative too, with no added note', () => {
    const spear = { id: 'spear', name: 'Spear', kind: 'melee', range: 3, damage: 'd8+STR' } as const
    // STR -2 (a weak figure): d8 + STR(-2).
    expect(zzMeleeLine(orc({ str: -2 }), spear, opts)).toEqual({
      id: 'attack:spear',
      label: 'Spear (range 3)',
      value: 'd8+STR(-2)',
      how: 'd8+STR',
    })
  })

  it('ZZ-32: a thrown weapon is read with the melee formula rule (STR added when missing)', () => {
    const rock = { id: 'rock', name: 'Rock', kind: 'thrown', range: 4, damage: 'd4' }
    const lines = zzStatblockLines(orc({ weapons: [rock] }))
    expect(lines[0]).toEqual({
      id: 'attack:rock',
      label: 'Rock (range 4)',
      value: 'd4+STR(3)',
      how: "d4, with STR added (the table's rule)",
    })
  })
})

describe('ZZ stat block: ranged weapons (seed 003 L78-L80; ZZ-43, ZZ-44, ZZ-Q18, ZZ-Q20)', () => {
  const bow = { id: 'bow', name: 'Shortbow', kind: 'ranged', range: 6, damage: 'd6' } as const

  it('ZZ-43: an untrained archer rolls d20 − 5, hits on 10+ (ZZ-44), no projectile, no suffix', () => {
    expect(zzRangedLine(orc(), bow, opts)).toEqual({
      id: 'attack:bow',
      label: 'Shortbow (range 6)',
      value: 'd20 − 5, hits on 10+; damage d6',
      how: 'archery untrained − 5, −1 per space beyond range 6',
    })
  })

  it('ZZ-Q18: Expert adds +10; ZZ-Q20: a +2 projectile adds to damage', () => {
    const line = zzRangedLine(orc({ archery: 'expert' }), { ...bow, projectileBonus: 2 }, opts)
    expect(line.value).toBe('d20 + 10, hits on 10+; damage d6 + 2')
    expect(line.how).toBe('archery expert + 10, −1 per space beyond range 6')
  })

  it('ZZ-Q20: a −1 projectile subtracts from damage; a 0 projectile shows nothing', () => {
    expect(zzRangedLine(orc(), { ...bow, projectileBonus: -1 }, opts).value).toBe(
      'd20 − 5, hits on 10+; damage d6 − 1',
    )
    expect(zzRangedLine(orc(), { ...bow, projectileBonus: 0 }, opts).value).toBe(
      'd20 − 5, hits on 10+; damage d6',
    )
  })

  it('ZZ-44: the hit target is the table option; a 0 tier bonus shows as + 0', () => {
    const table = {
      archeryTiers: { ...opts.archeryTiers, basic: 0 },
      rangedHitTarget: 12,
    }
    const line = zzRangedLine(orc({ archery: 'basic' }), bow, table)
    expect(line.value).toBe('d20 + 0, hits on 12+; damage d6')
    expect(line.how).toBe('archery basic + 0, −1 per space beyond range 6')
  })

  it('B.9: a stat block lists its weapons in sheet order, the ranged one as a Ranged Attack Roll', () => {
    const dagger = { id: 'dagger', name: 'Dagger', kind: 'melee', range: 1, damage: 'd4' }
    const lines = zzStatblockLines(orc({ archery: 'basic', weapons: [bow, dagger] }))
    // seed 003 L80: Archery Basic +4.
    expect(lines.slice(0, 2).map((l) => l.value)).toEqual([
      'd20 + 4, hits on 10+; damage d6',
      'd4+STR(3)',
    ])
  })
})

describe('ZZ stat block: Defend (seed 003 L42, L113; ZZ-37)', () => {
  it('ZZ-37: Base Defense die + DEX + armour, the armour named when worn', () => {
    // DEX 2 + armour 1 = + 3.
    expect(zzDefendLine(orc({ dex: 2, defenseBonus: 1, armour: 'Leather' }))).toEqual({
      id: 'defend',
      label: 'Defend',
      value: 'd6 + 3',
      how: 'Base Defense d6 + DEX 2 + armour 1 (Leather)',
    })
  })

  it('ZZ-37: a clumsy figure in poor armour has a negative flat part', () => {
    // DEX -2 + armour -1 = -3, shown as − 3.
    const line = zzDefendLine(orc({ baseDefense: 4, dex: -2, defenseBonus: -1 }))
    expect(line.value).toBe('d4 − 3')
    expect(line.how).toBe('Base Defense d4 + DEX -2 + armour -1')
  })

  it('ZZ-37: DEX 0 with no armour is + 0', () => {
    // 0 + 0 = 0: neither positive nor negative, shown as + 0.
    expect(zzDefendLine(orc({ dex: 0 })).value).toBe('d6 + 0')
  })
})

describe('ZZ stat block: throwing range (seed 003 L276; ZZ-32)', () => {
  it.each([
    // 5 spaces plus STR: 5 + 0 = 5, 5 + 6 = 11, 5 + (-2) = 3.
    [0, '5 spaces', '5 + STR 0'],
    [6, '11 spaces', '5 + STR 6'],
    [-2, '3 spaces', '5 + STR -2'],
  ])('ZZ-32: STR %i throws %s', (str, value, how) => {
    const line = zzStatblockLines(orc({ str })).find((l) => l.id === 'throw')
    expect(line).toEqual({ id: 'throw', label: 'Throwing range', value, how })
  })
})

describe('ZZ stat block: Recovery (seed 003 L208; ZZ-52)', () => {
  it('ZZ-52: the Recovery target is the sheet attribute', () => {
    const line = zzStatblockLines(orc({ recovery: 17 })).at(-1)
    expect(line?.value).toBe('d20 ≥ 17')
  })
})
