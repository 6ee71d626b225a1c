/** The NPC list both rulesets use (rules/common/NpcFilterList.vue): search, filters, picking. */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import NpcFilterList from '../../../renderer/src/rules/common/NpcFilterList.vue'
import {
  levelFilter,
  type NpcFilter,
  type NpcRow,
} from '../../../renderer/src/rules/common/npc-list'

const rows: NpcRow[] = [
  { id: 'orc', name: 'Orc', meta: 'L2', tags: ['brute'], facets: { level: '2', size: 'medium' } },
  {
    id: 'rat',
    name: 'Giant rat',
    meta: 'L1',
    tags: [],
    moreTags: ['vermin'],
    facets: { level: '1', size: 'small' },
  },
]
const filters: NpcFilter[] = [
  levelFilter([2, 1, 2]),
  { key: 'size', label: 'Filter by size', any: 'any size', options: [['small', 'small']] },
]
const names = (w: ReturnType<typeof mount>): string[] =>
  w.findAll('li[data-npc-id] .name').map((n) => n.text())

describe('NpcFilterList', () => {
  it('lists by name, searches tags and hidden tags, and filters by each facet', async () => {
    const w = mount(NpcFilterList, { props: { rows, filters, selectedId: null } })
    expect(names(w)).toEqual(['Giant rat', 'Orc'])
    expect(w.findAll('select[aria-label="Filter by level"] option').map((o) => o.text())).toEqual([
      'any level',
      'level 1',
      'level 2',
    ])
    await w.get('input[aria-label="Search NPCs"]').setValue('vermin')
    expect(names(w)).toEqual(['Giant rat'])
    await w.get('input[aria-label="Search NPCs"]').setValue('')
    await w.get('select[aria-label="Filter by level"]').setValue('2')
    expect(names(w)).toEqual(['Orc'])
    await w.get('select[aria-label="Filter by size"]').setValue('small')
    expect(w.text()).toContain('No NPC matches.')
    await w.get('select[aria-label="Filter by level"]').setValue('')
    expect(names(w)).toEqual(['Giant rat'])
  })

  it('picks with a click or Enter and marks the selected one', async () => {
    const w = mount(NpcFilterList, { props: { rows, filters, selectedId: 'orc' } })
    expect(w.get('[data-npc-id="orc"]').attributes('aria-selected')).toBe('true')
    await w.get('[data-npc-id="rat"]').trigger('keydown', { key: 'Enter' })
    await w.get('[data-npc-id="orc"]').trigger('click')
    expect(w.emitted('select')).toEqual([['rat'], ['orc']])
  })

  it('says when there are no NPCs at all', () => {
    const w = mount(NpcFilterList, { props: { rows: [], filters, selectedId: null } })
    expect(w.text()).toContain('No NPCs yet.')
  })
})
