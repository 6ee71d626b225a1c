/**
 * The browser host under a flood, on a revealed 200 x 200 map shown to the players: one player
 * socket that never reads sends `state:snapshot` requests as fast as it can (3,000 at once, then
 * more while the GM plays), and the GM moves a token. How long the GM waits for each move's
 * answer, and how much memory is left over once the flooder is gone. Loopback only, bounded in
 * frames and time.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { startLanServer, type LanServer } from '../../electron/main/lan/server'
import { createSession } from '../../electron/main/session/session'
import { wsProtocols } from '../../shared/api/ws-protocol'
import { BIG_MAP_TOKEN, bigMapCampaign } from '../unit/electron/big-map'
import { percentile, type Figure } from './harness'

const MAX_FLOOD_FRAMES = 20_000
const MAX_FLOOD_MS = 10_000
const MOVES = 100

function open(
  server: LanServer,
  gmToken: string | null,
  pass: string | null = null,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, wsProtocols(gmToken, pass))
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

/** Round trips of `count` GM moves, each awaited before the next. */
async function moves(gm: WebSocket, count: number, firstId: number): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const id = firstId + i
    const t0 = performance.now()
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`move ${i}: no answer in 10 s`)), 10_000)
      const onMessage = (data: WebSocket.RawData) => {
        const text = String(data)
        if (!text.startsWith(`{"id":${id},`)) return
        gm.off('message', onMessage)
        clearTimeout(timer)
        if (!text.includes('"ok":true')) reject(new Error(`move ${i} refused: ${text}`))
        else resolve()
      }
      gm.on('message', onMessage)
      const to = { q: 1 + (i % 2), r: 1 }
      gm.send(
        JSON.stringify({ id, channel: 'map:moveToken', payload: { tokenId: BIG_MAP_TOKEN, to } }),
      )
    })
    samples.push(performance.now() - t0)
  }
  return samples
}

async function settle(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc
  for (let i = 0; i < 3; i++) {
    gc?.()
    await new Promise((r) => setTimeout(r, 100))
  }
  return process.memoryUsage().rss / 2 ** 20
}

export async function run(): Promise<Figure[]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'bb-bench-host-'))
  writeFileSync(join(staticDir, 'index.html'), '')
  const session = createSession(bigMapCampaign(200, 200))
  const server = await startLanServer({ session, staticDir, port: 0 })
  const gm = await open(server, server.gmToken)

  // Warm up, and the same moves with no flood, for comparison.
  await moves(gm, 10, 1)
  const quiet = await moves(gm, 30, 100)
  const baseline = await settle()

  const flooder = await open(server, null)
  flooder.pause()
  flooder.on('error', () => {})
  const frame = JSON.stringify({ id: 1, channel: 'state:snapshot', payload: {} })
  let sent = 0
  const send = (n: number) => {
    for (let i = 0; i < n && sent < MAX_FLOOD_FRAMES; i++, sent++) {
      if (flooder.readyState !== WebSocket.OPEN) return
      flooder.send(frame)
    }
  }
  send(3000)
  const floodStart = performance.now()
  const pump = setInterval(() => {
    if (performance.now() - floodStart > MAX_FLOOD_MS) clearInterval(pump)
    else send(50)
  }, 10)
  let flooded: number[]
  try {
    flooded = await moves(gm, MOVES, 1000)
  } finally {
    clearInterval(pump)
  }
  const cutOff = session.hub.subscriberCount('player') === 0
  flooder.terminate()
  const deadline = performance.now() + 5000
  while (session.hub.subscriberCount('player') > 0 && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 20))
  const after = await settle()

  process.stderr.write(
    `bench: host: GM move p95 ${percentile(quiet, 95).toFixed(1)} ms without a flood; ` +
      `${sent} flood frames sent; flooder ${cutOff ? 'disconnected by the host' : 'still connected'} ` +
      `when the moves ended; RSS ${baseline.toFixed(0)} -> ${after.toFixed(0)} MB` +
      `${(globalThis as { gc?: unknown }).gc ? '' : ' (no --expose-gc)'}\n`,
  )
  const sockets = await socketsFlood(server, gm, session)
  gm.close()
  await server.close()
  return [
    ...sockets,
    { bench: 'host.flood.gm.p95', value: percentile(flooded, 95), unit: 'ms', goal: 50 },
    { bench: 'host.flood.rss', value: Math.max(0, after - baseline), unit: 'MB', goal: 50 },
  ]
}

/** A players' page that joins and keeps its pass. */
async function joined(server: LanServer): Promise<{ ws: WebSocket; pass: string }> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, wsProtocols(null))
  const pass = await new Promise<string>((resolve, reject) => {
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as { event?: { name: string; payload: { token: string } } }
      if (m.event?.name === 'device:issued') resolve(m.event.payload.token)
    })
    ws.once('error', reject)
  })
  return { ws, pass }
}

/**
 * 600 sockets on one pass and 600 on ten passes, half reading and half not, each sending
 * snapshot requests; the GM moves meanwhile. The host holds a few sockets per pass and refuses
 * the rest at the handshake.
 */
async function socketsFlood(
  server: LanServer,
  gm: WebSocket,
  session: { hub: { subscriberCount(role: 'player'): number } },
): Promise<Figure[]> {
  const before = await settle()
  const owners = await Promise.all(Array.from({ length: 11 }, () => joined(server)))
  const passes = [
    ...Array.from({ length: 600 }, () => owners[0]!.pass),
    ...Array.from({ length: 600 }, (_, i) => owners[1 + (i % 10)]!.pass),
  ]
  const opened = await Promise.all(passes.map((p) => open(server, null, p).catch(() => null)))
  const flooders = [...owners.map((o) => o.ws), ...opened.filter((w): w is WebSocket => !!w)]
  const frame = JSON.stringify({ id: 1, channel: 'state:snapshot', payload: {} })
  flooders.forEach((f, i) => {
    f.on('error', () => {})
    if (i % 2) f.pause()
  })
  const start = performance.now()
  const pump = setInterval(() => {
    if (performance.now() - start > MAX_FLOOD_MS) return clearInterval(pump)
    for (const f of flooders)
      if (f.readyState === WebSocket.OPEN) for (let k = 0; k < 20; k++) f.send(frame)
  }, 10)
  let samples: number[]
  try {
    samples = await moves(gm, MOVES, 5000)
  } finally {
    clearInterval(pump)
  }
  const held = session.hub.subscriberCount('player')
  for (const f of flooders) f.terminate()
  const deadline = performance.now() + 5000
  while (session.hub.subscriberCount('player') > 0 && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 20))
  const after = await settle()
  process.stderr.write(
    `bench: host: 1,200 sockets asked on 11 passes, ${opened.filter(Boolean).length} admitted; ` +
      `${held} player sockets held during the moves; RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB\n`,
  )
  return [
    { bench: 'host.flood.sockets.gm.p95', value: percentile(samples, 95), unit: 'ms', goal: 50 },
    { bench: 'host.flood.sockets.rss', value: Math.max(0, after - before), unit: 'MB', goal: 100 },
  ]
}
