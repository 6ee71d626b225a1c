/**
 * The table display's scale and rotation with two pages: the GM opens calibration, the players'
 * page (the table display) drags its ruler over two inches, and one hex then spans that many CSS
 * pixels there; the GM turns the table 90° and the players' page turns, the hex still one inch; the
 * GM drags the TV frame on the GM map and the table's camera moves with it.
 */
import type { Browser, Page } from '@playwright/test'
import { drag, expect, hexPos, mapReady, test, watchNotices } from './fixtures'

/** Centre-to-centre distance of two neighbouring hexes: one hex across, in CSS pixels. */
async function hexAcross(page: Page): Promise<number> {
  const a = await hexPos(page, 'projector', 0, 0)
  const b = await hexPos(page, 'projector', 1, 0)
  return Math.hypot(b.x - a.x, b.y - a.y)
}

/** The GM's page and a table display's (a 1280 x 800 browser), each with its map drawn. */
async function gmAndTable(
  browser: Browser,
  host: { gmUrl: string; playerUrl: string },
): Promise<{ gm: Page; table: Page }> {
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  const table = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await table.goto(host.playerUrl)
  await mapReady(table, 'projector')
  return { gm, table }
}

test('calibrate the table display, one hex one inch, turned for the players', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const { gm, table: players } = await gmAndTable(browser, host)
  const fitted = await hexAcross(players)

  // The GM opens the Table display panel and asks for calibration.
  await gm.locator('[data-role="table-panel"] summary').click()
  await gm.locator('[data-role="table-calibrate"]').click()
  const ruler = players.locator('[data-role="calibrate"]')
  await expect(ruler).toBeVisible()

  // The table drags its ruler over 2 inches: 192 px apart, so 96 pixels per inch.
  const end0 = await players.locator('[data-role="ruler-end-0"]').boundingBox()
  const end1 = await players.locator('[data-role="ruler-end-1"]').boundingBox()
  await drag(players, { x: end0!.x + 14, y: end0!.y + 14 }, { x: 400, y: 300 })
  await drag(players, { x: end1!.x + 14, y: end1!.y + 14 }, { x: 592, y: 300 })
  await ruler.locator('select[aria-label="What the ruler spans"]').selectOption('in')
  await ruler.locator('input[aria-label="Length the ruler spans"]').fill('2')
  await expect(ruler.locator('[data-role="save-ruler"]')).toContainText('192 px')
  const notices = await watchNotices(gm)
  await ruler.locator('[data-role="save-ruler"]').click()
  await expect(ruler).toHaveCount(0)
  // The GM is told which display was calibrated, and to what.
  await expect
    .poll(notices)
    .toContainEqual(
      expect.stringMatching(
        /screen \(\d+x\d+\) is calibrated: 1 hex = 1 inch at 96 pixels per inch/,
      ),
    )

  // One hex now spans one inch (96 CSS px) on the table, not the fitted size.
  await expect.poll(() => hexAcross(players)).toBeCloseTo(96, 0)
  expect(Math.abs(fitted - 96)).toBeGreaterThan(2)
  // 25 mm: 94.5 px.
  await gm.locator('select[aria-label="Hex size on the table"]').selectOption('mm25')
  await expect.poll(() => hexAcross(players)).toBeCloseTo((96 * 25) / 25.4, 0)
  await gm.locator('select[aria-label="Hex size on the table"]').selectOption('inch')

  // The GM turns the table a quarter: the whole players' page turns, the hex still one inch.
  const main = players.locator('main.projector[data-rotation]')
  await expect(main).toHaveAttribute('data-rotation', '0')
  await gm.locator('[data-role="rotate-90"]').click()
  await expect(main).toHaveAttribute('data-rotation', '90')
  const turned = await main.evaluate((el) => {
    const m = new DOMMatrix(getComputedStyle(el).transform)
    return { a: m.a, b: m.b, width: (el as HTMLElement).offsetWidth }
  })
  expect(turned.a).toBeCloseTo(0, 5)
  expect(turned.b).toBeCloseTo(1, 5)
  expect(turned.width).toBe(800)
  await expect.poll(() => hexAcross(players)).toBeCloseTo(96, 0)
  // Alt+R on the GM page turns it a quarter further; undo turns it back.
  await gm.locator('.board-map.gm').hover()
  await gm.keyboard.press('Alt+r')
  await expect(main).toHaveAttribute('data-rotation', '180')
  await gm.keyboard.press('Control+z')
  await expect(main).toHaveAttribute('data-rotation', '90')

  // The TV frame on the GM's map: dragging its border moves the table's camera.
  const before = await hexPos(players, 'projector', 0, 0)
  await gm.waitForFunction(() => !!window.__blueboxMap?.gm?.namedClientRect('tv-frame'))
  const frame = await gm.evaluate(() => window.__blueboxMap!.gm!.namedClientRect('tv-frame')!)
  // Its right border, halfway down what shows of it (the frame is dragged by its border).
  const box = (await gm.locator('.board-map.gm').boundingBox())!
  const y0 = Math.max(frame.y, box.y)
  const y1 = Math.min(frame.y + frame.height, box.y + box.height)
  const edge = { x: frame.x + frame.width - 2, y: (y0 + y1) / 2 }
  expect(edge.x).toBeGreaterThan(box.x)
  expect(edge.x).toBeLessThan(box.x + box.width)
  await drag(gm, edge, { x: edge.x + 200, y: edge.y + 120 })
  await expect.poll(async () => (await hexPos(players, 'projector', 0, 0)).x).not.toBe(before.x)
})

test('with a phone connected too, the GM picks the TV: the ruler shows there, never on the phone', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const { gm, table: tv } = await gmAndTable(browser, host)
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  })
  const phone = await phoneContext.newPage()
  await phone.goto(host.playerUrl)
  await mapReady(phone, 'projector')

  await gm.locator('[data-role="table-panel"] summary').click()
  const target = gm.locator('[data-role="calibrate-target"]')
  await expect(target).toBeVisible()
  await expect(target.locator('option')).toHaveText([
    'Pick the table display…',
    'Chrome on Linux',
    'Android phone',
  ])
  // Not picked: main says what to do, and nothing shows anywhere.
  const notices = await watchNotices(gm)
  await gm.locator('[data-role="table-calibrate"]').click()
  await expect
    .poll(notices)
    .toContainEqual(expect.stringContaining('pick the table display to calibrate'))
  await expect(gm.locator('[data-role="table-calibrate"]')).toHaveAttribute('aria-pressed', 'false')
  // The TV picked: its ruler shows; the phone, which sees calibration open, shows none.
  await target.selectOption({ label: 'Chrome on Linux' })
  await gm.locator('[data-role="table-calibrate"]').click()
  await expect(tv.locator('[data-role="calibrate"]')).toBeVisible()
  await expect(gm.locator('[data-role="table-calibrate"]')).toHaveAttribute('aria-pressed', 'true')
  await expect(gm.locator('[data-role="ruler-on"]')).toHaveText(
    'The ruler shows on Chrome on Linux; only it may save a scale.',
  )
  await expect(phone.locator('[data-role="calibrate"]')).toHaveCount(0)
  await tv.screenshot({ path: 'test-results/calibrate-picked-tv.png' })
  await phone.screenshot({ path: 'test-results/calibrate-picked-phone.png' })
  await gm.screenshot({ path: 'test-results/calibrate-picked-gm.png' })
  // The TV saves its diagonal; the GM is told.
  await tv.locator('[data-role="diagonal"]').fill('24')
  await tv.locator('[data-role="diagonal"] ~ button').click()
  await expect(tv.locator('[data-role="calibrate"]')).toHaveCount(0)
  await expect.poll(notices).toContainEqual(expect.stringMatching(/is calibrated: 1 hex = 1 inch/))
  await phoneContext.close()
})
