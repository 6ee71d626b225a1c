/**
 * A session on the demo campaign for the table display's tests: the Causeway shown to the
 * players, GM (or player) calls through the dispatcher (a player's from the display its transport
 * says it is), the players' view's `table`, and two connected pages that may be the table display
 * (a TV and a phone), with the calibration ticket each gets when it asks.
 */
import type { Role } from '../../../shared/api'
import type { PlayerView } from '../../../shared/projection'
import { createDispatcher, type Caller } from '../../../electron/main/session/dispatcher'
import { DiceLog } from '../../../electron/main/session/dice-log'
import { CampaignHistory } from '../../../electron/main/session/history'
import { Hub } from '../../../electron/main/session/hub'
import { TableDisplays } from '../../../electron/main/session/table-displays'
import type { HostSlot } from '../../../electron/main/session/devices-handlers'
import { seededDice } from '../../../shared/dice'
import { openDemoCampaign } from '../support/open-demo'

export function tableHarness() {
  const campaign = openDemoCampaign()
  campaign.playersMapId = 'causeway'
  const history = new CampaignHistory(campaign)
  const hub = new Hub(history)
  const displays = new TableDisplays()
  const host: HostSlot = { devices: null, history: null }
  const dice = new DiceLog(seededDice(3), () => new Date(0))
  const dispatch = createDispatcher(history, hub, dice, host, displays)
  const call = (channel: string, payload: unknown = {}, role: Role = 'gm', caller: Caller = {}) =>
    dispatch(role, channel, payload, caller)
  const table = () => (hub.snapshot('player').view as PlayerView).table
  // Two pages connected that may be the table display: a TV and a phone.
  displays.attach('tv', () => 'Living-room TV')
  displays.attach('phone', () => "Ana's phone")
  /** The ticket a page gets when it asks for its own (null: the GM did not pick it). */
  const ticket = (display: 'tv' | 'phone' = 'tv') => {
    const env = dispatch('player', 'table:ruler', {}, { display })
    if (!env.ok) throw new Error(env.error.message)
    return (env.value as { ticket: string | null }).ticket
  }
  /** A display's scale as its page asks for it. */
  const ppi = (key: string) => {
    const env = dispatch('player', 'table:scale', { key })
    if (!env.ok) throw new Error(env.error.message)
    return (env.value as { ppi: number | null }).ppi
  }
  return { history, hub, call, table, displays, ticket, ppi }
}
