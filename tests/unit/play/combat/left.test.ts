/**
 * A ruleset setting what a combatant has left of a turn resource (the 'left' change), and a
 * token's state set by hand in a fight followed by the ruleset's `instanceEdited` changes in the
 * same step. Played with the test ruleset Trail (Steps are its distance resource, Act its pips).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import {
  applyStateChanges,
  CombatRefused,
  followInstanceEdit,
} from '../../../../shared/play/combat'
import { registerRuleset, type StateChange } from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'
import { begun, fight, next, started, trailCampaign } from './fixture'

const leftOf = (c: Campaign, id: string) => fight(c).order.find((o) => o.id === id)?.left ?? {}
const steps = (tokenId: string, amount: number, log?: string): StateChange => ({
  kind: 'left',
  tokenId,
  resource: 'steps',
  amount,
  ...(log ? { log } : {}),
})

describe("the 'left' change", () => {
  it('sets the amount left of one resource on the token’s combatant only, and logs why', () => {
    const c = begun()
    const out = applyStateChanges(c, [steps('ash', 1.5, 'Ash slows down')])
    expect(leftOf(out, 'ash')).toEqual({ ...leftOf(c, 'ash'), steps: 1.5 })
    expect(leftOf(out, 'bo')).toEqual(leftOf(c, 'bo'))
    expect(fight(out).log.at(-1)?.text).toBe('Ash slows down')
    // No reason given: no log line.
    const quiet = applyStateChanges(c, [steps('ash', 2)])
    expect(fight(quiet).log).toEqual(fight(c).log)
  })

  it('keeps the amount between 0 and 1000, as paying does', () => {
    const c = begun()
    expect(leftOf(applyStateChanges(c, [steps('ash', -3)]), 'ash').steps).toBe(0)
    expect(leftOf(applyStateChanges(c, [steps('ash', 5000)]), 'ash').steps).toBe(1000)
  })

  it('refuses without a fight or a combatant; a resource the ruleset lacks is its bug', () => {
    expect(() => applyStateChanges(trailCampaign(), [steps('ash', 1)])).toThrow(
      new CombatRefused('no fight is under way'),
    )
    const c = begun()
    const { mouse: _gone, ...tokens } = c.tokens
    const noMouse = {
      ...c,
      combat: { ...fight(c), order: fight(c).order.filter((o) => o.tokenId !== 'mouse') },
      tokens,
    }
    expect(() => applyStateChanges(noMouse, [steps('mouse', 1)])).toThrow(
      new CombatRefused('no combatant fights as "mouse"'),
    )
    expect(() =>
      applyStateChanges(c, [{ kind: 'left', tokenId: 'ash', resource: 'mana', amount: 1 }]),
    ).toThrow('the ruleset set "mana", which is not one of its resources')
    expect(() => applyStateChanges(c, [steps('ash', NaN)])).toThrow('no number')
  })
})

describe('followInstanceEdit', () => {
  // Trail with a hook that halves the Steps left of whoever is edited on its own turn.
  const calls: { tokenId: string; acting: boolean }[] = []
  registerRuleset({
    ...trailRuleset,
    id: 'trail-halves',
    combat: {
      ...trailRuleset.combat!,
      instanceEdited: (_before, after, tokenId, acting) => {
        calls.push({ tokenId, acting })
        const c = after.combat!.order.find((o) => o.tokenId === tokenId)!
        return acting ? [steps(tokenId, (c.left.steps ?? 0) / 2, 'halved')] : []
      },
    },
  })
  const halving = (): Campaign => ({ ...begun(), rulesetId: 'trail-halves' })
  const edited = (c: Campaign, tokenId: string): Campaign => ({
    ...c,
    tokens: {
      ...c.tokens,
      [tokenId]: { ...c.tokens[tokenId]!, instance: { wounds: 1, conditions: [] } },
    },
  })

  it('applies the ruleset’s changes, telling it whether the being is taking its turn', () => {
    calls.length = 0
    const c = halving()
    // Ash (initiative 6) acts first: his Steps are halved.
    const ash = followInstanceEdit(c, edited(c, 'ash'), 'ash')
    expect(leftOf(c, 'ash').steps).toBe(4)
    expect(leftOf(ash, 'ash').steps).toBe(2)
    expect(ash.tokens.ash!.instance).toEqual({ wounds: 1, conditions: [] })
    // Bo waits for his turn: the hook hears he is not acting, and nothing more changes.
    const bo = edited(c, 'bo')
    expect(followInstanceEdit(c, bo, 'bo')).toBe(bo)
    expect(calls).toEqual([
      { tokenId: 'ash', acting: true },
      { tokenId: 'bo', acting: false },
    ])
    // On Bo's own turn his are.
    const later = next(c)
    const boTurn = followInstanceEdit(later, edited(later, 'bo'), 'bo')
    expect(leftOf(later, 'bo').steps).toBe(4)
    expect(leftOf(boTurn, 'bo').steps).toBe(2)
  })

  it('leaves the edit alone with no running fight, no hook or no combatant', () => {
    calls.length = 0
    const plain = { ...trailCampaign(), rulesetId: 'trail-halves' }
    const out = edited(plain, 'ash')
    expect(followInstanceEdit(plain, out, 'ash')).toBe(out)
    // Initiative rolled, no turn taken yet: nothing follows.
    const waiting = { ...started(), rulesetId: 'trail-halves' }
    expect(fight(waiting).phase).not.toBe('running')
    const early = edited(waiting, 'ash')
    expect(followInstanceEdit(waiting, early, 'ash')).toBe(early)
    const trail = begun()
    const noHook = edited(trail, 'ash')
    expect(followInstanceEdit(trail, noHook, 'ash')).toBe(noHook)
    const c = halving()
    const stranger = {
      ...c,
      combat: { ...fight(c), order: fight(c).order.filter((o) => o.tokenId !== 'mouse') },
    }
    const mouse = edited(stranger, 'mouse')
    expect(followInstanceEdit(stranger, mouse, 'mouse')).toBe(mouse)
    expect(calls).toEqual([])
  })
})
