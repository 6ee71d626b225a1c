import { describe, expect, it } from 'vitest'
import {
  NOT_DOWN,
  resolveAttackOutcome,
  resolveBlueboxOptions,
  scriptedDice,
  type AttackInput,
  type AttackOutcome,
  type AttackTarget,
  type ScriptedFaces,
} from '../../../../shared/rules/bluebox'

const t = (x: Partial<AttackTarget>): AttackTarget => ({ ac: 10, bac: 7, plating: 0, hp: 10, ...x })

describe('resolveAttackOutcome', () => {
  it.each([
    [
      'a miss changes nothing',
      { level: 1 },
      t({ down: { ...NOT_DOWN, state: 'out', instances: 3 } }),
      { 12: [3] },
      { hit: false, killed: false, down: { state: 'out' }, focusCheckDC: null },
    ],
    [
      'Shatter shatters',
      { level: 1, decisiveOption: 'shatter' },
      t({ plating: 3 }),
      { 12: [12], 4: [2] },
      {
        shattered: true,
        decisiveEffects: {
          option: 'shatter',
          hamstrung: false,
          weaponDestroyed: false,
          unmasked: false,
        },
      },
    ],
    [
      'sacrifice to 0 Plating shatters',
      { level: 1, modifier: 5, powerDice: 2, sacrifice: 1 },
      t({ plating: 2 }),
      { 12: [6], 4: [2] },
      { shattered: true },
    ],
    [
      'no Plating to begin with: not newly Shattered',
      { level: 1, modifier: 5 },
      t({}),
      { 12: [6], 4: [2] },
      { shattered: false },
    ],
    [
      'Hamstring',
      { level: 1, decisiveOption: 'hamstring' },
      t({}),
      { 12: [12], 4: [2] },
      { decisiveEffects: { option: 'hamstring', hamstrung: true } },
    ],
    [
      'Destroy',
      { level: 1, decisiveOption: 'destroy' },
      t({}),
      { 12: [12], 4: [2] },
      { decisiveEffects: { option: 'destroy', weaponDestroyed: true } },
    ],
    [
      'Unmask',
      { level: 1, decisiveOption: 'unmask' },
      t({}),
      { 12: [12], 4: [2] },
      { decisiveEffects: { option: 'unmask', unmasked: true } },
    ],
    [
      'option on a non-decisive hit: none',
      { level: 1, modifier: 5, decisiveOption: 'unmask' },
      t({}),
      { 12: [6], 4: [2] },
      { decisiveEffects: { option: null, unmasked: false } },
    ],
    [
      'Focusing target: DC 6 minimum',
      { level: 1, modifier: 5 },
      t({ focusing: true }),
      { 12: [6], 4: [2] },
      { focusCheckDC: 6 },
    ],
    [
      'Focusing target: DC = damage applied',
      { level: 7, modifier: 5, powerDice: 2 },
      t({ focusing: true, hp: 20 }),
      { 12: [6], 8: [4, 5] },
      { focusCheckDC: 9 },
    ],
    [
      'Focus DC counts damage to THP too',
      { level: 7, modifier: 5, powerDice: 2 },
      t({ focusing: true, hp: 20, thp: 8 }),
      { 12: [6], 8: [4, 5] },
      { focusCheckDC: 9 },
    ],
    [
      'no damage, no Focus check',
      { level: 1, modifier: 5, sacrifice: 1 },
      t({ focusing: true, plating: 4 }),
      { 12: [6] },
      { focusCheckDC: null },
    ],
    [
      'not Focusing: no check',
      { level: 1, modifier: 5 },
      t({}),
      { 12: [6], 4: [2] },
      { focusCheckDC: null },
    ],
    [
      'drop to 0 HP: Down, +1 Exhaustion',
      { level: 7, modifier: 5 },
      t({ hp: 5 }),
      { 12: [6], 8: [8] },
      { becameDown: true, exhaustionGained: 1, down: { state: 'down', instances: 0 } },
    ],
    [
      'THP holds: not Down',
      { level: 7, modifier: 5 },
      t({ hp: 5, thp: 4 }),
      { 12: [6], 8: [8] },
      { becameDown: false, defender: { thp: 0, hp: 1 } },
    ],
    [
      'hit on a Down target: an instance',
      { level: 1, modifier: 5 },
      t({ hp: 0, backFooted: true, down: { ...NOT_DOWN, state: 'down', instances: 1 } }),
      { 12: [6], 4: [1] },
      { down: { state: 'down', instances: 2 } },
    ],
    [
      'third instance: Out',
      { level: 1, modifier: 5 },
      t({ hp: 0, down: { ...NOT_DOWN, state: 'down', instances: 2 } }),
      { 12: [6], 4: [1] },
      { becameOut: true, down: { state: 'out' } },
    ],
    [
      'melee hit on an Out target kills',
      { level: 1, melee: true, sacrifice: 1 },
      t({ hp: 0, backFooted: true, down: { ...NOT_DOWN, state: 'out', instances: 3 } }),
      { 12: [7] },
      { killed: true, down: { state: 'dead' } },
    ],
    [
      'ranged hit on an Out target does not kill',
      { level: 1 },
      t({ hp: 0, backFooted: true, down: { ...NOT_DOWN, state: 'out', instances: 3 } }),
      { 12: [7], 4: [4] },
      { killed: false, down: { state: 'out' } },
    ],
    [
      'a missed melee attack on an Out target does not kill',
      { level: 1, melee: true },
      t({ hp: 0, backFooted: true, down: { ...NOT_DOWN, state: 'out', instances: 3 } }),
      { 12: [6] },
      { killed: false },
    ],
    [
      'target number reported',
      { level: 1 },
      t({ backFooted: true, defensiveStance: true }),
      { 12: [2] },
      { targetNumber: 9 },
    ],
  ] as Array<[string, AttackInput, AttackTarget, ScriptedFaces, Partial<AttackOutcome>]>)(
    '%s',
    (_n, attack, target, faces, expected) => {
      const dice = scriptedDice(faces)
      expect(resolveAttackOutcome(attack, target, dice)).toMatchObject(expected)
      dice.assertDone()
    },
  )

  it('with Death Saves, damage while Down is a failure', () => {
    const r = resolveAttackOutcome(
      { level: 1, modifier: 5 },
      t({ hp: 0, down: { ...NOT_DOWN, state: 'down', failures: 2 } }),
      scriptedDice({ 12: [6], 4: [3] }),
      resolveBlueboxOptions({ downAndOut: 'death-saves' }),
    )
    expect(r).toMatchObject({ killed: true, down: { state: 'dead', failures: 3 } })
  })
})
