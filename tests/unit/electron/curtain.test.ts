/**
 * The curtain through main: lowering and raising are undoable steps; while it is down the
 * players' socket receives nothing of the maps, tokens, fog, fight or rest, even as the GM edits
 * and shows another map behind it; and no GM edit or map switch changes what the players see.
 */
import { describe, expect, it, vi } from 'vitest'
import type { ServerEvent } from '../../../shared/api'
import type { PlayerView } from '../../../shared/projection'
import type { Patch } from '../../../shared/sync'
import { combatHarness, FOUR, ok, refused } from './combat-harness'

/** Everything the player's socket was sent, as one JSON text. */
const sent = (events: ServerEvent[]) => JSON.stringify(events)
const playerView = (h: ReturnType<typeof combatHarness>) =>
  h.hub.snapshot('player').view as PlayerView

describe('the curtain through main', () => {
  it('lowers and raises as undoable steps, and a second lower changes nothing', () => {
    const h = combatHarness()
    expect(ok(h.call('curtain:set', { down: true }))).toEqual({ changed: true })
    expect(h.state.curtain).toEqual({ down: true })
    expect(h.history.history().undoLabel).toBe('Lower the curtain')
    expect(ok(h.call('curtain:set', { down: true }))).toEqual({ changed: false })
    ok(h.call('curtain:set', { down: false }))
    expect(h.history.history().undoLabel).toBe('Raise the curtain')
    ok(h.call('history:undo'))
    expect(h.state.curtain).toEqual({ down: true })
    ok(h.call('history:undo'))
    expect(h.state.curtain).toBeUndefined()
    ok(h.call('history:redo'))
    expect(h.state.curtain).toEqual({ down: true })
  })

  it('sends the players no map, token, fog, fight or rest data while it is down', () => {
    const h = combatHarness()
    ok(h.call('combat:start', FOUR))
    ok(h.call('combat:begin'))
    expect(playerView(h).initiative).toBeDefined()
    h.player.length = 0
    ok(h.call('curtain:set', { down: true }))
    expect(playerView(h)).toEqual({
      name: h.state.name,
      activeMapId: null,
      maps: {},
      tokens: {},
      curtain: { down: true },
    })
    // Staging behind the curtain: fog, a move, a new map shown to the players, a rest board.
    h.player.length = 0
    ok(h.call('fog:setEnabled', { mapId: 'causeway', enabled: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['0,0', '1,0'], reveal: true }))
    const vaka = h.state.tokens['pc-vaka']!
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: vaka.hex.q, r: vaka.hex.r + 1 } }))
    ok(h.call('combat:end'))
    const made = ok<{ mapId: string }>(
      h.call('map:create', {
        name: 'Sunken Vault',
        orientation: 'pointy',
        cols: 8,
        rows: 6,
        activate: true,
      }),
    )
    ok(h.call('map:showToPlayers', { mapId: made.mapId }))
    ok(h.call('rest:call', { kind: 'long', members: ['pc-vaka', 'pc-orin'] }))
    ok(h.call('rest:showPlayers', { show: true }))
    const text = sent(h.player)
    for (const secret of ['Sunken Vault', made.mapId, 'causeway', 'Vaka', 'pc-vaka', 'revealed'])
      expect(text).not.toContain(secret)
    expect(playerView(h).maps).toEqual({})
    // Raising it shows the staged map at once, in the same patch.
    h.player.length = 0
    ok(h.call('curtain:set', { down: false }))
    const view = playerView(h)
    expect(view.curtain).toBeUndefined()
    expect(view.activeMapId).toBe(made.mapId)
    expect(view.maps[made.mapId]?.name).toBe('Sunken Vault')
    expect(view.rest).toBeDefined()
    const patches = h.player.filter((e) => e.name === 'state:patch')
    expect(patches).toHaveLength(1)
    expect(JSON.stringify((patches[0]!.payload as Patch).ops)).toContain('Sunken Vault')
  })

  it('leaves the map the players see alone when the GM creates, switches or edits maps', () => {
    const h = combatHarness()
    expect(h.state.playersMapId).toBe('causeway')
    const made = ok<{ mapId: string }>(
      h.call('map:create', {
        name: 'Side room',
        orientation: 'flat',
        cols: 5,
        rows: 5,
        activate: true,
      }),
    )
    expect(h.state.activeMapId).toBe(made.mapId)
    ok(
      h.call('map:paintTerrain', {
        mapId: made.mapId,
        hexes: ['1,1'],
        cell: { kind: 'difficult' },
      }),
    )
    ok(h.call('fog:setEnabled', { mapId: made.mapId, enabled: true }))
    ok(h.call('map:setActive', { mapId: 'causeway' }))
    ok(h.call('map:setActive', { mapId: made.mapId }))
    ok(h.call('curtain:set', { down: true }))
    ok(h.call('curtain:set', { down: false }))
    expect(h.state.playersMapId).toBe('causeway')
    expect(playerView(h).activeMapId).toBe('causeway')
    // Only the deliberate act changes it.
    ok(h.call('map:showToPlayers', { mapId: made.mapId }))
    expect(h.state.playersMapId).toBe(made.mapId)
  })

  it('refuses a curtain that is not a yes or no, in words, changing nothing', () => {
    const h = combatHarness()
    const before = h.state
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const message = refused(h.call('curtain:set', { down: 'up' }), 'invalid-input')
    warn.mockRestore()
    expect(message).toBe('Say whether the curtain is down.')
    expect(message).not.toContain('curtain:set')
    expect(h.state).toBe(before)
  })

  it('sets the reveal style and refuses a picture not in the campaign, as undoable steps', () => {
    const h = combatHarness()
    expect(ok(h.call('curtain:setLook', { reveal: 'rooms' }))).toEqual({ changed: true })
    expect(h.history.history().undoLabel).toBe('Reveal room by room')
    ok(h.call('curtain:set', { down: true }))
    expect(playerView(h).curtain).toEqual({ down: true, reveal: 'rooms' })
    const before = h.state
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const message = refused(h.call('curtain:setLook', { picture: 'f'.repeat(64) }))
    const empty = refused(h.call('curtain:setLook', {}), 'invalid-input')
    warn.mockRestore()
    expect(message).toContain('not in this campaign')
    expect(empty).toContain('the reveal or the picture')
    expect(h.state).toBe(before)
    ok(h.call('history:undo'))
    ok(h.call('history:undo'))
    expect(h.state.curtain?.reveal).toBeUndefined()
  })
})
