import { flushPromises, mount } from '@vue/test-utils'
import type Konva from 'konva'
import { afterEach, describe, expect, it, vi } from 'vitest'
import OpportunityOffers from '../../../renderer/src/features/map/OpportunityOffers.vue'
import {
  offersIn,
  useOpportunityStore,
} from '../../../renderer/src/features/map/opportunity-offers'
import { useMapEdits } from '../../../renderer/src/features/map/use-map-edits'
import { useRollDialogStore } from '../../../renderer/src/stores/roll-dialog'
import { demoCampaign, storeWith } from './library-support'

const mounted: { unmount(): void }[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
})

/** The Rust Sentinel may react to Vaka's move. */
const offer = { attackerId: 'npc-sentinel', attackerName: 'Rust Sentinel', targetId: 'pc-vaka' }
const node = { position: vi.fn(), getLayer: () => null } as unknown as Konva.Node

describe('Opportunity Attack offers', () => {
  it('a move whose reply lists opportunities offers them; a reply without any clears them', async () => {
    const session = storeWith(demoCampaign())
    const ask = vi
      .spyOn(session, 'ask')
      .mockResolvedValueOnce({
        moved: true,
        distance: 3,
        unit: 'm',
        opportunities: [offer],
      } as never)
      .mockResolvedValueOnce({ moved: true, distance: 1, unit: 'm' } as never)
    const edits = useMapEdits(() => null)
    const store = useOpportunityStore()
    await edits.onMove('pc-vaka', { q: 5, r: 5 }, node, false)
    expect(ask).toHaveBeenCalledWith('map:moveToken', { tokenId: 'pc-vaka', to: { q: 5, r: 5 } })
    expect(store.offers).toEqual([offer])
    await edits.onMove('pc-vaka', { q: 6, r: 5 }, node, false)
    expect(store.offers).toEqual([])
  })

  it('a refused move keeps the offers the last move made', async () => {
    const session = storeWith(demoCampaign())
    vi.spyOn(session, 'ask').mockResolvedValue(null)
    const store = useOpportunityStore()
    store.moved({ opportunities: [offer] })
    await useMapEdits(() => null).onMove('pc-vaka', { q: 5, r: 5 }, node, false)
    expect(store.offers).toEqual([offer])
  })

  it('reads only well-formed offers from a reply', () => {
    expect(offersIn(null)).toEqual([])
    expect(offersIn({ opportunities: [offer, { attackerId: 1 }] })).toEqual([offer])
  })

  it('says who may attack whom; Attack opens the attack dialog with the Opportunity Attack preset', async () => {
    storeWith(demoCampaign())
    const store = useOpportunityStore()
    store.moved({ opportunities: [offer] })
    const w = mount(OpportunityOffers)
    mounted.push(w)
    expect(w.text()).toContain('Rust Sentinel may make an Opportunity Attack on Vaka')
    expect(w.text()).toContain('(costs its Reaction)')
    await w
      .findAll('button')
      .find((b) => b.text() === 'Attack')!
      .trigger('click')
    await flushPromises()
    expect(useRollDialogStore().request).toEqual({
      sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
      what: {
        type: 'attack',
        attackerId: 'npc-sentinel',
        targetId: 'pc-vaka',
        action: 'opportunity',
      },
    })
    expect(w.find('[data-role="opportunities"]').exists()).toBe(false)
  })

  it('Ignore lets the moment pass', async () => {
    storeWith(demoCampaign())
    useOpportunityStore().moved({ opportunities: [offer] })
    const w = mount(OpportunityOffers)
    mounted.push(w)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Ignore')!
      .trigger('click')
    expect(w.find('[data-role="opportunities"]').exists()).toBe(false)
    expect(useRollDialogStore().request).toBeNull()
  })
})
