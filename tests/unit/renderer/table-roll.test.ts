/**
 * Big dice on the table: the players' card shows who, what, each die's sides and face, the total
 * and the outcome; split repeats it for the far side. The GM's dice log entry offers "Show on
 * table" for main's rolls only, and says "On the table" with "Hide" while it is shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { DiceLogEntry } from '../../../shared/api'
import type { PlayerRoll } from '../../../shared/projection'
import LogEntry from '../../../renderer/src/features/library/LogEntry.vue'
import TableRoll from '../../../renderer/src/features/table/TableRoll.vue'
import { storeWith } from './library-support'

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
})

const roll: PlayerRoll = {
  id: 7,
  who: 'Vaka',
  what: 'Attack: Rust Sentinel',
  faces: [
    [12, 9],
    [6, 4],
  ],
  total: 13,
  outcome: 'hit: 5 damage',
}

describe('the players’ big dice', () => {
  it('shows who, what, each die face with its sides, the total and the outcome', () => {
    const w = mount(TableRoll, { props: { roll } })
    mounted.push(w)
    expect(w.find('[data-role="roll-who"]').text()).toBe('Vaka')
    expect(w.find('[data-role="roll-what"]').text()).toBe('Attack: Rust Sentinel')
    const dice = w.findAll('[data-role="roll-die"]')
    expect(dice.map((d) => [d.attributes('data-sides'), d.find('text').text()])).toEqual([
      ['12', '9'],
      ['6', '4'],
    ])
    expect(w.find('[data-role="roll-total"]').text()).toContain('13')
    expect(w.find('[data-role="roll-outcome"]').text()).toBe('hit: 5 damage')
    expect(w.find('[data-role="table-roll"]').classes()).toContain('good')
    expect(w.findAll('[data-role="table-roll"]')).toHaveLength(1)
  })

  it('labels each part of a roll: the hit die with its total, the damage dice with their sum', () => {
    const attack: PlayerRoll = {
      ...roll,
      faces: [
        [20, 14],
        [4, 1],
        [4, 3],
      ],
      total: 19,
      parts: [
        { label: 'To hit', faces: [[20, 14]], total: 19 },
        {
          label: 'Damage',
          faces: [
            [4, 1],
            [4, 3],
          ],
          total: 4,
        },
      ],
    }
    const w = mount(TableRoll, { props: { roll: attack } })
    mounted.push(w)
    const parts = w.findAll('[data-role="roll-part"]')
    expect(parts.map((p) => p.attributes('data-text'))).toEqual([
      'To hit: d20 14 = 19',
      'Damage: d4 1, d4 3 = 4',
    ])
    expect(w.findAll('[data-role="roll-part-label"]').map((l) => l.text())).toEqual([
      'To hit',
      'Damage',
    ])
  })

  it('leaves out an outcome that only repeats the total', () => {
    const w = mount(TableRoll, { props: { roll: { ...roll, outcome: '13' } } })
    mounted.push(w)
    expect(w.find('[data-role="roll-outcome"]').exists()).toBe(false)
  })

  it('repeats the card for the far side in the split layout, one of them announced', () => {
    const w = mount(TableRoll, { props: { roll, split: true } })
    mounted.push(w)
    const cards = w.findAll('[data-role="table-roll"]')
    expect(cards.map((c) => c.attributes('data-seat'))).toEqual(['near', 'far'])
    expect(cards.filter((c) => c.attributes('role') === 'status')).toHaveLength(1)
  })
})

const { parts: _parts, ...plain } = roll
const logged: DiceLogEntry = { ...plain, at: '2026-12-01T18:00:00.000Z', detail: 'DC 8, +2 Edge' }

describe('Show on table in the dice log', () => {
  it('sends the entry’s id, then reads "On the table" with Hide while main shows it', async () => {
    const session = storeWith()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(LogEntry, { props: { entry: logged } })
    mounted.push(w)
    await w.get('[data-role="show-roll"]').trigger('click')
    expect(act).toHaveBeenCalledWith('table:showRoll', { id: 7 })
    session.tableOverlay = { roll: { ...roll } }
    await w.vm.$nextTick()
    expect(w.find('[data-role="roll-on-table"]').text()).toBe('On the table')
    expect(w.find('[data-role="show-roll"]').exists()).toBe(false)
    await w.get('[data-role="hide-roll"]').trigger('click')
    expect(act).toHaveBeenCalledWith('table:hideRoll', {})
    // Main took it off (its timeout): the entry offers it again.
    session.tableOverlay = {}
    await w.vm.$nextTick()
    expect(w.find('[data-role="show-roll"]').exists()).toBe(true)
  })

  it('offers nothing for a local roll or an undone one', () => {
    storeWith()
    const local = mount(LogEntry, { props: { entry: { ...logged, id: -1 }, local: true } })
    const undone = mount(LogEntry, { props: { entry: { ...logged, undone: true } } })
    mounted.push(local, undone)
    expect(local.find('[data-role="show-roll"]').exists()).toBe(false)
    expect(undone.find('[data-role="show-roll"]').exists()).toBe(false)
  })
})
