import { describe, expect, it } from 'vitest'
import type { Envelope } from '../../../shared/api'
import { createSession } from '../../../electron/main/session/session'
import { openDemoCampaign } from '../support/open-demo'

/** The demo (one map, "causeway", 7 tokens, one encounter on it) plus a second map "Warehouse". */
function harness() {
  const session = createSession(openDemoCampaign())
  const call = (channel: string, payload: unknown) => session.dispatch('gm', channel, payload)
  ok(
    call('map:create', {
      name: 'Warehouse',
      orientation: 'pointy',
      cols: 10,
      rows: 8,
      activate: false,
    }),
  )
  const warehouse = Object.values(session.history.state.maps).find((m) => m.name === 'Warehouse')!
  return { session, call, warehouseId: warehouse.id }
}

function ok(env: Envelope<unknown>): unknown {
  if (!env.ok) throw new Error(env.error.message)
  return env.value
}

function refusal(env: Envelope<unknown>): string {
  if (env.ok) throw new Error('expected a refusal')
  expect(env.error.code).toBe('rejected')
  return env.error.message
}

describe('map:delete', () => {
  it('deletes a map with its tokens and its encounter place; the GM and players move off it', () => {
    const h = harness()
    const before = h.session.history.state
    expect(before.activeMapId).toBe('causeway')
    expect(before.playersMapId).toBe('causeway')
    ok(h.call('map:delete', { mapId: 'causeway' }))
    const s = h.session.history.state
    expect(Object.keys(s.maps)).toEqual([h.warehouseId])
    // All 7 demo tokens stood on the causeway.
    expect(Object.keys(s.tokens)).toEqual([])
    expect(s.activeMapId).toBe(h.warehouseId)
    expect(s.playersMapId).toBeNull()
    // The encounter stays in the library, without its place and its tokens.
    expect(s.encounters['causeway-ambush']).toEqual({
      id: 'causeway-ambush',
      name: 'Ambush at the causeway',
      tokenIds: [],
    })
    // The NPC and PC library is untouched.
    expect(Object.keys(s.npcs)).toEqual(Object.keys(before.npcs))
    expect(Object.keys(s.pcs)).toEqual(Object.keys(before.pcs))
    expect(h.session.history.history().undoLabel).toBe('Delete map "Shattered Causeway"')
  })

  it('keeps the maps the GM and the players look at when another map goes', () => {
    const h = harness()
    const placed = ok(
      h.call('token:place', {
        mapId: h.warehouseId,
        name: 'Crate',
        kind: 'object',
        hex: { q: 1, r: 1 },
        size: 'medium',
        color: '#884400',
        gmOnly: false,
      }),
    ) as { tokenId: string }
    ok(h.call('map:delete', { mapId: h.warehouseId }))
    const s = h.session.history.state
    expect(Object.keys(s.maps)).toEqual(['causeway'])
    expect(s.tokens[placed.tokenId]).toBeUndefined()
    expect(Object.keys(s.tokens)).toHaveLength(7)
    expect(s.activeMapId).toBe('causeway')
    expect(s.playersMapId).toBe('causeway')
  })

  it('undo brings the map back whole (tokens, fog, who sees it); redo deletes it again', () => {
    const h = harness()
    ok(h.call('fog:setEnabled', { mapId: 'causeway', enabled: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: ['3,3', '4,3'], reveal: true }))
    const before = h.session.history.state
    ok(h.call('map:delete', { mapId: 'causeway' }))
    const deleted = h.session.history.state
    ok(h.call('history:undo', {}))
    expect(h.session.history.state).toEqual(before)
    expect(h.session.history.state.maps.causeway?.fog?.revealed).toEqual(
      before.maps.causeway?.fog?.revealed,
    )
    ok(h.call('history:redo', {}))
    expect(h.session.history.state).toEqual(deleted)
  })

  it('refuses the last map, in words', () => {
    const h = harness()
    ok(h.call('map:delete', { mapId: h.warehouseId }))
    const before = h.session.history.state
    expect(refusal(h.call('map:delete', { mapId: 'causeway' }))).toBe(
      "Shattered Causeway is the campaign's only map; a campaign keeps at least one.",
    )
    expect(h.session.history.state).toBe(before)
  })

  it('refuses a map a fight is running on', () => {
    const h = harness()
    ok(
      h.call('combat:start', {
        mapId: 'causeway',
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
          { tokenId: 'npc-hound', side: 'enemies', hidden: false, initiative: 8 },
        ],
        coordinated: [],
      }),
    )
    const before = h.session.history.state
    expect(before.combat?.mapId).toBe('causeway')
    expect(refusal(h.call('map:delete', { mapId: 'causeway' }))).toBe(
      'A fight is running on Shattered Causeway; end the fight first.',
    )
    expect(h.session.history.state).toBe(before)
  })

  it('refuses a map that does not exist', () => {
    const h = harness()
    expect(refusal(h.call('map:delete', { mapId: 'nowhere' }))).toMatch(/no map/i)
  })
})
