/** Spending a turn's economy, turn actions, a sheet's action cost, and movement in a fight. */
import { describe, expect, it } from 'vitest'
import {
  chargeAction,
  combatAfterMove,
  CombatRefused,
  spendResource,
  takeTurnAction,
} from '../../../../shared/play/combat'
import { begun, conditionsOn, fight, next } from './fixture'
import type { Campaign } from '../../../../shared/model'

const left = (c: Campaign, id: string) => fight(c).order.find((o) => o.id === id)!.left
const flags = (c: Campaign, id: string) => fight(c).order.find((o) => o.id === id)!.flags

function moved(c: Campaign, tokenId: string, q: number, r: number): Campaign {
  const t = c.tokens[tokenId]!
  return { ...c, tokens: { ...c.tokens, [tokenId]: { ...t, hex: { q, r } } } }
}

describe('spending', () => {
  it('spends and gives back', () => {
    const c = spendResource(begun(), 'ash', 'act', 1, false)
    expect(left(c, 'ash').act).toBe(0)
    expect(left(spendResource(c, 'ash', 'act', -1, false), 'ash').act).toBe(1)
  })

  it.each([
    [
      'nothing left',
      (c: Campaign) => spendResource(c, 'ash', 'act', 1, false),
      'act',
      1,
      'Ash has no Act left this turn',
    ],
    [
      'too little left',
      (c: Campaign) => c,
      'steps',
      5,
      'Ash has only 4 m Steps left this turn, not 5 m',
    ],
    ['an unknown resource', (c: Campaign) => c, 'mana', 1, 'Trail (test) has no "mana" to spend'],
    ['someone not fighting', (c: Campaign) => c, 'act', 1, 'no combatant "ghost" in this fight'],
  ])('refuses with %s, changing nothing; Shift overrides', (name, prep, res, amount, words) => {
    const c = prep(begun())
    const copy = structuredClone(c)
    const who = name === 'someone not fighting' ? 'ghost' : 'ash'
    expect(() => spendResource(c, who, res, amount, false)).toThrow(CombatRefused)
    expect(() => spendResource(c, who, res, amount, false)).toThrow(words)
    expect(c).toEqual(copy)
    if (who === 'ash' && res !== 'mana') {
      const forced = spendResource(c, 'ash', res, amount, true)
      expect(left(forced, 'ash')[res]).toBe(0)
      expect(fight(forced).log.at(-1)?.text).toContain('GM override')
    }
  })

  it('holds one React per round even when it is regained at the end of its own turn', () => {
    // Ash reacts on Rat's turn... then its own turn ends and regains it: still once per round.
    let c = spendResource(begun(), 'ash', 'react', 1, false)
    c = next(c) // Ash's turn ends: React regained
    expect(left(c, 'ash').react).toBe(1)
    expect(() => spendResource(c, 'ash', 'react', 1, false)).toThrow(
      'Ash has already used its React this round',
    )
    c = next(c, 3) // round 2
    expect(fight(c).round).toBe(2)
    expect(left(spendResource(c, 'ash', 'react', 1, false), 'ash').react).toBe(0)
  })

  it('refuses spending before the fight has begun', () => {
    const c = begun()
    expect(() =>
      spendResource({ ...c, combat: { ...fight(c), phase: 'initiative' } }, 'ash', 'act', 1, false),
    ).toThrow('the fight has not begun')
  })
})

describe('turn actions', () => {
  it('Dash pays its act and gives steps; Slip sets a flag for the turn; Brace times a condition', () => {
    const dashed = takeTurnAction(begun(), 'ash', 'dash', false)
    expect(left(dashed, 'ash')).toMatchObject({ act: 0, steps: 8 })
    expect(() => takeTurnAction(dashed, 'ash', 'slip', false)).toThrow(
      'Ash has no Act left this turn',
    )
    const slipped = takeTurnAction(begun(), 'ash', 'slip', false)
    expect(flags(slipped, 'ash')).toEqual(['disengaged'])
    expect(flags(next(slipped), 'ash')).toEqual([])
    const braced = takeTurnAction(begun(), 'ash', 'brace', false)
    expect(conditionsOn(braced, 'ash')).toEqual(['braced'])
    expect(conditionsOn(next(braced, 3), 'ash')).toEqual(['braced'])
    expect(conditionsOn(next(braced, 4), 'ash')).toEqual([])
  })

  it('Shuffle is once per round though no pool holds it', () => {
    const c = takeTurnAction(begun(), 'ash', 'shuffle', false)
    expect(() => takeTurnAction(c, 'ash', 'shuffle', false)).toThrow(
      'Ash has already used its Shuffle this round',
    )
    expect(() => takeTurnAction(c, 'ash', 'fly', false)).toThrow('Ash cannot take the action "fly"')
  })

  it("charges a sheet action's cost to its actor, only in a running fight", () => {
    const c = chargeAction(begun(), 'ash', { act: 1 }, false)
    expect(left(c, 'ash').act).toBe(0)
    expect(() => chargeAction(c, 'ash', { act: 1 }, false)).toThrow('Ash has no Act left this turn')
    const noFight = { ...begun(), combat: null }
    expect(chargeAction(noFight, 'ash', { act: 1 }, false)).toBe(noFight)
  })
})

describe('movement in a fight', () => {
  it("spends the acting combatant's steps; refused when too far unless overridden", () => {
    const c = begun()
    const out = combatAfterMove(c, moved(c, 'ash', 2, 5), 'ash', 3, { override: false })
    expect(left(out.campaign, 'ash').steps).toBe(1)
    expect(() => combatAfterMove(c, moved(c, 'ash', 2, 7), 'ash', 5, { override: false })).toThrow(
      'Ash has only 4 m Steps left this turn, not 5 m',
    )
    // A token not taking its turn moves free (the GM placing it).
    const rat = combatAfterMove(c, moved(c, 'rat', 9, 2), 'rat', 1, { override: false })
    expect(left(rat.campaign, 'rat')).toEqual(left(c, 'rat'))
  })

  it('offers an Opportunity Attack when 2 m or more leaves an enemy reach, unless Quick-step or disengaged', () => {
    // Ash stands next to Rat (7,2 beside 8,2), then walks away 3 hexes.
    const c = moved(begun(), 'ash', 7, 2)
    const after = moved(c, 'ash', 4, 2)
    const out = combatAfterMove(c, after, 'ash', 3, { override: false })
    expect(out.opportunities).toEqual([{ attackerId: 'rat', attackerName: 'Rat', targetId: 'ash' }])
    expect(combatAfterMove(c, after, 'ash', 1, { override: false }).opportunities).toEqual([])
    expect(
      combatAfterMove(c, after, 'ash', 3, { override: false, quickStep: true }).opportunities,
    ).toEqual([])
    const slipped = takeTurnAction(c, 'ash', 'slip', false)
    expect(
      combatAfterMove(slipped, moved(slipped, 'ash', 4, 2), 'ash', 3, { override: false })
        .opportunities,
    ).toEqual([])
    // Staying within reach provokes nothing.
    expect(
      combatAfterMove(c, moved(c, 'ash', 7, 3), 'ash', 2, { override: false }).opportunities,
    ).toEqual([])
  })
})
