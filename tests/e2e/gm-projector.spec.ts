import { mkdirSync } from 'node:fs'
import type { Page, WebSocket as PwSocket } from '@playwright/test'
import {
  drag,
  drawnTokens,
  expect,
  hexPos,
  mapReady,
  test,
  tokenPos,
  watchNotices,
} from './fixtures'

const SECRET = ['npc-ambusher', 'Hidden Ambusher', 'Waits in the rubble']

/** Every frame the page receives over its WebSocket. */
function recordFrames(page: Page): string[] {
  const frames: string[] = []
  page.on('websocket', (ws: PwSocket) =>
    ws.on('framereceived', (f) => frames.push(String(f.payload))),
  )
  return frames
}

async function expectTokenAt(
  page: Page,
  probe: 'gm' | 'projector',
  id: string,
  q: number,
  r: number,
) {
  await expect
    .poll(async () => {
      const t = await tokenPos(page, probe, id)
      const h = await hexPos(page, probe, q, r)
      return Math.hypot(t.x - h.x, t.y - h.y)
    })
    .toBeLessThan(1.5)
}

test('a token dragged on the GM page moves on the projector; the GM-only token never shows', async ({
  host,
  browser,
}) => {
  const gmPage = await browser.newPage({ viewport: { width: 1400, height: 860 } })
  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const projectorFrames = recordFrames(projector)
  await gmPage.goto(host.gmUrl)
  await projector.goto(host.playerUrl)
  await mapReady(gmPage, 'gm')
  await mapReady(projector, 'projector')

  // The token stays out of the address bar once the page has it.
  expect(gmPage.url()).not.toContain('token=')
  expect(await drawnTokens(gmPage, 'gm')).toContain('npc-ambusher')
  expect(await drawnTokens(projector, 'projector')).not.toContain('npc-ambusher')
  await expectTokenAt(projector, 'projector', 'pc-vaka', 1, 5)

  await drag(gmPage, await tokenPos(gmPage, 'gm', 'pc-vaka'), await hexPos(gmPage, 'gm', 5, 5))
  await expect(gmPage.locator('[data-token-id="pc-vaka"] [data-role="hex"]')).toHaveText('5,5')
  await expectTokenAt(gmPage, 'gm', 'pc-vaka', 5, 5)
  await expectTokenAt(projector, 'projector', 'pc-vaka', 5, 5)

  // The secret token moves too, and the projector hears nothing of it.
  await drag(gmPage, await tokenPos(gmPage, 'gm', 'npc-ambusher'), await hexPos(gmPage, 'gm', 7, 3))
  await expect(gmPage.locator('[data-token-id="npc-ambusher"] [data-role="hex"]')).toHaveText('7,3')

  mkdirSync('test-results', { recursive: true })
  await gmPage.screenshot({ path: 'test-results/gm.png' })
  await projector.screenshot({ path: 'test-results/projector.png' })

  expect(await drawnTokens(projector, 'projector')).not.toContain('npc-ambusher')
  expect(projectorFrames.join('\n')).toContain('pc-vaka')
  for (const s of SECRET) expect(projectorFrames.join('\n')).not.toContain(s)
})

test('undo and redo from the keyboard move the token back and forth on both screens', async ({
  host,
  browser,
}) => {
  const gmPage = await browser.newPage()
  const projector = await browser.newPage()
  await gmPage.goto(host.gmUrl)
  await projector.goto(host.playerUrl)
  await mapReady(gmPage, 'gm')
  await mapReady(projector, 'projector')

  await drag(gmPage, await tokenPos(gmPage, 'gm', 'pc-orin'), await hexPos(gmPage, 'gm', 3, 7))
  await expectTokenAt(projector, 'projector', 'pc-orin', 3, 7)
  await expect(gmPage.getByRole('button', { name: 'Undo' })).toBeEnabled()

  await gmPage.keyboard.press('Control+z')
  await expectTokenAt(projector, 'projector', 'pc-orin', 0, 7)
  await expect(gmPage.locator('[data-token-id="pc-orin"] [data-role="hex"]')).toHaveText('0,7')
  await gmPage.keyboard.press('Control+y')
  await expectTokenAt(projector, 'projector', 'pc-orin', 3, 7)
})

test('hiding a token from the players removes it from the projector at once', async ({
  host,
  browser,
}) => {
  const gmPage = await browser.newPage()
  const projector = await browser.newPage()
  await gmPage.goto(host.gmUrl)
  await projector.goto(host.playerUrl)
  await mapReady(gmPage, 'gm')
  await mapReady(projector, 'projector')
  expect(await drawnTokens(projector, 'projector')).toContain('npc-sentinel')
  await gmPage.getByRole('checkbox', { name: 'GM only: Rust Sentinel' }).check()
  await expect.poll(() => drawnTokens(projector, 'projector')).not.toContain('npc-sentinel')
  await gmPage.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(() => drawnTokens(projector, 'projector')).toContain('npc-sentinel')
})

test('a drop outside the map is refused with a reason and the token snaps back', async ({
  host,
  browser,
}) => {
  const gmPage = await browser.newPage({ viewport: { width: 1400, height: 860 } })
  await gmPage.goto(host.gmUrl)
  await mapReady(gmPage, 'gm')
  const notices = await watchNotices(gmPage)
  await drag(gmPage, await tokenPos(gmPage, 'gm', 'pc-vaka'), await hexPos(gmPage, 'gm', -3, 5))
  await expect.poll(notices).toContainEqual(expect.stringContaining('outside the map'))
  await expectTokenAt(gmPage, 'gm', 'pc-vaka', 1, 5)
})

test('the GM page without its token explains what is wrong instead of showing GM data', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage()
  const frames = recordFrames(page)
  await page.goto(host.playerUrl.replace('?view=projector', ''))
  await expect(page.getByRole('alert')).toContainText('needs the GM link')
  for (const s of SECRET) expect(frames.join('\n')).not.toContain(s)
})
