import { describe, expect, it } from 'vitest'
import { zzEndTalk, zzTalkAction } from '../../../../shared/rules/zz/engine/actions'
import {
  zzChargeMove,
  zzSpend,
  zzStartRunning,
  zzTurnStart,
} from '../../../../shared/rules/zz/engine/economy'
import { figure, opts, state } from './turn-fixture'

const start = (over: Parameters<typeof state>[0] = {}, move = 5) =>
  zzTurnStart(figure({ move }), state(over), opts())

describe('zz economy at its edges: running', () => {
  it('ZZ-04 (seed 003 L148) running twice doubles MOVE once: MOVE 5 → 5 + 5 = 10, not 15', () => {
    const once = zzStartRunning(start(), figure())
    const twice = zzStartRunning(once, figure())
    expect(twice.move).toBe(10)
    expect(twice.ap).toBe(1)
  })

  it('ZZ-22 (seed 003 L208) a Down figure cannot run', () => {
    expect(() => zzStartRunning(start({ statuses: ['down'] }), figure())).toThrow(
      'Thurig is Down and cannot run.',
    )
  })

  it('ZZ-04 a figure that spent exactly 1 AP may still run, with 1 − 1 = 0 AP left', () => {
    const looked = zzSpend(start(), { ap: 1 }, 'Look')
    const run = zzStartRunning(looked, figure())
    // The runner's single AP is the one already spent on Look: min(2 left, 1 − 1) = 0.
    expect(run.ap).toBe(0)
    expect(run.move).toBe(10)
    expect(() => zzSpend(run, { ap: 1 }, 'Look')).toThrow(
      'Thurig ran this turn and may spend only 1 AP; Look needs 1.',
    )
  })

  it('ZZ-03/04 (seed 003 L148) AP converted by Extra Walk count as spent: 2 converted bar running', () => {
    // MOVE 5, walk 7: 5 from Move, 7 − 5 = 2 AP converted.
    const walked = zzChargeMove(start(), 7).ledger
    expect(walked.apSpent).toBe(2)
    expect(() => zzStartRunning(walked, figure())).toThrow(
      'Thurig already spent 2 AP this turn; a runner may spend only 1.',
    )
  })

  it('ZZ-03/04 one AP converted is the runner’s one AP: running after it leaves 0 AP', () => {
    // MOVE 5, walk 6: 6 − 5 = 1 AP converted; running then allows min(2, 1 − 1) = 0 more.
    const walked = zzChargeMove(start(), 6).ledger
    expect(walked.apSpent).toBe(1)
    expect(zzStartRunning(walked, figure()).ap).toBe(0)
  })

  it('ZZ-03 conversions add up over the turn: 1 AP in one walk and 1 in the next = 2', () => {
    // MOVE 5: walk 6 converts 6 − 5 = 1; walk 1 more with 0 Move left converts 1.
    const first = zzChargeMove(start(), 6).ledger
    const second = zzChargeMove(first, 1)
    expect(second.converted).toBe(1)
    expect(second.ledger.converted).toBe(2)
    expect(second.ledger.apSpent).toBe(2)
    expect(second.ledger.ap).toBe(1)
  })
})

describe('zz economy at its edges: costs and walks', () => {
  it.each([
    [{ ap: -1 }],
    [{ ap: 1.5 }],
    [{ move: -1 }],
    [{ move: 0.5 }],
    [{ mind: -1 }],
    [{ mind: 0.5 }],
  ])('ZZ-01 (seed 003 L15) costs are whole AP, Move and Mind Points: %o is refused', (cost) => {
    expect(() => zzSpend(start(), cost, 'Look')).toThrow(
      new RangeError('Costs are whole numbers, 0 or more.'),
    )
  })

  it.each([[-1], [1.5]])('ZZ-02 a walk of %d Move Points is refused', (spaces) => {
    expect(() => zzChargeMove(start(), spaces)).toThrow(
      new RangeError('A walk costs a whole number of Move Points, 0 or more.'),
    )
  })

  it('ZZ-02/03 (seed 003 L148) past the budget the refusal says what is left: 5 Move + 3 AP = 8 < 9', () => {
    expect(() => zzChargeMove(start(), 9)).toThrow(
      'Thurig can walk only 8 more (5 Move Points and 3 AP to convert); this walk needs 9.',
    )
  })

  it('ZZ-02/03 one Move Point left reads in the singular: 1 Move + 3 AP = 4 < 5', () => {
    expect(() => zzChargeMove(start({}, 1), 5)).toThrow(
      'Thurig can walk only 4 more (1 Move Point and 3 AP to convert); this walk needs 5.',
    )
  })

  it('ZZ-22/Q34 a Down figure that drank its potion cannot walk its 1 space: nothing is left to pay', () => {
    // MOVE 0, Down: 1 AP, 0 Move, cap 1. Use Item spends the AP: 0 + 0 = 0 to walk, within the cap.
    const drank = zzSpend(start({ statuses: ['down'] }, 0), { ap: 1 }, 'Use Item')
    expect(() => zzChargeMove(drank, 1)).toThrow(
      'Thurig can walk only 0 more (0 Move Points and 0 AP to convert); this walk needs 1.',
    )
  })

  it('ZZ-22 a Down figure with MOVE 5 walking 2 hears of the 1-space cap', () => {
    expect(() => zzChargeMove(start({ statuses: ['down'] }), 2)).toThrow(
      'Thurig may move only 1 this turn.',
    )
  })

  it('ZZ-25 (seed 003 L122) Move Points spent on an action count as moved: 5 − 2 = 3 left, 2 used', () => {
    const l = zzSpend(start(), { ap: 1, move: 2 }, 'Dodge')
    expect([l.move, l.moveUsed]).toEqual([3, 2])
  })

  it('ZZ-22 (seed 003 L208) the 1-space cap of a Down figure holds whatever Move Points its ledger shows', () => {
    // A ledger rebuilt from a tracker may still show Move Points; Down means 1 space in all.
    const down = { ...start({ statuses: ['down'] }), move: 3 }
    expect(() => zzSpend(down, { move: 2 }, 'Dodge')).toThrow('Thurig may move only 1 this turn.')
    const one = zzSpend(down, { move: 1 }, 'Dodge')
    expect(one.moveUsed).toBe(1)
    // 1 used + 1 more = 2 > 1.
    expect(() => zzSpend(one, { move: 1 }, 'Dodge')).toThrow('Thurig may move only 1 this turn.')
  })

  it('ZZ-18 an NPC’s refusal lasts the rest of that turn only: the next turn starts with nobody refusing', () => {
    const refused = zzEndTalk(start(), 'Merchant')
    expect(() => zzTalkAction(refused, 'Merchant')).toThrow('will not talk')
    const next = start()
    expect(next.talkRefusedBy).toEqual([])
    expect(zzTalkAction(next, 'Merchant').ap).toBe(2)
  })
})
