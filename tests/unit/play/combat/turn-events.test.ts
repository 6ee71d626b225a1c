/**
 * One turn boundary on its own (startTurn, endTurn, wantsDelay, contextFor), with the Trail test
 * ruleset's hooks wrapped so each test can see which hooks ran and with what. What a boundary
 * promises is the tracker's, not a seed's: the start refills and clears flags, then the start
 * changes and prompts; the end runs its changes and prompts, then its timers, then refills what
 * refills at the turn's end. A delay-turn prompt moves the turn; it is never a checklist item.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Campaign, Combatant } from '../../../../shared/model'
import type { RulesetCombat, TurnContext, TurnPrompt } from '../../../../shared/rules'
import {
  contextFor,
  endTurn,
  startTurn,
  wantsDelay,
} from '../../../../shared/play/combat/turn-events'
import { trailRuleset } from '../../../support/test-ruleset'
import { trailCombat } from '../../../support/test-ruleset-combat'
import { begun, fight, noSight, started, withConditionOn } from './fixture'

const combatant = (c: Campaign, tokenId: string): Combatant =>
  fight(c).order.find((o) => o.tokenId === tokenId)!

const rulesWith = (hooks: Partial<RulesetCombat>, sight = noSight) => ({
  ruleset: trailRuleset,
  hooks: { ...trailCombat, ...hooks } as RulesetCombat,
  sight,
})

const withoutPrompts = (): RulesetCombat => {
  const { prompts: _p, ...rest } = trailCombat
  void _p
  return rest as RulesetCombat
}

const withoutToken = (c: Campaign, tokenId: string): Campaign => {
  const { [tokenId]: _gone, ...tokens } = c.tokens
  void _gone
  return { ...c, tokens }
}

describe('contextFor', () => {
  it('reads round 0 with no fight, and the fight round when there is one', () => {
    const c = begun()
    expect(contextFor({ ...c, combat: null }, 'ash', noSight).round).toBe(0)
    expect(contextFor(c, 'ash', noSight).round).toBe(fight(c).round)
    expect(fight(c).round).toBe(1)
  })

  it('asks for enemy sight only when read, and only once', () => {
    const inEnemySight = vi.fn(() => true)
    const ctx = contextFor(begun(), 'ash', { inEnemySight })
    expect(inEnemySight).not.toHaveBeenCalled()
    expect(ctx.inEnemySight).toBe(true)
    expect(ctx.inEnemySight).toBe(true)
    expect(inEnemySight).toHaveBeenCalledTimes(1)
  })
})

describe('startTurn', () => {
  it('a ruleset without prompts starts a turn with no checklist items', () => {
    const c = withConditionOn(started(), 'ash', 'bleeding')
    const rules = { ruleset: trailRuleset, hooks: withoutPrompts(), sight: noSight }
    const out = startTurn(c, rules, combatant(c, 'ash'))
    expect(fight(out).items).toEqual([])
    expect(combatant(out, 'ash').hasStarted).toBe(true)
  })

  it('a delay-turn prompt is not put on the checklist; the other prompts are', () => {
    const prompts = (): TurnPrompt[] => [
      { source: 'Dazed', text: 'moves', data: { kind: 'delay-turn' } },
      { source: 'Nettle', text: 'stings', data: { kind: 'wound', die: 4 } },
    ]
    const c = started()
    const out = startTurn(c, rulesWith({ prompts }), combatant(c, 'ash'))
    expect(fight(out).items.map((i) => [i.tokenId, i.at, i.source])).toEqual([
      ['ash', 'start', 'Nettle'],
    ])
  })

  it('clears the flags and marks the combatant started', () => {
    const c0 = started()
    const ash = { ...combatant(c0, 'ash'), flags: ['disengaged'] }
    const c = {
      ...c0,
      combat: { ...fight(c0), order: fight(c0).order.map((o) => (o.id === ash.id ? ash : o)) },
    }
    const out = startTurn(c, rulesWith({}), ash)
    expect(combatant(out, 'ash').flags).toEqual([])
  })

  it('a combatant whose token is gone gets its refill, but no start changes or prompts', () => {
    const atTurnStart = vi.fn(() => [])
    const prompts = vi.fn(() => [])
    const c = withoutToken(started(), 'rat')
    const out = startTurn(c, rulesWith({ atTurnStart, prompts }), combatant(c, 'rat'))
    expect(atTurnStart).not.toHaveBeenCalled()
    expect(prompts).not.toHaveBeenCalled()
    expect(combatant(out, 'rat').hasStarted).toBe(true)
  })

  it('passes the prompts the fight round and the enemy sight of this token', () => {
    const seen: TurnContext[] = []
    const prompts = (_c: Campaign, _t: string, _at: 'start' | 'end', ctx?: TurnContext) => {
      if (ctx) seen.push(ctx)
      return []
    }
    const inEnemySight = vi.fn((_c: Campaign, tokenId: string) => tokenId === 'ash')
    const c = begun()
    startTurn(c, rulesWith({ prompts }, { inEnemySight }), combatant(c, 'ash'))
    expect(seen.map((x) => [x.round, x.inEnemySight])).toEqual([[1, true]])
  })
})

describe('endTurn', () => {
  it('a ruleset without prompts ends a turn with no checklist items', () => {
    const c = withConditionOn(begun(), 'ash', 'bleeding')
    const rules = { ruleset: trailRuleset, hooks: withoutPrompts(), sight: noSight }
    const out = endTurn(c, rules, combatant(c, 'ash'))
    expect(fight(out).items).toEqual([])
  })

  it('a delay-turn prompt at the end is not put on the checklist; the other prompts are', () => {
    const prompts = (_c: Campaign, _t: string, at: 'start' | 'end'): TurnPrompt[] =>
      at === 'end'
        ? [
            { source: 'Dazed', text: 'moves', data: { kind: 'delay-turn' } },
            { source: 'Bleeding', text: 'd4 wounds', data: { kind: 'wound', die: 4 } },
          ]
        : []
    const c = begun()
    const out = endTurn(c, rulesWith({ prompts }), combatant(c, 'ash'))
    expect(fight(out).items.map((i) => [i.tokenId, i.at, i.source])).toEqual([
      ['ash', 'end', 'Bleeding'],
    ])
  })

  it('clears the flags and refills React, which refills at the turn end', () => {
    const c0 = begun()
    const ash = {
      ...combatant(c0, 'ash'),
      flags: ['disengaged'],
      left: { ...combatant(c0, 'ash').left, react: 0 },
    }
    const c = {
      ...c0,
      combat: { ...fight(c0), order: fight(c0).order.map((o) => (o.id === ash.id ? ash : o)) },
    }
    const out = endTurn(c, rulesWith({}), ash)
    expect(combatant(out, 'ash').flags).toEqual([])
    expect(combatant(out, 'ash').left.react).toBe(1)
  })

  it('a combatant whose token is gone gets no end changes or prompts, and its end still runs', () => {
    const atTurnEnd = vi.fn(() => [])
    const prompts = vi.fn(() => [])
    const economy = vi.fn(trailCombat.economy)
    const c = withoutToken(begun(), 'rat')
    const out = endTurn(c, rulesWith({ atTurnEnd, prompts, economy }), combatant(c, 'rat'))
    expect(atTurnEnd).not.toHaveBeenCalled()
    expect(prompts).not.toHaveBeenCalled()
    expect(economy).not.toHaveBeenCalled()
    expect(combatant(out, 'rat')).toBeDefined()
  })

  it('a combatant its own end dismissed leaves the fight, and the end does not bring it back', () => {
    const atTurnEnd = (_c: Campaign, tokenId: string) =>
      tokenId === 'rat' ? [{ kind: 'dismiss' as const, tokenId: 'rat' }] : []
    const c = begun()
    const out = endTurn(c, rulesWith({ atTurnEnd }), combatant(c, 'rat'))
    expect(fight(out).order.map((o) => o.tokenId)).not.toContain('rat')
    expect(out.tokens.rat).toBeUndefined()
  })

  it('refills from the economy of the token as its end left it', () => {
    const economy = vi.fn(trailCombat.economy)
    const c = begun()
    endTurn(c, rulesWith({ economy }), combatant(c, 'ash'))
    expect(economy).toHaveBeenCalledTimes(1)
    expect(economy.mock.calls[0]![0].id).toBe('ash')
  })
})

describe('wantsDelay', () => {
  it('is true when the start prompts hold a delay-turn, false otherwise', () => {
    const c = begun()
    const dazed = withConditionOn(c, 'bo', 'dazed')
    expect(wantsDelay(dazed, rulesWith({}), combatant(dazed, 'bo'))).toBe(true)
    expect(wantsDelay(c, rulesWith({}), combatant(c, 'bo'))).toBe(false)
  })

  it('is false for a ruleset without prompts, and for a combatant whose token is gone', () => {
    const dazed = withConditionOn(begun(), 'bo', 'dazed')
    const rules = { ruleset: trailRuleset, hooks: withoutPrompts(), sight: noSight }
    expect(wantsDelay(dazed, rules, combatant(dazed, 'bo'))).toBe(false)
    const prompts = vi.fn(() => [{ source: 'x', text: 'y', data: { kind: 'delay-turn' } }])
    const gone = withoutToken(dazed, 'bo')
    expect(wantsDelay(gone, rulesWith({ prompts }), combatant(gone, 'bo'))).toBe(false)
    expect(prompts).not.toHaveBeenCalled()
  })
})
