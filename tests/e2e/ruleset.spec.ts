/** The campaign's ruleset as the GM sees it: named in the title bar, chosen in New Campaign. */
import { expect, mapReady, test } from './fixtures'

test('the title bar names the ruleset and New Campaign offers the rulesets this build knows', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1400, height: 860 })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  const ruleset = page.locator('[data-role="ruleset"]')
  await expect(ruleset).toHaveText('Blue Box')
  await expect(ruleset).toHaveAttribute('title', /rules this campaign plays/)

  await page.getByRole('button', { name: 'New campaign…' }).click()
  const dialog = page.getByRole('dialog', { name: 'New campaign' })
  await expect(dialog).toBeVisible()
  const choice = dialog.getByLabel('Ruleset')
  await expect(choice.locator('option')).toHaveText(['Blue Box'])
  await expect(choice).toHaveValue('bluebox')
  // The browser host cannot pick a folder: the dialog gives the shell command for this choice.
  await dialog.getByLabel('Campaign name').fill('Fen Raid')
  await expect(dialog.locator('[data-role="new-campaign-command"]')).toHaveText(
    'npm run campaign -- new <folder> --name "Fen Raid" --ruleset bluebox',
  )
  await dialog.getByLabel('Campaign name').fill('')
  await expect(dialog.getByRole('alert')).toHaveText(/needs a name/)
  // Escape leaves it, and the map is as it was.
  await dialog.getByLabel('Campaign name').press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(ruleset).toHaveText('Blue Box')
})
