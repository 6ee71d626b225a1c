/**
 * Ending a fight (seed 000 L427, "Combat ends when all but one party is routed, Down & Out, or
 * surrenders - or when the GM feels it is appropriate"): what its timers take off, the summary,
 * and the players' HP switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import {
  endCombat,
  setCombatantHidden,
  setShowPcHp,
  setTimedCondition,
} from '../../../../shared/play/combat'
import { registerRuleset, unregisterRuleset, type Ruleset } from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'
import { begun, conditionsOn, fight } from './fixture'

/** The fight with the Rat fighting twice (a second entry, `rat-2`, of the same token). */
function ratTwice(c: Campaign): Campaign {
  const f = fight(c)
  const rat = f.order.find((o) => o.id === 'rat')!
  return { ...c, combat: { ...f, order: [...f.order, { ...rat, id: 'rat-2' }] } }
}

describe('endCombat', () => {
  it('keeps a condition that a rest timer also holds, though its turn timer ends', () => {
    let c = setTimedCondition(begun(), 'bo', 'marked', true, { kind: 'rounds', rounds: 2 })
    const f = fight(c)
    const turn = f.timers.find((t) => t.tokenId === 'bo')!
    c = {
      ...c,
      combat: { ...f, timers: [...f.timers, { ...turn, id: 'f1-t99', until: { kind: 'rest' } }] },
    }
    const end = endCombat(c)
    expect(end.ended).not.toContain('Marked on Bo')
    expect(conditionsOn(end.campaign, 'bo')).toEqual(['marked'])
  })

  it('lists a condition two turn timers held once', () => {
    let c = setTimedCondition(begun(), 'bo', 'marked', true, { kind: 'rounds', rounds: 2 })
    const f = fight(c)
    const turn = f.timers.find((t) => t.tokenId === 'bo')!
    c = { ...c, combat: { ...f, timers: [...f.timers, { ...turn, id: 'f1-t99' }] } }
    const end = endCombat(c)
    expect(end.ended.filter((e) => e === 'Marked on Bo')).toHaveLength(1)
    expect(conditionsOn(end.campaign, 'bo')).toEqual([])
  })

  it('sums up a token fighting twice once, and names it once when it stays hidden', () => {
    let c = ratTwice(begun())
    c = setCombatantHidden(setCombatantHidden(c, 'rat', true), 'rat-2', true)
    const end = endCombat(c)
    expect(end.lines).toEqual([
      'Ash: dealt 0, took 0',
      'Bo: dealt 0, took 0',
      'Rat: dealt 0, took 0',
      'Mouse: dealt 0, took 0',
    ])
    expect(end.hidden).toEqual(['Rat'])
    expect(end.campaign.tokens['rat']?.gmOnly).toBe(true)
  })

  it('leaves a hidden combatant whose token is already GM-only as it was', () => {
    let c = begun()
    c = { ...c, tokens: { ...c.tokens, rat: { ...c.tokens['rat']!, gmOnly: true } } }
    c = setCombatantHidden(c, 'rat', true)
    const end = endCombat(c)
    expect(end.campaign.tokens['rat']?.gmOnly).toBe(true)
    expect(end.hidden).toEqual(['Rat'])
  })

  it('a fighter whose token has gone is summed up, and not listed as hidden', () => {
    const c = begun()
    const { mouse: _gone, ...tokens } = c.tokens
    const end = endCombat({ ...c, tokens })
    expect(end.lines).toContain('Mouse: dealt 0, took 0')
    expect(end.hidden).toEqual([])
  })

  describe("a ruleset's own end of a fight", () => {
    const ends: Ruleset = {
      ...trailRuleset,
      id: 'trail-end',
      combat: {
        ...trailRuleset.combat!,
        // Reads the campaign as it is with the fight's hidden tokens kept off.
        atCombatEnd: (c) => [
          { kind: 'ruleset-state', key: 'rat-kept-off', value: c.tokens['rat']?.gmOnly === true },
        ],
      },
    }
    beforeAll(() => registerRuleset(ends))
    afterAll(() => unregisterRuleset(ends.id))

    it('applies its changes after the fight is gone', () => {
      const c = setCombatantHidden({ ...begun(), rulesetId: ends.id }, 'rat', true)
      const end = endCombat(c)
      expect(end.campaign.combat).toBeNull()
      expect(end.campaign.rulesetState).toEqual({ 'rat-kept-off': true })
    })
  })
})

describe('setShowPcHp', () => {
  it('logs the switch each way, and changes nothing when it already is so', () => {
    const c = begun()
    expect(setShowPcHp(c, false)).toBe(c)
    const on = setShowPcHp(c, true)
    expect(fight(on).showPcHp).toBe(true)
    expect(fight(on).log.at(-1)?.text).toBe("Players see PCs' HP")
    expect(setShowPcHp(on, true)).toBe(on)
    const off = setShowPcHp(on, false)
    expect(fight(off).showPcHp).toBe(false)
    expect(fight(off).log.at(-1)?.text).toBe("Players no longer see PCs' HP")
  })
})
