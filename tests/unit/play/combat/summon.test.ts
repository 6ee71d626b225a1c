/** A ruleset's summon and dismiss changes: sheet, token and place in the order come and go together. */
import { describe, expect, it } from 'vitest'
import type { Campaign, Token } from '../../../../shared/model'
import { applyStateChanges, CombatRefused } from '../../../../shared/play/combat'
import type { StateChange } from '../../../../shared/rules'
import { begun, fight, trailCampaign } from './fixture'

type Summon = Extract<StateChange, { kind: 'summon' }>

const imp = { id: 'imp', name: 'Imp', grit: 2 }

function impToken(c: Campaign, patch: Partial<Token> = {}): Token {
  return {
    ...c.tokens['rat']!,
    id: 'imp-1',
    name: 'Imp',
    npcId: 'imp',
    hex: { q: 5, r: 5 },
    ...patch,
  }
}

function summon(c: Campaign, patch: Partial<Summon> = {}): Campaign {
  const change: Summon = {
    kind: 'summon',
    npc: imp,
    token: impToken(c),
    combatant: { after: 'ash', side: 'party' },
    ...patch,
  }
  return applyStateChanges(c, [change])
}

describe('summon', () => {
  it('in a fight: the sheet, the token, and a combatant right after the one named', () => {
    const c = summon(begun())
    // Stored marked with Trail's sheet version (1).
    expect(c.npcs['imp']).toEqual({ ...imp, sheetVersion: 1 })
    expect(c.tokens['imp-1']?.hex).toEqual({ q: 5, r: 5 })
    expect(fight(c).order.map((o) => [o.id, o.side])).toEqual([
      ['ash', 'party'],
      ['imp-1', 'party'],
      ['bo', 'party'],
      ['rat', 'enemies'],
      ['mouse', 'enemies'],
    ])
  })

  it('out of a fight: the sheet and the token only', () => {
    const c = summon(trailCampaign())
    expect(c.combat ?? null).toBeNull()
    expect(Object.keys(c.tokens)).toContain('imp-1')
    expect(Object.keys(c.npcs)).toContain('imp')
  })

  it('in a fight, a summon without a combatant stays out of the order', () => {
    const c = summon(begun(), { combatant: undefined })
    expect(Object.keys(c.tokens)).toContain('imp-1')
    expect(fight(c).order.map((o) => o.id)).toEqual(['ash', 'bo', 'rat', 'mouse'])
  })

  it('a ruleset that breaks the model or its own schema is a bug: thrown, nothing stored', () => {
    const c = begun()
    expect(() => summon(c, { npc: { ...imp, grit: 0 } })).toThrow(
      'the ruleset summoned a sheet its own schema refuses',
    )
    expect(() => summon(c, { npc: { ...imp, id: 'rat' } })).toThrow(
      'the ruleset summoned a sheet over "rat"',
    )
    expect(() => summon(c, { token: { ...impToken(c), size: 'planet' as Token['size'] } })).toThrow(
      'the ruleset summoned a token the model refuses',
    )
    expect(() => summon(c, { token: impToken(c, { id: 'ash' }) })).toThrow(
      'the ruleset summoned a token over "ash"',
    )
    expect(() => summon(c, { token: impToken(c, { npcId: 'rat' }) })).toThrow(
      'the ruleset summoned a token over "imp-1"',
    )
  })

  it('no room: a token off the map or on a map that is gone is refused to the GM', () => {
    const c = begun()
    const off = () => summon(c, { token: impToken(c, { hex: { q: 30, r: 1 } }) })
    expect(off).toThrow(CombatRefused)
    expect(off).toThrow('there is no room on the map for Imp (hex 30,1)')
    expect(() => summon(c, { token: impToken(c, { mapId: 'map-9' }) })).toThrow(
      'there is no room on the map for Imp (hex 5,5)',
    )
  })
})

describe('dismiss', () => {
  it('takes the combatant, the token and the sheet out of play', () => {
    const c = applyStateChanges(summon(begun()), [
      { kind: 'dismiss', tokenId: 'imp-1', npcId: 'imp' },
    ])
    expect(fight(c).order.map((o) => o.id)).toEqual(['ash', 'bo', 'rat', 'mouse'])
    expect(Object.keys(c.tokens)).not.toContain('imp-1')
    expect(Object.keys(c.npcs)).not.toContain('imp')
    expect(fight(c).log.at(-1)?.text).toBe('Imp leaves the fight')
  })

  it('keeps a sheet another token still stands for, or one it was not told to drop', () => {
    const c = begun()
    const ratGone = applyStateChanges(c, [{ kind: 'dismiss', tokenId: 'rat', npcId: 'rat' }])
    expect(Object.keys(ratGone.tokens)).not.toContain('rat')
    expect(fight(ratGone).order.map((o) => o.id)).toEqual(['ash', 'bo', 'mouse'])
    // The mouse is a rat too (same sheet).
    expect(ratGone.npcs['rat']).toEqual(c.npcs['rat'])
    const bothGone = applyStateChanges(ratGone, [{ kind: 'dismiss', tokenId: 'mouse' }])
    expect(Object.keys(bothGone.tokens)).toEqual(['ash', 'bo'])
    expect(bothGone.npcs['rat']).toEqual(c.npcs['rat'])
    const sheetGone = applyStateChanges(bothGone, [{ kind: 'dismiss', tokenId: 'x', npcId: 'rat' }])
    expect(sheetGone.npcs).toEqual({})
  })

  it('a token that is not in the fight just leaves the map', () => {
    const c = summon(begun(), { combatant: undefined })
    const out = applyStateChanges(c, [{ kind: 'dismiss', tokenId: 'imp-1', npcId: 'imp' }])
    expect(fight(out).log).toEqual(fight(c).log)
    expect(Object.keys(out.tokens)).toEqual(['ash', 'bo', 'rat', 'mouse'])
    expect(out.npcs['imp']).toBeUndefined()
  })
  it('out of a fight: the token and the sheet go, and there is no order to leave', () => {
    const c = applyStateChanges(summon(trailCampaign()), [
      { kind: 'dismiss', tokenId: 'imp-1', npcId: 'imp' },
    ])
    expect(Object.keys(c.tokens)).toEqual(['ash', 'bo', 'rat', 'mouse'])
    expect(Object.keys(c.npcs)).toEqual(['rat'])
  })
})
