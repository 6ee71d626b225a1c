/**
 * State sync over the browser host: how long from the GM sending a move until a player device
 * has the patch. What a table sees as projector lag (less the paint).
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { DEFAULT_FLOW_LIMITS } from '../../electron/main/lan/peer'
import { startLanServer } from '../../electron/main/lan/server'
import { wsProtocols } from '../../shared/api/ws-protocol'
import { demoCampaignPath } from '../../electron/main/app/paths'
import { createSession, loadCampaignFile } from '../../electron/main/session/session'
import { percentile, type Figure } from './harness'

/** As a page connects: the GM's token offered in the handshake, never in the URL. */
function open(url: string, gmToken: string | null = null): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, wsProtocols(gmToken))
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

export async function run(): Promise<Figure[]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'bb-bench-'))
  writeFileSync(join(staticDir, 'index.html'), '')
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  const server = await startLanServer({ session, staticDir, port: 0 })
  const base = `ws://127.0.0.1:${server.port}/ws`
  const gm = await open(base, server.gmToken)
  const player = await open(base)

  const samples: number[] = []
  const moves = 600
  // The host refuses a GM's calls past 200 a second after a burst (lan/peer.ts): pace the moves
  // under that, as no hand drags faster, so every one is applied and measured.
  const paceMs = 1000 / DEFAULT_FLOW_LIMITS.gm.perSecond + 2
  let lastSent = 0
  for (let i = 0; i < moves; i++) {
    const wait = lastSent + paceMs - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    lastSent = performance.now()
    // Vaka starts on (1,5): alternate (2,5) and (1,5) so every move changes something.
    const to = { q: 2 - (i % 2), r: 5 }
    const start = performance.now()
    const arrived = new Promise<void>((resolve) => {
      const onMessage = (data: WebSocket.RawData) => {
        if (String(data).includes('"state:patch"')) {
          player.off('message', onMessage)
          resolve()
        }
      }
      player.on('message', onMessage)
    })
    gm.send(
      JSON.stringify({ id: i + 1, channel: 'map:moveToken', payload: { tokenId: 'pc-vaka', to } }),
    )
    await Promise.race([
      arrived,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`move ${i}: no player patch in 5 s`)), 5000),
      ),
    ])
    if (i >= 50) samples.push(performance.now() - start)
  }

  const dispatchN = 20000
  const t0 = performance.now()
  for (let i = 0; i < dispatchN; i++) {
    session.dispatch('gm', 'map:moveToken', { tokenId: 'pc-orin', to: { q: i % 2, r: 7 } })
  }
  const dispatchMs = (performance.now() - t0) / dispatchN

  gm.close()
  player.close()
  await server.close()
  return [
    { bench: 'sync.move.p50', value: percentile(samples, 50), unit: 'ms', goal: 16.7 },
    { bench: 'sync.move.p95', value: percentile(samples, 95), unit: 'ms', goal: 16.7 },
    { bench: 'api.dispatch.move', value: dispatchMs, unit: 'ms', goal: 1 },
  ]
}
