import { describe, expect, it } from 'vitest'
import {
  attackResultText,
  damageAgainstText,
  damageExtras,
  damageLine,
  damageNotation,
  resolveAttack,
  scriptedDice,
  seededDice,
  weaponDamage,
  type AttackInput,
  type Defender,
  type ScriptedFaces,
} from '../../../../shared/rules/bluebox'
import { RUST_SENTINEL } from '../../../../shared/rules/bluebox'

const plain: Defender = { ac: 8, bac: 6, plating: 0, hp: 30 }

describe('damage notation and the damage line', () => {
  it.each([
    [1, 4, 2, '1d4+2'],
    [2, 6, 0, '2d6'],
    [1, 8, -1, '1d8-1'],
    [0, 4, 2, '+2'],
    [0, 4, 0, '0'],
  ])('%dd%d %d reads %s', (dice, sides, mod, text) => {
    expect(damageNotation(dice, sides, mod)).toBe(text)
  })

  it("the Rust Sentinel's piston maul: Power Die d6, FOR +3, iron, a Critical Area", () => {
    const maul = RUST_SENTINEL.weapons.find((w) => w.id === 'piston-maul')!
    const spec = weaponDamage(RUST_SENTINEL, maul)
    expect(spec).toMatchObject({ powerDice: 1, sides: 6, modifier: 3, type: 'iron' })
    expect(damageLine(spec)).toBe('Damage 1d6+3 iron on a hit (+1 Power Die in the Critical Area)')
  })

  it.each([
    [{}, [], 'Damage 1d4+2 on a hit'],
    [{ type: 'stone' }, [], 'Damage 1d4+2 stone on a hit'],
    [{ type: 'fire', pure: true }, [], 'Damage 1d4+2 Pure fire on a hit'],
    [{ pure: true }, [], 'Damage 1d4+2 Pure on a hit'],
    [{}, ['critical'], 'Damage 2d4+2 on a hit (with +1 Power Die in the Critical Area)'],
    [
      {},
      ['critical', 'hidden'],
      'Damage 3d4+2 on a hit (with +1 Power Die in the Critical Area, +1 Power Die for attacking Hidden)',
    ],
  ] as const)('an attack with %o and extras %o', (extra, extras, text) => {
    expect(damageLine({ powerDice: 1, sides: 4, modifier: 2, ...extra }, extras)).toBe(text)
  })

  it('extras are the dice damageDicePool adds: Crit, Hidden (unless Edge only), Lightning in water', () => {
    const a = { critical: true, hidden: true, damageType: 'Lightning' }
    expect(damageExtras(a, { submerged: true })).toEqual([
      'critical',
      'hidden',
      'lightning-submerged',
    ])
    expect(damageExtras(a, {}, { hiddenAttack: 'edge-only' })).toEqual(['critical'])
    expect(damageExtras({}, { submerged: true })).toEqual([])
  })

  it('what the target does to it, in the damage order', () => {
    expect(
      damageAgainstText(
        { level: 2, damageType: 'stone' },
        { plating: 4, thp: 3, resist: ['Stone'] },
      ),
    ).toBe(
      'Resistant to stone: halved, rounded up; Plating 4 halves it (min 1) until destroyed; each sacrificed Power Die destroys 2; THP 3 first, then HP',
    )
    expect(damageAgainstText({ level: 2, pure: true }, { plating: 4 })).toBe(
      'Pure: Plating 4 does not halve it',
    )
    expect(damageAgainstText({ level: 2 }, { plating: 0 })).toBe('')
  })
})

describe('the result of an attack', () => {
  const roll = (attack: AttackInput, defender: Defender, faces: ScriptedFaces) => {
    const r = resolveAttack(attack, defender, scriptedDice(faces))
    return { r, text: attackResultText(attack, defender, r) }
  }

  it.each([
    [
      'a plain hit: the dice and the modifier',
      { level: 2, modifier: 5, damageModifier: 2 },
      plain,
      { 12: [9], 4: [1] },
      'hit: 3 damage (1d4+2: rolled 1, +2)',
    ],
    [
      'two dice in the Critical Area',
      { level: 2, modifier: 5, critical: true },
      plain,
      { 12: [9], 4: [1, 3] },
      'hit: 4 damage (2d4: rolled 1+3)',
    ],
    [
      'Plating halves it (worked example 2: sacrifice 1 of 2 dice)',
      { level: 2, modifier: 5, critical: true, sacrifice: 1, damageModifier: 1 },
      { ...plain, plating: 3 },
      { 12: [9], 4: [3] },
      'hit: 2 damage, 2 Plating destroyed (1 Power Die sacrificed: 2 Plating destroyed; 1d4+1: rolled 3, +1 = 4; Plating 1 halves it: 2)',
    ],
    [
      'every die sacrificed (worked example 3)',
      { level: 8, modifier: 5, sacrifice: 1 },
      { ...plain, plating: 4 },
      { 12: [9] },
      'hit: 0 damage, 4 Plating destroyed (1 Power Die sacrificed: 4 Plating destroyed; no dice left to roll)',
    ],
    [
      'Resistant, then Plating (worked example 4)',
      { level: 5, modifier: 5, damageType: 'fire', damageModifier: 2 },
      { ...plain, plating: 5, resist: ['fire'] },
      { 12: [9], 6: [4] },
      'hit: 1 damage (1d6+2: rolled 4, +2 = 6; Resistant to fire: 3; Plating 5 halves it: 1)',
    ],
    [
      'Pure ignores Plating and Immunity (worked example 5)',
      { level: 5, modifier: 5, damageType: 'fire', pure: true, damageModifier: 2 },
      { ...plain, plating: 9, immune: ['fire'] },
      { 12: [9], 6: [3] },
      'hit: 5 damage (1d6+2: rolled 3, +2)',
    ],
    [
      'Immune: nothing gets through',
      { level: 2, modifier: 5, damageType: 'ice' },
      { ...plain, immune: ['ice'] },
      { 12: [9], 4: [4] },
      'hit: 0 damage (1d4: rolled 4 = 4; Immune to ice: 0)',
    ],
    [
      'THP first (worked example 6)',
      { level: 2, modifier: 5, damageModifier: 4 },
      { ...plain, thp: 4, hp: 10 },
      { 12: [9], 4: [3] },
      'hit: 7 damage (1d4+4: rolled 3, +4; THP takes 4)',
    ],
    [
      'a Decisive Heavy Strike',
      { level: 2, modifier: 0, decisiveOption: 'heavy-strike' },
      { ...plain, ac: 20 },
      { 12: [12] },
      'hit: 4 damage (1d4 at its max (Heavy Strike): 4)',
    ],
    [
      'a Decisive Shatter: Plating 0, so no halving',
      { level: 2, modifier: 0, decisiveOption: 'shatter' },
      { ...plain, ac: 20, plating: 6 },
      { 12: [12], 4: [3] },
      'hit: 3 damage, 6 Plating destroyed (Shatter: Plating to 0; 1d4: rolled 3)',
    ],
    [
      'a sacrifice destroys no more Plating than there is',
      { level: 2, modifier: 5, sacrifice: 1 },
      { ...plain, plating: 1 },
      { 12: [9] },
      'hit: 0 damage, 1 Plating destroyed (1 Power Die sacrificed: 1 Plating destroyed; no dice left to roll)',
    ],
    ['a miss', { level: 2, modifier: 0 }, plain, { 12: [2] }, 'miss'],
  ] as const)('%s', (_, attack, defender, faces, text) => {
    expect(roll(attack as AttackInput, defender as Defender, faces).text).toBe(text)
  })

  it('the damage it names is always the damage the engine dealt', () => {
    const dice = seededDice(42)
    for (let i = 0; i < 400; i++) {
      const attack: AttackInput = {
        level: 1 + dice.roll(8),
        modifier: dice.roll(8),
        damageModifier: dice.roll(7) - 4,
        powerDice: dice.roll(3) - 1,
        sacrifice: dice.roll(3) - 1,
        critical: dice.roll(2) === 1,
        damageType: ['fire', 'ice', 'stone'][dice.roll(3) - 1]!,
        pure: dice.roll(6) === 1,
        ...(dice.roll(2) === 1 ? { decisiveOption: 'heavy-strike' as const } : {}),
      }
      const defender: Defender = {
        ac: 8,
        bac: 6,
        backFooted: dice.roll(2) === 1,
        plating: dice.roll(8) - 1,
        hp: 20,
        thp: dice.roll(4) - 1,
        resist: dice.roll(3) === 1 ? ['fire'] : [],
        vulnerable: dice.roll(3) === 1 ? ['ice'] : [],
        immune: dice.roll(4) === 1 ? ['stone'] : [],
      }
      const r = resolveAttack(attack, defender, dice)
      const text = attackResultText(attack, defender, r)
      if (!r.hit) {
        expect(text).toBe('miss')
        continue
      }
      expect(text.startsWith(`hit: ${r.damage} damage`)).toBe(true)
      // The chain's last number is the damage dealt: a reduction's result, the sum, or the dice.
      const chain = text.slice(text.indexOf('(') + 1, -1)
      const steps = chain.split('; ').filter((s) => !s.startsWith('THP'))
      const last = steps[steps.length - 1] ?? ''
      if (last === 'no dice left to roll') expect(r.damage).toBe(0)
      else if (/(: |= )\d+$/.test(last)) expect(Number(/(\d+)$/.exec(last)![1])).toBe(r.damage)
      else {
        const faces = /(?:rolled|\(Heavy Strike\):) ([\d+]+)/.exec(last)![1]!.split('+').map(Number)
        const mod = Number(/, ([+-]\d+)$/.exec(last)?.[1] ?? 0)
        expect(faces.reduce((x, y) => x + y, 0) + mod).toBe(r.damage)
      }
    }
  })
})
