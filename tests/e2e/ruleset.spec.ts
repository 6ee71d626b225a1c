/** The campaign's ruleset as the GM sees it: named in the title bar, chosen in New Campaign. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  drag,
  expect,
  hexPos,
  mapReady,
  startHost,
  test,
  tokenPos,
  toolbarButton,
} from './fixtures'

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

  await (await toolbarButton(page, 'new-campaign-button')).click()
  const dialog = page.getByRole('dialog', { name: 'New campaign' })
  await expect(dialog).toBeVisible()
  const choice = dialog.getByLabel('Ruleset')
  await expect(choice.locator('option')).toHaveText([
    'Blue Box',
    'Trait-Test (GG)',
    'Zealots of Zaldar',
    'BrikWars',
  ])
  await expect(choice).toHaveValue('bluebox')
  // Each choice says in a line what it is.
  const about = dialog.locator('[data-role="ruleset-about"]')
  await expect(about).toContainText('hex map')
  await choice.selectOption({ label: 'BrikWars' })
  await expect(about).toContainText('gridless table')
  await choice.selectOption({ label: 'Blue Box' })
  // A name is needed before anything is sent.
  await dialog.getByLabel('Campaign name').fill('')
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled()
  await expect(dialog.getByRole('alert')).toHaveText(/needs a name/)
  // Escape leaves it, and the campaign is as it was.
  await dialog.getByLabel('Campaign name').press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('.toolbar .title')).toHaveText('The Shattered Causeway (demo)')

  // Created, it opens at once (the browser host puts it beside this one), playing Blue Box.
  await (await toolbarButton(page, 'new-campaign-button')).click()
  await expect(dialog.getByText('beside this campaign')).toBeVisible()
  await dialog.getByLabel('Campaign name').fill('Fen Raid')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('.toolbar .title')).toHaveText('Fen Raid')
  await expect(ruleset).toHaveText('Blue Box')
})

test('a campaign of a ruleset this build does not know opens read-only, saying so, with editing off', async ({
  browser,
}) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'bb-e2e-ro-')), 'campaign')
  cpSync('resources/demo-campaign', dir, { recursive: true })
  const file = join(dir, 'campaign.json')
  const json = JSON.parse(readFileSync(file, 'utf8'))
  json.rulesetId = 'zealots'
  writeFileSync(file, JSON.stringify(json, null, 2))
  const before = readFileSync(file, 'utf8')
  const { host, child } = await startHost(['--campaign', dir])
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } })
    await page.goto(host.gmUrl)
    await mapReady(page, 'gm')
    expect(host.output()).toContain(`Campaign folder: ${dir} (read-only: nothing is saved)`)
    const banner = page.locator('[data-role="read-only"]')
    await expect(banner).toContainText('"zealots"')
    await expect(banner).toContainText('read-only')
    await expect(page.locator('[data-role="ruleset"]')).toHaveText('zealots')
    // The tools and the sidebar's edits are off; the library has no Blue Box forms to offer.
    await expect(page.getByRole('button', { name: /^Terrain/ })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled()
    // A token cannot be dragged (a drag pans the map instead): it stays on its hex.
    const hex = page.locator('[data-token-id="pc-mira"] [data-role="hex"]')
    const was = await hex.textContent()
    await drag(page, await tokenPos(page, 'gm', 'pc-mira'), await hexPos(page, 'gm', 6, 4))
    await expect(hex).toHaveText(was ?? '')
    await expect(page.locator('[data-role="save-state"]')).not.toHaveText('Unsaved changes')
    // Nothing is ever written over it.
    expect(readFileSync(file, 'utf8')).toBe(before)
  } finally {
    child.kill('SIGTERM')
  }
})
