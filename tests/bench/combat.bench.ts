/**
 * The combat tracker at scale: Next Turn through the dispatcher and history with 300 combatants
 * and 1,000 timed conditions; starting a fight of 300 with initiative rolled in main; and Next
 * Turn in main to the players' patch arriving over the browser host's WebSocket.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import type { Envelope } from '../../shared/api'
import { wsProtocols } from '../../shared/api/ws-protocol'
import { DEFAULT_FLOW_LIMITS } from '../../electron/main/lan/peer'
import { startLanServer } from '../../electron/main/lan/server'
import { demoCampaignPath } from '../../electron/main/app/paths'
import { createSession, loadCampaignFile, type Session } from '../../electron/main/session/session'
import { percentile, timeMs, type Figure } from './harness'

const COMBATANTS = 300
const TIMERS = 1000
/** Conditions with no start- or end-of-turn roll: the items list stays empty however long it runs. */
const QUIET = ['blinded', 'grappled', 'immobilized', 'pinned']
const SHEETS = [
  { kind: 'pc', id: 'vaka' },
  { kind: 'npc', id: 'sample-scrap-hound' },
  { kind: 'pc', id: 'orin' },
  { kind: 'npc', id: 'sample-rust-sentinel' },
] as const

function must<T>(env: Envelope<unknown>, what: string): T {
  if (!env.ok) throw new Error(`${what}: ${env.error.message}`)
  return env.value as T
}

/** The demo campaign with a 60 x 60 arena shown to the players and 300 beings on it. */
function arena(): { session: Session; tokenIds: string[] } {
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  const call = (c: string, p: unknown) => must(session.dispatch('gm', c, p), c)
  const { mapId } = call('map:create', {
    name: 'Arena',
    orientation: 'pointy',
    cols: 60,
    rows: 60,
    activate: true,
  }) as { mapId: string }
  call('map:showToPlayers', { mapId })
  const tokenIds: string[] = []
  for (let i = 0; i < COMBATANTS; i++) {
    const sheet = SHEETS[i % SHEETS.length]!
    const near = {
      q: (i % 20) * 3 - Math.floor((((i / 20) | 0) * 3) / 2),
      r: ((i / 20) | 0) * 3 + 1,
    }
    const placed = call('token:placeNear', { mapId, near, sheet, gmOnly: false }) as {
      tokenId: string
    }
    tokenIds.push(placed.tokenId)
  }
  return { session, tokenIds }
}

function startInput(tokenIds: string[]) {
  return {
    mapId: arenaMapId,
    coordinated: [],
    entries: tokenIds.map((tokenId, i) => ({
      tokenId,
      side: i % 2 === 0 ? 'party' : 'enemies',
      hidden: i % 50 === 7,
    })),
  }
}
let arenaMapId = ''

/**
 * A begun fight of 300 with 1,100 timed conditions: 1,000 that last for rounds (at least 3 of
 * their bearer's turns, longer than the bench runs) and 100 until a start or end of someone's
 * turn, which run out during the first round, so expiry is measured too.
 */
function fight(): Session {
  const { session, tokenIds } = arena()
  arenaMapId = session.history.state.activeMapId as string
  const call = (c: string, p: unknown) => must(session.dispatch('gm', c, p), c)
  call('combat:start', startInput(tokenIds))
  call('combat:begin', {})
  for (let i = 0; i < TIMERS + 100; i++) {
    const tokenId = tokenIds[i % COMBATANTS]!
    const condition = QUIET[Math.floor(i / COMBATANTS) % QUIET.length]!
    const until =
      i < TIMERS
        ? { kind: 'rounds', rounds: 3 + (i % 7) }
        : { kind: 'turn', at: i % 2 ? 'start' : 'end', of: tokenIds[(i * 7) % COMBATANTS] }
    call('combat:setCondition', { tokenId, condition, on: true, until })
  }
  const timers = session.history.state.combat?.timers.length ?? 0
  if (timers < TIMERS + 100)
    throw new Error(`the fight holds ${timers} timers, not ${TIMERS + 100}`)
  return session
}

function nextTurnTimes(session: Session): number[] {
  const samples: number[] = []
  // One whole round and more, so the round's end (300 refills, timers) is among the samples.
  for (let i = 0; i < COMBATANTS + 60; i++) {
    const ms = timeMs(() => must(session.dispatch('gm', 'combat:next', {}), 'combat:next'))
    if (i >= 20) samples.push(ms)
  }
  const timers = session.history.state.combat?.timers.length ?? 0
  if (timers < TIMERS) throw new Error(`only ${timers} timed conditions were left at the end`)
  return samples
}

function startMs(): number {
  const { session, tokenIds } = arena()
  arenaMapId = session.history.state.activeMapId as string
  const input = startInput(tokenIds)
  const samples: number[] = []
  for (let i = 0; i < 12; i++) {
    samples.push(timeMs(() => must(session.dispatch('gm', 'combat:start', input), 'start')))
    must(session.dispatch('gm', 'history:undo', {}), 'undo')
  }
  return percentile(samples.slice(2), 50)
}

function open(url: string, gmToken: string | null = null): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, wsProtocols(gmToken))
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

/** Next Turn sent by the GM over the browser host until the player's patch arrives. */
async function syncTimes(session: Session): Promise<number[]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'bb-bench-'))
  writeFileSync(join(staticDir, 'index.html'), '')
  const server = await startLanServer({ session, staticDir, port: 0 })
  const base = `ws://127.0.0.1:${server.port}/ws`
  const gm = await open(base, server.gmToken)
  const player = await open(base)
  const samples: number[] = []
  const paceMs = 1000 / DEFAULT_FLOW_LIMITS.gm.perSecond + 2
  let lastSent = 0
  try {
    for (let i = 0; i < 200; i++) {
      const wait = lastSent + paceMs - performance.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      lastSent = performance.now()
      const start = performance.now()
      // A hidden combatant's turn changes nothing the players see (their strip keeps the last
      // one they saw): no patch comes, and that turn is not a sample.
      let patched = false
      const arrived = new Promise<void>((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          if (String(data).includes('"state:patch"')) {
            player.off('message', onMessage)
            patched = true
            resolve()
          }
        }
        player.on('message', onMessage)
        const onReply = (data: WebSocket.RawData) => {
          if (!String(data).startsWith(`{"id":${i + 1},`)) return
          gm.off('message', onReply)
          const combat = session.history.state.combat
          const current = combat?.order.find((c) => c.id === combat.currentId)
          if (current?.hidden) {
            player.off('message', onMessage)
            resolve()
          }
        }
        gm.on('message', onReply)
      })
      gm.send(JSON.stringify({ id: i + 1, channel: 'combat:next', payload: {} }))
      await Promise.race([
        arrived,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`next turn ${i}: no player patch in 5 s`)), 5000),
        ),
      ])
      if (i >= 20 && patched) samples.push(performance.now() - start)
    }
  } finally {
    gm.close()
    player.close()
    await server.close()
  }
  return samples
}

export async function run(): Promise<Figure[]> {
  const start = startMs()
  const session = fight()
  const next = nextTurnTimes(session)
  const sync = await syncTimes(session)
  return [
    { bench: 'combat.next.p50', value: percentile(next, 50), unit: 'ms', goal: 5 },
    { bench: 'combat.next.p95', value: percentile(next, 95), unit: 'ms', goal: 5 },
    { bench: 'combat.start.300', value: start, unit: 'ms', goal: 50 },
    { bench: 'combat.sync.p50', value: percentile(sync, 50), unit: 'ms', goal: 16.7 },
    { bench: 'combat.sync.p95', value: percentile(sync, 95), unit: 'ms', goal: 16.7 },
  ]
}
