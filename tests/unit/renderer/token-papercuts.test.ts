/**
 * Papercuts around tokens: a token row selects on click and keys without touching GM-only; the
 * selected row links its token to a sheet; "Add token…" can pick a sheet and drops the token where
 * the GM is looking; the dice log strikes through a roll whose effect was undone.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
import MapPanel from '../../../renderer/src/features/map/MapPanel.vue'
import TokenList from '../../../renderer/src/features/map/TokenList.vue'
import type { MapToken } from '../../../renderer/src/features/map/BoardMap.vue'
import DiceTab from '../../../renderer/src/features/library/DiceTab.vue'
import { VIEW_CENTRE } from '../../../renderer/src/features/map/view-centre'
import { storeWith } from './library-support'

const TOKENS: MapToken[] = [
  {
    id: 'pc-vaka',
    name: 'Vaka',
    kind: 'pc',
    hex: { q: 1, r: 5 },
    size: 'medium',
    color: '#2f6fdb',
  },
  {
    id: 'npc-ambusher',
    name: 'Hidden Ambusher',
    kind: 'npc',
    hex: { q: 6, r: 2 },
    size: 'medium',
    color: '#6b3fa0',
    gmOnly: true,
  },
]

describe('token list', () => {
  it('a click anywhere on the row selects the token and leaves GM-only alone', async () => {
    storeWith()
    const w = mount(TokenList, { props: { tokens: TOKENS, selectedId: null } })
    const row = w.get('[data-token-id="pc-vaka"]')
    await row.trigger('click')
    await row.get('.name').trigger('click')
    await row.get('[data-role="hex"]').trigger('click')
    expect(w.emitted('select')).toEqual([['pc-vaka'], ['pc-vaka'], ['pc-vaka']])
    expect(w.emitted('toggleGmOnly')).toBeUndefined()
    expect((row.get('input[type="checkbox"]').element as HTMLInputElement).checked).toBe(false)
  })

  it('on a gridless table a row gives where the unit stands in inches, not half-inch steps', () => {
    storeWith()
    const hexes = mount(TokenList, { props: { tokens: TOKENS, selectedId: null } })
    const inches = mount(TokenList, {
      props: { tokens: TOKENS, selectedId: null, cellInches: 0.5 },
    })
    const at = (w: typeof hexes) => w.get('[data-token-id="pc-vaka"] [data-role="hex"]').text()
    const { q, r } = TOKENS.find((t) => t.id === 'pc-vaka')!.hex
    expect(at(hexes)).toBe(`${q},${r}`)
    const half = (n: number) => `${Math.floor(n / 2) || (n % 2 ? '' : '0')}${n % 2 ? '½' : ''}"`
    expect(at(inches)).toBe(`${half(q)}, ${half(r)}`)
  })

  it('the row is reachable by keyboard: Enter and Space select', async () => {
    storeWith()
    const w = mount(TokenList, { props: { tokens: TOKENS, selectedId: 'pc-vaka' } })
    const pick = w.get('[data-token-id="npc-ambusher"] [data-role="select-token"]')
    expect(pick.attributes('tabindex')).toBe('0')
    expect(pick.attributes('aria-pressed')).toBe('false')
    await pick.trigger('keydown', { key: 'Enter' })
    await pick.trigger('keydown', { key: ' ' })
    expect(w.emitted('select')).toEqual([['npc-ambusher'], ['npc-ambusher']])
    expect(
      w.get('[data-token-id="pc-vaka"] [data-role="select-token"]').attributes(),
    ).toMatchObject({ 'aria-pressed': 'true' })
  })

  it('GM-only is a small labelled toggle of its own that does not select the row', async () => {
    storeWith()
    const w = mount(TokenList, { props: { tokens: TOKENS, selectedId: null } })
    const chip = w.get('[data-token-id="pc-vaka"] .gm-only')
    expect(chip.attributes('title')).toContain('visible to the players')
    const box = chip.get('input')
    expect(box.attributes('aria-label')).toBe('GM only: Vaka')
    ;(box.element as HTMLInputElement).checked = true
    await box.trigger('change')
    await chip.trigger('click')
    expect(w.emitted('toggleGmOnly')).toEqual([['pc-vaka', true]])
    expect(w.emitted('select')).toBeUndefined()
    expect(w.get('[data-token-id="npc-ambusher"] .gm-only').classes()).toContain('on')
    expect(chip.classes()).not.toContain('on')
  })

  it('the selected row links its token to a sheet, or unlinks it', async () => {
    const session = storeWith()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(TokenList, { props: { tokens: TOKENS, selectedId: 'pc-vaka' } })
    expect(w.find('[data-token-id="npc-ambusher"] [data-role="token-sheet"]').exists()).toBe(false)
    const select = w.get('[data-token-id="pc-vaka"] [data-role="token-sheet"]')
    expect((select.element as HTMLSelectElement).value).toBe('pc:vaka')
    await select.setValue('npc:sample-scrap-hound')
    await select.setValue('')
    expect(act.mock.calls).toEqual([
      ['token:link', { tokenId: 'pc-vaka', sheet: { kind: 'npc', id: 'sample-scrap-hound' } }],
      ['token:link', { tokenId: 'pc-vaka', sheet: null }],
    ])
    expect(w.emitted('select')).toBeUndefined()
  })
})

describe('Add token…', () => {
  it('with a sheet picked, asks main for an instance of it near the view centre', async () => {
    const session = storeWith()
    const ask = vi.spyOn(session, 'ask').mockResolvedValue({
      tokenId: 'tok-1',
      name: 'Scrap Hound 2',
      hex: { q: 4, r: 4 },
    })
    const w = mount(MapPanel, { global: { provide: { [VIEW_CENTRE]: () => ({ q: 4, r: 4 }) } } })
    const submit = w.findAll('button').find((b) => b.text() === 'Add to map')!
    expect(submit.attributes('disabled')).toBeDefined()
    await w.get('select[aria-label="Token sheet"]').setValue('npc:sample-scrap-hound')
    expect(w.find('select[aria-label="Token kind"]').exists()).toBe(false)
    expect(w.get('input[aria-label="Token name"]').attributes('placeholder')).toBe('Scrap Hound')
    expect(submit.attributes('disabled')).toBeUndefined()
    await w.get('form:has(select[aria-label="Token sheet"])').trigger('submit')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('token:placeNear', {
      mapId: 'causeway',
      near: { q: 4, r: 4 },
      sheet: { kind: 'npc', id: 'sample-scrap-hound' },
      color: '#c24a2c',
      gmOnly: true,
    })
    expect(session.notices.at(-1)?.message).toBe('Scrap Hound 2 is on Shattered Causeway at 4,4.')
  })

  it('an NPC starts GM-only and red, a PC or an object seen in its own colour, until the GM picks', async () => {
    const session = storeWith()
    const ask = vi.spyOn(session, 'ask').mockResolvedValue({
      tokenId: 'tok-1',
      name: 'x',
      hex: { q: 4, r: 4 },
    })
    const w = mount(MapPanel, { global: { provide: { [VIEW_CENTRE]: () => ({ q: 4, r: 4 }) } } })
    const gmOnly = () => (w.get('input[aria-label="GM only"]').element as HTMLInputElement).checked
    const colour = () =>
      (w.get('input[aria-label="Token colour"]').element as HTMLInputElement).value
    // A plain token is an NPC by default: hidden from the players.
    expect(w.get<HTMLSelectElement>('select[aria-label="Token kind"]').element.value).toBe('npc')
    expect([gmOnly(), colour()]).toEqual([true, '#c24a2c'])
    await w.get('select[aria-label="Token kind"]').setValue('pc')
    expect([gmOnly(), colour()]).toEqual([false, '#2f6fdb'])
    await w.get('select[aria-label="Token kind"]').setValue('object')
    expect([gmOnly(), colour()]).toEqual([false, '#8a7a5c'])
    // A PC's sheet picked: seen; an NPC's: hidden.
    await w.get('select[aria-label="Token sheet"]').setValue('pc:vaka')
    expect(gmOnly()).toBe(false)
    await w.get('select[aria-label="Token sheet"]').setValue('npc:sample-scrap-hound')
    expect(gmOnly()).toBe(true)
    // What the GM sets stays, whatever is picked after.
    await w.get('input[aria-label="GM only"]').setValue(false)
    await w.get('input[aria-label="Token colour"]').setValue('#123456')
    await w.get('select[aria-label="Token sheet"]').setValue('')
    await w.get('select[aria-label="Token kind"]').setValue('npc')
    await w.get('input[aria-label="Token name"]').setValue('Lookout')
    await w.get('form:has(select[aria-label="Token sheet"])').trigger('submit')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith(
      'token:placeNear',
      expect.objectContaining({ name: 'Lookout', kind: 'npc', gmOnly: false, color: '#123456' }),
    )
  })
})

describe('dice log', () => {
  const entry: DiceLogEntry = {
    id: 7,
    at: '2026-11-30T12:00:00.000Z',
    who: 'Vaka',
    what: 'Twin blades at Rust Sentinel',
    faces: [[12, 11]],
    total: 13,
    outcome: 'hit: 4 damage',
    detail: 'd12 11 → 13 vs AC 12',
  }

  it('strikes through a roll whose effect was undone, saying so, and shows it live again', async () => {
    const session = storeWith()
    session.diceLog = [entry]
    const w = mount(DiceTab)
    expect(w.find('[data-undone]').exists()).toBe(false)
    session.diceLog = [{ ...entry, undone: true }]
    await flushPromises()
    const row = w.get('[data-undone="true"]')
    expect(row.classes()).toContain('undone')
    expect(row.get('[data-role="undone"]').text()).toBe('undone')
    expect(row.attributes('title')).toContain('Undone')
    session.diceLog = [entry]
    await flushPromises()
    expect(w.find('[data-undone]').exists()).toBe(false)
  })
})
