import { describe, expect, it } from 'vitest'
import { createSession } from '../../../electron/main/session/session'
import { openDemoCampaign } from '../support/open-demo'
import { projectPlayerView } from '../../../shared/projection'
import type { Campaign, SquareMapDef } from '../../../shared/model'

/** The demo with a square board "crypt" holding Vaka, shown to the players. */
function onSquares(): Campaign {
  const c = openDemoCampaign()
  const crypt: SquareMapDef = {
    kind: 'square',
    id: 'crypt',
    name: 'Crypt',
    orientation: 'square',
    cols: 8,
    rows: 6,
    metresPerHex: 1.5,
  }
  c.maps.crypt = crypt
  const vaka = c.tokens['pc-vaka']!
  c.tokens['pc-vaka'] = { ...vaka, mapId: 'crypt', hex: { q: 2, r: 2 } }
  c.activeMapId = 'crypt'
  c.playersMapId = 'crypt'
  return c
}

describe('token:setHeading', () => {
  it('turns a figure on a square board, undoably, and the players see its heading', () => {
    const session = createSession(onSquares())
    const env = session.dispatch('gm', 'token:setHeading', { tokenId: 'pc-vaka', heading: 2 })
    expect(env.ok).toBe(true)
    expect(session.history.state.tokens['pc-vaka']?.heading).toBe(2)
    const players = projectPlayerView(session.history.state)
    expect(players.tokens['pc-vaka']?.heading).toBe(2)
    session.dispatch('gm', 'history:undo', {})
    expect(session.history.state.tokens['pc-vaka']?.heading ?? 0).toBe(0)
  })

  it('refuses in words on a hex map and out of range', () => {
    const session = createSession(openDemoCampaign())
    const env = session.dispatch('gm', 'token:setHeading', { tokenId: 'pc-vaka', heading: 2 })
    expect(env.ok).toBe(false)
    if (!env.ok) expect(env.error.message).toMatch(/hex map, where figures turn with Rotate \(R\)/)
    const bad = session.dispatch('gm', 'token:setHeading', { tokenId: 'pc-vaka', heading: 8 })
    expect(bad.ok).toBe(false)
  })

  it('the players see a figure on its back, and nothing for an upright one', () => {
    const c = onSquares()
    c.tokens['pc-vaka'] = { ...c.tokens['pc-vaka']!, orientation: 'back' }
    expect(projectPlayerView(c).tokens['pc-vaka']?.orientation).toBe('back')
    c.tokens['pc-vaka'] = { ...c.tokens['pc-vaka']!, orientation: 'upright' }
    expect(projectPlayerView(c).tokens['pc-vaka']?.orientation).toBeUndefined()
  })
})
