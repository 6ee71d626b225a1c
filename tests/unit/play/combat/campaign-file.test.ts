/** A fight stored in a campaign file is read back, and one that names what is gone is refused. */
import { describe, expect, it } from 'vitest'
import { parseCampaign } from '../../../../shared/model'
import { begun, fight } from './fixture'

describe('campaign.combat in a file', () => {
  it('round-trips a running fight', () => {
    const c = begun()
    const read = parseCampaign(JSON.parse(JSON.stringify(c)))
    expect(read.ok).toBe(true)
    if (read.ok) expect(read.campaign.combat).toEqual(fight(c))
  })

  it('names a fight on a missing map and a combatant whose token is gone', () => {
    const c = begun()
    const { rat: _gone, ...tokens } = c.tokens
    void _gone
    const broken = { ...c, tokens, combat: { ...fight(c), mapId: 'map-9' } }
    const read = parseCampaign(JSON.parse(JSON.stringify(broken)))
    expect(read.ok).toBe(false)
    if (!read.ok) {
      expect(read.issues).toEqual([
        { path: '$.combat.mapId', message: 'no map with id "map-9"' },
        { path: '$.combat.order[2].tokenId', message: 'no token with id "rat"' },
      ])
    }
  })
})
