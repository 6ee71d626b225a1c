import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  zzDodge,
  zzJump,
  zzMoveSilently,
  zzShove,
  zzShoveDestination,
  zzSteal,
  zzTrip,
} from '../../../../shared/rules/zz/engine/contest'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { MONDO, THURIG } from './fixture'

const O = ZZ_DEFAULT_OPTIONS
const thief = { ...THURIG, dex: 3 }

describe('Shove', () => {
  it.each([
    [
      'ZZ-45 d8 4 + STR 3 + 1 + Running 5 = 13 vs d4 2 + DEX 2 + 2 = 6: shoved',
      true,
      4,
      2,
      20,
      13,
      6,
      true,
    ],
    ['ZZ-45 a tie of 8 vs 8: shoved', false, 4, 4, 20, 8, 8, true],
    ['ZZ-45 7 vs 8: not shoved', false, 3, 4, 20, 7, 8, false],
  ] as const)('%s', (_n, running, sf, tf, size, st, tt, ok) => {
    const dice = scriptedDice({ 8: [sf], 4: [tf] })
    const r = zzShove({ shover: THURIG, target: { ...MONDO, size }, running }, dice, O)
    dice.assertDone()
    expect([r.shover.total, r.target.total, r.success]).toEqual([st, tt, ok])
  })

  it('ZZ-50 a Shove and a Trip report no damage and no HP', () => {
    const shove = zzShove({ shover: THURIG, target: MONDO }, scriptedDice({ 8: [8], 4: [1] }), O)
    const trip = zzTrip({ tripper: THURIG, target: MONDO }, scriptedDice({ 8: [8], 4: [1] }), O)
    for (const r of [shove, trip]) {
      expect(Object.keys(r).filter((k) => /damage|hp/i.test(k))).toEqual([])
    }
  })

  it('ZZ-Q22 shoveDefenseDie baseAttack rolls the target Base Attack die', () => {
    const o = resolveZzOptions({ shoveDefenseDie: 'baseAttack' })
    const dice = scriptedDice({ 8: [4], 6: [6] })
    expect(zzShove({ shover: THURIG, target: MONDO }, dice, o).target.total).toBe(9)
    dice.assertDone()
  })

  it.each([
    ['ZZ-30 shover (3,3), target (3,4) -> (3,5)', { x: 3, y: 3 }, { x: 3, y: 4 }, { x: 3, y: 5 }],
    ['ZZ-30 from the west -> one square east', { x: 1, y: 2 }, { x: 2, y: 2 }, { x: 3, y: 2 }],
    ['ZZ-30 diagonal neighbours go on diagonally', { x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }],
  ])('%s', (_n, shover, target, to) => {
    expect(zzShoveDestination(shover, target, () => null, O)).toEqual({
      to,
      blockedBy: null,
      collision: false,
    })
  })

  it('ZZ-Q25 into a wall: no move (and collision with the option)', () => {
    const wall = () => 'a wall'
    expect(zzShoveDestination({ x: 3, y: 3 }, { x: 3, y: 4 }, wall, O)).toEqual({
      to: null,
      blockedBy: 'a wall',
      collision: false,
    })
    const o = resolveZzOptions({ shoveBlocked: 'collisionDamage' })
    expect(zzShoveDestination({ x: 3, y: 3 }, { x: 3, y: 4 }, wall, o).collision).toBe(true)
  })
})

describe('Trip', () => {
  it('ZZ-46 d8 3 + STR 3 + DEX 2 = 8 vs d4 4 + DEX 2 + armour 1 = 7: Tripped, on its back', () => {
    const dice = scriptedDice({ 8: [3], 4: [4] })
    const r = zzTrip(
      { tripper: { ...THURIG, dex: 2 }, target: { ...MONDO, defenseBonus: 1 } },
      dice,
      O,
    )
    expect([r.tripper.total, r.target.total, r.success]).toEqual([8, 7, true])
    expect([r.statusesGained, r.orientation]).toEqual([['tripped'], 'back'])
  })

  it('ZZ-60 tripper total 8 with Aim and a Crit -> 16', () => {
    const dice = scriptedDice({ 8: [3], 6: [1], 4: [4] })
    const r = zzTrip({ tripper: { ...THURIG, dex: 2 }, target: MONDO, aim: 1 }, dice, O)
    expect([r.tripper.total, r.success]).toEqual([16, true])
  })

  it('ZZ-46 a failed Trip leaves the target standing', () => {
    const r = zzTrip({ tripper: THURIG, target: MONDO }, scriptedDice({ 8: [1], 4: [4] }), O)
    expect([r.success, r.statusesGained, r.orientation]).toEqual([false, [], null])
  })
})

describe('Dodge, Jump, Steal, Move Silently', () => {
  it('ZZ-25 Thurig d8 6 + 3 + 1 = 10 vs goblin d4 4 + 2 = 6: passes for 1 AP and 2 Move Points', () => {
    const r = zzDodge({ mover: THURIG, occupant: MONDO }, scriptedDice({ 8: [6], 4: [4] }), O)
    expect([r.mover.total, r.occupant.total, r.passes, r.ap, r.movePoints]).toEqual([
      10,
      6,
      true,
      1,
      2,
    ])
  })

  it('ZZ-Q28 a tie goes to the mover, or to the occupant with dodgeTie', () => {
    const tie = () => scriptedDice({ 8: [2], 4: [4] })
    expect(zzDodge({ mover: THURIG, occupant: MONDO }, tie(), O).passes).toBe(true)
    const o = resolveZzOptions({ dodgeTie: 'occupant', dodgeMoveCost: 3 })
    const r = zzDodge({ mover: THURIG, occupant: MONDO }, tie(), o)
    expect([r.passes, r.movePoints]).toEqual([false, 3])
  })

  it.each([
    ['ZZ-26 d20 8 + DEX 2 = 10: clears', 8, true],
    ['ZZ-26 a total of 9: stays, 2 Move Points spent', 7, false],
  ])('%s', (_n, face, clears) => {
    const r = zzJump({ dex: 2 }, scriptedDice({ 20: [face] }), O)
    expect([r.clears, r.movePoints]).toEqual([clears, 2])
  })

  it.each([
    ['ZZ-19 thief 8 + 3 = 11 vs victim 6 + 1 = 7: steals', 8, 6, true],
    ['ZZ-Q37 a tie: the victim notices', 5, 7, false],
  ])('%s', (_n, tf, vf, ok) => {
    const r = zzSteal({ thief, victim: MONDO }, scriptedDice({ 12: [tf, vf] }), O)
    expect(r.success).toBe(ok)
  })

  it('ZZ-33 sneaker 8 + 3 = 11: a guard at 11 notices, one at 10 does not', () => {
    const guard = { ...MONDO, name: 'Guard', int: 1 }
    const r = zzMoveSilently(
      { sneaker: thief, listeners: [{ figure: guard }, { figure: { ...guard, name: 'Sleepy' } }] },
      scriptedDice({ 12: [8, 10, 9] }),
      O,
    )
    expect(r.sneak.total).toBe(11)
    expect(r.listeners.map((l) => [l.name, l.roll.total, l.notices])).toEqual([
      ['Guard', 11, true],
      ['Sleepy', 10, false],
    ])
  })
})
