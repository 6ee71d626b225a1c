/**
 * Paying a cost from a combatant's turn economy: what is refused and why, what a GM override lets
 * through, and what the round remembers for its per-round limits.
 */
import { describe, expect, it } from 'vitest'
import type { Combatant } from '../../../../shared/model'
import { CombatRefused } from '../../../../shared/play/combat'
import { paid } from '../../../../shared/play/combat/pay'
import type { RulesetCombat } from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'
import { trailCombat } from '../../../support/test-ruleset-combat'

function vakama(left: Record<string, number>, used: Record<string, number> = {}): Combatant {
  return {
    id: 'v',
    tokenId: 'v',
    name: 'Vakama',
    side: 'party',
    initiative: 3,
    initiativeDetail: 'typed in',
    hidden: false,
    left,
    full: { ...left },
    usedThisRound: used,
    flags: [],
    hasStarted: true,
  }
}

const pay = (c: Combatant, cost: Record<string, number>, override = false, hooks = trailCombat) =>
  paid(trailRuleset, hooks, c, cost, override)

/** Trail with a resource usable twice a round. */
const twice: RulesetCombat = {
  ...trailCombat,
  resources: [
    ...trailCombat.resources,
    { id: 'parry', name: 'Parry', refill: 'turn-start', perRound: 2, show: 'pips' },
  ],
}

describe('paid', () => {
  it('takes the cost off what is left and counts it as used this round', () => {
    const out = pay(vakama({ act: 1, steps: 4 }), { act: 1, steps: 3 })
    expect(out.left).toEqual({ act: 0, steps: 1 })
    expect(out.usedThisRound).toEqual({ act: 1, steps: 3 })
  })

  it('a cost of nothing is no payment, even of a resource nobody has', () => {
    const c = vakama({ act: 1 })
    const out = pay(c, { act: 0, mana: 0 })
    expect(out.left).toEqual({ act: 1 })
    expect(out.usedThisRound).toEqual({})
  })

  it('an amount that is not a number is refused, naming the resource', () => {
    expect(() => pay(vakama({ act: 1 }), { act: Number.NaN })).toThrow(
      new CombatRefused('an amount of act must be a number'),
    )
    expect(() => pay(vakama({ act: 1 }), { act: Infinity })).toThrow(CombatRefused)
  })

  it('a resource outside the ruleset that the combatant holds is paid by its key', () => {
    const c = vakama({ focus: 2 })
    expect(pay(c, { focus: 1 }).left).toEqual({ focus: 1 })
    expect(() => pay(c, { focus: 3 })).toThrow('Vakama has only 2 focus left this turn, not 3')
  })

  it('a distance is shown with the unit; nothing left says so', () => {
    expect(() => pay(vakama({ steps: 2 }), { steps: 3 })).toThrow(
      'Vakama has only 2 m Steps left this turn, not 3 m',
    )
    expect(() => pay(vakama({ act: 0 }), { act: 1 })).toThrow('Vakama has no Act left this turn')
  })

  it('a per-round limit (seed 000 L443: "may only use one Reaction per round") counts the round', () => {
    // React refilled at the end of the turn, but one was used this round already: 1 + 1 > 1.
    expect(() => pay(vakama({ react: 1 }, { react: 1 }), { react: 1 })).toThrow(
      'Vakama has already used its React this round',
    )
    // Twice a round: 1 used + 1 = 2, allowed; 2 used + 1 = 3, refused with the count.
    const once = pay(vakama({ parry: 2 }, { parry: 1 }), { parry: 1 }, false, twice)
    expect(once.usedThisRound).toEqual({ parry: 2 })
    expect(() => pay(vakama({ parry: 2 }, { parry: 2 }), { parry: 1 }, false, twice)).toThrow(
      'Vakama has already used 2 of 2 Parry this round',
    )
  })

  it('the GM overrides a limit; giving back afterwards is never refused', () => {
    const once = pay(vakama({ react: 1 }, { react: 1 }), { react: 1 }, true)
    const over = pay(once, { react: 1 }, true)
    expect(over.usedThisRound).toEqual({ react: 3 })
    // Giving one back leaves 2 used, still past the limit of 1: not a reason to refuse.
    const back = pay(over, { react: -1 })
    expect(back.left).toEqual({ react: 1 })
    expect(back.usedThisRound).toEqual({ react: 2 })
  })
})
