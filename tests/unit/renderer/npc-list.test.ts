/**
 * The NPC list every ruleset uses (rules/common/NpcList.vue): the ruleset's summary line, search
 * by name, tag and hidden tag, its filters (fixed options, or built from the NPCs' values), picking.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import NpcList from '../../../renderer/src/rules/common/NpcList.vue'
import { levelFilter, type NpcListRules } from '../../../renderer/src/rules/common/npc-list'
import type { Sheet } from '../../../renderer/src/features/library/sheets'

interface TestNpc extends Sheet {
  level: number
  size: string
  tags: string[]
  kin: string[]
}
const orc: TestNpc = { id: 'orc', name: 'Orc', level: 2, size: 'medium', tags: ['brute'], kin: [] }
const rat: TestNpc = {
  id: 'rat',
  name: 'Giant rat',
  level: 1,
  size: 'small',
  tags: [],
  kin: ['vermin'],
}
const npcList: NpcListRules<TestNpc> = {
  tags: (n) => n.tags,
  hiddenTags: (n) => n.kin,
  filters: [
    levelFilter(),
    {
      label: 'Filter by size',
      any: 'any size',
      read: (n) => n.size,
      options: ['small', ['huge', 'very big']],
    },
  ],
}
const ui = {
  npcList: npcList as NpcListRules,
  sheetSummary: (n: Sheet) => `L${(n as TestNpc).level} · ${(n as TestNpc).size}`,
}
const names = (w: ReturnType<typeof mount>): string[] =>
  w.findAll('li[data-npc-id] .name').map((n) => n.text())
const optionTexts = (w: ReturnType<typeof mount>, label: string): string[] =>
  w.findAll(`select[aria-label="${label}"] option`).map((o) => o.text())

describe('NpcList', () => {
  it('lists by name with the ruleset’s line and shown tags, never the hidden ones', () => {
    const w = mount(NpcList, { props: { npcs: [orc, rat], ui, selectedId: null } })
    expect(names(w)).toEqual(['Giant rat', 'Orc'])
    const line = w.get('[data-npc-id="orc"]')
    expect(line.get('.meta').text()).toBe('L2 · medium')
    expect(line.get('.tags').text()).toBe('brute')
    expect(w.get('[data-npc-id="rat"] .tags').text()).toBe('')
  })

  it('builds the level options from the NPCs and takes a filter’s fixed options as given', () => {
    const w = mount(NpcList, {
      props: { npcs: [orc, rat, { ...orc, id: 'o2' }], ui, selectedId: null },
    })
    expect(optionTexts(w, 'Filter by level')).toEqual(['any level', 'level 1', 'level 2'])
    expect(optionTexts(w, 'Filter by size')).toEqual(['any size', 'small', 'very big'])
    expect(
      w.findAll('select[aria-label="Filter by size"] option').map((o) => o.attributes('value')),
    ).toEqual(['', 'small', 'huge'])
  })

  it('searches name, tags and hidden tags, and filters by each filter together', async () => {
    const w = mount(NpcList, { props: { npcs: [orc, rat], ui, selectedId: null } })
    await w.get('input[aria-label="Search NPCs"]').setValue('vermin')
    expect(names(w)).toEqual(['Giant rat'])
    await w.get('input[aria-label="Search NPCs"]').setValue('BRUTE')
    expect(names(w)).toEqual(['Orc'])
    await w.get('input[aria-label="Search NPCs"]').setValue('giant')
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
    const w = mount(NpcList, { props: { npcs: [orc, rat], ui, selectedId: 'orc' } })
    expect(w.get('[data-npc-id="orc"]').attributes('aria-selected')).toBe('true')
    expect(w.get('[data-npc-id="orc"]').classes()).toContain('selected')
    expect(w.get('[data-npc-id="rat"]').attributes('aria-selected')).toBe('false')
    await w.get('[data-npc-id="rat"]').trigger('keydown', { key: 'Enter' })
    await w.get('[data-npc-id="orc"]').trigger('click')
    expect(w.emitted('select')).toEqual([['rat'], ['orc']])
  })

  it('says when there are no NPCs at all', () => {
    const w = mount(NpcList, { props: { npcs: [], ui, selectedId: null } })
    expect(w.text()).toContain('No NPCs yet.')
  })
})
