/** The players' rest board: a card per member, free slots, the watch's hours with gaps, the camp. */
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { projectPlayerView, type PlayerRest, type PlayerView } from '../../../shared/projection'
import PlayersRestBoard from '../../../renderer/src/features/table/PlayersRestBoard.vue'
import ProjectorView from '../../../renderer/src/features/table/ProjectorView.vue'
import { demoCampaign, storeWith } from './library-support'

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
})

const REST: PlayerRest = {
  kind: 'Long rest (6-12 hours)',
  place: 'Ashen ridge',
  start: { day: 2, hour: 22 },
  hours: 4,
  members: [
    {
      id: 'pc-vaka',
      name: 'Vaka',
      activities: ['Restore HP', 'Repair Plating for Orin'],
      slots: 5,
    },
    { id: 'pc-orin', name: 'Orin', activities: [], slots: 3 },
  ],
  watch: [
    { name: 'Vaka', from: 0, to: 2 },
    { name: 'Orin', from: 1, to: 3 },
  ],
  camp: ['Alarm or trap'],
}

function board(rest: PlayerRest = REST) {
  const w = mount(PlayersRestBoard, { props: { rest } })
  mounted.push(w)
  return w
}

describe('the players rest board', () => {
  it('shows a card per member with its activities and its free slots', () => {
    const w = board()
    const vaka = w.get('[data-player-rest-member="pc-vaka"]')
    expect(vaka.get('h2').text()).toBe('Vaka')
    expect(vaka.findAll('.slot:not(.free)').map((s) => s.text())).toEqual([
      'Restore HP',
      'Repair Plating for Orin',
    ])
    expect(vaka.findAll('.slot.free')).toHaveLength(3)
    expect(w.get('[data-player-rest-member="pc-orin"]').findAll('.slot.free')).toHaveLength(3)
    expect(w.get('header').text()).toContain('Ashen ridge')
  })

  it('shows who watches each hour and marks the hours nobody watches', () => {
    const w = board()
    const hours = w
      .findAll('[data-hour]')
      .map((h) => [h.get('.hour-label').text(), h.classes('gap'), h.get('.who').text()])
    expect(hours).toEqual([
      ['22:00', false, 'Vaka'],
      ['23:00', false, 'Vaka, Orin'],
      ['00:00', false, 'Orin'],
      ['01:00', true, 'nobody'],
    ])
    expect(w.get('.camp').text()).toContain('Alarm or trap')
  })

  it('leaves the watch and the camp out when there are none', () => {
    const w = board({ ...REST, watch: [], camp: [] })
    expect(w.find('.watch').exists()).toBe(false)
    expect(w.find('.camp').exists()).toBe(false)
  })
})

describe('the players page with a rest', () => {
  function page(more: Partial<PlayerView>) {
    const session = storeWith(demoCampaign())
    session.replica = { seq: 1, view: { ...projectPlayerView(demoCampaign()), ...more } }
    session.status = 'ready'
    const w = mount(ProjectorView, { global: { stubs: { BoardMap: true } } })
    mounted.push(w)
    return w
  }

  it('covers the map with the board while the GM shows it, and not otherwise', () => {
    expect(page({}).find('[data-role="players-rest"]').exists()).toBe(false)
    const w = page({ rest: REST })
    expect(w.find('[data-role="players-rest"]').exists()).toBe(true)
    expect(w.find('.map').exists()).toBe(true)
  })

  it('gives the screen back to the map when a fight starts', () => {
    const initiative = { round: 1, entries: [] }
    expect(page({ rest: REST, initiative }).find('[data-role="players-rest"]').exists()).toBe(false)
  })
})
