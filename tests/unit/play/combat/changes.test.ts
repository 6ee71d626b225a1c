/**
 * A ruleset's changes applied with their checks, and the fight's harm tally: taken by whoever lost
 * state, dealt by the actor, "went down" only for the step that put it down.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { applyStateChanges, CombatRefused, recordHarm } from '../../../../shared/play/combat'
import { begun, fight, withConditionOn, withWounds } from './fixture'

describe('applyStateChanges: sheets', () => {
  it("replaces a PC's or an NPC's sheet in its own book", () => {
    const c = begun()
    const pc = applyStateChanges(c, [
      { kind: 'sheet', sheetKind: 'pc', id: 'ash', record: { id: 'ash', name: 'Ash', grit: 5 } },
    ])
    // Stored marked with Trail's sheet version (1), as the ruleset wrote it.
    expect(pc.pcs['ash']).toEqual({ id: 'ash', name: 'Ash', grit: 5, sheetVersion: 1 })
    expect(pc.npcs).toBe(c.npcs)
    const npc = applyStateChanges(c, [
      { kind: 'sheet', sheetKind: 'npc', id: 'rat', record: { id: 'rat', name: 'Rat', grit: 4 } },
    ])
    expect(npc.npcs['rat']).toEqual({ id: 'rat', name: 'Rat', grit: 4, sheetVersion: 1 })
    expect(npc.pcs).toBe(c.pcs)
  })

  it('refuses a sheet that is not in its book, naming the book', () => {
    const c = begun()
    const record = { id: 'rat', name: 'Rat', grit: 4 }
    expect(() =>
      applyStateChanges(c, [{ kind: 'sheet', sheetKind: 'pc', id: 'rat', record }]),
    ).toThrow(new CombatRefused('no PC sheet "rat"'))
    expect(() =>
      applyStateChanges(c, [{ kind: 'sheet', sheetKind: 'npc', id: 'ash', record }]),
    ).toThrow(new CombatRefused('no NPC sheet "ash"'))
  })

  it("refuses a sheet its schema refuses, or one carrying another sheet's id", () => {
    const c = begun()
    const refused = 'the ruleset gave the sheet "ash" a state its own schema refuses'
    expect(() =>
      applyStateChanges(c, [
        { kind: 'sheet', sheetKind: 'pc', id: 'ash', record: { id: 'ash', name: 'Ash', grit: 0 } },
      ]),
    ).toThrow(refused)
    expect(() =>
      applyStateChanges(c, [
        { kind: 'sheet', sheetKind: 'pc', id: 'ash', record: { id: 'bo', name: 'Bo', grit: 3 } },
      ]),
    ).toThrow(refused)
  })
})

describe('applyStateChanges: ruleset state, until a rest, instances', () => {
  it('adds ruleset state key by key, and refuses a reserved key', () => {
    const c = applyStateChanges(begun(), [
      { kind: 'ruleset-state', key: 'a', value: 1 },
      { kind: 'ruleset-state', key: 'b', value: 2 },
    ])
    expect(c.rulesetState).toEqual({ a: 1, b: 2 })
    expect(() =>
      applyStateChanges(c, [{ kind: 'ruleset-state', key: '__proto__', value: 1 }]),
    ).toThrow('the ruleset named a reserved state key')
  })

  it('remembers a condition until a rest on the token, and refuses a token that is gone', () => {
    const c = applyStateChanges(begun(), [
      { kind: 'until-rest', tokenId: 'bo', condition: 'bleeding' },
    ])
    expect(c.tokens['bo']?.untilRest).toEqual(['bleeding'])
    expect(() =>
      applyStateChanges(c, [{ kind: 'until-rest', tokenId: 'ghost', condition: 'bleeding' }]),
    ).toThrow(new CombatRefused('no token "ghost" on any map'))
  })

  it('refuses an instance for a token that is gone', () => {
    expect(() =>
      applyStateChanges(begun(), [
        { kind: 'instance', tokenId: 'ghost', instance: { wounds: 1, conditions: [] } },
      ]),
    ).toThrow(new CombatRefused('no token "ghost" on any map'))
  })

  it('with no changes returns the campaign itself', () => {
    const c = begun()
    expect(applyStateChanges(c, [])).toBe(c)
  })
})

describe('applyStateChanges: a being summoned and dismissed', () => {
  it('adds its sheet, token and place after its summoner, and takes all three away again', () => {
    const c = begun()
    const token = {
      ...c.tokens['rat']!,
      id: 'newt',
      name: 'Newt',
      npcId: 'newt',
      hex: { q: 5, r: 5 },
    }
    const summoned = applyStateChanges(c, [
      {
        kind: 'summon',
        npc: { id: 'newt', name: 'Newt', grit: 1 },
        token,
        combatant: { after: 'ash', side: 'party' },
      },
    ])
    expect(summoned.npcs['newt']).toEqual({ id: 'newt', name: 'Newt', grit: 1, sheetVersion: 1 })
    expect(summoned.tokens['newt']?.hex).toEqual({ q: 5, r: 5 })
    expect(fight(summoned).order.map((o) => o.id)).toEqual(['ash', 'newt', 'bo', 'rat', 'mouse'])
    const gone = applyStateChanges(summoned, [{ kind: 'dismiss', tokenId: 'newt', npcId: 'newt' }])
    expect(gone.tokens['newt']).toBeUndefined()
    expect(gone.npcs['newt']).toBeUndefined()
    expect(fight(gone).order.map((o) => o.id)).toEqual(['ash', 'bo', 'rat', 'mouse'])
  })
})

describe('recordHarm', () => {
  const stats = (c: Campaign) => fight(c).stats

  it('adds to what the fight has tallied, keeping the others', () => {
    let c = begun()
    c = recordHarm(c, withWounds(c, 'mouse', 1), 'ash')
    c = recordHarm(c, withWounds(c, 'rat', 1), 'bo')
    // Mouse 1 from Ash, then Rat 1 from Bo: each tally its own.
    expect(stats(c)).toEqual({
      mouse: { dealt: 0, taken: 1 },
      ash: { dealt: 1, taken: 0 },
      rat: { dealt: 0, taken: 1 },
      bo: { dealt: 1, taken: 0 },
    })
  })

  it('a change that harms nobody and puts nobody down tallies nothing', () => {
    const c = begun()
    const out = recordHarm(c, withConditionOn(c, 'rat', 'braced'), 'ash')
    expect(stats(out)).toEqual({})
  })

  it('a token already down that takes more is not "went down" again', () => {
    // Rat grit 2: 2 wounds put it down, a third finds it down already.
    let c = withWounds(begun(), 'rat', 2)
    c = recordHarm(c, withWounds(c, 'rat', 3), 'ash')
    expect(stats(c)['rat']).toEqual({ dealt: 0, taken: 1 })
  })

  it('harm to the actor itself is taken, not dealt; no actor, nobody is credited', () => {
    const c = begun()
    const self = recordHarm(c, withWounds(c, 'ash', 1), 'ash')
    expect(stats(self)).toEqual({ ash: { dealt: 0, taken: 1 } })
    const none = recordHarm(c, withWounds(c, 'rat', 1))
    expect(stats(none)).toEqual({ rat: { dealt: 0, taken: 1 } })
  })

  it('a token new in the after state (summoned) is not harmed; no fight, nothing tallied', () => {
    const c = begun()
    const added = { ...c, tokens: { ...c.tokens, newt: { ...c.tokens['rat']!, id: 'newt' } } }
    expect(stats(recordHarm(c, added, 'ash'))).toEqual({})
    const calm = { ...c, combat: null }
    const hurt = withWounds(calm, 'rat', 1)
    expect(recordHarm(calm, hurt, 'ash')).toBe(hurt)
  })
})
