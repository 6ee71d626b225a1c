/**
 * A session on the demo campaign for the table display's tests: the Causeway shown to the
 * players, GM (or player) calls through the dispatcher, and the players' view's `table`.
 */
import type { Role } from '../../../shared/api'
import type { PlayerView } from '../../../shared/projection'
import { createDispatcher } from '../../../electron/main/session/dispatcher'
import { DiceLog } from '../../../electron/main/session/dice-log'
import { CampaignHistory } from '../../../electron/main/session/history'
import { Hub } from '../../../electron/main/session/hub'
import { seededDice } from '../../../shared/dice'
import { openDemoCampaign } from '../support/open-demo'

export function tableHarness() {
  const campaign = openDemoCampaign()
  campaign.playersMapId = 'causeway'
  const service = new CampaignHistory(campaign)
  const hub = new Hub(service)
  const dispatch = createDispatcher(service, hub, new DiceLog(seededDice(3), () => new Date(0)))
  const call = (channel: string, payload: unknown = {}, role: Role = 'gm') =>
    dispatch(role, channel, payload)
  const table = () => (hub.snapshot('player').view as PlayerView).table
  return { service, hub, call, table }
}
