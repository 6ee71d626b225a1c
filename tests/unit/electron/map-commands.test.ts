import { describe, expect, it } from 'vitest'
import type { Envelope, ServerEvent } from '../../../shared/api'
import { createSession } from '../../../electron/main/session/session'
import { openDemoCampaign } from '../support/open-demo'
import { hexMapOrThrow } from '../../../shared/model'
import type { PlayerView } from '../../../shared/projection'
import {
  footprintDirections,
  footprintFault,
  footprintHexes,
  gridIndexOf,
  gridOf,
  hexDistance,
  hexKey,
  offsetToHex,
} from '../../../shared/geometry/hex'

function harness() {
  const session = createSession(openDemoCampaign())
  const player: ServerEvent[] = []
  session.hub.subscribe('player', (e) => player.push(e))
  const call = (channel: string, payload: unknown) => session.dispatch('gm', channel, payload)
  const map = () => session.history.state.maps.causeway!
  const playerView = () => session.hub.snapshot('player').view as PlayerView
  return { session, call, map, player, playerView }
}

function ok(env: Envelope<unknown>) {
  if (!env.ok) throw new Error(env.error.message)
  return env.value
}

describe('terrain, elevation and edges', () => {
  it('paints a stroke as one undoable step, keeping elevation under new terrain', () => {
    const h = harness()
    ok(h.call('map:setElevation', { mapId: 'causeway', hexes: ['3,3'], elevation: 2 }))
    ok(
      h.call('map:paintTerrain', {
        mapId: 'causeway',
        hexes: ['3,3', '4,3', '5,3'],
        cell: { kind: 'difficult' },
      }),
    )
    expect(h.map().terrain).toEqual({
      '3,3': { kind: 'difficult', elevation: 2 },
      '4,3': { kind: 'difficult' },
      '5,3': { kind: 'difficult' },
    })
    expect(h.session.history.history().undoLabel).toBe('Paint difficult terrain')
    ok(h.call('history:undo', {}))
    expect(h.map().terrain).toEqual({ '3,3': { kind: 'normal', elevation: 2 } })
  })

  it('clearing terrain keeps elevation; clearing both leaves no entry', () => {
    const h = harness()
    ok(h.call('map:paintTerrain', { mapId: 'causeway', hexes: ['3,3'], cell: { kind: 'water' } }))
    ok(h.call('map:setElevation', { mapId: 'causeway', hexes: ['3,3'], elevation: -1 }))
    ok(h.call('map:paintTerrain', { mapId: 'causeway', hexes: ['3,3'], cell: null }))
    expect(h.map().terrain).toEqual({ '3,3': { kind: 'normal', elevation: -1 } })
    ok(h.call('map:setElevation', { mapId: 'causeway', hexes: ['3,3'], elevation: 0 }))
    expect(h.map().terrain).toEqual({})
  })

  it('keeps the save and damage type of a dangerous hex', () => {
    const h = harness()
    const cell = { kind: 'dangerous', dangerous: { stat: 'DEX', dc: 8, damageType: 'Fire' } }
    ok(h.call('map:paintTerrain', { mapId: 'causeway', hexes: ['6,6'], cell }))
    expect(h.map().terrain?.['6,6']).toEqual(cell)
  })

  it("refuses a Dangerous save the campaign's ruleset does not have, naming its saves", () => {
    const h = harness()
    const before = h.map().terrain
    const env = h.call('map:paintTerrain', {
      mapId: 'causeway',
      hexes: ['6,6'],
      cell: { kind: 'dangerous', dangerous: { stat: 'STR', dc: 8, damageType: 'Fire' } },
    })
    expect(env.ok).toBe(false)
    if (env.ok) return
    expect(env.error.message).toContain('Blue Box has no "STR" save')
    expect(env.error.message).toContain(
      'Fortitude (FOR), Dexterity (DEX), Spirit (SPI), Charisma (CHA) or Knowledge (KNO)',
    )
    expect(env.error.message).not.toMatch(/map:|paintTerrain/)
    expect(h.map().terrain).toEqual(before)
    expect(h.session.history.history().undoLabel).not.toBe('Paint dangerous terrain')
  })

  it.each([
    [
      'map:paintTerrain',
      { mapId: 'causeway', hexes: ['40,40'], cell: { kind: 'difficult' } },
      'hex 40,40 is outside the map',
    ],
    [
      'map:paintTerrain',
      { mapId: 'nowhere', hexes: ['1,1'], cell: null },
      'no map with id "nowhere"',
    ],
    [
      'map:setEdges',
      { mapId: 'causeway', edges: ['90,90,0'], kind: 'wall' },
      'edge 90,90,0 is outside the map',
    ],
    ['fog:push', { mapId: 'causeway' }, 'no prepared fog edits'],
  ])('%s refuses with a reason and changes nothing', (channel, payload, message) => {
    const h = harness()
    const before = h.session.history.state
    const env = h.call(channel, payload)
    expect(env.ok).toBe(false)
    // A sentence for the GM: capitalised, and without the channel's name.
    if (!env.ok) expect(env.error.message.toLowerCase()).toContain(message.toLowerCase())
    if (!env.ok) expect(env.error.message).not.toContain(channel)
    expect(h.session.history.state).toBe(before)
  })

  it('places and removes walls and Cover on edges', () => {
    const h = harness()
    ok(h.call('map:setEdges', { mapId: 'causeway', edges: ['2,2,0', '2,2,1'], kind: 'wall' }))
    ok(h.call('map:setEdges', { mapId: 'causeway', edges: ['2,2,1'], kind: 'cover' }))
    expect(h.map().edges).toEqual({ '2,2,0': 'wall', '2,2,1': 'cover' })
    ok(h.call('map:setEdges', { mapId: 'causeway', edges: ['2,2,0'], kind: null }))
    expect(h.map().edges).toEqual({ '2,2,1': 'cover' })
  })
})

describe('fog', () => {
  it('players see only revealed hexes: tokens, terrain and the walls that bound them', () => {
    const h = harness()
    ok(
      h.call('map:paintTerrain', {
        mapId: 'causeway',
        hexes: ['1,5', '9,5'],
        cell: { kind: 'difficult' },
      }),
    )
    ok(h.call('map:setEdges', { mapId: 'causeway', edges: ['1,5,0', '9,5,0'], kind: 'wall' }))
    ok(h.call('fog:setEnabled', { mapId: 'causeway', enabled: true }))
    expect(Object.keys(h.playerView().tokens)).toEqual([])
    // From here on, nothing about the fogged part of the map may reach the players.
    h.player.length = 0
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['1,5', '0,7'], reveal: true }))
    const view = h.playerView()
    expect(Object.keys(view.tokens).sort()).toEqual(['pc-orin', 'pc-vaka'])
    expect(view.maps.causeway!.terrain).toEqual({ '1,5': { kind: 'difficult' } })
    expect(view.maps.causeway!.edges).toEqual({ '1,5,0': 'wall' })
    expect(view.maps.causeway!.fog?.revealed).toEqual({ '1,5': 1, '0,7': 1 })
    const sent = JSON.stringify(h.player)
    expect(sent).not.toContain('npc-sentinel')
    expect(sent).not.toContain('9,5')
  })

  it('prepared edits stay with the GM until pushed in one step, then undo as one', () => {
    const h = harness()
    ok(h.call('fog:setEnabled', { mapId: 'causeway', enabled: true }))
    ok(h.call('fog:prepare', { mapId: 'causeway', preparing: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['9,5', '8,7'], reveal: true }))
    expect(h.map().fog?.draft).toEqual({ '9,5': 1, '8,7': 1 })
    expect(Object.keys(h.playerView().tokens)).toEqual([])
    expect(JSON.stringify(h.player)).not.toContain('9,5')
    ok(h.call('fog:push', { mapId: 'causeway' }))
    expect(Object.keys(h.playerView().tokens).sort()).toEqual(['npc-hound', 'npc-sentinel'])
    expect(h.map().fog?.draft).toBeUndefined()
    ok(h.call('history:undo', {}))
    expect(Object.keys(h.playerView().tokens)).toEqual([])
  })

  it('preparing on a map with fog off leaves the players seeing the whole map; discard too', () => {
    const h = harness()
    expect(h.map().fog).toBeUndefined()
    const before = h.playerView()
    h.player.length = 0
    ok(h.call('fog:prepare', { mapId: 'causeway', preparing: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['1,5'], reveal: true }))
    expect(h.map().fog).toEqual({ enabled: false, revealed: {}, draft: { '1,5': 1 } })
    expect(h.playerView()).toEqual(before)
    ok(h.call('fog:prepare', { mapId: 'causeway', preparing: false }))
    expect(h.playerView()).toEqual(before)
    expect(h.player).toEqual([])
  })

  it('showing fog prepared on a fog-off map turns fog on as prepared, and undoes as one', () => {
    const h = harness()
    const before = h.playerView()
    ok(h.call('fog:prepare', { mapId: 'causeway', preparing: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['1,5', '0,7'], reveal: true }))
    expect(h.playerView()).toEqual(before)
    ok(h.call('fog:push', { mapId: 'causeway' }))
    const view = h.playerView()
    expect(view.maps.causeway!.fog).toEqual({ enabled: true, revealed: { '1,5': 1, '0,7': 1 } })
    expect(Object.keys(view.tokens).sort()).toEqual(['pc-orin', 'pc-vaka'])
    ok(h.call('history:undo', {}))
    expect(h.map().fog?.draft).toEqual({ '1,5': 1, '0,7': 1 })
    expect(h.playerView()).toEqual(before)
  })

  it('a fog brush on a map without fog does not turn fog on for the players', () => {
    const h = harness()
    const before = h.playerView()
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['1,5'], reveal: true }))
    expect(h.playerView()).toEqual(before)
  })

  it('discarding a draft leaves what players see untouched', () => {
    const h = harness()
    ok(h.call('fog:setEnabled', { mapId: 'causeway', enabled: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['1,5'], reveal: true }))
    ok(h.call('fog:prepare', { mapId: 'causeway', preparing: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['1,5'], reveal: false }))
    ok(h.call('fog:prepare', { mapId: 'causeway', preparing: false }))
    expect(h.map().fog).toEqual({ enabled: true, revealed: { '1,5': 1 } })
  })
})

describe('maps and tokens', () => {
  it('creates a map for the GM to work on; the players keep theirs until it is shown', () => {
    const h = harness()
    const before = h.playerView()
    h.player.length = 0
    const { mapId } = ok(
      h.call('map:create', {
        name: 'Cellar',
        orientation: 'flat',
        cols: 12,
        rows: 9,
        activate: true,
      }),
    ) as {
      mapId: string
    }
    expect(h.session.history.state.activeMapId).toBe(mapId)
    expect(h.session.history.state.playersMapId).toBe('causeway')
    expect(h.playerView()).toEqual(before)
    expect(h.player).toEqual([])

    ok(h.call('map:showToPlayers', { mapId }))
    expect(h.session.history.history().undoLabel).toBe('Show Cellar to players')
    expect(h.playerView().activeMapId).toBe(mapId)
    expect(h.playerView().maps[mapId]).toMatchObject({
      name: 'Cellar',
      orientation: 'flat',
      cols: 12,
      rows: 9,
    })
    expect(h.playerView().tokens).toEqual({})

    // The GM going back to the causeway leaves the players on the cellar.
    ok(h.call('map:setActive', { mapId: 'causeway' }))
    expect(h.playerView().activeMapId).toBe(mapId)
    ok(h.call('history:undo', {}))
    ok(h.call('history:undo', {}))
    expect(h.playerView()).toEqual(before)
  })

  it('shows the players no map, and refuses a map that does not exist', () => {
    const h = harness()
    ok(h.call('map:showToPlayers', { mapId: null }))
    expect(h.session.history.history().undoLabel).toBe('Show players no map')
    expect(h.playerView()).toMatchObject({ activeMapId: null, maps: {}, tokens: {} })
    expect(JSON.stringify(h.player)).not.toContain('Shattered Causeway')
    const env = h.call('map:showToPlayers', { mapId: 'atlantis' })
    expect(env.ok).toBe(false)
    if (!env.ok) expect(env.error.message).toContain('No map with id "atlantis"')
    ok(h.call('history:undo', {}))
    expect(h.playerView().activeMapId).toBe('causeway')
  })

  it('places, rotates and removes a token, each undoable', () => {
    const h = harness()
    const { tokenId } = ok(
      h.call('token:place', {
        mapId: 'causeway',
        name: 'Stone Giant',
        kind: 'npc',
        hex: { q: 10, r: 3 },
        size: 'giant',
        color: '#777777',
        gmOnly: false,
      }),
    ) as { tokenId: string }
    ok(h.call('token:rotate', { tokenId, facing: 3 }))
    expect(h.session.history.state.tokens[tokenId]?.facing).toBe(3)
    expect(h.playerView().tokens[tokenId]?.facing).toBe(3)
    ok(h.call('token:remove', { tokenId }))
    expect(h.session.history.state.tokens[tokenId]).toBeUndefined()
    ok(h.call('history:undo', {}))
    expect(h.session.history.state.tokens[tokenId]?.name).toBe('Stone Giant')
  })
})

describe('tokens placed near the view', () => {
  const footprints = (h: ReturnType<typeof harness>, except: string) =>
    new Set(
      Object.values(h.session.history.state.tokens)
        .filter((t) => t.id !== except)
        .flatMap((t) => footprintHexes(t.hex, t.size, t.facing ?? 0))
        .map(hexKey),
    )

  it.each([
    ['on the Rust Sentinel (Large)', 'npc-sentinel'],
    ['on Vaka', 'pc-vaka'],
    ['on the crate (an object)', 'obj-crate'],
  ])('looking %s, a placed PC lands beside it, and the players see her', (_what, under) => {
    const h = harness()
    ok(h.call('token:remove', { tokenId: 'pc-orin' }))
    const centre = h.session.history.state.tokens[under]!.hex
    const placed = ok(
      h.call('token:placeNear', {
        mapId: 'causeway',
        near: { q: centre.q, r: centre.r },
        sheet: { kind: 'pc', id: 'orin' },
      }),
    ) as { tokenId: string; name: string; hex: { q: number; r: number } }
    expect(placed.name).toBe('Orin')
    expect(footprints(h, placed.tokenId).has(hexKey(placed.hex))).toBe(false)
    expect(hexDistance(placed.hex, centre)).toBeLessThanOrEqual(3)
    const grid = gridOf(hexMapOrThrow(h.map(), 'the test'))
    const dirs = footprintDirections('medium')
    expect(footprintFault(grid, gridIndexOf(grid, placed.hex), dirs)).toBeNull()
    expect(Object.keys(h.playerView().tokens)).toContain(placed.tokenId)
  })

  it('without a view centre, drops in the middle of the map', () => {
    const h = harness()
    const placed = ok(
      h.call('token:placeNear', { mapId: 'causeway', name: 'Lamp', kind: 'object', size: 'tiny' }),
    ) as { hex: { q: number; r: number } }
    expect(hexDistance(placed.hex, offsetToHex(9, 6, 'pointy'))).toBeLessThanOrEqual(2)
  })
})
