/** The demo campaign as the GM's view in a fresh Pinia store, for the library's component tests. */
import { createPinia, setActivePinia } from 'pinia'
import demo from '../../../resources/demo-campaign/campaign.json'
import type { Campaign } from '../../../shared/model'
import { useSessionStore } from '../../../renderer/src/stores/session'

export function demoCampaign(): Campaign {
  return structuredClone(demo) as unknown as Campaign
}

/** A store holding `campaign` (the demo by default) as its view; returns the store. */
export function storeWith(campaign: Campaign = demoCampaign()) {
  setActivePinia(createPinia())
  const session = useSessionStore()
  session.replica = { seq: 1, view: campaign }
  return session
}
