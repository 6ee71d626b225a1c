/**
 * An accessibility pass with axe-core over the three pages a table uses: the GM page (a fight
 * running, as a GM spends most of a session), the TV page (1920x1080) and a phone (390x844).
 * Serious and critical violations fail, each named with the elements it was found on.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, mapReady, test } from './fixtures'

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('no serious or critical accessibility violation on the GM page, the TV and a phone', async ({
  host,
  browser,
}) => {
  test.setTimeout(150_000)
  // axe needs a page of its own context (browser.newPage's cannot open the frames it reads).
  const open = async (width: number, height: number) =>
    (await browser.newContext({ viewport: { width, height } })).newPage()
  const gm = await open(1920, 1080)
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  expect(await violations(gm)).toEqual([])

  // A fight running: the tracker, its turn panel and the players' strip are on screen.
  await gm.locator('[data-role="start-combat-button"]').click()
  const start = gm.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  expect(await violations(gm)).toEqual([])
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const tracker = gm.getByRole('complementary', { name: 'Combat tracker' })
  await expect(tracker).toBeVisible()
  expect(await violations(gm)).toEqual([])

  const tv = await open(1920, 1080)
  await tv.goto(host.playerUrl)
  await mapReady(tv, 'projector')
  expect(await violations(tv)).toEqual([])

  const phone = await open(390, 844)
  await phone.goto(host.playerUrl)
  await mapReady(phone, 'projector')
  expect(await violations(phone)).toEqual([])
})
