import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CampaignSchema, type Campaign } from '../../../shared/model'
import { projectPlayerView } from '../../../shared/projection'

function crypt(): Campaign {
  const url = new URL('../../../resources/zz-demo-campaign/campaign.json', import.meta.url)
  return CampaignSchema.parse(JSON.parse(readFileSync(url, 'utf8')))
}

describe("the players' view of a square board", () => {
  it('keeps a figure facing and lying as it does on the table, and only on revealed squares', () => {
    const c = crypt()
    const laid: Campaign = {
      ...c,
      tokens: {
        ...c.tokens,
        'pc-brogan': { ...c.tokens['pc-brogan']!, orientation: 'back' },
        'pc-pell': { ...c.tokens['pc-pell']!, orientation: 'upright' },
      },
    }
    const view = projectPlayerView(laid)
    expect(view.maps.crypt).toMatchObject({ orientation: 'square', cols: 24, rows: 18 })
    expect(view.tokens['pc-brogan']).toMatchObject({ heading: 2, orientation: 'back' })
    expect(view.tokens['pc-pell']!.orientation).toBeUndefined()
    // Mondo at 10,3 is in the revealed entry; Turgar at 20,6 is under fog; the lurker is GM-only.
    expect(view.tokens['npc-mondo']).toMatchObject({ hex: { q: 10, r: 3 }, heading: 0 })
    expect(view.tokens['npc-turgar']).toBeUndefined()
    expect(view.tokens['npc-lurker']).toBeUndefined()
  })
})
