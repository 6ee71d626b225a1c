/**
 * The curtain's picture through the browser host and the Electron scheme: players get it only while
 * the curtain is down with it, by the name their view carries; never once the curtain is up, never
 * another image by guessing a name, never the original by its asset id.
 */
import { mkdirSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { assetProtocolResponse } from '../../../electron/main/app/asset-protocol'
import { setCurtainCommand, setCurtainLookCommand } from '../../../electron/main/commands/curtain'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { importAsset } from '../../../electron/main/persistence/assets'
import { PlayerAssets } from '../../../electron/main/persistence/player-assets'
import { createSession } from '../../../electron/main/session/session'
import type { Asset, Campaign } from '../../../shared/model'
import { curtainPictureFile, type PlayerView } from '../../../shared/projection'
import { demoCampaign, demoFolder, tempRoot } from '../campaign/fixtures'

const TOKEN = 'g'.repeat(64)
let server: LanServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const png = (r: number) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r, g: 0, b: 0 } } })
    .png()
    .toBuffer()

/** The demo with two images in its assets: the curtain's picture and another. */
async function hosted() {
  const dir = demoFolder()
  const session = createSession(demoCampaign())
  const picture = await importAsset(dir, await png(200), 'tavern.png')
  const other = await importAsset(dir, await png(50), 'secret-lair.png')
  const state = session.history.state
  session.history.load({
    ...state,
    assets: { ...state.assets, [picture.id]: picture, [other.id]: other },
  } as Campaign)
  const staticDir = tempRoot()
  mkdirSync(join(staticDir, 'assets'))
  server = await startLanServer({
    session,
    staticDir,
    port: 0,
    gmToken: TOKEN,
    campaignDir: () => dir,
  })
  return { dir, session, picture, other, server }
}

function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

const viewOf = (session: { hub: { snapshot(r: 'player'): { view: unknown } } }) =>
  session.hub.snapshot('player').view as PlayerView

describe("the curtain's picture for the players", () => {
  it('is served only while the curtain is down with it, by its players name', async () => {
    const { session, picture, other, server } = await hosted()
    const file = curtainPictureFile(picture)
    const url = `${server.origin}/curtain-picture/${file}`
    // Chosen while the curtain is up: nothing to fetch yet.
    session.history.execute(setCurtainLookCommand({ picture: picture.id }))
    expect(await status(url)).toBe(404)
    session.history.execute(setCurtainCommand(true))
    expect(viewOf(session).curtain?.picture?.file).toBe(file)
    expect(await status(url)).toBe(200)
    // Another image by its would-be name, the original by its id, a made-up name: refused.
    expect(await status(`${server.origin}/curtain-picture/${curtainPictureFile(other)}`)).toBe(404)
    expect(await status(`${server.origin}/curtain-picture/${picture.id}.png`)).toBe(404)
    expect(await status(`${server.origin}/curtain-picture/..%2Fcampaign.json`)).toBe(404)
    // Raised: the same name is refused.
    session.history.execute(setCurtainCommand(false))
    expect(await status(url)).toBe(404)
    // Down again with no picture: still refused.
    session.history.execute(setCurtainLookCommand({ picture: null }))
    session.history.execute(setCurtainCommand(true))
    expect(await status(url)).toBe(404)
  })

  it('is given to the projector window by the app scheme on the same terms', async () => {
    const { dir, session, picture, other } = await hosted()
    const ctx = {
      campaignDir: () => dir,
      players: new PlayerAssets({ session, campaignDir: () => dir }),
    }
    const url = (a: Asset) => `bluebox-asset://curtain/${curtainPictureFile(a)}`
    session.history.execute(setCurtainLookCommand({ picture: picture.id }))
    expect((await assetProtocolResponse(url(picture), 'player', ctx)).status).toBe(404)
    session.history.execute(setCurtainCommand(true))
    const got = await assetProtocolResponse(url(picture), 'player', ctx)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/png')
    expect((await assetProtocolResponse(url(other), 'player', ctx)).status).toBe(404)
    ctx.players.dispose()
  })

  it('takes a new image from the GM page as the picture, in one undoable step', async () => {
    const { session, server } = await hosted()
    const post = async (token: string) =>
      (await fetch(`${server.origin}/api/background?for=curtain&name=hall.png`, {
        method: 'POST',
        body: new Uint8Array(await png(120)),
        headers: { 'X-Bluebox-GM-Token': token, origin: server.origin },
      }).then((r) => r.json())) as { ok: boolean; value?: Asset; error?: { message: string } }
    expect((await post('h'.repeat(64))).ok).toBe(false)
    const made = await post(TOKEN)
    expect(made.ok).toBe(true)
    const state = session.history.state
    expect(state.curtain?.picture).toBe(made.value!.id)
    expect(state.assets[made.value!.id]?.name).toBe('hall.png')
    expect(state.assets[made.value!.id]?.width).toBe(60)
    expect(session.history.history().undoLabel).toBe("Set the curtain's picture")
    // Not an image: refused in words, nothing changed.
    const bad = await fetch(`${server.origin}/api/background?for=curtain&name=notes.txt`, {
      method: 'POST',
      body: 'just text',
      headers: { 'X-Bluebox-GM-Token': TOKEN, origin: server.origin },
    }).then((r) => r.json() as Promise<{ ok: boolean; error?: { message: string } }>)
    expect(bad.ok).toBe(false)
    expect(bad.error?.message).toContain('notes.txt')
    expect(session.history.state).toBe(state)
  })
})
