/**
 * The demo campaign with its causeway map cleared to open ground (no terrain, no walls): rule
 * tests count metres and paths on it without depending on how the demo map is dressed.
 */
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { loadCampaignFile } from '../../../electron/main/session/session'
import type { Campaign } from '../../../shared/model'

export function openDemoCampaign(): Campaign {
  const c = loadCampaignFile(demoCampaignPath())
  const map = c.maps.causeway
  if (!map) throw new Error('the demo campaign has no causeway map')
  delete map.terrain
  delete map.edges
  return c
}
