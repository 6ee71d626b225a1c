/** A token's move on a big map reuses the map's projection; any change to the map does not. */
import { describe, expect, it } from 'vitest'
import { projectPlayerView } from '../../../shared/projection'
import { BIG_MAP_TOKEN, bigMapCampaign } from '../electron/big-map'
import { openDemoCampaign } from '../support/open-demo'

describe('player projection of an unchanged map', () => {
  it('is the same object after a token moves, and a new one after the fog changes', () => {
    const campaign = bigMapCampaign(30, 30)
    const before = projectPlayerView(campaign)
    const token = campaign.tokens[BIG_MAP_TOKEN]!
    const moved = {
      ...campaign,
      tokens: { ...campaign.tokens, [token.id]: { ...token, hex: { q: 2, r: 2 } } },
    }
    const after = projectPlayerView(moved)
    expect(after.maps.big).toBe(before.maps.big)
    expect(after.tokens[BIG_MAP_TOKEN]?.hex).toEqual({ q: 2, r: 2 })

    // Hide the token's hex: a new map object, so a new projection, and the token is gone.
    const map = moved.maps.big!
    const revealed = { ...map.fog!.revealed }
    delete revealed['2,2']
    const hidden = {
      ...moved,
      maps: { ...moved.maps, big: { ...map, fog: { enabled: true, revealed } } },
    }
    const fogged = projectPlayerView(hidden)
    expect(fogged.maps.big).not.toBe(before.maps.big)
    expect(fogged.maps.big?.fog?.revealed['2,2']).toBeUndefined()
    expect(fogged.tokens[BIG_MAP_TOKEN]).toBeUndefined()
  })
})

describe('player projection of unchanged tokens', () => {
  it('reuses each token whose state and sheet are unchanged; a changed one is projected anew', () => {
    const campaign = openDemoCampaign()
    const before = projectPlayerView(campaign)
    const token = campaign.tokens['pc-vaka']!
    const renamed = {
      ...campaign,
      name: 'Another name',
      tokens: { ...campaign.tokens, [token.id]: { ...token, name: 'Renamed' } },
    }
    const after = projectPlayerView(renamed)
    expect(after.tokens['pc-vaka']).not.toBe(before.tokens['pc-vaka'])
    expect(after.tokens['pc-vaka']?.name).toBe('Renamed')
    const others = Object.keys(before.tokens).filter((k) => k !== 'pc-vaka')
    expect(others.length).toBeGreaterThanOrEqual(4)
    for (const id of others) expect(after.tokens[id]).toBe(before.tokens[id])
  })
})
