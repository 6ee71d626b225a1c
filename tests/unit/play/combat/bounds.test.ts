/**
 * The tracker never changes the campaign it is given (so Undo is the history's old campaign, with
 * every expired condition and spent resource), and it keeps its lists bounded.
 */
import { describe, expect, it } from 'vitest'
import { COMBAT_LOG_MAX, TIMERS_MAX, TURN_ITEMS_MAX, type Campaign } from '../../../../shared/model'
import {
  delayCombatant,
  nextTurn,
  pinDuration,
  setTimedCondition,
  spendResource,
} from '../../../../shared/play/combat'
import { begun, conditionsOn, fight, next, noSight, withConditionOn } from './fixture'

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

describe('pure transitions', () => {
  it('a Next Turn that expires a condition and refills leaves the old campaign as it was', () => {
    let c = setTimedCondition(begun(), 'rat', 'marked', true, {
      kind: 'turn',
      at: 'end',
      of: 'ash',
    })
    c = spendResource(c, 'ash', 'act', 1, false)
    c = next(c, 4) // round 2, Ash's turn: act refilled
    const before = deepFreeze(structuredClone(c))
    const after = nextTurn(before, noSight).campaign // Ash's turn ends: Marked expires
    expect(conditionsOn(after, 'rat')).not.toContain('marked')
    expect(conditionsOn(before, 'rat')).toContain('marked')
    expect(fight(before).currentId).toBe('ash')
  })
})

describe('refusals name the reason', () => {
  it.each([
    [
      'acted already',
      (c: Campaign) => delayCombatant(next(c), 'ash', null),
      'Ash has already acted this round',
    ],
    ['itself', (c: Campaign) => delayCombatant(c, 'bo', 'bo'), 'Bo cannot wait for itself'],
    [
      'a ghost',
      (c: Campaign) => delayCombatant(c, 'bo', 'ghost'),
      'no combatant "ghost" in this fight',
    ],
  ])('delay after %s', (_n, run, words) => {
    expect(() => run(begun())).toThrow(words)
  })

  it('pins durations to the next matching event', () => {
    const f = fight(begun())
    expect(pinDuration(f, 'rat', { kind: 'turn', at: 'end', of: 'ash' })).toEqual({
      kind: 'turn',
      at: 'end',
      of: 'ash',
      count: 2,
    })
    expect(pinDuration(f, 'rat', { kind: 'turn', at: 'end', of: 'bo' })).toEqual({
      kind: 'turn',
      at: 'end',
      of: 'bo',
      count: 1,
    })
    // "3 rounds" lasts through the end of the bearer's 3rd turn from now (README, Combat).
    expect(pinDuration(f, 'rat', { kind: 'rounds', rounds: 3 })).toEqual({
      kind: 'turn',
      at: 'end',
      of: 'rat',
      count: 3,
      rounds: true,
    })
    // Ash's turn is under way: its end is not one of the 3.
    expect(pinDuration(f, 'ash', { kind: 'rounds', rounds: 3 })).toEqual({
      kind: 'turn',
      at: 'end',
      of: 'ash',
      count: 3,
      rounds: true,
      skipEnd: true,
    })
    expect(() => pinDuration(f, 'rat', { kind: 'rounds', rounds: -1 })).toThrow(
      '1 or more (not -1)',
    )
    expect(() => pinDuration(f, 'rat', { kind: 'rounds', rounds: 1.5 })).toThrow(
      'whole number of rounds',
    )
  })
})

describe('bounded lists', () => {
  it(`keeps the last ${COMBAT_LOG_MAX} log lines`, () => {
    const c = next(begun(), 400)
    const log = fight(c).log
    expect(log).toHaveLength(COMBAT_LOG_MAX)
    expect(log.at(-1)?.text).toBe('Ash: turn starts')
    expect(log[0]?.round).toBeGreaterThan(1)
  })

  it('refuses Next Turn while the checklist is full, changing nothing', () => {
    const c = withConditionOn(begun(), 'ash', 'bleeding')
    const full = {
      ...fight(c),
      items: Array.from({ length: TURN_ITEMS_MAX }, (_, i) => ({
        id: `x${i}`,
        tokenId: 'bo',
        at: 'end' as const,
        round: 1,
        source: 'Old',
        text: 'old',
        data: null,
      })),
    }
    const at = { ...c, combat: full }
    expect(() => nextTurn(at, noSight)).toThrow(`${TURN_ITEMS_MAX} turn items are waiting`)
    expect(fight(at)).toBe(full)
  })

  it('refuses another timed condition when the fight holds its maximum', () => {
    const c = begun()
    const timers = Array.from({ length: TIMERS_MAX }, (_, i) => ({
      id: `x${i}`,
      tokenId: 'bo',
      condition: 'marked',
      until: { kind: 'manual' as const },
      round: 1,
    }))
    const full = { ...c, combat: { ...fight(c), timers } }
    expect(() => setTimedCondition(full, 'rat', 'braced', true, { kind: 'rest' })).toThrow(
      `this fight already times ${TIMERS_MAX} conditions`,
    )
  })
})
