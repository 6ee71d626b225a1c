/**
 * The hostile-client suite, what the table shows (a part of lan-hostile.test.ts kept apart to stay
 * short): against the real host on an ephemeral port, for each bundled demo (all four rulesets),
 * a player's socket and plain HTTP requests learn nothing of a combatant the players cannot see
 * from the table camera or the strip's turn marker, nothing of a staged map behind the curtain,
 * and no display's key; a phone cannot calibrate the TV.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { DEMO_IDS, demoDir } from '../../../electron/main/app/paths'
import { importAsset } from '../../../electron/main/persistence/assets'
import { setBackgroundCommand } from '../../../electron/main/commands/map'
import { createSession, loadCampaignFile } from '../../../electron/main/session/session'
import type { Token } from '../../../shared/model'
import type { PlayerView } from '../../../shared/projection'
import { wsProtocols } from '../../../shared/api/ws-protocol'

let server: LanServer | null = null
const sockets: WebSocket[] = []

afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate()
  await server?.close()
  server = null
})

async function start(demo: (typeof DEMO_IDS)[number]) {
  const staticDir = mkdtempSync(join(tmpdir(), 'bb-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>')
  const campaignDir = mkdtempSync(join(tmpdir(), 'bb-hostile-view-'))
  mkdirSync(join(campaignDir, 'assets'))
  const session = createSession(loadCampaignFile(join(demoDir(demo), 'campaign.json')))
  server = await startLanServer({
    session,
    staticDir,
    port: 0,
    campaignDir: () => campaignDir,
    // These tests read the players' view by asking for it after every step, some of which change
    // nothing: a page never does, and the host would answer it with a refusal, or later.
    flowLimits: { player: { oneSnapshotPerState: false, snapshots: null } },
  })
  return { session, server, campaignDir }
}

interface Reply {
  ok: boolean
  value?: unknown
  error?: { code: string; message: string }
}

function open(s: LanServer, gm = false): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/ws`, wsProtocols(gm ? s.gmToken : null))
    sockets.push(ws)
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

let nextId = 1
function call(ws: WebSocket, channel: string, payload: unknown = {}): Promise<Reply> {
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

async function ok(ws: WebSocket, channel: string, payload: unknown = {}): Promise<unknown> {
  const reply = await call(ws, channel, payload)
  expect(reply, `${channel}: ${reply.error?.message ?? ''}`).toMatchObject({ ok: true })
  return reply.value
}

/** What a player's socket is sent as the view (the same as a snapshot it asks for). */
async function playerView(player: WebSocket): Promise<PlayerView> {
  return ((await ok(player, 'state:snapshot')) as { view: PlayerView }).view
}

function get(url: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** A PC and two NPCs the players see on the shown map. */
function threeBeings(tokens: Record<string, Token>, mapId: string): [Token, Token, Token] {
  const shown = Object.values(tokens).filter((t) => t.mapId === mapId && !t.gmOnly)
  const pc = shown.find((t) => t.kind === 'pc')!
  const [b, c] = shown.filter((t) => t.kind === 'npc')
  return [pc, b!, c!]
}

describe.each(DEMO_IDS)('the %s demo against a hostile player', (demo) => {
  it('neither the table camera nor the strip tells a player where or that an unseen combatant acts', async () => {
    const { server, session } = await start(demo)
    const gm = await open(server, true)
    const player = await open(server)
    const state = session.history.state
    const mapId = state.playersMapId!
    // A seen, B on a fogged hex, C hidden in the fight (its hex revealed: only the fight hides it).
    const [a, b, c] = threeBeings(state.tokens, mapId)
    const key = (t: Token) => `${t.hex.q},${t.hex.r}`
    await ok(gm, 'fog:setEnabled', { mapId, enabled: true })
    await ok(gm, 'fog:reveal', { mapId, hexes: [key(a), key(c)], reveal: true })
    await ok(gm, 'fog:reveal', { mapId, hexes: [key(b)], reveal: false })
    await ok(gm, 'table:setCamera', { follow: true })
    await ok(gm, 'combat:start', {
      mapId,
      coordinated: [],
      entries: [
        // BrikWars reads 2 and up as the players' side, below as the others' (F-BW-3).
        { tokenId: a.id, side: 'party', hidden: false, initiative: 12 },
        { tokenId: b.id, side: 'enemies', hidden: false, initiative: 1 },
        { tokenId: c.id, side: 'enemies', hidden: true, initiative: 0 },
      ],
    })
    await ok(gm, 'combat:begin')
    const tokenOf = (combatantId: string) =>
      session.history.state.combat!.order.find((x) => x.id === combatantId)!.tokenId
    let lastSeen: string[] | null = null
    const unseenTurns = new Set<string>()
    for (let turn = 0; turn < 7; turn++) {
      const acting = tokenOf(session.history.state.combat!.currentId!)
      const view = await playerView(player)
      const marked = view.initiative!.entries.filter((e) => e.current).map((e) => e.tokenId)
      if (acting === a.id) {
        expect(marked).toEqual([a.id])
        lastSeen = marked
      } else {
        unseenTurns.add(acting)
        // Someone is marked (the last one seen act) and it is never the unseen one.
        expect(marked.length).toBeGreaterThan(0)
        if (lastSeen) expect(marked).toEqual(lastSeen)
        expect(view.initiative!.unseen).toBeUndefined()
        const text = JSON.stringify(view)
        expect(text).not.toContain(acting)
        // The following camera holds on the one marked, never on the unseen one's hex.
        const on = session.history.state.tokens[marked[0]!]!.hex
        expect(view.table!.centre).toEqual({ q: on.q, r: on.r })
        // Centre on current is refused to the GM in a sentence, and the camera stays put.
        const refused = await call(gm, 'table:centreOnCurrent')
        expect(refused.ok).toBe(false)
        expect(refused.error!.message).toMatch(
          acting === c.id
            ? /is hidden from the players: the table camera stays put\.$/
            : /stands where the players cannot see: the table camera stays put\.$/,
        )
        expect((await playerView(player)).table!.centre).toEqual(view.table!.centre)
        // The neutral look the GM may choose instead: "…" and nobody marked.
        await ok(gm, 'table:setCamera', { hiddenTurn: 'neutral' })
        const neutral = (await playerView(player)).initiative!
        expect(neutral.unseen).toBe(true)
        expect(neutral.entries.filter((e) => e.current)).toEqual([])
        expect(JSON.stringify(neutral)).not.toContain(acting)
        await ok(gm, 'table:setCamera', { hiddenTurn: 'last' })
      }
      await ok(gm, 'combat:next')
    }
    // Both unseen ones had turns, the fogged one and the hidden one; where a side takes one turn
    // together (BrikWars), the fogged one leads the hidden one's.
    const order = session.history.state.combat!.order
    const group = (t: Token) => order.find((x) => x.tokenId === t.id)!.groupId
    const together = group(b) !== undefined && group(b) === group(c)
    expect([...unseenTurns].sort()).toEqual(together ? [b.id] : [b.id, c.id].sort())
  })

  it('serves no map picture while the curtain is down, answering as for an unknown file', async () => {
    const { server, session, campaignDir } = await start(demo)
    const gm = await open(server, true)
    const player = await open(server)
    const mapId = session.history.state.playersMapId!
    const png = await sharp({
      create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 40, b: 0 } },
    })
      .png()
      .toBuffer()
    const asset = await importAsset(campaignDir, png, 'staged.png')
    session.history.execute(
      setBackgroundCommand(
        mapId,
        { ...asset, width: 120, height: 90 },
        { pixelsPerHex: 30, offsetX: 0, offsetY: 0 },
      ),
    )
    const file = (await playerView(player)).maps[mapId]!.background!.file
    const url = `${server.origin}/player-assets/${encodeURIComponent(mapId)}/${file}`
    expect((await get(url)).status).toBe(200)
    const unknown = await get(`${server.origin}/player-assets/${mapId}/${'0'.repeat(32)}.jpg`)
    await ok(gm, 'curtain:set', { down: true })
    for (const asked of [url, `${server.origin}/player-assets/${mapId}/${file}`]) {
      const behind = await get(asked)
      expect(behind.status).toBe(unknown.status)
      expect(behind.type).toBe(unknown.type)
      expect(behind.body.equals(unknown.body)).toBe(true)
    }
    await ok(gm, 'curtain:set', { down: false })
    expect((await get(url)).status).toBe(200)
  })

  it("a phone can neither read the TV's display key nor calibrate it, even with the TV's ticket", async () => {
    const { server } = await start(demo)
    const gm = await open(server, true)
    // Everything the phone's socket is sent, from its first byte.
    const tv = await open(server)
    const phone = await open(server)
    const phoneHeard: string[] = []
    phone.on('message', (d) => phoneHeard.push(String(d)))
    // The GM calibrated the TV once, by hand.
    const TV = 'browser:1920x1080@1'
    await ok(gm, 'table:calibrate', { key: TV, name: 'Living-room TV', calibration: { ppi: 100 } })
    // Two pages connected: the GM picks the TV (listed first: it joined first).
    const { displays } = (await ok(gm, 'table:displays')) as { displays: { id: string }[] }
    expect(displays).toHaveLength(2)
    const [tvId, phoneId] = displays.map((d) => d.id)
    await ok(gm, 'table:setCalibrating', { on: true, display: tvId })
    // Main knows which display asks from the socket's pass, never from what it says.
    const ticket = ((await ok(tv, 'table:ruler')) as { ticket: string }).ticket
    expect(ticket).toMatch(/^[0-9a-f]{32}$/)
    expect(await ok(phone, 'table:ruler')).toEqual({ ticket: null })
    expect(await ok(phone, 'table:ruler', {})).toEqual({ ticket: null })
    expect((await call(phone, 'table:ruler', { display: tvId })).ok).toBe(false)
    // The phone names the TV's key and even sends the TV's ticket: refused, nothing saved.
    const drag = {
      key: TV,
      calibration: { from: { x: 100, y: 500 }, to: { x: 400, y: 500 }, length: 1, unit: 'in' },
      ticket,
    }
    expect((await call(phone, 'table:calibrate', drag)).error?.message).toBe(
      'This page is not the display the GM asked to calibrate: nothing was saved.',
    )
    expect(await ok(gm, 'table:scale', { key: TV })).toEqual({ ppi: 100 })
    // The TV's own ruler counts, once.
    await ok(tv, 'table:calibrate', { ...drag, calibration: { ...drag.calibration, length: 2 } })
    expect(await ok(phone, 'table:scale', { key: TV })).toEqual({ ppi: 150 })
    expect((await call(tv, 'table:calibrate', drag)).error?.message).toMatch(
      /not opened calibration/,
    )
    // Nothing the phone was sent names a display or the GM's name for it.
    await playerView(phone)
    const wire = phoneHeard.join('\n')
    for (const secret of [TV, '1920x1080', 'Living-room', ticket])
      expect(wire).not.toContain(secret)
    expect(phoneId).not.toBe(tvId)
  })
})
