/** Starting a fight: initiative rolled or typed, ties, settling them, adding, hiding, grouping. */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  addCombatant,
  CombatRefused,
  currentCombatant,
  groupCombatants,
  reorderCombatant,
  setCombatantHidden,
  setInitiative,
  startCombat,
  type StartInput,
} from '../../../../shared/play/combat'
import { begun, conditionsOn, fight, next, started, trailCampaign } from './fixture'

const input = (over: Partial<StartInput> = {}): StartInput => ({
  mapId: 'map-1',
  entries: [
    { tokenId: 'ash', side: 'party', hidden: false },
    { tokenId: 'rat', side: 'enemies', hidden: true },
  ],
  coordinated: [],
  ...over,
})

describe('start combat', () => {
  it('rolls with the ruleset, sorts highest first, and reports ties as ids', () => {
    const out = startCombat(trailCampaign(), input(), scriptedDice({ 6: [3, 2] }), 'f1')
    const c = fight(out.campaign)
    // Rat is hidden: +1 in Trail, so 3 = 3.
    expect(c.order.map((o) => [o.id, o.initiative, o.initiativeDetail])).toEqual([
      ['ash', 3, 'd6 3'],
      ['rat', 3, 'd6 2 + 1'],
    ])
    expect(out.ties).toEqual([['ash', 'rat']])
    expect(c.phase).toBe('initiative')
    expect(currentCombatant(c)).toBeNull()
    expect(c.log.map((l) => l.text)).toEqual(['Initiative: Ash 3, Rat 3', 'Tied: Ash = Rat'])
  })

  it('gives a coordinated side its bonus and takes typed totals without rolling', () => {
    const dice = scriptedDice({ 6: [1] })
    const out = startCombat(
      trailCampaign(),
      input({
        coordinated: ['party'],
        entries: [
          { tokenId: 'ash', side: 'party', hidden: false },
          { tokenId: 'rat', side: 'enemies', hidden: false, initiative: 9 },
        ],
      }),
      dice,
      'f1',
    )
    dice.assertDone()
    expect(fight(out.campaign).order.map((o) => [o.id, o.initiative])).toEqual([
      ['rat', 9],
      ['ash', 2],
    ])
    expect(out.ties).toEqual([])
  })

  it.each([
    [
      'a fractional typed total',
      input({ entries: [{ tokenId: 'ash', side: 'party', hidden: false, initiative: 2.5 }] }),
      "Ash's initiative must be a whole number (not 2.5)",
    ],
    ['an unknown map', input({ mapId: 'nowhere' }), 'no map "nowhere"'],
    [
      'an unknown token',
      input({ entries: [{ tokenId: 'ghost', side: 'party', hidden: false }] }),
      'no token "ghost" on any map',
    ],
    ['no one', input({ entries: [] }), 'pick at least one combatant'],
  ])('refuses %s, changing nothing', (_n, bad, words) => {
    const c = trailCampaign()
    const copy = structuredClone(c)
    expect(() => startCombat(c, bad, scriptedDice({ 6: [1, 1] }), 'f1')).toThrow(words)
    expect(c).toEqual(copy)
  })

  it('refuses a second fight while one runs', () => {
    expect(() => startCombat(begun(), input(), scriptedDice({ 6: [1, 1] }), 'f2')).toThrow(
      'a fight is already running',
    )
  })
})

describe('settling the order', () => {
  it('a typed total re-sorts; equal totals keep the order the GM dragged', () => {
    let c = started([4, 4, 2, 1])
    expect(fight(c).order.map((o) => o.id)).toEqual(['ash', 'bo', 'rat', 'mouse'])
    c = reorderCombatant(c, 'bo', 'ash')
    expect(fight(c).order.map((o) => o.id)).toEqual(['bo', 'ash', 'rat', 'mouse'])
    c = setInitiative(c, 'mouse', 3)
    expect(fight(c).order.map((o) => o.id)).toEqual(['bo', 'ash', 'mouse', 'rat'])
    c = reorderCombatant(c, 'bo', null)
    expect(fight(c).order.map((o) => o.id)).toEqual(['ash', 'mouse', 'rat', 'bo'])
  })

  it('a dragged combatant is marked placed by the GM; a typed total takes the mark off', () => {
    let c = started([4, 4, 2, 1])
    const placed = () =>
      fight(c)
        .order.filter((o) => o.placed)
        .map((o) => o.id)
    expect(placed()).toEqual([])
    c = reorderCombatant(c, 'bo', 'ash')
    expect(placed()).toEqual(['bo'])
    c = setInitiative(c, 'bo', 4)
    expect(placed()).toEqual([])
  })

  it.each([
    [1.5, "Mouse's initiative must be a whole number (not 1.5)"],
    [Number.NaN, "Mouse's initiative must be a whole number (not NaN)"],
    [5000, "Mouse's initiative must be from -99 to 999 (not 5000)"],
  ])('refuses the total %s naming the field, changing nothing', (value, words) => {
    const c = started()
    const copy = structuredClone(c)
    expect(() => setInitiative(c, 'mouse', value)).toThrow(CombatRefused)
    expect(() => setInitiative(c, 'mouse', value)).toThrow(words)
    expect(c).toEqual(copy)
  })

  it('refuses to reorder someone not fighting', () => {
    expect(() => reorderCombatant(started(), 'ghost', null)).toThrow(
      'no combatant "ghost" in this fight',
    )
  })
})

describe('mid-fight', () => {
  it('adds a combatant by its roll; one placed before the current turn waits for next round', () => {
    let c = next(begun(), 2) // Rat's turn
    const early = addCombatant(
      c,
      { tokenId: 'bo', side: 'party', hidden: false },
      scriptedDice({ 6: [6] }),
    )
    expect(early.combatantId).toBe('bo-2')
    c = early.campaign
    expect(fight(c).acted).toContain('bo-2')
    const late = addCombatant(
      c,
      { tokenId: 'ash', side: 'party', hidden: false, initiative: 0 },
      scriptedDice({}),
    )
    c = late.campaign
    expect(fight(c).order.map((o) => o.id)).toEqual(['ash', 'bo-2', 'bo', 'rat', 'mouse', 'ash-2'])
    c = next(c, 2)
    expect(currentCombatant(fight(c))?.id).toBe('ash-2')
  })

  it('hides and reveals a combatant', () => {
    const c = setCombatantHidden(begun(), 'rat', true)
    expect(fight(c).order.find((o) => o.id === 'rat')?.hidden).toBe(true)
    expect(
      fight(setCombatantHidden(c, 'rat', false)).order.find((o) => o.id === 'rat')?.hidden,
    ).toBe(false)
  })

  it('a group takes one turn: the first leads, each member starts and ends', () => {
    let c = groupCombatants(begun(), ['rat', 'mouse'], true, 'rats')
    c = next(c, 2)
    expect(currentCombatant(fight(c))?.id).toBe('rat')
    // Both started: both lost Off-guard at their own turn's start.
    expect(conditionsOn(c, 'rat')).toEqual([])
    expect(conditionsOn(c, 'mouse')).toEqual([])
    c = next(c)
    expect(fight(c).round).toBe(2)
    expect(currentCombatant(fight(c))?.id).toBe('ash')
    c = groupCombatants(c, ['rat', 'mouse'], false, 'rats')
    expect(fight(c).order.every((o) => o.groupId === undefined)).toBe(true)
  })
})
