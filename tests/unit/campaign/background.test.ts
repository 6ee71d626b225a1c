import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fitImageToMap } from '../../../electron/main/commands/map'
import { imageSize } from '../../../electron/main/persistence/image-size'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { createSession } from '../../../electron/main/session/session'
import { solidPng } from '../support/png'
import type { PlayerView } from '../../../shared/projection'
import { demoFolder, tempRoot } from './fixtures'

const GIF = Buffer.from('474946383961' + '2c01' + '9600' + '000000', 'hex')
const JPEG = Buffer.from(
  'ffd8' +
    'ffe000104a46494600010100000100010000' +
    'ffc0001108' +
    '0258' +
    '0320' +
    '03012200021101031101',
  'hex',
)
const WEBP_VP8X = Buffer.from(
  '52494646' + '00000000' + '57454250' + '56503858' + '0a000000' + '00000000' + 'ff0300' + '7f0200',
  'hex',
)

describe('image size from the header', () => {
  it.each([
    ['PNG', solidPng(37, 11), { width: 37, height: 11 }],
    ['GIF', GIF, { width: 300, height: 150 }],
    ['JPEG', JPEG, { width: 800, height: 600 }],
    ['WebP (VP8X)', WEBP_VP8X, { width: 1024, height: 640 }],
    ['text', Buffer.from('hello world, not an image'), null],
  ])('%s', (_what, bytes, size) => {
    expect(imageSize(bytes)).toEqual(size)
  })
})

describe('fitting a background', () => {
  it.each([
    [1850, { cols: 18, orientation: 'pointy' as const }, 100],
    [1375, { cols: 18, orientation: 'flat' as const }, 100],
  ])('an image %i px wide spans the %o map', (width, map, pixelsPerHex) => {
    expect(fitImageToMap(width, map).pixelsPerHex).toBe(pixelsPerHex)
  })
})

let server: LanServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function hosted() {
  const dir = demoFolder()
  const store = await CampaignStore.open(dir)
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session)
  await manager.use(store)
  const staticDir = tempRoot()
  server = await startLanServer({
    session,
    staticDir,
    port: 0,
    gmToken: 'g'.repeat(64),
    campaignDir: () => manager.dir,
  })
  return { dir, session, manager, server }
}

const GM = { 'X-Bluebox-GM-Token': 'g'.repeat(64) }

function http(
  method: string,
  url: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
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
    req.end(body)
  })
}

describe('background upload and serving (browser host)', () => {
  it('stores the image by hash, sets and fits the background as one undoable step, and serves it', async () => {
    const { dir, session, manager, server } = await hosted()
    const png = solidPng(925, 300)
    const res = await http(
      'POST',
      `${server.origin}/api/background?mapId=causeway&name=ruins.png`,
      png,
      GM,
    )
    expect(res.status).toBe(200)
    const asset = JSON.parse(res.body.toString()).value as { id: string; type: string }
    const bg = session.history.state.maps.causeway!.background!
    expect(bg).toEqual({ assetId: asset.id, pixelsPerHex: 50, offsetX: 0, offsetY: 0 })
    expect(session.history.state.assets[asset.id]).toMatchObject({
      type: 'image/png',
      width: 925,
      height: 300,
      name: 'ruins.png',
    })
    expect(readFileSync(join(dir, 'assets', `${asset.id}.png`)).equals(png)).toBe(true)
    // The players' view can draw it: a rendition for them and its fit, not the GM's file name
    // nor its hash (fog is off on the demo map, so the rendition is the picture itself).
    const playerMap = (session.hub.snapshot('player').view as PlayerView).maps.causeway!
    expect(playerMap.background).toEqual({
      file: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
      width: 925,
      height: 300,
      pixelsPerHex: 50,
      offsetX: 0,
      offsetY: 0,
    })
    expect(JSON.stringify(session.hub.snapshot('player').view)).not.toContain('ruins.png')
    expect(JSON.stringify(session.hub.snapshot('player').view)).not.toContain(asset.id)
    const forPlayers = await http(
      'GET',
      `${server.origin}/player-assets/causeway/${playerMap.background!.file}`,
    )
    expect(forPlayers.status).toBe(200)
    expect(forPlayers.body.equals(png)).toBe(true)
    // The original is the GM page's only.
    expect((await http('GET', `${server.origin}/assets/${asset.id}.png`)).status).toBe(403)
    const served = await http('GET', `${server.origin}/assets/${asset.id}.png`, undefined, GM)
    expect(served.status).toBe(200)
    expect(served.type).toBe('image/png')
    expect(served.body.equals(png)).toBe(true)
    // Fit, then undo twice: no background again.
    expect(
      session.dispatch('gm', 'map:fitBackground', {
        mapId: 'causeway',
        pixelsPerHex: 64,
        offsetX: 5,
        offsetY: -3,
      }).ok,
    ).toBe(true)
    expect(session.history.state.maps.causeway!.background).toMatchObject({
      pixelsPerHex: 64,
      offsetX: 5,
      offsetY: -3,
    })
    session.dispatch('gm', 'history:undo', {})
    session.dispatch('gm', 'history:undo', {})
    expect(session.history.state.maps.causeway!.background).toBeUndefined()
    await manager.close()
  })

  it.each([
    ['no token', '', {}, solidPng(4, 4), 403, 'GM link'],
    ['a wrong token', '', { 'X-Bluebox-GM-Token': 'h'.repeat(64) }, solidPng(4, 4), 403, 'GM link'],
    // The URL is printed by browsers when a request fails, and logged by servers: never there.
    ['the token in the URL', `token=${'g'.repeat(64)}&`, {}, solidPng(4, 4), 403, 'GM link'],
    ['not an image', '', GM, Buffer.from('%PDF-1.7 nope'), 400, 'not a PNG, JPEG, WebP or GIF'],
    ['an unknown map', '', GM, solidPng(4, 4), 400, 'no map with id "nowhere"'],
  ])(
    'refuses an upload with %s and changes nothing',
    async (what, query, headers, bytes, status, message) => {
      const { session, manager, server } = await hosted()
      const before = session.history.state
      const mapId = what === 'an unknown map' ? 'nowhere' : 'causeway'
      const res = await http(
        'POST',
        `${server.origin}/api/background?${query}mapId=${mapId}&name=x.bin`,
        bytes,
        headers,
      )
      expect(res.status).toBe(status)
      expect(JSON.parse(res.body.toString()).error.message).toContain(message)
      expect(session.history.state).toBe(before)
      await manager.close()
    },
  )

  it('serves only content-hash names from the assets folder', async () => {
    const { manager, server } = await hosted()
    const gmGet = (path: string) => http('GET', `${server.origin}${path}`, undefined, GM)
    expect((await gmGet(`/assets/${'a'.repeat(64)}.png`)).status).toBe(404)
    expect((await gmGet(`/assets/../campaign.json`)).status).toBe(404)
    expect((await gmGet(`/assets/%2e%2e%2fcampaign.json`)).status).toBe(404)
    await manager.close()
  })
})
