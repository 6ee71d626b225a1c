import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { assetProtocolResponse } from '../../../electron/main/app/asset-protocol'
import { importAsset } from '../../../electron/main/persistence/assets'
import { setBackgroundCommand } from '../../../electron/main/commands/map'
import { setCurtainCommand } from '../../../electron/main/commands/curtain'
import { PlayerAssets } from '../../../electron/main/persistence/player-assets'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { createSession } from '../../../electron/main/session/session'
import type { Asset, Campaign } from '../../../shared/model'
import { playerBackground, projectPlayerView } from '../../../shared/projection'
import { demoCampaign, demoFolder, tempRoot } from '../campaign/fixtures'

const TOKEN = 'g'.repeat(64)
const GM = { 'X-Bluebox-GM-Token': TOKEN }

let server: LanServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

function png(r: number): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g: 0, b: 0 } } })
    .png()
    .toBuffer()
}

/**
 * The demo with a background on the shown map (fog on, one hex revealed) and on a second map the
 * players are not shown.
 */
async function hosted() {
  const dir = demoFolder()
  const session = createSession(demoCampaign())
  const shown = session.history.state.playersMapId!
  const shownAsset = await importAsset(dir, await png(200), 'shown.png')
  const otherAsset = await importAsset(dir, await png(100), 'secret.png')
  const state = session.history.state
  const map = state.maps[shown]!
  session.history.load({
    ...state,
    maps: {
      ...state.maps,
      [shown]: { ...map, fog: { ...map.fog, enabled: true, revealed: { '1,1': 1 } } },
      vault: { ...map, id: 'vault', name: 'Vault', fog: { enabled: false, revealed: {} } },
    },
  } as Campaign)
  const fit = { pixelsPerHex: 30, offsetX: 0, offsetY: 0 }
  const sized = (a: Asset) => ({ ...a, width: 120, height: 90 })
  session.history.execute(setBackgroundCommand(shown, sized(shownAsset), fit))
  session.history.execute(setBackgroundCommand('vault', sized(otherAsset), fit))
  const staticDir = tempRoot()
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'assets', 'index-Abc123.js'), 'export {}')
  server = await startLanServer({
    session,
    staticDir,
    port: 0,
    gmToken: TOKEN,
    campaignDir: () => dir,
  })
  const file = projectPlayerView(session.history.state).maps[shown]!.background!.file
  return { dir, session, shown, shownAsset, otherAsset, server, file }
}

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
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

describe('image routes of the browser host', () => {
  it("a player cannot fetch an original image, the GM can; the players' view names neither", async () => {
    const { server, shownAsset, session } = await hosted()
    const url = `${server.origin}/assets/${shownAsset.id}.png`
    expect((await get(url)).status).toBe(403)
    expect((await get(url, { 'X-Bluebox-GM-Token': 'h'.repeat(64) })).status).toBe(403)
    const gm = await get(url, GM)
    expect(gm.status).toBe(200)
    expect(gm.type).toBe('image/png')
    expect(gm.body.equals(await png(200))).toBe(true)
    expect(JSON.stringify(session.hub.snapshot('player').view)).not.toContain(shownAsset.id)
  })

  it("a player gets the shown map's masked rendition, and nothing of another map", async () => {
    const { server, shown, file, otherAsset } = await hosted()
    const masked = await get(`${server.origin}/player-assets/${shown}/${file}`)
    expect(masked.status).toBe(200)
    expect(masked.type).toBe('image/jpeg')
    // Most of it lies under fog: black.
    const stats = await sharp(masked.body).stats()
    expect(stats.channels[0]!.mean).toBeLessThan(60)
    // The map not shown: its rendition, had it been shown, is not served, nor its original.
    const vault = playerBackground(
      otherAsset.id,
      'image/png',
      {
        width: 120,
        height: 90,
        pixelsPerHex: 30,
        offsetX: 0,
        offsetY: 0,
        orientation: 'pointy',
        cols: 1,
        rows: 1,
      },
      null,
    )
    expect((await get(`${server.origin}/player-assets/vault/${vault.file}`)).status).toBe(404)
    expect((await get(`${server.origin}/player-assets/vault/${file}`)).status).toBe(404)
    expect((await get(`${server.origin}/assets/${otherAsset.id}.png`)).status).toBe(403)
    for (const bad of [
      `/player-assets/${shown}/${'0'.repeat(32)}.jpg`,
      `/player-assets/${shown}/../../assets/${otherAsset.id}.png`,
      `/player-assets/%E0%A4%A/${file}`,
      `/player-assets/${shown}/${file}/x`,
    ])
      expect([403, 404], bad).toContain((await get(`${server.origin}${bad}`)).status)
  })

  it('serves no map picture behind the curtain, answering as for an unknown file, and again once it is raised', async () => {
    const { server, shown, file, session } = await hosted()
    const url = `${server.origin}/player-assets/${shown}/${file}`
    expect((await get(url)).status).toBe(200)
    const unknown = await get(`${server.origin}/player-assets/${shown}/${'0'.repeat(32)}.jpg`)
    session.history.execute(setCurtainCommand(true))
    const behind = await get(url)
    // The same answer as a made-up name: a player cannot tell the staged map's file exists.
    expect(behind.status).toBe(unknown.status)
    expect(behind.type).toBe(unknown.type)
    expect(behind.body.equals(unknown.body)).toBe(true)
    session.history.execute(setCurtainCommand(false))
    expect((await get(url)).status).toBe(200)
  })

  it("the page's own built files under /assets/ still load for anyone", async () => {
    const { server } = await hosted()
    const res = await get(`${server.origin}/assets/index-Abc123.js`)
    expect(res.status).toBe(200)
    expect(res.type).toContain('javascript')
  })

  it('a symlinked asset is not served, even to the GM and even when its target has the right bytes', async () => {
    const { server, dir, shownAsset } = await hosted()
    const file = join(dir, 'assets', `${shownAsset.id}.png`)
    const outside = join(tempRoot(), 'copy.png')
    writeFileSync(outside, await png(200))
    rmSync(file)
    symlinkSync(outside, file)
    expect((await get(`${server.origin}/assets/${shownAsset.id}.png`, GM)).status).toBe(404)
  })
})

describe('the bluebox-asset scheme of the Electron windows', () => {
  it('gives the projector only what its view names, the GM window the originals', async () => {
    const { dir, session, shown, file, shownAsset } = await hosted()
    const ctx = {
      campaignDir: () => dir,
      players: new PlayerAssets({ session, campaignDir: () => dir }),
    }
    const original = `bluebox-asset://assets/${shownAsset.id}.png`
    const rendition = `bluebox-asset://player/${shown}/${file}`
    expect((await assetProtocolResponse(original, 'player', ctx)).status).toBe(403)
    expect((await assetProtocolResponse(original, 'gm', ctx)).status).toBe(200)
    const forProjector = await assetProtocolResponse(rendition, 'player', ctx)
    expect(forProjector.status).toBe(200)
    expect(forProjector.headers.get('content-type')).toBe('image/jpeg')
    expect(
      (await assetProtocolResponse(`bluebox-asset://player/vault/${file}`, 'player', ctx)).status,
    ).toBe(404)
    expect((await assetProtocolResponse('bluebox-asset://elsewhere/x', 'gm', ctx)).status).toBe(404)
    // Behind the curtain the projector window gets no map picture either, until it is raised.
    session.history.execute(setCurtainCommand(true))
    expect((await assetProtocolResponse(rendition, 'player', ctx)).status).toBe(404)
    session.history.execute(setCurtainCommand(false))
    expect((await assetProtocolResponse(rendition, 'player', ctx)).status).toBe(200)
    ctx.players.dispose()
  })
})
