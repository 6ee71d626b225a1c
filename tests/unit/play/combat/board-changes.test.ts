import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyStateChanges, CombatRefused } from '../../../../shared/play/combat'
import {
  CampaignSchema,
  type Campaign,
  type HexMapDef,
  type SquareMapDef,
} from '../../../../shared/model'
import { registerRuleset, rulesetById, unregisterRuleset } from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'

/** The ZZ demo read as a plain campaign, played by the test ruleset (changes need no ZZ rules). */
function crypt(): Campaign {
  const raw = JSON.parse(
    readFileSync(
      new URL('../../../../resources/zz-demo-campaign/campaign.json', import.meta.url),
      'utf8',
    ),
  )
  const c = CampaignSchema.parse(raw)
  return { ...c, rulesetId: trailRuleset.id }
}

describe('board changes a ruleset makes', () => {
  it('moves, turns and lays down only what the change names', () => {
    const had = rulesetById(trailRuleset.id)
    registerRuleset(trailRuleset)
    try {
      const c = crypt()
      const next = applyStateChanges(c, [
        { kind: 'token', tokenId: 'npc-mondo', hex: { q: 10, r: 2 } },
        { kind: 'token', tokenId: 'npc-mondo', orientation: 'back' },
        { kind: 'token', tokenId: 'pc-pell', heading: 4 },
      ])
      expect(next.tokens['npc-mondo']).toMatchObject({
        hex: { q: 10, r: 2 },
        orientation: 'back',
        heading: 0,
      })
      expect(next.tokens['pc-pell']).toMatchObject({ hex: { q: 5, r: 4 }, heading: 4 })
      expect(c.tokens['npc-mondo']!.hex).toEqual({ q: 10, r: 3 })
      expect(() =>
        applyStateChanges(c, [{ kind: 'token', tokenId: 'npc-mondo', hex: { q: 24, r: 0 } }]),
      ).toThrow(/off the map/)
      expect(() =>
        applyStateChanges(c, [{ kind: 'token', tokenId: 'npc-mondo', heading: 9 }]),
      ).toThrow(/refuses/)
    } finally {
      if (!had) unregisterRuleset(trailRuleset.id)
    }
  })

  it("replaces a square map's doors, containers and item piles key by key", () => {
    const had = rulesetById(trailRuleset.id)
    registerRuleset(trailRuleset)
    try {
      const c = crypt()
      const map = c.maps.crypt as SquareMapDef
      const crate = map.containers!.crate!
      const next = applyStateChanges(c, [
        {
          kind: 'map-features',
          mapId: 'crypt',
          doors: { '8,3,1': { ...map.doors!['8,3,1']!, open: true } },
          containers: { crate: { ...crate, open: true, items: [] } },
          items: { '5,5': null },
        },
      ])
      const after = next.maps.crypt as SquareMapDef
      expect(after.doors!['8,3,1']).toMatchObject({ open: true, locked: false })
      expect(after.doors!['19,11,0']).toEqual(map.doors!['19,11,0'])
      expect(after.containers!.crate!.items).toEqual([])
      expect(after.items!['5,5']).toBeUndefined()
      expect(after.items!['10,4']).toEqual(map.items!['10,4'])
      expect(() =>
        applyStateChanges(c, [
          { kind: 'map-features', mapId: 'crypt', doors: { 'x,y,0': map.doors!['8,3,1']! } },
        ]),
      ).toThrow(/refuses/)
    } finally {
      if (!had) unregisterRuleset(trailRuleset.id)
    }
  })
})

describe('board changes a ruleset gets wrong', () => {
  /** Run `f` with the test ruleset playing the crypt. */
  function inCrypt(f: (c: Campaign) => void): void {
    const had = rulesetById(trailRuleset.id)
    registerRuleset(trailRuleset)
    try {
      f(crypt())
    } finally {
      if (!had) unregisterRuleset(trailRuleset.id)
    }
  }

  it('keeps what a token change does not name: a turn leaves the figure lying as it lay', () => {
    inCrypt((c) => {
      const down = applyStateChanges(c, [
        { kind: 'token', tokenId: 'npc-mondo', orientation: 'face-down' },
      ])
      const turned = applyStateChanges(down, [{ kind: 'token', tokenId: 'npc-mondo', heading: 3 }])
      expect(turned.tokens['npc-mondo']).toMatchObject({
        hex: { q: 10, r: 3 },
        heading: 3,
        orientation: 'face-down',
      })
      // A change naming nothing leaves the figure as it was.
      const same = applyStateChanges(c, [{ kind: 'token', tokenId: 'pc-pell' }])
      expect(same.tokens['pc-pell']).toEqual(c.tokens['pc-pell'])
    })
  })

  it('refuses a token that is gone, or one standing on a map that is gone', () => {
    inCrypt((c) => {
      expect(() =>
        applyStateChanges(c, [{ kind: 'token', tokenId: 'nobody', heading: 1 }]),
      ).toThrow(new CombatRefused('no token "nobody" on any map'))
      for (const mapId of ['gone', 'constructor']) {
        const lost = {
          ...c,
          tokens: { ...c.tokens, 'pc-pell': { ...c.tokens['pc-pell']!, mapId } },
        }
        expect(() => applyStateChanges(lost, [{ kind: 'token', tokenId: 'pc-pell' }])).toThrow(
          new CombatRefused('Pell is on a missing map'),
        )
      }
    })
  })

  it('says which figure the ruleset moved off the map, or placed where the model refuses', () => {
    inCrypt((c) => {
      expect(() =>
        applyStateChanges(c, [{ kind: 'token', tokenId: 'pc-pell', hex: { q: -1, r: 0 } }]),
      ).toThrow('the ruleset moved Pell off the map')
      expect(() =>
        applyStateChanges(c, [{ kind: 'token', tokenId: 'pc-pell', heading: 9 }]),
      ).toThrow('the ruleset gave Pell a place the model refuses')
    })
  })

  it('leaves the features a change does not name as they were, and adds none', () => {
    inCrypt((c) => {
      const map = c.maps.crypt as SquareMapDef
      const next = applyStateChanges(c, [
        { kind: 'map-features', mapId: 'crypt', items: { '5,5': null, '1,1': map.items!['5,5']! } },
      ])
      const after = next.maps.crypt as SquareMapDef
      expect(after.doors).toEqual(map.doors)
      expect(after.containers).toEqual(map.containers)
      expect(Object.keys(after.items!).sort()).toEqual(['1,1', '10,4'])
      const bare: SquareMapDef = { ...map }
      delete bare.doors
      delete bare.containers
      const plain = applyStateChanges({ ...c, maps: { ...c.maps, crypt: bare } }, [
        { kind: 'map-features', mapId: 'crypt', items: {} },
      ])
      const kept = plain.maps.crypt as SquareMapDef
      expect(Object.hasOwn(kept, 'doors')).toBe(false)
      expect(Object.hasOwn(kept, 'containers')).toBe(false)
      expect(kept.items).toEqual(map.items)
      // Edits to a layer the map lacks start it.
      const door = map.doors!['8,3,1']!
      const opened = applyStateChanges({ ...c, maps: { ...c.maps, crypt: bare } }, [
        { kind: 'map-features', mapId: 'crypt', doors: { '8,3,1': door } },
      ])
      expect((opened.maps.crypt as SquareMapDef).doors).toEqual({ '8,3,1': door })
    })
  })

  it('refuses a reserved key, a missing map, a hex map and features the model refuses', () => {
    inCrypt((c) => {
      const map = c.maps.crypt as SquareMapDef
      const reserved = JSON.parse('{"__proto__": null}') as Record<string, null>
      expect(() =>
        applyStateChanges(c, [{ kind: 'map-features', mapId: 'crypt', items: reserved }]),
      ).toThrow('the ruleset named a reserved feature key')
      for (const mapId of ['nowhere', 'constructor']) {
        expect(() => applyStateChanges(c, [{ kind: 'map-features', mapId, items: {} }])).toThrow(
          new CombatRefused(`no map "${mapId}"`),
        )
      }
      const hex = { ...map, kind: 'hex' } as unknown as HexMapDef
      expect(() =>
        applyStateChanges({ ...c, maps: { ...c.maps, crypt: hex } }, [
          { kind: 'map-features', mapId: 'crypt', items: {} },
        ]),
      ).toThrow('the ruleset changed features of a hex map')
      expect(() =>
        applyStateChanges(c, [
          { kind: 'map-features', mapId: 'crypt', doors: { 'x,y,0': map.doors!['8,3,1']! } },
        ]),
      ).toThrow('the ruleset gave "The Goblin Crypt" features the model refuses')
    })
  })
})
