/**
 * Rolling or setting aside a waiting turn item: what the roll says goes to the log, a save that
 * succeeds ends its condition, and a refusal says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  CombatRefused,
  dismissItem,
  resolveItem,
  setTimedCondition,
} from '../../../../shared/play/combat'
import { registerRuleset, unregisterRuleset, type Ruleset } from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'
import { begun, conditionsOn, fight, next, withConditionOn } from './fixture'

/** Ash Pinned until a grit save DC 4 at the end of its turn, and its turn ended: the save waits. */
function saveWaiting(c: Campaign = begun()): Campaign {
  const pinned = setTimedCondition(c, 'ash', 'pinned', true, {
    kind: 'save',
    at: 'end',
    save: 'grit',
    dc: 4,
  })
  return next(pinned)
}

const only = (c: Campaign) => fight(c).items[0]!

describe('rolling a save item', () => {
  it('logs who, the source, the outcome and its detail; a failure keeps the condition and its timer', () => {
    const c = saveWaiting()
    const item = only(c)
    // Trail's save: d6 >= DC; 3 < 4 fails.
    const out = resolveItem(c, item.id, scriptedDice({ 6: [3] }))
    expect(out.rolls.map((r) => r.outcome.outcome)).toEqual(['failure'])
    expect(fight(out.campaign).log.at(-1)?.text).toBe(`Ash, ${item.source}: failure (d6 3 vs 4)`)
    expect(fight(out.campaign).items).toEqual([])
    expect(conditionsOn(out.campaign, 'ash')).toContain('pinned')
    expect(fight(out.campaign).timers.filter((t) => t.condition === 'pinned')).toHaveLength(1)
  })

  it('a success ends the condition and only its timer', () => {
    let c = setTimedCondition(begun(), 'bo', 'hidden', true, { kind: 'manual' })
    c = saveWaiting(c)
    const out = resolveItem(c, only(c).id, scriptedDice({ 6: [4] })).campaign
    expect(conditionsOn(out, 'ash')).not.toContain('pinned')
    expect(fight(out).log.at(-1)?.text).toBe('Pinned on Ash ends (saved)')
    expect(fight(out).timers.filter((t) => t.condition === 'pinned')).toEqual([])
    expect(fight(out).timers.filter((t) => t.tokenId === 'bo')).toHaveLength(1)
  })

  it('refuses a save whose condition has ended, or whose timer is no longer a save', () => {
    const c = saveWaiting()
    const f = fight(c)
    const gone = { ...c, combat: { ...f, timers: [] } }
    expect(() => resolveItem(gone, only(c).id, scriptedDice({ 6: [5] }))).toThrow(
      new CombatRefused('the condition this save was for has already ended on Ash'),
    )
    const manual = {
      ...c,
      combat: { ...f, timers: f.timers.map((t) => ({ ...t, until: { kind: 'manual' as const } })) },
    }
    expect(() => resolveItem(manual, only(c).id, scriptedDice({ 6: [5] }))).toThrow(
      new CombatRefused('the condition this save was for has already ended on Ash'),
    )
  })

  it('lets a dice failure through as it is, not as a refusal', () => {
    const c = saveWaiting()
    const thrown = (() => {
      try {
        resolveItem(c, only(c).id, scriptedDice({}))
      } catch (e) {
        return e
      }
    })()
    expect(thrown).toBeInstanceOf(Error)
    expect(thrown).not.toBeInstanceOf(CombatRefused)
  })
})

describe('a ruleset without saves or prompts to roll', () => {
  const { rollSave, resolvePrompt, ...bare } = trailRuleset.combat!
  void rollSave
  void resolvePrompt
  const plain: Ruleset = { ...trailRuleset, id: 'trail-no-rolls', name: 'Plain', combat: bare }
  beforeAll(() => registerRuleset(plain))
  afterAll(() => unregisterRuleset(plain.id))

  it('refuses to roll the save or the prompt, saying why', () => {
    const c = { ...saveWaiting(), rulesetId: plain.id }
    expect(() => resolveItem(c, only(c).id, scriptedDice({ 6: [5] }))).toThrow(
      new CombatRefused('Plain has no saves to roll here'),
    )
    const b = { ...next(withConditionOn(begun(), 'ash', 'bleeding')), rulesetId: plain.id }
    expect(() => resolveItem(b, only(b).id, scriptedDice({ 4: [2] }))).toThrow(
      new CombatRefused('Bleeding has nothing to roll: dismiss it once handled'),
    )
  })
})

describe('rolling a prompt', () => {
  it("passes a payload that is not an object to the ruleset, and turns its refusal into the tracker's", () => {
    const c = next(withConditionOn(begun(), 'ash', 'bleeding'))
    const f = fight(c)
    const bare = { ...c, combat: { ...f, items: [{ ...only(c), data: null }] } }
    expect(() => resolveItem(bare, only(c).id, scriptedDice({}))).toThrow(
      new CombatRefused('Trail cannot roll "undefined"'),
    )
  })

  it('takes off only the item rolled or set aside; another waits on', () => {
    const c = next(
      withConditionOn(withConditionOn(begun(), 'ash', 'bleeding'), 'bo', 'bleeding'),
      2,
    )
    const [first, second] = fight(c).items
    expect(second).toBeDefined()
    const rolled = resolveItem(c, first!.id, scriptedDice({ 4: [1] })).campaign
    expect(fight(rolled).items).toEqual([second])
    const dismissed = dismissItem(c, first!.id)
    expect(fight(dismissed).items).toEqual([second])
  })

  it('logs an outcome with no detail bare, and drops the timer of the condition it took off', () => {
    const seen = { inEnemySight: (_c: Campaign, id: string) => id === 'bo' }
    let c = setTimedCondition(begun(), 'bo', 'hidden', true, { kind: 'manual' })
    c = next(c, 1, seen)
    const item = only(c)
    expect(item.source).toBe('Hidden')
    const out = resolveItem(c, item.id, scriptedDice({})).campaign
    expect(fight(out).log.at(-1)?.text).toBe('Bo, Hidden: seen')
    expect(conditionsOn(out, 'bo')).not.toContain('hidden')
    expect(fight(out).timers.filter((t) => t.condition === 'hidden')).toEqual([])
  })

  it('refuses an item already rolled or set aside, and sets one aside only once', () => {
    const c = next(withConditionOn(begun(), 'ash', 'bleeding'))
    const id = only(c).id
    const out = dismissItem(c, id)
    const refusal = new CombatRefused(
      'that turn item is no longer waiting (rolled or dismissed already)',
    )
    expect(() => dismissItem(out, id)).toThrow(refusal)
    expect(() => resolveItem(out, id, scriptedDice({ 4: [1] }))).toThrow(refusal)
  })
})
