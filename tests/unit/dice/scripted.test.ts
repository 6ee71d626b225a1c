import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../shared/dice'

describe('scriptedDice', () => {
  it('deals queued faces per die size, in order, independently of other sizes', () => {
    const dice = scriptedDice({ 12: [1, 7], 4: [3, 2] })
    expect([dice.roll(4), dice.roll(12), dice.roll(12), dice.roll(4)]).toEqual([3, 1, 7, 2])
    expect(dice.log()).toEqual([
      [4, 3],
      [12, 1],
      [12, 7],
      [4, 2],
    ])
    dice.assertDone()
  })

  it.each([
    ['a size that ran out', { 12: [5] }, 12, 2, /ran out of d12 faces \(all 1 used: 5\)/],
    ['a size never scripted', { 12: [5] }, 8, 1, /ran out of d8 faces \(none were scripted\)/],
  ])('throws naming the die size for %s', (_what, faces, sides, rolls, message) => {
    const dice = scriptedDice(faces)
    if (rolls > 1) dice.roll(sides)
    expect(() => dice.roll(sides)).toThrow(message)
  })

  it.each([
    [{ 4: [0] }, /face 0 is not a face of a d4/],
    [{ 4: [5] }, /face 5 is not a face of a d4/],
    [{ 6: [2.5] }, /face 2.5 is not a face of a d6/],
    [{ 0: [1] }, /whole number of sides/],
  ])('rejects faces outside 1..sides up front: %j', (faces, message) => {
    expect(() => scriptedDice(faces)).toThrow(message)
  })

  it('reports faces left and fails assertDone while any remain', () => {
    const dice = scriptedDice({ 12: [4, 9], 6: [6] })
    dice.roll(12)
    expect(dice.remaining()).toEqual({ 12: [9], 6: [6] })
    expect(() => dice.assertDone()).toThrow(/faces left unrolled \(d6: 6; d12: 9\)/)
  })

  it('rejects a roll of a die with no sides', () => {
    expect(() => scriptedDice({}).roll(0)).toThrow(RangeError)
  })
})
