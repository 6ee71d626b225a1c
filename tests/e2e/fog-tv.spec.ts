/**
 * A map under fog everywhere shows the players nothing of it on the TV: not the board, not a
 * faint line where its edge runs (both the board and the fog are drawn anti-aliased on their own
 * canvases, and their edges once left a trace of the board around the whole map).
 */
import type { Page } from '@playwright/test'
import { expect, mapReady, test } from './fixtures'

/** The brightest channel of any pixel on the page's screen, read from a screenshot. */
async function brightest(page: Page): Promise<number> {
  const shot = (await page.screenshot()).toString('base64')
  return page.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    const c = document.createElement('canvas')
    c.width = img.width
    c.height = img.height
    const g = c.getContext('2d')!
    g.drawImage(img, 0, 0)
    const d = g.getImageData(0, 0, c.width, c.height).data
    let max = 0
    for (let i = 0; i < d.length; i += 4) max = Math.max(max, d[i]!, d[i + 1]!, d[i + 2]!)
    return max
  }, shot)
}

test('fog over the whole map: the TV is black, with no outline of the map', async ({
  host,
  browser,
}) => {
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')

  // A new map, shown to the players, then fog switched on with nothing revealed.
  await gm.getByText('New map…').click()
  await gm.getByLabel('Map name').fill('Dark Cellar')
  await gm.getByRole('button', { name: 'Create map' }).click()
  await gm.getByRole('button', { name: 'Show to players' }).click()
  await tv.goto(host.playerUrl)
  await expect(tv.locator('.caption')).toHaveText('Dark Cellar')
  // Before the fog the board is drawn: the check below can see a map when there is one.
  await expect.poll(() => brightest(tv)).toBeGreaterThan(40)

  await gm.keyboard.press('f')
  await gm.getByLabel('Fog on').check()
  // The caption and the legend are the page's; the map's canvases should hold only black. The
  // trace the board's edge once left read up to 15.
  await expect(tv.getByText('Unexplored')).toBeVisible()
  await tv.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      el.style.visibility = el.tagName === 'CANVAS' ? 'visible' : 'hidden'
  })
  await tv.screenshot({ path: 'test-results/fog-tv-all-fogged.png' })
  await expect.poll(() => brightest(tv)).toBeLessThan(4)
})
