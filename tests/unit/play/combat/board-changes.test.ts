import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyStateChanges } from '../../../../shared/play/combat'
import { CampaignSchema, type Campaign, type SquareMapDef } from '../../../../shared/model'
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
