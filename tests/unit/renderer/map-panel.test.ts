import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import MapPanel from '../../../renderer/src/features/map/MapPanel.vue'
import { useSessionStore } from '../../../renderer/src/stores/session'

const map = (id: string, name: string) => ({
  id,
  name,
  orientation: 'pointy',
  cols: 18,
  rows: 12,
  metresPerHex: 1,
})

/** The GM's view: the campaign, working on `active` while the players see `shown`. */
function gmView(active: string, shown: string | null) {
  const session = useSessionStore()
  session.replica = {
    seq: 1,
    view: {
      name: 'T',
      activeMapId: active,
      playersMapId: shown,
      maps: { causeway: map('causeway', 'Causeway'), cellar: map('cellar', 'Cellar') },
      tokens: {},
    } as never,
  }
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  return { session, act }
}

beforeEach(() => setActivePinia(createPinia()))

describe('MapPanel: new map', () => {
  it('says why "Create map" is greyed out, beside the button and to assistive tech', async () => {
    gmView('causeway', 'causeway')
    const w = mount(MapPanel)
    const button = w.findAll('button').find((b) => b.text() === 'Create map')!
    expect(button.attributes('disabled')).toBeDefined()
    expect(button.attributes('title')).toBe('Type a name for the map.')
    const reasonId = button.attributes('aria-describedby')!
    expect(w.find(`#${reasonId}`).text()).toBe('Type a name for the map.')

    await w.find('input[aria-label="Map name"]').setValue('Cellar')
    expect(button.attributes('disabled')).toBeUndefined()
    expect(w.find(`#${reasonId}`).text()).not.toContain('Type a name')

    await w.find('input[aria-label="Columns"]').setValue('0')
    expect(button.attributes('disabled')).toBeDefined()
    expect(w.find(`#${reasonId}`).text()).toBe('Columns must be 1 to 500.')
  })

  it('says why "Add to map" is greyed out', async () => {
    gmView('causeway', 'causeway')
    const w = mount(MapPanel)
    const button = w.findAll('button').find((b) => b.text() === 'Add to map')!
    expect(button.attributes('disabled')).toBeDefined()
    const reason = w.find(`#${button.attributes('aria-describedby')}`)
    expect(reason.text()).toBe('Give the token a name or pick a sheet.')
    await w.find('input[aria-label="Token name"]').setValue('Crate')
    expect(button.attributes('disabled')).toBeUndefined()
  })
})

describe('MapPanel: what the players see', () => {
  it('marks a map the players do not see and shows it to them on request', async () => {
    const { act } = gmView('cellar', 'causeway')
    const w = mount(MapPanel)
    expect(w.find('[data-role="players-badge"]').text()).toBe("Players don't see this map")
    const show = w.findAll('button').find((b) => b.text() === 'Show to players')!
    await show.trigger('click')
    expect(act).toHaveBeenCalledWith('map:showToPlayers', { mapId: 'cellar' })
    // The map list tells which one the players have.
    const options = w.findAll('option').map((o) => o.text())
    expect(options.find((o) => o.startsWith('Causeway'))).toContain('· players')
    expect(options.find((o) => o.startsWith('Cellar'))).not.toContain('· players')
  })

  it('on the map the players see, offers to hide it from them instead', async () => {
    const { act } = gmView('causeway', 'causeway')
    const w = mount(MapPanel)
    expect(w.find('[data-role="players-badge"]').text()).toBe('Players see this map')
    expect(w.findAll('button').some((b) => b.text() === 'Show to players')).toBe(false)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Hide from players')!
      .trigger('click')
    expect(act).toHaveBeenCalledWith('map:showToPlayers', { mapId: null })
  })
})
