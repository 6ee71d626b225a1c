/**
 * The browser host against hostile clients, on the real server and an ephemeral port: requests
 * that used to end the process, DNS rebinding, and a player that floods without reading.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect as netConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { GM_TOKEN_HEADER, startLanServer, type LanServer } from '../../../electron/main/lan/server'
import type { FlowLimits } from '../../../electron/main/lan/peer'
import { SOCKETS_PER_PASS, type SocketLimits } from '../../../electron/main/lan/sockets'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { createSession, loadCampaignFile } from '../../../electron/main/session/session'
import type { Campaign } from '../../../shared/model'
import { API_VERSION, type Role } from '../../../shared/api'
import type { PlayerView } from '../../../shared/projection'
import { wsProtocols } from '../../../shared/api/ws-protocol'
import { replicaAccept, replicaReceive, type Patch, type Snapshot } from '../../../shared/sync'
import { BIG_MAP_TOKEN, bigMapCampaign } from './big-map'

let server: LanServer | null = null
const sockets: WebSocket[] = []

afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate()
  await server?.close()
  server = null
})

async function start(
  opts: {
    campaign?: Campaign
    host?: string
    flowLimits?: Partial<Record<Role, Partial<FlowLimits>>>
    machineAddresses?: () => string[]
    allowHosts?: string[]
    socketLimits?: Partial<SocketLimits>
    heartbeatMs?: number
  } = {},
) {
  const staticDir = mkdtempSync(join(tmpdir(), 'bb-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>')
  const campaignDir = mkdtempSync(join(tmpdir(), 'bb-hostile-'))
  mkdirSync(join(campaignDir, 'assets'))
  const session = createSession(opts.campaign ?? loadCampaignFile(demoCampaignPath()))
  server = await startLanServer({
    session,
    staticDir,
    port: 0,
    host: opts.host,
    campaignDir: () => campaignDir,
    flowLimits: opts.flowLimits,
    machineAddresses: opts.machineAddresses,
    allowHosts: opts.allowHosts,
    socketLimits: opts.socketLimits,
    heartbeatMs: opts.heartbeatMs,
  })
  return { session, server, campaignDir }
}

interface Reply {
  ok: boolean
  value?: unknown
  error?: { code: string; message: string }
}

function open(
  s: LanServer,
  opts: {
    gm?: boolean
    headers?: Record<string, string>
    path?: string
    pass?: string
    autoPong?: boolean
  } = {},
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${s.port}${opts.path ?? '/ws'}`,
      wsProtocols(opts.gm ? s.gmToken : null, opts.pass ?? null),
      { headers: opts.headers, autoPong: opts.autoPong ?? true },
    )
    sockets.push(ws)
    // From the first frame: the pass arrives with the socket, before a later listener would.
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as {
        event?: { name: string; payload: { token: string } }
      }
      if (msg.event?.name === 'device:issued') issuedPass.set(ws, msg.event.payload.token)
    })
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

let nextId = 1
function call(ws: WebSocket, channel: unknown, payload: unknown = {}): Promise<Reply> {
  const id = nextId++
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const msg = JSON.parse(String(data)) as { id?: number; result?: Reply }
      if (msg.id === id && msg.result) {
        ws.off('message', onMessage)
        resolve(msg.result)
      }
    }
    ws.on('message', onMessage)
    ws.send(JSON.stringify({ id, channel, payload }))
  })
}

/** A raw HTTP request, so the target and headers are exactly what a script would send. */
function rawHttp(port: number, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = netConnect(port, '127.0.0.1', () =>
      socket.write(lines.join('\r\n') + '\r\n\r\n'),
    )
    let out = ''
    socket.on('data', (d) => (out += String(d)))
    socket.on('close', () => resolve(out))
    socket.on('error', reject)
    socket.setTimeout(5000, () => socket.destroy())
  })
}

/** The server still answers: a page loads and the GM's hello comes back. */
async function expectAlive(s: LanServer): Promise<void> {
  const page = await rawHttp(s.port, [
    'GET / HTTP/1.1',
    `Host: 127.0.0.1:${s.port}`,
    'Connection: close',
  ])
  expect(page).toMatch(/^HTTP\/1\.1 200/)
  const gm = await open(s, { gm: true })
  expect(await call(gm, 'session:hello', { apiVersion: 1 })).toMatchObject({
    ok: true,
    value: { role: 'gm' },
  })
  gm.close()
}

describe('browser host against hostile clients', () => {
  it('refuses a socket from Origin null (a sandboxed frame) and stays up', async () => {
    const { server } = await start()
    await expect(open(server, { headers: { Origin: 'null' } })).rejects.toThrow('403')
    await expect(open(server, { headers: { Origin: 'http://[' } })).rejects.toThrow('403')
    await expect(open(server, { headers: { Origin: 'file://' } })).rejects.toThrow('403')
    await expectAlive(server)
  })

  it('answers malformed request targets with 400, for pages and sockets, and stays up', async () => {
    const { server } = await start()
    const host = `Host: 127.0.0.1:${server.port}`
    for (const target of ['//[', '//[::1', '*', 'http://[']) {
      const res = await rawHttp(server.port, [`GET ${target} HTTP/1.1`, host, 'Connection: close'])
      expect(res, target).toMatch(/^HTTP\/1\.1 400/)
    }
    const upgrade = await rawHttp(server.port, [
      'GET //[ HTTP/1.1',
      host,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    ])
    expect(upgrade).toMatch(/^HTTP\/1\.1 400/)
    await expectAlive(server)
  })

  it('survives an upload aborted mid-body and stores nothing', async () => {
    const { server, campaignDir, session } = await start()
    const before = session.history.state
    const unhandled: unknown[] = []
    const onUnhandled = (err: unknown) => unhandled.push(err)
    process.on('unhandledRejection', onUnhandled)
    process.on('uncaughtException', onUnhandled)
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/background?mapId=causeway&name=map.png',
        headers: {
          [GM_TOKEN_HEADER]: server.gmToken,
          'Content-Type': 'image/png',
          'Content-Length': String(1 << 20),
        },
      })
      req.on('error', () => resolve())
      req.write(Buffer.alloc(64 * 1024, 1), () => setTimeout(() => req.destroy(), 20))
      req.on('close', () => resolve())
    })
    await expectAlive(server)
    expect(readdirSync(join(campaignDir, 'assets'))).toEqual([])
    expect(readdirSync(campaignDir)).toEqual(['assets'])
    expect(session.history.state).toBe(before)
    process.off('unhandledRejection', onUnhandled)
    process.off('uncaughtException', onUnhandled)
    expect(unhandled).toEqual([])
  })

  it('answers only to its own names: another Host gets 421, for pages and sockets', async () => {
    const { server } = await start()
    const evil = `Host: rebind.example:${server.port}`
    const page = await rawHttp(server.port, ['GET / HTTP/1.1', evil, 'Connection: close'])
    expect(page).toMatch(/^HTTP\/1\.1 421/)
    expect(page).toContain('open the link it printed')
    // DNS rebinding: the page's own name in Host and Origin alike, as the old check allowed.
    await expect(
      open(server, {
        headers: {
          Host: `rebind.example:${server.port}`,
          Origin: `http://rebind.example:${server.port}`,
        },
      }),
    ).rejects.toThrow('421')
    // The right port matters too.
    const otherPort = await rawHttp(server.port, [
      'GET / HTTP/1.1',
      'Host: 127.0.0.1:1',
      'Connection: close',
    ])
    expect(otherPort).toMatch(/^HTTP\/1\.1 421/)
    // The loopback names all work when bound to loopback.
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      const ok = await rawHttp(server.port, [
        'GET / HTTP/1.1',
        `Host: ${name}:${server.port}`,
        'Connection: close',
      ])
      expect(ok, name).toMatch(/^HTTP\/1\.1 200/)
    }
    const local = await open(server, {
      headers: { Host: `localhost:${server.port}`, Origin: `http://127.0.0.1:${server.port}` },
    })
    expect(await call(local, 'session:hello', { apiVersion: 1 })).toMatchObject({ ok: true })
  })

  it('checks Origin against its own names, not against Host (a rebinding page)', async () => {
    const { server } = await start()
    // The Host is right (an attacker's page can make it so), the Origin is the attacker's.
    await expect(
      open(server, { headers: { Origin: `http://rebind.example:${server.port}` } }),
    ).rejects.toThrow('403')
    await expect(
      open(server, { headers: { Origin: `https://127.0.0.1:${server.port}` } }),
    ).rejects.toThrow('403')
    await expectAlive(server)
  })

  it('with --lan, answers to the machine’s addresses and no other', async () => {
    const { server } = await start({ host: '0.0.0.0', machineAddresses: () => ['192.168.1.20'] })
    const get = (host: string) =>
      rawHttp(server.port, ['GET / HTTP/1.1', `Host: ${host}`, 'Connection: close'])
    expect(await get(`192.168.1.20:${server.port}`)).toMatch(/^HTTP\/1\.1 200/)
    expect(await get(`127.0.0.1:${server.port}`)).toMatch(/^HTTP\/1\.1 200/)
    expect(await get(`10.0.0.99:${server.port}`)).toMatch(/^HTTP\/1\.1 421/)
    expect(await get(`0.0.0.0:${server.port}`)).toMatch(/^HTTP\/1\.1 421/)
  })

  it('answers to a name given with --allow-host, on its port only', async () => {
    const { server } = await start({ allowHosts: ['table-laptop.local'] })
    const get = (host: string) =>
      rawHttp(server.port, ['GET / HTTP/1.1', `Host: ${host}`, 'Connection: close'])
    expect(await get(`Table-Laptop.local:${server.port}`)).toMatch(/^HTTP\/1\.1 200/)
    expect(await get('table-laptop.local:1')).toMatch(/^HTTP\/1\.1 421/)
    const ws = await open(server, {
      headers: {
        Host: `table-laptop.local:${server.port}`,
        Origin: `http://table-laptop.local:${server.port}`,
      },
    })
    expect(await call(ws, 'session:hello', { apiVersion: 1 })).toMatchObject({ ok: true })
  })

  it('refuses a channel that is not a name before it is logged or parsed (deep nesting)', async () => {
    const { server } = await start()
    const gm = await open(server, { gm: true })
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const reply = await new Promise<Reply>((resolve) => {
      gm.once('message', (d) => resolve((JSON.parse(String(d)) as { result: Reply }).result))
      gm.send(`{"id":1,"channel":${deep},"payload":{}}`)
    })
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    await expectAlive(server)
  })

  it('keeps answering the GM while a player floods snapshot requests without reading', async () => {
    const { server, session } = await start({
      campaign: bigMapCampaign(120, 120),
      flowLimits: { player: { stalledCloseMs: 1500 } },
    })
    const gm = await open(server, { gm: true })
    const flooder = await open(server)
    expect(session.hub.subscriberCount('player')).toBe(1)
    flooder.pause()
    const frame = JSON.stringify({ id: 1, channel: 'state:snapshot', payload: {} })
    for (let i = 0; i < 3000; i++) flooder.send(frame)
    // The GM's moves are answered while the flood is on, promptly.
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now()
      const reply = await call(gm, 'map:moveToken', {
        tokenId: BIG_MAP_TOKEN,
        to: { q: 1 + (i % 2), r: 1 },
      })
      expect(reply).toMatchObject({ ok: true })
      expect(performance.now() - t0).toBeLessThan(3000)
    }
    // What waits for the flooder stays bounded: about the mark plus one view, not 3,000 views.
    for (const c of server.connections()) expect(c.bufferedBytes).toBeLessThan(4 << 20)
    // The flooder is refused, then disconnected; the host carries on.
    await expect.poll(() => session.hub.subscriberCount('player'), { timeout: 10_000 }).toBe(0)
    await expectAlive(server)
  })

  it('sends a slow player the latest state once it reads again', async () => {
    const { server, session } = await start({
      campaign: bigMapCampaign(120, 120),
      // Repeated snapshots are what fills the buffers here, so each request gets a whole one.
      flowLimits: {
        player: { highWaterBytes: 64 * 1024, oneSnapshotPerState: false, snapshots: null },
      },
    })
    const gm = await open(server, { gm: true })
    const player = await open(server)
    let replica: Snapshot<unknown> | null = null
    let refused = 0
    player.on('message', (data) => {
      const msg = JSON.parse(String(data)) as {
        result?: Reply
        event?: { name: string; payload: Patch }
      }
      if (msg.result?.ok) {
        const snap = msg.result.value as { seq: number; view: unknown }
        replica = replicaAccept(replica, { seq: snap.seq, view: snap.view })
      } else if (msg.result) refused += 1
      else if (msg.event?.name === 'state:patch') {
        const step = replicaReceive(replica, msg.event.payload)
        if (step.kind === 'applied') replica = step.replica
      }
    })
    player.pause()
    // Enough snapshot requests to fill every buffer between the two ends...
    for (let i = 0; i < 40; i++)
      player.send(JSON.stringify({ id: 100 + i, channel: 'state:snapshot' }))
    await expect.poll(() => player.bufferedAmount, { timeout: 5000 }).toBe(0)
    // ...until the host has more waiting for this socket than it lets pile up...
    await expect
      .poll(() => server.connections().find((c) => c.role === 'player')?.bufferedBytes ?? 0, {
        timeout: 10_000,
      })
      .toBeGreaterThan(64 * 1024)
    // ...then the GM moves the token the players see: that patch is held back for this player.
    expect(
      await call(gm, 'map:moveToken', { tokenId: BIG_MAP_TOKEN, to: { q: 3, r: 2 } }),
    ).toMatchObject({ ok: true })
    player.resume()
    const latest = session.hub.snapshot('player')
    await expect.poll(() => replica?.seq, { timeout: 10_000 }).toBe(latest.seq)
    expect(JSON.stringify(replica!.view)).toBe(JSON.stringify(latest.view))
    // Some of the 40 were refused: the socket was full, and not every copy was sent.
    expect(refused).toBeGreaterThan(0)
  })

  it('sends a player only the public part of an attack the GM shows on the table', async () => {
    const { server } = await start()
    const gm = await open(server, { gm: true })
    const player = await open(server)
    // Everything this player socket is sent, as the bytes arrive, and the view it builds.
    const received: string[] = []
    let replica: Snapshot<unknown> | null = null
    player.on('message', (data) => {
      received.push(String(data))
      const msg = JSON.parse(String(data)) as {
        result?: Reply
        event?: { name: string; payload: Patch }
      }
      if (msg.result?.ok) {
        const snap = msg.result.value as { seq: number; view: unknown }
        replica = replicaAccept(replica, { seq: snap.seq, view: snap.view })
      } else if (msg.event?.name === 'state:patch') {
        const step = replicaReceive(replica, msg.event.payload)
        if (step.kind === 'applied') replica = step.replica
      }
    })
    player.send(JSON.stringify({ id: 1, channel: 'state:snapshot' }))
    await expect.poll(() => replica !== null).toBe(true)
    // Vaka beside the Rust Sentinel, whose THP, Plating and stone resistance are all in play.
    expect(
      await call(gm, 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 } }),
    ).toMatchObject({ ok: true })
    expect(
      await call(gm, 'token:setInstance', {
        tokenId: 'npc-sentinel',
        hp: 20,
        thp: 3,
        plating: 6,
        conditions: [],
      }),
    ).toMatchObject({ ok: true })
    // The host's dice are its own: attack until one hits, so the GM's line names the defences.
    type Entry = { id: number; who: string; faces: [number, number][]; total: number | null }
    let entry: (Entry & { outcome: string; detail: string }) | null = null
    for (let i = 0; i < 40 && !entry; i++) {
      const r = await call(gm, 'roll:attack', {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: {},
      })
      expect(r).toMatchObject({ ok: true })
      const e = r.value as Entry & { outcome: string; detail: string }
      if (e.outcome.startsWith('hit')) entry = e
    }
    expect(entry, 'no hit in 40 attacks').not.toBeNull()
    const hit = entry!
    expect(hit.outcome).toMatch(/Plating/)
    expect(await call(gm, 'table:showRoll', { id: hit.id })).toMatchObject({ ok: true })
    await expect.poll(() => (replica?.view as PlayerView | undefined)?.roll?.id).toBe(hit.id)
    const { parts, ...shown } = (replica!.view as PlayerView).roll!
    // In parts: the attack roll with its public total, then the damage dice; faces only.
    expect(parts?.map((p) => p.label)).toEqual(['To hit', 'Damage'])
    expect(parts?.[0]?.total).toBe(hit.total)
    expect(parts?.flatMap((p) => p.faces)).toEqual(hit.faces)
    expect(shown).toEqual({
      id: hit.id,
      who: 'Vaka',
      what: 'Attack with Twin blades',
      faces: hit.faces,
      total: hit.total,
      // Decisive is public (Decisive Rolls & Hits is announced at the table); the GM's detail
      // line says whether this hit was one.
      outcome: /, Decisive/.test(hit.detail) ? 'hit (Decisive)' : 'hit',
    })
    // Nothing of the GM's breakdown in any byte the player socket was sent.
    const wire = received.join('\n')
    for (const secret of [hit.outcome, hit.detail, 'Plating', 'halves', 'Resistant', 'THP'])
      expect(wire).not.toContain(secret)
  })

  it(`holds at most ${SOCKETS_PER_PASS} sockets on one pass: the next is refused, the first still works`, async () => {
    const { server } = await start()
    const first = await open(server)
    const pass = await passOf(first)
    const more = []
    for (let i = 1; i < SOCKETS_PER_PASS; i++) more.push(await open(server, { pass }))
    for (let i = SOCKETS_PER_PASS; i < 10; i++)
      await expect(open(server, { pass })).rejects.toThrow('HTTP 429')
    expect(server.connections().filter((c) => c.role === 'player')).toHaveLength(SOCKETS_PER_PASS)
    expect(await call(first, 'state:snapshot')).toMatchObject({ ok: true })
    // One closes: its place is free again.
    const gone = more.pop()!
    gone.close()
    await new Promise((r) => gone.once('close', r))
    await expect
      .poll(() =>
        open(server, { pass }).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true)
  })

  it('shares one rate limit across the sockets of a pass', async () => {
    const { server } = await start({ flowLimits: { player: { burst: 5, perSecond: 0.01 } } })
    const a = await open(server)
    const pass = await passOf(a)
    const b = await open(server, { pass })
    const hello = { apiVersion: API_VERSION }
    for (let i = 0; i < 5; i++)
      expect(await call(a, 'session:hello', hello)).toMatchObject({ ok: true })
    // The second socket gets no bucket of its own: its first call is over the pass's limit.
    expect(await call(b, 'session:hello', hello)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/too many requests/) },
    })
    // Another device has its own.
    const other = await open(server)
    expect(await call(other, 'state:snapshot')).toMatchObject({ ok: true })
  })

  it('sends a page the view once per state: a repeat is refused in words, a reload gets its own, the GM every time', async () => {
    const { server, session } = await start({ campaign: bigMapCampaign(60, 60) })
    const gm = await open(server, { gm: true })
    const page = await open(server)
    const pass = await passOf(page)
    const seq = () => session.hub.snapshot('player').seq
    expect(await call(page, 'state:snapshot')).toMatchObject({ ok: true, value: { seq: seq() } })
    // The same state again: a short refusal, not the whole view once more.
    const repeat = await call(page, 'state:snapshot')
    expect(repeat).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/already/) },
    })
    expect(JSON.stringify(repeat).length).toBeLessThan(300)
    expect(repeat.error!.message).not.toMatch(/state:|snapshot/)
    // The GM's page is answered in full whenever it asks.
    for (let i = 0; i < 3; i++) expect(await call(gm, 'state:snapshot')).toMatchObject({ ok: true })
    // Once the state changes, the page may have missed the patch: it gets the new one.
    expect(
      await call(gm, 'map:moveToken', { tokenId: BIG_MAP_TOKEN, to: { q: 2, r: 1 } }),
    ).toMatchObject({ ok: true })
    expect(await call(page, 'state:snapshot')).toMatchObject({ ok: true, value: { seq: seq() } })
    // A reload: the old socket goes, the new one on the same pass gets the view at once...
    page.close()
    await new Promise((r) => page.once('close', r))
    const reloaded = await open(server, { pass })
    expect(await call(reloaded, 'state:snapshot')).toMatchObject({
      ok: true,
      value: { seq: seq() },
    })
    // ...as does a second page on the same pass.
    const second = await open(server, { pass })
    expect(await call(second, 'state:snapshot')).toMatchObject({ ok: true, value: { seq: seq() } })
    // Past what a pass is sent at once, a page's view comes a moment later, not a refusal.
    const third = await open(server, { pass })
    expect(await call(third, 'state:snapshot')).toMatchObject({ ok: true, value: { seq: seq() } })
  })

  it('holds at most so many sockets per address, whatever the passes', async () => {
    const { server } = await start({ socketLimits: { perAddress: 3, loopbackFree: false } })
    const pages = [await open(server), await open(server), await open(server)]
    await expect(open(server)).rejects.toThrow('HTTP 429')
    pages[0]!.close()
    await new Promise((r) => pages[0]!.once('close', r))
    await expect
      .poll(() =>
        open(server).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true)
  })

  it('closes a player socket that stops answering pings, and keeps one that answers', async () => {
    const { server, session } = await start({ heartbeatMs: 100 })
    const gone = await open(server, { autoPong: false })
    const here = await open(server)
    const closed = new Promise((r) => gone.once('close', r))
    await closed
    await expect.poll(() => session.hub.subscriberCount('player')).toBe(1)
    expect(here.readyState).toBe(WebSocket.OPEN)
    expect(await call(here, 'state:snapshot')).toMatchObject({ ok: true })
  })

  it('keeps answering the GM while 50 sockets on one pass and 50 on five passes flood', async () => {
    const { server } = await start({ campaign: bigMapCampaign(120, 120) })
    const gm = await open(server, { gm: true })
    const owners = [await open(server)]
    for (let i = 0; i < 5; i++) owners.push(await open(server))
    const passes = await Promise.all(owners.map(passOf))
    const tries = [
      ...Array.from({ length: 50 }, () => passes[0]!),
      ...Array.from({ length: 50 }, (_, i) => passes[1 + (i % 5)]!),
    ].map((pass) => open(server, { pass }).catch(() => null))
    const flooders = (await Promise.all(tries)).filter((w): w is WebSocket => w !== null)
    // Each pass holds its few sockets, whatever it asked for.
    expect(flooders.length).toBeLessThanOrEqual(6 * (SOCKETS_PER_PASS - 1))
    const frame = JSON.stringify({ id: 1, channel: 'state:snapshot', payload: {} })
    flooders.forEach((f, i) => {
      if (i % 2) f.pause()
      for (let k = 0; k < 500; k++) f.send(frame)
    })
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now()
      const reply = await call(gm, 'map:moveToken', {
        tokenId: BIG_MAP_TOKEN,
        to: { q: 1 + (i % 2), r: 1 },
      })
      expect(reply).toMatchObject({ ok: true })
      expect(performance.now() - t0).toBeLessThan(3000)
    }
    await expectAlive(server)
  })
})

/** The pass a players' page was given when it joined. */
const issuedPass = new WeakMap<WebSocket, string>()
async function passOf(ws: WebSocket): Promise<string> {
  await expect.poll(() => issuedPass.get(ws)).toBeDefined()
  return issuedPass.get(ws)!
}
