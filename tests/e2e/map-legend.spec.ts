import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, hexPos, mapReady, startHost, test, tokenPos } from './fixtures'

/**
 * The demo with the Rust Sentinel hurt (Prone, Bleeding and Hidden) and fog on: the players see
 * offset columns 0-12, so Difficult, Water and Dig are shown, while the Climb, Dangerous,
 * Impassable and raised hexes further east stay under fog.
 */
function campaignDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'bb-legend-')), 'campaign')
  cpSync('resources/demo-campaign', dir, { recursive: true })
  const file = join(dir, 'campaign.json')
  const c = JSON.parse(readFileSync(file, 'utf8'))
  c.tokens['npc-sentinel'].instance = {
    hp: 5,
    thp: 2,
    plating: 1,
    conditions: ['prone', 'bleeding', 'hidden'],
  }
  const map = c.maps.causeway
  const revealed: Record<string, 1> = {}
  for (let row = 0; row < map.rows; row++)
    for (let col = 0; col <= 12; col++) revealed[`${col - (row - (row & 1)) / 2},${row}`] = 1 // pointy offset to axial
  map.fog = { enabled: true, revealed }
  writeFileSync(file, JSON.stringify(c, null, 2))
  return dir
}

const card = (page: Page) => page.locator('[data-role="map-hover"]')
const legend = (page: Page) => page.getByRole('region', { name: 'Map legend' })

async function hover(page: Page, at: { x: number; y: number }): Promise<void> {
  // Come from a few pixels away, as a hand does: the card waits for the pointer to rest.
  await page.mouse.move(at.x - 30, at.y - 30)
  await page.mouse.move(at.x, at.y, { steps: 4 })
}

test('legend and hover card: all kinds for the GM, only what the players see for them', async ({
  browser,
}) => {
  const { host, child } = await startHost(['--campaign', campaignDir()])
  try {
    const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await gm.goto(host.gmUrl)
    await mapReady(gm, 'gm')

    // G opens the GM's legend with every terrain kind, and closes it again.
    await expect(legend(gm)).toHaveCount(0)
    await gm.keyboard.press('g')
    for (const name of ['Difficult', 'Dangerous', 'Water (swim)', 'Climb', 'Dig', 'Impassable'])
      await expect(legend(gm).getByText(name, { exact: true })).toBeVisible()
    await expect(legend(gm).getByText('With a Dash')).toBeVisible()
    await gm.keyboard.press('g')
    await expect(legend(gm)).toHaveCount(0)
    await gm.getByRole('button', { name: 'Legend' }).click()
    await expect(legend(gm).getByText('Impassable', { exact: true })).toBeVisible()

    // Hovering the Sentinel: its HP, THP, Plating and every condition.
    await hover(gm, await tokenPos(gm, 'gm', 'npc-sentinel'))
    await expect(card(gm).locator('[data-hover="token"]')).toContainText('Rust Sentinel')
    await expect(card(gm)).toContainText(/HP 5\/\d+ · THP 2 · Plating 1\/\d+/)
    await expect(card(gm)).toContainText('Prone, Bleeding, Hidden')
    await gm.screenshot({ path: '/work/shots/mapviz-gm-token.png' })

    // A hex: its terrain and what it costs to enter, as the move preview charges it.
    await hover(gm, await hexPos(gm, 'gm', 5, 3))
    await expect(card(gm).locator('[data-hover="hex"]')).toContainText('Difficult (5, 3)')
    await expect(card(gm)).toContainText('2 m of movement to enter')
    await hover(gm, await hexPos(gm, 'gm', 14, 5))
    await expect(card(gm)).toContainText('Impassable (14, 5)')
    await expect(card(gm)).toContainText('Cannot be entered')
    await expect(card(gm)).toContainText('Under fog')
    // The card goes while the map is dragged.
    await gm.mouse.down()
    await gm.mouse.move(700, 500, { steps: 3 })
    await expect(card(gm)).toHaveCount(0)
    await gm.mouse.up()
    await gm.screenshot({ path: '/work/shots/mapviz-gm.png' })

    // The players: only the kinds their view shows, and no numbers.
    const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await players.goto(host.playerUrl)
    await mapReady(players, 'projector')
    for (const name of ['Difficult', 'Water (swim)', 'Dig', 'Unexplored', 'Badly hurt', 'Prone'])
      await expect(legend(players).getByText(name, { exact: true })).toBeVisible()
    for (const name of ['Impassable', 'Climb', 'Dangerous', 'Height above the ground', 'Hidden'])
      await expect(legend(players).getByText(name, { exact: true })).toHaveCount(0)

    await hover(players, await tokenPos(players, 'projector', 'npc-sentinel'))
    const token = card(players).locator('[data-hover="token"]')
    await expect(token).toContainText('Rust Sentinel')
    await expect(token).toContainText('Badly hurt')
    await expect(token).toContainText('Prone, Bleeding')
    await expect(card(players)).not.toContainText('HP')
    await expect(card(players)).not.toContainText('Hidden')
    await players.screenshot({ path: '/work/shots/mapviz-players.png' })

    // A revealed hex names its terrain (a fogged one says nothing: see hover-card.test.ts).
    await hover(players, await hexPos(players, 'projector', 5, 3))
    await expect(card(players).locator('[data-hover="hex"]')).toHaveText('Difficult')

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await phone.goto(host.playerUrl)
    await mapReady(phone, 'projector')
    await phone.screenshot({ path: '/work/shots/mapviz-players-phone.png' })
    await phone.getByRole('button', { name: 'Legend' }).click()
    await expect(legend(phone).getByText('Difficult', { exact: true })).toBeVisible()
    await phone.screenshot({ path: '/work/shots/mapviz-players-phone-legend.png' })
  } finally {
    child.kill('SIGTERM')
  }
})
