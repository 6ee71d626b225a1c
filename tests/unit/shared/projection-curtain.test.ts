/**
 * The curtain on the players' view: while it is down the projection holds the campaign's name and
 * the curtain, nothing else, whatever the campaign shows otherwise.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../shared/model'
import { setCurtain } from '../../../shared/play/curtain'
import { callRest, setShowPlayers } from '../../../shared/play/rest'
import { projectPlayerView } from '../../../shared/projection'
import { hooked, hurtParty } from '../play/rest/fixture'

/** The demo with fog revealing a few hexes, a fight on the shown map and the rest board shown. */
function busy(): Campaign {
  let c = callRest(hooked(hurtParty()), { kind: 'long', members: ['pc-vaka', 'pc-orin'] })
  c = setShowPlayers(c, true)
  const map = c.maps[c.playersMapId!]!
  c = {
    ...c,
    maps: { ...c.maps, [map.id]: { ...map, fog: { enabled: true, revealed: { '0,0': 1 } } } },
    combat: {
      mapId: map.id,
      phase: 'running',
      round: 1,
      turn: 0,
      order: [],
    } as unknown as Campaign['combat'],
  }
  return c
}

describe('the curtain on the players view', () => {
  it('sends only the name and the curtain while it is down', () => {
    const c = setCurtain(busy(), true)
    expect(projectPlayerView(c)).toEqual({
      name: c.name,
      activeMapId: null,
      maps: {},
      tokens: {},
      curtain: { down: true },
    })
  })

  it('names nothing of the map, its tokens or the rest while down', () => {
    const c = setCurtain(busy(), true)
    const text = JSON.stringify(projectPlayerView(c))
    for (const t of Object.values(c.tokens)) expect(text).not.toContain(t.name)
    // The demo's map is named in its title ("The Shattered Causeway"): its id must not be there.
    for (const m of Object.values(c.maps)) expect(text).not.toContain(`"${m.id}"`)
    expect(text).not.toMatch(/fog|revealed|initiative|rest|terrain/)
  })

  it('shows the map the GM staged behind it once raised, with no curtain field', () => {
    const down = setCurtain(busy(), true)
    const up = projectPlayerView(setCurtain(down, false))
    expect(up.curtain).toBeUndefined()
    expect(up.activeMapId).toBe(down.playersMapId)
    expect(Object.keys(up.maps)).toEqual([down.playersMapId])
    expect(up.rest).toBeDefined()
    // A campaign whose curtain was never touched projects as it always did.
    expect(projectPlayerView(busy())).toEqual(up)
  })
})
