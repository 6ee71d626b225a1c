import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../shared/model'
import { adjacent, containersBeside, itemsBeside } from '../../../renderer/src/rules/zz/dungeon'
import { zzCampaign } from './zz-campaign'

// Thurig stands on 4,3 with a shut door on his north side (4,3,0), the Orc on 3,3 to his west and
// a Gold coin on 5,3 to his east. Seed 003 L196-200 (Pick Up: "Stand on or adjacent to a square")
// and the Loot action (ZZ-14, "adjacent"): across a wall a square is not adjacent.
function board(patch: Record<string, unknown>): Campaign {
  const c = zzCampaign()
  const id = c.activeMapId as string
  return { ...c, maps: { ...c.maps, [id]: { ...c.maps[id]!, ...patch } } } as Campaign
}
const thurig = (c: Campaign) => c.tokens['tok-thurig']!
const chest = {
  chest: {
    id: 'chest',
    at: '4,2',
    name: 'Chest',
    kind: 'chest',
    open: true,
    locked: false,
    items: [],
  },
}

describe('ZZ panel reach respects walls (ZZ-14..16)', () => {
  it('offers the coin next to Thurig, but not through a wall on that side', () => {
    expect(itemsBeside(zzCampaign(), thurig(zzCampaign())).map((p) => p.at)).toEqual(['5,3'])
    const walled = board({ edges: { '5,3,1': 'wall' } })
    expect(itemsBeside(walled, thurig(walled))).toEqual([])
  })

  it('the Orc next door is adjacent, not with a wall between them', () => {
    const c = zzCampaign()
    expect(adjacent(c, thurig(c), c.tokens['tok-orc']!)).toBe(true)
    const walled = board({ edges: { '4,3,1': 'wall' } })
    expect(adjacent(walled, thurig(walled), walled.tokens['tok-orc']!)).toBe(false)
  })

  it('a chest behind the shut door is out of reach until the door opens', () => {
    const shut = board({ containers: chest })
    expect(containersBeside(shut, thurig(shut))).toEqual([])
    const open = board({
      containers: chest,
      doors: { '4,3,0': { kind: 'door', open: true, locked: false } },
    })
    expect(containersBeside(open, thurig(open)).map((k) => k.id)).toEqual(['chest'])
  })
})
