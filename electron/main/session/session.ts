/**
 * The app's core without Electron: campaign state, fan-out and dispatch. The Electron shell and
 * the browser host both build one of these and bind it to their transport.
 */
import { readFileSync } from 'node:fs'
import { parseCampaign, type Campaign } from '../../../shared/model'
import { checkCampaignPayloads } from '../../../shared/rules'
import { CampaignHistory } from './history'
import {
  createDispatcher,
  createLaterDispatcher,
  type Dispatch,
  type DispatchLater,
} from './dispatcher'
import { Hub } from './hub'
import { DiceLog } from './dice-log'
import type { HostSlot } from './devices-handlers'
import { TableDisplays } from './table-displays'

export interface Session {
  history: CampaignHistory
  hub: Hub
  dispatch: Dispatch
  /** The calls that wait on the disk (`history:*`); null for any other channel. */
  later: DispatchLater
  dice: DiceLog
  /** What the transport hosting this session offers (the browser host's devices). */
  host: HostSlot
  /** The pages that may be the table display; each transport attaches its players' pages. */
  displays: TableDisplays
}

export function createSession(campaign: Campaign): Session {
  const history = new CampaignHistory(campaign)
  const hub = new Hub(history)
  const dice = new DiceLog()
  const host: HostSlot = { devices: null, history: null }
  const displays = new TableDisplays()
  return {
    history,
    hub,
    dice,
    host,
    displays,
    dispatch: createDispatcher(history, hub, dice, host, displays),
    later: createLaterDispatcher(history, host),
  }
}

export class CampaignLoadError extends Error {
  override name = 'CampaignLoadError'
}

/** Read and validate a campaign file, naming the file and each problem on failure. */
export function loadCampaignFile(file: string): Campaign {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    throw new CampaignLoadError(`${file}: cannot read: ${(err as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (err) {
    throw new CampaignLoadError(`${file}: not valid JSON: ${(err as Error).message}`)
  }
  const result = parseCampaign(json)
  const checked = result.ok ? checkCampaignPayloads(result.campaign) : result
  if (!checked.ok) {
    const list = checked.issues.map((i) => `${i.path}: ${i.message}`).join('; ')
    throw new CampaignLoadError(`${file}: not a valid campaign: ${list}`)
  }
  return checked.campaign
}
