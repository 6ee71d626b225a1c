import type { Page } from '@playwright/test'
import { expect, hexPos, mapReady, test, tokenPos, uploadBackground } from './fixtures'

const zones = (page: Page) => page.evaluate(() => window.__blueboxMap?.gm?.zoneCounts() ?? {})

test('a selected token shows its movement and reach; an AoE template lists whom it touches', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // Select Vaka: her move and Dash bands and her reach are shaded around her.
  const vaka = await tokenPos(page, 'gm', 'pc-vaka')
  await page.mouse.click(vaka.x, vaka.y)
  await expect.poll(async () => (await zones(page)).move ?? 0).toBeGreaterThan(20)
  const before = await zones(page)
  expect(before.dash).toBeGreaterThan(0)
  expect(before.reach).toBeGreaterThan(0)

  // Turning the movement off leaves the reach.
  await page.screenshot({ path: 'test-results/battlemap-zones.png' })
  await page.getByLabel('Movement').uncheck()
  await expect.poll(async () => Object.keys(await zones(page))).not.toContain('move')
  expect(Object.keys(await zones(page))).toContain('reach')

  // The ruler from Vaka to the far hex of the Large Rust Sentinel: centres and footprints.
  await page.keyboard.press('m')
  const far = await hexPos(page, 'gm', 10, 5)
  await page.mouse.move(vaka.x, vaka.y)
  await page.mouse.down()
  await page.mouse.move(far.x, far.y, { steps: 6 })
  await page.mouse.up()
  await expect
    .poll(() => page.evaluate(() => window.__blueboxMap?.gm?.overlayTexts() ?? []))
    .toContain('9 hexes · 9 m · 8 m between footprints')

  // A 1 m radius on Orin touches Orin alone.
  await page.getByLabel('Measure shape').selectOption('radius')
  await page.getByLabel('Template size').fill('1')
  const orin = await tokenPos(page, 'gm', 'pc-orin')
  await page.mouse.click(orin.x, orin.y)
  const reading = page.locator('[data-role="template-reading"]')
  await expect(reading).toContainText('7 hexes')
  await expect(reading).toContainText('Orin')
  await expect(reading).not.toContainText('Vaka')

  // A nonsense size is refused with a reason.
  await page.getByLabel('Template size').fill('-3')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Size is a number of metres' }),
  ).toBeVisible()
  await page.screenshot({ path: 'test-results/battlemap-tools.png' })
})

test('fit the grid to a background by three clicks, then by dragging the picture; undo', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  // Import a picture through the same upload the Background… form uses.
  const uploaded = await uploadBackground(page, '#6b8f4e', 'field.png')
  expect(uploaded.ok).toBe(true)
  await page.getByText('Background…').click()
  const ppx = page.getByLabel('Pixels per hex')
  await expect(ppx).toBeVisible()
  const start = Number(await ppx.inputValue())

  // Three clicks on centres two hexes apart: the picture's hexes are twice what was assumed.
  await page.getByRole('button', { name: 'Fit by 3 clicks' }).click()
  for (const q of [3, 5, 7]) {
    const p = await hexPos(page, 'gm', q, 4)
    await page.mouse.click(p.x, p.y)
  }
  await expect.poll(async () => Number(await ppx.inputValue())).toBeCloseTo(start * 2, 0)

  // Dragging the picture 100 screen px right moves its offset right.
  const x0 = Number(await page.getByLabel('Offset X').inputValue())
  await page.getByRole('button', { name: 'Drag picture' }).click()
  const a = await hexPos(page, 'gm', 6, 6)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(a.x + 100, a.y, { steps: 8 })
  await page.mouse.up()
  await expect
    .poll(async () => Number(await page.getByLabel('Offset X').inputValue()))
    .toBeGreaterThan(x0)
  await page.keyboard.press('Escape')

  // Each fit is one undo step.
  await page.keyboard.press('Control+z')
  await expect
    .poll(async () => Number(await page.getByLabel('Offset X').inputValue()))
    .toBeCloseTo(x0, 1)
  await page.keyboard.press('Control+z')
  await expect.poll(async () => Number(await ppx.inputValue())).toBeCloseTo(start, 1)
})
