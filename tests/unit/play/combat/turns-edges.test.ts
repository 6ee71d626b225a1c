/**
 * The edges of the turn order with Trail (Ash 6, Bo 5, Rat 2, Mouse 1): who waits for whom when
 * several wait (a chain, two for one, one waiting for someone gone), what a new round clears, a
 * fight where everyone is out, group turns, extra turns, Previous Turn and the refusals and log
 * lines a GM reads.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign, Combat } from '../../../../shared/model'
import {
  beginCombat,
  currentCombatant,
  delayCombatant,
  followTurnDelay,
  giveExtraTurn,
  nextTurn,
  previousTurn,
  removeCombatant,
  roundSequence,
} from '../../../../shared/play/combat'
import { begun, fight, next, noSight, started, withConditionOn, withWounds } from './fixture'

const current = (c: Campaign) => currentCombatant(fight(c))?.id ?? null
const ids = (cs: { id: string }[]) => cs.map((c) => c.id)
const lines = (c: Campaign) => fight(c).log.map((l) => l.text)
const withDeferred = (c: Campaign, deferred: Combat['deferred']): Combat => ({
  ...fight(c),
  deferred,
})

describe('whose turn it is', () => {
  it('no one before the fight begins, even with a current id written', () => {
    const c = started()
    expect(currentCombatant({ ...fight(c), currentId: 'ash' })).toBeNull()
    expect(currentCombatant({ ...fight(begun()), currentId: null })).toBeNull()
  })
})

describe("this round's order with waits", () => {
  it('a chain: one waits for a combatant who itself waits for the end of the round', () => {
    // Ash waits for Bo; Rat waits for the end; Bo waits for the end after Rat: Mouse acts, then
    // the end of the round in the order they were put there (Rat, Bo), Ash right after Bo.
    const c = withDeferred(begun(), [
      { id: 'ash', after: 'bo' },
      { id: 'rat', after: null },
      { id: 'bo', after: null },
    ])
    expect(ids(roundSequence(c))).toEqual(['mouse', 'rat', 'bo', 'ash'])
  })

  it('two wait for the same one: both right after it, in the order they chose to wait', () => {
    const c = withDeferred(begun(), [
      { id: 'bo', after: 'mouse' },
      { id: 'ash', after: 'mouse' },
    ])
    expect(ids(roundSequence(c))).toEqual(['rat', 'mouse', 'bo', 'ash'])
  })

  it('a wait for someone no longer in the fight, or for itself, goes to the end of the round', () => {
    const c = withDeferred(begun(), [
      { id: 'ash', after: 'ghost' },
      { id: 'bo', after: 'bo' },
    ])
    expect(ids(roundSequence(c))).toEqual(['rat', 'mouse', 'ash', 'bo'])
  })

  it('a wait by someone no longer in the fight is left out', () => {
    const c = withDeferred(begun(), [
      { id: 'ghost', after: null },
      { id: 'ash', after: 'rat' },
    ])
    expect(ids(roundSequence(c))).toEqual(['bo', 'rat', 'ash', 'mouse'])
  })

  it('a circle of waits still places everyone once', () => {
    const c = withDeferred(begun(), [
      { id: 'ash', after: 'bo' },
      { id: 'bo', after: 'ash' },
    ])
    expect(ids(roundSequence(c))).toEqual(['rat', 'mouse', 'ash', 'bo'])
  })
})

describe('rounds', () => {
  it('a new round is logged, and forgets the waits of the last one', () => {
    let c = delayCombatant(begun(), 'bo', null, noSight)
    c = next(c, 4)
    expect(fight(c).round).toBe(2)
    expect(fight(c).deferred).toEqual([])
    expect(lines(c)).toContain('Round 2 begins')
  })

  it('a turn put back resumes; one that was only moved starts when its place comes', () => {
    // Ash's turn starts and is put back (resumes later); Bo waits from the start for Ash.
    let c = delayCombatant(begun(), 'ash', null, noSight)
    expect(current(c)).toBe('bo')
    c = delayCombatant(c, 'rat', 'ash', noSight)
    c = next(c, 2) // Bo ends; Mouse's turn; Mouse ends: Ash resumes
    expect(current(c)).toBe('ash')
    expect(lines(c).at(-1)).toBe('Ash: turn resumes')
    c = next(c)
    expect(current(c)).toBe('rat')
    expect(lines(c).at(-1)).toBe('Rat: turn starts')
  })

  it('Dazed at the start of a turn says so in the log', () => {
    const c = next(withConditionOn(begun(), 'bo', 'dazed'))
    expect(lines(c)).toContain("Bo's turn moves to the end of the round")
  })

  it('everyone out of the fight: each turn is skipped once a round, then the round goes on', () => {
    // Wounds at least their grit (3, 3, 2, 2): all four out. Ash's turn ends; Bo, Rat and Mouse
    // are skipped (each once), and a new round begins with Ash skipped too; past one skip each,
    // the next in line is given its turn rather than looping.
    let c = begun()
    for (const [id, w] of [
      ['ash', 3],
      ['bo', 3],
      ['rat', 2],
      ['mouse', 2],
    ] as const)
      c = withWounds(c, id, w)
    const out = nextTurn(c, noSight)
    expect(out.rolls).toEqual([])
    const skipped = lines(out.campaign).filter((l) => l.endsWith('turn skipped'))
    expect(skipped).toEqual([
      'Bo is out of the fight: turn skipped',
      'Rat is out of the fight: turn skipped',
      'Mouse is out of the fight: turn skipped',
      'Ash is out of the fight: turn skipped',
    ])
    expect(fight(out.campaign).round).toBe(2)
    expect(current(out.campaign)).toBe('bo')
    expect(fight(out.campaign).acted).toEqual(['ash'])
  })

  it('a group turn is logged as the group’s', () => {
    const c = started()
    const order = fight(c).order.map((o) =>
      o.id === 'ash' || o.id === 'bo' ? { ...o, groupId: 'party' } : o,
    )
    const b = beginCombat({ ...c, combat: { ...fight(c), order } }, noSight).campaign
    expect(lines(b).at(-1)).toBe("Ash's group: turn starts")
  })

  it('Begin with no one in the fight, and Next Turn once everyone has left, are refused', () => {
    let c = started()
    for (const id of ['ash', 'bo', 'rat', 'mouse']) c = removeCombatant(c, id)
    expect(() => beginCombat(c, noSight)).toThrow('no one is in this fight: add combatants first')
    let b = begun()
    for (const id of ['ash', 'bo', 'rat', 'mouse']) b = removeCombatant(b, id)
    expect(() => nextTurn(b, noSight)).toThrow('no one is left in this fight: end it')
  })
})

describe('an extra turn', () => {
  it('to one still to act this round: its regular turn still comes after', () => {
    let c = giveExtraTurn(begun(), 'rat', undefined, noSight)
    expect(current(c)).toBe('rat')
    expect(lines(c).at(-1)).toBe('Rat: extra turn starts')
    expect(fight(c).acted).toEqual(['ash'])
    c = next(c) // the extra turn ends; the round goes on where it was: Bo
    expect(current(c)).toBe('bo')
    expect(fight(c).acted).toEqual(['ash'])
    c = next(c)
    expect(current(c)).toBe('rat')
  })

  it('to one that has acted: no second regular turn; the rest of a turn when given less', () => {
    let c = next(begun()) // Bo's turn, Ash has acted
    c = giveExtraTurn(c, 'ash', { act: 0 }, noSight)
    expect(lines(c).at(-1)).toBe('Ash: extra turn starts (the rest of a turn)')
    expect(fight(c).order.find((o) => o.id === 'ash')!.left.act).toBe(0)
    c = next(c) // Ash's extra turn ends: Bo had its turn ended by it, so Rat
    expect(current(c)).toBe('rat')
    expect(fight(c).acted).toEqual(['ash', 'bo'])
  })

  it('refused to the one whose turn it is', () => {
    expect(() => giveExtraTurn(begun(), 'ash', undefined, noSight)).toThrow(
      'Ash is already taking its turn',
    )
  })
})

describe('Previous Turn', () => {
  it("back over a group's turn: every member of it is to act again", () => {
    const c = started()
    const order = fight(c).order.map((o) =>
      o.id === 'ash' || o.id === 'bo' ? { ...o, groupId: 'party' } : o,
    )
    let b = beginCombat({ ...c, combat: { ...fight(c), order } }, noSight).campaign
    b = next(b) // the party's turn ends; Rat's
    expect(fight(b).acted).toEqual(['ash', 'bo'])
    const back = previousTurn(b)
    expect(fight(back).acted).toEqual([])
    expect(current(back)).toBe('bo')
    expect(lines(back).at(-1)).toBe("Back to Bo's turn")
  })

  it('back into the round before is logged with its round', () => {
    const back = previousTurn(next(begun(), 4))
    expect(lines(back).at(-1)).toBe("Back to Mouse's turn (round 1)")
  })

  it('back to one who has since left the fight: the first in the order takes the turn', () => {
    // Acted this round: Ash, then a combatant since gone. Back steps over the gone one only.
    const c = next(begun())
    const gone = { ...c, combat: { ...fight(c), acted: ['ash', 'ghost'] } }
    const back = previousTurn(gone)
    expect(current(back)).toBe('ash')
    expect(fight(back).acted).toEqual(['ash'])
  })
})

describe('waiting (Delay)', () => {
  it('says whom it waits for, and refuses a wait on itself or after acting', () => {
    const c = delayCombatant(begun(), 'rat', 'mouse', noSight)
    expect(lines(c).at(-1)).toBe("Rat waits until after Mouse's turn")
    const end = delayCombatant(begun(), 'rat', null, noSight)
    expect(lines(end).at(-1)).toBe('Rat waits until after the end of the round')
    expect(() => delayCombatant(begun(), 'rat', 'rat', noSight)).toThrow(
      'Rat cannot wait for itself',
    )
    expect(() => delayCombatant(next(begun()), 'ash', null, noSight)).toThrow(
      'Ash has already acted this round',
    )
  })

  it('a second wait replaces the first', () => {
    let c = delayCombatant(begun(), 'rat', 'mouse', noSight)
    c = delayCombatant(c, 'rat', null, noSight)
    expect(fight(c).deferred).toEqual([{ id: 'rat', after: null }])
  })

  it('a turn put back and then moved again still resumes rather than starting twice', () => {
    let c = delayCombatant(begun(), 'ash', null, noSight) // Ash's turn put back; Bo's
    c = delayCombatant(c, 'ash', 'rat', noSight)
    expect(fight(c).deferred).toEqual([{ id: 'ash', after: 'rat', started: true }])
  })
})

describe('a delay asked during a turn', () => {
  it('Dazed taken during its own turn moves it to the end of the round, once', () => {
    const c = withConditionOn(begun(), 'ash', 'dazed')
    const moved = followTurnDelay(c, noSight)
    expect(current(moved)).toBe('bo')
    expect(fight(moved).deferred).toEqual([{ id: 'ash', after: null, started: true }])
    expect(lines(moved).at(-1)).toBe('Bo: turn starts')
    expect(lines(moved)).toContain("Ash's turn moves to the end of the round (it resumes there)")
    // Once a round: when it resumes, still Dazed, it is not put back again.
    const resumed = next(moved, 3)
    expect(current(resumed)).toBe('ash')
    expect(followTurnDelay(resumed, noSight)).toBe(resumed)
  })

  it('nothing without a running fight, or without a delay asked', () => {
    const c = started()
    expect(followTurnDelay(c, noSight)).toBe(c)
    const none = { ...c, combat: null }
    expect(followTurnDelay(none, noSight)).toBe(none)
    const b = begun()
    expect(followTurnDelay(b, noSight)).toBe(b)
  })
})
