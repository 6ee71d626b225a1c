/**
 * The tracker's one-line rows: only the current combatant's row (or the selected token's, a tie
 * to settle, one the GM opened) shows its pips, conditions and tools; the turn's actions sit
 * outside the scrolling order.
 */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { Campaign, Combat } from '../../../shared/model'
import CombatPanel from '../../../renderer/src/features/combat/CombatPanel.vue'
import { combatant, runningFight } from './combat-fixture'
import { demoCampaign, storeWith } from './library-support'

function fight(extra: Partial<Combat> = {}): Combat {
  return runningFight({
    order: [
      combatant('pc-vaka', 'Vaka', 15),
      combatant('pc-orin', 'Orin', 12),
      combatant('npc-hound', 'Scrap Hound', 9),
    ],
    currentId: 'pc-orin',
    ...extra,
  })
}

const mounted: { unmount(): void }[] = []
afterEach(() => mounted.splice(0).forEach((w) => w.unmount()))

function panel(combat: Combat, selectedId: string | null = null) {
  const campaign: Campaign = { ...demoCampaign(), combat }
  storeWith(campaign)
  const w = mount(CombatPanel, { props: { selectedId } })
  mounted.push(w)
  const open = (id: string) =>
    w.get(`[data-combatant-id="${id}"] [data-role="row-toggle"]`).attributes('aria-expanded')
  const details = (id: string) =>
    (w.get(`[data-combatant-id="${id}"] [data-role="row-details"]`).element as HTMLElement).style
      .display
  return { w, open, details }
}

describe('the tracker rows', () => {
  it('shows the current combatant in full and the others on one line', () => {
    const { w, open, details } = panel(fight())
    expect(open('pc-orin')).toBe('true')
    expect(details('pc-orin')).toBe('')
    expect(open('pc-vaka')).toBe('false')
    expect(details('pc-vaka')).toBe('none')
    // The turn's actions are pinned outside the scrolling order.
    const pinned = w.get('[data-role="turn-pinned"]')
    expect(pinned.element.closest('.scroll')).toBeNull()
    expect(w.get('ol.order').element.closest('.scroll')).not.toBeNull()
  })

  it('opens the selected token’s row, and the one the GM opens; the GM may fold the current one', async () => {
    const { w, open } = panel(fight(), 'npc-hound')
    expect(open('npc-hound')).toBe('true')
    await w.get('[data-combatant-id="pc-vaka"] [data-role="row-toggle"]').trigger('click')
    expect(open('pc-vaka')).toBe('true')
    await w.get('[data-combatant-id="pc-orin"] [data-role="row-toggle"]').trigger('click')
    expect(open('pc-orin')).toBe('false')
  })

  it('opens tied rows while initiative is settled, for their ↑ and ↓', () => {
    const tied = fight({
      phase: 'initiative',
      currentId: null,
      order: [combatant('pc-vaka', 'Vaka', 12), combatant('pc-orin', 'Orin', 12)],
    })
    const { open } = panel(tied)
    expect(open('pc-vaka')).toBe('true')
    expect(open('pc-orin')).toBe('true')
  })
})
