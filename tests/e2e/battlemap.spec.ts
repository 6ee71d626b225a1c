import type { Page } from '@playwright/test'
import { drawnTokens, expect, hexPos, mapReady, test, tokenPos } from './fixtures'

async function stroke(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 10 })
  await page.mouse.up()
}

const overlay = (page: Page) => page.evaluate(() => window.__blueboxMap?.gm?.overlayTexts() ?? [])
const undoTitle = (page: Page) => page.getByRole('button', { name: 'Undo' }).getAttribute('title')

test('paint Difficult terrain, see its cost while dragging, place a wall, reveal a room, undo', async ({
  host,
  browser,
}) => {
  const gm = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  const projector = await browser.newPage()
  await gm.goto(host.gmUrl)
  await projector.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(projector, 'projector')

  // Terrain: a Difficult patch of radius 2 around (3,5), between Vaka (1,5) and (5,5).
  await gm.keyboard.press('t')
  await gm.getByLabel('Brush radius').fill('2')
  const centre = await hexPos(gm, 'gm', 3, 5)
  await stroke(gm, centre, { x: centre.x + 1, y: centre.y })
  await expect.poll(() => undoTitle(gm)).toContain('Paint difficult terrain')

  // Drag Vaka across it: 4 hexes of Difficult terrain cost 8 m, more than her 6 m speed.
  await gm.keyboard.press('v')
  const from = await tokenPos(gm, 'gm', 'pc-vaka')
  const to = await hexPos(gm, 'gm', 5, 5)
  await gm.mouse.move(from.x, from.y)
  await gm.mouse.down()
  await gm.mouse.move(to.x, to.y, { steps: 12 })
  await expect.poll(() => overlay(gm)).toContain('8 m: needs a Dash')
  await gm.mouse.up()
  await expect(gm.locator('[data-token-id="pc-vaka"] [data-role="hex"]')).toHaveText('5,5')

  // A wall along an edge.
  await gm.keyboard.press('w')
  const a = await hexPos(gm, 'gm', 9, 2)
  const b = await hexPos(gm, 'gm', 9, 4)
  await stroke(gm, { x: a.x + 28, y: a.y }, { x: b.x + 28, y: b.y })
  await expect.poll(() => undoTitle(gm)).toContain('Place walls')

  // Fog on: the players see nothing; one click reveals the room (the open map here).
  await gm.keyboard.press('f')
  await gm.getByLabel('Fog on').check()
  await expect.poll(() => drawnTokens(projector, 'projector')).toEqual([])
  await gm.getByLabel('Fog brush').selectOption('room')
  const inside = await hexPos(gm, 'gm', 2, 7)
  await gm.mouse.click(inside.x, inside.y)
  await expect.poll(() => drawnTokens(projector, 'projector')).toContain('pc-vaka')
  expect(await drawnTokens(projector, 'projector')).not.toContain('npc-ambusher')

  // Undo takes the reveal back: the players see nothing again.
  await gm.keyboard.press('Control+z')
  await expect.poll(() => drawnTokens(projector, 'projector')).toEqual([])
  await gm.screenshot({ path: 'test-results/battlemap-gm.png' })
})
