import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import {
  fireBurnsAtTurnStart,
  fireDiceLost,
  fireTick,
  ignite,
  nextBurnLevel,
} from '../../../../shared/rules/bw/engine/fire'
import {
  BW_DEFAULT_OPTIONS as D,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'

const hut = (burnLevel: number, maxBurnLevel?: number) => ({
  name: 'The hut',
  burnLevel,
  maxBurnLevel,
})

describe('BW fire (Fire!)', () => {
  it('BW-33 a hut at Burn Level 2 rolls 2d6 → 6 + 3 = 9 fire damage', () => {
    const dice = scriptedDice({ 6: [6, 3] })
    const t = fireTick(dice, hut(2), [], D)
    expect(t.faces).toEqual([6, 3])
    expect(t.damage).toBe(9)
    dice.assertDone()
  })

  it.each([
    ['(6, 3) → BL 3', [6, 3], undefined, 3],
    ['(1, 4) → BL 1', [1, 4], undefined, 1],
    ['(1, 1) → BL 0, out', [1, 1], undefined, 0],
    ['(6, 6) with max 3 → BL 3 (capped)', [6, 6], 3, 3],
    ['(1, 6) → unchanged', [1, 6], undefined, 2],
  ])('BW-34 BL 2 rolls %s', (_name, faces, max, level) => {
    const t = fireTick(scriptedDice({ 6: faces }), hut(2, max), [], D)
    expect(t.burnLevel).toBe(level)
    expect(t.out).toBe(level === 0)
  })

  it('BW-Q17 an object with no maximum of its own uses bw.defaultMaxBurn', () => {
    expect(fireTick(scriptedDice({ 6: [6, 6] }), hut(2), [], D).burnLevel).toBe(3)
    const o = resolveBwOptions({ defaultMaxBurn: 5 })
    expect(fireTick(scriptedDice({ 6: [6, 6] }), hut(2), [], o).burnLevel).toBe(4)
  })

  it.each([
    [0, 2],
    [1, 1],
    [1.5, 0],
  ])('BW-35 BL 2: a Trooper %d" away takes %dd6 (ceil)', (distance, dice) => {
    const t = fireTick(
      scriptedDice({ 6: [5, 2] }),
      hut(2),
      [{ id: 'trooper', diceLost: fireDiceLost(distance, 'ceil') }],
      D,
    )
    expect(t.neighbours[0]!.dice.length).toBe(dice)
  })

  it('BW-Q21 fireBand floor: 1.5" away loses only 1 die', () => {
    expect(fireDiceLost(1.5, 'floor')).toBe(1)
    expect(fireDiceLost(1.5, 'ceil')).toBe(2)
  })

  it('BW-Q19 shared roll: neighbours lose the highest dice; BL uses only that roll', () => {
    const t = fireTick(
      scriptedDice({ 6: [5, 2] }),
      hut(2),
      [
        { id: 'touching', diceLost: 0 },
        { id: 'near', diceLost: 1 },
      ],
      D,
    )
    expect(t.neighbours).toEqual([
      { id: 'touching', dice: [2, 5], damage: 7, ignites: false },
      { id: 'near', dice: [2], damage: 2, ignites: false },
    ])
    expect(t.burnLevel).toBe(2)
  })

  it('BW-Q19 separate: each neighbour rolls its own dice', () => {
    const o = resolveBwOptions({ fireNeighbourRoll: 'separate' })
    const dice = scriptedDice({ 6: [1, 1, 6] })
    const t = fireTick(dice, hut(2), [{ id: 'near', diceLost: 1 }], o)
    expect(t.neighbours[0]!.dice).toEqual([6])
    expect(t.burnLevel).toBe(0)
    dice.assertDone()
  })

  it('BW-Q20 fire spreads to a flammable neighbour hit by a die, only under fireSpreads', () => {
    const near = [
      { id: 'crate', diceLost: 1, flammable: true },
      { id: 'far crate', diceLost: 2, flammable: true },
      { id: 'rock', diceLost: 0, flammable: false },
    ]
    const on = fireTick(
      scriptedDice({ 6: [3, 4] }),
      hut(2),
      near,
      resolveBwOptions({ fireSpreads: true }),
    )
    expect(on.neighbours.map((n) => n.ignites)).toEqual([true, false, false])
    const off = fireTick(scriptedDice({ 6: [3, 4] }), hut(2), near, D)
    expect(off.neighbours.map((n) => n.ignites)).toEqual([false, false, false])
  })

  it('refuses to tick something that is not burning', () => {
    expect(() => fireTick(scriptedDice({}), hut(0), [], D)).toThrow('The hut is not on fire')
  })

  it('BW-34 the Burn Level stays within 0..max (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        (bl, seed) => {
          const t = fireTick(seededDice(seed), hut(bl, 6), [{ id: 'n', diceLost: 1 }], D)
          expect(t.burnLevel).toBe(nextBurnLevel(bl, t.faces, 6))
          expect(t.burnLevel).toBeGreaterThanOrEqual(0)
          expect(t.burnLevel).toBeLessThanOrEqual(6)
          expect(t.neighbours[0]!.damage).toBeLessThanOrEqual(t.damage)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('BW fire timing (BW-03)', () => {
  it('BW-03 in a 2-player game a burning hut is checked twice per round (once under everyRound)', () => {
    const turns = [0, 1]
    expect(turns.filter((t) => fireBurnsAtTurnStart(t, D)).length).toBe(2)
    const o = resolveBwOptions({ fireTick: 'everyRound' })
    expect(turns.filter((t) => fireBurnsAtTurnStart(t, o)).length).toBe(1)
  })

  it('BW-Q17 a flammable object catches at Burn Level 1; a rock does not', () => {
    expect(ignite({ name: 'Hut', flammable: true, burnLevel: 0 })).toBe(1)
    expect(() => ignite({ name: 'Rock', flammable: false, burnLevel: 0 })).toThrow(
      'Rock is not flammable',
    )
  })
})
