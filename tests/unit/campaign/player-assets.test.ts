import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  assetFolderProblems,
  importAsset,
  readServableAsset,
} from '../../../electron/main/persistence/assets'
import { setBackgroundCommand } from '../../../electron/main/commands/map'
import { runCampaignCli } from '../../../electron/main/persistence/cli'
import { PlayerAssets } from '../../../electron/main/persistence/player-assets'
import { createSession } from '../../../electron/main/session/session'
import { hexKey, offsetToHex } from '../../../shared/geometry/hex'
import { hexMapOrThrow, type Campaign } from '../../../shared/model'
import {
  hexCornersInImage,
  projectPlayerView,
  type BackgroundGeometry,
} from '../../../shared/projection'
import { demoCampaign, demoFolder, tempRoot } from './fixtures'

const W = 240
const H = 180
const PPH = 40

/** A picture that is all one colour: any of it under fog that leaks shows. */
function solid(rgb: { r: number; g: number; b: number }, width = W, height = H): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: rgb } })
    .png()
    .toBuffer()
}

/** The demo campaign with a red background on its shown map and fog revealing two hexes. */
async function setup() {
  const dir = demoFolder()
  const asset = await importAsset(dir, await solid({ r: 255, g: 0, b: 0 }), 'secret-lair.png')
  const session = createSession(demoCampaign())
  const mapId = session.history.state.playersMapId!
  session.history.execute(
    setBackgroundCommand(
      mapId,
      { ...asset, width: W, height: H },
      { pixelsPerHex: PPH, offsetX: 0, offsetY: 0 },
    ),
  )
  const orientation = hexMapOrThrow(session.history.state.maps[mapId]!, 'the test').orientation
  const revealedHexes = [offsetToHex(1, 1, orientation), offsetToHex(2, 1, orientation)]
  setFog(session, mapId, Object.fromEntries(revealedHexes.map((h) => [hexKey(h), 1 as const])))
  const players = new PlayerAssets({ session, campaignDir: () => dir, debounceMs: 10_000 })
  const geometry: BackgroundGeometry = {
    width: W,
    height: H,
    pixelsPerHex: PPH,
    offsetX: 0,
    offsetY: 0,
    orientation,
  }
  return { dir, asset, session, mapId, players, geometry, revealedHexes }
}

function setFog(
  session: ReturnType<typeof createSession>,
  mapId: string,
  revealed: Record<string, 1> | null,
): void {
  const state = session.history.state
  const map = state.maps[mapId]!
  const fog = revealed ? { ...map.fog, enabled: true, revealed } : { ...map.fog, enabled: false }
  session.history.load({
    ...state,
    maps: { ...state.maps, [mapId]: { ...map, fog } },
  } as Campaign)
}

function playerFile(session: ReturnType<typeof createSession>, mapId: string): string {
  return projectPlayerView(session.history.state).maps[mapId]!.background!.file
}

describe("players' fog-masked background", () => {
  it('has no pixel of the picture under fog, and the picture inside revealed hexes', async () => {
    const { session, mapId, players, geometry, revealedHexes, asset } = await setup()
    const view = projectPlayerView(session.history.state)
    // The players' view names neither the GM's file nor its hash.
    expect(JSON.stringify(view)).not.toContain(asset.id)
    const file = playerFile(session, mapId)
    const got = await players.get(mapId, file)
    expect(got?.type).toBe('image/jpeg')
    const { data, info } = await sharp(got!.body).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([W, H])
    const radius = geometry.orientation === 'pointy' ? PPH / Math.sqrt(3) : PPH / 2
    const centres = revealedHexes.map((h) => {
      const c = hexCornersInImage(h, geometry)
      return { x: c.reduce((s, p) => s + p.x, 0) / 6, y: c.reduce((s, p) => s + p.y, 0) / 6 }
    })
    let far = 0
    let inside = 0
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const d = Math.min(...centres.map((c) => Math.hypot(x + 0.5 - c.x, y + 0.5 - c.y)))
        const i = (y * W + x) * info.channels
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
        if (d > radius + 32) {
          // Beyond the JPEG blocks (and their chroma smoothing) a revealed hex reaches: black.
          far++
          expect(Math.max(r, g, b), `pixel ${x},${y}`).toBeLessThanOrEqual(2)
        } else if (d < radius * 0.75) {
          inside++
          expect(r, `pixel ${x},${y}`).toBeGreaterThanOrEqual(230)
          expect(Math.max(g, b), `pixel ${x},${y}`).toBeLessThanOrEqual(30)
        }
      }
    }
    expect(far).toBeGreaterThan(W * H * 0.4)
    expect(inside).toBeGreaterThan(2 * radius * radius)
    players.dispose()
  })

  it('is all black with nothing revealed', async () => {
    const { session, mapId, players } = await setup()
    setFog(session, mapId, {})
    const got = await players.get(mapId, playerFile(session, mapId))
    const stats = await sharp(got!.body).stats()
    expect(stats.channels.map((c) => c.max)).toEqual([0, 0, 0])
    players.dispose()
  })

  it('answers only the file the current view names: not an old fog state, another map or a guess', async () => {
    const { session, mapId, players } = await setup()
    const before = playerFile(session, mapId)
    expect(await players.get(mapId, before)).not.toBeNull()
    setFog(session, mapId, { '0,0': 1 })
    const after = playerFile(session, mapId)
    expect(after).not.toBe(before)
    expect(await players.get(mapId, before)).toBeNull()
    expect(await players.get(mapId, after)).not.toBeNull()
    expect(await players.get('some-other-map', after)).toBeNull()
    expect(await players.get(mapId, `${'f'.repeat(32)}.jpg`)).toBeNull()
    // Shown nothing: nothing to fetch.
    session.history.load({ ...session.history.state, playersMapId: null })
    expect(await players.get(mapId, after)).toBeNull()
    players.dispose()
  })

  it('is the picture itself while fog is off for the players', async () => {
    const { dir, asset, session, mapId, players } = await setup()
    setFog(session, mapId, null)
    const file = playerFile(session, mapId)
    expect(file).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(file).not.toContain(asset.id.slice(0, 16))
    const got = await players.get(mapId, file)
    expect(got?.body.equals((await readServableAsset(dir, `${asset.id}.png`))!.body)).toBe(true)
    players.dispose()
  })

  it('the same revealed hexes in another order give the same file', async () => {
    const { session, mapId } = await setup()
    setFog(session, mapId, { '1,1': 1, '2,1': 1, '0,0': 1 })
    const a = playerFile(session, mapId)
    setFog(session, mapId, { '0,0': 1, '2,1': 1, '1,1': 1 })
    expect(playerFile(session, mapId)).toBe(a)
  })
})

describe('asset files are served only as checked regular files', () => {
  async function folderWith(content: Buffer) {
    const dir = demoFolder()
    const asset = await importAsset(dir, content, 'x.png')
    return { dir, asset, name: `${asset.id}.png`, file: join(dir, 'assets', `${asset.id}.png`) }
  }

  it('a symlink is refused even when the bytes it points at match the name', async () => {
    const png = await solid({ r: 1, g: 2, b: 3 }, 8, 8)
    const { dir, name, file } = await folderWith(png)
    expect(await readServableAsset(dir, name)).not.toBeNull()
    const outside = join(tempRoot(), 'elsewhere.png')
    writeFileSync(outside, png)
    const { rmSync } = await import('node:fs')
    rmSync(file)
    symlinkSync(outside, file)
    expect(await readServableAsset(dir, name)).toBeNull()
    expect(assetFolderProblems(dir)).toEqual([
      expect.stringContaining(`${file} is a symbolic link`),
    ])
  })

  it('a file whose bytes do not hash to its name is refused and reported', async () => {
    const { dir, name, file } = await folderWith(await solid({ r: 9, g: 9, b: 9 }, 8, 8))
    writeFileSync(file, await solid({ r: 10, g: 9, b: 9 }, 8, 8))
    expect(await readServableAsset(dir, name)).toBeNull()
    expect(assetFolderProblems(dir)).toEqual([
      expect.stringMatching(new RegExp(`^${file} does not match its name`)),
    ])
  })

  it('a folder with an asset name, or a name that leaves the folder, is refused', async () => {
    const dir = demoFolder()
    const name = `${'b'.repeat(64)}.png`
    mkdirSync(join(dir, 'assets', name))
    expect(await readServableAsset(dir, name)).toBeNull()
    expect(await readServableAsset(dir, '../campaign.json')).toBeNull()
    expect(assetFolderProblems(dir)).toEqual([expect.stringContaining('is not a plain file')])
  })

  it('validate reports a symlinked or changed asset by name and exits 1', async () => {
    const png = await solid({ r: 5, g: 6, b: 7 }, 8, 8)
    const { dir, file } = await folderWith(png)
    const out: string[] = []
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) }
    expect(await runCampaignCli(['validate', dir], io)).toBe(0)
    const { rmSync } = await import('node:fs')
    rmSync(file)
    symlinkSync('/etc/hostname', file)
    out.length = 0
    expect(await runCampaignCli(['validate', dir], io)).toBe(1)
    expect(out.join('\n')).toContain(`error: ${file} is a symbolic link`)
  })
})

describe('at open', () => {
  it('the GM is told which asset files will not be served', async () => {
    const { CampaignStore } = await import('../../../electron/main/persistence/store')
    const { CampaignManager } = await import('../../../electron/main/session/campaign-manager')
    const { checkAssetFolder } = await import('../../../electron/main/persistence/assets')
    const dir = demoFolder()
    const asset = await importAsset(dir, await solid({ r: 3, g: 3, b: 3 }, 8, 8), 'x.png')
    const file = join(dir, 'assets', `${asset.id}.png`)
    const { rmSync } = await import('node:fs')
    rmSync(file)
    symlinkSync('/etc/hostname', file)
    expect(await checkAssetFolder(dir)).toEqual([
      expect.stringContaining(`${file} is a symbolic link`),
    ])
    const session = createSession(demoCampaign())
    const notices: string[] = []
    session.hub.subscribe('gm', (e) => {
      if (e.name === 'session:notice') notices.push((e.payload as { message: string }).message)
    })
    const manager = new CampaignManager(session)
    await manager.use(await CampaignStore.open(dir))
    await expect.poll(() => notices.join('\n')).toContain(`${file} is a symbolic link`)
    expect(notices.join('\n')).toContain('will not be shown')
    await manager.close()
  })
})
