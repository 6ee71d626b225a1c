/**
 * Edges of the BW attack rules (shared/rules/bw/engine/skill.ts, turn.ts, format.ts): the breakdown lines
 * the GM reads, the Small Target Area pick, MissedBy under the strict tie rule, and who may fire
 * out of turn. Expected values are worked from seed 004 "A.3.1 Skill Modifiers" (L36-77) and
 * "NearMiss Calculation" (L2-12), with OTHER-SYSTEMS.md Part C's defaults.
 */
import { describe, expect, it } from 'vitest'
import { formatSigned, openRoll } from '../../../../shared/rules/bw/engine/format'
import { BW_DEFAULT_OPTIONS as D } from '../../../../shared/rules/bw/engine/options'
import {
  movementPenalty,
  multiCcPenalty,
  resolveAttackRoll,
  skillModifiers,
} from '../../../../shared/rules/bw/engine/skill'
import { checkOpportunityFire } from '../../../../shared/rules/bw/engine/turn'

describe('BW Skill Modifier lines', () => {
  it.each([0, 3, 5.9])(
    'seed 004 L60-62: %s" moved is not a full 6", so no penalty at all (a plain 0)',
    (moved) => {
      expect(movementPenalty(moved)).toBe(0)
    },
  )

  it('seed 004 L60-62: a target that moved 3" gives no line (a 0 modifier is not listed)', () => {
    expect(skillModifiers({ targetMovedIn: 3, attackerMovedIn: 2, rangeIn: 10 }, D).lines).toEqual(
      [],
    )
  })

  it.each([
    [
      'seed 004 L47-49: stationary target +1',
      { targetStationary: true },
      [{ label: 'Stationary target', value: 1 }],
    ],
    [
      'seed 004 L54-56: stationary target in CC +5',
      { targetStationary: true, closeCombat: true },
      [{ label: 'Stationary target, Close Combat', value: 5 }],
    ],
    [
      'seed 004 L60-62: target moved 12" is two full 6"',
      { targetMovedIn: 12 },
      [{ label: 'Target moved 12"', value: -2 }],
    ],
    [
      'seed 004 L66-68: attacker moved 6"',
      { attackerMovedIn: 6 },
      [{ label: 'Attacker moved 6"', value: -1 }],
    ],
    ['seed 004 L72-74: 15" away', { rangeIn: 15 }, [{ label: 'Range 15"', value: -1 }]],
    [
      'seed 004 L44-46: completely hidden −5',
      { hidden: true },
      [{ label: 'Target completely hidden', value: -5 }],
    ],
    [
      'seed 004 L69-71: Opportunity Fire −2',
      { opportunityFire: true },
      [{ label: 'Opportunity Fire', value: -2 }],
    ],
    [
      'seed 004 L75-77: defending against the second CC attacker −2',
      { closeCombat: true, ccAttackerIndex: 2 },
      [{ label: 'Defending against Close Combat attacker 2', value: -2 }],
    ],
  ] as const)('%s', (_name, situation, lines) => {
    expect(skillModifiers(situation, D).lines).toEqual(lines)
  })

  it.each([
    [['head', 'hand'] as const],
    [['hand', 'head'] as const],
    [['halfMinifig', 'hand', 'head'] as const],
  ])('seed 004 L50-65 (BW-Q6 max): of %j only the hand, −3, is counted and listed', (sta) => {
    const m = skillModifiers({ sta }, D)
    expect(m.lines).toEqual([{ label: 'Small target: a minifig hand', value: -3 }])
    expect(m.total).toBe(-3)
    expect(m.withoutSta).toBe(0)
  })

  it('seed 004 L50-59 (BW-Q6 sum): half a minifig and a head are −1 and −2, both listed', () => {
    const m = skillModifiers({ sta: ['halfMinifig', 'head'] }, { ...D, staStack: 'sum' })
    expect(m.lines).toEqual([
      { label: 'Small target: half a minifig', value: -1 },
      { label: 'Small target: a minifig head', value: -2 },
    ])
    expect(m.total).toBe(-3)
  })

  it('seed 004 L57-59: one head under the max rule is listed once', () => {
    expect(skillModifiers({ sta: ['head'] }, D).lines).toEqual([
      { label: 'Small target: a minifig head', value: -2 },
    ])
  })

  it.each([0, -1, 1.5])('seed 004 L75-77: attackers are counted from 1, not %s', (index) => {
    expect(() => multiCcPenalty(index, 'flat')).toThrow('Close Combat attackers are counted from 1')
  })
})

describe('BW MissedBy under the strict tie rule', () => {
  it('seed 004 L5 / F-BW-1 hitOnEqual false: UR 4 needs a 5, so a 3 misses by 5 − 3 = 2', () => {
    const r = resolveAttackRoll(3, 4, { total: 0, withoutSta: 0 }, { ...D, hitOnEqual: false })
    expect(r).toEqual({ roll: 3, modified: 3, hit: false, missedBy: 2 })
  })
})

describe('BW Opportunity Fire: who may fire out of turn', () => {
  const fresh = { destroyed: false, statuses: [], actedThisTurn: false, oppFireUsed: false }
  it.each([
    ['destroyed', { ...fresh, destroyed: true }, 'Red is destroyed'],
    ['stunned', { ...fresh, statuses: ['stunned' as const] }, 'Red is Stunned and cannot fire'],
    [
      'unconscious',
      { ...fresh, statuses: ['unconscious' as const] },
      'Red is Unconscious and cannot fire',
    ],
  ])('seed 004 L69-71, C.5.1: a %s unit cannot fire out of turn', (_n, state, message) => {
    expect(() => checkOpportunityFire('Red', state)).toThrow(message)
  })

  it('C.5.1: a Prone or exhausted-but-rallied unit is not kept from firing by that alone', () => {
    expect(() => checkOpportunityFire('Red', { ...fresh, statuses: ['prone'] })).not.toThrow()
  })
})

describe('BW GM lines', () => {
  it.each([
    [2, '+2'],
    [1, '+1'],
    [0, '0'],
    [-1, '−1'],
  ])('a modifier of %i reads %s', (n, text) => {
    expect(formatSigned(n)).toBe(text)
  })

  it('an open roll shows its name, total and outcome to the players', () => {
    const o = openRoll({ who: 'Red', what: 'Fire', total: 4, outcome: 'put out', detail: 'x' })
    expect(o.public).toEqual({ what: 'Fire', total: 4, outcome: 'put out' })
    expect(o.detail).toBe('x')
  })
})
