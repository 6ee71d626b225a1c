/**
 * Joining a fight already open (Starting & Ending Combat, seed 000 L415: the order runs highest
 * first): by its initiative, after everyone it ties with, or right after another combatant. One
 * placed before the turn being taken waits for the next round.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { COMBATANTS_MAX, type Campaign } from '../../../../shared/model'
import {
  addCombatant,
  CombatRefused,
  currentCombatant,
  setCombatantHidden,
} from '../../../../shared/play/combat'
import { addCombatantAfter } from '../../../../shared/play/combat/joining'
import { begun, fight, next, started } from './fixture'

const ids = (c: Campaign) => fight(c).order.map((o) => o.id)
const lastLog = (c: Campaign) => fight(c).log.at(-1)?.text
const typed = (tokenId: string, initiative: number) => ({
  tokenId,
  side: 'party',
  hidden: false,
  initiative,
})

/** The fight with `n` combatants: copies of the Mouse fill it past the four of the fixture. */
function crowded(c: Campaign, n: number): Campaign {
  const f = fight(c)
  const mouse = f.order.find((o) => o.id === 'mouse')!
  const extra = Array.from({ length: n - f.order.length }, (_, i) => ({
    ...mouse,
    id: `m${i}`,
    initiative: 0,
  }))
  return { ...c, combat: { ...f, order: [...f.order, ...extra] } }
}

describe('addCombatant', () => {
  // Ash 6, Bo 5, Rat 2, Mouse 1 (fixture); two turns on is the Rat's.
  it('placed before the turn being taken, it waits for the next round, and the log says so', () => {
    const out = addCombatant(next(begun(), 2), typed('bo', 4), scriptedDice({})).campaign
    expect(ids(out)).toEqual(['ash', 'bo', 'bo-2', 'rat', 'mouse'])
    expect(fight(out).acted).toContain('bo-2')
    expect(lastLog(out)).toBe('Bo joins the fight (initiative 4, acts from next round)')
  })

  it('placed after the turn being taken, or tied with it, it acts this round', () => {
    const c = next(begun(), 2)
    const after = addCombatant(c, typed('bo', 1), scriptedDice({})).campaign
    // 1 ties the Mouse: after everyone it ties with, so last.
    expect(ids(after)).toEqual(['ash', 'bo', 'rat', 'mouse', 'bo-2'])
    expect(fight(after).acted).not.toContain('bo-2')
    expect(lastLog(after)).toBe('Bo joins the fight (initiative 1)')
    const tie = addCombatant(c, typed('bo', 2), scriptedDice({})).campaign
    expect(ids(tie)).toEqual(['ash', 'bo', 'rat', 'bo-2', 'mouse'])
    expect(fight(tie).acted).not.toContain('bo-2')
    expect(currentCombatant(fight(next(tie)))?.id).toBe('bo-2')
  })

  it('before the fight has begun, nobody waits: it is simply placed', () => {
    const out = addCombatant(started(), typed('bo', 6), scriptedDice({})).campaign
    expect(ids(out)).toEqual(['ash', 'bo-2', 'bo', 'rat', 'mouse'])
    expect(fight(out).acted).toEqual([])
    expect(lastLog(out)).toBe('Bo joins the fight (initiative 6)')
  })

  it('with the highest total goes first; before the fight has begun it does not wait for that', () => {
    const out = addCombatant(started(), typed('bo', 9), scriptedDice({})).campaign
    expect(ids(out)).toEqual(['bo-2', 'ash', 'bo', 'rat', 'mouse'])
    expect(fight(out).acted).toEqual([])
  })

  it('goes before a combatant with no total yet', () => {
    const c = begun()
    const f = fight(c)
    const open = {
      ...c,
      combat: {
        ...f,
        order: f.order.map((o) => (o.id === 'mouse' ? { ...o, initiative: null } : o)),
      },
    }
    const out = addCombatant(open, typed('bo', 0), scriptedDice({})).campaign
    expect(ids(out)).toEqual(['ash', 'bo', 'rat', 'bo-2', 'mouse'])
  })

  it(`holds ${COMBATANTS_MAX} combatants and refuses one more`, () => {
    const full = addCombatant(
      crowded(begun(), COMBATANTS_MAX - 1),
      typed('bo', 0),
      scriptedDice({}),
    )
    expect(fight(full.campaign).order).toHaveLength(COMBATANTS_MAX)
    expect(() => addCombatant(full.campaign, typed('bo', 0), scriptedDice({}))).toThrow(
      new CombatRefused(`a fight holds at most ${COMBATANTS_MAX} combatants`),
    )
  })
})

describe('addCombatantAfter', () => {
  it("takes the other's total, hidden flag and place, rolling nothing; before the current turn it waits", () => {
    const c = setCombatantHidden(next(begun(), 2), 'ash', true)
    const out = addCombatantAfter(c, 'bo', 'party', 'ash')
    expect(out.combatantId).toBe('bo-2')
    expect(ids(out.campaign)).toEqual(['ash', 'bo-2', 'bo', 'rat', 'mouse'])
    expect(fight(out.campaign).order[1]).toMatchObject({
      initiative: 6,
      initiativeDetail: 'acts right after Ash',
      hidden: true,
      side: 'party',
    })
    expect(fight(out.campaign).acted).toContain('bo-2')
    expect(lastLog(out.campaign)).toBe('Bo joins the fight right after Ash (acts from next round)')
  })

  it('right after the current combatant, it acts next this round', () => {
    const c = next(begun(), 2)
    const out = addCombatantAfter(c, 'bo', 'party', 'rat').campaign
    expect(ids(out)).toEqual(['ash', 'bo', 'rat', 'bo-2', 'mouse'])
    expect(fight(out).order[3]?.hidden).toBe(false)
    expect(fight(out).acted).not.toContain('bo-2')
    expect(lastLog(out)).toBe('Bo joins the fight right after Rat')
    expect(currentCombatant(fight(next(out)))?.id).toBe('bo-2')
  })

  it('before the fight has begun, nobody waits', () => {
    const out = addCombatantAfter(started(), 'bo', 'party', 'ash').campaign
    expect(ids(out)).toEqual(['ash', 'bo-2', 'bo', 'rat', 'mouse'])
    expect(fight(out).acted).toEqual([])
  })

  it(`refuses one past ${COMBATANTS_MAX}, and a combatant to follow who is not fighting`, () => {
    const full = addCombatantAfter(crowded(begun(), COMBATANTS_MAX - 1), 'bo', 'party', 'rat')
    expect(fight(full.campaign).order).toHaveLength(COMBATANTS_MAX)
    expect(() => addCombatantAfter(full.campaign, 'bo', 'party', 'rat')).toThrow(
      new CombatRefused(`a fight holds at most ${COMBATANTS_MAX} combatants`),
    )
    expect(() => addCombatantAfter(begun(), 'bo', 'party', 'nobody')).toThrow(CombatRefused)
  })
})
