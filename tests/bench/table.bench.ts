/**
 * The table display's camera sync, main's share: the GM drops the TV frame on a new hex, and the
 * players' page is sent its patch. Measured in node: the `table:setCamera` command through the
 * dispatcher and the history, the players' projection and its patch, until the player's
 * subscriber receives it (on the demo campaign, table set up and calibrated, following nobody).
 * The whole path to the players' repaint is `table.camera.sync.p95` in table-sync.bench.ts.
 */
import type { Envelope, ServerEvent } from '../../shared/api'
import { demoCampaignPath } from '../../electron/main/app/paths'
import { createSession, loadCampaignFile } from '../../electron/main/session/session'
import { percentile, timeMs, type Figure } from './harness'

const SAMPLES = 200

function must(env: Envelope<unknown>, what: string): void {
  if (!env.ok) throw new Error(`${what}: ${env.error.message}`)
}

export function run(): Figure[] {
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  const call = (c: string, p: unknown) => must(session.dispatch('gm', c, p), c)
  const state = session.history.state
  if (state.playersMapId === null) {
    const mapId = state.activeMapId ?? Object.keys(state.maps)[0]!
    call('map:showToPlayers', { mapId })
  }
  call('table:calibrate', { key: 'browser:1920x1080@1', calibration: { ppi: 96 } })
  const home = session.history.state.tableDisplay!.camera.centre
  let patches = 0
  session.hub.subscribe('player', (e: ServerEvent) => {
    if (e.name === 'state:patch') patches++
  })
  const samples: number[] = []
  for (let i = 0; i < SAMPLES + 20; i++) {
    const before = patches
    // Around the map's middle, where the table opens: every centre is on the map.
    const centre = { q: home.q + (i % 9) - 4, r: home.r + (i % 5) - 2 }
    samples.push(timeMs(() => call('table:setCamera', { centre })))
    if (patches === before) throw new Error('the players were sent no patch')
  }
  const timed = samples.slice(20)
  return [
    { bench: 'table.camera.sync.main.p95', value: percentile(timed, 95), unit: 'ms', goal: 5 },
  ]
}
