/**
 * The table during play (issue 15), with a GM page and a players' page: a roll shown big on the
 * table and taken off by main after its few seconds; the GM's ruler shown to the players and
 * hidden again; the split layout's strips on every edge.
 */
import { drag, expect, hexPos, mapReady, test } from './fixtures'

// Two pages redraw the map on a busy machine; give each wait room.
const poll = { timeout: 20_000 }

test('a roll from a sheet is shown big on the table, then main takes it off', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')

  // Intimidation from the Rust Sentinel's sheet: main rolls it and the dialog shows the result.
  await gm.keyboard.press('l')
  const library = gm.getByRole('complementary', { name: 'Library' })
  await library.getByRole('tab', { name: 'NPCs', exact: true }).click()
  await library.locator('[data-npc-id="sample-rust-sentinel"]').click()
  await library.locator('.npc-tab [data-ability="intimidation"]').click()
  const check = gm.getByRole('dialog', { name: 'Check' })
  await check.getByRole('button', { name: 'Roll', exact: true }).click()
  const result = check.locator('[data-role="roll-result"]')
  await expect(result).toContainText('vs DC')
  const faces = await result.locator('.die b').allInnerTexts()
  expect(faces.length).toBeGreaterThan(0)

  // Show on table: the players see who, each face and the total, never the GM's detail line.
  await result.locator('[data-role="show-roll"]').click()
  const card = players.locator('[data-role="table-roll"]')
  await expect(card).toBeVisible(poll)
  await expect(card.locator('[data-role="roll-who"]')).toHaveText('Rust Sentinel')
  await expect(card.locator('[data-role="roll-die"] text')).toHaveText(faces)
  await expect(card.locator('[data-role="roll-total"]')).toBeVisible()
  const detail = (await result.locator('.detail').innerText()).trim()
  expect(detail.length).toBeGreaterThan(0)
  expect(await players.locator('body').innerText()).not.toContain(detail)
  await expect(result.locator('[data-role="roll-on-table"]')).toHaveText('On the table')
  await players.screenshot({ path: 'test-results/table-roll-tv.png' })

  // Main takes it off after its few seconds; the GM's entry offers it again.
  await expect(card).toHaveCount(0, poll)
  await expect(result.locator('[data-role="show-roll"]')).toBeVisible()

  // Shown again, Hide takes it off at once.
  await result.locator('[data-role="show-roll"]').click()
  await expect(card).toBeVisible(poll)
  await result.locator('[data-role="hide-roll"]').click()
  await expect(card).toHaveCount(0)
})

test('the GM’s ruler is shown to the players while Show to players is on, then hidden', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')

  // M, Show to players, and a ruler dragged across four hexes.
  await gm.keyboard.press('m')
  await gm.locator('[data-role="show-measure"]').check()
  await drag(gm, await hexPos(gm, 'gm', 2, 3), await hexPos(gm, 'gm', 6, 3))
  const caption = players.locator('[data-role="shown-measure"]')
  await expect(caption).toHaveText(/^GM’s ruler: 4 hexes · \d+ m$/, poll)
  const overlay = () => players.evaluate(() => window.__blueboxMap?.projector?.overlayTexts() ?? [])
  await expect.poll(overlay, poll).toEqual([expect.stringMatching(/^4 hexes · \d+ m$/)])
  const chip = gm.locator('[data-role="shown-measure-chip"]')
  await expect(chip).toContainText('Players see your ruler')
  await gm.screenshot({ path: 'test-results/table-measure-gm.png' })
  await players.screenshot({ path: 'test-results/table-measure-tv.png' })

  // Hide from players: off their map; the GM keeps the ruler.
  await chip.getByRole('button', { name: 'Hide from players' }).click()
  await expect(caption).toHaveCount(0, poll)
  await expect.poll(overlay, poll).toEqual([])
  await expect(chip).toHaveCount(0)

  // Measured again it shows again; Esc clears it for both.
  await drag(gm, await hexPos(gm, 'gm', 2, 3), await hexPos(gm, 'gm', 4, 3))
  await expect(caption).toHaveText(/^GM’s ruler: 2 hexes/, poll)
  await gm.keyboard.press('Escape')
  await expect(caption).toHaveCount(0, poll)
  await expect(chip).toHaveCount(0)
})
