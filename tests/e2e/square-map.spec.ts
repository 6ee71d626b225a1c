/**
 * A square board end to end: the GM's page draws it and edits it like a hex map (walls on square
 * edges, fog by squares, a figure dragged and turned), and the projector shows the board with
 * the figure and without what is under fog. The board comes in the campaign file of the Blue Box
 * demo, a hex game, so the square board is checked apart from any ruleset that plays on squares
 * (ZZ and GG square maps have their own specs).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  drag,
  drawnTokens,
  expect,
  gmSends,
  hexPos,
  mapReady,
  startHost,
  test as base,
  tokenPos,
  type Host,
} from './fixtures'

interface Snapshot {
  maps?: Record<string, { edges?: Record<string, string>; fog?: { revealed: object } }>
  tokens?: Record<string, { hex: { q: number; r: number }; heading?: number }>
}

const test = base.extend<{ host: Host }>({
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'square-map-'))
    cpSync('resources/demo-campaign', dir, { recursive: true })
    const file = join(dir, 'campaign.json')
    const c = JSON.parse(readFileSync(file, 'utf8')) as {
      maps: Record<string, unknown>
      tokens: Record<string, Record<string, unknown>>
      activeMapId: string
      playersMapId: string | null
    }
    c.maps.crypt = {
      kind: 'square',
      id: 'crypt',
      name: 'Crypt',
      orientation: 'square',
      cols: 10,
      rows: 6,
      metresPerHex: 1.5,
      fog: { enabled: false, revealed: {} },
    }
    c.tokens['pc-vaka'] = { ...c.tokens['pc-vaka'], mapId: 'crypt', hex: { q: 1, r: 1 } }
    c.tokens['npc-hound'] = { ...c.tokens['npc-hound'], mapId: 'crypt', hex: { q: 8, r: 4 } }
    c.activeMapId = 'crypt'
    c.playersMapId = 'crypt'
    writeFileSync(file, JSON.stringify(c, null, 2))
    const { host, child } = await startHost(['--campaign', dir])
    await use(host)
    child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  },
})

test('a square board: walls, fog, a figure dragged and turned; the projector shows it', async ({
  host,
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  // The GM's view as main holds it (the reply after the socket's hello).
  const snapshot = async () => {
    const replies = await gmSends(page, host.gmUrl, [['state:snapshot', {}]])
    return (replies[1] as { value: { view: Snapshot } }).value.view
  }

  // New map offers a square grid; this Blue Box campaign refuses it in words.
  await page.getByText('New map…').click()
  await page.getByLabel('Map name').fill('Vault')
  await page.getByLabel('Grid').selectOption('square')
  await page.getByRole('button', { name: 'Create map' }).click()
  await expect(page.getByText(/plays on hex maps, not square ones/)).toBeVisible()
  await page.getByText('New map…').click()

  // A wall along the north side of squares 3 and 4 of row 2.
  await page.keyboard.press('w')
  const a = await hexPos(page, 'gm', 3, 2)
  const b = await hexPos(page, 'gm', 4, 2)
  const half = (b.x - a.x) / 2
  // From near the west end of square 3's top side to near the east end of square 4's.
  const top = a.y - half + 3
  await drag(page, { x: a.x - half * 0.5, y: top }, { x: b.x + half * 0.5, y: top })
  await expect
    .poll(async () => Object.keys((await snapshot()).maps?.crypt?.edges ?? {}).sort())
    .toEqual(['3,2,0', '4,2,0'])

  // Fog on, then the west part revealed with a rectangle: the hound at 8,4 stays hidden.
  await page.keyboard.press('f')
  await page.getByLabel('Fog on').check()
  await page.getByRole('radio', { name: 'Reveal' }).check()
  await page.getByLabel('Fog brush').selectOption('rect')
  await drag(page, await hexPos(page, 'gm', 0, 0), await hexPos(page, 'gm', 5, 3))
  await expect
    .poll(async () => Object.keys((await snapshot()).maps?.crypt?.fog?.revealed ?? {}).length)
    .toBe(24)

  // Vaka dragged three squares east (Shift: placed by the GM, whatever the rules say).
  await page.keyboard.press('v')
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 4, 1))
  await page.keyboard.up('Shift')
  await expect.poll(async () => (await snapshot()).tokens?.['pc-vaka']?.hex).toEqual({ q: 4, r: 1 })

  // Selected, she turns a compass point clockwise with ], then back and once more back with [.
  const vaka = await tokenPos(page, 'gm', 'pc-vaka')
  await page.mouse.click(vaka.x, vaka.y)
  await expect(page.locator('[data-role="turn-hint"]')).toBeVisible()
  await page.keyboard.press(']')
  await expect.poll(async () => (await snapshot()).tokens?.['pc-vaka']?.heading).toBe(1)
  await page.keyboard.press('[')
  await page.keyboard.press('[')
  await expect.poll(async () => (await snapshot()).tokens?.['pc-vaka']?.heading).toBe(7)
  await page.screenshot({ path: 'test-results/square-map-gm.png' })

  // The projector: the board with Vaka on it, and no hound (it stands under fog).
  const projector = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await projector.goto(host.playerUrl)
  await mapReady(projector, 'projector')
  await expect.poll(() => drawnTokens(projector, 'projector')).toContain('pc-vaka')
  expect(await drawnTokens(projector, 'projector')).not.toContain('npc-hound')
  const p = await hexPos(projector, 'projector', 4, 1)
  const t = await tokenPos(projector, 'projector', 'pc-vaka')
  expect(Math.hypot(p.x - t.x, p.y - t.y)).toBeLessThan(2)
  await projector.screenshot({ path: 'test-results/square-map-projector.png' })
  await projector.close()
})
