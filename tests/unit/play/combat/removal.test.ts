/** Taking a combatant out of a fight mid-way: the turn, the waits and the timers that named it. */
import { describe, expect, it } from 'vitest'
import {
  currentCombatant,
  delayCombatant,
  groupCombatants,
  removeCombatant,
  setTimedCondition,
} from '../../../../shared/play/combat'
import { begun, conditionsOn, fight, next } from './fixture'

const current = (c: ReturnType<typeof begun>) => currentCombatant(fight(c))?.id ?? null
const lastLine = (c: ReturnType<typeof begun>) => fight(c).log.at(-1)?.text

describe('removeCombatant', () => {
  it('removing someone whose turn it is not leaves the turn where it is', () => {
    const c = removeCombatant(begun(), 'mouse')
    expect(current(c)).toBe('ash')
    // The rats are Off-guard until their own turn starts: a turn that will never come.
    expect(
      fight(c)
        .log.slice(-2)
        .map((l) => l.text),
    ).toEqual(['Mouse leaves the fight', 'Off-guard on Mouse ends (Mouse left the fight)'])
  })

  it('removing the one acting alone leaves the turn to no one, and says to press Next Turn', () => {
    const c = removeCombatant(next(begun()), 'bo')
    expect(current(c)).toBeNull()
    expect(lastLine(c)).toBe('Bo leaves the fight: press Next Turn')
  })

  it("removing the lead of a group's turn leaves the turn to the next member", () => {
    // Ash 6, Bo 5, then the rats (2 and 1) act together: two Next Turns reach their turn.
    const grouped = groupCombatants(begun(), ['rat', 'mouse'], true, 'rats')
    const ratsTurn = next(grouped, 2)
    expect(current(ratsTurn)).toBe('rat')
    const c = removeCombatant(ratsTurn, 'rat')
    expect(current(c)).toBe('mouse')
    expect(lastLine(c)).toBe('Rat leaves the fight')
  })

  it('a removed combatant stops waiting, and those waiting for it wait for the round end', () => {
    let c = delayCombatant(begun(), 'mouse', 'rat')
    c = delayCombatant(c, 'rat', 'bo')
    expect(fight(c).deferred).toEqual([
      { id: 'mouse', after: 'rat' },
      { id: 'rat', after: 'bo' },
    ])
    const noBo = removeCombatant(c, 'bo')
    expect(fight(noBo).deferred).toEqual([
      { id: 'mouse', after: 'rat' },
      { id: 'rat', after: null },
    ])
    expect(fight(removeCombatant(noBo, 'rat')).deferred).toEqual([{ id: 'mouse', after: null }])
  })

  it("while it is no one's turn, removing someone else asks for nothing", () => {
    const c = removeCombatant(removeCombatant(next(begun()), 'bo'), 'ash')
    expect(current(c)).toBeNull()
    expect(lastLine(c)).toBe('Ash leaves the fight')
  })

  it("only the timers waiting on the removed combatant's turns end; the others run on", () => {
    let c = setTimedCondition(begun(), 'ash', 'marked', true, {
      kind: 'turn',
      at: 'end',
      of: 'rat',
    })
    c = setTimedCondition(c, 'bo', 'dazed', true, { kind: 'turn', at: 'start', of: 'mouse' })
    c = removeCombatant(c, 'rat')
    expect(conditionsOn(c, 'ash')).not.toContain('marked')
    expect(conditionsOn(c, 'bo')).toContain('dazed')
    expect(fight(c).timers.map((t) => [t.tokenId, t.condition])).toEqual([
      ['mouse', 'off-guard'],
      ['bo', 'dazed'],
    ])
    expect(
      fight(c)
        .log.slice(-3)
        .map((l) => l.text),
    ).toEqual([
      'Rat leaves the fight',
      'Off-guard on Rat ends (Rat left the fight)',
      'Marked on Ash ends (Rat left the fight)',
    ])
  })
})
