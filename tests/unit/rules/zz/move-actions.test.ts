import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { zzTurnStart } from '../../../../shared/rules/zz/engine/economy'
import {
  zzChargePath,
  zzJumpRoll,
  zzPathCost,
  type ZzPathStep,
} from '../../../../shared/rules/zz/engine/move-actions'
import { figure, opts, state } from './turn-fixture'

const blank: ZzPathStep = { cost: 1, occupant: null }
const ally: ZzPathStep = { cost: 1, occupant: 'friendly', name: 'Elf' }
const gob: ZzPathStep = { cost: 1, occupant: 'hostile', name: 'Goblin' }
const merchant: ZzPathStep = { cost: 1, occupant: 'neutral', name: 'Merchant' }

describe('zz move actions', () => {
  it('ZZ-23 a diagonal step costs what the caller says (2): diagonal + orthogonal = 3', () => {
    expect(zzPathCost([{ cost: 2, occupant: null }, blank], opts()).move).toBe(3)
  })

  it('ZZ-24 walking through an ally is free; ending on its square is refused', () => {
    expect(zzPathCost([ally, blank], opts())).toEqual({ move: 2, ap: 0, dodges: [], jumps: [] })
    expect(() => zzPathCost([blank, ally], opts())).toThrow('Elf stands on the last square')
  })

  it('ZZ-25/Q28 passing a goblin: 1 AP, 2 Move for its square, one contest', () => {
    const plan = zzPathCost([blank, gob, blank], opts())
    expect(plan).toEqual({ move: 4, ap: 1, dodges: [{ index: 1, name: 'Goblin' }], jumps: [] })
  })

  it('ZZ-Q28 two occupants in a row: one Dodge (1 AP), 2 Move each, one contest each; dodgeMoveCost 3', () => {
    const plan = zzPathCost([gob, merchant, blank], opts({ dodgeMoveCost: 3 }))
    expect([plan.ap, plan.move, plan.dodges.length]).toEqual([1, 7, 2])
    expect(zzPathCost([gob, blank, gob, blank], opts()).ap).toBe(2)
  })

  it('ZZ-26 a Jump over one square costs 2 Move and lands on the next', () => {
    const plan = zzPathCost([{ ...gob, jump: true }, blank, blank], opts())
    expect(plan).toEqual({ move: 3, ap: 0, dodges: [], jumps: [0] })
    expect(() => zzPathCost([blank, { ...blank, jump: true }], opts())).toThrow('must land')
  })

  it.each([
    [8, 2, 10, true],
    [7, 2, 9, false],
  ])('ZZ-26 Jump: d20 → %i + DEX %i = %i: clears %s', (face, dex, total, cleared) => {
    const r = zzJumpRoll(figure({ dex }), scriptedDice({ 20: [face] }))
    expect([r.total, r.cleared]).toEqual([total, cleared])
  })

  it('ZZ-25/03 charging a Dodge path: the Dodge AP then the walk, converting AP past MOVE', () => {
    const ledger = zzTurnStart(figure({ move: 3 }), state(), opts())
    const r = zzChargePath(ledger, zzPathCost([blank, gob, blank], opts()))
    expect([r.ledger.ap, r.converted, r.ledger.move]).toEqual([1, 1, 0])
  })

  it('ZZ-24 property: a path of blanks and friends costs the sum of its steps and needs no AP', () => {
    const step = fc.record({
      cost: fc.integer({ min: 1, max: 2 }),
      occupant: fc.constantFrom(null, 'friendly' as const),
    })
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const path = [...steps, blank]
        const plan = zzPathCost(path, opts())
        expect(plan.ap).toBe(0)
        expect(plan.move).toBe(path.reduce((a, s) => a + s.cost, 0))
      }),
    )
  })
})
