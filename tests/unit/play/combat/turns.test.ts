/** Next Turn, rounds, the economy's refills and every kind of timed condition, with Trail. */
import { describe, expect, it } from 'vitest'
import {
  beginCombat,
  currentCombatant,
  delayCombatant,
  nextTurn,
  previousTurn,
  removeCombatant,
  roundSequence,
  setTimedCondition,
  spendResource,
  CombatRefused,
} from '../../../../shared/play/combat'
import {
  begun,
  conditionsOn,
  fight,
  next,
  noSight,
  started,
  withConditionOn,
  withWounds,
} from './fixture'

const current = (c: ReturnType<typeof begun>) => currentCombatant(fight(c))?.id ?? null

describe('begin and next turn', () => {
  it('begins round 1 with the fastest, and the slower side is Off-guard until its own turn starts', () => {
    const c = begun()
    expect(fight(c).round).toBe(1)
    expect(current(c)).toBe('ash')
    expect(conditionsOn(c, 'rat')).toEqual(['off-guard'])
    expect(conditionsOn(c, 'mouse')).toEqual(['off-guard'])
    expect(conditionsOn(c, 'ash')).toEqual([])
    const ratTurn = next(c, 2)
    expect(current(ratTurn)).toBe('rat')
    expect(conditionsOn(ratTurn, 'rat')).toEqual([])
    expect(conditionsOn(ratTurn, 'mouse')).toEqual(['off-guard'])
    expect(fight(ratTurn).log.map((l) => l.text)).toContain(
      "Off-guard on Rat ends (the start of Rat's turn)",
    )
  })

  it('gives no opening condition when the sides are mixed', () => {
    const c = begun([6, 2, 5, 1])
    expect(fight(c).order.map((o) => o.id)).toEqual(['ash', 'rat', 'bo', 'mouse'])
    expect(conditionsOn(c, 'rat')).toEqual([])
    expect(conditionsOn(c, 'bo')).toEqual([])
  })

  it('runs the order, then a new round clears acted and the per-round uses', () => {
    let c = begun()
    const seen: (string | null)[] = []
    for (let i = 0; i < 5; i++) {
      seen.push(current(c))
      c = next(c)
    }
    expect(seen).toEqual(['ash', 'bo', 'rat', 'mouse', 'ash'])
    expect(fight(c).round).toBe(2)
    expect(fight(c).acted).toEqual(['ash'])
  })

  it('refills act at each start; react is gained at the first start and regained at the end', () => {
    const s = started()
    expect(fight(s).order.find((o) => o.id === 'ash')!.left).toEqual({ act: 1, react: 0, steps: 4 })
    const c = begun()
    const ash = fight(c).order.find((o) => o.id === 'ash')!
    expect(ash.left).toEqual({ act: 1, react: 1, steps: 4 })
    expect(ash.hasStarted).toBe(true)
    const bo = fight(c).order.find((o) => o.id === 'bo')!
    expect(bo.left.react).toBe(0)
  })

  it.each([
    ['no fight', (c: ReturnType<typeof begun>) => ({ ...c, combat: null }), 'no fight is running'],
    ['initiative phase', () => started(), 'the fight has not begun'],
  ])('refuses Next Turn with %s, changing nothing', (_name, make, words) => {
    const c = make(begun())
    const copy = structuredClone(c)
    expect(() => nextTurn(c, noSight)).toThrow(CombatRefused)
    expect(() => nextTurn(c, noSight)).toThrow(words)
    expect(c).toEqual(copy)
  })

  it('refuses Begin twice', () => {
    expect(() => beginCombat(begun(), noSight)).toThrow('already begun')
  })
})

describe('timed conditions end at exactly their event', () => {
  const timed = (until: Parameters<typeof setTimedCondition>[4], on = 'rat') =>
    setTimedCondition(begun(), on, 'marked', true, until, 'ash')

  it.each([
    // [duration, turns of Next Turn after which it is still on, then gone]
    ['start of Bo (not current)', { kind: 'turn', at: 'start', of: 'bo' } as const, 0, 1],
    ['end of Bo (not current)', { kind: 'turn', at: 'end', of: 'bo' } as const, 1, 2],
    ['start of Ash (current)', { kind: 'turn', at: 'start', of: 'ash' } as const, 3, 4],
    [
      'end of Ash (current: the next turn, not this one)',
      { kind: 'turn', at: 'end', of: 'ash' } as const,
      4,
      5,
    ],
    // Through the end of Rat's 2nd turn from now: Rat's turns end at Next 3 and Next 7.
    ['2 rounds of the bearer', { kind: 'rounds', rounds: 2 } as const, 6, 7],
    // Given on Ash's own turn: this turn's end (Next 1) is not counted; Ash's next two end at
    // Next 5 and Next 9.
    [
      '2 rounds of the bearer, on its own turn',
      { kind: 'rounds', rounds: 2 } as const,
      8,
      9,
      'ash',
    ],
  ])('%s', (_n, until, stillAfter, goneAfter, on = 'rat') => {
    const c = timed(until, on)
    expect(conditionsOn(next(c, stillAfter), on)).toContain('marked')
    expect(conditionsOn(next(c, goneAfter), on)).not.toContain('marked')
    expect(fight(next(c, goneAfter)).timers.filter((t) => t.condition === 'marked')).toEqual([])
  })

  it('keeps rest and manual durations through turns', () => {
    for (const until of [{ kind: 'rest' } as const, { kind: 'manual' } as const]) {
      const c = next(timed(until), 8)
      expect(conditionsOn(c, 'rat')).toContain('marked')
      expect(fight(c).timers.map((t) => t.condition)).toEqual(['marked'])
    }
  })

  it('refuses a duration of 0 rounds, or one pinned to someone not fighting, changing nothing', () => {
    const c = begun()
    const copy = structuredClone(c)
    expect(() =>
      setTimedCondition(c, 'rat', 'marked', true, { kind: 'rounds', rounds: 0 }),
    ).toThrow('a duration must be a whole number of rounds, 1 or more (not 0)')
    expect(() =>
      setTimedCondition(c, 'rat', 'marked', true, { kind: 'turn', at: 'start', of: 'ghost' }),
    ).toThrow('no combatant "ghost" in this fight')
    expect(() => setTimedCondition(c, 'rat', 'glowing', true)).toThrow(
      'Trail (test) has no condition "glowing"',
    )
    expect(c).toEqual(copy)
  })

  it('a skipped combatant (out of the fight) still fires its start and end', () => {
    // Rat is down (2 wounds of 2 grit): its turn is skipped, yet "until the end of Rat's turn" ends.
    const c = setTimedCondition(withWounds(begun(), 'rat', 2), 'bo', 'marked', true, {
      kind: 'turn',
      at: 'end',
      of: 'rat',
    })
    const after = next(c, 2) // Ash ends, Bo's turn; Bo ends, Rat skipped, Mouse's turn
    expect(current(after)).toBe('mouse')
    expect(conditionsOn(after, 'bo')).not.toContain('marked')
    expect(conditionsOn(after, 'rat')).not.toContain('off-guard')
    expect(fight(after).log.map((l) => l.text)).toContain('Rat is out of the fight: turn skipped')
  })

  it('a delayed combatant: its timer ends when its delayed turn comes', () => {
    let c = setTimedCondition(begun(), 'ash', 'marked', true, {
      kind: 'turn',
      at: 'start',
      of: 'bo',
    })
    c = delayCombatant(c, 'bo', 'mouse', noSight)
    expect(roundSequence(fight(c)).map((o) => o.id)).toEqual(['ash', 'rat', 'mouse', 'bo'])
    c = next(c, 2)
    expect(current(c)).toBe('mouse')
    expect(conditionsOn(c, 'ash')).toContain('marked')
    c = next(c)
    expect(current(c)).toBe('bo')
    expect(conditionsOn(c, 'ash')).not.toContain('marked')
    // The delay was for this round only.
    c = next(c, 2)
    expect(fight(c).round).toBe(2)
    expect(roundSequence(fight(c)).map((o) => o.id)).toEqual(['ash', 'bo', 'rat', 'mouse'])
  })

  it('delaying the current combatant starts the next turn; its own resumes later, not restarted', () => {
    let c = setTimedCondition(begun(), 'bo', 'marked', true, {
      kind: 'turn',
      at: 'start',
      of: 'ash',
    })
    c = spendResource(c, 'ash', 'act', 1, false)
    c = delayCombatant(c, 'ash', null, noSight)
    expect(current(c)).toBe('bo')
    c = next(c, 3)
    expect(current(c)).toBe('ash')
    expect(fight(c).log.at(-1)?.text).toBe('Ash: turn resumes')
    // Its start did not fire again: the timer on its next start waits; its act stays spent.
    expect(conditionsOn(c, 'bo')).toContain('marked')
    expect(fight(c).order.find((o) => o.id === 'ash')!.left.act).toBe(0)
    c = next(c)
    expect(fight(c).round).toBe(2)
    expect(conditionsOn(c, 'bo')).not.toContain('marked')
  })

  it('delaying the current combatant starts the next turn and brings it back later', () => {
    const c = delayCombatant(begun(), 'ash', null, noSight)
    expect(current(c)).toBe('bo')
    expect(roundSequence(fight(c)).map((o) => o.id)).toEqual(['bo', 'rat', 'mouse', 'ash'])
    expect(current(next(c, 3))).toBe('ash')
    expect(fight(next(c, 4)).round).toBe(2)
  })

  it('Dazed moves the turn to the end of the round once, and the timer on its start waits for it', () => {
    let c = withConditionOn(begun(), 'bo', 'dazed')
    c = setTimedCondition(c, 'ash', 'marked', true, { kind: 'turn', at: 'start', of: 'bo' })
    c = next(c) // Ash ends; Bo is Dazed: to the end of the round; Rat's turn
    expect(current(c)).toBe('rat')
    expect(fight(c).deferred).toEqual([{ id: 'bo', after: null }])
    expect(conditionsOn(c, 'ash')).toContain('marked')
    c = next(c, 2) // Rat, Mouse end; Bo's turn at last (Dazed again, but once per round)
    expect(current(c)).toBe('bo')
    expect(conditionsOn(c, 'ash')).not.toContain('marked')
    c = next(c) // Bo's turn ends: Dazed ends (Trail's atTurnEnd)
    expect(conditionsOn(c, 'bo')).not.toContain('dazed')
    expect(fight(c).round).toBe(2)
  })

  it('a removed combatant: timers waiting on its turns end at once, logged', () => {
    let c = setTimedCondition(begun(), 'ash', 'marked', true, {
      kind: 'turn',
      at: 'end',
      of: 'rat',
    })
    c = removeCombatant(c, 'rat')
    expect(conditionsOn(c, 'ash')).not.toContain('marked')
    expect(fight(c).timers.filter((t) => t.condition === 'marked')).toEqual([])
    expect(fight(c).log.at(-1)?.text).toBe('Marked on Ash ends (Rat left the fight)')
    expect(fight(c).order.map((o) => o.id)).toEqual(['ash', 'bo', 'mouse'])
    expect(() => removeCombatant(c, 'rat')).toThrow('Rat is not in this fight')
    expect(() => removeCombatant(c, 'ghost')).toThrow('no combatant "ghost" in this fight')
  })

  it('removing the current combatant leaves the turn to Next Turn, which ends nothing of it', () => {
    const c = removeCombatant(next(begun()), 'bo')
    expect(current(c)).toBeNull()
    expect(current(next(c))).toBe('rat')
  })

  it("a save-ended condition asks for the save at the bearer's turn", () => {
    const c = setTimedCondition(begun(), 'bo', 'pinned', true, {
      kind: 'save',
      at: 'end',
      save: 'grit',
      dc: 4,
    })
    const after = next(c, 2)
    expect(fight(after).items.map((i) => [i.tokenId, i.at, i.text])).toEqual([
      ['bo', 'end', 'grit save DC 4 ends Pinned'],
    ])
  })
})

describe('previous turn', () => {
  it('moves the pointer back without any hook', () => {
    const c = next(begun(), 2)
    const back = previousTurn(c)
    expect(current(back)).toBe('bo')
    expect(fight(back).acted).toEqual(['ash'])
    expect(conditionsOn(back, 'rat')).toEqual([]) // Off-guard does not come back: Undo does that
    expect(current(previousTurn(back))).toBe('ash')
  })

  it('from the first turn of round 2 goes back to the last of round 1; refused at the very first', () => {
    const c = next(begun(), 4)
    const back = previousTurn(c)
    expect([fight(back).round, current(back)]).toEqual([1, 'mouse'])
    expect(fight(back).acted).toEqual(['ash', 'bo', 'rat'])
    expect(() => previousTurn(begun())).toThrow('first turn of the fight')
  })
})
