/**
 * The GM's keyboard: `?` opens the sheet of shortcuts (the legend keeps G), the sheet names the
 * keys, and a key it names does what it says.
 */
import { expect, mapReady, test } from './fixtures'

test('? opens the keyboard shortcuts sheet; G still opens the legend', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  await page.keyboard.press('Shift+?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  // The legend is not what ? opens any more.
  await expect(page.getByRole('region', { name: 'Map legend' })).toHaveCount(0)
  for (const group of ['Edit', 'Map', 'Tokens', 'Fight and rest', 'Windows'])
    await expect(sheet.getByRole('heading', { name: group, exact: true })).toBeVisible()
  await expect(sheet.locator('[data-shortcut="startCombat"]')).toHaveText('Shift+C')
  await expect(sheet.locator('[data-shortcut="legend"]')).toHaveText('G')
  // The whole sheet fits a 1080p screen: its last group is in view without scrolling the page.
  await expect(sheet.locator('[data-role="shortcuts-close"]')).toBeInViewport()
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)
  // Found without knowing the key: the toolbar's ? button opens it too.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click()
  await expect(sheet).toBeVisible()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toHaveCount(0)

  // What the sheet says: G, the legend; Shift+C, Start combat.
  await page.keyboard.press('g')
  await expect(page.getByRole('region', { name: 'Map legend' })).toBeVisible()
  await page.keyboard.press('Shift+C')
  await expect(page.getByRole('dialog', { name: 'Start combat' })).toBeVisible()
})
