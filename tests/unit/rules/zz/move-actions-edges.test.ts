import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { zzSpend, zzTurnStart } from '../../../../shared/rules/zz/engine/economy'
import {
  zzChargePath,
  zzJumpRoll,
  zzPathCost,
  type ZzPathStep,
} from '../../../../shared/rules/zz/engine/move-actions'
import { figure, opts, state } from './turn-fixture'

const blank: ZzPathStep = { cost: 1, occupant: null }
const gob: ZzPathStep = { cost: 1, occupant: 'hostile', name: 'Goblin' }
const leap: ZzPathStep = { cost: 1, occupant: null, jump: true }

const turn = () => zzTurnStart(figure(), state(), opts())

describe('zz path costs at their edges', () => {
  it('ZZ-23 a path of no squares costs nothing and needs no roll', () => {
    expect(zzPathCost([], opts())).toEqual({ move: 0, ap: 0, dodges: [], jumps: [] })
  })

  it('ZZ-24 (seed 003 L124) ending on someone nobody named is refused all the same', () => {
    expect(() => zzPathCost([blank, { cost: 1, occupant: 'hostile' }], opts())).toThrow(
      'Someone stands on the last square; a move must end on a blank square.',
    )
  })

  it('ZZ-25, ZZ-Q28 an unnamed occupant passed is still one contest, called "the occupant"', () => {
    // One Dodge: 1 AP; max(1, 2) = 2 Move for its square + 1 for the blank = 3.
    const plan = zzPathCost([{ cost: 1, occupant: 'neutral' }, blank], opts())
    expect(plan).toEqual({
      move: 3,
      ap: 1,
      dodges: [{ index: 0, name: 'the occupant' }],
      jumps: [],
    })
  })

  it('ZZ-26 two Jumps in a row are refused: a Jump clears one square', () => {
    expect(() => zzPathCost([leap, leap, blank], opts())).toThrow('A Jump clears only one square.')
  })

  it('ZZ-25/26, ZZ-Q28 a Jump ends a run of Dodges: the goblin after it is a new Dodge (1 AP)', () => {
    const plan = zzPathCost([gob, { ...leap, occupant: 'hostile' }, blank, gob, blank], opts())
    // Goblin at 0 (a Dodge: 1 AP, max(1, 2) = 2 Move), Jump over 1 (2), land on 2 (paid by the
    // Jump), goblin at 3 (a second Dodge: 1 AP, 2), blank at 4 (1): 2 + 2 + 2 + 1 = 7 Move, 2 AP.
    expect(plan).toEqual({
      move: 7,
      ap: 2,
      dodges: [
        { index: 0, name: 'Goblin' },
        { index: 3, name: 'Goblin' },
      ],
      jumps: [1],
    })
  })

  it('ZZ-26 a Jump right at the start, then a goblin: 1 AP for that Dodge', () => {
    // Jump 2 (lands on 1) + Dodge 2 + blank 1 = 5 Move, 1 AP.
    expect(zzPathCost([leap, blank, gob, blank], opts())).toMatchObject({ move: 5, ap: 1 })
  })
})

describe('zz charging a path at its edges', () => {
  it('ZZ-02 a path with no Dodge takes no action: 2 free steps leave 3 AP and nothing taken', () => {
    const r = zzChargePath(turn(), zzPathCost([blank, blank], opts()))
    expect(r.ledger.ap).toBe(3)
    expect(r.ledger.taken).toEqual({})
    expect(r.ledger.move).toBe(3)
  })

  it('ZZ-25 (seed 003 L122) a Dodge is taken once as "Dodge": 3 − 1 = 2 AP, 5 − 4 = 1 Move', () => {
    const r = zzChargePath(turn(), zzPathCost([blank, gob, blank], opts()))
    expect(r.ledger.taken).toEqual({ Dodge: 1 })
    expect([r.ledger.ap, r.ledger.move]).toEqual([2, 1])
  })

  it('ZZ-25 a Dodge with no AP left is refused before any step is paid', () => {
    const spent = zzSpend(turn(), { ap: 3 }, 'Defend')
    expect(() => zzChargePath(spent, zzPathCost([gob, blank], opts()))).toThrow(
      'Thurig has only 0 AP left; Dodge needs 1.',
    )
  })
})

describe('zz Jump roll at its edges (ZZ-26: d20 + DEX + modifiers ≥ 10)', () => {
  it('no modifier: 8 + DEX 1 = 9 < 10 stays put', () => {
    const r = zzJumpRoll(figure({ dex: 1 }), scriptedDice({ 20: [8] }))
    expect(r).toEqual({
      roll: 8,
      total: 9,
      cleared: false,
      line: 'Thurig jumps: 8 + DEX 1 = 9: stays put.',
    })
  })

  it('a +2 modifier: 7 + DEX 1 + 2 = 10 ≥ 10 clears it', () => {
    const r = zzJumpRoll(figure({ dex: 1 }), scriptedDice({ 20: [7] }), 2)
    expect([r.total, r.cleared]).toEqual([10, true])
    expect(r.line).toBe('Thurig jumps: 7 + DEX 1 + 2 = 10: clears it.')
  })

  it('a −2 modifier: 10 + DEX 1 − 2 = 9 < 10 stays put', () => {
    const r = zzJumpRoll(figure({ dex: 1 }), scriptedDice({ 20: [10] }), -2)
    expect([r.total, r.cleared]).toEqual([9, false])
    expect(r.line).toBe('Thurig jumps: 10 + DEX 1 − 2 = 9: stays put.')
  })
})
