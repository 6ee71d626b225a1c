/** The turn checklist (rolled or dismissed), harm, the end of a fight and the players' strip. */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { edgeKey, hexEdge } from '../../../../shared/geometry/hex'
import {
  applyStateChanges,
  dismissItem,
  endCombat,
  mapSight,
  nextTurn,
  playerInitiative,
  recordHarm,
  resolveItem,
  setCombatantHidden,
  setShowPcHp,
  setTimedCondition,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import {
  begun,
  conditionsOn,
  fight,
  next,
  started,
  withConditionOn,
  withWounds,
  woundsOf,
} from './fixture'

describe('turn items', () => {
  it('Bleeding asks at the end of the turn; the GM rolls it: d4 wounds applied, logged, tallied', () => {
    const c = next(withConditionOn(begun(), 'ash', 'bleeding'))
    const items = fight(c).items
    expect(items.map((i) => [i.tokenId, i.at, i.source, i.text])).toEqual([
      ['ash', 'end', 'Bleeding', 'd4 wounds'],
    ])
    // Nothing applied silently.
    expect(woundsOf(c, 'ash')).toBe(0)
    const dice = scriptedDice({ 4: [2] })
    const out = resolveItem(c, items[0]!.id, dice)
    dice.assertDone()
    expect(woundsOf(out.campaign, 'ash')).toBe(2)
    expect(out.rolls.map((r) => r.outcome.outcome)).toEqual(['2 wounds'])
    expect(fight(out.campaign).items).toEqual([])
    expect(fight(out.campaign).log.at(-1)?.text).toBe('Ash, Bleeding: 2 wounds (d4 2)')
    expect(fight(out.campaign).stats['ash']).toEqual({ dealt: 0, taken: 2 })
    expect(() => resolveItem(out.campaign, items[0]!.id, dice)).toThrow('no longer waiting')
  })

  it('a save item ends its condition on a success, keeps it on a failure', () => {
    let c = setTimedCondition(begun(), 'ash', 'pinned', true, {
      kind: 'save',
      at: 'end',
      save: 'grit',
      dc: 4,
    })
    c = next(c)
    const item = fight(c).items[0]!
    const failed = resolveItem(c, item.id, scriptedDice({ 6: [3] })).campaign
    expect(conditionsOn(failed, 'ash')).toContain('pinned')
    const saved = resolveItem(c, item.id, scriptedDice({ 6: [5] })).campaign
    expect(conditionsOn(saved, 'ash')).not.toContain('pinned')
    expect(fight(saved).timers.some((t) => t.condition === 'pinned')).toBe(false)
  })

  it('refuses to roll an item with nothing to roll, or one the ruleset cannot', () => {
    const c = next(withConditionOn(begun(), 'ash', 'bleeding'))
    const f = fight(c)
    const item = f.items[0]!
    const bare = { ...c, combat: { ...f, items: [{ ...item, data: undefined }] } }
    expect(() => resolveItem(bare, item.id, scriptedDice({}))).toThrow(
      'Bleeding has nothing to roll: dismiss it once handled',
    )
    const odd = { ...c, combat: { ...f, items: [{ ...item, data: { kind: 'juggle' } }] } }
    expect(() => resolveItem(odd, item.id, scriptedDice({}))).toThrow('Trail cannot roll "juggle"')
  })

  it('dismissing sets an item aside without a roll', () => {
    const c = next(withConditionOn(begun(), 'ash', 'bleeding'))
    const out = dismissItem(c, fight(c).items[0]!.id)
    expect(fight(out).items).toEqual([])
    expect(woundsOf(out, 'ash')).toBe(0)
    expect(fight(out).log.at(-1)?.text).toBe('Ash, Bleeding: set aside')
  })

  it('Hidden ends only when the injected sight says an enemy sees it', () => {
    const c = withConditionOn(begun(), 'bo', 'hidden')
    const seen: TurnContextSource = { inEnemySight: (_c, id) => id === 'bo' }
    expect(fight(next(c, 1)).items).toEqual([])
    const asked = fight(next(c, 1, seen)).items
    expect(asked.map((i) => [i.tokenId, i.at, i.source])).toEqual([['bo', 'start', 'Hidden']])
  })

  it('the default sight: walls all round Bo hide it from the rats', () => {
    const c = withConditionOn(begun(), 'bo', 'hidden')
    const edges = Object.fromEntries(
      [0, 1, 2, 3, 4, 5].map((d) => [edgeKey(hexEdge({ q: 3, r: 2 }, d)), 'wall' as const]),
    )
    const walled = { ...c, maps: { ...c.maps, 'map-1': { ...c.maps['map-1']!, edges } } }
    expect(mapSight.inEnemySight(walled, 'bo')).toBe(false)
    expect(mapSight.inEnemySight(c, 'bo')).toBe(true)
    expect(fight(nextTurn(walled).campaign).items).toEqual([])
  })

  it('the default sight uses the map: an open board shows Bo to the rats', () => {
    const c = nextTurn(withConditionOn(begun(), 'bo', 'hidden')).campaign
    expect(fight(c).items.map((i) => i.source)).toEqual(['Hidden'])
  })
})

describe('harm and state changes', () => {
  it('records taken and dealt, and who went down', () => {
    const c = begun()
    const after = applyStateChanges(c, [
      { kind: 'instance', tokenId: 'rat', instance: { wounds: 2, conditions: [] } },
    ])
    const out = recordHarm(c, after, 'ash')
    expect(fight(out).stats).toEqual({
      rat: { dealt: 0, taken: 2, down: true },
      ash: { dealt: 2, taken: 0 },
    })
  })

  it('refuses a state the ruleset schema refuses, and keeps ruleset state', () => {
    const c = begun()
    expect(() =>
      applyStateChanges(c, [{ kind: 'instance', tokenId: 'rat', instance: { hp: 3 } }]),
    ).toThrow('the ruleset gave Rat a state its own schema refuses')
    const kept = applyStateChanges(c, [{ kind: 'ruleset-state', key: 'trail-momentum', value: 2 }])
    expect(kept.rulesetState).toEqual({ 'trail-momentum': 2 })
  })
})

describe('end combat', () => {
  it('ends turn and save timers, keeps rest and manual ones, damage and ruleset state; sums up', () => {
    let c = begun()
    c = setTimedCondition(c, 'bo', 'marked', true, { kind: 'rounds', rounds: 3 })
    c = setTimedCondition(c, 'mouse', 'pinned', true, {
      kind: 'save',
      at: 'end',
      save: 'grit',
      dc: 4,
    })
    c = setTimedCondition(c, 'ash', 'bleeding', true, { kind: 'rest' })
    c = recordHarm(c, withWounds(c, 'rat', 2), 'bo')
    c = applyStateChanges(c, [{ kind: 'ruleset-state', key: 'trail-momentum', value: 1 }])
    c = next(c)
    const end = endCombat(c)
    expect(end.campaign.combat).toBeNull()
    expect(end.rounds).toBe(1)
    expect(end.ended.sort()).toEqual([
      'Marked on Bo',
      'Off-guard on Mouse',
      'Off-guard on Rat',
      'Pinned on Mouse',
    ])
    expect(conditionsOn(end.campaign, 'bo')).toEqual([])
    expect(conditionsOn(end.campaign, 'ash')).toEqual(['bleeding'])
    expect(woundsOf(end.campaign, 'rat')).toBe(2)
    expect(end.campaign.rulesetState).toEqual({ 'trail-momentum': 1 })
    expect(end.lines).toEqual([
      'Ash: dealt 0, took 0',
      'Bo: dealt 2, took 0',
      'Rat: dealt 0, took 2, went down',
      'Mouse: dealt 0, took 0',
    ])
    expect(() => endCombat(end.campaign)).toThrow('no fight is running')
  })
})

describe("the players' strip", () => {
  it('leaves out hidden combatants and GM-only tokens; health as words; HP only for PCs when allowed', () => {
    let c = withWounds(begun(), 'ash', 1)
    c = setCombatantHidden(c, 'rat', true)
    c = { ...c, tokens: { ...c.tokens, mouse: { ...c.tokens['mouse']!, gmOnly: true } } }
    c = withConditionOn(c, 'bo', 'braced')
    c = withConditionOn(c, 'bo', 'hidden')
    const strip = playerInitiative(c)!
    expect(strip).toEqual({
      round: 1,
      entries: [
        { id: 'ash', tokenId: 'ash', name: 'Ash', current: true, health: 'hurt' },
        { id: 'bo', tokenId: 'bo', name: 'Bo', current: false, conditions: ['braced'] },
      ],
    })
    const shown = playerInitiative(setShowPcHp(c, true))!
    expect(shown.entries.map((e) => e.hp)).toEqual(['HP 2/3', 'HP 3/3'])
    expect(JSON.stringify(strip)).not.toMatch(/\d\/\d/)
  })

  it('is null with no fight, or when the players see another map', () => {
    expect(playerInitiative({ ...begun(), combat: null })).toBeNull()
    expect(playerInitiative({ ...begun(), playersMapId: null })).toBeNull()
    expect(playerInitiative(started())?.entries.every((e) => !e.current)).toBe(true)
  })
})
