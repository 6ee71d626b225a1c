import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { drawnTokens, expect, hexPos, mapReady, test } from './fixtures'

/** The players' page as a newcomer would load it now: what the host holds, not a stale copy. */
async function playersSee(page: Page, url: string): Promise<string> {
  await page.goto(url)
  const caption = page.locator('.caption, [data-role="no-map"]')
  await expect(caption).toBeVisible()
  return (await caption.innerText()).trim()
}

// Three pages redraw the map on a busy machine; give each wait room.
const poll = { timeout: 20_000 }

test('the players see only what the GM shows them: new maps and prepared fog wait for "Show"', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  mkdirSync('/work/shots', { recursive: true })
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const frames: string[] = []
  players.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))))
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')
  const demoTokens = (await drawnTokens(players, 'projector')).sort()
  expect(demoTokens).toContain('pc-vaka')
  const playersSeeIndicator = gm.locator('[data-role="players-see"]')
  await expect(playersSeeIndicator).toHaveText('Players see: Shattered Causeway')
  const badge = gm.locator('[data-role="players-badge"]')
  await expect(badge).toHaveText('Players see this map')

  // "Create map" says why it is greyed out.
  await gm.getByText('New map…').click()
  const create = gm.getByRole('button', { name: 'Create map' })
  await expect(create).toBeDisabled()
  await expect(gm.locator('[data-role="new-map-reason"]')).toHaveText('Type a name for the map.')
  await expect(gm.locator('[data-role="new-map-reason"]')).toBeVisible()

  // A new map: the GM works on it, the players stay on the causeway.
  await gm.getByLabel('Map name').fill('Flooded Cellar')
  await create.click()
  await expect(gm.getByLabel('Map you are working on')).toHaveValue(/^map-/)
  await expect(badge).toHaveText("Players don't see this map")
  await expect(playersSeeIndicator).toHaveText('Players see: Shattered Causeway')
  await expect.poll(() => drawnTokens(players, 'projector'), poll).toContain('pc-vaka')
  expect(frames.join('\n')).not.toContain('Flooded Cellar')
  const players2 = await browser.newPage({ viewport: { width: 390, height: 844 } })
  expect(await playersSee(players2, host.playerUrl)).toBe('Shattered Causeway')
  await gm.screenshot({ path: '/work/shots/players-gm-new-map.png' })

  // "Show to players": now they see the cellar.
  await gm.getByRole('button', { name: 'Show to players' }).click()
  await expect(players.locator('.caption')).toHaveText('Flooded Cellar')
  await expect.poll(() => drawnTokens(players, 'projector'), poll).toEqual([])
  await expect(playersSeeIndicator).toHaveText('Players see: Flooded Cellar')
  await expect(badge).toHaveText('Players see this map')
  await expect(players2.locator('.caption')).toHaveText('Flooded Cellar')
  await gm.screenshot({ path: '/work/shots/players-gm-shown.png' })
  await players.screenshot({ path: '/work/shots/players-projector-cellar.png' })

  // Hidden from the players: a waiting screen without the map's name.
  await gm.getByRole('button', { name: 'Hide from players' }).click()
  await expect(players.locator('[data-role="no-map"]')).toContainText('not shown a map')
  await expect(players.locator('.projector')).not.toContainText('Cellar')
  await expect(playersSeeIndicator).toHaveText('Players see: nothing yet')
  await players.screenshot({ path: '/work/shots/players-projector-waiting.png' })
  await players2.screenshot({ path: '/work/shots/players-phone-waiting.png' })

  // Back on the causeway, shown with Shift+P.
  await gm.getByLabel('Map you are working on').selectOption('causeway')
  await mapReady(gm, 'gm')
  await expect(players.locator('[data-role="no-map"]')).toBeVisible()
  await gm.locator('body').press('Shift+P')
  await expect
    .poll(async () => (await drawnTokens(players, 'projector')).sort(), poll)
    .toEqual(demoTokens)

  // Preparing fog on a map whose fog is off: the players' view does not change.
  await gm.keyboard.press('f')
  await expect(gm.getByLabel('Fog on')).not.toBeChecked()
  await gm.getByRole('button', { name: 'Prepare…' }).click()
  await expect(gm.locator('[data-role="fog-note"]')).toHaveText(
    'Preparing: the players see no fog until you show it.',
  )
  await gm.getByLabel('Fog brush').selectOption('brush')
  await gm.getByLabel('Radius').fill('1')
  const vaka = await hexPos(gm, 'gm', 1, 5)
  await gm.mouse.click(vaka.x, vaka.y)
  await expect
    .poll(() => gm.getByRole('button', { name: 'Undo' }).getAttribute('title'))
    .toContain('(prepared)')
  expect(await playersSee(players2, host.playerUrl)).toBe('Shattered Causeway')
  await expect
    .poll(async () => (await drawnTokens(players2, 'projector')).sort(), poll)
    .toEqual(demoTokens)
  expect((await drawnTokens(players, 'projector')).sort()).toEqual(demoTokens)
  await gm.screenshot({ path: '/work/shots/players-gm-preparing.png' })
  await players.screenshot({ path: '/work/shots/players-projector-while-preparing.png' })

  // Discard: still the whole map.
  await gm.getByRole('button', { name: 'Discard' }).click()
  await expect(gm.getByRole('button', { name: 'Prepare…' })).toBeVisible()
  await playersSee(players2, host.playerUrl)
  await expect
    .poll(async () => (await drawnTokens(players2, 'projector')).sort(), poll)
    .toEqual(demoTokens)

  // Prepared again and shown: fog on, only the prepared hexes around Vaka revealed.
  await gm.getByRole('button', { name: 'Prepare…' }).click()
  await gm.mouse.click(vaka.x, vaka.y)
  await expect
    .poll(() => gm.getByRole('button', { name: 'Undo' }).getAttribute('title'))
    .toContain('(prepared)')
  expect((await drawnTokens(players, 'projector')).sort()).toEqual(demoTokens)
  await gm.getByRole('button', { name: 'Show fog to players' }).click()
  await expect.poll(() => drawnTokens(players, 'projector'), poll).toEqual(['pc-vaka'])
  await expect(gm.getByLabel('Fog on')).toBeChecked()
  await expect.poll(() => drawnTokens(players2, 'projector'), poll).toEqual(['pc-vaka'])
  await gm.screenshot({ path: '/work/shots/players-gm-fog-shown.png' })
  await players.screenshot({ path: '/work/shots/players-projector-fog-shown.png' })
  await players2.screenshot({ path: '/work/shots/players-phone-fog-shown.png' })
})
