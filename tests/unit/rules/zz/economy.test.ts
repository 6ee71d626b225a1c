import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  zzChargeMove,
  zzMoveBudget,
  zzRefreshMind,
  zzSpend,
  zzStartRunning,
  zzTurnStart,
} from '../../../../shared/rules/zz/engine/economy'
import { figure, opts, state } from './turn-fixture'

const start = (over: Parameters<typeof state>[0] = {}, move = 5, name = 'Thurig') =>
  zzTurnStart(figure({ move, name }), state(over), opts())

describe('zz economy', () => {
  it('ZZ-01 Attack (2) + Load (1) = 3 AP is legal; Attack + Attack is not', () => {
    const l = zzSpend(zzSpend(start(), { ap: 2 }, 'Attack'), { ap: 1 }, 'Load')
    expect(l.ap).toBe(0)
    expect(() => zzSpend(zzSpend(start(), { ap: 2 }, 'Attack'), { ap: 2 }, 'Attack')).toThrow(
      'Thurig has only 1 AP left; Attack needs 2.',
    )
  })

  it('ZZ-02 walking is free: MOVE 5 walks 5 and still has 3 AP', () => {
    const { ledger, converted } = zzChargeMove(start(), 5)
    expect(converted).toBe(0)
    expect(ledger.ap).toBe(3)
    expect(ledger.move).toBe(0)
  })

  it('ZZ-03 Extra Walk: MOVE 5 and 2 AP converted walks 7, 1 AP left, no Attack', () => {
    expect(zzMoveBudget(start())).toBe(8)
    const { ledger, converted } = zzChargeMove(start(), 7)
    expect(converted).toBe(2)
    expect(ledger.ap).toBe(1)
    expect(() => zzSpend(ledger, { ap: 2 }, 'Attack')).toThrow('needs 2')
  })

  it('ZZ-03 Move Points never become AP', () => {
    const l = start()
    expect(() => zzSpend(l, { ap: 4 }, 'Attack')).toThrow('only 3 AP')
    expect(() => zzSpend(zzSpend(l, { ap: 3 }, 'Defend'), { ap: 1 }, 'Look')).toThrow('only 0 AP')
  })

  it('ZZ-04 Turgar (MOVE 5) runs: 10 + Extra Walk 1 = 11 spaces and 0 AP; running then Attack is refused', () => {
    const run = zzStartRunning(start({}, 5, 'Turgar'), figure({ move: 5 }))
    expect(zzMoveBudget(run)).toBe(11)
    const { ledger } = zzChargeMove(run, 11)
    expect(ledger.ap).toBe(0)
    expect(() => zzSpend(run, { ap: 2 }, 'an Attack')).toThrow(
      'Turgar ran this turn and may spend only 1 AP; an Attack needs 2.',
    )
  })

  it('ZZ-04 a figure that spent 2 AP cannot start running', () => {
    expect(() => zzStartRunning(zzSpend(start(), { ap: 2 }, 'Attack'), figure())).toThrow(
      'already spent 2 AP',
    )
  })

  it('ZZ-22 a Down Hero with MOVE 5 moves 1 space and drinks a potion (1 AP); no Attack', () => {
    const down = start({ statuses: ['down'] })
    expect(zzMoveBudget(down)).toBe(1)
    const { ledger } = zzChargeMove(down, 1)
    expect(() => zzChargeMove(ledger, 1)).toThrow('may move only 1 this turn')
    expect(zzSpend(ledger, { ap: 1 }, 'Use Item').ap).toBe(0)
    expect(() => zzSpend(down, { ap: 2 }, 'Attack')).toThrow('is Down and may spend only 1 AP')
  })

  it('ZZ-Q34 a Down figure that has not walked may convert its 1 AP to its 1 space', () => {
    const down = zzTurnStart(figure({ move: 0 }), state({ statuses: ['down'] }), opts())
    expect(zzChargeMove(down, 1)).toMatchObject({ converted: 1, ledger: { ap: 0 } })
  })

  it('ZZ-Q35 Unconscious and dead figures get no AP and no Move', () => {
    for (const s of ['unconscious', 'dead'] as const) {
      expect(zzMoveBudget(start({ statuses: [s] }))).toBe(0)
    }
  })

  it('F-ZZ-7 Mind Points are kept apart from Move Points', () => {
    const l = zzSpend(start({ mind: 1 }), { ap: 1, mind: 1 }, 'Aim')
    expect(l.mind).toBe(0)
    expect(l.move).toBe(5)
    expect(() => zzSpend(l, { mind: 1 }, 'Aim')).toThrow('only 0 Mind Points')
  })

  it.each([
    ['rest', 'rest', 2],
    ['rest', 'encounterStart', 0],
    ['perEncounter', 'encounterStart', 2],
  ] as const)('ZZ-Q3 mpRefresh %s at %s gives %i', (mpRefresh, event, mind) => {
    expect(zzRefreshMind({ mind: 0, mindMax: 2 }, event, opts({ mpRefresh }))).toBe(mind)
  })

  it('ZZ-03 property: charging a walk never goes below zero and converts only what Move lacks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (move, spaces, run) => {
          let l = zzTurnStart(figure({ move }), state(), opts())
          if (run) l = zzStartRunning(l, figure({ move }))
          const budget = zzMoveBudget(l)
          if (spaces > budget) {
            expect(() => zzChargeMove(l, spaces)).toThrow()
            return
          }
          const r = zzChargeMove(l, spaces)
          expect(r.ledger.ap).toBeGreaterThanOrEqual(0)
          expect(r.ledger.move).toBeGreaterThanOrEqual(0)
          expect(r.converted).toBe(Math.max(0, spaces - l.move))
          expect(zzMoveBudget(r.ledger)).toBe(budget - spaces)
        },
      ),
    )
  })
})
